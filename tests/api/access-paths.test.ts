import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPortal, type Portal } from '@core/access';
import type { RegisteredRoute } from '../../server/plugins/auth';
import { tableCounts } from '../support/table-counts';
import { useTestApp } from './test-app';

// The portal guard as an attacker tries it: every registered /api route, through
// every spelling of its path that a router or proxy might read differently, as
// an anonymous caller and as an account whose role does not open the portal.
// The guard must decide on the matched route, so no spelling may get through.

const t = useTestApp();
const REFUSALS = [400, 401, 403, 404];
/** A sweep over every route is thousands of requests: minutes on a busy two-core machine. */
const SWEEP_TIMEOUT = 180_000;
/** An account whose role does not open the portal (the employee portal opens for every role). */
const OUTSIDER: Partial<Record<Portal, string>> = {
  admin: 'employee@example.com',
  hr: 'employee@example.com',
  manager: 'employee@example.com',
  timekeeping: 'hr@example.com',
  payroll: 'timekeeping@example.com',
};

const concrete = (url: string) => url.replace(/:[^/]+/g, '1');

/** The spellings of one route's path that must never reach it without the right access. */
export function pathVariants(path: string): Record<string, string> {
  const [, , portal, ...rest] = path.split('/');
  const tail = rest.length > 0 ? `/${rest.join('/')}` : '';
  const hex = (c: string) => `%${c.charCodeAt(0).toString(16)}`;
  return {
    plain: path,
    'percent-encoded letter': `/api/${hex(portal[0])}${portal.slice(1)}${tail}`,
    'percent-encoded prefix': `/${hex('a')}pi/${portal}${tail}`,
    'double-encoded letter': `/api/%25${hex(portal[0]).slice(1)}${portal.slice(1)}${tail}`,
    'upper-case portal': `/api/${portal.toUpperCase()}${tail}`,
    'upper-case prefix': `/API/${portal}${tail}`,
    'dot segment from another portal': `/api/employee/../${portal}${tail}`,
    'single-dot segment': `/api/./${portal}${tail}`,
    'trailing slash': `${path}/`,
    'double slash': `/api//${portal}${tail}`,
    backslash: `/api\\${portal}${tail}`,
  };
}

const tokens: Record<string, string> = {};
let guarded: RegisteredRoute[] = [];
let countsBefore: Record<string, number> = {};

beforeAll(async () => {
  for (const email of new Set(Object.values(OUTSIDER))) tokens[email] = await t.login(email);
  guarded = t.app.routeTable.filter((route) => route.url.startsWith('/api/') && route.access !== 'public');
  countsBefore = await tableCounts(t.db);
});

const callersOf = (route: RegisteredRoute): Array<[string, string | undefined]> => {
  const portal = typeof route.access === 'object' ? route.access.portal : undefined;
  const outsider = portal && OUTSIDER[portal];
  return [['anonymous', undefined], ...(outsider ? [[outsider, tokens[outsider]] as [string, string]] : [])];
};

describe('every /api route carries an access rule', () => {
  it('has a rule on every route, and only the sign-in calls are public', () => {
    const api = t.app.routeTable.filter((route) => route.url.startsWith('/api/') || route.url.startsWith('/sanctum/'));
    expect(api.length).toBeGreaterThan(100);
    expect(api.filter((route) => !route.access).map((route) => `${route.method} ${route.url}`)).toEqual([]);
    const publicRoutes = api
      .filter((route) => route.access === 'public')
      .map((route) => `${route.method} ${route.url}`)
      .sort();
    expect(publicRoutes).toEqual([
      'GET /api/health',
      'GET /sanctum/csrf-cookie',
      'POST /api/login',
      'POST /api/register',
      'POST /api/register/code',
    ]);
    for (const route of api) {
      const segment = route.url.split('/')[2];
      if (isPortal(segment)) expect(route.access, route.url).toEqual({ portal: segment });
    }
  });
});

describe('no spelling of a path walks around the guard', () => {
  let checks = 0;
  afterAll(() => {
    console.info(`access-paths: ${checks} injected checks`);
  });

  it(
    'refuses every route in every variant to anonymous and wrong-role callers',
    async () => {
      const leaks: string[] = [];
      for (const route of guarded) {
        for (const [variant, url] of Object.entries(pathVariants(concrete(route.url)))) {
          for (const [caller, token] of callersOf(route)) {
            if (variant === 'plain' && caller === 'anonymous' && route.access === 'authenticated') continue;
            const response = await t.request({
              method: route.method as 'GET',
              url,
              token,
              ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
            });
            checks += 1;
            if (!REFUSALS.includes(response.statusCode))
              leaks.push(`${caller} ${route.method} ${url} (${variant}) → ${response.statusCode}`);
          }
        }
      }
      expect(checks).toBeGreaterThan(1000);
      expect(leaks).toEqual([]);
    },
    SWEEP_TIMEOUT,
  );

  it('answers 400 to the encoded spellings before anything else', async () => {
    for (const url of ['/api/%61dmin/users', '/%61pi/admin/users', '/api//admin/users', '/api/admin/users/%31', '/api/admin%2Fusers']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toHaveProperty('message');
    }
  });

  // inject() normalises dot segments and absolute targets as a URL parser would;
  // a real socket delivers them to the server exactly as an attacker sends them.
  it(
    'answers 400 to dot-segment and absolute-form request targets on a real socket',
    async () => {
      const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const raw = (target: string, token?: string) =>
        new Promise<string>((resolve, reject) => {
          const socket = connect(Number(port), '127.0.0.1');
          let answer = '';
          socket.on('data', (chunk) => (answer += chunk.toString()));
          socket.on('end', () => resolve(answer));
          socket.on('error', reject);
          socket.write(
            `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${token ? `Authorization: Bearer ${token}\r\n` : ''}Connection: close\r\n\r\n`,
          );
        });
      for (const target of ['/api/hr/../admin/users', '/api/./admin/users', '/api/employee/../../api/admin/users']) {
        expect((await raw(target)).split('\r\n')[0], target).toBe('HTTP/1.1 400 Bad Request');
      }
      const reads = guarded.filter((route) => route.method === 'GET');
      expect(reads.length).toBeGreaterThan(50);
      for (const route of reads) {
        for (const [caller, token] of callersOf(route)) {
          for (const target of [
            `http://127.0.0.1:${port}${concrete(route.url)}`,
            pathVariants(concrete(route.url))['dot segment from another portal'],
          ]) {
            const answer = await raw(target, token);
            checks += 1;
            expect(answer.split('\r\n')[0], `${caller} ${target}`).toBe('HTTP/1.1 400 Bad Request');
          }
        }
      }
    },
    SWEEP_TIMEOUT,
  );

  it('changed no row', async () => {
    expect(await tableCounts(t.db)).toEqual(countsBefore);
  });
});

describe('malformed input is refused with the error shape, never a 500', () => {
  let admin = '';
  beforeAll(async () => {
    admin = await t.login('admin@example.com');
  });

  it('refuses a NUL character in any string of the body or the query with a 422 per field', async () => {
    const login = await t.request({ method: 'POST', url: '/api/login', payload: { email: 'admin@example.com\u0000', password: 'x' } });
    expect(login.statusCode).toBe(422);
    expect(login.json().errors).toHaveProperty('email');
    const create = await t.request({
      method: 'POST',
      url: '/api/payroll/banks',
      token: admin,
      payload: { name: 'Bank\u0000', code: 'NUL' },
    });
    expect(create.statusCode).toBe(422);
    expect(create.json().errors).toEqual({ name: ['This field may not contain a NUL character.'] });
    const search = await t.request({
      method: 'GET',
      url: `/api/hr/employees?filter=${encodeURIComponent(JSON.stringify({ q: 'a\u0000' }))}`,
      token: admin,
    });
    expect(search.statusCode).toBe(422);
    expect(search.json().errors).toHaveProperty(['filter.q']);
  });

  it(
    'answers 400 to a JSON body that is not an object',
    async () => {
      const routes = t.app.routeTable.filter(
        (route) => ['POST', 'PUT'].includes(route.method) && route.url.startsWith('/api/') && !route.url.includes('/import'),
      );
      expect(routes.length).toBeGreaterThan(20);
      for (const route of routes) {
        for (const body of ['[]', '"x"', '1', 'null']) {
          const response = await t.request({
            method: route.method as 'POST',
            url: concrete(route.url),
            token: admin,
            payload: body,
            headers: { 'content-type': 'application/json' },
          });
          expect(response.statusCode, `${route.method} ${route.url} ${body}`).toBeLessThan(500);
          if (route.access !== 'authenticated' || route.url !== '/api/logout') {
            expect([400, 404], `${route.method} ${route.url} ${body} → ${response.statusCode}`).toContain(response.statusCode);
          }
        }
      }
    },
    SWEEP_TIMEOUT,
  );
});
