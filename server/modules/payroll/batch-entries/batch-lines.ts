import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../../db/database';
import { assertNotOwnRecord, callerEmployeeId, type EmployeeOf } from '../../audit/own-record';

// The check of a batch's lines (docs/domain.md §8 `batch_entry_lines`), set-based so that a
// 20,000-line upload is checked in three statements: each employee number resolves to an
// employee of the batch's company, who must be in the period's payroll group, with an
// amount that is not zero, once per batch; the batch's counts and total follow its lines.

export async function recheckLines(trx: Database, batchId: number): Promise<{ line_count: number; error_count: number }> {
  await sql`
    update batch_entry_lines l
       set employee_id = (select e.id from employees e join batch_entries b on b.company_id = e.company_id
                           where b.id = l.batch_entry_id and lower(e.employee_no) = lower(l.employee_no))
     where l.batch_entry_id = ${batchId}`.execute(trx);
  await sql`
    update batch_entry_lines l
       set error = case
             when l.employee_id is null then 'There is no employee ' || l.employee_no || '.'
             when d.employee_group is distinct from p.payroll_group_id
               then l.employee_no || ' is not in the payroll group of period ' || p.code || '.'
             when l.amount = 0 then 'The amount is zero.'
             when d.first_row < l.row_no then l.employee_no || ' is already on row ' || d.first_row || '.'
           end
      from (select o.id, e.payroll_group_id as employee_group,
                   min(o.row_no) over (partition by lower(o.employee_no)) as first_row
              from batch_entry_lines o left join employees e on e.id = o.employee_id
             where o.batch_entry_id = ${batchId}) d,
           batch_entries b join payroll_periods p on p.id = b.payroll_period_id
     where d.id = l.id and b.id = l.batch_entry_id`.execute(trx);
  const totals = await trx
    .selectFrom('batch_entry_lines')
    .select([
      sql<number>`count(*)::int`.as('line_count'),
      sql<number>`count(error)::int`.as('error_count'),
      sql<string>`coalesce(sum(amount), 0)::text`.as('total_amount'),
    ])
    .where('batch_entry_id', '=', batchId)
    .executeTakeFirstOrThrow();
  await trx.updateTable('batch_entries').set(totals).where('id', '=', batchId).execute();
  return totals;
}

/** The first lines with problems, as "row 3: There is no employee X." for a refusal. */
export async function lineProblems(trx: Database, batchId: number, limit = 5): Promise<string[]> {
  const rows = await trx
    .selectFrom('batch_entry_lines')
    .select(['row_no', 'error'])
    .where('batch_entry_id', '=', batchId)
    .where('error', 'is not', null)
    .orderBy('row_no')
    .limit(limit)
    .execute();
  return rows.map((r) => `Row ${r.row_no}: ${String(r.error)}`);
}

export const OWN_LINES = 'batch entry lines';

/** The employee a line names: its employee number in the batch's company (the line's `employee_id` follows it on recheck). */
export const lineEmployee: EmployeeOf = async (line, trx) => {
  if (line.employee_no === undefined || line.employee_no === null) return line.employee_id;
  const employee = await trx
    .selectFrom('employees as e')
    .innerJoin('batch_entries as b', 'b.company_id', 'e.company_id')
    .select('e.id')
    .where('b.id', '=', Number(line.batch_entry_id))
    .where(sql<string>`lower(e.employee_no)`, '=', String(line.employee_no).toLowerCase())
    .executeTakeFirst();
  return employee?.id ?? line.employee_id;
};

/** 403 when a (rechecked) line of the batch pays the caller: another payroll officer uploads, validates, applies or voids it. */
export async function refuseOwnLines(trx: Database, request: FastifyRequest, batchId: number): Promise<void> {
  const own = callerEmployeeId(request);
  if (own === null) return;
  const line = await trx
    .selectFrom('batch_entry_lines')
    .select('employee_id')
    .where('batch_entry_id', '=', batchId)
    .where('employee_id', '=', own)
    .executeTakeFirst();
  assertNotOwnRecord(request, line?.employee_id, OWN_LINES);
}
