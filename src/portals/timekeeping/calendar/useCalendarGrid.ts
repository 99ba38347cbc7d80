import type { CalendarGrid } from '@core/contract/calendar-schedule';
import { useApiGet } from '../../../providers/useApiGet';
import { timekeepingPaths } from '../../../providers/api-paths';

export type { GridCell, GridShift } from '@core/contract/calendar-schedule';

export interface GridQuery {
  from: string;
  days: number;
  business_unit_id?: number;
  q?: string;
  page: number;
  per_page: number;
}

/** The grid for a query (of the timekeeping calendar, or another portal's `url`), reloaded when the query changes or `reload` is called. */
export function useCalendarGrid(query: GridQuery, url = timekeepingPaths.calendarSchedule()) {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  const { data: grid, error, reload } = useApiGet<CalendarGrid>(url, params);
  return { grid: grid ?? null, error, reload };
}
