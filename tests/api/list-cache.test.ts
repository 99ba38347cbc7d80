import { describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';
import { addOtherCompany, OTHER_COMPANY } from '../support/second-company';

// A list answer is kept and sent again to the same caller for the same request
// while nothing has been written (server/http/list-cache.ts). What a user must
// never see: an answer that misses a change already made, or another caller's rows.

const t = useTestApp();
const LATEST_HOLIDAYS = '/api/timekeeping/holidays?sort=["holiday_date","DESC"]&range=[0,4]&filter={}';
const EMPLOYEES = '/api/hr/employees?sort=["last_name","ASC"]&range=[0,49]&filter={}';

const get = async (url: string, token: string) => {
  const response = await t.request({ method: 'GET', url, token });
  expect(response.statusCode, response.body).toBe(200);
  return { rows: JSON.parse(response.body) as Record<string, unknown>[], range: response.headers['content-range'], body: response.body };
};

describe('kept list answers', { timeout: 90_000 }, () => {
  it('answer a repeated request the same, and show a change made through the API on the next request', async () => {
    // holidays are installation-wide: the system administrator changes them
    const token = await t.login('sysadmin@example.com');
    const created = await t.request({
      method: 'POST',
      url: '/api/timekeeping/holidays',
      token,
      payload: { holiday_date: '2031-05-05', name: 'Founding Day', holiday_type: 'special_non_working', scope: 'national' },
    });
    expect(created.statusCode, created.body).toBe(200);
    const first = await get(LATEST_HOLIDAYS, token);
    expect(first.rows[0]).toMatchObject({ holiday_date: '2031-05-05', name: 'Founding Day' });
    const again = await get(LATEST_HOLIDAYS, token);
    expect(again.body).toBe(first.body);
    expect(again.range).toBe(first.range);

    const id = JSON.parse(created.body).id as number;
    const renamed = await t.request({ method: 'PUT', url: `/api/timekeeping/holidays/${id}`, token, payload: { name: 'Foundation Day' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await get(LATEST_HOLIDAYS, token)).rows[0]).toMatchObject({ id, name: 'Foundation Day' });
    const removed = await t.request({ method: 'DELETE', url: `/api/timekeeping/holidays/${id}`, token });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await get(LATEST_HOLIDAYS, token);
    expect(after.rows.map((row) => row.id)).not.toContain(id);
    expect(after.range).not.toBe(first.range);
  });

  it('show a change the server writes outside any request (a job, an import) on the next request', async () => {
    const token = await t.login('hr@example.com');
    const [employee] = (await get(EMPLOYEES, token)).rows;
    await t.db.updateTable('employees').set({ nickname: 'Kept-list check' }).where('id', '=', Number(employee.id)).execute();
    expect((await get(EMPLOYEES, token)).rows[0]).toMatchObject({ id: employee.id, nickname: 'Kept-list check' });
  });

  it("keep each caller's answer to that caller: another company's HR asking the same gets its own employees, a user without the portal is refused", async () => {
    await addOtherCompany(t.db);
    const ours = await get(EMPLOYEES, await t.login('hr@example.com'));
    expect(ours.rows.some((row) => String(row.employee_no).startsWith('LKS-'))).toBe(false);
    const theirs = await get(EMPLOYEES, await t.login(OTHER_COMPANY.hr));
    expect(theirs.rows).toHaveLength(6);
    expect(theirs.rows.every((row) => String(row.employee_no).startsWith('LKS-'))).toBe(true);
    expect(theirs.range).toMatch(/\/6$/);
    const refused = await t.request({ method: 'GET', url: EMPLOYEES, token: await t.login('employee@example.com') });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('employee_no');
  });
});
