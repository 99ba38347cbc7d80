import type { FastifyInstance } from 'fastify';
import type { AuditActor } from '../audit/audit.service';
import { runProcessing, startProcessing } from '../timekeeping/timesheets/timesheet-processing.service';
import type { Affected } from './decision.service';

// After a decision's effects are committed: the employee's days in a timesheet still
// open (open, processed, adjusted) are processed again at once; days in a closed or
// linked one are left to adjustment processing (domain.md §13.1).

export async function reprocessAffected(app: FastifyInstance, actor: AuditActor, affected: readonly (Affected | null)[]): Promise<void> {
  const db = app.deps.db;
  const byTimesheet = new Map<
    number,
    { scope: { id: number; payroll_group_id: number; cutoff_start: string; cutoff_end: string }; employees: Set<number> }
  >();
  for (const change of affected) {
    if (!change) continue;
    const timesheets = await db
      .selectFrom('timesheets as t')
      .innerJoin('employees as e', 'e.payroll_group_id', 't.payroll_group_id')
      .select(['t.id', 't.payroll_group_id', 't.cutoff_start', 't.cutoff_end'])
      .where('e.id', '=', change.employeeId)
      .where('t.status', 'in', ['processed', 'adjusted'])
      .where('t.processing', '=', false)
      .where('t.cutoff_start', '<=', change.dateTo)
      .where('t.cutoff_end', '>=', change.dateFrom)
      .execute();
    for (const t of timesheets) {
      const entry = byTimesheet.get(Number(t.id)) ?? {
        scope: { id: Number(t.id), payroll_group_id: Number(t.payroll_group_id), cutoff_start: t.cutoff_start, cutoff_end: t.cutoff_end },
        employees: new Set<number>(),
      };
      entry.employees.add(change.employeeId);
      byTimesheet.set(Number(t.id), entry);
    }
  }
  for (const { scope, employees } of byTimesheet.values()) {
    const ids = await startProcessing(db, scope, [...employees]);
    await runProcessing(db, actor, scope, ids);
  }
}
