/**
 * The final pay calculator (docs/statutory.md §7.2, Example 10; domain spec §14.9): the last
 * cut-off's salary, unused convertible leave at the daily rate, the pro-rated 13th
 * month, separation or retirement pay by cause, all paid through one payslip computed by
 * the engine with the separation annualisation (the tax due on the year to the
 * separation date less the tax already withheld: a refund when negative).
 */
import { centavosText, toCentavos } from '@core/money';
import { calculatePayslip, type PayslipLine } from './calculators';
import { computePayslip, type PayslipComputation } from './payslip';
import { parsePayslipRequest } from './validate';
import { quantityRatio, ratio, roundedProduct, type Centavos } from './money';
import { payForDays, payRates } from './rates';
import type { StatutoryTables } from './statutory-tables/types';
import { calculateThirteenthMonth } from './thirteenth-month-calculator';
import { FieldReader, InvalidInputError } from './validate';

export const SEPARATION_CAUSES = [
  'resignation',
  'termination_just_cause',
  'end_of_contract',
  'abandonment',
  'death',
  'redundancy',
  'labor_saving_devices',
  'retrenchment',
  'closure',
  'disease',
  'retirement',
] as const;
type Cause = (typeof SEPARATION_CAUSES)[number];

/** Months of pay per year of service, and the one-month floor, by cause (Labor Code arts. 298–299). */
const SEPARATION_PAY: Partial<Record<Cause, { perYear: number; basis: string }>> = {
  redundancy: { perYear: 1, basis: 'Labor Code art. 298 (redundancy): one month pay per year of service, at least one month' },
  labor_saving_devices: { perYear: 1, basis: 'Labor Code art. 298 (labour-saving devices): one month pay per year, at least one month' },
  retrenchment: { perYear: 0.5, basis: 'Labor Code art. 298 (retrenchment): half a month pay per year of service, at least one month' },
  closure: {
    perYear: 0.5,
    basis: 'Labor Code art. 298 (closure not due to serious losses): half a month pay per year, at least one month',
  },
  disease: { perYear: 0.5, basis: 'Labor Code art. 299 (disease): half a month pay per year of service, at least one month' },
};

type Json = Record<string, unknown>;

function monthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number);
  const [ty, tm, td] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export interface FinalPayResponse {
  lines: PayslipLine[];
  years_of_service: number;
  last_cutoff_salary: string;
  leave_conversion: string;
  thirteenth_month_pay: string;
  separation_pay: string;
  annual_tax_due: string | null;
  tax_refund: string;
  final_pay_net: string;
  release_deadline: string;
}

export function calculateFinalPay(input: unknown, tables: StatutoryTables): FinalPayResponse {
  return finalPay(input, tables).response;
}

/**
 * The final pay with the engine's exact payslip computation of it (centavos, lines with their
 * kinds): what a release writes as the final-pay period's payslip.
 */
export function finalPayComputation(input: unknown, tables: StatutoryTables): { response: FinalPayResponse; payslip: PayslipComputation } {
  const { response, request } = finalPay(input, tables);
  const { params } = parsePayslipRequest(request, tables);
  if (!params) throw new InvalidInputError({ last_cutoff: ['is not a valid payslip request'] });
  return { response, payslip: computePayslip(params, tables) };
}

function finalPay(input: unknown, tables: StatutoryTables): { response: FinalPayResponse; request: Json } {
  const r = new FieldReader();
  const body: Json = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Json) : {};
  const hire = r.date(body, 'hire_date', 'hire_date');
  const separation = r.date(body, 'separation_date', 'separation_date');
  if (hire && separation && separation < hire) r.add('separation_date', 'must not be before the hire date');
  const cause = r.oneOf(body, 'cause', 'cause', SEPARATION_CAUSES, { required: true });
  const rateType = r.oneOf(body, 'rate_type', 'rate_type', ['monthly', 'daily'] as const, { required: true });
  const rate = r.money(body, 'rate', 'rate', { required: true, positive: true });
  const daysPerYear = r.quantity(body, 'days_per_year', 'days_per_year', 400, { required: true, positive: true });
  if (daysPerYear !== undefined && daysPerYear < 200)
    r.add('days_per_year', 'must be at least 200 (the DOLE factors are 261, 313 and 365)');
  const leaveDays = r.quantity(body, 'unused_convertible_leave_days', 'unused_convertible_leave_days', 400) ?? 0;
  const lastCutoff = r.object(body, 'last_cutoff', 'last_cutoff');
  if (!lastCutoff) r.add('last_cutoff', 'is required');
  const ytd = r.object(body, 'year_to_date', 'year_to_date') ?? {};
  const ytdTaxable = r.money(ytd, 'taxable_compensation', 'year_to_date.taxable_compensation') ?? 0;
  const ytdWithheld = r.money(ytd, 'tax_withheld', 'year_to_date.tax_withheld') ?? 0;
  const ytdBenefits = r.money(ytd, 'non_taxable_benefits', 'year_to_date.non_taxable_benefits') ?? 0;
  r.money(ytd, 'contributions', 'year_to_date.contributions');
  const thirteenthPaid = r.money(ytd, 'thirteenth_month_paid', 'year_to_date.thirteenth_month_paid') ?? 0;
  if (!r.ok) throw new InvalidInputError(r.errors);

  const rates = payRates(rateType!, rate!, ratio(Math.round(daysPerYear! * 100), 100), ratio(8));
  const months = monthsBetween(hire!, separation!);
  // a fraction of at least six months counts as a whole year (Labor Code arts. 298–299, 302)
  const years = Math.floor(months / 12) + (months % 12 >= 6 ? 1 : 0);
  const monthlyPay: Centavos = rateType === 'monthly' ? rate! : roundedProduct(rate!, ratio(Math.round(daysPerYear! * 100), 1200));

  const thirteenth = calculateThirteenthMonth(
    {
      year: Number(separation!.slice(0, 4)),
      hire_date: hire,
      separation_date: separation,
      days_per_year: daysPerYear,
      salary_history: [{ effective_from: hire, rate_type: rateType, rate: centavosText(rate!) }],
      unpaid_absences: [],
      other_benefits_ytd: centavosText(ytdBenefits),
    },
    tables,
  );
  // pro-rated 13th month = basic earned to the separation date ÷ 12 minus the 13th month already paid in the year
  const thirteenthDue = Math.max(0, toCentavos(thirteenth.thirteenth_month_pay) - thirteenthPaid);
  const earnings: Json[] = [];
  const leave = leaveDays > 0 ? payForDays(rates, leaveDays) : 0;
  if (leave > 0) {
    earnings.push({
      code: 'LEAVE_CONVERSION',
      label: `Unused leave converted (${leaveDays} days × daily rate ${rates.display.daily_rate})`,
      amount: centavosText(leave),
      kind: 'de_minimis',
      de_minimis_kind: 'monetized_leave',
      days: leaveDays,
      in_contribution_base: false,
    });
  }
  if (thirteenthDue > 0) {
    earnings.push({
      code: 'THIRTEENTH_MONTH',
      label: '13th month pay, pro-rated to the separation date',
      amount: centavosText(thirteenthDue),
      kind: 'other_benefits',
      in_contribution_base: false,
    });
  }
  let separationPay = 0;
  const rule = SEPARATION_PAY[cause!];
  if (rule) {
    separationPay = Math.max(monthlyPay, roundedProduct(monthlyPay, quantityRatio(rule.perYear * years)));
    earnings.push({
      code: 'SEPARATION_PAY',
      label: `Separation pay (${rule.perYear === 1 ? 'one month' : 'half a month'} × ${years} years, at least one month)`,
      amount: centavosText(separationPay),
      kind: 'non_taxable',
      in_contribution_base: false,
    });
  } else if (cause === 'retirement' && years >= 5) {
    // RA 7641: 22.5 days per year (15 days + 1/12 of the 13th month + 5 days of SIL); age 60 is the caller's condition
    separationPay = roundedProduct(1, rates.daily, quantityRatio(22.5 * years));
    earnings.push({
      code: 'RETIREMENT_PAY',
      label: `Retirement pay (22.5 days × ${years} years)`,
      amount: centavosText(separationPay),
      kind: 'non_taxable',
      in_contribution_base: false,
    });
  }

  const cutoff = lastCutoff!;
  // the last cut-off may be paid by the day (a monthly-rated employee leaving inside a cut-off):
  // its daily rate is then the period engine's, monthly × 12 ÷ factor kept exact (monthly_rate_by_day)
  const cutoffRateType = cutoff.rate_type ?? rateType;
  const byDay = rateType === 'monthly' && cutoffRateType === 'daily';
  let payslip;
  let request: Json;
  try {
    request = {
      ...cutoff,
      rate_type: cutoffRateType,
      rate: byDay ? (cutoff.rate ?? centavosText(roundedProduct(1, rates.daily))) : (cutoff.rate ?? centavosText(rate!)),
      ...(byDay ? { monthly_rate_by_day: cutoff.monthly_rate_by_day ?? centavosText(rate!) } : {}),
      days_per_year: daysPerYear,
      frequency: body.frequency ?? cutoff.frequency,
      contribution_policy: body.contribution_policy ?? cutoff.contribution_policy,
      other_earnings: [...(Array.isArray(cutoff.other_earnings) ? cutoff.other_earnings : []), ...earnings],
      year_to_date: {
        taxable_compensation: centavosText(ytdTaxable),
        tax_withheld: centavosText(ytdWithheld),
        other_benefits: centavosText(ytdBenefits),
      },
      year_end_adjustment: true,
    };
    payslip = calculatePayslip(request, tables);
  } catch (error) {
    if (error instanceof InvalidInputError) {
      const top = new Set(['frequency', 'contribution_policy', 'rate_type', 'rate', 'days_per_year']);
      throw new InvalidInputError(
        Object.fromEntries(
          Object.entries(error.errors).map(([field, messages]) => [
            top.has(field.split('.')[0]) ? field : `last_cutoff.${field}`,
            messages,
          ]),
        ),
      );
    }
    throw error;
  }
  const extraCodes = new Set(earnings.map((e) => e.code));
  const cutoffSalary = payslip.lines
    .filter((l) => l.kind === 'earning' && !extraCodes.has(l.code))
    .reduce((sum, l) => sum + toCentavos(l.amount), 0);
  const taxLine = payslip.lines.find((l) => l.code === 'WITHHOLDING_TAX' || l.code === 'TAX_REFUND');
  const tax = toCentavos(payslip.withholding_tax);
  const annualDue = taxLine?.explanation.inputs.annual_tax_due;
  const response = {
    lines: payslip.lines,
    years_of_service: years,
    last_cutoff_salary: centavosText(cutoffSalary),
    leave_conversion: centavosText(leave),
    thirteenth_month_pay: centavosText(thirteenthDue),
    separation_pay: centavosText(separationPay),
    annual_tax_due: typeof annualDue === 'string' ? annualDue : null,
    tax_refund: centavosText(-tax),
    final_pay_net: payslip.net_pay,
    release_deadline: addDays(separation!, 30),
  };
  return { response, request };
}
