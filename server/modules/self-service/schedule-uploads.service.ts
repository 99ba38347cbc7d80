import type { Updateable } from 'kysely';
import { isValidDate } from '@core/resources/define';
import { scheduleUploadsReport } from '@core/resources/schedule-uploads.resource';
import type { Database } from '../../db/database';
import type { DB } from '../../db/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { audit, type AuditActor } from '../../shared/audit';
import type { RowProblem } from '../hr/import/upload-rows';
import { frozenCutoffs, isFrozen } from '../timekeeping/calendar/calendar-grid';
import { addDays } from '../timekeeping/engine/time';
import { businessUnitOf } from './duty-rosters.queries';
import { draftRoster, MAX_DAYS, writeLines, type Line, type RosterCaller } from './duty-rosters.service';
import {
  companyShifts,
  employeesByNumber,
  findOwnUpload,
  overlappingRoster,
  REST,
  uploadView,
  type UploadRow,
} from './schedule-uploads.queries';

// The manager's scheduler uploader (docs/domain.md §5 `schedule_uploads`, §13.8, §15.6): a
// spreadsheet of employee no × date × shift code (or REST) is kept as an upload with its
// rows and the problems found in them, row by row: an unknown employee, one outside the
// team or not employed on the date, a bad date, one outside the roster period (31 days
// from the first date) or in a closed timesheet, an unknown or inactive shift, a team
// member's date twice. No problem: validated; else invalid. Applying a validated upload
// checks its rows again (the team, the shifts, the timesheets and the manager's rosters
// may have changed since) and turns them, all or none, into a draft duty roster linked to
// the upload; discarding closes it unapplied. Only the manager who uploaded reaches it.

const MAX_ROWS = 5000;
const OPEN = ['validated', 'invalid'];

interface Checked {
  problems: RowProblem[];
  lines: Line[];
  period_start: string | null;
  period_end: string | null;
}

/** The rows checked against the team, the shifts, the timesheets and the manager's other rosters as they are now. */
async function checkRows(db: Database, companyId: number, manager: number, rows: readonly UploadRow[]): Promise<Checked> {
  const numbers = [...new Set(rows.map((r) => r.employee_no.toLowerCase()).filter(Boolean))];
  const known = new Map((await employeesByNumber(db, companyId, manager, numbers)).map((e) => [e.employee_no.toLowerCase(), e]));
  const shifts = new Map((await companyShifts(db, companyId)).map((s) => [s.code.toLowerCase(), s]));
  const dates = rows
    .map((r) => r.date)
    .filter(isValidDate)
    .sort();
  const start = dates[0] ?? null;
  const lastAllowed = start ? addDays(start, MAX_DAYS - 1) : null;
  const end = dates.filter((d) => lastAllowed !== null && d <= lastAllowed).pop() ?? null;
  const groups = [...new Set([...known.values()].map((e) => e.payroll_group_id).filter((g): g is number => g !== null))];
  const frozen = start && end ? await frozenCutoffs(db, groups, start, end) : [];

  const problems: RowProblem[] = [];
  const lines: Line[] = [];
  const seen = new Map<string, number>();
  for (const line of rows) {
    const problem = (column: string, message: string) => problems.push({ row: line.row, column, message });
    const employee = known.get(line.employee_no.toLowerCase());
    const member = employee?.in_team ? employee : undefined;
    if (!line.employee_no) problem('employee_no', 'The employee number is blank.');
    else if (!employee) problem('employee_no', `There is no employee "${line.employee_no.slice(0, 30)}".`);
    else if (!member) problem('employee_no', `${employee.employee_no} is not in your team.`);
    const dateOk = isValidDate(line.date);
    if (!dateOk) problem('date', `"${line.date.slice(0, 30)}" is not a date (YYYY-MM-DD).`);
    else if (lastAllowed && line.date > lastAllowed)
      problem('date', `${line.date} is outside the roster period ${start} to ${lastAllowed} (at most ${MAX_DAYS} days).`);
    else if (member && (line.date < member.hire_date || (member.separation_date && line.date > member.separation_date)))
      problem('date', `${member.employee_no} is not employed on ${line.date}.`);
    else if (member && isFrozen(frozen, member.payroll_group_id, line.date))
      problem('date', `${line.date} is in a closed or linked timesheet of ${member.employee_no}; it cannot change by a roster.`);
    const rest = line.shift_code.toUpperCase() === REST;
    const shift = rest ? null : shifts.get(line.shift_code.toLowerCase());
    if (!line.shift_code) problem('shift_code', `The shift code is blank; give a shift code or ${REST}.`);
    else if (!rest && !shift) problem('shift_code', `There is no shift "${line.shift_code.slice(0, 30)}".`);
    else if (shift && !shift.is_active) problem('shift_code', `The shift "${shift.code}" is inactive.`);
    if (member && dateOk) {
      const key = `${member.id} ${line.date}`;
      const first = seen.get(key);
      if (first !== undefined) problem('date', `${member.employee_no} on ${line.date} is already on row ${first}.`);
      else seen.set(key, line.row);
    }
    if (member && dateOk && (rest || shift))
      lines.push({ employee_id: member.id, schedule_date: line.date, shift_schedule_id: shift ? shift.id : null, is_rest_day: rest });
  }
  if (start && end) {
    const overlapping = await overlappingRoster(db, manager, start, end);
    if (overlapping)
      problems.push({
        row: 0,
        column: 'date',
        message: `Your duty roster ${overlapping.reference_no} (${overlapping.status}) already covers dates of ${start} to ${end}.`,
      });
  }
  return { problems, lines, period_start: start, period_end: end };
}

const rowsWithProblems = (problems: readonly RowProblem[]) => new Set(problems.filter((p) => p.row > 0).map((p) => p.row)).size;

/** The caller's own upload (another manager's, or another company's, is a 404); locked when `forUpdate`. */
export async function ownUpload(db: Database, caller: Omit<RosterCaller, 'actor'>, id: number, forUpdate = false) {
  const upload = await findOwnUpload(db, caller.companyId, caller.manager, id, forUpdate);
  if (!upload) throw new NotFoundError('There is no such schedule upload of yours.');
  return upload;
}

/** The upload moved on (applied or discarded) and the move audited with its new status. */
async function moveUpload(
  trx: Database,
  actor: AuditActor,
  upload: { id: number; status: string },
  action: 'apply' | 'discard',
  { summary, ...changes }: Updateable<DB['schedule_uploads']> & { status: string; summary: string },
): Promise<void> {
  await trx
    .updateTable('schedule_uploads')
    .set({ ...changes, updated_by: actor.userId })
    .where('id', '=', upload.id)
    .execute();
  await audit(trx, actor, {
    resource: scheduleUploadsReport.name,
    action,
    recordId: upload.id,
    summary,
    before: { status: upload.status },
    after: { status: changes.status, ...(changes.duty_roster_id ? { duty_roster_id: changes.duty_roster_id } : {}) },
  });
}

/** The sheet's rows kept as an upload, validated or invalid, audited; the upload as its screen shows it. */
export async function recordUpload(db: Database, caller: RosterCaller, fileName: string, rows: UploadRow[]) {
  const { companyId, manager, actor } = caller;
  if (rows.length > MAX_ROWS)
    throw new ValidationError(
      { file: [`The file has ${rows.length} rows; upload at most ${MAX_ROWS} (one roster period at a time).`] },
      'The file has too many rows.',
    );
  const unitId = await businessUnitOf(db, companyId, manager);
  if (!unitId) throw new ConflictError('Your employee record has no business unit, so a roster has no unit to belong to.');
  const checked = await checkRows(db, companyId, manager, rows);
  const invalid = rowsWithProblems(checked.problems);
  const status = checked.problems.length ? 'invalid' : 'validated';
  const id = await db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('schedule_uploads')
      .values({
        company_id: companyId,
        employee_id: manager,
        business_unit_id: unitId,
        file_name: fileName.slice(0, 255),
        period_start: checked.period_start,
        period_end: checked.period_end,
        rows: JSON.stringify(rows),
        errors: JSON.stringify(checked.problems),
        rows_total: rows.length,
        rows_valid: rows.length - invalid,
        rows_invalid: invalid,
        status,
        created_by: actor.userId,
        updated_by: actor.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const uploadId = Number(created.id);
    await audit(trx, actor, {
      resource: scheduleUploadsReport.name,
      action: 'upload',
      recordId: uploadId,
      summary: `${fileName}: ${rows.length} rows, ${status}${invalid ? ` (${invalid} rows with problems)` : ''}`,
    });
    return uploadId;
  });
  const view = await uploadView(db, companyId, id);
  return {
    ...view,
    message:
      status === 'validated'
        ? `All ${rows.length} rows are valid (${checked.period_start} to ${checked.period_end}); apply them to draft a duty roster.`
        : `${invalid || checked.problems.length} of ${rows.length} rows have problems; fix the file and upload it again, or discard this upload.`,
  };
}

/** A validated upload, checked again, becomes a draft duty roster of the manager's (all rows or none). */
export async function applyUpload(db: Database, caller: RosterCaller, id: number) {
  const { companyId, manager, actor } = caller;
  const result = await db.transaction().execute(async (trx) => {
    const upload = await ownUpload(trx, caller, id, true);
    if (upload.status !== 'validated')
      throw new ConflictError(`${upload.file_name} is ${upload.status}; only a validated upload can be applied.`);
    const checked = await checkRows(trx, companyId, manager, upload.rows as unknown as UploadRow[]);
    if (checked.problems.length) {
      const first = checked.problems[0];
      throw new ConflictError(
        `${upload.file_name} no longer validates: ${checked.problems.length} problems now (first: ${first.row ? `row ${first.row}, ` : ''}${first.message}). Discard it and upload the file again.`,
      );
    }
    const from = checked.period_start!;
    const to = checked.period_end!;
    const roster = await draftRoster(trx, actor, {
      manager,
      unitId: Number(upload.business_unit_id),
      title: `Uploaded ${upload.file_name}`.slice(0, 150),
      from,
      to,
      scheduleUploadId: id,
    });
    const count = await writeLines(trx, roster, checked.lines, actor.userId);
    await moveUpload(trx, actor, upload, 'apply', {
      status: 'applied',
      duty_roster_id: roster.id,
      applied_at: new Date(),
      applied_by: actor.userId,
      summary: `${upload.file_name} applied as ${roster.reference_no}: ${count} lines, ${from} to ${to}`,
    });
    return { roster, count };
  });
  return {
    ...(await uploadView(db, companyId, id)),
    message: `${result.count} rows are now the draft duty roster ${result.roster.reference_no} (${result.roster.date_from} to ${result.roster.date_to}); check it and submit it for approval.`,
  };
}

/** An upload not yet applied is closed unapplied. */
export async function discardUpload(db: Database, caller: RosterCaller, id: number) {
  const fileName = await db.transaction().execute(async (trx) => {
    const upload = await ownUpload(trx, caller, id, true);
    if (!OPEN.includes(upload.status))
      throw new ConflictError(
        upload.status === 'applied'
          ? `${upload.file_name} is applied; delete or withdraw its duty roster instead.`
          : `${upload.file_name} is already ${upload.status}.`,
      );
    await moveUpload(trx, caller.actor, upload, 'discard', {
      status: 'discarded',
      discarded_at: new Date(),
      discarded_by: caller.actor.userId,
      summary: `${upload.file_name} (${upload.status}) discarded`,
    });
    return upload.file_name;
  });
  return { ...(await uploadView(db, caller.companyId, id)), message: `${fileName} is discarded; nothing of it was applied.` };
}
