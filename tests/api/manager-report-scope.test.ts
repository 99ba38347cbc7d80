/**
 * The management reports of a manager who heads several business units: each report can be
 * narrowed to one of the team's business units or cover the whole team, and a unit outside
 * the team (another store, another company's) is refused with a 422, never answered with rows.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { teamOf } from '../../server/modules/self-service/team';
import { addOtherCompany } from '../support/second-company';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let manager: number;
const unit: Record<'own' | 'second' | 'outside' | 'otherCompany', { id: number; name: string }> = {} as never;
const REPORTS = ['tardiness-report', 'undertime-report', 'absences-report', 'resolution-report', 'ytd-statistics'];

type Row = Record<string, unknown> & { id: number; business_unit_name: string };

const url = (path: string, filter: object) =>
  `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,4999]')}`;

async function list(report: string, filter: object = {}) {
  const response = await t.request({ method: 'GET', url: url(`/api/manager/${report}`, filter), token });
  expect(response.statusCode, `${report} ${response.body}`).toBe(200);
  return response.json() as Row[];
}

beforeAll(async () => {
  token = await t.login('manager@example.com');
  manager = Number(
    (await t.db.selectFrom('users').select('employee_id').where('email', '=', 'manager@example.com').executeTakeFirstOrThrow()).employee_id,
  );
  const byCode = async (code: string) =>
    t.db.selectFrom('business_units').select(['id', 'name']).where('code', '=', code).executeTakeFirstOrThrow();
  unit.own = await byCode('ST-MKT');
  unit.second = await byCode('ST-QC');
  unit.outside = await byCode('ST-CEB');
  // the demo manager heads the Makati store; here they head the Quezon City store as well
  await t.db.updateTable('business_units').set({ head_employee_id: manager }).where('id', '=', unit.second.id).execute();
  const other = await addOtherCompany(t.db);
  unit.otherCompany = await t.db
    .selectFrom('business_units')
    .select(['id', 'name'])
    .where('company_id', '=', other.companyId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
});

describe('the scope of the management reports', () => {
  it('offers the business units of the team to pick from, and no other', async () => {
    const response = await t.request({ method: 'GET', url: '/api/manager/team-units', token });
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { id: number; text: string }[]).map((u) => u.id);
    expect(ids).toEqual(expect.arrayContaining([unit.own.id, unit.second.id]));
    expect(ids).not.toContain(unit.outside.id);
    expect(ids).not.toContain(unit.otherCompany.id);
  });

  it('narrows each report to the business unit picked, and covers both units for the whole team', async () => {
    for (const report of REPORTS) {
      const whole = await list(report);
      const own = await list(report, { business_unit_id: unit.own.id });
      const second = await list(report, { business_unit_id: unit.second.id });
      for (const row of own) expect(row.business_unit_name, report).toBe(unit.own.name);
      for (const row of second) expect(row.business_unit_name, report).toBe(unit.second.name);
      expect(whole.length, report).toBe(own.length + second.length);
    }
    // the second store's late days show up once the manager heads it, and only in its scope
    const { rows } = await sql<{ days: number }>`select count(*)::int as days from daily_time_records d
      join employees e on e.id = d.employee_id
      where d.late_minutes > 0 and e.business_unit_id = ${unit.second.id} and d.employee_id in ${teamOf(manager)}`.execute(t.db);
    expect(rows[0].days).toBeGreaterThan(0);
    expect(await list('tardiness-report', { business_unit_id: unit.second.id })).toHaveLength(rows[0].days);
  });

  it('gives the team figures of one business unit', async () => {
    const year = new Date().getFullYear();
    const totals = async (filter: object) => {
      const response = await t.request({ method: 'GET', url: url('/api/manager/ytd-statistics/totals', { year, ...filter }), token });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { count: number; sums: Record<string, number> };
    };
    const whole = await totals({});
    const own = await totals({ business_unit_id: unit.own.id });
    const second = await totals({ business_unit_id: unit.second.id });
    expect(own.count).toBeGreaterThan(0);
    expect(second.count).toBeGreaterThan(0);
    expect(whole.count).toBe(own.count + second.count);
    expect(whole.sums.late_minutes).toBe(own.sums.late_minutes + second.sums.late_minutes);
  });

  it('refuses a business unit outside the team, of another company or not a unit at all, with a 422 and no rows', async () => {
    for (const report of REPORTS) {
      for (const value of [unit.outside.id, unit.otherCompany.id, 'QC', -1]) {
        for (const path of [`/api/manager/${report}`, `/api/manager/${report}/totals`, `/api/manager/${report}/export`]) {
          const response = await t.request({ method: 'GET', url: url(path, { business_unit_id: value }), token });
          expect(response.statusCode, `${path} ${String(value)}`).toBe(422);
          expect(response.json().errors.business_unit_id).toEqual(['Pick a business unit of your team.']);
        }
      }
    }
  });
});
