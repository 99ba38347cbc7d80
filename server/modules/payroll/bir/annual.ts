import type { Certificate2316, PreviousEmployer2316 } from '@core/bir/form-2316';
import { centavosText, scaledInteger, toCentavos } from '@core/money';
import { roundedProduct, ratio } from '../engine/money';
import type { EmployeeCompensation } from './compensation';
import type { EmployeeIdentity } from './employees';

// The year's figures of one employee as BIR Form 2316 items (docs/statutory.md §9.2) and as
// a row of the 1604-C alphalist schedules (§9.4). PURE. The tax due is the posted
// annualisation's when there is one (then the certificate is final); otherwise the
// caller passes the annual table's figure on the year's taxable compensation.

const t = centavosText;

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/**
 * The year's 2316 of one employee. `provisionalTaxDue` is the annual table's tax on the
 * gross taxable compensation (item 23, previous employers included) when nothing is posted.
 */
export function certificate2316(
  year: number,
  e: EmployeeCompensation,
  who: EmployeeIdentity,
  provisionalTaxDue: number,
  previous: PreviousEmployer2316 | null = null,
): Certificate2316 {
  const b = e.taxable_boxes;
  const items: Record<string, number> = {
    '29': e.nt_mwe_basic,
    '30': e.nt_mwe_premium_boxes.mwe_holiday_pay,
    '31': e.nt_mwe_premium_boxes.mwe_overtime_pay,
    '32': e.nt_mwe_premium_boxes.mwe_night_differential,
    '33': e.nt_mwe_premium_boxes.mwe_hazard_pay,
    '34': e.nt_thirteenth_month_other_benefits,
    '35': e.nt_de_minimis,
    '36': e.nt_contributions,
    '37': e.nt_other,
    '39': b.basic_salary,
    '40': b.representation,
    '41': b.transportation,
    '42': b.cola,
    '43': b.fixed_housing_allowance,
    '44': b.other_taxable_regular,
    '45': b.commission,
    '46': b.profit_sharing,
    '47': b.fees,
    '48': b.thirteenth_month_and_other_benefits,
    '49': b.hazard_pay,
    '50': b.overtime_pay,
    '51': b.other_taxable_supplementary,
  };
  items['38'] = ['29', '30', '31', '32', '33', '34', '35', '36', '37'].reduce((s, k) => s + items[k], 0);
  items['52'] = ['39', '40', '41', '42', '43', '44', '45', '46', '47', '48', '49', '50', '51'].reduce((s, k) => s + items[k], 0);
  const final = e.annualised || e.final_pay;
  const taxDue = e.annual_tax_due ?? provisionalTaxDue;
  const previousTaxable = previous ? toCentavos(previous.taxable) : 0;
  const previousWithheld = previous ? toCentavos(previous.tax_withheld) : 0;
  Object.assign(items, {
    '19': items['38'] + items['52'],
    '20': items['38'],
    '21': items['52'],
    '22': previousTaxable,
    '23': items['52'] + previousTaxable,
    '24': taxDue,
    '25A': e.tax_withheld,
    '25B': previousWithheld,
    '26': e.tax_withheld + previousWithheld,
    '27': 0,
    '28': e.tax_withheld + previousWithheld,
  });
  // the stored daily rate has six decimals: the SMW per day is it to the centavo, half up
  const smwDay = e.is_mwe ? Math.round(scaledInteger(e.daily_rate, 6) / 10_000) : 0;
  const smwMonth = e.is_mwe ? roundedProduct(smwDay, toBp(e.days_per_year), ratio(1, 12)) : 0;
  const yearStart = `${year}-01-01`;
  const yearEnd = `${year}-12-31`;
  const separated = who.separation_date !== null && who.separation_date <= yearEnd;
  return {
    id: who.id,
    employee_id: who.id,
    year,
    employee_no: who.employee_no,
    tin: who.tin,
    last_name: who.last_name,
    first_name: who.first_name,
    middle_name: who.middle_name,
    employee_name: who.name,
    birth_date: who.birth_date,
    address: who.address,
    period_from: later(who.hire_date, yearStart),
    // a final pay released in the year after the separation: the year's certificate runs to its pay date
    period_to: !separated
      ? yearEnd
      : who.separation_date! < yearStart
        ? later(e.last_pay_date, yearStart)
        : earlier(who.separation_date!, yearEnd),
    is_mwe: e.is_mwe,
    smw_per_day: t(smwDay),
    smw_per_month: t(smwMonth),
    items: Object.fromEntries(Object.entries(items).map(([k, v]) => [k, t(v)])),
    gross_compensation: t(items['19']),
    total_non_taxable: t(items['38']),
    taxable_compensation: t(items['52']),
    tax_due: t(taxDue),
    tax_withheld: t(e.tax_withheld),
    year_end_adjustment: t(e.year_end_adjustment),
    // one employer for the whole year, compensation only, tax withheld equal to tax due after the
    // adjustment (§4.8; docs/domain.md's substituted_filing_eligible): an employee who left during the year
    // may have another employer before it ends, which this employer cannot certify, so files their own
    substituted_filing: final && previous === null && !separated && taxDue === e.tax_withheld,
    status: final ? 'final' : 'provisional',
    separated,
    previous_employer: previous,
    certificate_id: null,
  };
}

/** Days per year ("261", "313.000") as an exact engine ratio. */
function toBp(days: string) {
  return ratio(scaledInteger(days, 3), 1000);
}

/** One row of an alphalist schedule in the BIR column order (schedule 1: §9.4 columns 1 to 7j, then the totals). */
export interface AlphalistRow {
  id: number;
  schedule: 1 | 2;
  sequence_no: number;
  employee_id: number;
  tin: string;
  last_name: string;
  first_name: string;
  middle_name: string;
  nationality: string;
  employment_status: string;
  period_from: string;
  period_to: string;
  reason_of_separation: string;
  region: string;
  smw_per_day: string;
  smw_per_month: string;
  smw_per_year: string;
  factor: string;
  gross_compensation: string;
  mwe_basic: string;
  mwe_holiday_pay: string;
  mwe_overtime_pay: string;
  mwe_night_differential: string;
  mwe_hazard_pay: string;
  nt_thirteenth_month_other_benefits: string;
  nt_de_minimis: string;
  nt_contributions: string;
  nt_salaries_other: string;
  total_non_taxable: string;
  taxable_basic_salary: string;
  taxable_thirteenth_month_other_benefits: string;
  taxable_salaries_other: string;
  total_taxable_present: string;
  /** columns 8 to 12j: the previous employer(s) of the year, blank or 0 when none */
  previous_employer_tin: string;
  /** 9: not recorded (previous_employer_incomes keeps no employment status): blank */
  previous_employment_status: string;
  previous_period_from: string;
  previous_period_to: string;
  /** 11: not recorded: blank */
  previous_separation_reason: string;
  /** 12a = 12f + 12j */
  previous_gross: string;
  /** 12b */
  previous_thirteenth_month_other_benefits: string;
  /** 12c and 12d: not recorded apart from the other non-taxable pay (12e): 0 */
  previous_de_minimis: string;
  previous_contributions: string;
  /** 12e */
  previous_salaries_other: string;
  /** 12f */
  previous_non_taxable: string;
  /** 12g and 12h: not recorded apart: 0; the previous employer's taxable pay is in 12i */
  previous_taxable_basic_salary: string;
  previous_taxable_thirteenth_month_other_benefits: string;
  /** 12i */
  previous_taxable_salaries_other: string;
  /** 12j (item 22 of the 2316) */
  previous_taxable: string;
  total_taxable: string;
  tax_due: string;
  tax_withheld_previous: string;
  tax_withheld_present_jan_nov: string;
  year_end_adjustment: string;
  tax_withheld_as_adjusted: string;
  substituted_filing: boolean;
  status: string;
}

const STATUS_CODES: Readonly<Record<string, string>> = { regular: 'R', probationary: 'P', casual: 'C', contractual: 'CP', seasonal: 'S' };

export function alphalistRow(c: Certificate2316, who: EmployeeIdentity, sequence: number, days: string): AlphalistRow {
  const i = c.items;
  const sum = (...keys: string[]) => t(keys.reduce((s, k) => s + toCentavos(i[k]), 0));
  const p = c.previous_employer;
  const smwYear = c.is_mwe ? t(roundedProduct(toCentavos(c.smw_per_day), toBp(days))) : '0.00';
  return {
    id: c.employee_id,
    schedule: c.is_mwe ? 2 : 1,
    sequence_no: sequence,
    employee_id: c.employee_id,
    tin: c.tin,
    last_name: c.last_name,
    first_name: c.first_name,
    middle_name: c.middle_name,
    nationality: who.nationality && who.nationality.toLowerCase() !== 'filipino' ? who.nationality : '',
    employment_status: STATUS_CODES[who.employment_status] ?? 'R',
    period_from: c.period_from,
    period_to: c.period_to,
    reason_of_separation: c.separated ? 'T' : '',
    region: '',
    smw_per_day: c.smw_per_day,
    smw_per_month: c.smw_per_month,
    smw_per_year: smwYear,
    factor: c.is_mwe ? days.replace(/\.0+$/, '') : '0',
    gross_compensation: c.gross_compensation,
    mwe_basic: i['29'],
    mwe_holiday_pay: i['30'],
    mwe_overtime_pay: i['31'],
    mwe_night_differential: i['32'],
    mwe_hazard_pay: i['33'],
    nt_thirteenth_month_other_benefits: i['34'],
    nt_de_minimis: i['35'],
    nt_contributions: i['36'],
    // schedule 1 has no MWE columns: exempt pay of months paid as an MWE joins 7e
    nt_salaries_other: c.is_mwe ? i['37'] : sum('37', '29', '30', '31', '32', '33'),
    total_non_taxable: i['38'],
    taxable_basic_salary: i['39'],
    taxable_thirteenth_month_other_benefits: i['48'],
    taxable_salaries_other: sum('40', '41', '42', '43', '44', '45', '46', '47', '49', '50', '51'),
    total_taxable_present: i['52'],
    previous_employer_tin: p?.tin ?? '',
    previous_employment_status: '',
    previous_period_from: p?.period_from ?? '',
    previous_period_to: p?.period_to ?? '',
    previous_separation_reason: '',
    previous_gross: p ? t(toCentavos(p.non_taxable) + toCentavos(p.taxable)) : '0.00',
    // a certificate stored before the split was recorded holds the non-taxable total only: it shows in 12e
    previous_thirteenth_month_other_benefits: p?.thirteenth_month_and_other_benefits ?? '0.00',
    previous_de_minimis: '0.00',
    previous_contributions: '0.00',
    previous_salaries_other: p ? (p.other_non_taxable ?? p.non_taxable) : '0.00',
    previous_non_taxable: p?.non_taxable ?? '0.00',
    previous_taxable_basic_salary: '0.00',
    previous_taxable_thirteenth_month_other_benefits: '0.00',
    previous_taxable_salaries_other: p?.taxable ?? '0.00',
    previous_taxable: i['22'],
    total_taxable: i['23'],
    tax_due: c.tax_due,
    tax_withheld_previous: i['25B'],
    tax_withheld_present_jan_nov: t(toCentavos(c.tax_withheld) - toCentavos(c.year_end_adjustment)),
    year_end_adjustment: c.year_end_adjustment,
    // the present employer's: what its 1601-C returns remitted (the previous employer's is column tax_withheld_previous)
    tax_withheld_as_adjusted: i['25A'],
    substituted_filing: c.substituted_filing,
    status: c.status,
  };
}
