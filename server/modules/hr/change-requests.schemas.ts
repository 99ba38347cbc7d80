import { Type } from '@sinclair/typebox';
import { WireInstant, nullable } from '@core/contract/wire';

// The bodies and answers of the change-request verbs.

const Dependent = Type.Object(
  {
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    name: Type.Optional(Type.String({ maxLength: 150 })),
    relationship: Type.Optional(Type.String({ maxLength: 20 })),
    birth_date: Type.Optional(Type.Union([Type.String({ maxLength: 10 }), Type.Null()])),
    is_philhealth_dependent: Type.Optional(Type.Boolean()),
    is_hmo_dependent: Type.Optional(Type.Boolean()),
    is_pwd: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export const NewRequest = Type.Object(
  {
    request_type: Type.String({ maxLength: 20 }),
    changes: Type.Optional(
      Type.Record(Type.String({ maxLength: 40 }), Type.Union([Type.String({ maxLength: 2000 }), Type.Number(), Type.Null()])),
    ),
    dependents: Type.Optional(
      Type.Object(
        {
          add: Type.Optional(Type.Array(Dependent, { maxItems: 20 })),
          update: Type.Optional(Type.Array(Dependent, { maxItems: 20 })),
          remove: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 20 })),
        },
        { additionalProperties: false },
      ),
    ),
    reason: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export const Review = Type.Object(
  { review_remarks: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])) },
  { additionalProperties: false },
);

/** A change request after a verb (filed, cancelled, approved, rejected): its row and what happened. */
export const ChangeRequestAnswer = Type.Object({
  id: Type.Integer(),
  employee_id: Type.Integer(),
  request_type: Type.String(),
  requested_changes: Type.Unknown({
    description:
      'field changes { field: { from, to } }, or dependents changes { add: [...], update: [{ id, from, to }], remove: [{ id, from }] }',
  }),
  reason: nullable(Type.String()),
  status: Type.String(),
  reviewed_by: nullable(Type.Integer()),
  reviewed_at: nullable(WireInstant),
  review_remarks: nullable(Type.String()),
  created_at: WireInstant,
  created_by: nullable(Type.Integer()),
  updated_at: WireInstant,
  updated_by: nullable(Type.Integer()),
  message: Type.String(),
});
