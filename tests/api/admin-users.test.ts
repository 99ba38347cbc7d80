import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let admin: string;
let sysadmin: string;
beforeAll(async () => {
  admin = await t.login('admin@example.com');
  sysadmin = await t.login('sysadmin@example.com');
});

const list = (query: string, token = admin) => t.request({ method: 'GET', url: `/api/admin/users?${query}`, token });
const employees = (query: Record<string, unknown>, token = admin) =>
  t.request({
    method: 'GET',
    url: `/api/admin/employees?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)]))}`,
    token,
  });

interface EmployeeOption {
  id: number;
  employee_no: string;
  first_name: string;
  last_name: string;
  user_id: number | null;
  text: string;
}
const taken = new Set<number>();
/** An employee without an account, different on every call (the writes below link them). */
async function unlinkedEmployee(): Promise<EmployeeOption> {
  const rows: EmployeeOption[] = (await employees({ filter: { has_account: false }, sort: ['id', 'ASC'], range: [0, 49] })).json();
  const employee = rows.find((row) => !taken.has(row.id))!;
  taken.add(employee.id);
  return employee;
}

describe('admin users list', () => {
  it('pages with Content-Range and sorts on the server', async () => {
    const response = await list(`sort=${encodeURIComponent('["email","ASC"]')}&range=${encodeURIComponent('[0,2]')}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe('users 0-2/8');
    expect(response.json().map((u: { email: string }) => u.email)).toEqual([
      'admin@example.com',
      'employee@example.com',
      'hr.payroll@example.com',
    ]);
  });

  it('searches by name or email and filters by role and status', async () => {
    const search = await list(`filter=${encodeURIComponent('{"q":"payroll"}')}`);
    expect(
      search
        .json()
        .map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual(['hr.payroll@example.com', 'payroll@example.com']);
    const role = await list(`filter=${encodeURIComponent('{"role":4}')}`);
    expect(role.headers['content-range']).toBe('users 0-1/2');
    const inactive = await list(`filter=${encodeURIComponent('{"is_active":false}')}`);
    expect(inactive.json()).toEqual([]);
    expect(inactive.headers['content-range']).toBe('users */0');
  });

  it('refuses sorting or filtering by a field that is not whitelisted', async () => {
    expect((await list(`sort=${encodeURIComponent('["password_hash","ASC"]')}`)).statusCode).toBe(400);
    expect((await list(`filter=${encodeURIComponent('{"password_hash":"x"}')}`)).statusCode).toBe(400);
  });

  it('is closed to other portals', async () => {
    const hr = await t.login('hr@example.com');
    expect((await list('', hr)).statusCode).toBe(403);
  });
});

describe('admin users writes', () => {
  let userId: number;

  it('creates an account with default flags and audits it', async () => {
    const employee = await unlinkedEmployee();
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: admin,
      payload: { name: 'Temp Payroll', email: 'temp.payroll@example.com', password: 'Kalamansi-42', role: 6, employee_id: employee.id },
    });
    expect(response.statusCode).toBe(200);
    const user = response.json();
    userId = user.id;
    // DD-10: the role's own portal, and the employee portal because the account is linked to an employee
    expect(user).toMatchObject({
      email: 'temp.payroll@example.com',
      role: 6,
      payroll_portal_access: 1,
      employees_portal_access: 1,
      hr_portal_access: 0,
      adm_portal_access: 0,
      is_active: true,
    });
    expect(user).toMatchObject({ name: 'Temp Payroll', employee_id: employee.id, employee_text: employee.text });
    expect(user).not.toHaveProperty('password_hash');
    const log = await t.db
      .selectFrom('transaction_logs')
      .selectAll()
      .where('resource', '=', 'users')
      .where('action', '=', 'create')
      .where('record_id', '=', String(userId))
      .executeTakeFirstOrThrow();
    expect(log.portal).toBe('admin');
    expect(log.user_id).toBeGreaterThan(0);
    expect(JSON.stringify(log.after)).not.toContain('Kalamansi-42');
    expect(await t.login('temp.payroll@example.com', 'Kalamansi-42')).toBeTruthy();
  });

  it('answers 422 per field and saves nothing on invalid data', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: admin,
      payload: { name: '', email: 'not-an-email', password: 'x', role: 9 },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      name: ['The name field is required.'],
      email: ['Invalid email address'],
      role: ['The selected role is invalid.'],
      password: ['The password must be at least 8 characters.'],
    });
    const { id: employeeId } = await unlinkedEmployee();
    const duplicate = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: admin,
      payload: { name: 'Dup', email: 'HR@example.com', password: 'Kalamansi-42', role: 3, employee_id: employeeId },
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.email).toEqual(['This value is already taken.']);
  });

  it('edits role and flags', async () => {
    const response = await t.request({
      method: 'PUT',
      url: `/api/admin/users/${userId}`,
      token: admin,
      payload: { role: 5, hr_portal_access: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 5, hr_portal_access: 1, payroll_portal_access: 1 });
    const token = await t.login('temp.payroll@example.com', 'Kalamansi-42');
    const access = (await t.request({ method: 'GET', url: '/api/portalAccess', token })).json();
    expect(access.roles.hr_portal_access).toBe(1);
  });

  it('revokes the tokens of a deactivated user', async () => {
    const token = await t.login('temp.payroll@example.com', 'Kalamansi-42');
    const response = await t.request({ method: 'PUT', url: `/api/admin/users/${userId}`, token: admin, payload: { is_active: false } });
    expect(response.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account', token })).statusCode).toBe(401);
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'temp.payroll@example.com', password: 'Kalamansi-42' },
    });
    expect(login.statusCode).toBe(403);
    await t.request({ method: 'PUT', url: `/api/admin/users/${userId}`, token: admin, payload: { is_active: true } });
  });

  it('resets a password, revoking the old sessions', async () => {
    const old = await t.login('temp.payroll@example.com', 'Kalamansi-42');
    const weak = await t.request({
      method: 'POST',
      url: `/api/admin/users/${userId}/reset-password`,
      token: admin,
      payload: { password: 'abc' },
    });
    expect(weak.statusCode).toBe(422);
    const reset = await t.request({
      method: 'POST',
      url: `/api/admin/users/${userId}/reset-password`,
      token: admin,
      payload: { password: 'NewPass456' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/account', token: old })).statusCode).toBe(401);
    expect(await t.login('temp.payroll@example.com', 'NewPass456')).toBeTruthy();
  });

  it('lets only a system administrator change an administrator', async () => {
    const target = await t.db.selectFrom('users').select('id').where('email', '=', 'sysadmin@example.com').executeTakeFirstOrThrow();
    const byAdmin = await t.request({ method: 'PUT', url: `/api/admin/users/${target.id}`, token: admin, payload: { role: 4 } });
    expect(byAdmin.statusCode).toBe(403);
    const promote = await t.request({ method: 'PUT', url: `/api/admin/users/${userId}`, token: admin, payload: { role: 1 } });
    expect(promote.statusCode).toBe(403);
    const bySysadmin = await t.request({ method: 'PUT', url: `/api/admin/users/${userId}`, token: sysadmin, payload: { role: 1 } });
    expect(bySysadmin.statusCode).toBe(200);
  });

  it('never deletes an account', async () => {
    const response = await t.request({ method: 'DELETE', url: `/api/admin/users/${userId}`, token: sysadmin });
    expect(response.statusCode).toBe(409);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/users/999999', token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/admin/users/abc', token: admin })).statusCode).toBe(404);
  });
});

describe('date range filters', () => {
  it('includes the whole last day of a date-only upper bound on a timestamp column', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const created = await t.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const upToToday = await list(`filter=${encodeURIComponent(JSON.stringify({ created_at_gte: '2000-01-01', created_at_lte: today }))}`);
    expect(upToToday.statusCode).toBe(200);
    expect(upToToday.headers['content-range']).toMatch(new RegExp(`/${Number(created.n)}$`));
    const beforeAll = await list(`filter=${encodeURIComponent(JSON.stringify({ created_at_lte: '2000-01-01' }))}`);
    expect(beforeAll.headers['content-range']).toBe('users */0');
  });
});

describe('accounts linked to employees', () => {
  const create = (payload: Record<string, unknown>, token = admin) =>
    t.request({ method: 'POST', url: '/api/admin/users', token, payload: { password: 'Kalamansi-42', ...payload } });

  it('requires an employee for manager, employee, HR, timekeeping and payroll accounts, on create and on edit', async () => {
    for (const role of [2, 3, 4, 5, 6]) {
      const response = await create({ name: `No Employee ${role}`, email: `no.employee${role}@example.com`, role });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ employee_id: ['An employee is required for this role.'] });
    }
    expect(await t.db.selectFrom('users').select('id').where('email', 'like', 'no.employee%').execute()).toEqual([]);

    const employee = await t.db
      .selectFrom('users')
      .select(['id', 'employee_id'])
      .where('email', '=', 'employee@example.com')
      .executeTakeFirstOrThrow();
    const unlink = await t.request({ method: 'PUT', url: `/api/admin/users/${employee.id}`, token: admin, payload: { employee_id: null } });
    expect(unlink.statusCode).toBe(422);
    expect(unlink.json().errors).toEqual({ employee_id: ['An employee is required for this role.'] });
    const stored = await t.db.selectFrom('users').select('employee_id').where('id', '=', employee.id).executeTakeFirstOrThrow();
    expect(stored.employee_id).toBe(employee.employee_id);
  });

  it('lets administrator accounts stand without an employee', async () => {
    const response = await create({ name: 'Second Sysadmin', email: 'second.sysadmin@example.com', role: 7 }, sysadmin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ role: 7, employee_id: null, employee_text: null });
  });

  it('names the account after its employee when the name is left blank', async () => {
    const employee = await unlinkedEmployee();
    const response = await create({ name: '', email: 'defaulted.name@example.com', role: 3, employee_id: employee.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: `${employee.first_name} ${employee.last_name}`,
      employee_id: employee.id,
      employees_portal_access: 1,
    });

    const typed = await unlinkedEmployee();
    const kept = await create({ name: 'Typed Name', email: 'typed.name@example.com', role: 3, employee_id: typed.id });
    expect(kept.json().name).toBe('Typed Name');
  });

  it('refuses an employee that already has an account or does not exist', async () => {
    const linked = await t.db.selectFrom('users').select('employee_id').where('email', '=', 'hr@example.com').executeTakeFirstOrThrow();
    const twice = await create({ name: 'Twice', email: 'twice@example.com', role: 3, employee_id: linked.employee_id });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ employee_id: ['This employee already has an account.'] });
    const unknown = await create({ name: 'Nobody', email: 'nobody@example.com', role: 3, employee_id: 99999999 });
    expect(unknown.json().errors).toEqual({ employee_id: ["The selected employee is not one of your company's."] });
  });
});

describe('admin employee lookup', () => {
  it('lists employees with their unit, position, linked account and label, paged with Content-Range', async () => {
    const [{ n }] = await t.db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    const response = await employees({ sort: ['employee_no', 'ASC'], range: [0, 4] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-range']).toBe(`employees 0-4/${Number(n)}`);
    const rows = response.json();
    expect(rows).toHaveLength(5);
    expect(rows.map((row: EmployeeOption) => row.employee_no)).toEqual([...rows.map((row: EmployeeOption) => row.employee_no)].sort());
    const [first] = rows;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'employee_no',
        'last_name',
        'first_name',
        'status',
        'email',
        'company_id',
        'business_unit_id',
        'business_unit_name',
        'position_title',
        'user_id',
        'text',
      ].sort(),
    );
    expect(first.text).toBe(`${first.employee_no} · ${first.last_name}, ${first.first_name}`);
    expect(first.business_unit_name).toEqual(expect.any(String));
    expect(first.position_title).toEqual(expect.any(String));

    const one = await t.request({ method: 'GET', url: `/api/admin/employees/${first.id}`, token: admin });
    expect(one.json()).toEqual(first);
    expect((await t.request({ method: 'GET', url: '/api/admin/employees/99999999', token: admin })).statusCode).toBe(404);
  });

  it('searches by employee number and by name', async () => {
    const someone = await t.db
      .selectFrom('employees')
      .select(['id', 'employee_no', 'last_name', 'first_name'])
      .orderBy('id')
      .offset(20)
      .executeTakeFirstOrThrow();
    const byNumber = (await employees({ filter: { q: someone.employee_no } })).json();
    expect(byNumber.map((row: EmployeeOption) => row.id)).toEqual([someone.id]);
    const byName = (await employees({ filter: { q: `${someone.first_name} ${someone.last_name}` }, range: [0, 99] })).json();
    expect(byName.map((row: EmployeeOption) => row.id)).toContain(someone.id);
    expect(byName.every((row: EmployeeOption) => row.first_name.toLowerCase().startsWith(someone.first_name.toLowerCase()))).toBe(true);
    const none = await employees({ filter: { q: 'zzzz-no-such-person' } });
    expect(none.json()).toEqual([]);
    expect(none.headers['content-range']).toBe('employees */0');
  });

  it('filters by whether the employee has an account, and answers getMany by id', async () => {
    const linkedUsers = await t.db.selectFrom('users').select(['id', 'employee_id']).where('employee_id', 'is not', null).execute();
    const withAccount = await employees({ filter: { has_account: true }, range: [0, 999] });
    expect(withAccount.headers['content-range']).toMatch(new RegExp(`/${linkedUsers.length}$`));
    expect(new Set(withAccount.json().map((row: EmployeeOption) => `${row.id}:${row.user_id}`))).toEqual(
      new Set(linkedUsers.map((u) => `${u.employee_id}:${u.id}`)),
    );

    const [{ n }] = await t.db
      .selectFrom('employees')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .execute();
    const withoutAccount = await employees({ filter: { has_account: false }, range: [0, 999] });
    expect(withoutAccount.headers['content-range']).toMatch(new RegExp(`/${Number(n) - linkedUsers.length}$`));
    expect(withoutAccount.json().every((row: EmployeeOption) => row.user_id === null)).toBe(true);

    const ids = linkedUsers.slice(0, 2).map((u) => u.employee_id);
    const many = (await employees({ filter: { id: ids } })).json();
    expect(many.map((row: EmployeeOption) => row.id).sort()).toEqual([...ids].sort());
  });

  it('refuses unknown sort and filter fields', async () => {
    expect((await employees({ sort: ['tin', 'ASC'] })).statusCode).toBe(400);
    expect((await employees({ filter: { tin: '123' } })).statusCode).toBe(400);
  });

  it('is closed to other portals', async () => {
    for (const email of ['hr@example.com', 'employee@example.com']) {
      const token = await t.login(email);
      expect((await employees({}, token)).statusCode).toBe(403);
      expect((await t.request({ method: 'GET', url: '/api/admin/employees/1', token })).statusCode).toBe(403);
    }
  });
});
