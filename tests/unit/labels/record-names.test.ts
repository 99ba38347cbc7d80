import { describe, expect, it } from 'vitest';
import { recordName } from '@core/resources/record-names';
import { writableResources } from '@core/resources/registry';

describe('record names', () => {
  it('name one record of every resource the console writes, in the singular', () => {
    const unnamed = [...new Set(writableResources().map(({ definition }) => definition.name))].filter(
      (name) => recordName(name) === 'Record',
    );
    expect(unnamed).toEqual([]);
    expect(recordName('employees')).toBe('Employee');
    expect(recordName('payroll-periods')).toBe('Payroll period');
  });
});
