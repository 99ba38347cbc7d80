import { toCentavos } from '../money';
import { defineResource } from './define';
import { employeeRef, RATE_TYPES } from './employees.resource';

/** Effective-dated pay rates; written by hiring and by applied movements, read everywhere else. */
export const employeeCompensationsResource = defineResource({
  name: 'employee-compensations',
  table: 'employee_compensations',
  label: 'Compensation history',
  textFields: ['effective_date', 'rate_type'],
  defaultSort: ['effective_date', 'DESC'],
  fields: {
    employee_id: employeeRef,
    effective_date: { kind: 'date', label: 'effective date', required: true, list: true, filter: true, sort: true },
    rate_type: { kind: 'choice', label: 'rate type', required: true, choices: RATE_TYPES, list: true, filter: true },
    basic_rate: { kind: 'money', label: 'basic rate', required: true, min: 0.01, list: true, sort: true },
    daily_rate: { kind: 'number', label: 'daily rate', readOnly: true, list: true },
    hourly_rate: { kind: 'number', label: 'hourly rate', readOnly: true, list: true },
    is_minimum_wage_earner: { kind: 'boolean', label: 'minimum wage earner', list: true, filter: true },
    statutory_minimum_daily_wage: { kind: 'money', label: 'statutory minimum daily wage' },
    wage_region: { kind: 'text', label: 'wage region', maxLength: 20 },
    remarks: { kind: 'text', label: 'remarks', maxLength: 255 },
  },
});

/** Default divisors until the employee's payroll group says otherwise (313 days: six-day week). */
export const DEFAULT_DAYS_PER_YEAR = 313;
export const DEFAULT_HOURS_PER_DAY = 8;

/**
 * Daily and hourly rates of a basic rate, as exact decimal strings (6 places),
 * computed in integer micro-pesos so no binary float touches the money.
 */
export function derivedRates(
  rateType: string,
  basicRate: string,
  daysPerYear = DEFAULT_DAYS_PER_YEAR,
  hoursPerDay = DEFAULT_HOURS_PER_DAY,
): { daily_rate: string; hourly_rate: string } {
  const centavos = BigInt(toCentavos(basicRate));
  const micro = centavos * 10_000n; // 1 peso = 1,000,000 micro-pesos
  const divide = (value: bigint, by: bigint) => (value * 2n + by) / (by * 2n); // half-up
  let daily: bigint;
  if (rateType === 'monthly') daily = divide(micro * 12n, BigInt(daysPerYear));
  else if (rateType === 'hourly') daily = micro * BigInt(hoursPerDay);
  else daily = micro;
  const hourly = rateType === 'hourly' ? micro : divide(daily, BigInt(hoursPerDay));
  return { daily_rate: fromMicro(daily), hourly_rate: fromMicro(hourly) };
}

function fromMicro(value: bigint): string {
  const whole = value / 1_000_000n;
  const fraction = (value % 1_000_000n).toString().padStart(6, '0');
  return `${whole}.${fraction}`;
}
