import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineResource, reportColumn } from '@core/resources/define';
import { banksResource } from '@core/resources/banks.resource';
import type { MisnamedColumns, NotColumns } from '../../../server/http/resource-columns';

// The compile-time check of server/http/resource-columns.ts: these assertions are
// checked by `tsc` (the test run itself only confirms the definitions load).

const misspelt = defineResource({
  name: 'banks',
  table: 'banks',
  label: 'Banks',
  textFields: ['code'],
  defaultSort: ['code', 'ASC'],
  fields: {
    code: { kind: 'text', label: 'code' },
    brnach: { kind: 'text', label: 'branch' },
    branch_count: reportColumn('number', 'branches'),
  },
});

const noTable = defineResource({ ...misspelt, table: 'bankz' });

describe('resource columns', () => {
  it('finds every registered definition’s names among its table’s columns', () => {
    expectTypeOf<MisnamedColumns>().toEqualTypeOf<never>();
    expectTypeOf<NotColumns<typeof banksResource>>().toEqualTypeOf<never>();
    expect(banksResource.table).toBe('banks');
  });

  it('names a written field that is not a column, but not a read-only one', () => {
    expectTypeOf<NotColumns<typeof misspelt>>().toEqualTypeOf<'banks.brnach'>();
    expect(Object.keys(misspelt.fields)).toContain('brnach');
  });

  it('names a table the schema does not have', () => {
    expectTypeOf<NotColumns<typeof noTable>>().toEqualTypeOf<'bankz is not a table'>();
    expect(noTable.table).toBe('bankz');
  });
});
