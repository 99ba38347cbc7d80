import { sql } from 'kysely';
import { timesheetAdjustmentsResource } from '@core/resources/timesheet-adjustments.resource';
import type { CrudOptionsByResource } from '../../../http/crud';
import { employeeRecord } from '../../hr/scoping';

/** Adjustments listed with their changes in words: "late_minutes 45 → 0; RD_OT 0 → 120". */
export function adjustmentCrudOptions(crud: CrudOptionsByResource): void {
  crud.set(
    timesheetAdjustmentsResource.name,
    employeeRecord(timesheetAdjustmentsResource, {
      select: (query) =>
        query.select(
          sql<string>`(select string_agg(coalesce(l.premium_code, l.item) || ' ' || trim_scale(l.value_before) || ' → ' || trim_scale(l.value_after), '; ' order by l.item, l.premium_code)
            from timesheet_adjustment_lines l where l.timesheet_adjustment_id = r.id)`.as('changes'),
        ),
    }),
  );
}
