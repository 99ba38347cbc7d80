import { toCentavos } from '@core/money';

// The BIR read models are computed in code, then sorted and paged like a list: money
// strings compare as amounts, ties go by id.

export function sortRows<T extends { id: number | string }>(rows: readonly T[], [field, order]: [string, 'ASC' | 'DESC']): T[] {
  const key = (row: T) => {
    const v = (row as Record<string, unknown>)[field];
    return typeof v === 'string' && /^-?\d+\.\d{2}$/.test(v) ? toCentavos(v) : v;
  };
  const sign = order === 'ASC' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = key(a) as string | number;
    const y = key(b) as string | number;
    if (x === y) return String(a.id) < String(b.id) ? -sign : sign;
    return (x < y ? -1 : 1) * sign;
  });
}
