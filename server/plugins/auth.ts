import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyPlugin from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { decideAccess, isPortal, LAST_ROLE_ID, PORTAL_FLAGS, type Portal, type PortalAccess } from '@core/access';
import { BadRequestError, ForbiddenError, HttpError } from '../http/errors';
import { hashToken } from '../shared/tokens';
import { rememberCompany } from '../shared/company';
import type { AuthContext } from '../context';
import { connectionStateOf, type Database } from '../db/database';
import { SessionCache } from './session-cache';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const SESSION_EXPIRED = 'Your session has expired due to inactivity.';
const UNAUTHENTICATED = 'Unauthenticated.';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** last_used_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 30_000;

export function newXsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A state-changing request that carries the XSRF cookie must echo it in X-XSRF-TOKEN. */
export function checkXsrf(request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const cookie = request.cookies[XSRF_COOKIE];
  if (cookie === undefined) return;
  const header = request.headers['x-xsrf-token'];
  const echoed = Array.isArray(header) ? header[0] : header;
  let decoded = echoed;
  try {
    decoded = echoed === undefined ? undefined : decodeURIComponent(echoed);
  } catch {
    /* keep it raw */
  }
  if (decoded !== cookie) throw new HttpError(419, 'CSRF token mismatch.');
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

function lookupSession(db: Database, tokenHash: string) {
  return db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('portal_accesses as pa', 'pa.user_id', 'u.id')
    .leftJoin('employees as e', 'e.id', 'u.employee_id')
    .select([
      'e.company_id',
      't.last_used_at',
      't.revoked_at',
      'u.id',
      'u.name',
      'u.email',
      'u.role',
      'u.employee_id',
      'u.is_active',
      ...PORTAL_FLAGS.map((flag) => `pa.${flag}` as const),
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

type SessionRow = NonNullable<Awaited<ReturnType<typeof lookupSession>>>;
/** a token's state as the database has it: live (with its row), idle too long (now revoked), or unknown/revoked/inactive (undefined) */
export type Session = { live: true; row: SessionRow } | { live: false };

/**
 * The token's session read from the database, with the idle rules applied: idle
 * longer than the limit revokes it; idle longer than TOUCH_INTERVAL_MS moves
 * last_used_at (only if no other request or process did in the meantime, so a
 * burst of requests makes one write, not one each).
 */
async function readSession(app: FastifyInstance, tokenHash: string): Promise<Session | undefined> {
  const { db, config, now } = app.deps;
  const row = await lookupSession(db, tokenHash);
  if (!row || row.revoked_at || !row.is_active) return undefined;
  const current = now();
  const idleMs = current.getTime() - new Date(row.last_used_at).getTime();
  if (idleMs > config.sessionIdleMinutes * 60_000) {
    await db.updateTable('access_tokens').set({ revoked_at: current }).where('token_hash', '=', tokenHash).execute();
    return { live: false };
  }
  if (idleMs > TOUCH_INTERVAL_MS) {
    await db
      .updateTable('access_tokens')
      .set({ last_used_at: current })
      .where('token_hash', '=', tokenHash)
      .where('last_used_at', '<', new Date(current.getTime() - TOUCH_INTERVAL_MS))
      .execute();
    return { live: true, row: { ...row, last_used_at: current } };
  }
  return { live: true, row };
}

const keepLive = (session: Session) => session.live;

/** Resolves the caller from the bearer token: 401 unknown or revoked, 419 idle too long. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  if (request.auth) return request.auth;
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, UNAUTHENTICATED);
  const tokenHash = hashToken(token);
  const cache = app.sessionCache;
  let session = await cache.resolve(tokenHash, () => readSession(app, tokenHash), keepLive);
  // a reused session idle for a while: the database decides (another process may have moved last_used_at), and touches it
  if (session?.live && app.deps.now().getTime() - new Date(session.row.last_used_at).getTime() > TOUCH_INTERVAL_MS)
    session = await cache.resolve(tokenHash, () => readSession(app, tokenHash), keepLive, true);
  if (!session) throw new HttpError(401, UNAUTHENTICATED);
  if (!session.live) throw new HttpError(419, SESSION_EXPIRED);
  const { row } = session;
  const portalAccess = { last_access_id: LAST_ROLE_ID } as PortalAccess;
  for (const flag of PORTAL_FLAGS) portalAccess[flag] = Number(row[flag] ?? 0);
  request.auth = {
    user: {
      id: row.id,
      name: row.name,
      email: row.email,
      role: row.role,
      employee_id: row.employee_id,
      is_active: row.is_active,
    },
    tokenHash,
    portalAccess,
  };
  // the caller's company comes with the same row, so the portals' company scoping costs no query of its own
  if (row.company_id) rememberCompany(request, row.company_id);
  return request.auth;
}

/**
 * Who may call a route. Routes under `/api/<portal>/…` get `{ portal }` from
 * their registered URL; every other /api route must declare one in its config.
 */
export type AccessRule = 'public' | 'authenticated' | { portal: Portal };

export interface RegisteredRoute {
  method: string;
  url: string;
  readonly access?: AccessRule;
  schema?: FastifySchema & { hide?: boolean };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
  interface FastifyInstance {
    /** every route with its access rule, as registered (the access tests iterate it) */
    routeTable: RegisteredRoute[];
    /** the sessions this process resolved lately (forgotten at every write to the database) */
    sessionCache: SessionCache<Session>;
  }
}

const GUARDED_PREFIXES = ['/api/', '/sanctum/'];
const isGuardedPath = (path: string) => GUARDED_PREFIXES.some((prefix) => path.startsWith(prefix));

/** The portal of a registered route URL such as `/api/hr/employees/:id`. */
export function portalOfRoute(url: string): Portal | undefined {
  const segment = url.split('/')[2];
  return url.startsWith('/api/') && isPortal(segment) ? segment : undefined;
}

/**
 * The request target as the client wrote it, refused when it could mean a
 * different route than it spells: absolute-form targets, percent-escapes,
 * backslashes, empty or dot segments. API paths never need any of them.
 */
export function ambiguousTarget(rawUrl: string): string | undefined {
  if (!rawUrl.startsWith('/')) return 'The request target must be a path.';
  const path = rawUrl.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    /* a malformed escape is ambiguous too */
  }
  if (!/^\/(api|sanctum)(\/|$)/i.test(decoded.replace(/\\/g, '/'))) return undefined;
  if (/%|\\|\/\/|\/\.\.?(\/|$)/.test(path)) return 'The request path is not in its plain form.';
  return undefined;
}

/**
 * The guard of every request, decided on the route the router matched (its
 * registered URL and config), never on the raw URL string: XSRF on writes, then
 * the route's access rule. A matched /api route without a rule is refused.
 */
export const authPlugin = fastifyPlugin(async (app: FastifyInstance) => {
  await app.register(fastifyCookie);

  app.decorate('routeTable', [] as RegisteredRoute[]);
  // a write may revoke or change any session (sign-out, password, role, activity, portal access): none is kept across one
  app.decorate(
    'sessionCache',
    new SessionCache<Session>(app.deps.config.sessionCacheSeconds * 1000, connectionStateOf(app.deps.db)?.writes),
  );
  app.addHook('onRoute', (route) => {
    const portal = portalOfRoute(route.url ?? '');
    if (!route.config?.access && portal) route.config = { ...route.config, access: { portal } };
    for (const method of [route.method].flat()) {
      // read later: an encapsulated plugin's own onRoute hook may still set the rule
      if (method !== 'HEAD')
        app.routeTable.push({
          method,
          url: route.url ?? route.path,
          get access() {
            return route.config?.access;
          },
          schema: route.schema,
        });
    }
  });

  app.addHook('onRequest', async (request) => {
    const problem = ambiguousTarget(request.raw.url ?? '');
    if (problem) throw new BadRequestError(problem);
    const routeUrl = request.routeOptions.url;
    if (routeUrl === undefined || !isGuardedPath(routeUrl)) return;
    checkXsrf(request);
    const rule = request.routeOptions.config.access;
    if (!rule) throw new ForbiddenError();
    if (rule === 'public') return;
    const auth = await authenticate(app, request);
    if (rule === 'authenticated') return;
    request.portal = rule.portal;
    if (decideAccess(rule.portal, auth.user.role, auth.portalAccess) !== 'allowed') throw new ForbiddenError();
  });
});
