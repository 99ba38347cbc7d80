/**
 * A small company with known answers (issue 13, acceptance): five employees of the second
 * company — monthly-paid, daily-paid, a minimum wage earner, one who resigns inside a cut-off
 * and one repaying an SSS salary loan — on semi-monthly periods in January and February 2026,
 * and every figure of every payslip worked out by hand from docs/statutory.md (the derivation is
 * in the comments beside each figure).
 *
 * The company's people, rates and closed timesheets are the HR and timekeeping fixture (rows
 * as those portals leave them); everything payroll does goes through its API. Both the API
 * test (tests/api/payroll-known-answers.test.ts, every period) and the browser test
 * (tests/e2e/known-answers.test.ts, one period through the console) read the figures here.
 */
import type { Database } from '../../server/db/database';
import { addOtherCompany, OTHER_COMPANY, type OtherCompany } from './second-company';

export type Person = 'monthly' | 'daily' | 'mwe' | 'resigned' | 'borrower';

/** The five employees: who they are in the fixture, their rate and how they are paid. */
export const PEOPLE: Record<Person, { fixture: keyof OtherCompany['employeeIds']; rate_type: string; rate: string; mwe?: boolean }> = {
  monthly: { fixture: 'hr', rate_type: 'monthly', rate: '30000.00' },
  daily: { fixture: 'manager', rate_type: 'daily', rate: '800.00' },
  // NCR-26 minimum wage, 695 a day from 18 July 2025 (docs/statutory.md §10)
  mwe: { fixture: 'employee', rate_type: 'daily', rate: '695.00', mwe: true },
  resigned: { fixture: 'timekeeping', rate_type: 'monthly', rate: '21000.00' },
  // not the payroll officer: nobody enters a loan on their own record
  borrower: { fixture: 'admin', rate_type: 'monthly', rate: '18000.00' },
};

/** Days of each cut-off as the closed timesheets freeze them (Monday to Friday; 1 January 2026 a regular holiday). */
export const CUTOFFS = [
  // 1–15 Jan: 11 weekdays less New Year's Day = 10 days worked, 1 regular holiday paid
  { start: '2026-01-01', end: '2026-01-15', days: 10, holidays: 1 },
  // 16–31 Jan: 11 weekdays
  { start: '2026-01-16', end: '2026-01-31', days: 11, holidays: 0 },
  // 1–15 Feb and 16–28 Feb: 10 weekdays each
  { start: '2026-02-01', end: '2026-02-15', days: 10, holidays: 0 },
  { start: '2026-02-16', end: '2026-02-28', days: 10, holidays: 0 },
] as const;
export type Cutoff = (typeof CUTOFFS)[number];

/**
 * The cut-off the browser test (tests/e2e/known-answers.test.ts) pays through the console,
 * the ones before it paid through the API: 16–31 January, with the month's contributions,
 * the loan's first amortisation and the resigned employee paid by the day.
 */
export const CONSOLE_CUTOFF = 1;

/** The resigned employee's last day: Friday 23 January 2026, six working days into the second cut-off. */
export const SEPARATION = '2026-01-23';

/** The figures of one payslip that a payroll officer and the employee read. */
export interface Figures {
  gross_pay: string;
  sss_ee: string;
  sss_er: string;
  sss_ec: string;
  philhealth_ee: string;
  philhealth_er: string;
  pagibig_ee: string;
  pagibig_er: string;
  taxable_compensation: string;
  withholding_tax: string;
  loan_deductions: string;
  net_pay: string;
}
export const FIELDS: Array<keyof Figures> = [
  'gross_pay',
  'sss_ee',
  'sss_er',
  'sss_ec',
  'philhealth_ee',
  'philhealth_er',
  'pagibig_ee',
  'pagibig_er',
  'taxable_compensation',
  'withholding_tax',
  'loan_deductions',
  'net_pay',
];

interface Pay {
  gross: string;
  taxable: string;
  tax: string;
  loan: string;
  net: string;
}
/** A last cut-off's payslip: SSS [EE, ER, EC], PhilHealth [EE, ER] and Pag-IBIG (2% of the 10,000 cap each side unless told) for the month. */
function lastCutoff(p: Pay & { sss: [string, string, string]; philhealth: [string, string]; pagibig?: string }): Figures {
  const pagibig = p.pagibig ?? '200.00';
  return {
    gross_pay: p.gross,
    sss_ee: p.sss[0],
    sss_er: p.sss[1],
    sss_ec: p.sss[2],
    philhealth_ee: p.philhealth[0],
    philhealth_er: p.philhealth[1],
    pagibig_ee: pagibig,
    pagibig_er: pagibig,
    taxable_compensation: p.taxable,
    withholding_tax: p.tax,
    loan_deductions: p.loan,
    net_pay: p.net,
  };
}
/** A first cut-off's payslip: the group deducts no contribution in it. */
const firstCutoff = (p: Pay): Figures => lastCutoff({ ...p, sss: ['0.00', '0.00', '0.00'], philhealth: ['0.00', '0.00'], pagibig: '0.00' });

/** The monthly-paid employee's two payslips of every month (a full month worked). */
const MONTHLY = {
  // 30,000 ÷ 2 = 15,000.00; semi-monthly table row 2: 15% × (15,000 − 10,417) = 687.45
  first: firstCutoff({ gross: '15000.00', taxable: '15000.00', tax: '687.45', loan: '0.00', net: '14312.55' }),
  // month 30,000 → SSS MSC 30,000: EE 1,000 + MPF 500 = 1,500.00; ER 2,000 + 1,000 = 3,000.00, EC 30.00
  // PhilHealth 5% × 30,000 = 1,500 → 750.00 / 750.00; Pag-IBIG 2% × 10,000 cap = 200.00 / 200.00
  // taxable 15,000 − 2,450 = 12,550 → 15% × (12,550 − 10,417) = 319.95; net 15,000 − 2,450 − 319.95
  last: lastCutoff({
    gross: '15000.00',
    sss: ['1500.00', '3000.00', '30.00'],
    philhealth: ['750.00', '750.00'],
    taxable: '12550.00',
    tax: '319.95',
    loan: '0.00',
    net: '12230.05',
  }),
};
/** 18,000 ÷ 2 = 9,000.00 in a first cut-off, below the first taxable row; the SSS loan waits for the last cut-off. */
const BORROWER_FIRST = firstCutoff({ gross: '9000.00', taxable: '9000.00', tax: '0.00', loan: '0.00', net: '9000.00' });

/** Each cut-off's payslips (indexed as CUTOFFS): the period pays exactly these employees, each with exactly these figures. */
export const EXPECTED: Array<Partial<Record<Person, Figures>>> = [
  // 1–15 January: half-month salaries and day wages with the New Year holiday; tax on gross, no contributions yet
  {
    monthly: MONTHLY.first,
    // 10 days × 800 + 1 unworked regular holiday × 800 (100%, §5.2) = 8,800.00; below 10,417: no tax
    daily: firstCutoff({ gross: '8800.00', taxable: '8800.00', tax: '0.00', loan: '0.00', net: '8800.00' }),
    // 11 × 695 = 7,645.00; a minimum wage earner's statutory wage and holiday pay are exempt (§4.5)
    mwe: firstCutoff({ gross: '7645.00', taxable: '0.00', tax: '0.00', loan: '0.00', net: '7645.00' }),
    // 21,000 ÷ 2 = 10,500.00; 15% × (10,500 − 10,417) = 12.45
    resigned: firstCutoff({ gross: '10500.00', taxable: '10500.00', tax: '12.45', loan: '0.00', net: '10487.55' }),
    borrower: BORROWER_FIRST,
  },
  // 16–31 January: the month's contributions on its actual figures, the resigned employee by the day, the loan's first amortisation
  {
    monthly: MONTHLY.last,
    // 11 × 800 = 8,800.00; month 17,600 → MSC 17,500: EE 875.00, ER 1,750.00 + EC 30.00
    // PhilHealth 800 × 261 ÷ 12 = 17,400 × 5% = 870 → 435.00 / 435.00; Pag-IBIG 200.00 / 200.00
    // taxable 8,800 − 1,510 = 7,290.00: no tax; net 7,290.00
    daily: lastCutoff({
      gross: '8800.00',
      sss: ['875.00', '1750.00', '30.00'],
      philhealth: ['435.00', '435.00'],
      taxable: '7290.00',
      tax: '0.00',
      loan: '0.00',
      net: '7290.00',
    }),
    // 11 × 695 = 7,645.00; month 15,290 → MSC 15,500: EE 775.00, ER 1,550.00 + EC 30.00
    // PhilHealth 695 × 261 ÷ 12 = 15,116.25 × 5% = 755.8125 → 755.81: EE ⌊377.905⌋ = 377.90, ER 377.91 (§0.2)
    // Pag-IBIG 200.00 / 200.00; net 7,645 − 1,352.90 = 6,292.10; no tax
    mwe: lastCutoff({
      gross: '7645.00',
      sss: ['775.00', '1550.00', '30.00'],
      philhealth: ['377.90', '377.91'],
      taxable: '0.00',
      tax: '0.00',
      loan: '0.00',
      net: '6292.10',
    }),
    // separated inside the cut-off: paid by the day, 21,000 × 12 ÷ 261 = 965.517241… (unrounded, §0.2)
    // × 6 days = 5,793.1034 → 5,793.10; month 10,500 + 5,793.10 = 16,293.10 → MSC 16,500: EE 825.00, ER 1,650.00 + EC 30.00
    // PhilHealth on the monthly basic salary 21,000 × 5% = 1,050 → 525.00 / 525.00; Pag-IBIG 200.00 / 200.00
    // taxable 5,793.10 − 1,550 = 4,243.10: no tax; net 4,243.10
    resigned: lastCutoff({
      gross: '5793.10',
      sss: ['825.00', '1650.00', '30.00'],
      philhealth: ['525.00', '525.00'],
      taxable: '4243.10',
      tax: '0.00',
      loan: '0.00',
      net: '4243.10',
    }),
    // month 18,000 → MSC 18,000: EE 900.00, ER 1,800.00 + EC 30.00; PhilHealth 900 → 450.00 / 450.00; Pag-IBIG 200.00 / 200.00
    // taxable 9,000 − 1,550 = 7,450.00: no tax; SSS loan 1,000.00; net 9,000 − 1,550 − 1,000 = 6,450.00
    borrower: lastCutoff({
      gross: '9000.00',
      sss: ['900.00', '1800.00', '30.00'],
      philhealth: ['450.00', '450.00'],
      taxable: '7450.00',
      tax: '0.00',
      loan: '1000.00',
      net: '6450.00',
    }),
  },
  // 1–15 February: the resigned employee is no longer paid; the others as in January without the holiday
  {
    monthly: MONTHLY.first,
    // 10 × 800 = 8,000.00
    daily: firstCutoff({ gross: '8000.00', taxable: '8000.00', tax: '0.00', loan: '0.00', net: '8000.00' }),
    // 10 × 695 = 6,950.00
    mwe: firstCutoff({ gross: '6950.00', taxable: '0.00', tax: '0.00', loan: '0.00', net: '6950.00' }),
    borrower: BORROWER_FIRST,
  },
  // 16–28 February: the month's contributions, and the loan's last 500.00 (never below zero)
  {
    monthly: MONTHLY.last,
    // month 16,000 → MSC 16,000: EE 800.00, ER 1,600.00 + EC 30.00; PhilHealth 435.00 / 435.00 (the same monthly equivalent)
    // taxable 8,000 − 1,435 = 6,565.00: no tax; net 6,565.00
    daily: lastCutoff({
      gross: '8000.00',
      sss: ['800.00', '1600.00', '30.00'],
      philhealth: ['435.00', '435.00'],
      taxable: '6565.00',
      tax: '0.00',
      loan: '0.00',
      net: '6565.00',
    }),
    // month 13,900 → MSC 14,000: EE 700.00, ER 1,400.00 + EC 10.00 (MSC below 15,000)
    // PhilHealth 377.90 / 377.91; Pag-IBIG 200.00 / 200.00; net 6,950 − 1,277.90 = 5,672.10
    mwe: lastCutoff({
      gross: '6950.00',
      sss: ['700.00', '1400.00', '10.00'],
      philhealth: ['377.90', '377.91'],
      taxable: '0.00',
      tax: '0.00',
      loan: '0.00',
      net: '5672.10',
    }),
    // the loan's balance 500.00 is smaller than the amortisation: 500.00; net 9,000 − 1,550 − 500 = 6,950.00
    borrower: lastCutoff({
      gross: '9000.00',
      sss: ['900.00', '1800.00', '30.00'],
      philhealth: ['450.00', '450.00'],
      taxable: '7450.00',
      tax: '0.00',
      loan: '500.00',
      net: '6950.00',
    }),
  },
];

/** An answer of the API, as fastify's inject gives it. */
interface Answer {
  statusCode: number;
  body: string;
  json(): any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** What the set-up works through: the API (in the test's process) as a signed-in user, and the database for the HR and timekeeping rows. */
export interface Harness {
  db: Database;
  request(options: { method: 'GET' | 'POST'; url: string; token: string; payload?: object }): Promise<Answer>;
  login(email: string): Promise<string>;
}

/** The company once set up: who each person is, its payroll group and loan, and the payroll and timekeeping officers' tokens. */
export interface KnownAnswerCompany {
  company: OtherCompany;
  ids: Record<Person, number>;
  groupId: number;
  loanId: number;
  payroll: string;
  timekeeping: string;
}

const filter = (f: object) => encodeURIComponent(JSON.stringify(f));

async function expectStatus(answer: Promise<Answer>, status: number, what: string): Promise<Answer> {
  const response = await answer;
  if (response.statusCode !== status) throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * The second company with its payroll group, periods of 2026, each employee's group and rate
 * (hired 2020) and the borrower's SSS salary loan, active.
 */
export async function setUpKnownAnswerCompany(h: Harness): Promise<KnownAnswerCompany> {
  const company = await addOtherCompany(h.db);
  const payroll = await h.login(OTHER_COMPANY.payroll);
  const timekeeping = await h.login(OTHER_COMPANY.timekeeping);
  const call = (method: 'GET' | 'POST', url: string, payload?: object) => h.request({ method, url, token: payroll, payload });
  // the group, with every contribution deducted whole in the month's last cut-off on the
  // month's actual figures, and PhilHealth of daily-paid staff on daily rate × 261 ÷ 12
  const group = await expectStatus(
    call('POST', '/api/payroll/payroll-groups', {
      code: 'LKS-SM',
      name: 'Lakas semi-monthly',
      pay_frequency: 'semi_monthly',
      rate_basis: 'monthly',
      days_per_year: '261',
      hours_per_day: 8,
      first_cutoff_start_day: 1,
      first_cutoff_end_day: 15,
      first_pay_day: 20,
      second_cutoff_start_day: 16,
      second_cutoff_end_day: 31,
      second_pay_day: 31,
      sss_schedule: 'second_cutoff',
      philhealth_schedule: 'second_cutoff',
      pagibig_schedule: 'second_cutoff',
      sss_base: 'actual_month',
      philhealth_daily_base: 'monthly_equivalent',
      uses_timekeeping: true,
      minimum_net_pay: 0,
    }),
    200,
    'the payroll group',
  );
  const groupId = Number(group.json().id);
  await expectStatus(
    call('POST', '/api/payroll/payroll-periods/generate-year', { payroll_group_id: groupId, year: 2026 }),
    200,
    'the periods of 2026',
  );

  // HR's part: the group and the rate of each employee, hired 2020
  const ids = {} as Record<Person, number>;
  for (const [person, p] of Object.entries(PEOPLE) as Array<[Person, (typeof PEOPLE)[Person]]>) {
    ids[person] = company.employeeIds[p.fixture];
    await h.db
      .updateTable('employees')
      .set({ payroll_group_id: groupId, payment_mode: 'cash', separation_date: person === 'resigned' ? SEPARATION : null })
      .where('id', '=', ids[person])
      .execute();
    await h.db
      .insertInto('employee_compensations')
      .values({
        employee_id: ids[person],
        effective_date: '2020-01-06',
        rate_type: p.rate_type,
        basic_rate: p.rate,
        daily_rate: '0',
        hourly_rate: '0',
        is_minimum_wage_earner: p.mwe ?? false,
        statutory_minimum_daily_wage: p.mwe ? '695.00' : null,
        wage_region: 'NCR',
      })
      .execute();
  }
  // the SSS salary loan: 1,500.00 repaid 1,000.00 in each month's last cut-off (the SSS type's schedule)
  const loanType = await h.db.selectFrom('loan_types').select('id').where('code', '=', 'SSS-SAL').executeTakeFirstOrThrow();
  const loan = await expectStatus(
    call('POST', '/api/payroll/loans', {
      employee_id: ids.borrower,
      loan_type_id: loanType.id,
      granted_date: '2025-12-10',
      principal_amount: '1500.00',
      interest_amount: '0.00',
      amortization_amount: '1000.00',
      first_deduction_date: '2026-01-01',
      deduction_schedule: 'second_cutoff',
      reference_no: 'SSS-LN-0001',
    }),
    200,
    'the SSS salary loan',
  );
  const loanId = Number(loan.json().id);
  await expectStatus(call('POST', `/api/payroll/loans/${loanId}/activate`), 200, 'activating the loan');
  return { company, ids, groupId, loanId, payroll, timekeeping };
}

/** Timekeeping's part: the cut-off's timesheet closed into summaries, then linked through the API. */
export async function closeAndLink(h: Harness, k: KnownAnswerCompany, cutoff: Cutoff): Promise<number> {
  const sheet = await h.db
    .insertInto('timesheets')
    .values({ payroll_group_id: k.groupId, cutoff_start: cutoff.start, cutoff_end: cutoff.end, status: 'closed', closed_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const worked = (person: Person) => {
    if (person !== 'resigned') return cutoff.days;
    // worked 16, 19–23 January, then gone
    if (cutoff.start === '2026-01-16') return 6;
    return cutoff.start < SEPARATION ? cutoff.days : 0;
  };
  const people = (Object.keys(PEOPLE) as Person[]).filter((p) => p !== 'resigned' || cutoff.start <= SEPARATION);
  await h.db
    .insertInto('timesheet_summaries')
    .values(
      people.map((person) => ({
        timesheet_id: sheet.id,
        employee_id: k.ids[person],
        days_scheduled: String(worked(person)),
        days_worked: String(worked(person)),
        regular_holidays_paid: String(cutoff.holidays),
        premium_minutes: JSON.stringify({}),
      })),
    )
    .execute();
  await expectStatus(
    h.request({ method: 'POST', url: `/api/timekeeping/timesheets/${sheet.id}/link`, token: k.timekeeping, payload: {} }),
    200,
    `linking the timesheet of ${cutoff.start}`,
  );
  return Number(sheet.id);
}

/** The group's regular period of the cut-off that starts on `cutoffStart`. */
export async function periodOf(h: Harness, k: KnownAnswerCompany, cutoffStart: string) {
  const url = `/api/payroll/payroll-periods?filter=${filter({ payroll_group_id: k.groupId, cutoff_start: cutoffStart })}`;
  const [period] = (await h.request({ method: 'GET', url, token: k.payroll })).json();
  return period as { id: number; code: string; status: string };
}

/** The period computed (every payslip without an error), prooflisted and posted through the API. */
export async function computeProoflistPost(h: Harness, k: KnownAnswerCompany, periodId: number): Promise<void> {
  const call = (method: 'GET' | 'POST', url: string) => h.request({ method, url, token: k.payroll });
  await expectStatus(call('POST', `/api/payroll/payroll-periods/${periodId}/compute`), 202, 'computing');
  for (;;) {
    const { computation } = (await call('GET', `/api/payroll/payroll-periods/${periodId}/computation`)).json();
    if (computation && computation.status !== 'running') {
      if (computation.status !== 'done' || computation.error_count !== 0)
        throw new Error(`the computation ended ${computation.status}: ${JSON.stringify(computation)}`);
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await expectStatus(call('POST', `/api/payroll/payroll-periods/${periodId}/prooflist`), 200, 'prooflisting');
  await expectStatus(call('POST', `/api/payroll/payroll-periods/${periodId}/post`), 200, 'posting');
}
