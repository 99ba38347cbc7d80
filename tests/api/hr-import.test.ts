import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { useTestApp } from './test-app';
import { multipart } from '../support/multipart';

const t = useTestApp();
let hr: string;
beforeAll(async () => {
  hr = await t.login('hr@example.com');
});

const HEADER =
  'last_name,first_name,sex,civil_status,birth_date,present_address,emergency_contact_name,emergency_contact_relationship,emergency_contact_phone,tin,email,business_unit_code,position_code,employment_status,hire_date,payment_mode,rate_type,basic_rate';
const row = (n: number, overrides: Partial<Record<string, string>> = {}) => {
  const values: Record<string, string> = {
    last_name: `Importado${n}`,
    first_name: 'Ana',
    sex: 'female',
    civil_status: 'single',
    birth_date: '1996-02-14',
    present_address: '"5 Rizal Ave, Brgy. 1, Manila"',
    emergency_contact_name: 'Ben Importado',
    emergency_contact_relationship: 'Father',
    emergency_contact_phone: '09170000000',
    tin: `77700${String(n).padStart(4, '0')}`,
    email: `ana.importado${n}@example.com`,
    business_unit_code: 'ST-QC',
    position_code: 'SA',
    employment_status: 'probationary',
    hire_date: '2026-11-16',
    payment_mode: 'cash',
    rate_type: 'daily',
    basic_rate: '645.00',
    ...overrides,
  };
  return HEADER.split(',')
    .map((c) => values[c])
    .join(',');
};

const upload = (fileName: string, content: Buffer | string) =>
  t.request({ method: 'POST', url: '/api/hr/employee-import', token: hr, ...multipart(fileName, content) });
const count = async () => Number((await t.db.selectFrom('employees').select(t.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

describe('employee import', () => {
  it('saves nothing when one row fails, and reports each problem by row and field', async () => {
    const before = await count();
    const csv = [
      HEADER,
      row(1),
      row(2, { tin: '12', business_unit_code: 'NOPE' }),
      row(3, { email: 'ana.importado1@example.com', hire_date: '1990-01-01' }),
    ].join('\n');
    const response = await upload('hires.csv', csv);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.message).toBe('2 of 3 rows have problems; nothing was imported.');
    expect(body.errors['rows.3.tin']).toEqual(['The TIN must be 9 or 12 digits.']);
    expect(body.errors['rows.3.business_unit_code']).toEqual(['There is no business unit with the code "NOPE".']);
    expect(body.errors['rows.4.birth_date']).toEqual(['The birth date must be before the hire date.']);
    expect(body.errors['rows.4.email'][0]).toMatch(/repeated from row 2/);
    expect(await count()).toBe(before);
  });

  it('refuses a row whose number already belongs to a stored employee', async () => {
    const existing = await t.db.selectFrom('employees').select('tin').where('tin', 'is not', null).limit(1).executeTakeFirstOrThrow();
    const response = await upload('hires.csv', [HEADER, row(9, { tin: existing.tin ?? undefined })].join('\n'));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors['rows.2.tin'][0]).toMatch(/already belongs to an employee/);
  });

  it('saves every row in one go when all are valid, with numbers, hire movements and rates', async () => {
    const before = await count();
    const response = await upload('hires.csv', [HEADER, row(11), row(12), row(13)].join('\r\n'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imported).toBe(3);
    expect(await count()).toBe(before + 3);
    const imported = await t.db
      .selectFrom('employees')
      .select(['id', 'employee_no', 'tin'])
      .where('last_name', 'like', 'Importado1%')
      .orderBy('id')
      .execute();
    expect(imported.map((e) => e.tin)).toEqual(['777000011', '777000012', '777000013']);
    const numbers = imported.map((e) => Number(e.employee_no.slice(4)));
    expect(numbers[1] - numbers[0]).toBe(1);
    const pay = await t.db
      .selectFrom('employee_compensations')
      .select(['basic_rate', 'daily_rate'])
      .where('employee_id', '=', imported[0].id)
      .execute();
    expect(pay).toEqual([{ basic_rate: '645.00', daily_rate: '645.000000' }]);
  });

  it('reads an xlsx upload in a worker', async () => {
    const book = XLSX.utils.book_new();
    const data = [
      HEADER.split(','),
      HEADER.split(',').map(
        (column) =>
          (
            ({
              last_name: 'Xlsxon',
              first_name: 'Ana',
              sex: 'female',
              civil_status: 'single',
              birth_date: '1996-02-14',
              present_address: 'Manila',
              emergency_contact_name: 'Ben',
              emergency_contact_relationship: 'Father',
              emergency_contact_phone: '09170000000',
              tin: '777000021',
              email: 'xlsxon@example.com',
              business_unit_code: 'ST-QC',
              position_code: 'SA',
              employment_status: 'probationary',
              hire_date: '2026-11-16',
              payment_mode: 'cash',
              rate_type: 'daily',
              basic_rate: '645.00',
            }) as Record<string, string>
          )[column],
      ),
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(data), 'Employees');
    const file = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const response = await upload('hires.xlsx', file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().imported).toBe(1);
  });

  it('refuses a file that only claims to be xlsx, and other file types', async () => {
    const notAWorkbook = await upload('evil.xlsx', 'not a zip at all');
    expect(notAWorkbook.statusCode).toBe(422);
    expect(notAWorkbook.json().errors.file).toEqual(['This file is not a readable spreadsheet.']);
    expect((await upload('hires.pdf', '%PDF-1.4')).json().message).toBe('Upload a .xlsx or .csv file.');
  });

  it('offers the template as csv and xlsx', async () => {
    const csv = await t.request({ method: 'GET', url: '/api/hr/employee-import/template?format=csv', token: hr });
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split('\r\n')[0]).toMatch(/^employee_no,last_name,first_name,/);
    const xlsx = await t.request({ method: 'GET', url: '/api/hr/employee-import/template', token: hr });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('the template, filled in as given, imports', async () => {
    const csv = (await t.request({ method: 'GET', url: '/api/hr/employee-import/template?format=csv', token: hr })).body;
    const response = await upload('template.csv', csv);
    expect(response.statusCode, response.body).toBe(200);
  });
});
