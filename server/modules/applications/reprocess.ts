import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AuditActor } from '../../shared/audit';
import { runProcessing, startProcessing } from '../timekeeping/timesheets/timesheet-processing.service';
import type { Affected } from './decision.service';

// After a decision's effects are committed: the employee's days in a timesheet still
// open (open, processed, adjusted) are processed again at once; days in a closed or
// linked one are left to adjustment processing (docs/domain.md §13.1).

export async function reprocessAffected(app: FastifyInstance, actor: AuditActor, affected: readonly (Affected | null)[]): Promise<void> {
  const changes = affected.filter((change): change is Affected => change !== null);
  if (changes.length === 0) return;
  const db = app.deps.db;
  // every open timesheet that covers a changed date of its employee, in one query
  const { rows } = await sql<{ id: number; payroll_group_id: number; cutoff_start: string; cutoff_end: string; employee_id: number }>`
    select distinct t.id, t.payroll_group_id, t.cutoff_start::text as cutoff_start, t.cutoff_end::text as cutoff_end, e.id as employee_id
    from unnest(${changes.map((c) => c.employeeId)}::bigint[], ${changes.map((c) => c.dateFrom)}::date[], ${changes.map((c) => c.dateTo)}::date[])
      as c(employee_id, date_from, date_to)
    join employees e on e.id = c.employee_id
    join timesheets t on t.payroll_group_id = e.payroll_group_id
    where t.status in ('processed', 'adjusted') and not t.processing and t.cutoff_start <= c.date_to and t.cutoff_end >= c.date_from`.execute(
    db,
  );
  const byTimesheet = new Map<
    number,
    { scope: { id: number; payroll_group_id: number; cutoff_start: string; cutoff_end: string }; employees: number[] }
  >();
  for (const row of rows) {
    const id = Number(row.id);
    const entry = byTimesheet.get(id) ?? {
      scope: { id, payroll_group_id: Number(row.payroll_group_id), cutoff_start: row.cutoff_start, cutoff_end: row.cutoff_end },
      employees: [],
    };
    entry.employees.push(Number(row.employee_id));
    byTimesheet.set(id, entry);
  }
  for (const { scope, employees } of byTimesheet.values()) {
    const ids = await startProcessing(db, scope, employees);
    await runProcessing(db, actor, scope, ids);
  }
}
