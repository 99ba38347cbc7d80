import { sql } from 'kysely';
import type { CrudOptions } from '../../../http/crud';

/** Payslip lists carry their period's pay date, sortable like a column. */
export const payslipPeriodJoin: Pick<CrudOptions, 'select' | 'extraSort' | 'orderBy'> = {
  select: (query) => query.innerJoin('payroll_periods as pp', 'pp.id', 'r.payroll_period_id').select('pp.pay_date'),
  extraSort: ['pay_date'],
  orderBy: (column) => (column === 'pay_date' ? sql.ref('pp.pay_date') : undefined),
};
