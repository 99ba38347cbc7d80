import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FieldKind, ResourceDefinition } from '@core/resources/define';
import { RESOURCE_REGISTRY } from '@core/resources/registry';
import { useTestApp } from './test-app';

// The resource definitions and the migrations are written apart: this test
// fails when a definition names a column its table does not have, or gives it a
// kind the column's type cannot hold.

const COMPATIBLE: Record<FieldKind, readonly string[]> = {
  text: ['text', 'character varying', 'character'],
  longtext: ['text', 'character varying'],
  email: ['text', 'character varying'],
  choice: ['text', 'character varying', 'character', 'smallint', 'integer'],
  number: ['integer', 'smallint', 'bigint', 'numeric'],
  money: ['numeric'],
  date: ['date'],
  time: ['time without time zone'],
  datetime: ['timestamp without time zone', 'timestamp with time zone'],
  boolean: ['boolean'],
  ref: ['integer', 'bigint'],
  refs: ['jsonb'],
};

const t = useTestApp();
let columns = new Map<string, string>();
let definitions: ResourceDefinition[] = [];

beforeAll(async () => {
  const { rows } = await sql<{ table_name: string; column_name: string; data_type: string }>`
    select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'`.execute(t.db);
  columns = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row.data_type]));
  definitions = RESOURCE_REGISTRY.map(({ definition }) => definition);
});

describe('resource definitions match the database', () => {
  it('finds the definitions', () => {
    expect(definitions.length).toBeGreaterThan(30);
  });

  it('every writable field is a column of its table with a compatible type; read-only fields that are columns too', () => {
    const problems: string[] = [];
    for (const definition of definitions) {
      if (![...columns.keys()].some((key) => key.startsWith(`${definition.table}.`))) {
        problems.push(`${definition.name}: no table ${definition.table}`);
        continue;
      }
      for (const [name, field] of Object.entries(definition.fields)) {
        const type = columns.get(`${definition.table}.${name}`);
        if (type === undefined) {
          // read-only fields may be computed by the query (counts, joined names)
          if (!field.readOnly) problems.push(`${definition.name}.${name}: no column ${definition.table}.${name}`);
          continue;
        }
        if (!COMPATIBLE[field.kind].includes(type)) problems.push(`${definition.name}.${name}: a ${field.kind} field on a ${type} column`);
      }
    }
    expect(problems).toEqual([]);
  });
});
