// Manila keeps UTC+8 all year (no daylight saving), so its wall clock is a fixed shift of UTC.
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The wall-clock time in Manila of an instant, as PostgreSQL reads a timestamp: "2026-11-25 21:32:05". */
export function manilaDateTime(instant: Date): string {
  return new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** The calendar date in Manila of an instant. */
export function manilaDate(instant: Date): string {
  return new Date(instant.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 10);
}
