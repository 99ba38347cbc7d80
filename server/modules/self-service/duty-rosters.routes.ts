import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Database } from '../../db/database';
import { ConflictError, NotFoundError, ValidationError } from '../../http/errors';
import { answers, AnyObject, DateString, IdParams, NoBody } from '../../http/schemas';
import { actorOf, audit, type AuditActor } from '../../shared/audit';
import { knownCompanyId, manilaToday } from '../../shared/company';
import { ownEmployee } from './own-employee';
import { applicantOf, nextReference, routeFiling } from '../applications/filing.service';
import { datesBetween, gridEmployees } from '../timekeeping/calendar/calendar-grid';
import { dayNumber } from '../timekeeping/engine/time';
import { teamOf } from './team';

// The manager's duty rosters (domain.md §5 duty_rosters, §15.6 staff-scheduler): a draft
// roster (title, business unit, period up to 31 days) is filled in cell by cell for the
// team members × dates, then submitted through the approver matrix (type duty_roster);
// approval writes its lines to the schedules. Only the manager who prepared a roster
// reaches it (anyone else's is a 404); only a draft changes (409 otherwise).

/** The longest roster period, in days. */
export const MAX_DAYS = 31;
const MAX_WORK_STREAK = 6;
const NewRoster = Type.Object({
  title: Type.String({ maxLength: 150 }),
  date_from: DateString,
  date_to: DateString,
  business_unit_id: Type.Optional(Type.Integer({ minimum: 1 })),
});
const Lines = Type.Object({
  lines: Type.Array(
    Type.Object({
      employee_id: Type.Integer({ minimum: 1 }),
      schedule_date: DateString,
      shift_schedule_id: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()]),
      is_rest_day: Type.Boolean(),
    }),
    { maxItems: 5000 },
  ),
});

const CopySource = Type.Object({
  source_id: Type.Optional(
    Type.Integer({ minimum: 1, description: 'the roster to copy; default: the latest one ending before this one starts' }),
  ),
});

interface Roster {
  id: number;
  reference_no: string;
  status: string;
  date_from: string;
  date_to: string;
  business_unit_id: number;
  title: string;
}

/** The caller's own roster, or 404. */
async function ownRoster(db: Database, request: FastifyRequest, id: number): Promise<Roster> {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('duty_rosters as r', 'r.application_id', 'a.id')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select([
      'a.id',
      'a.reference_no',
      'a.status',
      sql<string>`a.date_from::text`.as('date_from'),
      sql<string>`a.date_to::text`.as('date_to'),
      'r.business_unit_id',
      'r.title',
    ])
    .where('a.id', '=', id)
    .where('a.application_type', '=', 'duty_roster')
    .where('a.employee_id', '=', ownEmployee(request))
    .where('e.company_id', '=', knownCompanyId(request))
    .executeTakeFirst();
  if (!row) throw new NotFoundError('There is no such duty roster of yours.');
  return { ...row, id: Number(row.id), business_unit_id: Number(row.business_unit_id) };
}

const draftOnly = (roster: Roster) => {
  if (roster.status !== 'draft') throw new ConflictError(`${roster.reference_no} is ${roster.status}; only a draft roster changes.`);
};

/** The team members in service on some date of the period, for whom the roster has a row each. */
async function rosterMembers(db: Database, manager: number, roster: Roster) {
  const ids = (
    await db
      .selectFrom('employees')
      .select('id')
      .where(sql<boolean>`id in ${teamOf(manager)}`)
      .where('hire_date', '<=', roster.date_to)
      .where((eb) => eb.or([eb('separation_date', 'is', null), eb('separation_date', '>=', roster.date_from)]))
      .execute()
  ).map((r) => Number(r.id));
  return gridEmployees(db, ids);
}

export type Line = { employee_id: number; schedule_date: string; shift_schedule_id: number | null; is_rest_day: boolean };

/** Sets these cells of the roster (each replacing what the cell had); the roster's line count after. */
export async function writeLines(trx: Database, roster: Roster, lines: Line[], userId: number | null): Promise<number> {
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

/**
 * What the manager should know about a cell (§15.6 duty-roster-schedule): a leave of the
 * employee filed or approved on the date, and a holiday of the date (national, or local
 * to the city of the employee's unit). Warnings only: the roster still takes the cell.
 */
async function cellWarnings(db: Database, employeeIds: number[], roster: Roster) {
  if (employeeIds.length === 0) return [];
  const ids = sql.join(employeeIds);
  const { rows } = await sql<{ employee_id: number; date: string; kind: 'leave' | 'holiday'; text: string }>`
    select a.employee_id, d.day::date::text as date, 'leave' as kind,
        concat(lt.name, ' ', a.reference_no, ' (', replace(a.status, '_', ' '), ')') as text
      from applications a
      join leave_applications la on la.application_id = a.id
      join leave_types lt on lt.id = la.leave_type_id
      cross join lateral generate_series(greatest(a.date_from, ${roster.date_from}::date), least(a.date_to, ${roster.date_to}::date), interval '1 day') as d(day)
     where a.application_type = 'leave' and a.status in ('pending', 'approved', 'for_cancellation')
       and a.employee_id in (${ids}) and a.date_from <= ${roster.date_to}::date and a.date_to >= ${roster.date_from}::date
    union all
    select e.id, h.holiday_date::text, 'holiday',
        concat(h.name, ' (', replace(h.holiday_type, '_', ' '), case when h.scope <> 'national' then concat(', ', h.city_municipality) else '' end, ')')
      from holidays h
      join employees e on e.id in (${ids})
      left join business_units bu on bu.id = e.business_unit_id
     where h.holiday_date between ${roster.date_from}::date and ${roster.date_to}::date
       and (h.scope = 'national' or lower(h.city_municipality) = lower(bu.city_municipality))
     order by 1, 2, 3`.execute(db);
  return rows.map((r) => ({ ...r, employee_id: Number(r.employee_id) }));
}

/** A new draft roster of the manager's (an application of type duty_roster), audited; an upload's when it comes from one. */
export async function draftRoster(
  trx: Database,
  actor: AuditActor,
  roster: { manager: number; unitId: number; title: string; from: string; to: string; scheduleUploadId?: number },
): Promise<Roster> {
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

export async function dutyRosterRoutes(server: FastifyInstance): Promise<void> {
  const app = server.withTypeProvider<TypeBoxTypeProvider>();
  const { db } = app.deps;
  // another manager's roster answers 404 before its body is read
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api/manager/duty-rosters/:id') || !request.auth) return;
    const { id } = request.params as { id?: string };
    if (!id || !/^\d{1,15}$/.test(id)) throw new NotFoundError();
    await ownRoster(db, request, Number(id));
  });

  app.post('/api/manager/duty-rosters', { schema: { body: NewRoster, response: answers(AnyObject) } }, async (request) => {
    const manager = ownEmployee(request);
    const companyId = knownCompanyId(request);
    const { date_from: from, date_to: to } = request.body;
    const title = request.body.title.trim();
    const errors: Record<string, string[]> = {};
    if (!title) errors.title = ['The title is required.'];
    if (to < from) errors.date_to = ['The period ends on or after it starts.'];
    else if (dayNumber(to) - dayNumber(from) + 1 > MAX_DAYS) errors.date_to = [`A roster covers at most ${MAX_DAYS} days.`];
    const self = await db
      .selectFrom('employees')
      .select('business_unit_id')
      .where('id', '=', manager)
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow();
    const unitId = request.body.business_unit_id ?? Number(self.business_unit_id);
    // within the manager's span: their own unit, or one they head
    const unit = await db
      .selectFrom('business_units')
      .select('id')
      .where('id', '=', unitId)
      .where('company_id', '=', companyId)
      .where((eb) => eb.or([eb('head_employee_id', '=', manager), eb('id', '=', Number(self.business_unit_id))]))
      .executeTakeFirst();
    if (!unit) errors.business_unit_id = ['Choose your own business unit or one you head.'];
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const actor = actorOf(request, 'manager');
    return db.transaction().execute(async (trx) => {
      const roster = await draftRoster(trx, actor, { manager, unitId, title, from, to });
      return { ...roster, status: 'draft', message: `${roster.reference_no} is drafted; fill in its schedule.` };
    });
  });

  app.get('/api/manager/duty-rosters/:id/grid', { schema: { params: IdParams, response: answers(AnyObject) } }, async (request) => {
    const roster = await ownRoster(db, request, Number(request.params.id));
    const employees = await rosterMembers(db, ownEmployee(request), roster);
    const lines = await db
      .selectFrom('duty_roster_lines')
      .select(['employee_id', sql<string>`schedule_date::text`.as('schedule_date'), 'shift_schedule_id', 'is_rest_day'])
      .where('duty_roster_id', '=', roster.id)
      .execute();
    const shifts = await db
      .selectFrom('shift_schedules')
      .select(['id', 'code', 'name', 'time_in', 'time_out', 'color'])
      .where('company_id', '=', knownCompanyId(request))
      .where('is_active', '=', true)
      .orderBy('code')
      .execute();
    return {
      roster,
      warnings: await cellWarnings(
        db,
        employees.map((e) => e.id),
        roster,
      ),
      dates: datesBetween(roster.date_from, roster.date_to),
      shifts: shifts.map((s) => ({ ...s, id: Number(s.id) })),
      rows: employees.map((e) => ({ id: e.id, employee_no: e.employee_no, name: e.name })),
      lines: lines.map((l) => ({
        ...l,
        employee_id: Number(l.employee_id),
        shift_schedule_id: l.shift_schedule_id === null ? null : Number(l.shift_schedule_id),
      })),
    };
  });

  app.put(
    '/api/manager/duty-rosters/:id/lines',
    { schema: { params: IdParams, body: Lines, response: answers(AnyObject) } },
    async (request) => {
      const roster = await ownRoster(db, request, Number(request.params.id));
      draftOnly(roster);
      const members = new Set((await rosterMembers(db, ownEmployee(request), roster)).map((e) => e.id));
      const shifts = new Set(
        (
          await db
            .selectFrom('shift_schedules')
            .select('id')
            .where('company_id', '=', knownCompanyId(request))
            .where('is_active', '=', true)
            .execute()
        ).map((s) => Number(s.id)),
      );
      const errors: Record<string, string[]> = {};
      request.body.lines.forEach((line, index) => {
        const add = (field: string, message: string) => (errors[`lines.${index}.${field}`] ??= []).push(message);
        if (!members.has(line.employee_id)) add('employee_id', 'is not a member of your team.');
        if (line.schedule_date < roster.date_from || line.schedule_date > roster.date_to)
          add('schedule_date', `is outside the roster period ${roster.date_from} to ${roster.date_to}.`);
        if (!line.is_rest_day && (line.shift_schedule_id === null || !shifts.has(line.shift_schedule_id)))
          add('shift_schedule_id', 'Choose an active shift, or mark a rest day.');
      });
      if (Object.keys(errors).length) throw new ValidationError(errors);
      const actor = actorOf(request, 'manager');
      return db.transaction().execute(async (trx) => {
        const lines = request.body.lines;
        const count = await writeLines(trx, roster, lines, actor.userId);
        await audit(trx, actor, {
          resource: 'duty-roster-lines',
          action: 'update',
          recordId: roster.id,
          summary: `${roster.reference_no}: ${lines.length} cells set`,
        });
        return { message: `${lines.length} cells saved.`, line_count: count };
      });
    },
  );

  // the cells of an earlier roster of the manager's (the latest one ending before this one
  // starts, or the one named) copied into this draft day by day from its first date,
  // repeated when it is shorter; only current team members and active shifts are copied
  app.post(
    '/api/manager/duty-rosters/:id/copy-previous',
    { schema: { params: IdParams, body: CopySource, response: answers(AnyObject) } },
    async (request) => {
      const manager = ownEmployee(request);
      const roster = await ownRoster(db, request, Number(request.params.id));
      draftOnly(roster);
      let source: Roster | undefined;
      if (request.body.source_id !== undefined) {
        source = await ownRoster(db, request, request.body.source_id).catch(() => undefined);
        if (!source || source.id === roster.id) throw new ValidationError({ source_id: ['Choose another duty roster of yours.'] });
      } else {
        const previous = await db
          .selectFrom('applications as a')
          .select('a.id')
          .where('a.application_type', '=', 'duty_roster')
          .where('a.employee_id', '=', manager)
          .where('a.id', '<>', roster.id)
          .where('a.date_to', '<', roster.date_from)
          .where('a.status', 'not in', ['rejected', 'cancelled'])
          .where((eb) => eb.exists(eb.selectFrom('duty_roster_lines as l').select('l.id').whereRef('l.duty_roster_id', '=', 'a.id')))
          .orderBy('a.date_to', 'desc')
          .orderBy('a.id', 'desc')
          .executeTakeFirst();
        if (!previous) throw new ConflictError('You have no earlier duty roster with a schedule to copy.');
        source = await ownRoster(db, request, Number(previous.id));
      }
      const members = new Set((await rosterMembers(db, manager, roster)).map((e) => e.id));
      const sourceLines = await db
        .selectFrom('duty_roster_lines as l')
        .leftJoin('shift_schedules as s', 's.id', 'l.shift_schedule_id')
        .select([
          'l.employee_id',
          sql<string>`l.schedule_date::text`.as('schedule_date'),
          'l.shift_schedule_id',
          'l.is_rest_day',
          's.is_active',
        ])
        .where('l.duty_roster_id', '=', source.id)
        .execute();
      const sourceDays = dayNumber(source.date_to) - dayNumber(source.date_from) + 1;
      const byKey = new Map(sourceLines.map((l) => [`${l.employee_id} ${dayNumber(l.schedule_date) - dayNumber(source.date_from)}`, l]));
      const lines: { employee_id: number; schedule_date: string; shift_schedule_id: number | null; is_rest_day: boolean }[] = [];
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
      const actor = actorOf(request, 'manager');
      return db.transaction().execute(async (trx) => {
        const count = await writeLines(trx, roster, lines, actor.userId);
        await audit(trx, actor, {
          resource: 'duty-roster-lines',
          action: 'copy-previous',
          recordId: roster.id,
          summary: `${roster.reference_no}: ${lines.length} cells copied from ${source.reference_no}`,
        });
        return {
          message: `${lines.length} cells copied from ${source.reference_no} (${source.date_from} to ${source.date_to}).`,
          copied: lines.length,
          source_id: source.id,
          line_count: count,
        };
      });
    },
  );

  app.post(
    '/api/manager/duty-rosters/:id/submit',
    { schema: { params: IdParams, body: NoBody, response: answers(AnyObject) } },
    async (request) => {
      const manager = ownEmployee(request);
      const roster = await ownRoster(db, request, Number(request.params.id));
      draftOnly(roster);
      const members = await rosterMembers(db, manager, roster);
      const lines = await db
        .selectFrom('duty_roster_lines')
        .select(['employee_id', sql<string>`schedule_date::text`.as('schedule_date'), 'is_rest_day'])
        .where('duty_roster_id', '=', roster.id)
        .execute();
      const byKey = new Map(lines.map((l) => [`${l.employee_id} ${l.schedule_date}`, l]));
      const dates = datesBetween(roster.date_from, roster.date_to);
      const problems: string[] = [];
      for (const member of members) {
        const missing = dates.filter((d) => !byKey.has(`${member.id} ${d}`));
        if (missing.length)
          problems.push(`${member.employee_no} has no shift or rest day on ${missing.length} dates (first: ${missing[0]}).`);
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
      if (problems.length) throw new ValidationError({ lines: problems }, 'The roster is not complete.');
      const companyId = knownCompanyId(request);
      const actor = actorOf(request, 'manager');
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
          { companyId, actor, filedVia: 'self', filerEmployeeId: manager, today: manilaToday(app.deps.now()) },
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
    },
  );

  app.delete('/api/manager/duty-rosters/:id', { schema: { params: IdParams, response: answers(AnyObject) } }, async (request) => {
    const roster = await ownRoster(db, request, Number(request.params.id));
    draftOnly(roster);
    const actor = actorOf(request, 'manager');
    return db.transaction().execute(async (trx) => {
      await trx.deleteFrom('duty_roster_lines').where('duty_roster_id', '=', roster.id).execute();
      await trx.deleteFrom('duty_rosters').where('application_id', '=', roster.id).execute();
      await trx.deleteFrom('applications').where('id', '=', roster.id).execute();
      await audit(trx, actor, {
        resource: 'duty-rosters',
        action: 'delete',
        recordId: roster.id,
        summary: `${roster.reference_no} (draft) deleted`,
        before: roster as unknown as Record<string, unknown>,
      });
      return { id: roster.id, message: `${roster.reference_no} is deleted.` };
    });
  });
}
