/**
 * The agency upload files byte for byte from known figures: the employees of
 * docs/statutory.md's worked examples 1 and 4 (March 2025), their shares computed by the
 * engine's own functions for the 2025 tables, written by the one flat-file writer and
 * compared with the checked-in expected files (tests/unit/payroll/golden/).
 * UPDATE_GOLDEN=1 rewrites the expected files after a deliberate layout change.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { centavosText } from '../../../core/money';
import { PAGIBIG_SCHEDULES, PHILHEALTH_SCHEDULES, SSS_SCHEDULES } from '../../../server/modules/payroll/engine/statutory-tables';
import { pagibigContribution } from '../../../server/modules/payroll/engine/pagibig';
import { philhealthContribution } from '../../../server/modules/payroll/engine/philhealth';
import { sssContribution } from '../../../server/modules/payroll/engine/sss';
import { selectVersion } from '../../../server/modules/payroll/engine/versions';
import {
  writeAgencyFile,
  type ContributionRow,
  type FileHead,
  type LoanRow,
} from '../../../server/modules/payroll/remittances/agency-files';

const MONTH = '2025-03-01';
const head = (registration_no: string): FileHead => ({
  employer: {
    registration_no,
    registered_name: 'Sample Retail Corporation',
    registered_address: '100 Ayala Avenue, Makati City',
    zip_code: '1226',
    employer_type: 'private',
    tin: '009876543',
  },
  year: 2025,
  month: 3,
});

// Example 1 employees A (18,700.00) and B (27,300.00), example 4 (150,000.00); B hired in the month, C separated in it
const PEOPLE = [
  {
    last_name: 'Dela Cruz',
    first_name: 'Juan',
    middle_name: 'Perez',
    suffix: null,
    sss: '3412345678',
    ph: '010123456789',
    hdmf: '121234567890',
    birth_date: '1990-05-01',
    sex: 'male',
    hire_date: '2019-01-07',
    separation_date: null,
    compensation: 1_870_000,
    basic: 1_800_000,
  },
  {
    last_name: 'Santos',
    first_name: 'Maria',
    middle_name: 'Reyes',
    suffix: null,
    sss: '3487654321',
    ph: null,
    hdmf: '121298765432',
    birth_date: '1995-11-20',
    sex: 'female',
    hire_date: '2025-03-03',
    separation_date: null,
    compensation: 2_730_000,
    basic: 2_730_000,
  },
  {
    last_name: 'Garcia',
    first_name: 'Jose',
    middle_name: null,
    suffix: 'Jr.',
    sss: '3411112222',
    ph: '010111122223',
    hdmf: '121211112222',
    birth_date: '1980-02-14',
    sex: 'male',
    hire_date: '2010-06-01',
    separation_date: '2025-03-31',
    compensation: 15_000_000,
    basic: 15_000_000,
  },
];

function rowsOf(agency: 'sss' | 'philhealth' | 'pagibig'): ContributionRow[] {
  return PEOPLE.map((p) => {
    const base = { ...p, agency_number: agency === 'sss' ? p.sss : agency === 'philhealth' ? p.ph : p.hdmf };
    if (agency === 'sss') {
      const c = sssContribution(p.compensation, selectVersion(SSS_SCHEDULES, MONTH));
      return {
        ...base,
        base_amount: centavosText(p.compensation),
        ee: centavosText(c.ee_total),
        er: centavosText(c.er_total - c.er_ec),
        ec: centavosText(c.er_ec),
      };
    }
    if (agency === 'philhealth') {
      const c = philhealthContribution(p.basic, selectVersion(PHILHEALTH_SCHEDULES, MONTH));
      return { ...base, base_amount: centavosText(p.basic), ee: centavosText(c.ee), er: centavosText(c.er), ec: '0.00' };
    }
    const c = pagibigContribution(p.compensation, selectVersion(PAGIBIG_SCHEDULES, MONTH));
    return { ...base, base_amount: centavosText(p.compensation), ee: centavosText(c.ee), er: centavosText(c.er), ec: '0.00' };
  });
}

const LOANS: LoanRow[] = [
  {
    agency_number: '3412345678',
    last_name: 'Dela Cruz',
    first_name: 'Juan',
    middle_name: 'Perez',
    suffix: null,
    loan_type: 'SSS salary loan',
    loan_category: 'salary',
    reference_no: 'SSS-LN-1000',
    granted_date: '2024-09-02',
    amount: '916.67',
  },
  {
    agency_number: '3487654321',
    last_name: 'Santos',
    first_name: 'Maria',
    middle_name: 'Reyes',
    suffix: null,
    loan_type: 'SSS calamity loan',
    loan_category: 'calamity',
    reference_no: 'SSS-CL-2001',
    granted_date: '2025-01-15',
    amount: '1000.00',
  },
];

function expectGolden(name: string, content: Buffer) {
  const path = join(__dirname, 'golden', name);
  if (process.env.UPDATE_GOLDEN) writeFileSync(path, content);
  expect(existsSync(path), `${name} has no golden file (UPDATE_GOLDEN=1 writes it)`).toBe(true);
  expect(content.equals(readFileSync(path)), `${name} differs from its golden file`).toBe(true);
}

describe('agency upload files', () => {
  it('SSS contribution collection list (R-3 fields): example 1 and 4 shares, control total 12,240.00', () => {
    const file = writeAgencyFile('sss', 'contribution', head('0398765432'), rowsOf('sss'));
    // A 2,805.00 + B 4,155.00 + example 4's employee 1,750.00 + 3,530.00 = 12,240.00 (docs/statutory.md examples 1 and 4)
    expect(centavosText(file.control.total)).toBe('12240.00');
    expect(file.control.count).toBe(3);
    expectGolden('sss-r3-2025-03.txt', file.content);
  });

  it('PhilHealth RF-1 (EPRS CSV): the premium on the basic salary within floor and ceiling', () => {
    const file = writeAgencyFile('philhealth', 'contribution', head('200123456789'), rowsOf('philhealth'));
    // 900.00 + 1,365.00 + 5,000.00
    expect(centavosText(file.control.total)).toBe('7265.00');
    expectGolden('philhealth-rf1-2025-03.csv', file.content);
  });

  it('Pag-IBIG MCRF: 2 % of the fund salary capped at 10,000 for both shares', () => {
    const file = writeAgencyFile('pagibig', 'contribution', head('201234567890'), rowsOf('pagibig'));
    expect(centavosText(file.control.total)).toBe('1200.00');
    expectGolden('pagibig-mcrf-2025-03.csv', file.content);
  });

  it('SSS loan collection list', () => {
    const file = writeAgencyFile('sss', 'loan', head('0398765432'), LOANS);
    expect(centavosText(file.control.total)).toBe('1916.67');
    expectGolden('sss-loan-collection-2025-03.csv', file.content);
  });

  it('Pag-IBIG short-term loan list', () => {
    const file = writeAgencyFile(
      'pagibig',
      'loan',
      head('201234567890'),
      LOANS.map((l) => ({ ...l, agency_number: '121234567890', loan_type: 'Pag-IBIG multi-purpose loan', loan_category: 'multi_purpose' })),
    );
    expect(file.control.count).toBe(2);
    expectGolden('pagibig-stl-2025-03.csv', file.content);
  });
});
