import type { FastifyInstance, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { decideAccess, isPortal, LAST_ROLE_ID, PORTAL_FLAGS, type PortalAccess } from '@core/access';
import { ForbiddenError, HttpError } from '../http/errors';
import { hashToken } from '../modules/auth/tokens';
import type { AuthContext } from '../context';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const SESSION_EXPIRED = 'Your session has expired due to inactivity.';
const UNAUTHENTICATED = 'Unauthenticated.';
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** last_used_at is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 30_000;

export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header?.split(';') ?? []) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

export function newXsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A state-changing request that carries the XSRF cookie must echo it in X-XSRF-TOKEN. */
export function checkXsrf(request: FastifyRequest): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const cookie = parseCookies(request.headers.cookie)[XSRF_COOKIE];
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

/** Resolves the caller from the bearer token: 401 unknown or revoked, 419 idle too long. */
export async function authenticate(app: FastifyInstance, request: FastifyRequest): Promise<AuthContext> {
  if (request.auth) return request.auth;
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, UNAUTHENTICATED);
  const { db, config, now } = app.deps;
  const tokenHash = hashToken(token);
  const row = await db
    .selectFrom('access_tokens as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .leftJoin('portal_accesses as pa', 'pa.user_id', 'u.id')
    .select([
      't.last_used_at', 't.revoked_at',
      'u.id', 'u.name', 'u.email', 'u.role', 'u.employee_id', 'u.is_active',
      ...PORTAL_FLAGS.map((flag) => `pa.${flag}` as const),
    ])
    .where('t.token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row || row.revoked_at || !row.is_active) throw new HttpError(401, UNAUTHENTICATED);
  const current = now();
  const idleMs = current.getTime() - new Date(row.last_used_at).getTime();
  if (idleMs > config.sessionIdleMinutes * 60_000) {
    await db.updateTable('access_tokens').set({ revoked_at: current }).where('token_hash', '=', tokenHash).execute();
    throw new HttpError(419, SESSION_EXPIRED);
  }
  if (idleMs > TOUCH_INTERVAL_MS) {
    await db.updateTable('access_tokens').set({ last_used_at: current }).where('token_hash', '=', tokenHash).execute();
  }
  const portalAccess = { last_access_id: LAST_ROLE_ID } as PortalAccess;
  for (const flag of PORTAL_FLAGS) portalAccess[flag] = Number(row[flag] ?? 0);
  request.auth = {
    user: {
      id: row.id, name: row.name, email: row.email, role: row.role,
      employee_id: row.employee_id, is_active: row.is_active,
    },
    tokenHash,
    portalAccess,
  };
  return request.auth;
}

/**
 * Hooks for every /api request: XSRF on writes, then for /api/<portal>/… the
 * caller must be authenticated and the access rule must open the portal.
 */
export function registerAuthHooks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && !request.url.startsWith('/sanctum/')) return;
    checkXsrf(request);
    const segment = request.url.split('?')[0].split('/')[2];
    if (!isPortal(segment)) return;
    request.portal = segment;
    const auth = await authenticate(app, request);
    if (decideAccess(segment, auth.user.role, auth.portalAccess) !== 'allowed') throw new ForbiddenError();
  });
}
