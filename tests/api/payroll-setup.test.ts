/**
 * The payroll set-up resources through the API: seeded reference data, writes with
 * their rules and audit rows, payroll groups and the generated calendar, the premium
 * matrix dated per bucket, employer registrations, the dashboard, and access.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
/** the system administrator, who alone changes the installation-wide reference data (banks, pay codes, overtime rates) */
let sysadmin: string;
beforeAll(async () => {
  token = await t.login('payroll@example.com');
  sysadmin = await t.login('sysadmin@example.com');
});

const q = (value: object) => encodeURIComponent(JSON.stringify(value));
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => t.request({ method, url, payload, token });
const callAsSysadmin = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, payload, token: sysadmin });
const list = async (resource: string, query = '') => {
  const response = await call('GET', `/api/payroll/${resource}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as any[];
};
const one = async (resource: string, filter: object) => (await list(resource, `?filter=${q(filter)}`))[0];

describe('seeded reference data', () => {
  it('has the banks, system transaction classes and types, loan types and accounts', async () => {
    expect((await list('banks')).map((b) => b.code).sort()).toEqual(['BDO', 'BPI', 'LBP', 'MBTC']);
    const response = await call('GET', `/api/payroll/transaction-classes?range=${q([0, 4])}`);
    expect(response.headers['content-range']).toBe('transaction-classes 0-4/14');
    const deMinimis = await list('transaction-types', `?filter=${q({ tax_treatment: 'de_minimis' })}`);
    expect(deMinimis.map((r) => r.code).sort()).toEqual(['LEAVE_CONVERSION_NT', 'RICE_SUBSIDY']);
    expect(deMinimis.find((r) => r.code === 'RICE_SUBSIDY')).toMatchObject({
      de_minimis_ceiling: '2000.00',
      text: 'RICE_SUBSIDY · Rice subsidy',
    });
    expect((await list('loan-types', `?filter=${q({ lender: 'sss' })}`)).map((r) => r.code).sort()).toEqual(['SSS-CAL', 'SSS-SAL']);
    expect(await one('chart-of-accounts', { q: '2150' })).toMatchObject({ account_type: 'liability', normal_balance: 'credit' });
  });

  it('puts every demo employee in a payroll group, and bank-paid employees at a bank', async () => {
    const missing = await t.db
      .selectFrom('employees')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('payroll_group_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(missing.n)).toBe(0);
    const groups = await t.db
      .selectFrom('employees as e')
      .innerJoin('payroll_groups as g', 'g.id', 'e.payroll_group_id')
      .select(['g.code'])
      .distinct()
      .execute();
    expect(groups.map((g) => g.code).sort()).toEqual(['SM-OFFICE', 'SM-STORE', 'WK-LOG']);
    const unbanked = await t.db
      .selectFrom('employees')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('payment_mode', '=', 'bank')
      .where('bank_id', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(unbanked.n)).toBe(0);
  });
});

describe('writes', () => {
  it('creates a bank as the system administrator and audits it in the payroll portal', async () => {
    const response = await callAsSysadmin('POST', '/api/payroll/banks', {
      code: 'UBP',
      name: 'UnionBank',
      file_format: 'unionbank',
      company_account_no: '0012-3456-7890',
      is_active: true,
    });
    expect(response.statusCode, response.body).toBe(200);
    const bank = response.json();
    expect(bank).toMatchObject({ code: 'UBP', text: 'UBP · UnionBank' });
    const log = await t.db
      .selectFrom('transaction_logs')
      .selectAll()
      .where('resource', '=', 'banks')
      .where('record_id', '=', String(bank.id))
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({ action: 'create', portal: 'payroll' });
  });

  it('answers 422 per field: a bad choice, a duplicate code', async () => {
    const bad = await callAsSysadmin('POST', '/api/payroll/banks', { code: 'BDO', name: 'Duplicate', file_format: 'telex' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ file_format: ['The selected crediting file format is invalid.'] });
    const duplicate = await callAsSysadmin('POST', '/api/payroll/banks', { code: 'BDO', name: 'Duplicate', file_format: 'bdo' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors).toEqual({ code: ['This value is already taken.'] });
  });

  it('keeps system classes and accounts in use', async () => {
    const basic = await one('transaction-classes', { code: 'BASIC' });
    expect((await callAsSysadmin('DELETE', `/api/payroll/transaction-classes/${basic.id}`)).statusCode).toBe(409);
    const wages = await one('chart-of-accounts', { q: 'Salaries and wages' });
    const inUse = await callAsSysadmin('DELETE', `/api/payroll/chart-of-accounts/${wages.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toMatch(/in use/);
  });

  it('derives the normal balance of an account from its type', async () => {
    const response = await callAsSysadmin('POST', '/api/payroll/chart-of-accounts', {
      account_code: '6090',
      account_name: 'Meal allowances',
      account_type: 'expense',
      normal_balance: 'credit',
      is_active: true,
    });
    expect(response.json()).toMatchObject({ normal_balance: 'debit' });
  });

  it('requires the minimum wage box for types exempt for minimum wage earners', async () => {
    const klass = await one('transaction-classes', { code: 'PREMIUMS' });
    const accounts = await list('chart-of-accounts');
    const response = await callAsSysadmin('POST', '/api/payroll/transaction-types', {
      code: 'HAZARD_PAY',
      name: 'Hazard pay',
      transaction_class_id: klass.id,
      tax_treatment: 'taxable_exempt_for_mwe',
      bir_2316_box: 'hazard_pay',
      debit_account_id: accounts[0].id,
      credit_account_id: accounts[1].id,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['bir_2316_mwe_box']);
  });
});

describe('payroll groups and the calendar', () => {
  it('asks for the cut-off days a semi-monthly group needs', async () => {
    const response = await call('POST', '/api/payroll/payroll-groups', {
      code: 'SM-NEW',
      name: 'New group',
      pay_frequency: 'semi_monthly',
      rate_basis: 'monthly',
      days_per_year: '261',
      hours_per_day: 8,
      sss_schedule: 'split',
      philhealth_schedule: 'split',
      pagibig_schedule: 'split',
      minimum_net_pay: 0,
      first_cutoff_start_day: 1,
      first_cutoff_end_day: 15,
      first_pay_day: 20,
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors).sort()).toEqual(['second_cutoff_end_day', 'second_cutoff_start_day', 'second_pay_day']);
  });

  it('refuses a days-per-year factor other than 261, 262, 313 or 365', async () => {
    const group = await one('payroll-groups', { q: 'SM-OFFICE' });
    const response = await call('PUT', `/api/payroll/payroll-groups/${group.id}`, { days_per_year: '300' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.days_per_year).toBeDefined();
  });

  it('generates a year of the office group: 24 periods from its 26–10 and 11–25 cut-offs, weekend pay days moved to Friday', async () => {
    const group = await one('payroll-groups', { q: 'SM-OFFICE' });
    const response = await call('POST', '/api/payroll/payroll-periods/generate-year', { payroll_group_id: group.id, year: 2027 });
    expect(response.statusCode, response.body).toBe(200);
    const { created, data } = response.json();
    expect(created).toBe(24);
    expect(data[0]).toMatchObject({
      code: 'SM-OFFICE-2027-01-1',
      cutoff_start: '2026-12-26',
      cutoff_end: '2027-01-10',
      pay_date: '2027-01-15',
      contribution_month: 1,
      status: 'open',
    });
    // 31 January 2027 is a Sunday
    expect(data[1]).toMatchObject({ cutoff_start: '2027-01-11', cutoff_end: '2027-01-25', pay_date: '2027-01-29', deduct_sss: true });
    expect(data.at(-1)).toMatchObject({ is_last_regular_of_year: true, pay_date: '2027-12-31' });
    expect(data.filter((p: any) => p.is_last_regular_of_year)).toHaveLength(1);

    const again = (await call('POST', '/api/payroll/payroll-periods/generate-year', { payroll_group_id: group.id, year: 2027 })).json();
    expect(again).toMatchObject({ created: 0, skipped: 24 });
    const log = await t.db
      .selectFrom('transaction_logs')
      .select('summary')
      .where('action', '=', 'generate-year')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    expect(log.summary).toBe('Generated 24 regular periods of SM-OFFICE for 2027');
  });

  it('puts the store group\u2019s contributions in the second cut-off, paid the 5th of the next month', async () => {
    const group = await one('payroll-groups', { q: 'SM-STORE' });
    const { data } = (await call('POST', '/api/payroll/payroll-periods/generate-year', { payroll_group_id: group.id, year: 2027 })).json();
    const march = data.filter((p: any) => p.contribution_month === 3);
    expect(march.map((p: any) => [p.cutoff_start, p.cutoff_end, p.pay_date, p.deduct_sss, p.deduct_philhealth])).toEqual([
      ['2027-03-01', '2027-03-15', '2027-03-19', false, false],
      ['2027-03-16', '2027-03-31', '2027-04-05', true, true],
    ]);
  });

  it('generates weekly periods of a weekly group', async () => {
    const group = await one('payroll-groups', { q: 'WK-LOG' });
    const { created, data } = (
      await call('POST', '/api/payroll/payroll-periods/generate-year', { payroll_group_id: group.id, year: 2027 })
    ).json();
    expect(created).toBeGreaterThanOrEqual(52);
    expect(data.every((p: any) => p.cycle_no >= 1 && p.cycle_no <= 5)).toBe(true);
    const inMarch = data.filter((p: any) => p.contribution_month === 3);
    expect(inMarch.at(-1).deduct_sss).toBe(true);
    expect(inMarch[0].deduct_sss).toBe(false);
  });

  it('edits an open period within its rules, and refuses once it is computed', async () => {
    const period = await one('payroll-periods', { code: 'SM-OFFICE-2027-02-1' });
    const early = await call('PUT', `/api/payroll/payroll-periods/${period.id}`, { pay_date: '2027-02-05' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.pay_date).toBeDefined();
    const moved = await call('PUT', `/api/payroll/payroll-periods/${period.id}`, { pay_date: '2027-02-12' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ pay_date: '2027-02-12', month: 2 });
    await t.db.updateTable('payroll_periods').set({ status: 'computed' }).where('id', '=', period.id).execute();
    expect((await call('PUT', `/api/payroll/payroll-periods/${period.id}`, { pay_date: '2027-02-15' })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/payroll/payroll-periods/${period.id}`)).statusCode).toBe(409);
  });

  it('creates special periods by hand with their own code; regular ones only by generation', async () => {
    const group = await one('payroll-groups', { q: 'SM-OFFICE' });
    const special = await call('POST', '/api/payroll/payroll-periods', {
      payroll_group_id: group.id,
      period_type: 'special',
      pay_date: '2027-06-10',
    });
    expect(special.statusCode, special.body).toBe(200);
    expect(special.json()).toMatchObject({ code: 'SP-2027-0001', year: 2027, month: 6, contribution_month: 6, status: 'open' });
    const regular = await call('POST', '/api/payroll/payroll-periods', {
      payroll_group_id: group.id,
      period_type: 'regular',
      cutoff_start: '2027-06-01',
      cutoff_end: '2027-06-15',
      pay_date: '2027-06-20',
    });
    expect(regular.statusCode).toBe(422);
    expect(regular.json().errors.period_type).toBeDefined();
  });
});

describe('overtime rates', () => {
  it('holds the 32 buckets of the premium matrix', async () => {
    const response = await call('GET', `/api/payroll/overtime-rates?range=${q([0, 99])}`);
    expect(response.headers['content-range']).toBe('overtime-rates 0-31/32');
    const rows = response.json();
    expect(rows.find((r: any) => r.code === 'DHRD_OT_ND')).toMatchObject({
      multiplier: 5.577,
      day_type: 'double_holiday_rest_day',
      hour_type: 'overtime',
      is_night: true,
    });
    expect(rows.find((r: any) => r.code === 'RH_REG')).toMatchObject({ multiplier: 2, covered_monthly_rated: 1 });
  });

  it('a new rate for one bucket applies from its date in the calculator', async () => {
    const current = await one('overtime-rates', { code: 'RD_OT' });
    const { id, text, created_at, updated_at, created_by, updated_by, ...fields } = current;
    const response = await callAsSysadmin('POST', '/api/payroll/overtime-rates', {
      ...fields,
      multiplier: 1.8,
      effective_from: '2027-01-01',
    });
    expect(response.statusCode, response.body).toBe(200);
    const restDayOvertime = async (date: string) => {
      const p = await call('POST', '/api/payroll/calculator/payslip', {
        rate_type: 'daily',
        rate: 1_200,
        days_per_year: 313,
        frequency: 'weekly',
        period_start: date,
        period_end: date,
        pay_date: date,
        cutoff_number: 1,
        cutoffs_in_month: 4,
        hours: { rest_day: { overtime_hours: 1 } },
      });
      return p.json().lines.find((l: any) => l.code === 'RD_OT');
    };
    expect((await restDayOvertime('2027-01-10')).amount).toBe('270.00');
    expect((await restDayOvertime('2026-12-27')).amount).toBe('253.50');
  });

  it('refuses a covered part above the multiplier and on overtime hours', async () => {
    const current = await one('overtime-rates', { code: 'ORD_OT' });
    const response = await callAsSysadmin('PUT', `/api/payroll/overtime-rates/${current.id}`, { covered_monthly_rated: 1 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.covered_monthly_rated).toEqual(['Overtime hours are never covered by basic pay: use 0.']);
  });
});

describe('employer registrations', () => {
  it('has the four agencies of the demo company', async () => {
    const rows = await list('employer-registrations');
    expect(rows.map((r) => r.agency).sort()).toEqual(['bir', 'pagibig', 'philhealth', 'sss']);
  });

  it('checks the number length of the agency', async () => {
    const sss = await one('employer-registrations', { agency: 'sss' });
    const response = await call('PUT', `/api/payroll/employer-registrations/${sss.id}`, { registration_no: '123456789' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.registration_no).toEqual(['The SSS employer no. must be 10 digits.']);
    const ok = await call('PUT', `/api/payroll/employer-registrations/${sss.id}`, { registration_no: '0312345678' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('dashboard', () => {
  it('shows the groups with headcount and the table versions in force', async () => {
    const response = await call('GET', '/api/payroll/dashboard-metrics/payroll');
    expect(response.statusCode).toBe(200);
    const { widgets } = response.json();
    expect(widgets.payroll_groups.rows.map((r: any) => r.code)).toEqual(['SM-OFFICE', 'SM-STORE', 'WK-LOG']);
    const headcount = widgets.payroll_groups.rows.reduce((sum: number, r: any) => sum + r.headcount, 0);
    const employees = await t.db
      .selectFrom('employees')
      .select(({ fn }) => fn.countAll<number>().as('n'))
      .where('status', '<>', 'separated')
      .executeTakeFirstOrThrow();
    expect(headcount).toBe(Number(employees.n));
    expect(widgets.employees_without_group.value).toBe(0);
    expect(widgets.tables_in_force.rows.map((r: any) => r.table)).toEqual([
      'SSS',
      'PhilHealth',
      'Pag-IBIG',
      'BIR withholding',
      'BIR annual',
    ]);
    expect(widgets.tables_in_force.rows.every((r: any) => r.version !== 'none in force')).toBe(true);
  });
});

describe('access', () => {
  // Installation-wide reference data: every company reads it, only the system administrator changes it.
  const SHARED_TABLES = [
    'banks',
    'chart_of_accounts',
    'transaction_classes',
    'transaction_types',
    'loan_types',
    'overtime_rates',
    'holidays',
    'contribution_tables',
    'contribution_brackets',
    'tax_tables',
    'tax_brackets',
  ] as const;
  const SHARED_RESOURCES = [
    'banks',
    'chart-of-accounts',
    'transaction-classes',
    'transaction-types',
    'loan-types',
    'overtime-rates',
    'holidays',
    'contribution-tables',
    'tax-tables',
  ];
  const snapshot = async () =>
    Object.fromEntries(
      await Promise.all(
        SHARED_TABLES.map(async (table) => [table, await t.db.selectFrom(table).selectAll().orderBy('id').execute()] as const),
      ),
    );
  /** A write of each shared resource, with a body that would otherwise be accepted, and the list it shows in. */
  const sharedWrites = async () => {
    const first = async (table: (typeof SHARED_TABLES)[number]) =>
      Number((await t.db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id);
    const writes: Array<{ method: 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }> = [];
    const crud: Array<[string, (typeof SHARED_TABLES)[number], object, object]> = [
      ['payroll/banks', 'banks', { code: 'UBX', name: 'A bank', file_format: 'unionbank', is_active: true }, { name: 'Renamed bank' }],
      [
        'payroll/chart-of-accounts',
        'chart_of_accounts',
        { account_code: '6091', account_name: 'Other allowances', account_type: 'expense', is_active: true },
        { account_name: 'Renamed account' },
      ],
      ['payroll/transaction-classes', 'transaction_classes', { code: 'OTHERX', name: 'Other class' }, { name: 'Renamed class' }],
      ['payroll/transaction-types', 'transaction_types', { code: 'OTHERX', name: 'Other type' }, { name: 'Renamed type' }],
      ['payroll/loan-types', 'loan_types', { code: 'OTHERX', name: 'Other loan' }, { name: 'Renamed loan' }],
      ['payroll/overtime-rates', 'overtime_rates', { code: 'OTHERX', multiplier: 2 }, { multiplier: 9 }],
      [
        'timekeeping/holidays',
        'holidays',
        { holiday_date: '2031-09-09', name: 'Made-up Day', holiday_type: 'special_non_working', scope: 'national' },
        { name: 'Renamed holiday' },
      ],
      ['payroll/contribution-tables', 'contribution_tables', { code: 'SSS-2031', agency: 'sss' }, { name: 'Renamed table' }],
      ['payroll/tax-tables', 'tax_tables', { code: 'BIR-2031', table_type: 'annual' }, { name: 'Renamed table' }],
    ];
    for (const [resource, table, created, changed] of crud) {
      const id = await first(table);
      writes.push(
        { method: 'POST', url: `/api/${resource}`, payload: created },
        { method: 'PUT', url: `/api/${resource}/${id}`, payload: changed },
        { method: 'DELETE', url: `/api/${resource}/${id}` },
      );
    }
    writes.push({ method: 'POST', url: '/api/timekeeping/holidays/copy-year', payload: { from_year: 2027, to_year: 2029 } });
    return writes;
  };

  it('the payroll officer and the company administrator get 403 on every write of installation-wide settings, nothing changes, and they still read them', async () => {
    const writes = await sharedWrites();
    const tokens = { 'payroll@example.com': await t.login('payroll@example.com'), 'admin@example.com': await t.login('admin@example.com') };
    const auditedChanges = async () =>
      Number(
        (
          await t.db
            .selectFrom('transaction_logs')
            .select(({ fn }) => fn.countAll<number>().as('n'))
            .where('resource', 'in', SHARED_RESOURCES)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await snapshot();
    const auditedBefore = await auditedChanges();
    for (const [email, as] of Object.entries(tokens)) {
      for (const { method, url, payload } of writes) {
        const response = await t.request({ method, url, payload, token: as });
        expect(response.statusCode, `${email} ${method} ${url}: ${response.body}`).toBe(403);
        // the payroll officer does not open the timekeeping portal at all; where the portal is open, the answer says who changes it
        if (email === 'admin@example.com' || url.startsWith('/api/payroll/'))
          expect(response.json().message).toMatch(/system administrator/);
      }
      for (const resource of SHARED_RESOURCES) {
        const read = await t.request({ method: 'GET', url: `/api/payroll/${resource}`, token: as });
        expect(read.statusCode, `${email} reads ${resource}`).toBe(200);
        expect(read.json().length, `${email} reads ${resource}`).toBeGreaterThan(0);
      }
    }
    expect(await snapshot()).toEqual(before);
    expect(await auditedChanges()).toBe(auditedBefore);
  });

  it('the system administrator changes them', async () => {
    const response = await callAsSysadmin('POST', '/api/timekeeping/holidays/copy-year', { from_year: 2027, to_year: 2029 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().created).toBeGreaterThan(0);
  });

  it('other roles get 403 on reads and writes; the HR account with the payroll flag gets in', async () => {
    for (const email of ['employee@example.com', 'hr@example.com', 'timekeeping@example.com', 'manager@example.com']) {
      const other = await t.login(email);
      expect((await t.request({ method: 'GET', url: '/api/payroll/banks', token: other })).statusCode, email).toBe(403);
      expect((await t.request({ method: 'POST', url: '/api/payroll/payroll-groups', payload: {}, token: other })).statusCode, email).toBe(
        403,
      );
    }
    const flagged = await t.login('hr.payroll@example.com');
    expect((await t.request({ method: 'GET', url: '/api/payroll/payroll-groups', token: flagged })).statusCode).toBe(200);
  });
});
