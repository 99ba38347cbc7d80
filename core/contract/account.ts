import { Type, type Static } from '@sinclair/typebox';
import { PORTAL_FLAGS, PORTALS } from '@core/access';
import { nullable } from './wire';

// The signed-in account as the console reads it (server/modules/auth): GET /api/account
// and GET /api/portalAccess.

export const Account = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: Type.Integer(),
  employee_id: nullable(Type.Integer()),
  employee_no: nullable(Type.String()),
  employee_name: nullable(Type.String({ description: 'first last' })),
  company_id: nullable(Type.Integer()),
  business_unit_id: nullable(Type.Integer()),
  position_title: nullable(Type.String()),
  photo_url: Type.Null({ description: 'no photo is served yet' }),
  is_manager: Type.Boolean({ description: 'someone in service reports to the account’s employee' }),
  portals: Type.Array(Type.Union(PORTALS.map((portal) => Type.Literal(portal)))),
});
export type Account = Static<typeof Account>;

/** The role table's portal flags of the account's role (1 allowed, 0 not), and the last role id the table knows. */
export const PortalAccessAnswer = Type.Object({
  roles: Type.Object({
    last_access_id: Type.Integer(),
    ...Object.fromEntries(PORTAL_FLAGS.map((flag) => [flag, Type.Integer()])),
  }),
});
