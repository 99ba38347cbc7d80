import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import { auditMany, type AuditActor } from '../../../shared/audit';
import type { TimesheetScope } from './timesheet-inputs';
import { recount } from './exceptions.service';

// The unmatched_punch exception (docs/domain.md §4, "for punches with no employee in the cutoff").
// A punch whose time recorder id maps to no employee has no employee to hang the exception
// on: the exception keeps the time recorder id and its timesheet, one per recorder id and
// date. The punches a timesheet answers for are its company's that are not void, dated in
// its cutoff, from a device of no business unit or of a business unit where the payroll
// group's employees work, or imported without a device. Mapping the id to an employee
// resolves them; until then they block closing like every open exception, unless waived.

/** Opens an exception for each recorder id and date of the cutoff's unmatched punches; closes those whose punches are gone. */
export async function flagUnmatchedPunches(trx: Database, scope: TimesheetScope, companyId: number, userId: number | null): Promise<void> {
  await sql`
    insert into attendance_exceptions (employee_id, time_recorder_id, work_date, exception_type, timesheet_id, status, created_by, updated_by)
    select distinct null::bigint, p.time_recorder_id, p.punched_at::date, 'unmatched_punch', ${scope.id}::bigint, 'open', ${userId}::bigint, ${userId}::bigint
      from time_punches p
      left join devices d on d.id = p.device_id
      left join punch_imports i on i.id = p.punch_import_id
     where p.employee_id is null and not p.is_void
       and p.punched_at >= ${scope.cutoff_start}::date and p.punched_at < ${scope.cutoff_end}::date + 1
       and ((d.id is not null and d.company_id = ${companyId}
             and (d.business_unit_id is null
                  or d.business_unit_id in (select x.business_unit_id from employees x where x.payroll_group_id = ${scope.payroll_group_id})))
         or (d.id is null and i.company_id = ${companyId}))
    on conflict (timesheet_id, time_recorder_id, work_date) where employee_id is null do nothing`.execute(trx);
  // mapped or voided since: no unmatched punch is left for the day
  await sql`
    update attendance_exceptions a
       set status = 'resolved', resolution = 'adjusted', resolved_at = now(), resolved_by = ${userId}::bigint,
           remarks = 'No unmatched punch is left for the day: its time recorder id was mapped or the punches voided.'
     where a.timesheet_id = ${scope.id} and a.employee_id is null and a.status in ('open', 'pending_employee')
       and not exists (select 1 from time_punches p
                        where p.employee_id is null and not p.is_void and p.time_recorder_id = a.time_recorder_id
                          and p.punched_at >= a.work_date and p.punched_at < a.work_date + 1)`.execute(trx);
}

/**
 * Resolves the open unmatched-punch exceptions of a time recorder id just mapped to an employee,
 * in the company's timesheets that may still change; each audited. Returns how many.
 */
export async function resolveMappedPunches(
  trx: Database,
  actor: AuditActor,
  companyId: number,
  recorderId: string,
  employeeNo: string,
): Promise<number> {
  const remarks = `Time recorder id ${recorderId} mapped to ${employeeNo}; process the timesheet again to count the punches.`;
  const rows = await trx
    .updateTable('attendance_exceptions as a')
    .set({
      status: 'resolved',
      resolution: 'adjusted',
      remarks,
      resolved_at: new Date(),
      resolved_by: actor.userId,
      updated_by: actor.userId,
    })
    .where('a.employee_id', 'is', null)
    .where('a.exception_type', '=', 'unmatched_punch')
    .where('a.time_recorder_id', '=', recorderId)
    .where('a.status', 'in', ['open', 'pending_employee'])
    .where(
      'a.timesheet_id',
      'in',
      trx
        .selectFrom('timesheets as t')
        .innerJoin('payroll_groups as g', 'g.id', 't.payroll_group_id')
        .select('t.id')
        .where('g.company_id', '=', companyId)
        .where('t.status', 'not in', ['closed', 'linked']),
    )
    .returning(['a.id', 'a.timesheet_id', 'a.work_date'])
    .execute();
  await recount(
    trx,
    rows.map((r) => r.timesheet_id),
  );
  await auditMany(
    trx,
    actor,
    rows.map((r) => ({
      resource: 'attendance-exceptions',
      action: 'resolve',
      recordId: r.id,
      summary: `Resolved “Unmatched punch” of ${r.work_date}: ${remarks}`,
      before: { status: 'open' },
      after: { status: 'resolved', resolution: 'adjusted' },
    })),
  );
  return rows.length;
}
