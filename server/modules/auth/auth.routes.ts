import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { answers, AnyObject, errorResponses, Ok } from '../../http/schemas';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { accessiblePortals } from '@core/access';
import { actorOf, audit } from '../../shared/audit';
import { authenticate, newXsrfToken, XSRF_COOKIE } from '../../plugins/auth';
import { changePassword, login } from './auth.service';
import { register, requestRegistrationCode } from './registration';

const text = (maxLength: number) => Type.Optional(Type.String({ maxLength }));
// The service gives the messages for blank or malformed values; the schema keeps out wrong types and huge strings.
const Credentials = Type.Object({ email: text(320), password: text(200) });
const RegistrationDetails = Type.Object({ employee_no: text(50), email: text(320) }, { additionalProperties: true });
const Registration = Type.Object(
  {
    employee_no: text(50),
    email: text(320),
    code: text(40),
    password: text(200),
    password_confirmation: text(200),
    name: text(200),
  },
  { additionalProperties: true },
);
const PasswordChange = Type.Object({ current_password: text(200), password: text(200), password_confirmation: text(200) });
const Session = Type.Object({ token: Type.String() }, { additionalProperties: true });

// The specification's authentication calls, exactly as named.
export async function authRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const deps = app.deps;
  const client = (request: Parameters<typeof actorOf>[0]) => ({
    ...actorOf(request, 'guest'),
    ip: request.ip,
    userAgent: request.headers['user-agent'],
  });

  app.get('/sanctum/csrf-cookie', { config: { access: 'public' }, schema: { response: { 204: Type.Null() } } }, async (_request, reply) => {
    reply.setCookie(XSRF_COOKIE, newXsrfToken(), { path: '/', sameSite: 'lax', maxAge: 7200 });
    return reply.status(204).send(null);
  });

  app.post('/api/login', { config: { access: 'public' }, schema: { body: Credentials, response: answers(Session) } }, async (request) =>
    login(deps, request.body, client(request)),
  );

  // registration in two steps (registration.ts): a code e-mailed to the 201 file's e-mail, then the account with it
  app.post(
    '/api/register/code',
    { config: { access: 'public' }, schema: { body: RegistrationDetails, response: { 202: Ok, ...errorResponses } } },
    async (request, reply) => reply.status(202).send(await requestRegistrationCode(deps, request.body, client(request))),
  );

  app.post('/api/register', { config: { access: 'public' }, schema: { body: Registration, response: answers(Session) } }, async (request) =>
    register(deps, request.body, client(request)),
  );

  app.post('/api/logout', { config: { access: 'authenticated' }, schema: { body: AnyObject, response: answers(Ok) } }, async (request) => {
    const auth = await authenticate(app, request);
    await deps.db.transaction().execute(async (trx) => {
      await trx.updateTable('access_tokens').set({ revoked_at: deps.now() }).where('token_hash', '=', auth.tokenHash).execute();
      await audit(trx, actorOf(request, 'guest'), {
        resource: 'users',
        action: 'logout',
        recordId: auth.user.id,
        summary: `${auth.user.email} logged out`,
      });
    });
    return { message: 'Logged out.' };
  });

  // the caller's own password, from the user menu of any portal
  app.post(
    '/api/account/password',
    { config: { access: 'authenticated' }, schema: { body: PasswordChange, response: answers(Ok) } },
    async (request) => {
      const auth = await authenticate(app, request);
      return changePassword(deps, auth.user, auth.tokenHash, request.body, actorOf(request, 'guest'));
    },
  );

  app.get('/api/account', { config: { access: 'authenticated' }, schema: { response: answers(AnyObject) } }, async (request) => {
    const auth = await authenticate(app, request);
    const employee = auth.user.employee_id
      ? await deps.db
          .selectFrom('employees as e')
          .leftJoin('positions as p', 'p.id', 'e.position_id')
          .select([
            'e.employee_no',
            'e.company_id',
            'e.business_unit_id',
            'e.first_name',
            'e.last_name',
            'p.title as position_title',
            sql<boolean>`exists (select 1 from employees t where t.immediate_superior_id = e.id and t.status <> 'separated')`.as(
              'is_manager',
            ),
          ])
          .where('e.id', '=', auth.user.employee_id)
          .executeTakeFirst()
      : undefined;
    return {
      id: auth.user.id,
      name: auth.user.name,
      email: auth.user.email,
      role: auth.user.role,
      employee_id: auth.user.employee_id,
      employee_no: employee?.employee_no ?? null,
      employee_name: employee ? `${employee.first_name} ${employee.last_name}` : null,
      company_id: employee?.company_id ?? null,
      business_unit_id: employee?.business_unit_id ?? null,
      position_title: employee?.position_title ?? null,
      photo_url: null,
      is_manager: Boolean(employee?.is_manager),
      portals: accessiblePortals(auth.user.role, auth.portalAccess),
    };
  });

  app.get('/api/portalAccess', { config: { access: 'authenticated' }, schema: { response: answers(AnyObject) } }, async (request) => {
    const auth = await authenticate(app, request);
    return { roles: auth.portalAccess };
  });
}
