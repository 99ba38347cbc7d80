import { sql, type CreateTableBuilder } from 'kysely';

// Shared column sets of the migrations. Frozen like the migrations themselves:
// change them only by adding a new helper.

/** id, created_at, updated_at, created_by, updated_by (docs/domain.md §0.4). */
export function withCommonColumns<T extends string>(table: CreateTableBuilder<T, never>) {
  return table
    .addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('created_by', 'bigint')
    .addColumn('updated_by', 'bigint');
}
