/**
 * Night minutes and premium buckets (docs/domain.md §14.1 steps 8–9, docs/statutory.md §5.2, §5.4).
 * Every paid minute takes the holidays of the calendar date on which it is worked, so a
 * shift from 22:00 on 24 December has its hours after midnight in regular-holiday codes.
 */
import type { Span } from './intervals';
import { intersect, length, span, subtract } from './intervals';
import { calendarDateOf, MINUTES_PER_DAY, timeOfDay, type Minute } from './time';
import type { DayType, NightRuleInput } from './types';

const PREFIX: Record<DayType, string> = {
  ordinary: 'ORD',
  rest_day: 'RD',
  special_holiday: 'SH',
  special_holiday_rest_day: 'SHRD',
  regular_holiday: 'RH',
  regular_holiday_rest_day: 'RHRD',
  double_holiday: 'DH',
  double_holiday_rest_day: 'DHRD',
};

export const NIGHT_WINDOW_DEFAULT: NightRuleInput = { window_start: '22:00', window_end: '06:00' };

/** The night windows that touch [from, to). */
function nightWindows(rule: NightRuleInput, from: Minute, to: Minute): Span {
  const start = timeOfDay(rule.window_start);
  let end = timeOfDay(rule.window_end);
  if (end <= start) end += MINUTES_PER_DAY;
  const windows: [Minute, Minute][] = [];
  for (let day = Math.floor(from / MINUTES_PER_DAY) - 1; day <= Math.floor(to / MINUTES_PER_DAY); day++) {
    windows.push([day * MINUTES_PER_DAY + start, day * MINUTES_PER_DAY + end]);
  }
  return windows;
}

interface Piece {
  start: Minute;
  end: Minute;
  overtime: boolean;
  night: boolean;
}

/** Splits paid time at midnight and at the night window's edges. */
function pieces(paid: Span, overtime: boolean, night: Span): Piece[] {
  const out: Piece[] = [];
  for (const [a, b] of paid) {
    const cuts = new Set<Minute>([a, b]);
    for (let m = (Math.floor(a / MINUTES_PER_DAY) + 1) * MINUTES_PER_DAY; m < b; m += MINUTES_PER_DAY) cuts.add(m);
    for (const [c, d] of night) {
      if (c > a && c < b) cuts.add(c);
      if (d > a && d < b) cuts.add(d);
    }
    const points = [...cuts].sort((x, y) => x - y);
    for (let i = 0; i < points.length - 1; i++) {
      const start = points[i]!;
      const end = points[i + 1]!;
      out.push({ start, end, overtime, night: length(intersect(span(start, end), night)) > 0 });
    }
  }
  return out.sort((x, y) => x.start - y.start);
}

export interface PremiumResult {
  nightMinutes: number;
  nightByDate: Record<string, number>;
  buckets: Record<string, number>;
  hours: { regular: number; overtime: number; nd_regular: number; nd_overtime: number };
}

export interface PremiumInput {
  regular: Span;
  overtime: Span;
  /** unpaid breaks, kept out of night minutes when the rule deducts breaks */
  breaks: Span;
  rule: NightRuleInput;
  nightCovered: boolean;
  dayTypeOf: (calendarDate: string) => DayType;
}

const hoursOf = (minutes: number) => Math.round((minutes / 60) * 10_000) / 10_000;

export function premiums(input: PremiumInput): PremiumResult {
  const all = [...input.regular, ...input.overtime];
  const from = all.length ? Math.min(...all.map(([a]) => a)) : 0;
  const to = all.length ? Math.max(...all.map(([, b]) => b)) : 0;
  const night = input.nightCovered ? nightWindows(input.rule, from, to) : [];
  const regular = input.rule.deduct_breaks === false ? input.regular : subtract(input.regular, input.breaks);
  const list = [...pieces(regular, false, night), ...pieces(input.overtime, true, night)].sort((x, y) => x.start - y.start);

  let nightTotal = list.reduce((sum, p) => sum + (p.night ? p.end - p.start : 0), 0);
  const minimum = input.rule.minimum_minutes ?? 0;
  const rounding = input.rule.rounding_minutes ?? 0;
  let drop = nightTotal < minimum ? nightTotal : rounding > 0 ? nightTotal % rounding : 0;
  // night minutes given up by the minimum or the rounding are the day's last ones
  for (let i = list.length - 1; i >= 0 && drop > 0; i--) {
    const p = list[i]!;
    if (!p.night) continue;
    const minutes = p.end - p.start;
    if (minutes <= drop) {
      p.night = false;
      drop -= minutes;
    } else {
      list.splice(i + 1, 0, { start: p.end - drop, end: p.end, overtime: p.overtime, night: false });
      p.end -= drop;
      drop = 0;
    }
  }
  nightTotal = 0;

  const buckets: Record<string, number> = {};
  const nightByDate: Record<string, number> = {};
  const minutes = { regular: 0, overtime: 0, nd_regular: 0, nd_overtime: 0 };
  for (const p of list) {
    const m = p.end - p.start;
    const date = calendarDateOf(p.start);
    const suffix = p.overtime ? (p.night ? 'OT_ND' : 'OT') : p.night ? 'ND' : 'REG';
    const code = `${PREFIX[input.dayTypeOf(date)]}_${suffix}`;
    if (code !== 'ORD_REG') buckets[code] = (buckets[code] ?? 0) + m;
    if (p.night) {
      nightTotal += m;
      nightByDate[date] = (nightByDate[date] ?? 0) + m;
    }
    if (p.overtime) minutes[p.night ? 'nd_overtime' : 'overtime'] += m;
    else minutes[p.night ? 'nd_regular' : 'regular'] += m;
  }
  return {
    nightMinutes: nightTotal,
    nightByDate,
    buckets,
    hours: {
      regular: hoursOf(minutes.regular),
      overtime: hoursOf(minutes.overtime),
      nd_regular: hoursOf(minutes.nd_regular),
      nd_overtime: hoursOf(minutes.nd_overtime),
    },
  };
}
