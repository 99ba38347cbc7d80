import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'kysely';
import { wireAmount } from '@core/money';
import type { ResourceDefinition } from '@core/resources/define';
import type { AnySelect } from '../db/database';

// The totals of every row a list's filters match, not only the page shown: the count,
// the sums of its money columns (and any number columns named), and the count per
// class of its filterable choice and yes/no columns. Reports and registers answer them
// at GET …/totals.

export const ListTotals = Type.Object({
  count: Type.Integer(),
  sums: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), {
    description: 'money sums as decimal strings, other sums as numbers',
  }),
  groups: Type.Record(Type.String(), Type.Array(Type.Object({ value: Type.Unknown(), count: Type.Integer() }))),
});

type Group = { value: unknown; count: number };

/** The totals of `filtered` (the list's query before paging), its columns read through `columnOf`. */
export async function listTotals(
  filtered: AnySelect,
  definition: ResourceDefinition,
  columnOf: (field: string) => string,
  alsoSummed: readonly string[] = [],
): Promise<Static<typeof ListTotals>> {
  const summed = [
    ...Object.entries(definition.fields)
      .filter(([, f]) => f.kind === 'money' && f.list)
      .map(([name]) => name),
    ...alsoSummed,
  ];
  const classes = Object.entries(definition.fields)
    .filter(([, f]) => (f.kind === 'choice' || f.kind === 'boolean') && f.filter && f.list)
    .map(([name]) => name);
  const all = filtered.clearSelect().clearOrderBy();
  const [[sums], ...counted] = await Promise.all([
    all
      .select([
        sql<number>`count(*)::int`.as('count'),
        ...summed.map((field) => sql<string>`coalesce(sum(${sql.ref(columnOf(field))}), 0)::text`.as(field)),
      ])
      .execute(),
    ...classes.map(
      (field) =>
        all
          .select([sql.ref(columnOf(field)).as('value'), sql<number>`count(*)::int`.as('count')])
          .groupBy(sql.ref(columnOf(field)))
          .orderBy(sql`count(*)`, 'desc')
          .execute() as Promise<Group[]>,
    ),
  ]);
  const groups = Object.fromEntries(classes.map((field, i) => [field, counted[i]]));
  const { count, ...totals } = sums as Record<string, unknown>;
  const sumOf = (field: string, value: unknown) => (definition.fields[field]?.kind === 'money' ? wireAmount(String(value)) : Number(value));
  return {
    count: Number(count),
    sums: Object.fromEntries(Object.entries(totals).map(([field, value]) => [field, sumOf(field, value)])),
    groups,
  };
}
