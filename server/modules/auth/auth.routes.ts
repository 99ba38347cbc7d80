import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Account, PortalAccessAnswer } from '@core/contract/account';
import { answers, errorResponses, Ok } from '../../http/schemas';
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../shared/audit';
import { authenticate, newXsrfToken, XSRF_COOKIE } from '../../plugins/auth';
import { accountOf, changePassword, login, logout } from './auth.service';
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
/** Logout reads no fields; whatever a client sends is ignored. */
const AnyBody = Type.Object({}, { additionalProperties: true });

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

  app.post('/api/logout', { config: { access: 'authenticated' }, schema: { body: AnyBody, response: answers(Ok) } }, async (request) =>
    logout(deps, await authenticate(app, request), actorOf(request, 'guest')),
  );

  // the caller's own password, from the user menu of any portal
  app.post(
    '/api/account/password',
    { config: { access: 'authenticated' }, schema: { body: PasswordChange, response: answers(Ok) } },
    async (request) => {
      const auth = await authenticate(app, request);
      return changePassword(deps, auth.user, auth.tokenHash, request.body, actorOf(request, 'guest'));
    },
  );

  app.get('/api/account', { config: { access: 'authenticated' }, schema: { response: answers(Account) } }, async (request) =>
    accountOf(deps, await authenticate(app, request)),
  );

  app.get(
    '/api/portalAccess',
    { config: { access: 'authenticated' }, schema: { response: answers(PortalAccessAnswer) } },
    async (request) => {
      const auth = await authenticate(app, request);
      return { roles: auth.portalAccess };
    },
  );
}
