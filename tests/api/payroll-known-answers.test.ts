/**
 * A small company with known answers (issue 13, acceptance): five employees of the second
 * company — monthly-paid, daily-paid, a minimum wage earner, one who resigns inside a cut-off
 * and one repaying an SSS salary loan — paid through the API for January and February 2026
 * on semi-monthly periods: each period's closed timesheet linked, computed, prooflisted and
 * posted, and every figure of every payslip compared with a figure worked out by hand from
 * docs/statutory.md (the figures and their derivations are in tests/support/known-answers.ts,
 * which the browser test tests/e2e/known-answers.test.ts reads too).
 *
 * The company's people, rates and closed timesheets are the HR and timekeeping fixture
 * (rows as those portals leave them); everything payroll does goes through its API.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  closeAndLink,
  computeProoflistPost,
  CUTOFFS,
  EXPECTED,
  FIELDS,
  periodOf,
  setUpKnownAnswerCompany,
  type Harness,
  type KnownAnswerCompany,
  type Person,
} from '../support/known-answers';
import { useTestApp } from './test-app';

const t = useTestApp();
const harness: Harness = {
  get db() {
    return t.db;
  },
  request: (options) => t.request(options),
  login: (email) => t.login(email),
};
let k: KnownAnswerCompany;

beforeAll(async () => {
  k = await setUpKnownAnswerCompany(harness);
});

async function payslipsOf(periodId: number) {
  const call = (url: string) => t.request({ method: 'GET', url, token: k.payroll });
  const filter = encodeURIComponent(JSON.stringify({ payroll_period_id: periodId }));
  const list = (await call(`/api/payroll/payslips?range=[0,99]&filter=${filter}`)).json();
  const byEmployee = new Map<number, Record<string, unknown>>();
  for (const row of list) byEmployee.set(Number(row.employee_id), (await call(`/api/payroll/payslips/${row.id}/detail`)).json());
  return byEmployee;
}

/** The cut-off's timesheet linked, its period computed, prooflisted and posted: it paid exactly the employees of EXPECTED, each with exactly those figures. */
async function payAndCompare(index: number) {
  await closeAndLink(harness, k, CUTOFFS[index]);
  const period = await periodOf(harness, k, CUTOFFS[index].start);
  await computeProoflistPost(harness, k, period.id);
  const slips = await payslipsOf(period.id);
  const expected = EXPECTED[index];
  const people = Object.keys(expected) as Person[];
  expect([...slips.keys()].sort()).toEqual(people.map((person) => k.ids[person]).sort());
  for (const person of people) {
    const payslip = slips.get(k.ids[person])!;
    expect(Object.fromEntries(FIELDS.map((f) => [f, payslip[f]])), person).toEqual(expected[person]);
  }
}

const loan = async () => (await t.request({ method: 'GET', url: `/api/payroll/loans/${k.loanId}`, token: k.payroll })).json();

describe('a small company paid for two months, every figure by hand', () => {
  it('1–15 January: half-month salaries and day wages with the New Year holiday; tax on gross, no contributions yet', async () => {
    await payAndCompare(0);
  });

  it('16–31 January: the month’s contributions on its actual figures, the resigned employee by the day, the loan’s first amortisation', async () => {
    await payAndCompare(1);
    expect(await loan()).toMatchObject({ paid_amount: '1000.00', balance: '500.00' });
  });

  it('1–15 February: the resigned employee is no longer paid; the others as in January without the holiday', async () => {
    await payAndCompare(2);
  });

  it('16–28 February: the month’s contributions, and the loan’s last 500.00 (never below zero)', async () => {
    await payAndCompare(3);
    expect(await loan()).toMatchObject({ paid_amount: '1500.00', balance: '0.00' });
  });

  it('adds the two months up in each employee’s year to date', async () => {
    const ytd = await t.db
      .selectFrom('ytd_balances')
      .select(['employee_id', 'gross_compensation', 'tax_withheld', 'net_pay'])
      .where('employee_id', 'in', Object.values(k.ids))
      .where('year', '=', 2026)
      .execute();
    const of = (person: Person) => ytd.find((row) => Number(row.employee_id) === k.ids[person]);
    // monthly: 4 × 15,000 gross; tax 2 × (687.45 + 319.95) = 2,014.80; net 2 × (14,312.55 + 12,230.05) = 53,085.20
    expect(of('monthly')).toMatchObject({ gross_compensation: '60000.00', tax_withheld: '2014.80', net_pay: '53085.20' });
    // resigned: 10,500 + 5,793.10 gross; tax 12.45; net 10,487.55 + 4,243.10
    expect(of('resigned')).toMatchObject({ gross_compensation: '16293.10', tax_withheld: '12.45', net_pay: '14730.65' });
  });
});
