// Who earns how many leave days (docs/domain.md §6 leave_entitlement_rules), as whole
// thousandths of a day so that no binary float touches a balance. PURE.

export interface EntitlementRule {
  leave_type_id: number;
  employment_status: string | null;
  job_level: string | null;
  min_years_service: number;
  /** days, as the database gives them ("15.000") */
  credits_per_year: string | number;
  effective_from: string;
}

export interface EntitledEmployee {
  employment_status: string;
  job_level: string;
  hire_date: string;
}

/** Days as thousandths: "1.500" → 1500. */
export function toMilliDays(days: string | number): number {
  const [whole, fraction = ''] = String(days).trim().split('.');
  const sign = whole.startsWith('-') ? -1 : 1;
  return sign * (Math.abs(Number(whole)) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3)));
}

/** Thousandths as days: 1500 → "1.500". */
export function fromMilliDays(milli: number): string {
  const sign = milli < 0 ? '-' : '';
  const abs = Math.abs(milli);
  return `${sign}${Math.floor(abs / 1000)}.${String(abs % 1000).padStart(3, '0')}`;
}

/** Full years between two dates (YYYY-MM-DD). */
export function fullYearsBetween(from: string, to: string): number {
  const years = Number(to.slice(0, 4)) - Number(from.slice(0, 4));
  return to.slice(5) >= from.slice(5) ? years : years - 1;
}

/** The date `months` months after `date` (the month's last day when shorter). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/** The last day of a month. */
export function monthEnd(year: number, month: number): string {
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

const specificity = (rule: EntitlementRule) => Number(rule.employment_status !== null) + Number(rule.job_level !== null);

/**
 * The yearly credits of one leave type for an employee on a date, in thousandths, from
 * the most specific rule in force (most criteria, then the highest service bracket the
 * employee has reached, then the latest); null when no rule applies.
 */
export function yearlyCredits(rules: readonly EntitlementRule[], employee: EntitledEmployee, asOf: string): number | null {
  const years = fullYearsBetween(employee.hire_date, asOf);
  const applicable = rules.filter(
    (rule) =>
      rule.effective_from <= asOf &&
      (rule.employment_status === null || rule.employment_status === employee.employment_status) &&
      (rule.job_level === null || rule.job_level === employee.job_level) &&
      rule.min_years_service <= years,
  );
  applicable.sort(
    (a, b) =>
      specificity(b) - specificity(a) || b.min_years_service - a.min_years_service || b.effective_from.localeCompare(a.effective_from),
  );
  return applicable.length ? toMilliDays(applicable[0].credits_per_year) : null;
}

/** One month's accrual of yearly credits: a twelfth, December taking the remainder so the year adds up exactly. */
export function monthlyAccrual(yearlyMilli: number, month: number): number {
  const twelfth = Math.floor(yearlyMilli / 12);
  return month === 12 ? yearlyMilli - 11 * twelfth : twelfth;
}
