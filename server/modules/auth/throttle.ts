import { HttpError } from '../../http/errors';
import { formatWait } from '@core/format';

// The one throttle of the guest calls (login, registration): the caller counts its attempts in
// the database (so every API process sees them) and this decides, from their times, whether one
// more is allowed; once `limit` fall inside the window, 429 with Retry-After: the seconds until
// enough of them have left it.

export interface ThrottleRule {
  limit: number;
  windowSeconds: number;
  /** what is counted, as the message says it: "login attempts" */
  what: string;
}

/** The start of the window that ends at `now`. */
export function windowStart(now: Date, rule: ThrottleRule): Date {
  return new Date(now.getTime() - rule.windowSeconds * 1000);
}

/** Loads the times of the attempts since the window's start and refuses with 429 once they reach the limit. */
export async function assertNotThrottled(
  now: Date,
  rule: ThrottleRule,
  attemptsSince: (start: Date) => Promise<ReadonlyArray<{ attempted_at: Date | string }>>,
): Promise<void> {
  const times = (await attemptsSince(windowStart(now, rule)))
    .map((attempt) => new Date(attempt.attempted_at).getTime())
    .sort((a, b) => a - b);
  if (times.length < rule.limit) return;
  // one more is allowed once all but limit - 1 of them have left the window
  const leaving = times[Math.max(0, times.length - rule.limit)] ?? now.getTime();
  const retryAfter = Math.max(1, Math.ceil((leaving + rule.windowSeconds * 1000 - now.getTime()) / 1000));
  throw new HttpError(429, `Too many ${rule.what}. Please try again in ${formatWait(retryAfter)}.`, {
    'Retry-After': String(retryAfter),
  });
}
