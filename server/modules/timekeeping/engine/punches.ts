/**
 * Punch pairing (docs/domain.md §14.1 step 3): the punches inside a shift's window become
 * time in, time out and the break, in the employee's favour only where the rules say so.
 */
import type { PlacedShift } from './calendar';
import type { ExceptionType, PunchType } from './types';
import type { Minute } from './time';

export interface Punch {
  at: Minute;
  type: PunchType;
  logsheet: boolean;
}

export interface PairedPunches {
  in: Minute | null;
  out: Minute | null;
  breakOut: Minute | null;
  breakIn: Minute | null;
  /** punches used, so that the next date does not take them again */
  used: Punch[];
  exceptions: ExceptionType[];
}

const NONE: PairedPunches = { in: null, out: null, breakOut: null, breakIn: null, used: [], exceptions: [] };

/** Punches a minute apart are one punch pressed twice. */
function withoutRepeats(punches: Punch[]): Punch[] {
  const out: Punch[] = [];
  for (const p of punches) if (!out.length || p.at - out[out.length - 1]!.at > 1) out.push(p);
  return out;
}

function fromDevice(punches: Punch[], shift: PlacedShift): PairedPunches {
  const list = withoutRepeats(punches);
  if (list.length === 0) return NONE;
  if (list.length === 1) {
    const only = list[0]!.at;
    const asIn = only - shift.start <= shift.end - only;
    return {
      ...NONE,
      in: asIn ? only : null,
      out: asIn ? null : only,
      used: punches,
      exceptions: [asIn ? 'missing_time_out' : 'missing_time_in'],
    };
  }
  const inAt = list[0]!.at;
  const outAt = list[list.length - 1]!.at;
  const middle = list.slice(1, -1);
  let breakOut: Minute | null = null;
  let breakIn: Minute | null = null;
  if (middle.length >= 2) {
    // the consecutive pair nearest the scheduled break
    const target = shift.breakStart ?? Math.floor((shift.start + shift.end) / 2);
    let best = 0;
    for (let i = 1; i < middle.length - 1; i++) {
      if (Math.abs(middle[i]!.at - target) < Math.abs(middle[best]!.at - target)) best = i;
    }
    breakOut = middle[best]!.at;
    breakIn = middle[best + 1]!.at;
  }
  const exceptions: ExceptionType[] = list.length % 2 === 1 ? ['odd_punches'] : [];
  return { in: inAt, out: outAt, breakOut, breakIn, used: punches, exceptions };
}

/**
 * Pairs the punches of one date. Approved log-sheet punches replace the device
 * punches of the same kind: a log-sheet time in replaces the first punch, and so on.
 */
export function pairPunches(all: readonly Punch[], shift: PlacedShift): PairedPunches {
  const inWindow = all.filter((p) => p.at >= shift.windowStart && p.at <= shift.windowEnd);
  if (inWindow.length === 0) return NONE;
  const device = fromDevice(
    inWindow.filter((p) => !p.logsheet),
    shift,
  );
  const declared = (type: PunchType) => inWindow.find((p) => p.logsheet && p.type === type)?.at;
  const paired: PairedPunches = {
    in: declared('in') ?? device.in,
    out: declared('out') ?? device.out,
    breakOut: declared('break_out') ?? device.breakOut,
    breakIn: declared('break_in') ?? device.breakIn,
    used: inWindow,
    exceptions: [],
  };
  if (paired.in === null && paired.out !== null) paired.exceptions.push('missing_time_in');
  if (paired.out === null && paired.in !== null) paired.exceptions.push('missing_time_out');
  if (paired.in !== null && paired.out !== null && paired.out <= paired.in) {
    return { ...paired, out: null, exceptions: ['missing_time_out'] };
  }
  if (device.exceptions.includes('odd_punches') && declared('in') === undefined && declared('out') === undefined) {
    paired.exceptions.push('odd_punches');
  }
  return paired;
}
