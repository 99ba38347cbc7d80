import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource } from '@core/resources/define';
import { ResourceList } from '../../../src/components/resource';
import { exportTableToSpreadsheet, TABLE_NOT_FOUND } from '../../../src/components/export';
import { fakeDataProvider, TestAdmin } from './harness';

// Records whether the page has loaded the spreadsheet library yet.
const xlsxLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('xlsx', async (importOriginal) => {
  xlsxLoads.count++;
  return importOriginal();
});

const downloads: { name: string; blob: Blob }[] = [];
beforeEach(() => {
  downloads.length = 0;
  let lastBlob: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return 'blob:export';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: lastBlob! });
  });
});
afterEach(() => vi.restoreAllMocks());

// The test reads files back with the library only after the export under test has loaded it.
async function readBack(blob: Blob) {
  const XLSX = await import('xlsx');
  const book = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array', cellNF: true });
  return { XLSX, book, sheet: book.Sheets[book.SheetNames[0]] };
}

const payslips = defineResource({
  name: 'payslips',
  table: 'payslips',
  label: 'Payroll register',
  textFields: ['employee_no'],
  defaultSort: ['employee_no', 'ASC'],
  fields: {
    employee_no: { kind: 'text', label: 'employee no.', list: true, search: true, sort: true },
    pay_date: { kind: 'date', label: 'pay date', list: true, filter: true, sort: true },
    status: {
      kind: 'choice',
      label: 'status',
      list: true,
      filter: true,
      choices: [
        { id: 'posted', name: 'Posted' },
        { id: 'draft', name: 'Draft' },
      ],
    },
    net_pay: { kind: 'money', label: 'net pay', list: true, sort: true },
    business_unit_id: { kind: 'ref', label: 'business unit', reference: 'business-units', list: true },
  },
});

const ROWS = Array.from({ length: 2600 }, (_, i) => ({
  id: i + 1,
  employee_no: `EMP-${String(i + 1).padStart(5, '0')}`,
  pay_date: i % 2 === 0 ? '2025-01-15' : '2025-01-31',
  status: i % 5 === 0 ? 'draft' : 'posted',
  net_pay: 15000 + (i % 100) + 0.5,
  business_unit_id: 1 + (i % 2),
}));

describe('list export', () => {
  it('writes every row matching the filters and sort, not only the page shown, with human headers, dates as dates and money with two decimals', async () => {
    const dataProvider = fakeDataProvider({
      payslips: ROWS,
      'business-units': [
        { id: 1, text: 'Head office' },
        { id: 2, text: 'Cebu' },
      ],
    });
    render(
      <TestAdmin dataProvider={dataProvider}>
        <ResourceList definition={payslips} />
      </TestAdmin>,
    );
    await screen.findByText('Showing 1 to 10 of 2600 entries');
    expect(xlsxLoads.count).toBe(0);

    await userEvent.click(screen.getAllByRole('combobox').find((c) => c.textContent?.includes('Select an option'))!);
    await userEvent.click(await screen.findByRole('option', { name: 'Posted' }));
    await screen.findByText('Showing 1 to 10 of 2080 entries', undefined, { timeout: 3000 });

    dataProvider.getList.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloads).toHaveLength(1), { timeout: 10_000 });
    expect(xlsxLoads.count).toBe(1);

    const pages = dataProvider.getList.mock.calls.filter(([resource]) => resource === 'payslips').map(([, params]) => params);
    expect(pages.map((p) => p.pagination)).toEqual([
      { page: 1, perPage: 1000 },
      { page: 2, perPage: 1000 },
      { page: 3, perPage: 1000 },
    ]);
    expect(pages.every((p) => p.filter?.status === 'posted' && p.sort?.field === 'employee_no')).toBe(true);

    const today = new Date();
    const stamp = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(downloads[0].name).toBe(`payroll-register-${stamp}.xlsx`);

    const { XLSX, book, sheet } = await readBack(downloads[0].blob);
    expect(book.SheetNames).toEqual(['Payroll register']);
    const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(table[0]).toEqual(['Employee no.', 'Pay date', 'Status', 'Net pay', 'Business unit']);
    expect(table).toHaveLength(2081);
    // the reader turns a date-formatted serial number into that date
    expect(table[1]).toEqual(['EMP-00002', new Date('2025-01-31T00:00:00.000Z'), 'Posted', 15001.5, 'Cebu']);
    expect(sheet.B2.z).toBe('yyyy-mm-dd');
    expect(sheet.B2.w ?? XLSX.SSF.format('yyyy-mm-dd', sheet.B2.v)).toBe('2025-01-31');
    expect(sheet.D2).toMatchObject({ t: 'n', v: 15001.5, z: '#,##0.00' });
    expect(XLSX.SSF.format(sheet.D2.z as string, sheet.D2.v)).toBe('15,001.50');
  });
});

describe('table export by id', () => {
  it('logs "Table with ID not found" and downloads nothing when no table has the id', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(await exportTableToSpreadsheet('missing', 'Sheet')).toBe(false);
    expect(log).toHaveBeenCalledWith(TABLE_NOT_FOUND);
    expect(TABLE_NOT_FOUND).toBe('Table with ID not found');
    expect(downloads).toHaveLength(0);
  });

  it('writes the rendered table to a sheet of the given name', async () => {
    render(
      <table id="summary">
        <thead>
          <tr>
            <th>Unit</th>
            <th>Headcount</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Head office</td>
            <td>12</td>
          </tr>
          <tr>
            <td>Cebu</td>
            <td>7</td>
          </tr>
        </tbody>
      </table>,
    );
    expect(await exportTableToSpreadsheet('summary', 'Headcount', 'headcount.xlsx')).toBe(true);
    expect(downloads[0].name).toBe('headcount.xlsx');
    const { XLSX, book, sheet } = await readBack(downloads[0].blob);
    expect(book.SheetNames).toEqual(['Headcount']);
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Unit', 'Headcount'],
      ['Head office', '12'],
      ['Cebu', '7'],
    ]);
  });
});
