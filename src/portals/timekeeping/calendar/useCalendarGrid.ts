import { useCallback, useEffect, useState } from 'react';
import { httpClient } from '../../../providers/httpClient';

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

/** The grid for a query, reloaded when the query changes or `reload` is called. */
export function useCalendarGrid(query: GridQuery) {
  const [grid, setGrid] = useState<CalendarGrid | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);
  useEffect(() => {
    let current = true;
    const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
    httpClient
      .get<CalendarGrid>('/api/timekeeping/calendar-schedule', { params })
      .then(({ data }) => {
        if (current) {
          setGrid(data);
          setError(null);
        }
      })
      .catch(
        (e: { body?: { message?: string }; message?: string }) =>
          current && setError(e.body?.message ?? e.message ?? 'The schedule could not be loaded.'),
      );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { grid, error, reload };
}
