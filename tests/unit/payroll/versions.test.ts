/** Effective-dated table versions: selection at each version change and continuity checks. */
import { describe, expect, it } from 'vitest';
import {
  calculateContributions,
  calculatePayslip,
  checkVersionContinuity,
  DEFAULT_STATUTORY_TABLES,
  NoVersionInForceError,
  selectVersion,
  type TableVersion,
} from '../../../server/modules/payroll/engine';

const version = (id: string, effective_from: string, effective_to: string | null): TableVersion => ({
  id,
  name: id,
  legal_basis: '',
  effective_from,
  effective_to,
});

describe('selectVersion at each version change of the default tables', () => {
  const t = DEFAULT_STATUTORY_TABLES;
  const cases: readonly [string, readonly TableVersion[], string, string, string, string][] = [
    ['SSS', t.sss, '2024-12-31', 'SSS-2023', '2025-01-01', 'SSS-2025'],
    ['PhilHealth', t.philhealth, '2023-12-31', 'PHIC-2023', '2024-01-01', 'PHIC-2024'],
    ['Pag-IBIG', t.pagibig, '2024-01-31', 'HDMF-MFS-5000', '2024-02-01', 'HDMF-MFS-10000'],
    ['withholding', t.withholding, '2022-12-31', 'BIR-WT-2018', '2023-01-01', 'BIR-WT-2023'],
    ['annual tax', t.annual_tax, '2022-12-31', 'BIR-ANNUAL-2018', '2023-01-01', 'BIR-ANNUAL-2023'],
    ['de minimis (RR 4-2025)', t.de_minimis, '2025-02-13', 'DM-RR-11-2018', '2025-02-14', 'DM-RR-4-2025'],
    ['de minimis (RR 29-2025)', t.de_minimis, '2026-01-05', 'DM-RR-4-2025', '2026-01-06', 'DM-RR-29-2025'],
  ];
  for (const [table, versions, lastDay, before, firstDay, after] of cases) {
    it(`${table}: ${before} to ${lastDay}, ${after} from ${firstDay}`, () => {
      expect(selectVersion(versions, lastDay).id).toBe(before);
      expect(selectVersion(versions, firstDay).id).toBe(after);
    });
  }

  it('throws a named error when no version is in force', () => {
    expect(() => selectVersion(t.sss, '2022-12-31', 'SSS schedule')).toThrow(NoVersionInForceError);
    expect(() => selectVersion(t.sss, '2022-12-31', 'SSS schedule')).toThrow('No SSS schedule version is in force on 2022-12-31');
  });

  it('contributions follow the contribution month, not the pay date', () => {
    const p = calculatePayslip({
      rate_type: 'monthly',
      rate: 25_000,
      days_per_year: 261,
      frequency: 'semi_monthly',
      period_start: '2024-12-16',
      period_end: '2024-12-31',
      pay_date: '2025-01-05',
      month_to_date: { compensation: 12_500, basic_pay: 12_500 },
    });
    expect(p.table_versions.sss).toBe('SSS-2023');
    expect(p.table_versions.withholding).toBe('BIR-WT-2023');
    expect(p.contributions.sss_ee).toBe('1125.00');
  });

  it('withholding follows the pay date', () => {
    const p = calculatePayslip({
      rate_type: 'monthly',
      rate: 40_000,
      days_per_year: 261,
      frequency: 'monthly',
      period_start: '2022-12-01',
      period_end: '2022-12-31',
      pay_date: '2023-01-05',
      deduct_contributions: false,
    });
    expect(p.table_versions.withholding).toBe('BIR-WT-2023');
    expect(p.withholding_tax).toBe('3208.40');
  });

  it('the Pag-IBIG maximum changes between January and February 2024', () => {
    expect(calculateContributions({ month: '2024-01', compensation: 30_000 }).pagibig).toEqual({
      fund_salary: '5000.00',
      ee: '100.00',
      er: '100.00',
    });
    expect(calculateContributions({ month: '2024-02', compensation: 30_000 }).pagibig).toEqual({
      fund_salary: '10000.00',
      ee: '200.00',
      er: '200.00',
    });
  });
});

describe('checkVersionContinuity', () => {
  it('accepts every table of the default set', () => {
    for (const [name, versions] of Object.entries(DEFAULT_STATUTORY_TABLES)) {
      expect(checkVersionContinuity(versions), name).toBeNull();
    }
  });

  it('accepts versions given in any order', () => {
    expect(checkVersionContinuity([version('B', '2025-01-01', null), version('A', '2023-01-01', '2024-12-31')])).toBeNull();
  });

  it('refuses overlapping versions', () => {
    const message = checkVersionContinuity([version('A', '2023-01-01', '2025-03-31'), version('B', '2025-01-01', null)]);
    expect(message).toBe('Table versions are not continuous: A (2023-01-01 to 2025-03-31) overlaps B (2025-01-01 to open).');
  });

  it('refuses an open-ended version followed by another', () => {
    expect(checkVersionContinuity([version('A', '2023-01-01', null), version('B', '2025-01-01', null)])).toContain(
      'A (2023-01-01 to open) overlaps B',
    );
  });

  it('refuses a gap and names the uncovered days', () => {
    const message = checkVersionContinuity([version('A', '2023-01-01', '2024-11-30'), version('B', '2025-01-01', null)]);
    expect(message).toBe(
      'Table versions are not continuous: gap between A (2023-01-01 to 2024-11-30) and B (2025-01-01 to open): no version is in force from 2024-12-01 to 2024-12-31.',
    );
  });

  it('refuses a version that ends before it starts, and reports every problem at once', () => {
    const message = checkVersionContinuity([
      version('A', '2023-01-01', '2022-01-01'),
      version('B', '2023-06-01', '2023-06-30'),
      version('C', '2023-08-01', null),
    ])!;
    expect(message).toContain('A (2023-01-01 to 2022-01-01) ends before it starts');
    expect(message).toContain('gap between B');
  });

  it('accepts a single version and an empty list', () => {
    expect(checkVersionContinuity([version('A', '2023-01-01', null)])).toBeNull();
    expect(checkVersionContinuity([])).toBeNull();
  });
});
