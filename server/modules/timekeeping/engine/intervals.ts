/**
 * Sets of minutes as sorted, disjoint half-open intervals [start, end). Worked time,
 * schedules, breaks and approved windows are combined with these operations instead of
 * minute by minute, so a day costs a few dozen operations whatever its length.
 */
import type { Minute } from './time';

export type Interval = readonly [start: Minute, end: Minute];
export type Span = readonly Interval[];

export const EMPTY: Span = [];

export function span(start: Minute, end: Minute): Span {
  return end > start ? [[start, end]] : EMPTY;
}

export function length(s: Span): number {
  let total = 0;
  for (const [a, b] of s) total += b - a;
  return total;
}

export function union(...spans: Span[]): Span {
  const all = spans.flat().sort((x, y) => x[0] - y[0]);
  const out: [Minute, Minute][] = [];
  for (const [a, b] of all) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

export function intersect(x: Span, y: Span): Span {
  const out: Interval[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const a = Math.max(x[i]![0], y[j]![0]);
    const b = Math.min(x[i]![1], y[j]![1]);
    if (b > a) out.push([a, b]);
    if (x[i]![1] < y[j]![1]) i++;
    else j++;
  }
  return out;
}

export function subtract(x: Span, y: Span): Span {
  let out: Interval[] = [...x];
  for (const [c, d] of y) {
    const next: Interval[] = [];
    for (const [a, b] of out) {
      if (d <= a || c >= b) next.push([a, b]);
      else {
        if (c > a) next.push([a, c]);
        if (d < b) next.push([d, b]);
      }
    }
    out = next;
  }
  return out;
}

/** The first `minutes` minutes of a span, in time order. */
export function firstMinutes(s: Span, minutes: number): Span {
  const out: Interval[] = [];
  let left = minutes;
  for (const [a, b] of s) {
    if (left <= 0) break;
    const take = Math.min(b - a, left);
    out.push([a, a + take]);
    left -= take;
  }
  return out;
}

/** The span without its last `minutes` minutes. */
export function withoutLastMinutes(s: Span, minutes: number): Span {
  return firstMinutes(s, Math.max(0, length(s) - minutes));
}

export function first(s: Span): Minute | null {
  return s.length ? s[0]![0] : null;
}

export function last(s: Span): Minute | null {
  return s.length ? s[s.length - 1]![1] : null;
}
