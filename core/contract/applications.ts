import { Type, type Static } from '@sinclair/typebox';
import { nullable, WireDate } from './wire';

// The shapes of the application answers the console reads (server/modules/applications).

/** One level of one round of an application's approval trail. */
export const ApprovalStep = Type.Object({
  round: Type.Integer(),
  level: Type.Integer(),
  status: Type.String(),
  skip_reason: nullable(Type.String()),
  remarks: nullable(Type.String()),
  approver: nullable(Type.String({ description: 'the role, or the approver as "last, first"' })),
  acted_by: nullable(Type.String()),
  acted_at: nullable(Type.String({ description: 'YYYY-MM-DD HH:mm, Manila time' })),
  note: nullable(Type.String({ description: 'why the route went as it did at this level, in plain words' })),
});
export type ApprovalStep = Static<typeof ApprovalStep>;

/** A filing as the filing form sends it: the common fields, and the type's own fields (docs/domain.md §5) besides. */
export const FiledValues = Type.Object(
  {
    id: Type.Integer(),
    application_type: Type.String(),
    employee_id: Type.Integer(),
    date_from: WireDate,
    date_to: WireDate,
    reason: nullable(Type.String()),
  },
  { additionalProperties: true, description: 'the type’s own fields besides, those without a value left out' },
);
export type FiledValues = Static<typeof FiledValues>;
