/**
 * The bank crediting file byte for byte from fixed figures: the generic CSV layout
 * (every bank's file until a bank's own layout is verified), written by the one
 * flat-file writer and compared with tests/unit/payroll/golden/. UPDATE_GOLDEN=1
 * rewrites the expected file after a deliberate layout change.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { centavosText } from '../../../core/money';
import { BANK_FILE_FORMATS } from '../../../core/resources/banks.resource';
import { writeBankFile, type BankFileHead, type BankFileRow } from '../../../server/modules/payroll/bank-files/bank-file-layouts';

const HEAD: BankFileHead = {
  company_name: 'Sample Retail Corporation',
  bank_code: 'BDO',
  bank_name: 'BDO Unibank',
  company_account_no: '0012-3004-5678',
  company_code: 'SRC001',
  period_code: 'SM01-2026-03-1',
  pay_date: '2026-03-15',
  file_kind: 'regular',
  sequence_no: 1,
};

const ROWS: BankFileRow[] = [
  {
    bank_account_no: '001234567890',
    employee_no: 'E-0001',
    last_name: 'Dela Cruz',
    first_name: 'Juan',
    middle_name: 'Perez',
    net_pay: '15234.50',
  },
  {
    bank_account_no: '0012-9876-5432',
    employee_no: 'E-0002',
    last_name: 'Santos',
    first_name: 'Maria, Jr.',
    middle_name: null,
    net_pay: '22000.00',
  },
  {
    bank_account_no: '001211112222',
    employee_no: 'E-0003',
    last_name: 'Garcia',
    first_name: 'Jose',
    middle_name: 'Lopez',
    net_pay: '0.05',
  },
];

function expectGolden(name: string, content: Buffer) {
  const path = join(__dirname, 'golden', name);
  if (process.env.UPDATE_GOLDEN) writeFileSync(path, content);
  expect(existsSync(path), `${name} has no golden file (UPDATE_GOLDEN=1 writes it)`).toBe(true);
  expect(content.equals(readFileSync(path)), `${name} differs from its golden file`).toBe(true);
}

describe('bank crediting files', () => {
  it('generic CSV: header, one line per credit, trailer with the count and control total 37,234.55', () => {
    const file = writeBankFile('generic_csv', HEAD, ROWS);
    expect(file.control).toEqual({ count: 3, total: 3_723_455 });
    expect(centavosText(file.control.total)).toBe('37234.55');
    expect(file.content.toString().split('\r\n').at(-2)).toBe('T,3,37234.55');
    expect(file.file_name).toBe('bdo-sm01-2026-03-1-regular-1.csv');
    expectGolden('bank-generic-2026-03-1.csv', file.content);
  });

  it('writes every bank format in the generic layout under the bank’s name, and says so', () => {
    for (const format of BANK_FILE_FORMATS) {
      const file = writeBankFile(format, HEAD, ROWS);
      expect(file.layout).toBe('generic_csv');
      expect(file.content.equals(writeBankFile('generic_csv', HEAD, ROWS).content)).toBe(true);
      if (format !== 'generic_csv') expect(file.note).toMatch(/not public.*generic CSV layout/);
    }
  });

  it('a supplementary file is marked S with its number, and an empty file still carries its trailer', () => {
    const file = writeBankFile('bpi', { ...HEAD, file_kind: 'supplementary', sequence_no: 2 }, []);
    const lines = file.content.toString().split('\r\n');
    expect(lines[0]).toBe('H,SAMPLE RETAIL CORPORATION,001230045678,SRC001,BDO UNIBANK,20260315,SM01-2026-03-1,S,2');
    expect(lines.at(-2)).toBe('T,0,0.00');
    expect(file.file_name).toBe('bdo-sm01-2026-03-1-supplementary-2.csv');
  });
});
