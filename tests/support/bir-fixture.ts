import { centavosText, toCentavos } from '@core/money';
import { calculatePayslip, type PayslipRequest } from '../../server/modules/payroll/engine';
import type { PayslipResponse } from '../../server/modules/payroll/engine/calculators';
import { typeCodeOf } from '../../server/modules/payroll/processing/payslip-builder';
import type { Database } from '../../server/db/database';

// A year of posted payroll with known figures for the BIR forms (ph-statutory worked
// examples), written into the test database in 2031, a year the demo company never
// reaches, for three of its employees whose names and TINs are set here:
// - DELA CRUZ, Ana (Example 9): hired 1 July, 50,000 a month semi-monthly, 13th month
//   on 15 December, annualised on 31 December with a refund of 20,505.10;
// - SANTOS, Ben (Example 3): minimum wage earner, NCR 695 a day, November and December;
// - REYES, Carla (Example 12): 70,000 a month paid monthly with a 3,000 rice subsidy,
//   a June bonus, 13th month and Christmas bonus in December, annualised (10,997.60).
// The payslips are the engine's own results, stored as the computation stores them.

export const BIR_YEAR = 2031;

interface Person {
  key: 'ana' | 'ben' | 'carla';
  last_name: string;
  first_name: string;
  middle_name: string;
  tin: string;
  hire_date: string;
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

const lastDay = (month: number) => new Date(Date.UTC(BIR_YEAR, month, 0)).getUTCDate();
const mm = (month: number) => String(month).padStart(2, '0');

function chain(periods: PayslipRequest[]): PayslipResponse[] {
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
        : undefined,
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

export interface BirFixture {
  employees: Record<Person['key'], number>;
  companyId: number;
}

/** Writes the year's posted periods and payslips; returns the employees' ids. */
export async function seedBirYear(db: Database, payrollEmail = 'payroll@example.com'): Promise<BirFixture> {
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
  const picked = await db
    .selectFrom('employees')
    .select(['id', 'business_unit_id', 'position_id'])
    .where('company_id', '=', companyId)
    .where('id', '<>', user.employee_id!)
    .orderBy('id')
    .limit(PEOPLE.length)
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
  const types = new Map((await db.selectFrom('transaction_types').select(['id', 'code']).execute()).map((t) => [t.code, Number(t.id)]));

  const typeId = (code: string) => {
    const id = types.get(code);
    if (id === undefined) throw new Error(`No transaction type ${code}`);
    return id;
  };
  const employees = {} as BirFixture['employees'];
  const periods = new Map<string, number>();
  const periodOf = async (payDate: string, start: string, end: string, last: boolean): Promise<number> => {
    const known = periods.get(payDate);
    if (known) return known;
    const month = Number(payDate.slice(5, 7));
    const row = await db
      .insertInto('payroll_periods')
      .values({
        payroll_group_id: group.id,
        code: `BIR-TEST-${payDate}`,
        period_type: 'regular',
        year: BIR_YEAR,
        month,
        contribution_year: BIR_YEAR,
        contribution_month: month,
        cutoff_start: start,
        cutoff_end: end,
        pay_date: payDate,
        is_last_regular_of_year: last,
        status: 'posted',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    periods.set(payDate, Number(row.id));
    return Number(row.id);
  };

  const chains: Record<Person['key'], PayslipRequest[]> = { ana: anaPeriods(), ben: benPeriods(), carla: carlaPeriods() };
  for (const [index, person] of PEOPLE.entries()) {
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
        separation_date: null,
        regularization_date: null,
      })
      .where('id', '=', who.id)
      .execute();
    const requests = chains[person.key];
    const results = chain(requests);
    for (const [i, result] of results.entries()) {
      const request = requests[i];
      const periodId = await periodOf(request.pay_date, request.period_start, request.period_end, request.year_end_adjustment === true);
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
          payroll_group_id: group.id,
          business_unit_id: who.business_unit_id,
          position_id: who.position_id,
          rate_type: person.rate_type,
          basic_rate: person.rate,
          daily_rate: result.rates.daily_rate,
          hourly_rate: result.rates.hourly_rate,
          is_minimum_wage_earner: person.mwe,
          payment_mode: 'cash',
          gross_pay: result.gross_pay,
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
                line.code === 'WITHHOLDING_TAX' || line.code === 'TAX_REFUND' ? 'tax' : line.kind === 'earning' ? 'basic' : 'contribution',
              explanation: JSON.stringify(line.explanation),
              sort_order: order,
            };
          }),
        )
        .execute();
    }
  }
  return { employees, companyId: Number(companyId) };
}
