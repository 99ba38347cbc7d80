/**
 * Effective-dated table versions: which version is in force on a date, and whether the
 * versions of one table cover time without overlaps or gaps.
 * Dates are ISO `YYYY-MM-DD` strings, which compare correctly as strings.
 */

export interface TableVersion {
  /** Stable identifier shown in explanations, e.g. `SSS-2025`. */
  readonly id: string;
  readonly name: string;
  /** Issuance that sets the figures, e.g. `SSS Circular No. 2024-006`. */
  readonly legal_basis: string;
  readonly effective_from: string;
  /** Last day in force (inclusive); null = still in force. */
  readonly effective_to: string | null;
}

export class NoVersionInForceError extends Error {
  constructor(
    readonly table: string,
    readonly date: string,
  ) {
    super(`No ${table} version is in force on ${date}`);
    this.name = 'NoVersionInForceError';
  }
}

export function isInForce(version: TableVersion, date: string): boolean {
  return version.effective_from <= date && (version.effective_to === null || date <= version.effective_to);
}

/** The version in force on the date, or undefined. */
export function findVersion<T extends TableVersion>(versions: readonly T[], date: string): T | undefined {
  for (const v of versions) if (isInForce(v, date)) return v;
  return undefined;
}

/** The version in force on the date; throws NoVersionInForceError when there is none. */
export function selectVersion<T extends TableVersion>(versions: readonly T[], date: string, table = 'table'): T {
  const found = findVersion(versions, date);
  if (!found) throw new NoVersionInForceError(table, date);
  return found;
}

export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
}

export function previousDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d - 1)).toISOString().slice(0, 10);
}

function describe(v: TableVersion): string {
  return `${v.id} (${v.effective_from} to ${v.effective_to ?? 'open'})`;
}

/**
 * Checks that the versions of ONE table follow each other without overlap or gap:
 * sorted by effective_from, each version ends the day before the next begins, and only
 * the last may be open-ended. Returns null when continuous, otherwise one message naming
 * every problem (payroll staff see it when a new version is refused).
 */
export function checkVersionContinuity(versions: readonly TableVersion[]): string | null {
  const problems: string[] = [];
  for (const v of versions) {
    if (v.effective_to !== null && v.effective_to < v.effective_from) {
      problems.push(`${describe(v)} ends before it starts`);
    }
  }
  const sorted = [...versions].sort((a, b) => (a.effective_from < b.effective_from ? -1 : a.effective_from > b.effective_from ? 1 : 0));
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1]!;
    const next = sorted[i]!;
    if (prev.effective_to === null || prev.effective_to >= next.effective_from) {
      problems.push(`${describe(prev)} overlaps ${describe(next)}`);
    } else if (nextDay(prev.effective_to) !== next.effective_from) {
      problems.push(
        `gap between ${describe(prev)} and ${describe(next)}: no version is in force from ${nextDay(prev.effective_to)} to ${previousDay(next.effective_from)}`,
      );
    }
  }
  return problems.length === 0 ? null : `Table versions are not continuous: ${problems.join('; ')}.`;
}
