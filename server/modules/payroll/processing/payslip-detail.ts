import type { Database } from '../../../db/database';
import { NotFoundError } from '../../../http/errors';

// One payslip as the employee and the payroll officer read it: who, which period,
// every line with the engine's explanation, and the totals (domain.md §15.4, §15.7).

export interface PayslipVisibility {
  /** only this employee's payslips */
  employeeId?: number;
  /** only posted payslips that are not on hold (what an employee may see) */
  releasedOnly?: boolean;
}

export async function payslipDetail(db: Database, id: number, visibility: PayslipVisibility = {}) {
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
      'c.name as company_name',
      'b.name as business_unit',
      'pos.title as position',
    ])
    .where('s.id', '=', id)
    .where('s.status', 'in', ['computed', 'posted']);
  if (visibility.employeeId !== undefined) query = query.where('s.employee_id', '=', visibility.employeeId);
  if (visibility.releasedOnly) query = query.where('s.status', '=', 'posted').where('s.is_on_hold', '=', false);
  const payslip = await query.executeTakeFirst();
  if (!payslip) throw new NotFoundError('The payslip was not found.');
  const lines = await db
    .selectFrom('payslip_lines as l')
    .innerJoin('transaction_types as t', 't.id', 'l.transaction_type_id')
    .select([
      'l.id',
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
      'l.explanation',
    ])
    .where('l.payslip_id', '=', id)
    .orderBy('l.sort_order')
    .execute();
  const { tin, ...rest } = payslip;
  return {
    ...rest,
    // the employee's TIN shows masked, as on every screen outside HR
    tin: tin ? `***-***-${tin.slice(-3)}` : null,
    employee_name: `${payslip.last_name}, ${payslip.first_name}`,
    lines: lines.map((l) => ({ ...l, quantity: l.quantity === null ? null : String(l.quantity) })),
  };
}
