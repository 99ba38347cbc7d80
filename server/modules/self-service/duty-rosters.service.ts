import { sql } from 'kysely';
import type { DutyRoster, RosterLine } from '@core/contract/duty-rosters';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { audit, type AuditActor } from '../../shared/audit';
import { applicantOf, nextReference, routeFiling } from '../applications/filing.service';
import { datesBetween } from '../timekeeping/calendar/calendar-grid';
import { dayNumber } from '../timekeeping/engine/time';
import {
  businessUnitOf,
  copySourceLines,
  findOwnRoster,
  isWithinSpan,
  previousRosterId,
  rosterLines,
  rosterMembers,
} from './duty-rosters.queries';
import { activeShifts } from './lookups.queries';

// The manager's duty rosters (docs/domain.md §5 duty_rosters, §15.6 staff-scheduler): a draft
// roster (title, business unit, period up to 31 days) is filled in cell by cell for the
// team members × dates, then submitted through the approver matrix (type duty_roster);
// approval writes its lines to the schedules. Only the manager who prepared a roster
// reaches it (anyone else's is a 404); only a draft changes (409 otherwise).

/** The longest roster period, in days. */
export const MAX_DAYS = 31;
const MAX_WORK_STREAK = 6;

export type Line = RosterLine;

/** Who acts on a roster: the manager, in their company. */
export interface RosterCaller {
  actor: AuditActor;
  companyId: number;
  manager: number;
}

/** The manager's own roster, or 404. */
export async function ownRoster(db: Database, companyId: number, manager: number, id: number): Promise<DutyRoster> {
  const roster = await findOwnRoster(db, companyId, manager, id);
  if (!roster) throw new NotFoundError('There is no such duty roster of yours.');
  return roster;
}

/** The manager's own draft roster: 404 for another's, 409 once submitted. */
async function ownDraft(db: Database, caller: RosterCaller, id: number): Promise<DutyRoster> {
  const roster = await ownRoster(db, caller.companyId, caller.manager, id);
  if (roster.status !== 'draft') throw new ConflictError(`${roster.reference_no} is ${roster.status}; only a draft roster changes.`);
  return roster;
}

/** Sets these cells of the roster (each replacing what the cell had); the roster's line count after. */
export async function writeLines(trx: Database, roster: DutyRoster, lines: Line[], userId: number | null): Promise<number> {
  for (let start = 0; start < lines.length; start += 1000) {
    const chunk = lines.slice(start, start + 1000);
    await sql`delete from duty_roster_lines l
      using unnest(${chunk.map((l) => l.employee_id)}::bigint[], ${chunk.map((l) => l.schedule_date)}::date[]) as c(e, d)
      where l.duty_roster_id = ${roster.id} and l.employee_id = c.e and l.schedule_date = c.d`.execute(trx);
    await trx
      .insertInto('duty_roster_lines')
      .values(
        chunk.map((l) => ({
          duty_roster_id: roster.id,
          employee_id: l.employee_id,
          schedule_date: l.schedule_date,
          shift_schedule_id: l.is_rest_day ? null : l.shift_schedule_id,
          is_rest_day: l.is_rest_day,
          created_by: userId,
          updated_by: userId,
        })),
      )
      .execute();
  }
  const count = await trx
    .selectFrom('duty_roster_lines')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('duty_roster_id', '=', roster.id)
    .executeTakeFirstOrThrow();
  await trx.updateTable('duty_rosters').set({ line_count: count.n }).where('application_id', '=', roster.id).execute();
  return count.n;
}

/** A new draft roster of the manager's (an application of type duty_roster), audited; an upload's when it comes from one. */
export async function draftRoster(
  trx: Database,
  actor: AuditActor,
  roster: { manager: number; unitId: number; title: string; from: string; to: string; scheduleUploadId?: number },
): Promise<DutyRoster> {
  const { manager, unitId, title, from, to } = roster;
  const referenceNo = await nextReference(trx, 'DR', from.slice(0, 4));
  const created = await trx
    .insertInto('applications')
    .values({
      reference_no: referenceNo,
      application_type: 'duty_roster',
      employee_id: manager,
      business_unit_id: unitId,
      filed_by_user_id: actor.userId,
      filed_via: roster.scheduleUploadId === undefined ? 'self' : 'upload',
      date_from: from,
      date_to: to,
      status: 'draft',
      details_summary: `${title} ${from} to ${to}`.slice(0, 255),
      created_by: actor.userId,
      updated_by: actor.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const id = Number(created.id);
  await trx
    .insertInto('duty_rosters')
    .values({ application_id: id, business_unit_id: unitId, title, schedule_upload_id: roster.scheduleUploadId ?? null })
    .execute();
  await audit(trx, actor, { resource: 'duty-rosters', action: 'create', recordId: id, summary: `${referenceNo} drafted: ${title}` });
  return { id, reference_no: referenceNo, status: 'draft', date_from: from, date_to: to, business_unit_id: unitId, title };
}

/** A new draft roster from the form: a title, a period of at most MAX_DAYS, a unit within the manager's span (their own by default). */
export async function createRoster(
  db: Database,
  caller: RosterCaller,
  form: { title: string; date_from: string; date_to: string; business_unit_id?: number },
) {
  const { companyId, manager } = caller;
  const { date_from: from, date_to: to } = form;
  const title = form.title.trim();
  const errors: Record<string, string[]> = {};
  if (!title) errors.title = ['The title is required.'];
  if (to < from) errors.date_to = ['The period ends on or after it starts.'];
  else if (dayNumber(to) - dayNumber(from) + 1 > MAX_DAYS) errors.date_to = [`A roster covers at most ${MAX_DAYS} days.`];
  const homeUnit = await businessUnitOf(db, companyId, manager);
  if (homeUnit === undefined) throw new NotFoundError('Your employee record is not in this company.');
  const unitId = form.business_unit_id ?? homeUnit;
  if (!(await isWithinSpan(db, companyId, manager, homeUnit, unitId)))
    errors.business_unit_id = ['Choose your own business unit or one you head.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return db.transaction().execute(async (trx) => {
    const roster = await draftRoster(trx, caller.actor, { manager, unitId, title, from, to });
    return { ...roster, status: 'draft', message: `${roster.reference_no} is drafted; fill in its schedule.` };
  });
}

/** Sets cells of a draft: each of a team member, within the period, an active shift or a rest day (422 per cell otherwise). */
export async function saveLines(db: Database, caller: RosterCaller, id: number, lines: Line[]) {
  const roster = await ownDraft(db, caller, id);
  const members = new Set((await rosterMembers(db, caller.manager, roster)).map((e) => e.id));
  const shifts = new Set((await activeShifts(db, caller.companyId)).map((s) => s.id));
  const errors: Record<string, string[]> = {};
  lines.forEach((line, index) => {
    const add = (field: string, message: string) => (errors[`lines.${index}.${field}`] ??= []).push(message);
    if (!members.has(line.employee_id)) add('employee_id', 'is not a member of your team.');
    if (line.schedule_date < roster.date_from || line.schedule_date > roster.date_to)
      add('schedule_date', `is outside the roster period ${roster.date_from} to ${roster.date_to}.`);
    if (!line.is_rest_day && (line.shift_schedule_id === null || !shifts.has(line.shift_schedule_id)))
      add('shift_schedule_id', 'Choose an active shift, or mark a rest day.');
  });
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return db.transaction().execute(async (trx) => {
    const count = await writeLines(trx, roster, lines, caller.actor.userId);
    await audit(trx, caller.actor, {
      resource: 'duty-roster-lines',
      action: 'update',
      recordId: roster.id,
      summary: `${roster.reference_no}: ${lines.length} cells set`,
    });
    return { message: `${lines.length} cells saved.`, line_count: count };
  });
}

/**
 * The cells of an earlier roster of the manager's (the latest one ending before this one
 * starts, or the one named) copied into this draft day by day from its first date,
 * repeated when it is shorter; only current team members and active shifts are copied.
 */
export async function copyPreviousRoster(db: Database, caller: RosterCaller, id: number, sourceId: number | undefined) {
  const { companyId, manager } = caller;
  const roster = await ownDraft(db, caller, id);
  let source: DutyRoster | undefined;
  if (sourceId !== undefined) {
    source = await findOwnRoster(db, companyId, manager, sourceId);
    if (!source || source.id === roster.id) throw new ValidationError({ source_id: ['Choose another duty roster of yours.'] });
  } else {
    const previous = await previousRosterId(db, manager, roster);
    if (previous === undefined) throw new ConflictError('You have no earlier duty roster with a schedule to copy.');
    source = await ownRoster(db, companyId, manager, previous);
  }
  const members = new Set((await rosterMembers(db, manager, roster)).map((e) => e.id));
  const sourceLines = await copySourceLines(db, source.id);
  const sourceFrom = dayNumber(source.date_from);
  const sourceDays = dayNumber(source.date_to) - sourceFrom + 1;
  const byKey = new Map(sourceLines.map((l) => [`${l.employee_id} ${dayNumber(l.schedule_date) - sourceFrom}`, l]));
  const lines: Line[] = [];
  const dates = datesBetween(roster.date_from, roster.date_to);
  for (const employeeId of members) {
    dates.forEach((date, offset) => {
      const line = byKey.get(`${employeeId} ${offset % sourceDays}`);
      if (!line || (!line.is_rest_day && !line.is_active)) return;
      lines.push({
        employee_id: employeeId,
        schedule_date: date,
        shift_schedule_id: line.is_rest_day ? null : Number(line.shift_schedule_id),
        is_rest_day: line.is_rest_day,
      });
    });
  }
  const copiedFrom = source;
  return db.transaction().execute(async (trx) => {
    const count = await writeLines(trx, roster, lines, caller.actor.userId);
    await audit(trx, caller.actor, {
      resource: 'duty-roster-lines',
      action: 'copy-previous',
      recordId: roster.id,
      summary: `${roster.reference_no}: ${lines.length} cells copied from ${copiedFrom.reference_no}`,
    });
    return {
      message: `${lines.length} cells copied from ${copiedFrom.reference_no} (${copiedFrom.date_from} to ${copiedFrom.date_to}).`,
      copied: lines.length,
      source_id: copiedFrom.id,
      line_count: count,
    };
  });
}

/** What keeps a roster from being submitted: a member's date without a cell, a work streak too long, nobody in service. */
function rosterProblems(members: { id: number; employee_no: string }[], lines: Line[], dates: string[]): string[] {
  const byKey = new Map(lines.map((l) => [`${l.employee_id} ${l.schedule_date}`, l]));
  const problems: string[] = [];
  for (const member of members) {
    const missing = dates.filter((d) => !byKey.has(`${member.id} ${d}`));
    if (missing.length) problems.push(`${member.employee_no} has no shift or rest day on ${missing.length} dates (first: ${missing[0]}).`);
    let streak = 0;
    for (const date of dates) {
      const line = byKey.get(`${member.id} ${date}`);
      streak = line && !line.is_rest_day ? streak + 1 : 0;
      if (streak > MAX_WORK_STREAK) {
        problems.push(`${member.employee_no} works more than ${MAX_WORK_STREAK} days in a row without a rest day (up to ${date}).`);
        break;
      }
    }
  }
  if (members.length === 0) problems.push('Your team has nobody in service during this period.');
  return problems;
}

/** A complete draft goes pending and through the approver matrix (type duty_roster); 422 with what is missing otherwise. */
export async function submitRoster(db: Database, caller: RosterCaller, id: number, today: string) {
  const { companyId, manager, actor } = caller;
  const roster = await ownDraft(db, caller, id);
  const members = await rosterMembers(db, manager, roster);
  const problems = rosterProblems(members, await rosterLines(db, roster.id), datesBetween(roster.date_from, roster.date_to));
  if (problems.length) throw new ValidationError({ lines: problems }, 'The roster is not complete.');
  return db.transaction().execute(async (trx) => {
    const applicant = await applicantOf(trx, companyId, manager);
    if (!applicant) throw new NotFoundError('Your employee record is not in this company.');
    await trx
      .updateTable('applications')
      .set({ status: 'pending', submitted_at: new Date(), updated_by: actor.userId })
      .where('id', '=', roster.id)
      .execute();
    return routeFiling(
      trx,
      { companyId, actor, filedVia: 'self', filerEmployeeId: manager, today },
      { ...applicant, business_unit_id: roster.business_unit_id },
      {
        id: roster.id,
        referenceNo: roster.reference_no,
        type: 'duty_roster',
        from: roster.date_from,
        to: roster.date_to,
        isLate: false,
        summary: `${roster.title}, ${members.length} team members`,
      },
    );
  });
}

/** A draft roster deleted with its cells, audited. */
export async function deleteRoster(db: Database, caller: RosterCaller, id: number) {
  const roster = await ownDraft(db, caller, id);
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('duty_roster_lines').where('duty_roster_id', '=', roster.id).execute();
    await trx.deleteFrom('duty_rosters').where('application_id', '=', roster.id).execute();
    await trx.deleteFrom('applications').where('id', '=', roster.id).execute();
    await audit(trx, caller.actor, {
      resource: 'duty-rosters',
      action: 'delete',
      recordId: roster.id,
      summary: `${roster.reference_no} (draft) deleted`,
      before: { ...roster },
    });
    return { id: roster.id, message: `${roster.reference_no} is deleted.` };
  });
}
