import type { FastifyRequest } from 'fastify';
import { sql, type Insertable, type Selectable } from 'kysely';
import { normaliseRecord, validateRecord } from '@core/resources/define';
import { employeesResource } from '@core/resources/employees.resource';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { FieldErrorCollector, ValidationError } from '../../../http/errors';
import { actorOf, audit } from '../../../shared/audit';
import { employeeRuleProblems, nextEmployeeNo, recordHires, type HirePay } from '../employees.service';

// The employee import: every row is checked first (fields, rules, references
// by code, duplicates within the file and against the database); one problem
// anywhere and nothing is saved. Otherwise all rows go in with one multi-row
// insert, in the caller's transaction.

/** An employee's values by field name, as the employees definition reads and normalises them. */
type EmployeeValues = Record<string, unknown>;

/** The template's columns, in order: employee fields, then codes instead of ids, then the hiring rate. */
export const IMPORT_COLUMNS = [
  'employee_no',
  'last_name',
  'first_name',
  'middle_name',
  'suffix',
  'nickname',
  'sex',
  'civil_status',
  'birth_date',
  'birth_place',
  'nationality',
  'email',
  'mobile_no',
  'landline',
  'present_address',
  'permanent_address',
  'emergency_contact_name',
  'emergency_contact_relationship',
  'emergency_contact_phone',
  'tin',
  'sss_no',
  'philhealth_no',
  'pagibig_no',
  'business_unit_code',
  'position_code',
  'immediate_superior_no',
  'employment_status',
  'hire_date',
  'regularization_date',
  'end_of_contract_date',
  'time_recorder_id',
  'payment_mode',
  'bank_account_no',
  'rate_type',
  'basic_rate',
] as const;

export const TEMPLATE_EXAMPLE: Record<(typeof IMPORT_COLUMNS)[number], string> = {
  employee_no: '',
  last_name: 'Dela Cruz',
  first_name: 'Juan',
  middle_name: 'Santos',
  suffix: '',
  nickname: 'Jun',
  sex: 'male',
  civil_status: 'single',
  birth_date: '1995-04-12',
  birth_place: 'Quezon City',
  nationality: 'Filipino',
  email: 'juan.delacruz@example.com',
  mobile_no: '09171234567',
  landline: '',
  present_address: '12 Mabini St., Brgy. San Roque, Quezon City',
  permanent_address: '',
  emergency_contact_name: 'Maria Dela Cruz',
  emergency_contact_relationship: 'Mother',
  emergency_contact_phone: '09181234567',
  tin: '123-456-789',
  sss_no: '34-1234567-8',
  philhealth_no: '12-345678901-2',
  pagibig_no: '1234-5678-9012',
  business_unit_code: 'HRD',
  position_code: 'HRO',
  immediate_superior_no: '',
  employment_status: 'probationary',
  hire_date: '2026-01-05',
  regularization_date: '',
  end_of_contract_date: '',
  time_recorder_id: '',
  payment_mode: 'cash',
  bank_account_no: '',
  rate_type: 'monthly',
  basic_rate: '21000.00',
};

const UNIQUE_FIELDS = ['employee_no', 'email', 'tin', 'sss_no', 'philhealth_no', 'pagibig_no', 'time_recorder_id'] as const;

export interface RowProblem {
  row: number;
  field: string;
  message: string;
}

export interface ImportResult {
  imported: number;
  employee_ids: number[];
}

/** Header row → column index, with unknown and missing columns reported. */
function readHeader(header: string[]): Map<string, number> {
  const columns = new Map<string, number>();
  const problems = new FieldErrorCollector();
  header.forEach((raw, index) => {
    const name = raw.trim().toLowerCase().replace(/\s+/g, '_');
    if (name === '') return;
    if (!(IMPORT_COLUMNS as readonly string[]).includes(name)) problems.add('file', `Unknown column "${raw.trim()}" in the header row.`);
    else columns.set(name, index);
  });
  for (const required of ['last_name', 'first_name', 'business_unit_code', 'position_code', 'hire_date']) {
    if (!columns.has(required)) problems.add('file', `The header row has no "${required}" column; download the template.`);
  }
  problems.throwIfAny('The file does not follow the template.');
  return columns;
}

async function importEmployees(db: Database, request: FastifyRequest, companyId: number, table: string[][]): Promise<ImportResult> {
  if (table.length < 2) throw new ValidationError({ file: ['The file has no employee rows.'] }, 'The file has no employee rows.');
  const columns = readHeader(table[0]);
  const [units, positions, existingNos] = await Promise.all([
    db.selectFrom('business_units').select(['id', 'code']).where('company_id', '=', companyId).execute(),
    db.selectFrom('positions').select(['id', 'code']).where('company_id', '=', companyId).execute(),
    db.selectFrom('employees').select(['id', 'employee_no']).where('company_id', '=', companyId).execute(),
  ]);
  const unitByCode = new Map(units.map((u) => [String(u.code).toLowerCase(), u.id]));
  const positionByCode = new Map(positions.map((p) => [String(p.code).toLowerCase(), p.id]));
  const employeeByNo = new Map(existingNos.map((e) => [String(e.employee_no).toLowerCase(), e.id]));

  const problems: RowProblem[] = [];
  const records: { line: number; values: EmployeeValues; pay: HirePay; superiorNo: string }[] = [];
  table.slice(1).forEach((cells, index) => {
    const line = index + 2;
    const raw: Record<string, string> = {};
    for (const [name, at] of columns) raw[name] = (cells[at] ?? '').trim();
    const add = (field: string, message: string) => problems.push({ row: line, field, message });
    const values: EmployeeValues = {
      nationality: 'Filipino',
      payment_mode: 'bank',
      ...Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== '')),
    };
    values.sex = typeof values.sex === 'string' ? values.sex.toLowerCase() : values.sex;
    const unitCode = String(raw.business_unit_code ?? '').toLowerCase();
    const positionCode = String(raw.position_code ?? '').toLowerCase();
    if (!unitCode) add('business_unit_code', 'The business unit code field is required.');
    else if (!unitByCode.has(unitCode)) add('business_unit_code', `There is no business unit with the code "${raw.business_unit_code}".`);
    else values.business_unit_id = unitByCode.get(unitCode);
    if (!positionCode) add('position_code', 'The position code field is required.');
    else if (!positionByCode.has(positionCode)) add('position_code', `There is no position with the code "${raw.position_code}".`);
    else values.position_id = positionByCode.get(positionCode);
    const fieldProblems = validateRecord(employeesResource, values);
    for (const [field, messages] of Object.entries(fieldProblems)) {
      if (field === 'business_unit_id' || field === 'position_id') continue;
      add(field, messages[0]);
    }
    const normalised = normaliseRecord(employeesResource, values);
    const rules = new FieldErrorCollector();
    const pay: HirePay = { rate_type: raw.rate_type || undefined, basic_rate: raw.basic_rate || undefined, is_minimum_wage_earner: false };
    employeeRuleProblems(normalised, { ...pay }, rules);
    for (const [field, messages] of Object.entries(rules.errors)) if (!fieldProblems[field]) add(field, messages[0]);
    records.push({ line, values: normalised, pay, superiorNo: String(raw.immediate_superior_no ?? '').toLowerCase() });
  });

  // Duplicates inside the file, then against the stored employees.
  for (const field of UNIQUE_FIELDS) {
    const seen = new Map<string, number>();
    for (const record of records) {
      const value = record.values[field];
      if (value === null || value === undefined || value === '') continue;
      const key = String(value).toLowerCase();
      if (seen.has(key))
        problems.push({
          row: record.line,
          field,
          message: `The ${employeesResource.fields[field].label} is repeated from row ${seen.get(key)}.`,
        });
      else seen.set(key, record.line);
    }
    const values = [...seen.keys()];
    if (values.length === 0) continue;
    const column = field === 'email' || field === 'employee_no' ? sql`lower(${sql.ref(field)})` : sql.ref(field);
    const taken = await sql<{
      value: string;
    }>`select lower(${sql.ref(field)}) as value from employees where ${column} in (${sql.join(values)})`.execute(db);
    for (const { value } of taken.rows) {
      problems.push({
        row: seen.get(value)!,
        field,
        message: `The ${employeesResource.fields[field].label} ${value} already belongs to an employee.`,
      });
    }
  }
  const numbersInFile = new Set(records.map((r) => String(r.values.employee_no ?? '').toLowerCase()).filter(Boolean));
  for (const record of records) {
    if (record.superiorNo && !employeeByNo.has(record.superiorNo) && !numbersInFile.has(record.superiorNo)) {
      problems.push({
        row: record.line,
        field: 'immediate_superior_no',
        message: `There is no employee with the number "${record.superiorNo.toUpperCase()}".`,
      });
    }
  }

  if (problems.length > 0) {
    problems.sort((a, b) => a.row - b.row);
    const errors: Record<string, string[]> = {};
    for (const p of problems) (errors[`rows.${p.row}.${p.field}`] ??= []).push(p.message);
    const rowsWithProblems = new Set(problems.map((p) => p.row)).size;
    throw new ValidationError(errors, `${rowsWithProblems} of ${records.length} rows have problems; nothing was imported.`);
  }

  // Numbers for rows without one, continuing the company's sequence.
  const first = await nextEmployeeNo(db, companyId);
  const match = first.match(/^(.*?)(\d+)(\D*)$/)!;
  let sequence = Number(match[2]);
  const userId = request.auth?.user.id ?? null;
  const rows = records.map(({ values }) => {
    // normaliseRecord gives the definition's columns, every row checked above; a blank number is left out
    const employee = values as Omit<Insertable<DB['employees']>, 'employee_no'> & { employee_no?: string };
    return {
      ...employee,
      employee_no: employee.employee_no ?? `${match[1]}${String(sequence++).padStart(match[2].length, '0')}${match[3]}`,
      company_id: companyId,
      status: 'active',
      created_by: userId,
      updated_by: userId,
    };
  });
  const inserted: Selectable<DB['employees']>[] = [];
  for (let at = 0; at < rows.length; at += 500) {
    inserted.push(
      ...(await db
        .insertInto('employees')
        .values(rows.slice(at, at + 500))
        .returningAll()
        .execute()),
    );
  }
  const idByNo = new Map([...employeeByNo, ...inserted.map((e) => [String(e.employee_no).toLowerCase(), e.id] as const)]);
  const superiors = records.flatMap((record, index) =>
    record.superiorNo ? [sql`(${inserted[index].id}::bigint, ${idByNo.get(record.superiorNo)}::bigint)`] : [],
  );
  if (superiors.length > 0) {
    await sql`update employees e set immediate_superior_id = v.superior from (values ${sql.join(superiors)}) as v(id, superior) where e.id = v.id`.execute(
      db,
    );
  }
  await recordHires(
    db,
    request,
    inserted.map((employee, index) => ({ employee, pay: records[index].pay })),
  );
  return { imported: inserted.length, employee_ids: inserted.map((e) => Number(e.id)) };
}

/** Imports the uploaded table in one transaction, audited with the file's name. */
export async function importEmployeeFile(
  db: Database,
  request: FastifyRequest,
  companyId: number,
  fileName: string,
  table: string[][],
): Promise<ImportResult> {
  return db.transaction().execute(async (trx) => {
    const result = await importEmployees(trx, request, companyId, table);
    await audit(trx, actorOf(request, 'hr'), {
      resource: 'employee-import',
      action: 'import',
      summary: `Imported ${result.imported} employees from ${fileName}`,
      after: { file: fileName, imported: result.imported },
    });
    return result;
  });
}
