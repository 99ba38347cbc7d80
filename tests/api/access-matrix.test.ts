import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_FLAGS, PORTALS, type Portal, type PortalFlag } from '@core/access';
import { FORBIDDEN_MESSAGE } from '../../server/http/errors';
import type { RegisteredRoute } from '../../server/plugins/auth';
import { tableCounts } from '../support/table-counts';
import { useTestApp } from './test-app';

// The access matrix, generated from the route table: every guarded /api route
// × every role's demo account × each portal flag granted on its own × anonymous.
// The expectations are written out here, not computed by the rule under test.
// A refusal must be exactly 401 (anonymous) or the guard's 403 and change nothing.
// Every read of a portal is let through for the role that opens it by right;
// any other caller the matrix lets in must get past the guard on the portal's dashboard.

const t = useTestApp();
const EMPLOYEE = 'employee@example.com';

/** The portals each demo account enters: its role's by right, plus its flags. */
const ROLE_MATRIX: Record<string, Portal[]> = {
  'admin@example.com': ['admin', 'hr', 'manager', 'employee', 'timekeeping', 'payroll'],
  'sysadmin@example.com': ['admin', 'hr', 'manager', 'employee', 'timekeeping', 'payroll'],
  'manager@example.com': ['manager', 'employee'],
  [EMPLOYEE]: ['employee'],
  'hr@example.com': ['hr', 'employee'],
  'timekeeping@example.com': ['timekeeping', 'employee'],
  'payroll@example.com': ['payroll', 'employee'],
  'hr.payroll@example.com': ['hr', 'employee', 'payroll'],
};

/** The employee account with one more flag set: that flag's portal opens, and no other. */
const FLAG_MATRIX: Record<PortalFlag, Portal[]> = {
  adm_portal_access: ['employee', 'admin'],
  employees_portal_access: ['employee'],
  hr_portal_access: ['employee', 'hr'],
  manager_portal_access: ['employee', 'manager'],
  tk_portal_access: ['employee', 'timekeeping'],
  payroll_portal_access: ['employee', 'payroll'],
};

const concrete = (url: string) => url.replace(/:[^/]+/g, '1');
const portalOf = (route: RegisteredRoute): Portal | undefined => (typeof route.access === 'object' ? route.access.portal : undefined);

let guarded: RegisteredRoute[] = [];
let countsBefore: Record<string, number> = {};
const tokens: Record<string, string> = {};
let checks = 0;
/** A sweep is hundreds of requests: minutes on a busy two-core machine. */
const SWEEP_TIMEOUT = 180_000;

beforeAll(async () => {
  guarded = t.app.routeTable.filter((route) => route.url.startsWith('/api/') && route.access !== 'public');
  for (const email of Object.keys(ROLE_MATRIX)) tokens[email] = await t.login(email);
  countsBefore = await countsApartFromExports();
});

afterAll(() => {
  console.info(`access-matrix: ${guarded.length} routes, ${checks} checks`);
});

async function call(route: RegisteredRoute, token: string | undefined) {
  checks += 1;
  return t.request({
    method: route.method as 'GET',
    url: concrete(route.url),
    token,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
}

/** The account whose role opens each portal by right: it reads every route of that portal; the others read one. */
const READS_EVERY_ROUTE: Record<Portal, string> = {
  admin: 'admin@example.com',
  hr: 'hr@example.com',
  manager: 'manager@example.com',
  employee: EMPLOYEE,
  timekeeping: 'timekeeping@example.com',
  payroll: 'payroll@example.com',
};
const PROBE = (portal: Portal) => `/api/${portal}/dashboard-metrics`;

/** Let through: a refusal by the guard is a 401 or its 403; a handler may still refuse with its own reason. */
const pastTheGuard = (response: { statusCode: number; body: string }) =>
  response.statusCode < 500 && response.statusCode !== 401 && !(response.statusCode === 403 && response.body.includes(FORBIDDEN_MESSAGE));

/** Every route against one caller: 403 wherever the caller's portals do not reach, reads let through where they do. */
async function sweep(caller: string, token: string, portals: Portal[]): Promise<string[]> {
  const wrong: string[] = [];
  for (const route of guarded) {
    const portal = portalOf(route);
    if (portal !== undefined && !portals.includes(portal)) {
      const response = await call(route, token);
      if (response.statusCode !== 403 || !response.body.includes(FORBIDDEN_MESSAGE))
        wrong.push(`${caller} ${route.method} ${route.url} → ${response.statusCode}, expected the guard's 403`);
    } else if (route.method === 'GET' && portal !== undefined && (READS_EVERY_ROUTE[portal] === caller || route.url === PROBE(portal))) {
      const response = await call(route, token);
      if (!pastTheGuard(response)) wrong.push(`${caller} ${route.method} ${route.url} → ${response.statusCode}, expected past the guard`);
    }
  }
  return wrong;
}

/** Row counts apart from the audit trail's export and print entries: reading a list out to a spreadsheet or printing a payslip is itself audited. */
async function countsApartFromExports() {
  const counts = await tableCounts(t.db);
  const exports = await t.db
    .selectFrom('transaction_logs')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('action', 'in', ['export', 'print'])
    .executeTakeFirstOrThrow();
  return { ...counts, transaction_logs: counts.transaction_logs - Number(exports.n) };
}

describe('the access matrix over every /api route', () => {
  it('covers every portal and route kind', () => {
    const portals = new Set(guarded.map(portalOf));
    for (const portal of PORTALS) {
      expect(portals, portal).toContain(portal);
      expect(
        guarded.map((route) => route.url),
        portal,
      ).toContain(PROBE(portal));
    }
    expect(guarded.length).toBeGreaterThan(300);
  });

  it('answers 401 to anonymous callers on every guarded route', async () => {
    const wrong: string[] = [];
    for (const route of guarded) {
      const response = await call(route, undefined);
      if (response.statusCode !== 401) wrong.push(`anonymous ${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  for (const [email, portals] of Object.entries(ROLE_MATRIX)) {
    it(
      `${email} reaches exactly ${portals.join(', ')}`,
      async () => {
        expect(await sweep(email, tokens[email], portals)).toEqual([]);
      },
      SWEEP_TIMEOUT,
    );
  }

  it(
    'opens one more portal for each portal flag, and only that one',
    async () => {
      const employee = await t.db.selectFrom('users').select('id').where('email', '=', EMPLOYEE).executeTakeFirstOrThrow();
      const original = await t.db.selectFrom('portal_accesses').selectAll().where('user_id', '=', employee.id).executeTakeFirstOrThrow();
      const wrong: string[] = [];
      try {
        for (const flag of PORTAL_FLAGS) {
          const flags = Object.fromEntries(PORTAL_FLAGS.map((each) => [each, each === flag || each === 'employees_portal_access' ? 1 : 0]));
          await t.db.updateTable('portal_accesses').set(flags).where('user_id', '=', employee.id).execute();
          wrong.push(...(await sweep(`${EMPLOYEE} + ${flag}`, tokens[EMPLOYEE], FLAG_MATRIX[flag])));
        }
      } finally {
        const { id: _id, user_id: _user, ...restore } = original;
        await t.db.updateTable('portal_accesses').set(restore).where('user_id', '=', employee.id).execute();
      }
      expect(wrong).toEqual([]);
    },
    6 * SWEEP_TIMEOUT,
  );

  it('changed no row', async () => {
    expect(await countsApartFromExports()).toEqual(countsBefore);
  });
});
