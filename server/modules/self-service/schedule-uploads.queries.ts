import { sql } from 'kysely';
import type { ScheduleUpload } from '@core/contract/schedule-uploads';
import type { Database } from '../../db/database';
import type { RowProblem } from '../hr/import/upload-rows';
import { inTeamOf } from './team';

// The reads of the manager's schedule uploads (schedule-uploads.service.ts writes them).

/** A row of the uploaded sheet, as kept in the upload's `rows`. */
export interface UploadRow {
  row: number;
  employee_no: string;
  date: string;
  shift_code: string;
}

/** The code a row gives for a rest day instead of a shift. */
export const REST = 'REST';

/** The company's employees of these numbers (lower case), each with whether the manager's team has them. */
export async function employeesByNumber(db: Database, companyId: number, manager: number, numbers: string[]) {
  if (numbers.length === 0) return [];
  const rows = await db
    .selectFrom('employees')
    .select([
      'id',
      'employee_no',
      'payroll_group_id',
      sql<string>`hire_date::text`.as('hire_date'),
      sql<string | null>`separation_date::text`.as('separation_date'),
      inTeamOf(manager).as('in_team'),
    ])
    .where('company_id', '=', companyId)
    .where(sql<boolean>`lower(employee_no) in (${sql.join(numbers)})`)
    .execute();
  return rows.map((e) => ({ ...e, id: Number(e.id), payroll_group_id: e.payroll_group_id === null ? null : Number(e.payroll_group_id) }));
}

/** The company's shifts, active or not. */
export async function companyShifts(db: Database, companyId: number) {
  const shifts = await db
    .selectFrom('shift_schedules')
    .select(['id', 'code', 'name', 'is_active'])
    .where('company_id', '=', companyId)
    .execute();
  return shifts.map((s) => ({ ...s, id: Number(s.id) }));
}

/** The manager's first open roster over some of these dates (one roster per team and period). */
export async function overlappingRoster(db: Database, manager: number, start: string, end: string) {
  return db
    .selectFrom('applications')
    .select(['reference_no', 'status'])
    .where('application_type', '=', 'duty_roster')
    .where('employee_id', '=', manager)
    .where('status', 'not in', ['rejected', 'cancelled'])
    .where('date_from', '<=', end)
    .where('date_to', '>=', start)
    .orderBy('date_from')
    .executeTakeFirst();
}

/** The manager's own upload in the company, if it is one; locked when `forUpdate`. */
export async function findOwnUpload(db: Database, companyId: number, manager: number, id: number, forUpdate = false) {
  let query = db
    .selectFrom('schedule_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('employee_id', '=', manager);
  if (forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** The upload as its screen shows it: the record, its problems, and its rows with the employee's name and the shift. */
export async function uploadView(db: Database, companyId: number, id: number): Promise<ScheduleUpload> {
  const upload = await db
    .selectFrom('schedule_uploads as u')
    .leftJoin('applications as a', 'a.id', 'u.duty_roster_id')
    .select([
      'u.id',
      'u.file_name',
      'u.status',
      sql<string | null>`u.period_start::text`.as('period_start'),
      sql<string | null>`u.period_end::text`.as('period_end'),
      'u.rows_total',
      'u.rows_valid',
      'u.rows_invalid',
      'u.rows',
      'u.errors',
      'u.duty_roster_id',
      'a.reference_no as roster_reference_no',
      'a.status as roster_status',
      'u.created_at as uploaded_at',
      'u.applied_at',
      'u.discarded_at',
    ])
    .where('u.id', '=', id)
    .executeTakeFirstOrThrow();
  const rows = upload.rows as unknown as UploadRow[];
  const numbers = [...new Set(rows.map((r) => r.employee_no.toLowerCase()).filter(Boolean))];
  const names = new Map(
    (numbers.length
      ? await db
          .selectFrom('employees')
          .select(['employee_no', sql<string>`concat(last_name, ', ', first_name)`.as('name')])
          .where('company_id', '=', companyId)
          .where(sql<boolean>`lower(employee_no) in (${sql.join(numbers)})`)
          .execute()
      : []
    ).map((e) => [e.employee_no.toLowerCase(), e.name]),
  );
  const shifts = new Map((await companyShifts(db, companyId)).map((s) => [s.code.toLowerCase(), s.name]));
  return {
    ...upload,
    id: Number(upload.id),
    duty_roster_id: upload.duty_roster_id === null ? null : Number(upload.duty_roster_id),
    errors: upload.errors as unknown as RowProblem[],
    rows: rows.map((r) => ({
      ...r,
      employee_name: names.get(r.employee_no.toLowerCase()) ?? null,
      shift_name: r.shift_code.toUpperCase() === REST ? 'Rest day' : (shifts.get(r.shift_code.toLowerCase()) ?? null),
    })),
  };
}

/** The manager's uploads, for the uploads list. */
export const ownUploadsList = (companyId: number, manager: number) => sql`
        select u.id, u.file_name, u.created_at as uploaded_at, u.period_start::text as period_start, u.period_end::text as period_end,
               u.rows_total, u.rows_valid, u.rows_invalid, u.status, u.duty_roster_id, a.reference_no as roster_reference_no,
               u.file_name as text
          from schedule_uploads u
          left join applications a on a.id = u.duty_roster_id
         where u.company_id = ${companyId} and u.employee_id = ${manager}`;
