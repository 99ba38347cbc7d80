import { sql } from 'kysely';
import type { Database } from '../../../db/database';
import type { Json } from '../../../db/schema';
import { NotFoundError } from '../../../http/errors';

// One payslip as the employee and the payroll officer read it: who, which period,
// every line with the engine's explanation, and the totals (docs/domain.md §15.4, §15.7).

export interface PayslipVisibility {
  /** only this employee's payslips */
  employeeId?: number;
  /** only posted payslips that are not on hold (what an employee may see) */
  releasedOnly?: boolean;
}

/** Which payslips: one by id, or every payslip of a period. */
export type PayslipSelection = { id: number } | { periodId: number };

/** Payslips with their lines, in employee-number order; an empty list when none is visible. */
export async function payslipDetails(db: Database, selection: PayslipSelection, visibility: PayslipVisibility = {}) {
  let query = db
    .selectFrom('payslips as s')
    .innerJoin('employees as e', 'e.id', 's.employee_id')
    .innerJoin('payroll_periods as p', 'p.id', 's.payroll_period_id')
    .innerJoin('payroll_groups as g', 'g.id', 's.payroll_group_id')
    .innerJoin('companies as c', 'c.id', 'g.company_id')
    .innerJoin('business_units as b', 'b.id', 's.business_unit_id')
    .innerJoin('positions as pos', 'pos.id', 's.position_id')
    .selectAll('s')
    .select([
      'e.employee_no',
      'e.last_name',
      'e.first_name',
      'e.tin',
      'p.code as period_code',
      'p.cutoff_start',
      'p.cutoff_end',
      'p.pay_date',
      'p.status as period_status',
      'g.name as payroll_group',
      'g.company_id',
      'c.name as company_name',
      'b.name as business_unit',
      'pos.title as position',
    ])
    .where('s.status', 'in', ['computed', 'posted'])
    .orderBy('e.employee_no');
  query = 'id' in selection ? query.where('s.id', '=', selection.id) : query.where('s.payroll_period_id', '=', selection.periodId);
  if (visibility.employeeId !== undefined) query = query.where('s.employee_id', '=', visibility.employeeId);
  if (visibility.releasedOnly) query = query.where('s.status', '=', 'posted').where('s.is_on_hold', '=', false);
  const payslips = await query.execute();
  if (payslips.length === 0) return [];
  const lines = await db
    .selectFrom('payslip_lines as l')
    .innerJoin('transaction_types as t', 't.id', 'l.transaction_type_id')
    // a line written with a template keeps only its inputs: the template adds the rule, legal basis and table version
    .leftJoin('payslip_line_explanations as x', 'x.id', 'l.explanation_template_id')
    .select([
      'l.id',
      'l.payslip_id',
      'l.code',
      't.code as transaction_type',
      'l.description',
      'l.section',
      'l.quantity',
      'l.unit',
      'l.amount',
      'l.source_type',
      'l.loan_id',
      'l.loan_balance_before',
      'l.loan_balance_after',
      'l.is_deferred',
      sql<Json>`coalesce(x.template, '{}'::jsonb) || l.explanation`.as('explanation'),
    ])
    .where((eb) =>
      'id' in selection
        ? eb('l.payslip_id', '=', selection.id)
        : eb('l.payslip_id', 'in', eb.selectFrom('payslips').select('id').where('payroll_period_id', '=', selection.periodId)),
    )
    .orderBy('l.payslip_id')
    .orderBy('l.sort_order')
    .execute();
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) {
    const list = linesOf.get(line.payslip_id) ?? [];
    list.push(line);
    linesOf.set(line.payslip_id, list);
  }
  return payslips.map(({ tin, ...rest }) => ({
    ...rest,
    // the employee's TIN shows masked, as on every screen outside HR
    tin: tin ? `***-***-${tin.slice(-3)}` : null,
    employee_name: `${rest.last_name}, ${rest.first_name}`,
    lines: (linesOf.get(rest.id) ?? []).map(({ payslip_id: _, ...l }) => ({
      ...l,
      quantity: l.quantity === null ? null : String(l.quantity),
    })),
  }));
}

export type PayslipDetail = Awaited<ReturnType<typeof payslipDetails>>[number];

export async function payslipDetail(db: Database, id: number, visibility: PayslipVisibility = {}): Promise<PayslipDetail> {
  const [payslip] = await payslipDetails(db, { id }, visibility);
  if (!payslip) throw new NotFoundError('The payslip was not found.');
  return payslip;
}
