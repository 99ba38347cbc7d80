import { useApiGet } from '../../../providers/useApiGet';
import { timekeepingPaths } from '../../../providers/api-paths';

export interface GridShift {
  id: number;
  code: string;
  name: string;
  color: string | null;
  time_in: string;
  time_out: string;
  is_active: boolean;
}

export interface GridCell {
  date: string;
  shift_schedule_id: number | null;
  is_rest_day: boolean;
  source: string;
  remarks: string | null;
  closed: boolean;
}

export interface GridRow {
  id: number;
  employee_no: string;
  name: string;
  cells: GridCell[];
}

export interface GridDate {
  date: string;
  holidays: { name: string; holiday_type: string; scope: string; city_municipality: string | null }[];
}

export interface CalendarGrid {
  from: string;
  to: string;
  total: number;
  dates: GridDate[];
  shifts: GridShift[];
  rows: GridRow[];
}

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
