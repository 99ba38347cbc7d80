import { sql } from 'kysely';
import { timesheetAdjustmentsResource } from '@core/resources/timesheet-adjustments.resource';
import { timesheetSummariesResource } from '@core/resources/timesheet-summaries.resource';
import type { CrudOptionsByResource } from '../../../http/crud';
import { employeeRecord } from '../../hr/scoping';

// How the timekeeping and payroll portals both list what timekeeping made: adjustments
// with their changes in words and the application behind them, and the frozen summaries
// by the payroll period their timesheet is linked to. One set of options for both portals.

/** Adjustments listed with their changes in words: "late_minutes 45 → 0; RD_OT 0 → 120". */
export function adjustmentCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(
    timesheetAdjustmentsResource.name,
    employeeRecord({
      select: (query) =>
        query
          .leftJoin('applications as app', 'app.id', 'r.application_id')
          .select('app.reference_no as application_reference')
          .select(
            sql<string>`(select string_agg(coalesce(l.premium_code, l.item) || ' ' || trim_scale(l.value_before) || ' → ' || trim_scale(l.value_after), '; ' order by l.item, l.premium_code)
            from timesheet_adjustment_lines l where l.timesheet_adjustment_id = r.id)`.as('changes'),
          ),
    }),
  );
}

/** Timesheet summaries with the employee, narrowed by business unit or by the payroll period their timesheet is linked to. */
export function summaryCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(
    timesheetSummariesResource.name,
    employeeRecord({
      // the premium minutes per rate code in hours: "RD_OT 2; ORD_ND 7.5"
      select: (query) =>
        query.select(
          sql<string>`(select string_agg(p.key || ' ' || trim_scale(round(p.value::numeric / 60, 2)), '; ' order by p.key)
            from jsonb_each_text(r.premium_minutes) p where p.value::numeric <> 0)`.as('premium_hours'),
        ),
      customFilters: ['payroll_period_id'],
      applyCustomFilter: (query, _key, value) => {
        const ids = (Array.isArray(value) ? value : [value]).map(Number).filter((id) => Number.isSafeInteger(id));
        return query.where(
          sql<boolean>`r.timesheet_id in (select t.id from timesheets t where t.payroll_period_id = any(${ids}::bigint[]))`,
        );
      },
    }),
  );
}
