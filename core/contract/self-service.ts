import { Type, type Static } from '@sinclair/typebox';
import { WireDecimal } from './wire';

// The pickers of the self-service portals as the console reads them (server/modules/self-service).

/** An active shift of the company, for the change-shift filing. */
export const ShiftChoice = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  time_in: Type.String(),
  time_out: Type.String(),
});

/** One leave type the caller may file, with this year's balance, the days pending and what is still available. */
export const OwnLeaveBalance = Type.Object({
  leave_type_id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  requires_balance: Type.Boolean(),
  allow_half_day: Type.Boolean(),
  balance: WireDecimal,
  pending: WireDecimal,
  available: WireDecimal,
});
export type OwnLeaveBalance = Static<typeof OwnLeaveBalance>;

/** A team member in service, labelled "no · last, first". */
export const TeamMemberChoice = Type.Object({ id: Type.Integer(), employee_no: Type.String(), text: Type.String() });

/** A business unit the manager's reports can be narrowed to, labelled "code · name". */
export const TeamUnitChoice = Type.Object({ id: Type.Integer(), code: Type.String(), text: Type.String() });
export type TeamUnitChoice = Static<typeof TeamUnitChoice>;
