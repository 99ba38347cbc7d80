/**
 * Pay for hours worked on premium days, overtime and night hours (docs/statutory.md §5).
 * Hours come in four disjoint buckets per day type (as the timesheet stores them):
 * regular daytime, regular night, overtime daytime and overtime night. Each day type gives
 * up to four lines so that the payslip reads like §12 of the reference:
 *   first 8 hours      (regular + night hours) × hourly × (day factor − covered part)
 *   night differential  night hours × hourly × (night factor − day factor)
 *   overtime           (overtime + overtime night hours) × hourly × overtime factor
 *   overtime night diff overtime night hours × hourly × (overtime night factor − overtime factor)
 * so the night premium compounds on the rate of the hour, and each line is rounded once.
 */
import type { EarningItem } from './lines';
import { basisPoints, isZeroRatio, quantityRatio, ratio, roundedProduct, subRatio, type Ratio } from './money';
import type { PayRates } from './rates';
import type { DayType, DayTypePremiums, PremiumMatrix } from './statutory-tables/types';

export interface HoursWorked {
  /** Regular (first 8) hours outside 22:00–06:00. */
  readonly regular_hours: number;
  /** Regular (first 8) hours inside 22:00–06:00. */
  readonly night_hours: number;
  /** Overtime hours outside 22:00–06:00. */
  readonly overtime_hours: number;
  /** Overtime hours inside 22:00–06:00. */
  readonly overtime_night_hours: number;
}

export type HoursByDayType = Partial<Readonly<Record<DayType, HoursWorked>>>;

const PREMIUM_BASIS = 'Labor Code arts. 86, 87, 93, 94; ph-statutory §5.2–5.4';

/** Ratios and wording derived once per table row. */
interface PreparedDayType {
  readonly premiums: DayTypePremiums;
  readonly first8: Ratio;
  readonly nightIncrement: Ratio;
  readonly overtime: Ratio;
  readonly overtimeNightIncrement: Ratio;
  readonly coveredMonthly: Ratio;
  readonly coveredDaily: Ratio;
  readonly labels: { readonly first8: string; readonly night: string; readonly overtime: string; readonly overtimeNight: string };
}

const prepared = new WeakMap<DayTypePremiums, PreparedDayType>();

function prepare(p: DayTypePremiums): PreparedDayType {
  let cached = prepared.get(p);
  if (!cached) {
    const day = p.label.toLowerCase();
    cached = {
      premiums: p,
      first8: basisPoints(p.first_8_hours_bp),
      nightIncrement: basisPoints(p.first_8_hours_night_bp - p.first_8_hours_bp),
      overtime: basisPoints(p.overtime_bp),
      overtimeNightIncrement: basisPoints(p.overtime_night_bp - p.overtime_bp),
      coveredMonthly: basisPoints(p.covered_monthly_rated_bp),
      coveredDaily: basisPoints(p.covered_daily_rated_bp),
      labels: {
        first8: `${p.label}, first 8 hours`,
        night: `Night differential, ${day}`,
        overtime: p.day_type === 'ordinary' ? 'Overtime, ordinary day' : `Overtime, ${day}`,
        overtimeNight:
          p.day_type === 'ordinary' ? 'Night differential on overtime, ordinary day' : `Night differential on overtime, ${day}`,
      },
    };
    prepared.set(p, cached);
  }
  return cached;
}

/** Part of the first-8-hours factor already paid through basic pay for this employee. */
function coveredPart(d: PreparedDayType, rates: PayRates): Ratio {
  if (rates.rate_type === 'daily') return d.coveredDaily;
  if (d.premiums.is_rest_day && rates.rest_days_paid) return ratio(1);
  return d.coveredMonthly;
}

function premiumItem(
  code: string,
  label: string,
  amount: number,
  rule: string,
  version: string,
  inputs: EarningItem['explanation']['inputs'],
): EarningItem {
  return {
    kind: 'earning',
    code,
    label,
    amount,
    treatment: 'mwe_exempt',
    in_compensation: true,
    in_basic_salary: false,
    explanation: { rule, legal_basis: PREMIUM_BASIS, table_version: version, inputs },
  };
}

function bpToFactor(bp: number): number {
  return bp / 10_000;
}

export function premiumItems(hours: HoursByDayType, rates: PayRates, matrix: PremiumMatrix): EarningItem[] {
  const items: EarningItem[] = [];
  const hourly = rates.hourly;
  const hourlyRate = rates.display.hourly_rate;
  for (const dayType in hours) {
    const h = hours[dayType as DayType];
    if (!h) continue;
    const d = prepare(matrix.day_types[dayType as DayType]);
    const p = d.premiums;
    const code = p.code;

    const first8Hours = h.regular_hours + h.night_hours;
    if (first8Hours > 0) {
      const covered = coveredPart(d, rates);
      const payable = subRatio(d.first8, covered);
      if (!isZeroRatio(payable)) {
        items.push(
          premiumItem(
            `${code}_PREMIUM`,
            d.labels.first8,
            roundedProduct(1, hourly, quantityRatio(first8Hours), payable),
            covered.n === 0 ? 'hours × hourly rate × day factor' : 'hours × hourly rate × (day factor − part already paid by the salary)',
            matrix.id,
            {
              hours: first8Hours,
              hourly_rate: hourlyRate,
              day_factor: bpToFactor(p.first_8_hours_bp),
              covered_by_basic_pay: covered.n / covered.d,
            },
          ),
        );
      }
    }
    if (h.night_hours > 0) {
      items.push(
        premiumItem(
          `${code}_NIGHT_DIFF`,
          d.labels.night,
          roundedProduct(1, hourly, quantityRatio(h.night_hours), d.nightIncrement),
          'night hours × hourly rate × (night factor − day factor) = 10 % of the pay for those hours',
          matrix.id,
          {
            hours: h.night_hours,
            hourly_rate: hourlyRate,
            day_factor: bpToFactor(p.first_8_hours_bp),
            night_factor: bpToFactor(p.first_8_hours_night_bp),
          },
        ),
      );
    }
    const overtimeHours = h.overtime_hours + h.overtime_night_hours;
    if (overtimeHours > 0) {
      items.push(
        premiumItem(
          `${code}_OT`,
          d.labels.overtime,
          roundedProduct(1, hourly, quantityRatio(overtimeHours), d.overtime),
          'overtime hours × hourly rate × overtime factor',
          matrix.id,
          { hours: overtimeHours, hourly_rate: hourlyRate, overtime_factor: bpToFactor(p.overtime_bp) },
        ),
      );
    }
    if (h.overtime_night_hours > 0) {
      items.push(
        premiumItem(
          `${code}_OT_NIGHT_DIFF`,
          d.labels.overtimeNight,
          roundedProduct(1, hourly, quantityRatio(h.overtime_night_hours), d.overtimeNightIncrement),
          'overtime night hours × hourly rate × (overtime night factor − overtime factor) = 10 % of the overtime pay for those hours',
          matrix.id,
          {
            hours: h.overtime_night_hours,
            hourly_rate: hourlyRate,
            overtime_factor: bpToFactor(p.overtime_bp),
            overtime_night_factor: bpToFactor(p.overtime_night_bp),
          },
        ),
      );
    }
  }
  return items;
}
