import { sql, type Selectable } from 'kysely';
import { centavosText, toCentavos } from '@core/money';
import { DEDUCTION_COMPONENTS, MANUAL_COMPONENTS } from '@core/resources/final-pay-cases.resource';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { ConflictError, ValidationError } from '../../../http/errors';
import { calculateFinalPay, SEPARATION_CAUSES } from '../engine/final-pay-calculator';
import { InvalidInputError } from '../engine/validate';
import { loadStatutoryTables } from '../tables/load-tables';
import { centavos, payBasis } from '../processing/payslip-builder';
import { summaryFacts } from '../processing/period-inputs';
import type { EmployeeOf } from '../../audit/own-record';

// Final pay, payroll's stage (docs/domain.md §14.9): the closed final timesheet's summary and
// the employee's rate, leave, year to date and loans read from the database and handed
// to the final-pay calculator, whose result becomes the case's computed lines. Manual
// lines (accountabilities, other earnings, cash bond refunds, other deductions) survive
// a recompute; other earnings entered by hand are taxed with the rest of the final pay.

const pad = (n: number) => String(n).padStart(2, '0');

/** The statutory exemption of separation and retirement pay [Law], said on the line. */
const EXEMPTION = {
  separation_pay: 'NIRC s.32(B)(6)(b): separation for a cause beyond the employee’s control',
  retirement_pay: 'NIRC s.32(B)(6)(a) and RA 7641: retirement at 60 or more with at least 5 years of service',
};

interface Line {
  component: string;
  description: string;
  quantity: string | null;
  amount: number;
  is_tax_exempt: boolean;
  exemption_basis: string | null;
  reference_id: number | null;
}

/** Which case component an engine line of the final payslip is. */
function componentOf(code: string, amount: number): string | null {
  if (code === 'BASIC_PAY' || code === 'PAID_LEAVE') return amount >= 0 ? 'unpaid_salary' : 'time_deductions';
  if (['ABSENCE', 'TARDINESS', 'UNDERTIME', 'SPECIAL_DAY_NO_WORK_NO_PAY'].includes(code)) return 'time_deductions';
  if (code === 'HOLIDAY_PAY') return 'holiday_pay';
  if (/_(PREMIUM|OT|NIGHT_DIFF)$/.test(code)) return 'premiums';
  if (code === 'LEAVE_CONVERSION') return 'leave_conversion';
  if (code === 'THIRTEENTH_MONTH') return 'prorated_thirteenth_month';
  if (code === 'SEPARATION_PAY') return 'separation_pay';
  if (code === 'RETIREMENT_PAY') return 'retirement_pay';
  if (code === 'SSS_EE' || code === 'PHILHEALTH_EE' || code === 'PAGIBIG_EE') return 'contributions';
  return null;
}

async function caseRow(trx: Database, id: number) {
  return trx.selectFrom('final_pay_cases').selectAll().where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
}

/** The employee's pay rate in force on the separation date: the one the final pay is computed and released on. */
export async function rateOnSeparation(trx: Database, fpc: { employee_id: number; separation_date: string }) {
  const rate = await trx
    .selectFrom('employee_compensations')
    .select(['rate_type', 'basic_rate', 'is_minimum_wage_earner'])
    .where('employee_id', '=', fpc.employee_id)
    .where('effective_date', '<=', fpc.separation_date)
    .orderBy('effective_date', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!rate) throw new ConflictError('The employee has no pay rate in force on the separation date.');
  return rate;
}

/** What the calculator needs, read from the case, its final timesheet and the employee's records. */
/**
 * The date the final pay is expected to be paid, as of `today`: on the separation date while that
 * year lasts; once a later year has begun, today. Its year keys the year to date the final pay
 * joins and the annualisation it closes (compensation counts in the year it is paid).
 */
export function finalPayDate(separationDate: string, today: string): string {
  return today.slice(0, 4) > separationDate.slice(0, 4) ? today : separationDate;
}

async function calculatorInput(
  trx: Database,
  fpc: Awaited<ReturnType<typeof caseRow>>,
  manual: readonly Selectable<DB['final_pay_lines']>[],
  today: string,
) {
  const employee = await trx
    .selectFrom('employees as e')
    .innerJoin('positions as p', 'p.id', 'e.position_id')
    .select(['e.id', 'e.hire_date', 'e.company_id', 'e.payroll_group_id', 'p.labor_code_exempt'])
    .where('e.id', '=', fpc.employee_id)
    .executeTakeFirstOrThrow();
  const timesheet = await trx.selectFrom('timesheets').selectAll().where('id', '=', fpc.final_timesheet_id!).executeTakeFirstOrThrow();
  const group = await trx.selectFrom('payroll_groups').selectAll().where('id', '=', timesheet.payroll_group_id).executeTakeFirstOrThrow();
  const summary = await trx
    .selectFrom('timesheet_summaries')
    .selectAll()
    .where('timesheet_id', '=', timesheet.id)
    .where('employee_id', '=', fpc.employee_id)
    .executeTakeFirst();
  const rate = await rateOnSeparation(trx, fpc);
  // the regular cut-off the final timesheet starts: a monthly rate pays it whole only when the timesheet runs to its end
  const regular = await trx
    .selectFrom('payroll_periods')
    .select(['cutoff_start', 'cutoff_end'])
    .where('payroll_group_id', '=', timesheet.payroll_group_id)
    .where('period_type', '=', 'regular')
    .where('cutoff_start', '<=', timesheet.cutoff_start)
    .where('cutoff_end', '>=', timesheet.cutoff_start)
    .executeTakeFirst();
  const basis = payBasis(
    {
      summary: summary ? summaryFacts(summary) : null,
      rate_type: rate.rate_type as 'monthly',
      basic_rate: centavos(rate.basic_rate),
      hire_date: employee.hire_date,
      // a final timesheet ending before its cut-off's end is paid by the day
      separation_date: regular && regular.cutoff_end! <= timesheet.cutoff_end ? null : timesheet.cutoff_end,
      labor_code_exempt: employee.labor_code_exempt,
    },
    {
      cutoff_start: regular?.cutoff_start ?? timesheet.cutoff_start,
      cutoff_end: regular?.cutoff_end ?? `${timesheet.cutoff_end.slice(0, 7)}-31`,
      days_per_year: String(group.days_per_year),
      hours_per_day: String(group.hours_per_day),
      special_day_no_work_no_pay: group.special_day_no_work_no_pay,
    },
  );
  const daily = rate.rate_type === 'hourly';
  const topRate = daily ? Math.round(centavos(rate.basic_rate) * Number(group.hours_per_day)) : centavos(rate.basic_rate);
  // the 13th month is the separation year's; the year to date is the pay date's year
  const year = Number(fpc.separation_date.slice(0, 4));
  const payDate = finalPayDate(fpc.separation_date, today);
  const payYear = Number(payDate.slice(0, 4));
  const [cy, cm] = timesheet.cutoff_end.split('-').map(Number);
  const month = await trx
    .selectFrom('payslips as s')
    .innerJoin('payroll_periods as pp', 'pp.id', 's.payroll_period_id')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<string>('s.contribution_compensation'), sql<string>`0`).as('compensation'),
      eb.fn.coalesce(eb.fn.sum<string>('s.basic_salary_earned'), sql<string>`0`).as('basic_pay'),
      ...(['sss_ee', 'sss_er', 'sss_ec', 'philhealth_ee', 'philhealth_er', 'pagibig_ee', 'pagibig_er'] as const).map((c) =>
        eb.fn.coalesce(eb.fn.sum<string>(`s.${c}`), sql<string>`0`).as(c),
      ),
    ])
    .where('s.employee_id', '=', fpc.employee_id)
    .where('s.status', '=', 'posted')
    .where('pp.contribution_year', '=', cy)
    .where('pp.contribution_month', '=', cm)
    .executeTakeFirstOrThrow();
  const ytd = await trx
    .selectFrom('ytd_balances')
    .select(['taxable_compensation', 'tax_withheld', 'other_benefits', 'statutory_contributions'])
    .where('employee_id', '=', fpc.employee_id)
    .where('company_id', '=', employee.company_id)
    .where('year', '=', payYear)
    .executeTakeFirst();
  const paid = await trx
    .selectFrom('payslip_lines as l')
    .innerJoin('payslips as s', 's.id', 'l.payslip_id')
    .innerJoin('payroll_periods as pp', 'pp.id', 's.payroll_period_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('l.amount'), sql<string>`0`).as('amount'))
    .where('s.employee_id', '=', fpc.employee_id)
    .where('s.status', '=', 'posted')
    .where('l.code', '=', 'THIRTEENTH_MONTH')
    .where('pp.year', '=', year)
    .executeTakeFirstOrThrow();
  const cause = fpc.separation_type === 'termination_authorized_cause' ? fpc.separation_cause : fpc.separation_type;
  const text = (v: unknown) => centavosText(toCentavos(String(v ?? 0)));
  return {
    hire_date: employee.hire_date,
    separation_date: fpc.separation_date,
    cause,
    rate_type: daily ? 'daily' : rate.rate_type,
    rate: centavosText(topRate),
    days_per_year: Number(group.days_per_year),
    frequency: group.pay_frequency,
    unused_convertible_leave_days: Number(fpc.unused_leave_days ?? 0),
    // the final pay is the month's last payment: it deducts what the month still owes
    contribution_policy: { split: 'second_cutoff', sss_base: group.sss_base, philhealth_daily_base: group.philhealth_daily_base },
    last_cutoff: {
      period_start: timesheet.cutoff_start,
      period_end: timesheet.cutoff_end,
      pay_date: payDate,
      cutoff_number: 1,
      cutoffs_in_month: 1,
      contribution_month: `${cy}-${pad(cm)}`,
      rate_type: basis.rateType,
      rate: centavosText(basis.rate),
      // a monthly rate paid by the day keeps its daily rate exact, as in the regular period
      ...(basis.monthlyRateByDay !== null ? { monthly_rate_by_day: centavosText(basis.monthlyRateByDay) } : {}),
      hours_per_day: Number(group.hours_per_day),
      minimum_wage_earner: rate.is_minimum_wage_earner,
      ...basis.time,
      hours: basis.hours,
      other_earnings: manual
        .filter((l) => l.component === 'other_earning')
        .map((l) => ({ code: 'OTHER_EARNING', label: String(l.description), amount: String(l.amount), kind: 'taxable' })),
      month_to_date: Object.fromEntries(Object.entries(month).map(([k, v]) => [k, text(v)])),
    },
    year_to_date: {
      taxable_compensation: text(ytd?.taxable_compensation),
      tax_withheld: text(ytd?.tax_withheld),
      non_taxable_benefits: text(ytd?.other_benefits),
      contributions: text(ytd?.statutory_contributions),
      thirteenth_month_paid: text(paid.amount),
    },
  };
}

/** Company loans still owed are deducted in full (DD-17); agency loans only through a manual line. */
async function loanLines(trx: Database, employeeId: number): Promise<Line[]> {
  const loans = await trx
    .selectFrom('loans as l')
    .innerJoin('loan_types as t', 't.id', 'l.loan_type_id')
    .select(['l.id', 'l.balance', 't.name'])
    .where('l.employee_id', '=', employeeId)
    .where('t.lender', '=', 'company')
    .where('l.status', 'in', ['active', 'on_hold', 'transferred_to_final_pay'])
    .where('l.balance', '>', sql<string>`0`)
    .orderBy('l.id')
    .execute();
  return loans.map((l) => ({
    component: 'loan_balance',
    description: `${l.name}: outstanding balance`,
    quantity: null,
    amount: centavos(l.balance),
    is_tax_exempt: false,
    exemption_basis: null,
    reference_id: Number(l.id),
  }));
}

export interface Totals {
  unpaid_salary: string;
  premiums: string;
  prorated_thirteenth_month: string;
  leave_conversion: string;
  separation_pay: string;
  retirement_pay: string;
  other_earnings: string;
  contributions: string;
  tax_adjustment: string;
  loan_deductions: string;
  other_deductions: string;
  net_final_pay: string;
}

/** The case's figures from all its lines: each component earned or deducted, net = earnings − deductions. */
export async function caseTotals(trx: Database, caseId: number, leavingOut = 0): Promise<Totals> {
  const lines = await trx
    .selectFrom('final_pay_lines')
    .select(['component', 'amount'])
    .where('final_pay_case_id', '=', caseId)
    .where('id', '!=', leavingOut)
    .execute();
  const sum = (...components: string[]) =>
    lines.filter((l) => components.includes(l.component)).reduce((total, l) => total + centavos(l.amount), 0);
  const net = lines.reduce((total, l) => total + (DEDUCTION_COMPONENTS.includes(l.component) ? -1 : 1) * centavos(l.amount), 0);
  return {
    unpaid_salary: centavosText(sum('unpaid_salary') - sum('time_deductions')),
    premiums: centavosText(sum('premiums', 'holiday_pay')),
    prorated_thirteenth_month: centavosText(sum('prorated_thirteenth_month')),
    leave_conversion: centavosText(sum('leave_conversion')),
    separation_pay: centavosText(sum('separation_pay')),
    retirement_pay: centavosText(sum('retirement_pay')),
    other_earnings: centavosText(sum('other_earning', 'cash_bond_refund')),
    contributions: centavosText(sum('contributions')),
    tax_adjustment: centavosText(sum('tax_payable') - sum('tax_refund')),
    loan_deductions: centavosText(sum('loan_balance')),
    other_deductions: centavosText(sum('accountability', 'other_deduction')),
    net_final_pay: centavosText(net),
  };
}

/**
 * Rebuilds the computed lines of a case from its closed final timesheet (manual lines kept) and
 * answers the case's new figures. The separation annualisation is the calculator's: its tax
 * adjustment is the case's tax_refund or tax_payable line.
 */
export async function computeFinalPay(trx: Database, caseId: number, cause: string | null, userId: number | null, today: string) {
  const fpc = await caseRow(trx, caseId);
  if (!fpc.final_timesheet_id || !['timesheet_closed', 'computed', 'approved'].includes(fpc.status)) {
    throw new ConflictError('Timekeeping has not closed the final timesheet yet; final pay is computed from its summary.');
  }
  if (fpc.separation_type === 'termination_authorized_cause') {
    const chosen = cause ?? fpc.separation_cause;
    if (!chosen) throw new ValidationError({ separation_cause: ['Choose the authorised cause: it decides the separation pay.'] });
    fpc.separation_cause = chosen;
  }
  const manual = await trx
    .selectFrom('final_pay_lines')
    .selectAll()
    .where('final_pay_case_id', '=', caseId)
    .where('is_manual', '=', true)
    .execute();
  const input = await calculatorInput(trx, fpc, manual, today);
  const payYear = String(input.last_cutoff.pay_date).slice(0, 4);
  if (!(SEPARATION_CAUSES as readonly string[]).includes(String(input.cause))) {
    throw new ValidationError({ separation_type: [`The separation type ${String(input.cause)} has no final-pay rule.`] });
  }
  let result;
  try {
    result = calculateFinalPay(input, await loadStatutoryTables(trx));
  } catch (error) {
    if (error instanceof InvalidInputError) {
      const problems = Object.entries(error.errors).map(([field, messages]) => `${field} ${messages.join(', ')}`);
      throw new ConflictError(`The final pay cannot be computed from the employee's records: ${problems.join('; ')}.`);
    }
    throw error;
  }
  const lines: Line[] = [];
  for (const l of result.lines) {
    if (l.kind === 'employer_share' || l.code === 'OTHER_EARNING') continue;
    const amount = toCentavos(l.amount);
    const component = componentOf(l.code, amount);
    if (!component || amount === 0) continue;
    const inputs = l.explanation.inputs;
    const quantity =
      typeof inputs.days === 'number' ? String(inputs.days) : typeof inputs.minutes === 'number' ? String(inputs.minutes) : null;
    const exempt = component === 'separation_pay' || component === 'retirement_pay';
    lines.push({
      component,
      description: l.label.slice(0, 200),
      quantity,
      amount: Math.abs(amount),
      is_tax_exempt: exempt,
      exemption_basis: exempt ? EXEMPTION[component as keyof typeof EXEMPTION] : null,
      reference_id: null,
    });
  }
  const refund = toCentavos(result.tax_refund);
  if (refund !== 0) {
    lines.push({
      component: refund > 0 ? 'tax_refund' : 'tax_payable',
      description:
        refund > 0
          ? `Tax refund: tax withheld in ${payYear} over the annual tax due ${result.annual_tax_due ?? ''} on the ${payYear} compensation`
          : `Tax payable: annual tax due ${result.annual_tax_due ?? ''} on the ${payYear} compensation over the tax withheld`,
      quantity: null,
      amount: Math.abs(refund),
      is_tax_exempt: false,
      exemption_basis: null,
      reference_id: null,
    });
  }
  lines.push(...(await loanLines(trx, Number(fpc.employee_id))));
  await trx.deleteFrom('final_pay_lines').where('final_pay_case_id', '=', caseId).where('is_manual', '=', false).execute();
  if (lines.length) {
    await trx
      .insertInto('final_pay_lines')
      .values(
        lines.map((l, i) => ({
          final_pay_case_id: caseId,
          employee_id: fpc.employee_id,
          component: l.component,
          description: l.description,
          quantity: l.quantity,
          amount: centavosText(l.amount),
          is_tax_exempt: l.is_tax_exempt,
          exemption_basis: l.exemption_basis,
          reference_id: l.reference_id,
          is_manual: false,
          sort_order: i,
          created_by: userId,
          updated_by: userId,
        })),
      )
      .execute();
  }
  return {
    ...(await caseTotals(trx, caseId)),
    separation_cause: fpc.separation_cause,
    years_of_service: result.years_of_service,
    computation: JSON.stringify({ input, result: { ...result, lines: undefined } }),
    computed_at: new Date(),
  };
}

/** Manual lines: only the components a payroll officer enters, only while the case is not approved. */
export function checkManualLine(status: string, component: unknown, problems: { add(field: string, message: string): void }): void {
  if (!['timesheet_closed', 'computed'].includes(status)) {
    throw new ConflictError(`This final pay case is ${status.replace(/_/g, ' ')}; its lines can be changed only before approval.`);
  }
  if (!(MANUAL_COMPONENTS as readonly string[]).includes(String(component))) {
    problems.add('component', 'Only accountabilities, other earnings, cash bond refunds and other deductions are entered by hand.');
  }
}

/** The employee of a final pay line: its case's. */
export const caseEmployee: EmployeeOf = async (line, trx) => {
  const fpc = await trx
    .selectFrom('final_pay_cases')
    .select('employee_id')
    .where('id', '=', Number(line.final_pay_case_id))
    .executeTakeFirst();
  return fpc?.employee_id ?? line.employee_id;
};
