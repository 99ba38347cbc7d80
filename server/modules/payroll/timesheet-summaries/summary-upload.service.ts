import type { Insertable } from 'kysely';
import type { Database } from '../../../db/database';
import type { DB } from '../../../db/schema';
import { ConflictError, NotFoundError } from '../../../http/errors';
import { audit, type AuditActor } from '../../../shared/audit';
import { refuseRowProblems, rowsByColumn, type RowProblem } from '../../hr/import/upload-rows';
import { markNeedsRecompute, periodTakingInputs } from '../inputs/period-guard';

// The timesheet summary upload (docs/domain.md §15.7, DD-37): the template's columns, the period
// that may take one, and the file taken all or nothing as the summaries (source upload) of
// the period's linked timesheet, which the computation then reads as it reads timekeeping's.

/** Days per cut-off are at most a month; minutes at most a month's minutes. */
const MAX_DAYS = 31;
const MAX_MINUTES = 31 * 24 * 60;
const DAYS = /^\d{1,2}(\.\d{1,3})?$/;
const MINUTES = /^\d{1,5}$/;
const ROWS_PER_INSERT = 1000;

export const SUMMARY_DAY_COLUMNS = [
  'days_scheduled',
  'days_worked',
  'absent_days',
  'paid_leave_days',
  'unpaid_leave_days',
  'suspended_days',
  'regular_holidays_paid',
  'additional_holiday_days',
  'special_holidays_unworked',
] as const;
export const SUMMARY_MINUTE_COLUMNS = ['late_minutes', 'undertime_minutes'] as const;

type SummaryDayColumn = (typeof SUMMARY_DAY_COLUMNS)[number];
/** One employee's summary as the file states it, before it joins the timesheet. */
type SummaryValues = Omit<Insertable<DB['timesheet_summaries']>, 'timesheet_id' | 'source' | 'created_by' | 'updated_by'>;
type UploadablePeriod = Awaited<ReturnType<typeof uploadablePeriod>>;
type Employee = Awaited<ReturnType<typeof employeesByNumber>> extends Map<string, infer E> ? E : never;

/** The template's columns: the employee, the day and minute totals, and one column of minutes per premium rate code. */
export async function summaryColumns(db: Database): Promise<{ columns: string[]; premiums: Map<string, string> }> {
  const rates = await db.selectFrom('overtime_rates').select('code').orderBy('code').execute();
  const premiums = new Map(rates.map((r) => [`premium_${r.code.toLowerCase()}`, r.code]));
  return { columns: ['employee_no', ...SUMMARY_DAY_COLUMNS, ...SUMMARY_MINUTE_COLUMNS, ...premiums.keys()], premiums };
}

/** The caller's company's regular period of a group without timekeeping, still taking inputs. */
async function uploadablePeriod(trx: Database, id: number, companyId: number) {
  const period = await trx
    .selectFrom('payroll_periods as p')
    .innerJoin('payroll_groups as g', 'g.id', 'p.payroll_group_id')
    .select(['p.id', 'p.code', 'p.period_type', 'p.payroll_group_id', 'p.cutoff_start', 'p.cutoff_end', 'g.uses_timekeeping', 'g.name'])
    .where('p.id', '=', id)
    .where('g.company_id', '=', companyId)
    .executeTakeFirst();
  if (!period) throw new NotFoundError('There is no such payroll period.');
  if (period.period_type !== 'regular' || !period.cutoff_start || !period.cutoff_end) {
    throw new ConflictError(`Payroll period ${period.code} is not a regular period: only a regular cut-off has a timesheet summary.`);
  }
  if (period.uses_timekeeping) {
    throw new ConflictError(
      `${period.name} uses timekeeping: its summaries come from the timesheet timekeeping closes and links, not from a file.`,
    );
  }
  await periodTakingInputs(trx, id);
  return { ...period, cutoff_start: period.cutoff_start, cutoff_end: period.cutoff_end };
}

/** Refuses (404, 409) a period that cannot take a summary upload: checked before the file is read, so a refusal costs no parsing. */
export async function refuseUnuploadablePeriod(db: Database, id: number, companyId: number): Promise<void> {
  await db.transaction().execute((trx) => uploadablePeriod(trx, id, companyId));
}

/** The company's employees with these numbers, by number in lower case. */
async function employeesByNumber(trx: Database, companyId: number, numbers: string[]) {
  const employees = await trx
    .selectFrom('employees')
    .select(['id', 'employee_no', 'payroll_group_id', 'hire_date', 'separation_date'])
    .where('company_id', '=', companyId)
    .where('employee_no', 'in', numbers)
    .execute();
  return new Map(employees.map((e) => [e.employee_no.toLowerCase(), e]));
}

/** Why the row's employee cannot have a summary of the period, or null. */
function employeeProblem(
  employeeNo: string,
  employee: Employee | undefined,
  period: UploadablePeriod,
  seen: Map<number, number>,
): string | null {
  if (!employeeNo) return 'The employee number is blank.';
  if (!employee) return `No employee of the company has the number ${employeeNo.slice(0, 20)}.`;
  if (Number(employee.payroll_group_id) !== Number(period.payroll_group_id)) {
    return `${employee.employee_no} is not in the payroll group of ${period.code}.`;
  }
  if (employee.hire_date > period.cutoff_end || (employee.separation_date !== null && employee.separation_date < period.cutoff_start)) {
    return `${employee.employee_no} is not employed during the cut-off ${period.cutoff_start} to ${period.cutoff_end}.`;
  }
  if (seen.has(Number(employee.id))) return `${employee.employee_no} is already on row ${seen.get(Number(employee.id))}.`;
  return null;
}

/** The row's day and minute columns as stored (days with three decimals, whole minutes); a problem for each column out of range. */
function rowNumbers(line: Record<string, string>, minuteColumns: readonly string[], problem: (column: string, message: string) => void) {
  const numbers: Record<string, string> = {};
  for (const column of SUMMARY_DAY_COLUMNS) {
    const text = line[column] || '0';
    if (!DAYS.test(text) || Number(text) > MAX_DAYS)
      problem(column, `"${text.slice(0, 20)}" is not a number of days from 0 to ${MAX_DAYS} (at most 3 decimals).`);
    else numbers[column] = Number(text).toFixed(3);
  }
  for (const column of minuteColumns) {
    const text = line[column] || '0';
    if (!MINUTES.test(text) || Number(text) > MAX_MINUTES)
      problem(column, `"${text.slice(0, 20)}" is not a whole number of minutes from 0 to ${MAX_MINUTES}.`);
    else numbers[column] = String(Number(text));
  }
  return numbers;
}

/** One employee's summary from the row's numbers: the premium minutes by rate code, the rates with none left out. */
function summaryValues(employeeId: number, numbers: Record<string, string>, premiums: Map<string, string>): SummaryValues {
  const premium = Object.fromEntries(
    [...premiums].filter(([column]) => Number(numbers[column] ?? 0) > 0).map(([column, code]) => [code, Number(numbers[column])]),
  );
  const days = Object.fromEntries(SUMMARY_DAY_COLUMNS.map((c) => [c, numbers[c] ?? '0'])) as Record<SummaryDayColumn, string>;
  return {
    employee_id: employeeId,
    ...days,
    late_minutes: Number(numbers.late_minutes ?? 0),
    undertime_minutes: Number(numbers.undertime_minutes ?? 0),
    premium_minutes: JSON.stringify(premium),
  };
}

/** Every row checked; refused (422 with every problem) unless all are right. */
async function checkedSummaries(trx: Database, table: string[][], period: UploadablePeriod, companyId: number): Promise<SummaryValues[]> {
  const { columns, premiums } = await summaryColumns(trx);
  const rows = rowsByColumn(table, columns, 'summary rows', columns.slice(1));
  const byNo = await employeesByNumber(trx, companyId, rows.map((r) => r.employee_no).filter(Boolean));
  const problems: RowProblem[] = [];
  const seen = new Map<number, number>();
  const values: SummaryValues[] = [];
  for (const line of rows) {
    const problem = (column: string, message: string) => problems.push({ row: line.row, column, message });
    const employee = byNo.get(line.employee_no.toLowerCase());
    const wrong = employeeProblem(line.employee_no, employee, period, seen);
    if (wrong) problem('employee_no', wrong);
    else seen.set(Number(employee!.id), line.row);
    const numbers = rowNumbers(line, [...SUMMARY_MINUTE_COLUMNS, ...premiums.keys()], problem);
    if (employee) values.push(summaryValues(Number(employee.id), numbers, premiums));
  }
  refuseRowProblems(problems, rows.length);
  return values;
}

/** The period's timesheet: linked to it, as timekeeping links a closed one (created when the period has none). */
async function periodTimesheetId(trx: Database, period: UploadablePeriod, by: number | null): Promise<number> {
  const existing = await trx.selectFrom('timesheets').select('id').where('payroll_period_id', '=', period.id).executeTakeFirst();
  if (existing) return Number(existing.id);
  const created = await trx
    .insertInto('timesheets')
    .values({
      payroll_group_id: period.payroll_group_id,
      timesheet_type: 'regular',
      cutoff_start: period.cutoff_start,
      cutoff_end: period.cutoff_end,
      status: 'linked',
      payroll_period_id: period.id,
      linked_at: new Date(),
      linked_by: by,
      created_by: by,
      updated_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(created.id);
}

/** Replaces the timesheet's summaries with these; how many it had. */
async function replaceSummaries(trx: Database, timesheetId: number, values: SummaryValues[], by: number | null): Promise<number> {
  const replaced = await trx.deleteFrom('timesheet_summaries').where('timesheet_id', '=', timesheetId).executeTakeFirst();
  for (let start = 0; start < values.length; start += ROWS_PER_INSERT) {
    await trx
      .insertInto('timesheet_summaries')
      .values(
        values.slice(start, start + ROWS_PER_INSERT).map((v) => ({
          ...v,
          timesheet_id: timesheetId,
          source: 'upload',
          created_by: by,
          updated_by: by,
        })),
      )
      .execute();
  }
  return Number(replaced.numDeletedRows);
}

export interface SummaryUpload {
  periodId: number;
  companyId: number;
  fileName: string;
  table: string[][];
  /** the uploader, who creates and links the timesheet */
  userId: number | null;
  actor: AuditActor;
}

/** Takes the file all or nothing as the period's uploaded summaries, and marks the period for recomputation. */
export async function storeSummaryUpload(db: Database, upload: SummaryUpload) {
  return db.transaction().execute(async (trx) => {
    const period = await uploadablePeriod(trx, upload.periodId, upload.companyId);
    const values = await checkedSummaries(trx, upload.table, period, upload.companyId);
    const timesheetId = await periodTimesheetId(trx, period, upload.userId);
    const replaced = await replaceSummaries(trx, timesheetId, values, upload.userId);
    await markNeedsRecompute(trx, [upload.periodId]);
    const message = `${values.length} timesheet summaries uploaded for ${period.code} from ${upload.fileName}${
      replaced > 0 ? `, replacing ${replaced}` : ''
    }; compute the period to pay them.`;
    await audit(trx, upload.actor, {
      resource: 'timesheet-summaries',
      action: 'upload',
      recordId: timesheetId,
      summary: message.slice(0, 255),
    });
    return { message, timesheet_id: timesheetId, rows: values.length };
  });
}
