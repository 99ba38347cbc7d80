/**
 * Labor Code premium multipliers (docs/statutory.md §5.2): multiples of the basic hourly rate,
 * night columns including the 10 % night shift differential. Covered portions follow §5.3:
 * a monthly salary already pays the days counted in its factor (a holiday or special day
 * falling on a workday), so only the excess over 100 % is paid for its first 8 hours; a
 * daily-paid employee is paid the full factor for any premium day actually worked.
 */
import type { DayType, DayTypePremiums, PremiumMatrix } from './types';

function premiums(
  day_type: DayType,
  code: string,
  label: string,
  is_rest_day: boolean,
  [first_8_hours_bp, first_8_hours_night_bp, overtime_bp, overtime_night_bp]: readonly [number, number, number, number],
  covered_monthly_rated_bp: number,
  covered_daily_rated_bp: number,
): DayTypePremiums {
  return {
    day_type,
    code,
    label,
    is_rest_day,
    first_8_hours_bp,
    first_8_hours_night_bp,
    overtime_bp,
    overtime_night_bp,
    covered_monthly_rated_bp,
    covered_daily_rated_bp,
  };
}

export const PREMIUM_MATRICES: readonly PremiumMatrix[] = [
  {
    id: 'LC-PREMIUMS',
    name: 'Labor Code premium, overtime, holiday and night differential multipliers',
    legal_basis:
      'Labor Code arts. 86, 87, 93, 94; Omnibus Rules Book III Rules I–IV; DOLE Handbook on Workers\u2019 Statutory Monetary Benefits (2024); NWPC factors for double holidays',
    // No change in these factors is recorded; the coverage start of undated versions is 2018-01-01.
    effective_from: '2018-01-01',
    effective_to: null,
    day_types: {
      ordinary: premiums('ordinary', 'ORD', 'Ordinary working day', false, [10_000, 11_000, 12_500, 13_750], 10_000, 10_000),
      rest_day: premiums('rest_day', 'RD', 'Rest day', true, [13_000, 14_300, 16_900, 18_590], 0, 0),
      special_holiday: premiums('special_holiday', 'SH', 'Special non-working day', false, [13_000, 14_300, 16_900, 18_590], 10_000, 0),
      special_holiday_rest_day: premiums(
        'special_holiday_rest_day',
        'SHRD',
        'Special non-working day on a rest day',
        true,
        [15_000, 16_500, 19_500, 21_450],
        0,
        0,
      ),
      regular_holiday: premiums('regular_holiday', 'RH', 'Regular holiday', false, [20_000, 22_000, 26_000, 28_600], 10_000, 0),
      regular_holiday_rest_day: premiums(
        'regular_holiday_rest_day',
        'RHRD',
        'Regular holiday on a rest day',
        true,
        [26_000, 28_600, 33_800, 37_180],
        0,
        0,
      ),
      double_holiday: premiums('double_holiday', 'DH', 'Double holiday', false, [30_000, 33_000, 39_000, 42_900], 10_000, 0),
      double_holiday_rest_day: premiums(
        'double_holiday_rest_day',
        'DHRD',
        'Double holiday on a rest day',
        true,
        [39_000, 42_900, 50_700, 55_770],
        0,
        0,
      ),
    },
  },
];
