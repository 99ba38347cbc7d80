import { sql } from 'kysely';
import type { Database } from '../../server/db/database';

/**
 * Demo-company records of the kinds the demo data has none of (a payroll entry, the special
 * runs, a batch entry, a bank file, a 1601-C return, a punch import, a final-pay case, a timesheet adjustment, a change request,
 * a manager’s draft duty roster and schedule upload, a leave run, a 2316 print job, an issued 2316), so that every route has a record to be refused.
 */
export async function addDemoRecords(db: Database): Promise<void> {
  const statements = [
    sql`insert into payroll_entries (employee_id, payroll_period_id, transaction_type_id, amount)
      select e.id, p.id, (select min(id) from transaction_types), 100 from employees e, payroll_periods p
      join payroll_groups g on g.id = p.payroll_group_id where e.company_id = g.company_id order by e.id, p.id limit 1`,
    sql`insert into thirteenth_month_batches (company_id, year, instalment, coverage_to, target_payroll_period_id)
      select g.company_id, 2026, 'full', '2026-11-30', p.id from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id
      order by p.id limit 1`,
    sql`insert into bonus_batches (company_id, bonus_name, transaction_type_id, computation_method, factor, basis_date, target_payroll_period_id)
      select g.company_id, 'Mid-year bonus', (select min(id) from transaction_types), 'fixed_amount', 1000, '2026-06-30', p.id
      from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id order by p.id limit 1`,
    sql`insert into batch_entries (company_id, payroll_period_id, transaction_type_id, description)
      select g.company_id, p.id, (select min(id) from transaction_types), 'Rice subsidy'
      from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id order by p.id limit 1`,
    sql`insert into annualization_runs (company_id, year, target_payroll_period_id)
      select g.company_id, p.year, p.id from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id order by p.id limit 1`,
    sql`insert into retro_pay_batches (company_id, description, retro_reason, effective_from, effective_to, target_payroll_period_id)
      select g.company_id, 'Wage order retro', 'salary_adjustment', '2026-01-01', '2026-01-15', p.id
      from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id order by p.id limit 1`,
    sql`with d as (
        insert into service_charge_distributions (company_id, business_unit_id, collection_from, collection_to, total_collected, target_payroll_period_id)
        select g.company_id, (select min(id) from business_units where company_id = g.company_id), '2026-11-01', '2026-11-15', 1000, p.id
        from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id order by p.id limit 1
        returning id, company_id)
      insert into service_charge_shares (service_charge_distribution_id, employee_id, computed_amount, share_amount)
      select d.id, (select min(id) from employees where company_id = d.company_id), 1000, 1000 from d`,
    sql`with c as (
        insert into leave_conversions (company_id, year, as_of_date, target_payroll_period_id)
        select g.company_id, 2026, '2026-12-15', p.id from payroll_periods p join payroll_groups g on g.id = p.payroll_group_id
        order by p.id limit 1
        returning id, company_id)
      insert into leave_conversion_lines (leave_conversion_id, employee_id, leave_type_id, unused_days, max_convertible_days, convertible_days, daily_rate, amount)
      select c.id, (select min(id) from employees where company_id = c.company_id),
        (select min(id) from leave_types where company_id = c.company_id), 1, 1, 1, 1000, 1000 from c`,
    sql`insert into attachments (attachable_type, attachable_id, file_name, mime_type, size_bytes)
      select 'bank-files', 0, 'credit.txt', 'text/plain', 1`,
    sql`insert into bank_credit_files (payroll_period_id, bank_id, attachment_id, employee_count, file_format, file_kind, layout, sequence_no, total_amount)
      select p.id, (select min(id) from banks), (select max(id) from attachments), 1, 'txt', 'regular', 'generic', 1, 100
      from payroll_periods p order by p.id limit 1`,
    sql`insert into bir_1601c_returns (company_id, year, month) select min(id), 2026, 1 from companies`,
    sql`insert into punch_imports (source, company_id) select 'file_upload', min(id) from companies`,
    sql`insert into final_pay_cases (company_id, employee_id, employee_movement_id, separation_type, separation_date, last_working_day, release_due_date)
      select e.company_id, e.id, m.id, m.separation_type, m.effective_date, m.last_working_day, m.effective_date + 30
      from employee_movements m join employees e on e.id = m.employee_id where m.movement_type = 'separation' order by m.id limit 1`,
    sql`with a as (
        insert into applications (reference_no, application_type, employee_id, business_unit_id, filed_via, date_from, date_to, status)
        select 'DR-2026-99999', 'duty_roster', e.id, e.business_unit_id, 'self', '2026-12-07', '2026-12-13', 'draft'
        from users u join employees e on e.id = u.employee_id where u.email = 'manager@example.com'
        returning id, business_unit_id)
      insert into duty_rosters (application_id, business_unit_id, title) select id, business_unit_id, 'Week of 7 December' from a`,
    sql`insert into schedule_uploads (company_id, employee_id, business_unit_id, file_name, status)
      select e.company_id, e.id, e.business_unit_id, 'roster.csv', 'validated'
      from users u join employees e on e.id = u.employee_id where u.email = 'manager@example.com'`,
    sql`insert into timesheet_adjustments (employee_id, original_timesheet_id, work_date, adjustment_kind, source_type, status, reason)
      select d.employee_id, d.timesheet_id, d.work_date, 'in_period', 'manual', 'draft', 'Forgot to punch out'
      from daily_time_records d order by d.id limit 1`,
    sql`insert into leave_runs (company_id, run_type, year, processing) select min(id), 'grant_year', 2026, false from companies`,
    sql`insert into print_jobs (company_id, document, year, status, file_name, size_bytes, content)
      select min(id), 'bir_2316', 2026, 'done', '2316-2026.pdf', 4, '%PDF'::bytea from companies`,
    // a 2316 issued to the demo employee, which the employee portal lists and prints
    sql`insert into bir_2316_certificates (company_id, employee_id, year, period_from, period_to, is_mwe, boxes,
        gross_compensation_present, total_non_taxable, taxable_present, taxable_previous, gross_taxable, tax_due,
        tax_withheld_present, tax_withheld_previous, total_tax_withheld, year_end_adjustment, substituted_filing,
        status, issued_at, snapshot)
      select e.company_id, e.id, 2019, '2019-01-01', '2019-12-31', false, '{}', 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, false,
        'issued', '2020-01-20', '{}'
      from users u join employees e on e.id = u.employee_id where u.email = 'employee@example.com'`,
    sql`insert into change_requests (employee_id, request_type, requested_changes)
      select u.employee_id, 'address', '{"present_address": {"from": "A", "to": "B"}}'::jsonb from users u where u.email = 'employee@example.com'`,
    sql`insert into employee_dependents (employee_id, name, relationship)
      select u.employee_id, 'Ana Santos', 'child' from users u where u.email = 'employee@example.com'`,
    sql`insert into batch_entry_lines (batch_entry_id, employee_no, row_no, amount)
      select b.id, e.employee_no, 1, 500 from batch_entries b join employees e on e.company_id = b.company_id order by b.id, e.id limit 1`,
    sql`insert into previous_employer_incomes (employee_id, employer_name, employer_tin, period_from, period_to, year)
      select u.employee_id, 'Former Employer Inc.', '123456789', '2026-01-01', '2026-01-31', 2026 from users u where u.email = 'employee@example.com'`,
    sql`insert into final_pay_lines (final_pay_case_id, employee_id, component, description, amount)
      select c.id, c.employee_id, 'other_earning', 'Unpaid salary', 1000 from final_pay_cases c order by c.id limit 1`,
  ];
  for (const statement of statements) await statement.execute(db);
}
