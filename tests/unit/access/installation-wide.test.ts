import { describe, expect, it } from 'vitest';
import { isInstallationWide, mayChangeResource, RESOURCE_REGISTRY, SYSTEM_ADMINISTRATOR_ROLE } from '@core/resources/registry';
import { OWNERSHIP, type TableName } from '../../../server/http/company-tables';

// Which settings are installation-wide is said once, on the registry entry; the console
// reads it to show them read-only. It must name exactly the tables the server treats as
// shared (server/http/company-tables.ts), or a screen would offer a change the server refuses.

describe('installation-wide settings', () => {
  it('are exactly the written resources whose table is shared by every company', () => {
    const written = RESOURCE_REGISTRY.filter(({ crud }) => Object.values(crud).includes('write'));
    const flagged = written.filter(({ definition }) => isInstallationWide(definition.name)).map(({ definition }) => definition.name);
    const shared = written
      .filter(({ definition }) => OWNERSHIP[definition.table as TableName] === 'shared')
      .map(({ definition }) => definition.name);
    expect(flagged.sort()).toEqual(shared.sort());
    expect(flagged.sort()).toEqual([
      'banks',
      'chart-of-accounts',
      'holidays',
      'loan-types',
      'overtime-rates',
      'transaction-classes',
      'transaction-types',
    ]);
  });

  it('include the government tables, served by their own routes', () => {
    expect(isInstallationWide('contribution-tables')).toBe(true);
    expect(isInstallationWide('tax-tables')).toBe(true);
    expect(OWNERSHIP.contribution_tables).toBe('shared');
    expect(OWNERSHIP.tax_tables).toBe('shared');
  });

  it('are changed by the system administrator alone; a company’s own records by its portal’s users', () => {
    expect(SYSTEM_ADMINISTRATOR_ROLE).toBe(7);
    for (const resource of ['banks', 'holidays', 'contribution-tables', 'tax-tables']) {
      expect(mayChangeResource(resource, 7), resource).toBe(true);
      for (const role of [1, 5, 6, undefined, '7']) expect(mayChangeResource(resource, role), `${resource} ${String(role)}`).toBe(false);
    }
    expect(mayChangeResource('positions', 4)).toBe(true);
    expect(mayChangeResource('payroll-groups', 6)).toBe(true);
  });
});
