import type { Row } from './rows';
import type { FieldErrorCollector } from '../../../http/errors';
import { rowNumber } from './table-versions';

const pesos = (centavos: number) => (centavos / 100).toLocaleString('en-PH', { minimumFractionDigits: 2 });

/**
 * Rows ordered by range_from, starting at 0, the last open-ended. `maxGap` is the
 * largest step allowed between one row's upper bound and the next row's lower bound:
 * 1 centavo for agency brackets (contiguous), under a peso for the BIR tables, whose
 * printed rows leave sub-peso gaps or repeat the bound (docs/statutory.md §4.1).
 */
export function checkRanges(
  rows: Row[],
  indexes: number[],
  problems: FieldErrorCollector,
  { minGap, maxGap }: { minGap: number; maxGap: number },
): void {
  indexes.forEach((index, position) => {
    const row = rows[index];
    const from = rowNumber(row, 'range_from');
    const to = rowNumber(row, 'range_to');
    const last = position === indexes.length - 1;
    if (from === undefined) problems.add(`rows.${index}.range_from`, 'The range from is required.');
    if (position === 0 && from !== undefined && from !== 0) problems.add(`rows.${index}.range_from`, 'The first row must start at 0.00.');
    if (!last && to === undefined) problems.add(`rows.${index}.range_to`, 'Only the last row may be open-ended.');
    if (last && to !== undefined) problems.add(`rows.${index}.range_to`, 'The last row must be open-ended (leave range to blank).');
    if (from !== undefined && to !== undefined && to < from)
      problems.add(`rows.${index}.range_to`, 'The range to must not be below the range from.');
    if (position > 0) {
      const previousTo = rowNumber(rows[indexes[position - 1]], 'range_to');
      if (from !== undefined && previousTo !== undefined) {
        const step = from - previousTo;
        if (step < minGap)
          problems.add(`rows.${index}.range_from`, `This row overlaps the row before, which ends at ${pesos(previousTo)}.`);
        else if (step > maxGap)
          problems.add(
            `rows.${index}.range_from`,
            `There is a gap after ${pesos(previousTo)}: the row should start at ${pesos(previousTo + minGap)}.`,
          );
      }
    }
  });
}

export function requireColumns(rows: Row[], indexes: number[], columns: Array<[string, string]>, problems: FieldErrorCollector): void {
  for (const index of indexes) {
    for (const [column, label] of columns) {
      if (rowNumber(rows[index], column) === undefined) problems.add(`rows.${index}.${column}`, `The ${label} is required.`);
    }
  }
}
