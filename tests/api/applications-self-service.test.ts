/**
 * Applications from the employee and manager portals: an employee files for themself,
 * sees only their own filings, withdraws and asks to cancel; a manager's queue holds what
 * waits for them, decisions move the route on, filing in behalf stays inside the team.
 * Another employee's or another team's application answers 404 and never appears in a list.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let employeeToken: string;
let managerToken: string;
let me: number;
let manager: number;
let stranger: number;

const idOfAccount = async (email: string) =>
  Number((await t.db.selectFrom('users').select('employee_id').where('email', '=', email).executeTakeFirstOrThrow()).employee_id);
const as = (token: string) => (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  employeeToken = await t.login('employee@example.com');
  managerToken = await t.login('manager@example.com');
  me = await idOfAccount('employee@example.com');
  manager = await idOfAccount('manager@example.com');
  // the employee reports to the manager; someone else reports to nobody in the manager's reach
  await t.db.updateTable('employees').set({ immediate_superior_id: manager }).where('id', '=', me).execute();
  const other = await t.db
    .selectFrom('employees')
    .select('id')
    .where('id', 'not in', [me, manager])
    .where('immediate_superior_id', 'is', null)
    .where('separation_date', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  stranger = Number(other.id);
});

const employee = () => as(employeeToken);
const managerApi = () => as(managerToken);
const obFor = (date: string, extra: object = {}) => ({
  application_type: 'official_business_trip',
  trip_type: 'official_business',
  date_from: date,
  date_to: date,
  destination: 'Supplier warehouse',
  purpose: 'Quality check',
  ...extra,
});

describe('employee portal', () => {
  it('files for oneself only, whatever employee id the body names, and lists only one’s own filings', async () => {
    const filed = await employee()('POST', '/api/employee/applications', obFor('2027-09-06', { employee_id: stranger }));
    expect(filed.statusCode, filed.body).toBe(200);
    const row = await t.db
      .selectFrom('applications')
      .select(['employee_id', 'filed_via'])
      .where('id', '=', filed.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ employee_id: me, filed_via: 'self' });
    const list = await employee()('GET', `/api/employee/applications?range=${encodeURIComponent('[0,999]')}`);
    const rows = list.json() as { employee_no: string }[];
    const mine = await t.db.selectFrom('employees').select('employee_no').where('id', '=', me).executeTakeFirstOrThrow();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.employee_no))).toEqual(new Set([mine.employee_no]));
  });

  it('answers 404 for another employee’s application, to read its trail or to act on it', async () => {
    const theirs = await t.db
      .selectFrom('applications')
      .select('id')
      .where('employee_id', '<>', me)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect((await employee()('GET', `/api/employee/applications/${theirs.id}/trail`)).statusCode).toBe(404);
    expect((await employee()('POST', `/api/employee/applications/${theirs.id}/withdraw`, {})).statusCode).toBe(404);
    expect(
      (await employee()('POST', `/api/employee/applications/${theirs.id}/request-cancellation`, { cancellation_reason: 'x' })).statusCode,
    ).toBe(404);
    const status = await t.db.selectFrom('applications').select('status').where('id', '=', theirs.id).executeTakeFirstOrThrow();
    expect(status.status).toBe('pending');
  });

  it('withdraws a pending filing, and shows leave balances for the filing form', async () => {
    const filed = await employee()('POST', '/api/employee/applications', obFor('2027-09-13'));
    expect((await employee()('POST', `/api/employee/applications/${filed.json().id}/withdraw`, {})).json().message).toMatch(/withdrawn/);
    expect((await employee()('POST', `/api/employee/applications/${filed.json().id}/withdraw`, {})).statusCode).toBe(409);
    const balances = (await employee()('GET', '/api/employee/leave-balances/mine')).json() as { code: string; balance: string }[];
    expect(balances.map((b) => b.code)).toContain('VL');
  });

  it('shows what a pending half day leaves available, to the thousandth of a day', async () => {
    // late November, so that the half day below is ahead and within the balances' year whenever this runs
    const realNow = t.clock.now;
    t.clock.now = new Date('2026-11-26T01:00:00Z');
    onTestFinished(() => {
      t.clock.now = realNow;
    });
    type Balance = { code: string; balance: string; pending: string; available: string };
    const vacationLeave = async () =>
      ((await employee()('GET', '/api/employee/leave-balances/mine')).json() as Balance[]).find((b) => b.code === 'VL')!;
    const before = await vacationLeave();
    const vl = await t.db.selectFrom('leave_types').select('id').where('code', '=', 'VL').executeTakeFirstOrThrow();
    const filed = await employee()('POST', '/api/employee/applications', {
      application_type: 'leave',
      leave_type_id: vl.id,
      date_from: '2026-12-15',
      date_to: '2026-12-15',
      day_part: 'first_half',
      reason: 'Family errand',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const after = await vacationLeave();
    expect(after.balance).toBe(before.balance);
    const thousandths = (value: string) => Math.round(Number(value) * 1000);
    expect(thousandths(after.pending) - thousandths(before.pending)).toBe(500);
    expect(thousandths(after.available)).toBe(thousandths(after.balance) - thousandths(after.pending));
  });
});

describe('editing a pending filing', () => {
  it('changes the dates and details while no level has decided, routes it again, and refuses once one has', async () => {
    const filed = await employee()('POST', '/api/employee/applications', obFor('2027-09-20'));
    const id = filed.json().id as number;
    const other = await employee()('POST', '/api/employee/applications', obFor('2027-09-27'));
    expect(other.statusCode).toBe(200);

    const overlapping = await employee()('PUT', `/api/employee/applications/${id}`, obFor('2027-09-27'));
    expect(overlapping.statusCode).toBe(422);
    expect(overlapping.json().errors.date_from[0]).toContain(other.json().reference_no);
    const retyped = await employee()('PUT', `/api/employee/applications/${id}`, { ...obFor('2027-09-21'), application_type: 'overtime' });
    expect(retyped.statusCode).toBe(422);

    const form = await employee()('GET', `/api/employee/applications/${id}/filing`);
    expect(form.json()).toMatchObject({
      id,
      application_type: 'official_business_trip',
      date_from: '2027-09-20',
      destination: 'Supplier warehouse',
    });
    const edited = await employee()('PUT', `/api/employee/applications/${id}`, obFor('2027-09-21', { destination: 'SSS Branch, Ortigas' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().message).toMatch(/is changed and waits for level 1/);
    const row = await t.db
      .selectFrom('applications as a')
      .innerJoin('official_business_trips as o', 'o.application_id', 'a.id')
      .select([sql<string>`a.date_from::text`.as('date_from'), 'o.destination', 'a.current_level'])
      .where('a.id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ date_from: '2027-09-21', destination: 'SSS Branch, Ortigas', current_level: 1 });
    const logged = await t.db
      .selectFrom('transaction_logs')
      .select('action')
      .where('resource', '=', 'applications')
      .where('record_id', '=', String(id))
      .execute();
    expect(logged.map((l) => l.action)).toEqual(['submit', 'edit']);

    // the manager cannot rewrite the employee's filing, and the employee cannot touch another's
    expect((await managerApi()('PUT', `/api/manager/applications/${id}`, obFor('2027-09-22'))).statusCode).toBe(403);
    const theirs = await t.db
      .selectFrom('applications')
      .select('id')
      .where('employee_id', '<>', me)
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    expect((await employee()('PUT', `/api/employee/applications/${theirs.id}`, obFor('2027-09-23'))).statusCode).toBe(404);

    expect((await managerApi()('POST', `/api/manager/applications/${id}/approve`, {})).statusCode).toBe(200);
    const late = await employee()('PUT', `/api/employee/applications/${id}`, obFor('2027-09-24'));
    expect(late.statusCode).toBe(409);
  });
});

describe('manager portal', () => {
  it('queues what waits for the manager; approving level 1 hands it to the next level', async () => {
    const filed = await employee()('POST', '/api/employee/applications', obFor('2027-10-04'));
    const id = filed.json().id;
    const queue = (await managerApi()('GET', `/api/manager/applications?range=${encodeURIComponent('[0,999]')}`)).json() as {
      id: number;
    }[];
    expect(queue.map((r) => r.id)).toContain(id);
    const approved = await managerApi()('POST', `/api/manager/applications/${id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const trail = (await managerApi()('GET', `/api/manager/applications/${id}/trail`)).json() as {
      level: number;
      status: string;
      acted_by: string | null;
    }[];
    const decided = trail.find((s) => s.status === 'approved')!;
    expect(decided.acted_by).not.toBeNull();
    const state = await t.db.selectFrom('applications').select(['status', 'current_level']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(state.status === 'approved' || (state.current_level ?? 0) > decided.level).toBe(true);
  });

  it('lists the queue newest filing first with its count, narrows it by type, and keeps an edited filing in it', async () => {
    const first = (await employee()('POST', '/api/employee/applications', obFor('2027-10-18'))).json().id as number;
    const second = (await employee()('POST', '/api/employee/applications', obFor('2027-10-19'))).json().id as number;
    const edited = await employee()('PUT', `/api/employee/applications/${first}`, obFor('2027-10-20', { destination: 'BIR RDO 47' }));
    expect(edited.statusCode, edited.body).toBe(200);
    const page = (filter: object) =>
      managerApi()(
        'GET',
        `/api/manager/applications?sort=${encodeURIComponent('["submitted_at","DESC"]')}&range=${encodeURIComponent('[0,999]')}` +
          `&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      );
    const trips = await page({ application_type: 'official_business_trip' });
    const rows = trips.json() as { id: number; application_type: string; submitted_at: string; date_from: string }[];
    expect(trips.headers['content-range']).toBe(`applications 0-${rows.length - 1}/${rows.length}`);
    expect(rows.every((r) => r.application_type === 'official_business_trip')).toBe(true);
    const ids = rows.map((r) => r.id);
    expect(ids.indexOf(second)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(rows.find((r) => r.id === first)).toMatchObject({ date_from: '2027-10-20' });
    const stamps = rows.map((r) => r.submitted_at);
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect((await page({ application_type: 'overtime' })).json().map((r: { id: number }) => r.id)).not.toContain(first);
  });

  it('files in behalf of a team member, and answers 404 for anyone outside the team', async () => {
    const inBehalf = await managerApi()('POST', '/api/manager/applications', obFor('2027-10-11', { employee_id: me }));
    expect(inBehalf.statusCode, inBehalf.body).toBe(200);
    const row = await t.db.selectFrom('applications').select('filed_via').where('id', '=', inBehalf.json().id).executeTakeFirstOrThrow();
    expect(row.filed_via).toBe('in_behalf');
    expect((await managerApi()('POST', '/api/manager/applications', obFor('2027-10-11', { employee_id: stranger }))).statusCode).toBe(404);
    const theirs = await t.db.selectFrom('applications').select('id').where('employee_id', '=', stranger).executeTakeFirst();
    if (theirs) {
      expect((await managerApi()('POST', `/api/manager/applications/${theirs.id}/approve`, {})).statusCode).toBe(404);
      expect((await managerApi()('GET', `/api/manager/applications/${theirs.id}/trail`)).statusCode).toBe(404);
    }
  });

  it('keeps the portals apart: an employee account cannot use the manager routes', async () => {
    expect((await employee()('GET', '/api/manager/applications')).statusCode).toBe(403);
  });
});
