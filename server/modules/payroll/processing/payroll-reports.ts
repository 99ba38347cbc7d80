import { sql, type RawBuilder } from 'kysely';
import {
  payrollControlTotalsReport,
  payrollSummariesReport,
  PAYROLL_REPORT_FILTERS,
  payslipLinesReport,
} from '@core/resources/payroll-reports.resource';
import type { Report } from '../../../http/report-routes';

// The SQL of the prooflist registers and payroll reports: the company's computed and
// posted payslips, narrowed to one period when the filter names it.

function periodClause(filter: Record<string, unknown>): RawBuilder<unknown> {
  const id = Number(filter.payroll_period_id);
  return Number.isSafeInteger(id) && id > 0 ? sql`and s.payroll_period_id = ${id}` : sql``;
}

const payslipsOf = (companyId: number, filter: Record<string, unknown>) => sql`
  select s.* from payslips s join payroll_groups g on g.id = s.payroll_group_id
  where g.company_id = ${companyId} and s.status in ('computed', 'posted') ${periodClause(filter)}`;

const lines: Report['source'] = (companyId, _today, filter) => sql`
  select l.id, s.payroll_period_id, p.code as period_code, e.employee_no, concat(e.last_name, ', ', e.first_name) as employee_name,
    b.name as business_unit_name, t.code as transaction_type, l.description, l.section, l.source_type, l.quantity, l.unit,
    l.amount, l.loan_balance_after, l.is_deferred
  from (${payslipsOf(companyId, filter)}) s
  join payslip_lines l on l.payslip_id = s.id
  join payroll_periods p on p.id = s.payroll_period_id
  join employees e on e.id = s.employee_id
  join business_units b on b.id = s.business_unit_id
  join transaction_types t on t.id = l.transaction_type_id`;

const controlTotals: Report['source'] = (companyId, _today, filter) => sql`
  select min(l.id) as id, min(s.payroll_period_id) as payroll_period_id, t.code as transaction_type, t.name,
    l.section, min(c.sort_order) * 1000 + min(t.id) as sort_key, count(distinct s.employee_id)::int as employees,
    sum(case when l.is_deferred then 0 else l.amount end) as amount, sum(case when l.is_deferred then l.amount else 0 end) as deferred
  from (${payslipsOf(companyId, filter)}) s
  join payslip_lines l on l.payslip_id = s.id
  join transaction_types t on t.id = l.transaction_type_id
  join transaction_classes c on c.id = t.transaction_class_id
  group by t.code, t.name, l.section`;

const summaries: Report['source'] = (companyId, _today, filter) => sql`
  select min(s.id) as id, min(s.payroll_period_id) as payroll_period_id, b.name as business_unit_name, count(*)::int as headcount,
    sum(s.gross_pay) as gross_pay, sum(s.sss_ee + s.philhealth_ee + s.pagibig_ee) as employee_contributions,
    sum(s.withholding_tax) as withholding_tax, sum(s.loan_deductions) as loan_deductions, sum(s.other_deductions) as other_deductions,
    sum(s.net_pay) as net_pay, sum(s.sss_er + s.sss_ec + s.philhealth_er + s.pagibig_er) as employer_contributions
  from (${payslipsOf(companyId, filter)}) s
  join business_units b on b.id = s.business_unit_id
  group by b.name`;

export const PAYROLL_REPORT_SOURCES: Report[] = [
  { definition: payslipLinesReport, source: lines, customFilters: PAYROLL_REPORT_FILTERS },
  { definition: payrollControlTotalsReport, source: controlTotals, customFilters: PAYROLL_REPORT_FILTERS, summed: ['employees'] },
  { definition: payrollSummariesReport, source: summaries, customFilters: PAYROLL_REPORT_FILTERS, summed: ['headcount'] },
];
