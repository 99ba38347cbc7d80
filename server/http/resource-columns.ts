import type { ResourceDefinition, WrittenFieldNames } from '@core/resources/define';
import type { RegisteredDefinition } from '@core/resources/registry';
import type { DB } from '../db/schema';

// The resource definitions (core, which knows nothing of the server) name their table and
// its columns as strings. Here the type check holds every registered definition to the
// generated schema: its table is a table of DB, and every field it writes, every field of
// its text label and its default sort is a column of that table, unless the definition
// marks it read-only (a count or a joined name its query computes). A misspelt column
// fails `tsc`, not only the drift test (tests/api/resource-drift.test.ts), which also
// checks each column's type against the field's kind.

/** A table of the database. */
export type TableName = keyof DB & string;

/** A definition whose table is a table of the database, as every registered one is (checked below). */
export type TableDefinition = ResourceDefinition & { readonly table: TableName };

type ReadOnlyNames<Fields> = Exclude<keyof Fields & string, WrittenFieldNames<Fields>>;

/** The names definition D uses as columns of its table. */
type ColumnNames<D> = D extends { fields: infer F; textFields: readonly (infer Text)[]; defaultSort: readonly [infer Sort, unknown] }
  ? Exclude<WrittenFieldNames<F> | (Text & string) | (Sort & string), ReadOnlyNames<F>>
  : never;

/** `table.column` for each name of definition D that is not a column of its table. */
export type NotColumns<D> = D extends { table: infer T extends string }
  ? T extends TableName
    ? `${T}.${Exclude<ColumnNames<D>, keyof DB[T]>}`
    : `${T} is not a table`
  : never;

/** Never, unless a registered definition names a column its table lacks (then the offending `table.column`s). */
export type MisnamedColumns = NotColumns<RegisteredDefinition>;

/** Compiles only while MisnamedColumns is never; the error names the misspelt columns. */
type MustBeNever<T extends never> = T;
export type ResourceColumnsChecked = MustBeNever<MisnamedColumns>;
