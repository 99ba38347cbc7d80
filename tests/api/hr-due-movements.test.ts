import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { manilaToday } from '../../server/shared/company';
import { applyDueMovements } from '../../server/modules/hr/due-movements.job';
import { employeeMovementsResource } from '@core/resources/employee-movements.resource';
import { useTestApp } from './test-app';

// The daily job of section 13.6, run the way the scheduler runs it but on the
// test app's clock: approved movements take effect on their date, employees
// for separation become separated once their date has come.

const t = useTestApp();
let hr: string;

beforeAll(async () => {
  hr = await t.login('hr@example.com');
  // HR's own record is moved by another HR officer: never one of the employees moved here
  const own = await t.db.selectFrom('users').select('employee_id').where('email', '=', 'hr@example.com').executeTakeFirstOrThrow();
  taken.push(Number(own.employee_id));
});

const get = (url: string) => t.request({ method: 'GET', url, token: hr });
const post = (url: string, payload: unknown) => t.request({ method: 'POST', url, payload: payload as object, token: hr });
const today = () => manilaToday(t.clock.now);
const daysFromToday = (days: number) => manilaToday(new Date(t.clock.now.getTime() + days * 86_400_000));
const runJob = () => applyDueMovements(t.db, today());

const taken: number[] = [0];

/** Active employees free to move from yesterday on, not used by an earlier test: nothing pending, nothing applied since. */
async function freeEmployees(count: number): Promise<{ id: number; position_id: number }[]> {
  const { rows } = await sql<{ id: number; position_id: number }>`
    select e.id, e.position_id from employees e where e.status = 'active' and e.id not in (${sql.join(taken)})
      and not exists (select 1 from employee_movements m where m.employee_id = e.id
        and (m.status in ('draft', 'approved') or m.effective_date >= ${daysFromToday(-1)}::date))
    order by e.id limit ${count}`.execute(t.db);
  expect(rows).toHaveLength(count);
  taken.push(...rows.map((row) => row.id));
  return rows;
}

async function approvedMovement(payload: Record<string, unknown>): Promise<number> {
  const created = await post('/api/hr/employee-movements', payload);
  expect(created.statusCode, created.body).toBe(200);
  // the record reads with its type's name, never the stored code: "Lateral transfer · 2026-12-01"
  const listed = (await get(`/api/hr/employee-movements?filter=${encodeURIComponent(JSON.stringify({ id: [created.json().id] }))}`)).json();
  const typeName = employeeMovementsResource.fields.movement_type.choices!.find((c) => c.id === payload.movement_type)!.name;
  expect(listed[0].text).toBe(`${typeName} · ${payload.effective_date}`);
  const approved = await post(`/api/hr/employee-movements/${created.json().id}/approve`, {});
  expect(approved.json().status).toBe('approved');
  return created.json().id as number;
}

async function promotion(employee: { id: number; position_id: number }, effectiveDate: string): Promise<number> {
  const target = (await get('/api/hr/positions?range=[0,1]&sort=["id","ASC"]'))
    .json()
    .find((p: { id: number }) => p.id !== employee.position_id);
  return approvedMovement({
    employee_id: employee.id,
    movement_type: 'promotion',
    effective_date: effectiveDate,
    to_position_id: target.id,
    to_rate_type: 'monthly',
    to_basic_rate: '45000.00',
    memo_no: 'JOB-1',
  });
}

async function auditRows(resource: string, recordId: number, action: string) {
  return t.db
    .selectFrom('transaction_logs')
    .select(['portal', 'user_id', 'summary'])
    .where('resource', '=', resource)
    .where('record_id', '=', String(recordId))
    .where('action', '=', action)
    .execute();
}

async function separationApplied(employeeId: number, effectiveDate: string): Promise<void> {
  const id = await approvedMovement({
    employee_id: employeeId,
    movement_type: 'separation',
    effective_date: effectiveDate,
    separation_type: 'resignation',
    last_working_day: effectiveDate,
  });
  const applied = await post(`/api/hr/employee-movements/${id}/apply`, {});
  expect(applied.statusCode, applied.body).toBe(200);
}

describe('due movements job', () => {
  let due: { id: number; employee: { id: number; position_id: number } };
  let later: { id: number; employee: { id: number; position_id: number } };
  const leaving: { soon: number; far: number } = { soon: 0, far: 0 };

  it('applies an approved promotion dated yesterday, as the system, and leaves one dated tomorrow', async () => {
    const [first, second, third, fourth] = await freeEmployees(4);
    due = { id: await promotion(first, daysFromToday(-1)), employee: first };
    later = { id: await promotion(second, daysFromToday(1)), employee: second };
    // Applying a movement dated tomorrow by hand is refused: only the job applies it, on its date.
    expect((await post(`/api/hr/employee-movements/${later.id}/apply`, {})).statusCode).toBe(409);
    await separationApplied(third.id, daysFromToday(1));
    await separationApplied(fourth.id, daysFromToday(30));
    leaving.soon = third.id;
    leaving.far = fourth.id;

    const result = await runJob();
    expect(result.applied).toContain(due.id);
    expect(result.applied).not.toContain(later.id);
    expect(result.failed).toEqual([]);

    expect((await get(`/api/hr/employee-movements/${due.id}`)).json().status).toBe('applied');
    expect((await get(`/api/hr/employee-movements/${later.id}`)).json().status).toBe('approved');
    const employee = (await get(`/api/hr/employees/${first.id}`)).json();
    expect(employee.position_id).not.toBe(first.position_id);
    const pay = (
      await get(`/api/hr/employee-compensations?filter={"employee_id":${first.id}}&sort=["effective_date","DESC"]&range=[0,0]`)
    ).json();
    expect([pay[0].effective_date, pay[0].basic_rate]).toEqual([daysFromToday(-1), '45000.00']);
    expect((await get(`/api/hr/employees/${second.id}`)).json().position_id).toBe(second.position_id);

    for (const [resource, recordId, action] of [
      ['employee-movements', due.id, 'apply'],
      ['employees', first.id, 'movement'],
    ] as const) {
      const rows = await auditRows(resource, recordId, action);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ portal: 'system', user_id: null });
    }
    expect(await auditRows('employee-movements', later.id, 'apply')).toHaveLength(0);
  });

  it('changes nothing more when run again', async () => {
    const logs = async () =>
      (
        await t.db
          .selectFrom('transaction_logs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = await logs();
    expect(await runJob()).toEqual({ applied: [], separated: [], failed: [] });
    expect(await logs()).toBe(before);
    expect(
      (await get(`/api/hr/employee-compensations?filter={"employee_id":${due.employee.id}}`))
        .json()
        .filter((p: { effective_date: string }) => p.effective_date === daysFromToday(-1)),
    ).toHaveLength(1);
  });

  it('two days later: separates the employee whose date has come, keeps the later one, applies the promotion now due', async () => {
    expect((await get(`/api/hr/employees/${leaving.soon}`)).json().status).toBe('for_separation');
    t.clock.advanceMinutes(2 * 24 * 60);
    hr = await t.login('hr@example.com');

    const result = await runJob();
    expect(result.separated).toContain(leaving.soon);
    expect(result.separated).not.toContain(leaving.far);
    expect(result.applied).toEqual([later.id]);
    expect((await get(`/api/hr/employees/${leaving.soon}`)).json()).toMatchObject({
      status: 'separated',
      separation_date: daysFromToday(-1),
    });
    expect((await get(`/api/hr/employees/${leaving.far}`)).json().status).toBe('for_separation');
    expect((await get(`/api/hr/employee-movements/${later.id}`)).json().status).toBe('applied');
    const rows = await auditRows('employees', leaving.soon, 'separate');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ portal: 'system', user_id: null });
    expect(await auditRows('employees', leaving.far, 'separate')).toHaveLength(0);
  });

  it('two runs at once apply each movement once', async () => {
    const employees = await freeEmployees(2);
    const ids = await Promise.all(employees.map((employee) => promotion(employee, daysFromToday(-1))));
    const [a, b] = await Promise.all([runJob(), runJob()]);
    expect([...a.applied, ...b.applied].sort()).toEqual([...ids].sort());
    expect([...a.failed, ...b.failed]).toEqual([]);
    for (const [index, id] of ids.entries()) {
      expect(await auditRows('employee-movements', id, 'apply')).toHaveLength(1);
      expect(await auditRows('employees', employees[index].id, 'movement')).toHaveLength(1);
      const pay = (await get(`/api/hr/employee-compensations?filter={"employee_id":${employees[index].id}}`)).json();
      expect(pay.filter((p: { effective_date: string }) => p.effective_date === daysFromToday(-1))).toHaveLength(1);
    }
  });
});
