/**
 * Names that a spreadsheet would run as formulas (CSV injection): an employee can propose
 * a middle name like =HYPERLINK("http://x","y") through a change request. Every file the
 * product writes with names (the bank file, each agency upload file, the BIR alphalist
 * .DAT) must write it as text: a CSV cell with a leading apostrophe, a fixed-width or .DAT
 * field without the leading formula characters. Amounts stay numbers, a negative one too.
 * The .xlsx exports write text as string cells, which no spreadsheet evaluates.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { buildSheet } from '../../../src/components/export/workbook';
import { toSpreadsheet } from '../../../server/shared/spreadsheet';
import { writeBankFile, type BankFileHead } from '../../../server/modules/payroll/bank-files/bank-file-layouts';
import { alphalistDat } from '../../../server/modules/payroll/bir/alphalist-dat';
import type { AlphalistRow } from '../../../server/modules/payroll/bir/annual';
import type { WithholdingAgent } from '../../../server/modules/payroll/bir/employer';
import { AGENCY_FILES, writeAgencyFile, type FileHead } from '../../../server/modules/payroll/remittances/agency-files';

/** The middle names of the attack; each begins with a character that starts a formula. */
const HOSTILE = ['=HYPERLINK("http://x","y")', '+1', '-2', '@SUM(1)', '\t=1+1', "=cmd|' /C calc'!A0"];
/** Whether a spreadsheet opening the cell would read a formula. */
const formulaLike = (cell: string) => /^[=+\-@\t\r\n]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);

const person = (middle_name: string, i: number) => ({
  last_name: i === 0 ? '=1+2' : 'Dela Cruz',
  first_name: i === 1 ? '@Juan' : 'Juan',
  middle_name,
  suffix: i === 2 ? '-Jr' : null,
});

/** The lines of a CSV file, as a spreadsheet reads them. */
const csvLines = (content: Buffer | string) => parse(content.toString(), { relax_column_count: true }) as string[][];
const csvCells = (content: Buffer | string) => csvLines(content).flat();

describe('names that look like formulas in the files the product writes', () => {
  it('the bank file writes each as text with a leading apostrophe, and a negative amount as a number', () => {
    const head: BankFileHead = {
      company_name: '=Sample Retail',
      bank_code: 'BDO',
      bank_name: 'BDO Unibank',
      company_account_no: '0012-3004-5678',
      company_code: '+SRC001',
      period_code: 'SM01-2026-03-1',
      pay_date: '2026-03-15',
      file_kind: 'regular',
      sequence_no: 1,
    };
    const rows = HOSTILE.map((middle, i) => ({
      ...person(middle, i),
      bank_account_no: `00123456789${i}`,
      employee_no: i === 3 ? '-E-0004' : `E-000${i}`,
      net_pay: i === 0 ? '-12.50' : '1000.00',
    }));
    const file = writeBankFile('generic_csv', head, rows);
    const cells = csvCells(file.content);
    expect(cells.filter(formulaLike)).toEqual([]);
    const lines = csvLines(file.content);
    const details = lines.filter((line) => line[0] === 'D');
    expect(details.map((line) => line[5])).toEqual([
      '\'=HYPERLINK("HTTP://X","Y")',
      "'+1",
      "'-2",
      "'@SUM(1)",
      "'=1+1",
      "'=CMD|' /C CALC'!A0",
    ]);
    expect(details[0][3]).toBe("'=1+2");
    expect(details[1][4]).toBe("'@JUAN");
    expect(details[3][2]).toBe("'-E-0004");
    expect(details[0][6]).toBe('-12.50');
    expect(lines[0][1]).toBe("'=SAMPLE RETAIL");
    expect(lines[0][3]).toBe("'+SRC001");
  });

  const head: FileHead = {
    employer: {
      registration_no: '0312345678',
      registered_name: '=Sample Retail Corporation',
      registered_address: '-100 Ayala Avenue',
      zip_code: '1226',
      employer_type: 'private',
      tin: '009876543',
    },
    year: 2025,
    month: 3,
  };
  const contributions = HOSTILE.map((middle, i) => ({
    ...person(middle, i),
    agency_number: `341234567${i}`,
    birth_date: '1990-05-01',
    sex: 'male',
    hire_date: '2019-01-07',
    separation_date: null,
    base_amount: '20000.00',
    ee: i === 0 ? '-100.00' : '900.00',
    er: '1000.00',
    ec: '10.00',
  }));
  const loans = HOSTILE.map((middle, i) => ({
    ...person(middle, i),
    agency_number: `341234567${i}`,
    loan_type: 'SSS salary loan',
    loan_category: i === 4 ? '=salary' : 'salary',
    reference_no: i === 5 ? '@LN-1' : 'SSS-LN-1000',
    granted_date: '2024-09-02',
    amount: i === 0 ? '-5.00' : '916.67',
  }));

  it.each(Object.keys(AGENCY_FILES).filter((key) => AGENCY_FILES[key].mime_type === 'text/csv'))(
    'the %s upload file writes no cell that a spreadsheet runs, its amounts as numbers',
    (key) => {
      const [agency, type] = key.split(':') as ['sss' | 'philhealth' | 'pagibig', 'contribution' | 'loan'];
      const file = writeAgencyFile(agency, type, head, type === 'loan' ? loans : contributions);
      const cells = csvCells(file.content);
      expect(cells.filter(formulaLike)).toEqual([]);
      expect(cells).toContain("'=SAMPLE RETAIL CORPORATION");
      expect(cells).toContain("'=1+2");
      expect(cells).toContain("'@JUAN");
      if (type === 'loan') expect(cells).toEqual(expect.arrayContaining(['-5.00', "'=", "'+", "'-", "'@"]));
      else expect(cells).toEqual(expect.arrayContaining(['\'=HYPERLINK("HTTP://X","Y")', "'+1", "'-2", "'@SUM(1)", "'=1+1"]));
    },
  );

  it('the fixed-width SSS R-3 file strips the leading formula characters from names and keeps its widths', () => {
    const file = writeAgencyFile('sss', 'contribution', head, contributions);
    const lines = file.content.toString().split('\r\n').slice(0, -1);
    expect(lines[0].slice(12, 52)).toBe('SAMPLE RETAIL CORPORATION'.padEnd(40));
    const details = lines.filter((line) => line.startsWith('20'));
    expect(details).toHaveLength(HOSTILE.length);
    // last name 20, first name 20, middle initial 1, after the record type (2) and the SS number (10)
    expect(details[0].slice(12, 32)).toBe('1+2'.padEnd(20));
    expect(details[1].slice(32, 52)).toBe('JUAN'.padEnd(20));
    // the middle initial of each hostile middle name is its formula character: left blank
    expect(details.map((line) => line[52])).toEqual([' ', ' ', ' ', ' ', ' ', ' ']);
    for (const line of details) expect(line.length).toBe(details[0].length);
  });

  it('the BIR alphalist .DAT strips them (its annex allows no apostrophe) and keeps amounts as numbers', () => {
    const agent = { tin: '009876543', branch_code: '0000', rdo_code: '050', name: '=Sample Retail', address: '+Makati', zip_code: '1226' };
    const rows = HOSTILE.map(
      (middle, i) =>
        ({
          ...person(middle, i),
          schedule: 1,
          sequence_no: i + 1,
          tin: '123456789',
          nationality: '@FILIPINO',
          employment_status: 'R',
          period_from: '2025-01-01',
          period_to: '2025-12-31',
          reason_of_separation: '',
          region: '',
          gross_compensation: i === 0 ? '-100.00' : '300000.00',
        }) as unknown as AlphalistRow,
    );
    const dat = alphalistDat(agent as WithholdingAgent, 2025, rows);
    const lines = dat
      .split('\r\n')
      .slice(0, -1)
      .map((line) => line.split(','));
    expect(lines.flat().filter(formulaLike)).toEqual([]);
    expect(lines[0].slice(4, 6)).toEqual(['SAMPLE RETAIL', 'MAKATI']);
    const details = lines.filter((line) => line[0] === 'D1');
    expect(details.map((line) => line[10])).toEqual(['HYPERLINK(HTTP//XY)', '1', '2', 'SUM(1)', '1+1', 'CMD| /C CALC!A0']);
    expect(details[1].slice(8, 12)).toEqual(['DELA CRUZ', 'JUAN', '1', 'FILIPINO']);
    expect(details[0][8]).toBe('1+2');
  });

  it('the .xlsx exports (reports on the server, lists in the console) write them as text cells, never formulas', async () => {
    const XLSX = await import('xlsx');
    const rows = HOSTILE.map((middle_name, i) => ({ middle_name, net_pay: i === 0 ? -12.5 : 1000 }));
    const columns = [
      { name: 'middle_name', label: 'Middle name' },
      { name: 'net_pay', label: 'Net pay' },
    ];
    const book = XLSX.read(await toSpreadsheet('Report', columns, rows), { cellFormula: true });
    const sheet = book.Sheets[book.SheetNames[0]];
    HOSTILE.forEach((middle, i) => {
      expect(sheet[`A${i + 2}`]).toMatchObject({ t: 's', v: middle });
      expect(sheet[`A${i + 2}`].f).toBeUndefined();
    });
    expect(sheet.B2).toMatchObject({ t: 'n', v: -12.5 });

    const list = await buildSheet(
      rows,
      [
        { source: 'middle_name', label: 'Middle name' },
        { source: 'net_pay', label: 'Net pay', kind: 'money' },
      ],
      { pause: async () => undefined },
    );
    HOSTILE.forEach((middle, i) => expect(list[`A${i + 2}`]).toEqual({ t: 's', v: middle }));
    expect(list.B2).toMatchObject({ t: 'n', v: -12.5 });
    const written = XLSX.read(XLSX.write({ SheetNames: ['List'], Sheets: { List: list } }, { type: 'buffer', bookType: 'xlsx' }), {
      cellFormula: true,
    }).Sheets.List;
    expect(written.A2.f).toBeUndefined();
    expect(written.A2.v).toBe(HOSTILE[0]);
  });
});
