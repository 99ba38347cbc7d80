import { centavosText, toCentavos } from '@core/money';
import { calculatePayslip, type PayslipRequest } from '../../server/modules/payroll/engine';
import type { PayslipResponse } from '../../server/modules/payroll/engine/calculators';
import { typeCodeOf } from '../../server/modules/payroll/processing/payslip-builder';
import type { Database } from '../../server/db/database';

// A year of posted payroll with known figures for the BIR forms (docs/statutory.md worked
// examples), written into the test database in 2031, a year the demo company never
// reaches, for three of its employees whose names and TINs are set here:
// - DELA CRUZ, Ana (Example 9): hired 1 July, 50,000 a month semi-monthly, 13th month
//   on 15 December, annualised on 31 December with a refund of 20,505.10;
// - SANTOS, Ben (Example 3): minimum wage earner, NCR 695 a day, November and December;
// - REYES, Carla (Example 12): 70,000 a month paid monthly with a 3,000 rice subsidy,
//   a June bonus, 13th month and Christmas bonus in December, annualised (10,997.60).
// The payslips are the engine's own results, stored as the computation stores them.
// With `{ full: true }` (the golden-file tests of every agency file) two more people,
// agency numbers for all five, and a loan of each agency:
// - DIAZ, DANTE (Example 10): 36,000 a month semi-monthly, resigned 30 April; seven
//   cut-offs to 15 April, then the final pay on 30 April (16-30 April salary, pro-rated
//   13th month 12,000.00, 4 days of SIL 6,620.69) annualised to the separation date with
//   the refund of all 6,465.90 withheld;
// - ESTRADA, EMMA: hired 1 August, 60,000 a month paid monthly, with a previous employer
//   January to July (taxable 329,000.00, tax withheld 30,000.00) in previous_employer_incomes
//   and in the engine's year to date, a 25,000.00 13th month and the December annualisation;
// - an SSS salary loan of REYES (1,500.00 a month) and a Pag-IBIG multi-purpose loan of
//   DELA CRUZ (1,000.00 on the second cut-off), deducted in December.

export const BIR_YEAR = 2031;

interface Person {
  key: 'ana' | 'ben' | 'carla' | 'dante' | 'emma';
  last_name: string;
  first_name: string;
  middle_name: string;
  tin: string;
  hire_date: string;
  separation_date?: string;
  mwe: boolean;
  rate_type: 'monthly' | 'daily';
  rate: string;
}

const PEOPLE: Person[] = [
  {
    key: 'ana',
    last_name: 'DELA CRUZ',
    first_name: 'ANA',
    middle_name: 'MARIE',
    tin: '111222333',
    hire_date: `${BIR_YEAR}-07-01`,
    mwe: false,
    rate_type: 'monthly',
    rate: '50000.00',
  },
  {
    key: 'ben',
    last_name: 'SANTOS',
    first_name: 'BEN',
    middle_name: 'LUIS',
    tin: '444555666',
    hire_date: '2020-03-02',
    mwe: true,
    rate_type: 'daily',
    rate: '695.00',
  },
  {
    key: 'carla',
    last_name: 'REYES',
    first_name: 'CARLA',
    middle_name: '',
    tin: '777888999',
    hire_date: '2019-01-07',
    mwe: false,
    rate_type: 'monthly',
    rate: '70000.00',
  },
];

const MORE_PEOPLE: Person[] = [
  {
    key: 'dante',
    last_name: 'DIAZ',
    first_name: 'DANTE',
    middle_name: 'PADILLA',
    tin: '121212121',
    hire_date: '2023-02-01',
    separation_date: `${BIR_YEAR}-04-30`,
    mwe: false,
    rate_type: 'monthly',
    rate: '36000.00',
  },
  {
    key: 'emma',
    last_name: 'ESTRADA',
    first_name: 'EMMA',
    middle_name: 'GO',
    tin: '343434343',
    hire_date: `${BIR_YEAR}-08-01`,
    mwe: false,
    rate_type: 'monthly',
    rate: '60000.00',
  },
];

/** The agency numbers of the five, in the order of PEOPLE then MORE_PEOPLE: SSS, PhilHealth, Pag-IBIG. */
const AGENCY_NUMBERS: Record<Person['key'], [string, string, string]> = {
  ana: ['3412345671', '010123456781', '121012345671'],
  ben: ['3412345672', '010123456782', '121012345672'],
  carla: ['3412345673', '010123456783', '121012345673'],
  dante: ['3412345674', '010123456784', '121012345674'],
  emma: ['3412345675', '010123456785', '121012345675'],
};

/** Emma's previous employer of the year (its 2316), as previous_employer_incomes holds it. */
export const EMMA_PREVIOUS_EMPLOYER = {
  employer_name: 'Northwind Trading Inc.',
  employer_tin: '222333444',
  employer_address: '88 Ortigas Ave., Pasig City',
  period_from: `${BIR_YEAR}-01-06`,
  period_to: `${BIR_YEAR}-07-31`,
  taxable_compensation: '329000.00',
  non_taxable_compensation: '20300.00',
  thirteenth_month_and_other_benefits: '0.00',
  tax_withheld: '30000.00',
};

const lastDay = (month: number) => new Date(Date.UTC(BIR_YEAR, month, 0)).getUTCDate();
const mm = (month: number) => String(month).padStart(2, '0');

function chain(periods: PayslipRequest[], opening?: PayslipRequest['year_to_date']): PayslipResponse[] {
  const results: PayslipResponse[] = [];
  let previous: PayslipResponse | undefined;
  let previousMonth = '';
  for (const period of periods) {
    const month = period.period_end.slice(0, 7);
    const sameMonth = previous !== undefined && month === previousMonth;
    const p = calculatePayslip({
      ...period,
      month_to_date: sameMonth ? previous!.month_to_date : undefined,
      year_to_date: previous
        ? { ...previous.year_to_date, de_minimis_used: sameMonth ? previous.year_to_date.de_minimis_used : {} }
        : opening,
    });
    results.push(p);
    previous = p;
    previousMonth = month;
  }
  return results;
}

function anaPeriods(): PayslipRequest[] {
  const base = { rate_type: 'monthly', rate: 50_000, days_per_year: 261, frequency: 'semi_monthly', contribution_policy: 'split' } as const;
  const out: PayslipRequest[] = [];
  for (let m = 7; m <= 12; m++) {
    out.push({
      ...base,
      period_start: `${BIR_YEAR}-${mm(m)}-01`,
      period_end: `${BIR_YEAR}-${mm(m)}-15`,
      pay_date: `${BIR_YEAR}-${mm(m)}-15`,
    });
    out.push({
      ...base,
      period_start: `${BIR_YEAR}-${mm(m)}-16`,
      period_end: `${BIR_YEAR}-${mm(m)}-${lastDay(m)}`,
      pay_date: `${BIR_YEAR}-${mm(m)}-${lastDay(m)}`,
    });
  }
  out[10] = { ...out[10], other_earnings: [{ code: 'THIRTEENTH_MONTH', label: '13th month pay', amount: 25_000, kind: 'other_benefits' }] };
  out[11] = { ...out[11], year_end_adjustment: true };
  return out;
}

function benPeriods(): PayslipRequest[] {
  const base = {
    rate_type: 'daily',
    rate: 695,
    days_per_year: 313,
    frequency: 'semi_monthly',
    minimum_wage_earner: true,
    contribution_policy: 'second_cutoff',
  } as const;
  const out: PayslipRequest[] = [];
  for (const m of [11, 12]) {
    out.push({
      ...base,
      period_start: `${BIR_YEAR}-${mm(m)}-01`,
      period_end: `${BIR_YEAR}-${mm(m)}-15`,
      pay_date: `${BIR_YEAR}-${mm(m)}-15`,
      days_worked: 12,
    });
    out.push({
      ...base,
      period_start: `${BIR_YEAR}-${mm(m)}-16`,
      period_end: `${BIR_YEAR}-${mm(m)}-${lastDay(m)}`,
      pay_date: `${BIR_YEAR}-${mm(m)}-${lastDay(m)}`,
      days_worked: 12,
      hours: { ordinary: { overtime_hours: 2 }, regular_holiday_rest_day: { regular_hours: 8 } },
      year_end_adjustment: m === 12,
    });
  }
  return out;
}

function carlaPeriods(): PayslipRequest[] {
  const out: PayslipRequest[] = [];
  for (let m = 1; m <= 12; m++) {
    const other_earnings: NonNullable<PayslipRequest['other_earnings']> = [
      { code: 'RICE_SUBSIDY', label: 'Rice subsidy', amount: 3_000, kind: 'de_minimis', de_minimis_kind: 'rice_subsidy' },
    ];
    if (m === 6) other_earnings.push({ code: 'BONUS', label: 'Mid-year bonus', amount: 10_000, kind: 'other_benefits' });
    if (m === 12) {
      other_earnings.push({ code: 'THIRTEENTH_MONTH', label: '13th month pay', amount: 70_000, kind: 'other_benefits' });
      other_earnings.push({ code: 'BONUS', label: 'Christmas bonus', amount: 15_000, kind: 'other_benefits' });
    }
    out.push({
      rate_type: 'monthly',
      rate: 70_000,
      days_per_year: 261,
      frequency: 'monthly',
      period_start: `${BIR_YEAR}-${mm(m)}-01`,
      period_end: `${BIR_YEAR}-${mm(m)}-${lastDay(m)}`,
      pay_date: `${BIR_YEAR}-${mm(m)}-${lastDay(m)}`,
      other_earnings,
      year_end_adjustment: m === 12,
    });
  }
  return out;
}

function dantePeriods(): PayslipRequest[] {
  const base = { rate_type: 'monthly', rate: 36_000, days_per_year: 261, frequency: 'semi_monthly', contribution_policy: 'split' } as const;
  const out: PayslipRequest[] = [];
  for (let m = 1; m <= 4; m++) {
    out.push({
      ...base,
      period_start: `${BIR_YEAR}-${mm(m)}-01`,
      period_end: `${BIR_YEAR}-${mm(m)}-15`,
      pay_date: `${BIR_YEAR}-${mm(m)}-15`,
    });
    if (m < 4)
      out.push({
        ...base,
        period_start: `${BIR_YEAR}-${mm(m)}-16`,
        period_end: `${BIR_YEAR}-${mm(m)}-${lastDay(m)}`,
        pay_date: `${BIR_YEAR}-${mm(m)}-${lastDay(m)}`,
      });
  }
  // the final pay: 16-30 April, the pro-rated 13th month, 4 days of unused SIL, annualised to the separation
  out.push({
    ...base,
    period_start: `${BIR_YEAR}-04-16`,
    period_end: `${BIR_YEAR}-04-30`,
    pay_date: `${BIR_YEAR}-04-30`,
    other_earnings: [
      { code: 'THIRTEENTH_MONTH', label: '13th month pay (pro-rated)', amount: 12_000, kind: 'other_benefits' },
      {
        code: 'LEAVE_CONVERSION',
        label: 'Unused service incentive leave',
        amount: '6620.69',
        kind: 'de_minimis',
        de_minimis_kind: 'monetized_leave',
        days: 4,
      },
    ],
    year_end_adjustment: true,
  });
  return out;
}

function emmaPeriods(): PayslipRequest[] {
  const out: PayslipRequest[] = [];
  for (let m = 8; m <= 12; m++) {
    out.push({
      rate_type: 'monthly',
      rate: 60_000,
      days_per_year: 261,
      frequency: 'monthly',
      period_start: `${BIR_YEAR}-${mm(m)}-01`,
      period_end: `${BIR_YEAR}-${mm(m)}-${lastDay(m)}`,
      pay_date: `${BIR_YEAR}-${mm(m)}-${lastDay(m)}`,
      other_earnings: m === 12 ? [{ code: 'THIRTEENTH_MONTH', label: '13th month pay', amount: 25_000, kind: 'other_benefits' }] : [],
      year_end_adjustment: m === 12,
    });
  }
  return out;
}

/** The loan amortisations deducted in December: employee, loan type code, pay date, amount. */
const LOANS: { key: Person['key']; type: string; reference: string; granted: string; amortization: number; payDate: string }[] = [
  {
    key: 'carla',
    type: 'SSS-SAL',
    reference: 'SL-2031-000123',
    granted: `${BIR_YEAR}-06-10`,
    amortization: 1_500,
    payDate: `${BIR_YEAR}-12-31`,
  },
  {
    key: 'ana',
    type: 'HDMF-MPL',
    reference: 'MPL-2031-004567',
    granted: `${BIR_YEAR}-09-20`,
    amortization: 1_000,
    payDate: `${BIR_YEAR}-12-31`,
  },
];

export interface BirFixture {
  employees: Record<Person['key'], number>;
  companyId: number;
}

/** Writes the year's posted periods and payslips; returns the employees' ids. */
export async function seedBirYear(
  db: Database,
  payrollEmail = 'payroll@example.com',
  options: { full?: boolean } = {},
): Promise<BirFixture> {
  const people = options.full ? [...PEOPLE, ...MORE_PEOPLE] : PEOPLE;
  const user = await db.selectFrom('users').select('employee_id').where('email', '=', payrollEmail).executeTakeFirstOrThrow();
  const { company_id: companyId } = await db
    .selectFrom('employees')
    .select('company_id')
    .where('id', '=', user.employee_id!)
    .executeTakeFirstOrThrow();
  const group = await db
    .selectFrom('payroll_groups')
    .select(['id'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  // the daily-paid minimum wage earner is paid in a 313-day group, as his payslips' rates are
  const dailyGroup = await db
    .selectFrom('payroll_groups')
    .select(['id'])
    .where('company_id', '=', companyId)
    .where('days_per_year', '=', '313')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const picked = await db
    .selectFrom('employees')
    .select(['id', 'business_unit_id', 'position_id'])
    .where('company_id', '=', companyId)
    .where('id', '<>', user.employee_id!)
    .orderBy('id')
    .limit(people.length)
    .execute();
  // the withholding agent as the forms and the data file print it
  const agent = {
    registration_no: '123456789',
    branch_code: '00000',
    rdo_code: '050',
    registered_name: 'Sample Retail Corp.',
    registered_address: '1 Ayala Ave., Makati City, Metro Manila',
    zip_code: '1226',
    employer_type: 'private',
    withholding_agent_category: 'private',
    signatory_name: 'Juan Dela Rosa',
    signatory_position: 'Chief Finance Officer',
    signatory_tin: '987654321',
  };
  await db.deleteFrom('employer_registrations').where('company_id', '=', companyId).where('agency', '=', 'bir').execute();
  await db
    .insertInto('employer_registrations')
    .values({ ...agent, company_id: companyId, agency: 'bir' })
    .execute();
  if (options.full) {
    // the agencies' employer numbers as the upload files print them
    await db.updateTable('companies').set({ tin: agent.registration_no }).where('id', '=', companyId).execute();
    for (const [agency, registration_no] of [
      ['sss', '0312345678'],
      ['philhealth', '200123456789'],
      ['pagibig', '201234567890'],
    ] as const) {
      await db.deleteFrom('employer_registrations').where('company_id', '=', companyId).where('agency', '=', agency).execute();
      await db
        .insertInto('employer_registrations')
        .values({
          company_id: companyId,
          agency,
          registration_no,
          registered_name: agent.registered_name,
          registered_address: agent.registered_address,
          zip_code: agent.zip_code,
          employer_type: 'private',
          signatory_name: agent.signatory_name,
          signatory_position: agent.signatory_position,
        })
        .execute();
    }
  }
  const types = new Map((await db.selectFrom('transaction_types').select(['id', 'code']).execute()).map((t) => [t.code, Number(t.id)]));

  const typeId = (code: string) => {
    const id = types.get(code);
    if (id === undefined) throw new Error(`No transaction type ${code}`);
    return id;
  };
  const employees = {} as BirFixture['employees'];
  const periods = new Map<string, number>();
  const periodOf = async (
    groupId: number,
    payDate: string,
    start: string,
    end: string,
    last: boolean,
    finalPay: boolean,
  ): Promise<number> => {
    const key = `${groupId} ${payDate}${finalPay ? ' final' : ''}`;
    const known = periods.get(key);
    if (known) return known;
    const month = Number(payDate.slice(5, 7));
    const row = await db
      .insertInto('payroll_periods')
      .values({
        payroll_group_id: groupId,
        code: `BIR-TEST-${groupId === Number(group.id) ? '' : 'D-'}${payDate}${finalPay ? '-FP' : ''}`,
        period_type: finalPay ? 'final_pay' : 'regular',
        year: BIR_YEAR,
        month,
        contribution_year: BIR_YEAR,
        contribution_month: month,
        cutoff_start: start,
        cutoff_end: end,
        pay_date: payDate,
        is_last_regular_of_year: last && !finalPay,
        status: 'posted',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    periods.set(key, Number(row.id));
    return Number(row.id);
  };

  const chains: Record<Person['key'], PayslipRequest[]> = {
    ana: anaPeriods(),
    ben: benPeriods(),
    carla: carlaPeriods(),
    dante: dantePeriods(),
    emma: emmaPeriods(),
  };
  const loanOf = (key: Person['key'], payDate: string) =>
    options.full ? LOANS.find((l) => l.key === key && l.payDate === payDate) : undefined;
  const loanTypes = new Map((await db.selectFrom('loan_types').select(['id', 'code']).execute()).map((l) => [l.code, Number(l.id)]));
  for (const [index, person] of people.entries()) {
    const who = picked[index];
    employees[person.key] = Number(who.id);
    await db
      .updateTable('employees')
      .set({
        last_name: person.last_name,
        first_name: person.first_name,
        middle_name: person.middle_name || null,
        tin: person.tin,
        hire_date: person.hire_date,
        separation_date: person.separation_date ?? null,
        regularization_date: null,
        ...(options.full
          ? {
              sss_no: AGENCY_NUMBERS[person.key][0],
              philhealth_no: AGENCY_NUMBERS[person.key][1],
              pagibig_no: AGENCY_NUMBERS[person.key][2],
            }
          : {}),
      })
      .where('id', '=', who.id)
      .execute();
    const requests = chains[person.key].map((request) => {
      const loan = loanOf(person.key, request.pay_date);
      const code = loan?.type.startsWith('SSS') ? 'SSS_LOAN' : 'PAGIBIG_LOAN';
      return loan ? { ...request, other_deductions: [{ code, label: loan.type, amount: loan.amortization }] } : request;
    });
    let opening: PayslipRequest['year_to_date'];
    if (person.key === 'emma') {
      await db
        .insertInto('previous_employer_incomes')
        .values({ ...EMMA_PREVIOUS_EMPLOYER, employee_id: who.id, year: BIR_YEAR })
        .execute();
      opening = { taxable_compensation: EMMA_PREVIOUS_EMPLOYER.taxable_compensation, tax_withheld: EMMA_PREVIOUS_EMPLOYER.tax_withheld };
    }
    const results = chain(requests, opening);
    for (const [i, result] of results.entries()) {
      const request = requests[i];
      // the SSS compensation and Pag-IBIG fund salary this payslip added to its month, as the computation stores it
      const before = i > 0 && requests[i - 1].period_end.slice(0, 7) === request.period_end.slice(0, 7) ? results[i - 1] : undefined;
      const contributionCompensation = centavosText(
        toCentavos(result.month_to_date.compensation) - (before ? toCentavos(before.month_to_date.compensation) : 0),
      );
      const finalPay = person.separation_date !== undefined && request.period_end === person.separation_date;
      const groupId = Number(person.rate_type === 'daily' ? dailyGroup.id : group.id);
      const periodId = await periodOf(
        groupId,
        request.pay_date,
        request.period_start,
        request.period_end,
        request.year_end_adjustment === true,
        finalPay,
      );
      const computation = await db
        .insertInto('payroll_computations')
        .values({ payroll_period_id: periodId, status: 'done', progress_total: 1, progress_done: 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      const c = result.contributions;
      const deductions = centavosText(toCentavos(c.employee_total) + toCentavos(result.withholding_tax));
      const payslip = await db
        .insertInto('payslips')
        .values({
          payroll_period_id: periodId,
          computation_id: computation.id,
          employee_id: who.id,
          payroll_group_id: groupId,
          business_unit_id: who.business_unit_id,
          position_id: who.position_id,
          rate_type: person.rate_type,
          basic_rate: person.rate,
          daily_rate: result.rates.daily_rate,
          hourly_rate: result.rates.hourly_rate,
          is_minimum_wage_earner: person.mwe,
          payment_mode: 'cash',
          gross_pay: result.gross_pay,
          contribution_compensation: contributionCompensation,
          taxable_compensation: result.taxable_compensation,
          sss_ee: c.sss_ee,
          sss_er: c.sss_er,
          sss_ec: c.sss_ec,
          philhealth_ee: c.philhealth_ee,
          philhealth_er: c.philhealth_er,
          pagibig_ee: c.pagibig_ee,
          pagibig_er: c.pagibig_er,
          withholding_tax: result.withholding_tax,
          total_deductions: deductions,
          net_pay: result.net_pay,
          table_versions: JSON.stringify(result.table_versions),
          status: 'posted',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('payslip_lines')
        .values(
          result.lines.map((line, order) => {
            const code = typeCodeOf({ ...line, amount: 0 } as never, request.rate_type);
            return {
              payslip_id: payslip.id,
              transaction_type_id: typeId(code),
              code,
              description: line.label,
              section: line.kind,
              amount: line.amount,
              source_type:
                line.code === 'WITHHOLDING_TAX' || line.code === 'TAX_REFUND'
                  ? 'tax'
                  : line.kind === 'earning'
                    ? 'basic'
                    : line.code.endsWith('_LOAN')
                      ? 'loan'
                      : 'contribution',
              explanation: JSON.stringify(line.explanation),
              sort_order: order,
            };
          }),
        )
        .execute();
      const loan = loanOf(person.key, request.pay_date);
      if (loan) {
        const typeId = loanTypes.get(loan.type);
        if (typeId === undefined) throw new Error(`No loan type ${loan.type}`);
        const principal = loan.amortization * 24;
        const row = await db
          .insertInto('loans')
          .values({
            employee_id: who.id,
            loan_type_id: typeId,
            reference_no: loan.reference,
            granted_date: loan.granted,
            first_deduction_date: request.pay_date,
            principal_amount: String(principal),
            total_payable: String(principal),
            amortization_amount: String(loan.amortization),
            number_of_installments: 24,
            deduction_schedule: 'every_period',
            balance: String(principal - loan.amortization),
            paid_amount: String(loan.amortization),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await db
          .insertInto('loan_payments')
          .values({
            loan_id: row.id,
            payroll_period_id: periodId,
            payment_date: request.pay_date,
            payment_type: 'payroll_deduction',
            amount: String(loan.amortization),
          })
          .execute();
      }
    }
  }
  return { employees, companyId: Number(companyId) };
}
