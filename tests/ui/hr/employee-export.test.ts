import { describe, expect, it } from 'vitest';
import { buildSheet } from '../../../src/components/export/workbook';
import { employeeExportColumns } from '../../../src/resources/employees/employeeExport';

// The employee list's spreadsheet carries the middle name and the four government numbers.
describe('employee list export', () => {
  it('has the middle name after the first name and the government numbers with clear headers, as printed', async () => {
    const columns = employeeExportColumns();
    const row = {
      id: 1,
      employee_no: 'EMP-00001',
      last_name: 'Dela Cruz',
      first_name: 'Juan',
      middle_name: 'Protacio',
      tin: '123456789000',
      sss_no: '3412345678',
      philhealth_no: '123456789012',
      pagibig_no: '001234567890',
      employment_status: 'regular',
    };
    const sheet = await buildSheet(
      [row],
      columns.map((c) => (c.reference ? { ...c, reference: undefined, value: () => '' } : c)),
    );
    const headers = columns.map((_, c) => sheet[`${String.fromCharCode(65 + c)}1`].v);
    const cells = Object.fromEntries(columns.map((column, c) => [column.label, sheet[`${String.fromCharCode(65 + c)}2`]?.v]));
    expect(headers.slice(0, 4)).toEqual(['Employee number', 'Last name', 'First name', 'Middle name']);
    expect(headers.slice(-4)).toEqual(['TIN', 'SSS number', 'PhilHealth number', 'Pag-IBIG MID number']);
    expect(cells).toMatchObject({
      'Middle name': 'Protacio',
      TIN: '123-456-789-000',
      'SSS number': '34-1234567-8',
      'PhilHealth number': '12-345678901-2',
      'Pag-IBIG MID number': '0012-3456-7890',
      'Employment status': 'Regular',
    });
  });
});
