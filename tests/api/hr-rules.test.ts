import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let hr: string;

beforeAll(async () => {
  hr = await t.login('hr@example.com');
});

const get = (url: string) => t.request({ method: 'GET', url, token: hr });
const post = (url: string, payload: unknown) => t.request({ method: 'POST', url, payload: payload as object, token: hr });
const put = (url: string, payload: unknown) => t.request({ method: 'PUT', url, payload: payload as object, token: hr });
const del = (url: string) => t.request({ method: 'DELETE', url, token: hr });

async function ids() {
  const unit = (await get('/api/hr/business-units?filter={"q":"HRD"}')).json()[0];
  const position = (await get('/api/hr/positions?filter={"q":"HRO"}')).json()[0];
  return { unitId: unit.id as number, positionId: position.id as number };
}

function newEmployee(unitId: number, positionId: number, overrides: Record<string, unknown> = {}) {
  return {
    last_name: 'Magsaysay',
    first_name: 'Ramon',
    sex: 'male',
    civil_status: 'single',
    birth_date: '1990-08-31',
    nationality: 'Filipino',
    present_address: '1 Roxas Blvd, Manila',
    emergency_contact_name: 'Luz Magsaysay',
    emergency_contact_relationship: 'Spouse',
    emergency_contact_phone: '09171112222',
    business_unit_id: unitId,
    position_id: positionId,
    employment_status: 'probationary',
    hire_date: '2026-11-02',
    payment_mode: 'cash',
    rate_type: 'monthly',
    basic_rate: '26000.00',
    ...overrides,
  };
}

describe('employees', () => {
  it('stores government numbers as digits and generates the next employee number', async () => {
    const { unitId, positionId } = await ids();
    const response = await post(
      '/api/hr/employees',
      newEmployee(unitId, positionId, {
        tin: '123-456-789',
        sss_no: '34-1234567-8',
        philhealth_no: '12 345678901 2',
        pagibig_no: '1234-5678-9012',
        email: 'ramon.m@example.com',
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const employee = response.json();
    expect(employee).toMatchObject({
      tin: '123456789',
      sss_no: '3412345678',
      philhealth_no: '123456789012',
      pagibig_no: '123456789012',
      status: 'active',
    });
    expect(employee.employee_no).toMatch(/^EMP-\d{5}$/);
    const pay = (await get(`/api/hr/employee-compensations?filter={"employee_id":${employee.id}}`)).json();
    expect(pay).toHaveLength(1);
    expect(pay[0]).toMatchObject({ rate_type: 'monthly', basic_rate: '26000.00', effective_date: '2026-11-02' });
    const hire = (await get(`/api/hr/employee-movements?filter={"employee_id":${employee.id}}`)).json();
    expect(hire.map((m: { movement_type: string; status: string }) => [m.movement_type, m.status])).toEqual([['hire', 'applied']]);
  });

  it('refuses malformed government numbers with a message per field', async () => {
    const { unitId, positionId } = await ids();
    const response = await post(
      '/api/hr/employees',
      newEmployee(unitId, positionId, { tin: '1234', sss_no: '12345678901', philhealth_no: 'abc', pagibig_no: '1234' }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      tin: ['The TIN must be 9 or 12 digits.'],
      sss_no: ['The SSS number must be 10 digits.'],
      philhealth_no: ['The PhilHealth number must be 12 digits.'],
      pagibig_no: ['The Pag-IBIG MID number must be 12 digits.'],
    });
  });

  it('accepts a 12-digit TIN (with branch code)', async () => {
    const { unitId, positionId } = await ids();
    const response = await post('/api/hr/employees', newEmployee(unitId, positionId, { tin: '987-654-321-000', first_name: 'Twelve' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().tin).toBe('987654321000');
  });

  it('stores a mobile number typed with spaces, dashes or +63 in one form, and still refuses a wrong one', async () => {
    const { unitId, positionId } = await ids();
    const spaced = await post('/api/hr/employees', newEmployee(unitId, positionId, { first_name: 'Spaced', mobile_no: '0917 123 4567' }));
    expect(spaced.statusCode, spaced.body).toBe(200);
    expect(spaced.json().mobile_no).toBe('09171234567');
    const international = await put(`/api/hr/employees/${spaced.json().id}`, {
      ...(spaced.json() as Record<string, unknown>),
      mobile_no: '+63 917-765-4321',
    });
    expect(international.statusCode, international.body).toBe(200);
    expect(international.json().mobile_no).toBe('09177654321');
    const wrong = await post('/api/hr/employees', newEmployee(unitId, positionId, { first_name: 'Wrong', mobile_no: '0917-123' }));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.mobile_no).toEqual(['The mobile number must be 09XXXXXXXXX or +63 9XXXXXXXXX.']);
  });

  it('finds an employee by TIN, SSS, PhilHealth or Pag-IBIG number typed with or without dashes', async () => {
    const { unitId, positionId } = await ids();
    const numbers = { tin: '555-444-333', sss_no: '55-4443332-1', philhealth_no: '55-444333222-1', pagibig_no: '5544-4333-2221' };
    const hired = await post('/api/hr/employees', newEmployee(unitId, positionId, { first_name: 'Searchable', ...numbers }));
    expect(hired.statusCode, hired.body).toBe(200);
    const search = async (q: string) =>
      (await get(`/api/hr/employees?filter=${encodeURIComponent(JSON.stringify({ q }))}`)).json().map((e: { id: number }) => e.id);
    for (const typed of Object.values(numbers)) {
      expect(await search(typed), typed).toEqual([hired.json().id]);
      expect(await search(typed.replace(/-/g, '')), typed).toEqual([hired.json().id]);
    }
    expect(await search('555 444 333')).toEqual([hired.json().id]);
    expect(await search('555-444-334')).toEqual([]);
  });

  it('refuses a duplicate employee number, email and government number', async () => {
    const { unitId, positionId } = await ids();
    const existing = (await get('/api/hr/employees?range=[0,0]')).json()[0];
    const full = (await get(`/api/hr/employees/${existing.id}`)).json();
    for (const [field, value] of [
      ['employee_no', full.employee_no],
      ['email', full.email.toUpperCase()],
      ['sss_no', full.sss_no],
    ]) {
      const response = await post('/api/hr/employees', newEmployee(unitId, positionId, { [field]: value }));
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field]).toEqual(['This value is already taken.']);
    }
  });

  it('keeps dates in order: birth before hire, at least 15 at hire', async () => {
    const { unitId, positionId } = await ids();
    const late = await post('/api/hr/employees', newEmployee(unitId, positionId, { birth_date: '2026-12-01' }));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.birth_date).toEqual(['The birth date must be before the hire date.']);
    const young = await post('/api/hr/employees', newEmployee(unitId, positionId, { birth_date: '2012-01-01' }));
    expect(young.json().errors.birth_date).toEqual(['The employee must be at least 15 years old on the hire date.']);
    const regular = await post('/api/hr/employees', newEmployee(unitId, positionId, { regularization_date: '2026-01-01' }));
    expect(regular.json().errors.regularization_date).toEqual(['The regularization date must be on or after the hire date.']);
  });

  it('searches by number prefix and by name, filters and sorts, with Content-Range', async () => {
    const byNo = await get('/api/hr/employees?filter={"q":"EMP-0001"}&range=[0,4]&sort=["employee_no","ASC"]');
    expect(byNo.statusCode).toBe(200);
    expect(byNo.json().every((e: { employee_no: string }) => e.employee_no.startsWith('EMP-0001'))).toBe(true);
    expect(byNo.headers['content-range']).toMatch(/^employees 0-4\/\d+$/);
    const first = byNo.json()[0];
    const byName = (
      await get(
        `/api/hr/employees?filter=${encodeURIComponent(JSON.stringify({ q: `${first.last_name.toLowerCase()} ${first.first_name.slice(0, 2)}` }))}`,
      )
    ).json();
    expect(byName.some((e: { id: number }) => e.id === first.id)).toBe(true);
    const separated = (await get('/api/hr/employees?filter={"status":"separated"}&sort=["hire_date","DESC"]&range=[0,99]')).json();
    expect(separated.length).toBeGreaterThan(0);
    expect(separated.every((e: { status: string }) => e.status === 'separated')).toBe(true);
    const dates = separated.map((e: { hire_date: string }) => e.hire_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('will not delete an employee still referenced, and says where', async () => {
    const manager = (await get('/api/hr/employees?filter={"q":"EMP-00001"}')).json()[0];
    const response = await del(`/api/hr/employees/${manager.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/^This employee is still used by .*employees reporting to them.* and cannot be deleted\.$/);
  });

  it('deletes an employee with nothing but the hire records', async () => {
    const { unitId, positionId } = await ids();
    const created = (await post('/api/hr/employees', newEmployee(unitId, positionId, { first_name: 'Shortlived' }))).json();
    expect((await del(`/api/hr/employees/${created.id}`)).statusCode).toBe(200);
    expect((await get(`/api/hr/employees/${created.id}`)).statusCode).toBe(404);
  });
});

describe('organisation', () => {
  it('will not delete a business unit or position in use (409 naming where)', async () => {
    const { unitId, positionId } = await ids();
    const unit = await del(`/api/hr/business-units/${unitId}`);
    expect(unit.statusCode).toBe(409);
    expect(unit.json().message).toMatch(/^This business unit is still used by \d+ employees/);
    const position = await del(`/api/hr/positions/${positionId}`);
    expect(position.statusCode).toBe(409);
    expect(position.json().message).toMatch(/^This position is still used by \d+ employees/);
  });

  it('refuses a parent of a lower level and a cycle', async () => {
    const units = (await get('/api/hr/business-units?range=[0,99]')).json();
    const ho = units.find((u: { code: string }) => u.code === 'HO');
    const hrd = units.find((u: { code: string }) => u.code === 'HRD');
    const cycle = await put(`/api/hr/business-units/${ho.id}`, { parent_id: hrd.id });
    expect(cycle.statusCode).toBe(422);
    expect(cycle.json().errors.parent_id[0]).toMatch(/sub-units|higher level/);
  });

  it('refuses deactivating a business unit with active employees', async () => {
    const { unitId } = await ids();
    const response = await put(`/api/hr/business-units/${unitId}`, { is_active: false });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.is_active[0]).toMatch(/still has \d+ active employees/);
  });
});

describe('movements', () => {
  it('a promotion updates the employee and adds a compensation row; applied movements are never edited', async () => {
    const { unitId, positionId } = await ids();
    const employee = (
      await post('/api/hr/employees', newEmployee(unitId, positionId, { first_name: 'Promoted', hire_date: '2025-01-06' }))
    ).json();
    const target = (await get('/api/hr/positions?filter={"q":"HRM"}')).json()[0];
    const draft = await post('/api/hr/employee-movements', {
      employee_id: employee.id,
      movement_type: 'promotion',
      effective_date: '2026-07-01',
      to_position_id: target.id,
      to_rate_type: 'monthly',
      to_basic_rate: '45000.00',
      memo_no: 'M-1',
    });
    expect(draft.statusCode, draft.body).toBe(200);
    expect(draft.json().status).toBe('draft');
    expect((await post(`/api/hr/employee-movements/${draft.json().id}/approve`, {})).json().status).toBe('approved');
    const applied = await post(`/api/hr/employee-movements/${draft.json().id}/apply`, {});
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().status).toBe('applied');
    expect((await get(`/api/hr/employees/${employee.id}`)).json().position_id).toBe(target.id);
    const pay = (await get(`/api/hr/employee-compensations?filter={"employee_id":${employee.id}}&sort=["effective_date","ASC"]`)).json();
    expect(pay.map((p: { effective_date: string; basic_rate: string }) => [p.effective_date, p.basic_rate])).toEqual([
      ['2025-01-06', '26000.00'],
      ['2026-07-01', '45000.00'],
    ]);

    const edit = await put(`/api/hr/employee-movements/${draft.json().id}`, { memo_no: 'M-2' });
    expect(edit.statusCode).toBe(409);
    expect((await del(`/api/hr/employee-movements/${draft.json().id}`)).statusCode).toBe(409);

    const backdated = await post('/api/hr/employee-movements', {
      employee_id: employee.id,
      movement_type: 'lateral_transfer',
      effective_date: '2026-03-01',
      to_business_unit_id: unitId,
    });
    expect(backdated.statusCode).toBe(422);
    expect(backdated.json().errors.effective_date[0]).toMatch(/on or after 2026-07-01/);
  });

  it('needs at least one new value, and the separation fields for a separation', async () => {
    const employee = (await get('/api/hr/employees?filter={"status":"active"}&range=[5,5]')).json()[0];
    const empty = await post('/api/hr/employee-movements', {
      employee_id: employee.id,
      movement_type: 'promotion',
      effective_date: '2026-12-01',
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.movement_type).toBeDefined();
    const separation = await post('/api/hr/employee-movements', {
      employee_id: employee.id,
      movement_type: 'separation',
      effective_date: '2026-12-01',
    });
    expect(Object.keys(separation.json().errors).sort()).toEqual(['last_working_day', 'separation_type']);
  });

  it('a separation applied with a future date marks the employee for separation', async () => {
    const { unitId, positionId } = await ids();
    const employee = (
      await post('/api/hr/employees', newEmployee(unitId, positionId, { first_name: 'Leaving', hire_date: '2024-02-01' }))
    ).json();
    const movement = (
      await post('/api/hr/employee-movements', {
        employee_id: employee.id,
        movement_type: 'separation',
        effective_date: '2099-01-31',
        separation_type: 'resignation',
        last_working_day: '2099-01-30',
        reason: 'Migrating abroad',
      })
    ).json();
    const applied = await post(`/api/hr/employee-movements/${movement.id}/apply`, {});
    expect(applied.statusCode, applied.body).toBe(200);
    expect((await get(`/api/hr/employees/${employee.id}`)).json()).toMatchObject({
      status: 'for_separation',
      separation_date: '2099-01-31',
      separation_type: 'resignation',
    });
  });
});

describe('201 records', () => {
  it('derives licence validity and filters on it', async () => {
    const employee = (await get('/api/hr/employees?range=[0,0]')).json()[0];
    const expired = await post('/api/hr/licences', {
      employee_id: employee.id,
      licence_type: 'NC II',
      licence_no: 'X-1',
      date_issued: '2020-01-01',
      expiry_date: '2021-01-01',
    });
    expect(expired.statusCode, expired.body).toBe(200);
    expect(expired.json().validity).toBe('expired');
    const wrong = await post('/api/hr/licences', {
      employee_id: employee.id,
      licence_type: 'NC II',
      licence_no: 'X-2',
      date_issued: '2020-01-01',
      expiry_date: '2019-01-01',
    });
    expect(wrong.json().errors.expiry_date).toEqual(['The expiry date must be on or after the date issued.']);
    const list = (await get('/api/hr/licences?filter={"validity":"expired"}&range=[0,999]')).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((l: { validity: string }) => l.validity === 'expired')).toBe(true);
  });

  it('keeps from before to in employment history', async () => {
    const employee = (await get('/api/hr/employees?range=[0,0]')).json()[0];
    const response = await post('/api/hr/employment-histories', {
      employee_id: employee.id,
      employer_name: 'Acme',
      date_from: '2020-05-01',
      date_to: '2020-01-01',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.date_to).toEqual(['The to date must be on or after the from date.']);
  });

  it('walks a disciplinary case through due process and refuses a step out of order', async () => {
    const employee = (await get('/api/hr/employees?filter={"status":"active"}&range=[3,3]')).json()[0];
    const created = (
      await post('/api/hr/disciplinary-actions', {
        employee_id: employee.id,
        offense: 'Tardiness',
        offense_category: 'minor',
        offense_date: '2026-10-01',
      })
    ).json();
    expect(created).toMatchObject({ status: 'open', offense_count: 1 });
    const early = await post(`/api/hr/disciplinary-actions/${created.id}/decide`, { decision: 'cleared', decision_at: '2026-10-20' });
    expect(early.statusCode).toBe(409);
    const short = await post(`/api/hr/disciplinary-actions/${created.id}/serve-nte`, {
      nte_served_at: '2026-10-02',
      explanation_due_at: '2026-10-04',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.explanation_due_at[0]).toMatch(/at least 5 calendar days/);
    expect(
      (
        await post(`/api/hr/disciplinary-actions/${created.id}/serve-nte`, {
          nte_served_at: '2026-10-02',
          explanation_due_at: '2026-10-07',
        })
      ).json().status,
    ).toBe('nte_served');
    expect(
      (await post(`/api/hr/disciplinary-actions/${created.id}/receive-explanation`, { explanation_received_at: '2026-10-06' })).json()
        .status,
    ).toBe('explanation_received');
    const suspension = await post(`/api/hr/disciplinary-actions/${created.id}/decide`, {
      decision: 'suspension',
      decision_at: '2026-10-10',
    });
    expect(suspension.json().errors).toHaveProperty('suspension_start');
    const decided = await post(`/api/hr/disciplinary-actions/${created.id}/decide`, {
      decision: 'suspension',
      decision_at: '2026-10-10',
      suspension_start: '2026-10-12',
      suspension_end: '2026-10-14',
    });
    expect(decided.json()).toMatchObject({ status: 'decided', decision: 'suspension', suspension_end: '2026-10-14' });
    const second = (
      await post('/api/hr/disciplinary-actions', {
        employee_id: employee.id,
        offense: 'tardiness',
        offense_category: 'minor',
        offense_date: '2026-11-01',
      })
    ).json();
    expect(second.offense_count).toBe(2);
  });
});

describe('dashboard and reports', () => {
  it('answers the HR dashboard metrics with widgets', async () => {
    const response = await get('/api/hr/dashboard-metrics/hr');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toBe('hr');
    expect(body.widgets.active_employees.value).toBeGreaterThan(200);
    expect(body.widgets.headcount_by_business_unit.rows.length).toBeGreaterThan(5);
    expect((await get('/api/hr/dashboard-metrics/payroll')).statusCode).toBe(404);
  });

  it('lists the resigned report with only separated employees, with totals and an xlsx export', async () => {
    const list = await get('/api/hr/resigned-report?range=[0,999]');
    expect(list.statusCode).toBe(200);
    expect(list.json().every((r: { status: string }) => ['separated', 'for_separation'].includes(r.status))).toBe(true);
    const totals = (await get('/api/hr/resigned-report/totals')).json();
    expect(totals.count).toBe(list.json().length);
    const file = await get('/api/hr/employee-masterlist/export?filter={"status":"active"}');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('shows the audit trail of HR changes', async () => {
    const logs = (await get('/api/hr/transaction-logs?filter={"resource":"employees"}&range=[0,9]')).json();
    expect(logs.length).toBeGreaterThan(0);
    expect(logs[0]).toHaveProperty('user_name', expect.any(String));
    const foreign = await get('/api/hr/transaction-logs?filter={"resource":"users"}');
    expect(foreign.json()).toEqual([]);
  });
});
