/**
 * One employee's payslip for a regular period (docs/domain.md §14.4), from the inputs the
 * period gathered: the frozen timesheet summary, the rate in force, recurring entries,
 * payroll entries and loans. PURE: no I/O. Every statutory figure comes from the engine's
 * computePayslip; this module only translates the period's inputs into its parameters,
 * applies the company deductions with their deferral rule (§14.4 steps 10–12), and
 * names each line by its transaction type.
 */
import { centavosText, toCentavos } from '@core/money';
import {
  computePayslip,
  type ComputedLine,
  type CutoffPosition,
  type Explanation,
  type MonthToDate,
  type PayslipComputation,
  type StatutoryTables,
  type YearToDate,
} from '../engine';
import type { OtherEarning, OtherEarningKind } from '../engine/benefits';
import type { HoursByDayType, HoursWorked } from '../engine/premiums';
import type { DayType, DeMinimisKind, PayFrequency } from '../engine/statutory-tables/types';
import { ratio } from '../engine/money';

export interface TypeInfo {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly nature: string;
  readonly tax_treatment: string;
  readonly sss_basis: boolean;
  readonly thirteenth_month_basis: boolean;
  readonly deduction_priority: number | null;
}

export interface PeriodFacts {
  readonly id: number;
  readonly period_type: string;
  readonly cutoff_start: string;
  readonly cutoff_end: string;
  readonly pay_date: string;
  readonly contribution_month: string;
  readonly cycle_no: number;
  readonly first_of_month: boolean;
  readonly last_of_month: boolean;
  readonly position: CutoffPosition;
  readonly deduct_contributions: boolean;
  readonly deduct_loans: boolean;
  readonly year_end_adjustment: boolean;
  /** Regular periods of the year still to be paid after this one: a special period's tax projects them (§14.6). */
  readonly remaining_regular_periods: number;
  readonly frequency: PayFrequency;
  readonly days_per_year: string;
  readonly hours_per_day: string;
  readonly minimum_net_pay: number;
  readonly uses_timekeeping: boolean;
  readonly special_day_no_work_no_pay: boolean;
  readonly policies: { sss: string; philhealth: string; pagibig: string; sss_base: string; philhealth_daily_base: string };
}

export interface SummaryFacts {
  readonly days_scheduled: number;
  readonly days_worked: number;
  readonly paid_leave_days: number;
  readonly unpaid_leave_days: number;
  readonly absent_days: number;
  readonly suspended_days: number;
  readonly regular_holidays_paid: number;
  readonly additional_holiday_days: number;
  readonly special_holidays_unworked: number;
  readonly late_minutes: number;
  readonly undertime_minutes: number;
  readonly premium_minutes: Readonly<Record<string, number>>;
}

export interface RecurringFacts {
  readonly id: number;
  readonly type: TypeInfo;
  readonly amount: number;
  readonly frequency: string;
  readonly prorate: boolean;
}

export interface EntryFacts {
  readonly id: number;
  readonly type: TypeInfo;
  readonly amount: number;
  readonly quantity: number | null;
  readonly source_type: string;
}

export interface LoanFacts {
  readonly id: number;
  readonly type: TypeInfo;
  readonly loan_type: string;
  readonly lender: string;
  readonly priority: number;
  readonly balance: number;
  readonly amortization: number;
  readonly schedule: string;
}

export interface EmployeeFacts {
  readonly employee_id: number;
  readonly hire_date: string;
  readonly separation_date: string | null;
  readonly rate_type: 'monthly' | 'daily' | 'hourly';
  readonly basic_rate: number;
  readonly minimum_wage_earner: boolean;
  readonly statutory_minimum_daily_wage: number | null;
  readonly labor_code_exempt: boolean;
  readonly summary: SummaryFacts | null;
  readonly recurring: readonly RecurringFacts[];
  readonly entries: readonly EntryFacts[];
  readonly loans: readonly LoanFacts[];
  readonly month_to_date: MonthToDate;
  readonly year_to_date: YearToDate;
  /** Taxable compensation of the latest posted regular payslip (what a special period projects per remaining period). */
  readonly regular_taxable_per_period: number;
}

export type LineSection = 'earning' | 'deduction' | 'employer_share';

export interface BuiltLine {
  readonly type_code: string;
  readonly code: string;
  readonly description: string;
  readonly section: LineSection;
  readonly quantity: number | null;
  readonly unit: 'days' | 'hours' | 'minutes' | 'none';
  readonly amount: number;
  readonly source_type: string;
  readonly source_id: number | null;
  readonly loan_id: number | null;
  readonly loan_balance_before: number | null;
  readonly loan_balance_after: number | null;
  readonly is_deferred: boolean;
  readonly explanation: Explanation;
}

export interface BuiltPayslip {
  readonly computation: PayslipComputation;
  readonly lines: BuiltLine[];
  readonly rates: { daily: string; hourly: string };
  readonly loan_deductions: number;
  readonly other_deductions: number;
  readonly deferred_deductions: number;
  readonly total_deductions: number;
  readonly net_pay: number;
  readonly non_taxable_compensation: number;
  readonly thirteenth_month_basis: number;
  readonly other_benefits_added: number;
  readonly contribution_compensation: number;
  readonly basic_salary_earned: number;
}

/** Why an employee cannot be computed; listed on the run without stopping the others. */
export class PayslipInputError extends Error {}

const DAY_TYPES: Readonly<Record<string, DayType>> = {
  ORD: 'ordinary',
  RD: 'rest_day',
  SH: 'special_holiday',
  SHRD: 'special_holiday_rest_day',
  RH: 'regular_holiday',
  RHRD: 'regular_holiday_rest_day',
  DH: 'double_holiday',
  DHRD: 'double_holiday_rest_day',
};
const BUCKETS: Readonly<Record<string, keyof HoursWorked>> = {
  REG: 'regular_hours',
  ND: 'night_hours',
  OT: 'overtime_hours',
  OT_ND: 'overtime_night_hours',
};

/** Premium minutes per overtime-rate code (`RD_OT_ND`) as the engine's hours per day type. */
export function hoursByDayType(premiumMinutes: Readonly<Record<string, number>>): HoursByDayType {
  const hours: Partial<Record<DayType, HoursWorked>> = {};
  for (const [code, minutes] of Object.entries(premiumMinutes)) {
    const match = /^([A-Z]+?)_(REG|ND|OT|OT_ND)$/.exec(code);
    const dayType = match ? DAY_TYPES[match[1]] : undefined;
    if (!match || !dayType || !minutes) continue;
    const bucket = hours[dayType] ?? { regular_hours: 0, night_hours: 0, overtime_hours: 0, overtime_night_hours: 0 };
    hours[dayType] = { ...bucket, [BUCKETS[match[2]]]: bucket[BUCKETS[match[2]]] + minutes / 60 };
  }
  return hours;
}

const DE_MINIMIS_BY_CODE: Readonly<Record<string, DeMinimisKind>> = {
  RICE_SUBSIDY: 'rice_subsidy',
  LEAVE_CONVERSION_NT: 'monetized_leave',
  UNIFORM_ALLOWANCE: 'uniform_clothing_allowance',
  LAUNDRY_ALLOWANCE: 'laundry_allowance',
  MEDICAL_ALLOWANCE: 'medical_cash_allowance_dependents',
};

function earningKind(type: TypeInfo): { kind: OtherEarningKind; de_minimis_kind?: DeMinimisKind } {
  switch (type.tax_treatment) {
    case 'taxable':
      return { kind: 'taxable' };
    case 'taxable_exempt_for_mwe':
      return { kind: 'hazard_pay' };
    case 'de_minimis': {
      const kind = DE_MINIMIS_BY_CODE[type.code];
      // a de minimis type the ceilings do not name counts in the 90,000 pool instead
      return kind ? { kind: 'de_minimis', de_minimis_kind: kind } : { kind: 'other_benefits' };
    }
    case 'other_benefits':
      return { kind: 'other_benefits' };
    default:
      return { kind: 'non_taxable' };
  }
}

/** Whether a recurring entry or loan with this schedule falls in the period's cycle. */
function inCycle(schedule: string, period: PeriodFacts): boolean {
  if (schedule === 'first_cutoff') return period.first_of_month;
  if (schedule === 'second_cutoff' || schedule === 'monthly_last_period') return period.last_of_month;
  return true;
}

/** amount × days worked ÷ days scheduled, half-up to the centavo. */
function prorated(amount: number, worked: number, scheduled: number): number {
  if (scheduled <= 0) return 0;
  const w = Math.round(worked * 1000);
  const s = Math.round(scheduled * 1000);
  return Math.floor((amount * w * 2 + s) / (s * 2));
}

interface Deduction {
  readonly line: Omit<BuiltLine, 'is_deferred'>;
  /** Deferral order: deferred from the highest rank down (other deductions, then company loans, then agency loans). */
  readonly rank: number;
  readonly isLoan: boolean;
}

const ENGINE_CODE_TO_TYPE: Readonly<Record<string, string>> = {
  PAID_LEAVE: 'BASIC_PAY',
  TARDINESS: 'LATE',
  SPECIAL_DAY_NO_WORK_NO_PAY: 'SPECIAL_DAY_NWNP',
  TAX_REFUND: 'WITHHOLDING_TAX',
  // the final-pay calculator's unused leave: monetised leave, de minimis up to its ceiling (§14.9 step 3)
  LEAVE_CONVERSION: 'LEAVE_CONVERSION_NT',
};

/** The transaction type of an engine line. */
export function typeCodeOf(line: ComputedLine, rateType: string): string {
  const code = line.code;
  if (ENGINE_CODE_TO_TYPE[code]) return ENGINE_CODE_TO_TYPE[code];
  if (code === 'HOLIDAY_PAY') return rateType === 'monthly' ? 'ADDITIONAL_HOLIDAY_PAY' : 'HOLIDAY_PAY';
  if (code.endsWith('_NIGHT_DIFF')) return 'NIGHT_DIFFERENTIAL';
  if (code.endsWith('_OT')) return 'OVERTIME_PAY';
  if (code.endsWith('_PREMIUM')) return code === 'RD_PREMIUM' ? 'REST_DAY_PAY' : 'HOLIDAY_PREMIUM';
  return code;
}

export function quantityOf(line: ComputedLine): { quantity: number | null; unit: BuiltLine['unit'] } {
  const inputs = line.explanation.inputs as Record<string, unknown>;
  if (typeof inputs.days === 'number') return { quantity: inputs.days, unit: 'days' };
  if (typeof inputs.minutes === 'number') return { quantity: inputs.minutes, unit: 'minutes' };
  if (typeof inputs.hours === 'number') return { quantity: Math.round(inputs.hours * 10_000) / 10_000, unit: 'hours' };
  return { quantity: null, unit: 'none' };
}

export function sourceOf(line: ComputedLine, section: LineSection): string {
  if (section === 'employer_share' || /^(SSS|PHILHEALTH|PAGIBIG)_/.test(line.code)) return 'contribution';
  if (line.code === 'WITHHOLDING_TAX' || line.code === 'TAX_REFUND') return 'tax';
  if (line.code === 'BASIC_PAY') return 'basic';
  if (line.code === 'HOLIDAY_PAY') return 'holiday';
  if (/_(PREMIUM|OT|NIGHT_DIFF)$/.test(line.code)) return 'premium';
  return 'timesheet';
}

/** The employee's time for the engine: monthly-rated staff hired or separated inside the cut-off are paid by the day. */
export function payBasis(
  facts: Pick<EmployeeFacts, 'summary' | 'rate_type' | 'basic_rate' | 'hire_date' | 'separation_date' | 'labor_code_exempt'>,
  period: Pick<PeriodFacts, 'cutoff_start' | 'cutoff_end' | 'days_per_year' | 'hours_per_day' | 'special_day_no_work_no_pay'>,
) {
  const s = facts.summary;
  const partial =
    facts.rate_type === 'monthly' &&
    (facts.hire_date > period.cutoff_start || (facts.separation_date !== null && facts.separation_date < period.cutoff_end));
  let rateType: 'monthly' | 'daily' = facts.rate_type === 'monthly' && !partial ? 'monthly' : 'daily';
  let rate = facts.basic_rate;
  if (facts.rate_type === 'hourly') rate = Math.round(facts.basic_rate * Number(period.hours_per_day));
  if (partial) {
    rateType = 'daily';
    rate = Math.round((facts.basic_rate * 12) / Number(period.days_per_year));
  }
  const monthly = rateType === 'monthly';
  const time = {
    days_worked: s ? s.days_worked : 0,
    paid_leave_days: s && !monthly ? s.paid_leave_days : 0,
    absent_days: s && monthly ? s.absent_days + s.unpaid_leave_days + s.suspended_days : (s?.absent_days ?? 0),
    holiday_pay_days: s ? (monthly ? s.additional_holiday_days : s.regular_holidays_paid) : 0,
    unpaid_special_days: s && monthly && period.special_day_no_work_no_pay ? s.special_holidays_unworked : 0,
    late_minutes: s?.late_minutes ?? 0,
    undertime_minutes: s?.undertime_minutes ?? 0,
  };
  const hours = s && !facts.labor_code_exempt ? hoursByDayType(s.premium_minutes) : {};
  // the daily rate of a partial month stays unrounded in the engine (docs/statutory.md §0.2); `rate` is its display
  const monthlyRateByDay = partial ? facts.basic_rate : null;
  return { rateType, rate, monthlyRateByDay, time, hours, partial };
}

// A special period adds its basis lines to the month's base and deducts only the difference
// they cause (§14.5): the true-up of a month's last period, whatever the group's schedule.
const WHOLE_MONTH: CutoffPosition = { number: 1, of: 1 };
const DIFFERENCE_ONLY = { sss: 'second_cutoff', philhealth: 'second_cutoff', pagibig: 'second_cutoff' } as const;

function explanationOf(rule: string, legalBasis: string, inputs: Record<string, string | number | boolean | null>): Explanation {
  return { rule, legal_basis: legalBasis, table_version: null, inputs };
}

/**
 * A year-end tax collection is withholding: it is held back only after every other
 * deduction, and only in the part net pay cannot absorb, which posting carries to the
 * next regular period (docs/domain.md §14.4 step 12, §14.10).
 */
const TAX_ADJUSTMENT = 'TAX_ADJUSTMENT';

function splitTaxCollection(collection: Deduction, held: number): [Deduction, Deduction] {
  const { line } = collection;
  const part = (amount: number, rule: string): Deduction => ({
    ...collection,
    line: {
      ...line,
      amount,
      explanation: { ...line.explanation, rule, inputs: { ...line.explanation.inputs, collection: centavosText(line.amount) } },
    },
  });
  return [
    part(line.amount - held, 'the part of the year-end tax collection that net pay absorbs'),
    part(held, 'the rest of the year-end tax collection, carried to the next regular period'),
  ];
}

export function buildPayslip(
  facts: EmployeeFacts,
  period: PeriodFacts,
  tables: StatutoryTables,
  types: ReadonlyMap<string, TypeInfo>,
): BuiltPayslip {
  if (period.uses_timekeeping && !facts.summary) {
    throw new PayslipInputError('No timesheet summary: the linked timesheet does not include this employee.');
  }
  const special = period.period_type === 'special';
  if (facts.basic_rate <= 0 && !special) throw new PayslipInputError('No pay rate in force on the cut-off end.');
  const basis = payBasis(facts, period);

  const otherEarnings: OtherEarning[] = [];
  const earningSources: Array<{ source_type: string; source_id: number }> = [];
  const deductions: Deduction[] = [];
  const addEarning = (type: TypeInfo, amount: number, source_type: string, source_id: number, days: number | null = null) => {
    const earning = { code: type.code, label: type.name, amount, ...earningKind(type), in_contribution_base: type.sss_basis };
    // a benefit whose de minimis ceiling counts days (monetised leave) carries its days
    otherEarnings.push(days !== null && earning.de_minimis_kind === 'monetized_leave' ? { ...earning, days } : earning);
    earningSources.push({ source_type, source_id });
  };
  const addDeduction = (type: TypeInfo, amount: number, source_type: string, source_id: number, rule: string) => {
    deductions.push({
      rank: type.code === TAX_ADJUSTMENT ? 0 : 1000 + (type.deduction_priority ?? 500),
      isLoan: false,
      line: {
        type_code: type.code,
        code: type.code,
        description: type.name,
        section: 'deduction',
        quantity: null,
        unit: 'none',
        amount,
        source_type,
        source_id,
        loan_id: null,
        loan_balance_before: null,
        loan_balance_after: null,
        explanation: explanationOf(rule, 'Labor Code art. 113', { amount: centavosText(amount) }),
      },
    });
  };

  for (const r of facts.recurring) {
    if (!inCycle(r.frequency, period)) continue;
    const s = facts.summary;
    const amount = r.prorate && s ? prorated(r.amount, s.days_worked + s.paid_leave_days, s.days_scheduled) : r.amount;
    if (amount === 0) continue;
    if (r.type.nature === 'earning') addEarning(r.type, amount, 'recurring', r.id);
    else
      addDeduction(
        r.type,
        amount,
        'recurring',
        r.id,
        r.prorate ? 'recurring amount × days worked ÷ days scheduled' : 'recurring amount per period',
      );
  }
  for (const e of facts.entries) {
    const source = e.source_type === 'carry_over' ? 'carry_over' : 'entry';
    if (e.type.nature === 'earning') addEarning(e.type, e.amount, source, e.id, e.quantity);
    else addDeduction(e.type, e.amount, source, e.id, 'one-time deduction entered for the period');
  }
  if (period.deduct_loans) {
    for (const loan of facts.loans) {
      if (!inCycle(loan.schedule, period) || loan.balance <= 0) continue;
      const amount = Math.min(loan.amortization, loan.balance);
      deductions.push({
        rank: loan.lender === 'company' || loan.lender === 'third_party' ? 500 + loan.priority : loan.priority,
        isLoan: true,
        line: {
          type_code: loan.type.code,
          code: loan.type.code,
          description: loan.loan_type,
          section: 'deduction',
          quantity: null,
          unit: 'none',
          amount,
          source_type: 'loan',
          source_id: loan.id,
          loan_id: loan.id,
          loan_balance_before: loan.balance,
          loan_balance_after: loan.balance - amount,
          explanation: explanationOf('the smaller of the amortisation and the balance', 'Labor Code art. 113; domain.md §14.4 step 10', {
            amortization: centavosText(loan.amortization),
            balance_before: centavosText(loan.balance),
          }),
        },
      });
    }
  }

  const computation = computePayslip(
    {
      rate_type: basis.rateType,
      rate: basis.rate,
      monthly_rate_by_day: basis.monthlyRateByDay,
      days_per_year: ratio(Math.round(Number(period.days_per_year) * 100), 100),
      hours_per_day: ratio(Math.round(Number(period.hours_per_day) * 100), 100),
      minimum_wage_earner: facts.minimum_wage_earner,
      frequency: period.frequency,
      period_start: period.cutoff_start,
      period_end: period.cutoff_end,
      pay_date: period.pay_date,
      contribution_month: period.contribution_month,
      position: special ? WHOLE_MONTH : period.position,
      time: basis.time,
      hours: basis.hours,
      other_earnings: otherEarnings,
      other_deductions: [],
      deduct_contributions: period.deduct_contributions,
      policies: (special ? { ...period.policies, ...DIFFERENCE_ONLY } : period.policies) as never,
      month_to_date: facts.month_to_date,
      year_to_date: facts.year_to_date,
      year_end_adjustment: period.year_end_adjustment,
      regional_minimum_wage: facts.statutory_minimum_daily_wage,
      special_period: special
        ? { remaining_regular_periods: period.remaining_regular_periods, regular_taxable_per_period: facts.regular_taxable_per_period }
        : null,
    },
    tables,
  );

  // company deductions in priority order; deferred from the lowest priority while net pay is short
  const ordered = [...deductions].sort((a, b) => a.rank - b.rank);
  const deferred = new Set<Deduction>();
  let net = computation.net_pay - ordered.reduce((sum, d) => sum + d.line.amount, 0);
  for (let i = ordered.length - 1; i >= 0 && net < period.minimum_net_pay; i--) {
    // a negative entry (a year-end tax refund) adds to net pay: it is never held back
    if (ordered[i].line.amount < 0) continue;
    const shortfall = period.minimum_net_pay - net;
    if (ordered[i].line.type_code === TAX_ADJUSTMENT && shortfall < ordered[i].line.amount) {
      const [taken, held] = splitTaxCollection(ordered[i], shortfall);
      ordered.splice(i, 1, taken, held);
      deferred.add(held);
      net += shortfall;
      break;
    }
    deferred.add(ordered[i]);
    net += ordered[i].line.amount;
  }

  const lines: BuiltLine[] = [];
  let otherIndex = 0;
  const sections: Record<string, LineSection> = { earning: 'earning', deduction: 'deduction', employer_share: 'employer_share' };
  for (const line of computation.lines) {
    const section = sections[line.kind];
    const typeCode = typeCodeOf(line, basis.rateType === 'monthly' ? 'monthly' : 'daily');
    const other = otherEarnings.findIndex((e, i) => i >= otherIndex && e.code === line.code);
    const source = section === 'earning' && other >= 0 ? earningSources[other] : null;
    if (source) otherIndex = other + 1;
    lines.push({
      type_code: typeCode,
      code: line.code,
      description: line.label,
      section,
      ...quantityOf(line),
      amount: line.amount,
      source_type: source?.source_type ?? sourceOf(line, section),
      source_id: source?.source_id ?? null,
      loan_id: null,
      loan_balance_before: null,
      loan_balance_after: null,
      is_deferred: false,
      explanation: line.explanation,
    });
  }
  let loanDeductions = 0;
  let otherDeductions = 0;
  let deferredDeductions = 0;
  for (const d of ordered) {
    const isDeferred = deferred.has(d);
    lines.push({
      ...d.line,
      loan_balance_after: isDeferred ? d.line.loan_balance_before : d.line.loan_balance_after,
      is_deferred: isDeferred,
    });
    if (isDeferred) deferredDeductions += d.line.amount;
    else if (d.isLoan) loanDeductions += d.line.amount;
    else otherDeductions += d.line.amount;
  }

  // basic salary for the 13th month: the earnings whose transaction type says so (docs/domain.md §14.7)
  let thirteenth = 0;
  for (const l of lines) if (l.section === 'earning' && types.get(l.type_code)?.thirteenth_month_basis) thirteenth += l.amount;
  const nonTaxable = Math.max(0, computation.gross_pay - computation.taxable_compensation - computation.contributions.employee_total);
  const statutory = computation.contributions.employee_total + computation.withholding_tax;
  return {
    computation,
    lines,
    rates: { daily: computation.rates.display.daily_rate, hourly: computation.rates.display.hourly_rate },
    loan_deductions: loanDeductions,
    other_deductions: otherDeductions,
    deferred_deductions: deferredDeductions,
    total_deductions: statutory + loanDeductions + otherDeductions,
    net_pay: computation.gross_pay - statutory - loanDeductions - otherDeductions,
    non_taxable_compensation: nonTaxable,
    thirteenth_month_basis: thirteenth,
    other_benefits_added: computation.year_to_date.other_benefits - facts.year_to_date.other_benefits,
    contribution_compensation: computation.month_to_date.compensation - facts.month_to_date.compensation,
    basic_salary_earned: computation.month_to_date.basic_pay - facts.month_to_date.basic_pay,
  };
}

/** A decimal string from the database as centavos. */
export const centavos = (value: string | number | null | undefined): number =>
  value === null || value === undefined ? 0 : toCentavos(value);
