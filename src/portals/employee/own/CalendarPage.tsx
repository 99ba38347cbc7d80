import { formatDate, manilaToday } from '@core/format';
import type { CalendarEntry } from '@core/contract/own-records';
import { MONTH_CHOICES } from '@core/labels';
import { useState } from 'react';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { exportTableToSpreadsheet } from '../../../components/export/exportTable';
import { useApiGet } from '../../../providers/useApiGet';
import { employeePaths } from '../../../providers/api-paths';

// The employee's month calendar (domain.md §15.4 /employee/calendar): weeks from Sunday,
// each date with its shift or rest day, holidays, company events, leaves and official
// business in their colours; a click on a date lists its entries.

export const ENTRY_COLOURS: Record<CalendarEntry['entry_type'], string> = {
  shift: '#1976d2',
  rest_day: '#757575',
  holiday: '#d32f2f',
  company_event: '#7b1fa2',
  leave: '#2e7d32',
  official_business: '#ed6c02',
};
const ENTRY_NAMES: Record<CalendarEntry['entry_type'], string> = {
  shift: 'Shift',
  rest_day: 'Rest day',
  holiday: 'Holiday',
  company_event: 'Company event',
  leave: 'Leave',
  official_business: 'Official business',
};
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const TABLE_ID = 'employee-calendar';

/** The month after (or before) a YYYY-MM month. */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number);
  const index = year * 12 + (m - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The weeks of a month, Sunday first, with null for the days of the months around it. */
export function monthWeeks(month: string): (string | null)[][] {
  const [year, m] = month.split('-').map(Number);
  const first = new Date(Date.UTC(year, m - 1, 1));
  const days = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first.getUTCDay() }, () => null);
  for (let day = 1; day <= days; day++) cells.push(`${month}-${String(day).padStart(2, '0')}`);
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

export function CalendarPage() {
  const today = manilaToday();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [picked, setPicked] = useState<string | null>(null);
  const { data, error } = useApiGet<{ entries: CalendarEntry[] }>(employeePaths.calendarEntries(), { month });
  const entries = data?.entries ?? [];
  const on = (date: string) => entries.filter((e) => e.date === date);
  const [year, m] = month.split('-').map(Number);
  const title = `${MONTH_CHOICES[m - 1].name} ${year}`;
  return (
    <Card sx={{ mt: 1 }}>
      <Title title="Calendar" />
      <CardContent>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<ChevronLeftIcon />} onClick={() => setMonth(shiftMonth(month, -1))}>
            Previous
          </Button>
          <Typography variant="h6" component="h1" sx={{ minWidth: 180, textAlign: 'center' }}>
            {title}
          </Typography>
          <Button size="small" endIcon={<ChevronRightIcon />} onClick={() => setMonth(shiftMonth(month, 1))}>
            Next
          </Button>
          <Button size="small" onClick={() => setMonth(today.slice(0, 7))}>
            This month
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          {(Object.keys(ENTRY_COLOURS) as CalendarEntry['entry_type'][]).map((type) => (
            <Chip key={type} size="small" label={ENTRY_NAMES[type]} sx={{ bgcolor: ENTRY_COLOURS[type], color: '#fff' }} />
          ))}
          <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportTableToSpreadsheet(TABLE_ID, `Calendar ${title}`)}>
            Export
          </Button>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        <Box component="table" id={TABLE_ID} sx={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <Box component="th" key={day} sx={{ p: 0.5, fontWeight: 500 }}>
                  {day}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(month).map((week, index) => (
              <tr key={index}>
                {week.map((date, day) => (
                  <Box
                    component="td"
                    key={date ?? `blank-${day}`}
                    onClick={() => date && setPicked(date)}
                    aria-label={date ?? undefined}
                    sx={{
                      verticalAlign: 'top',
                      height: 96,
                      border: 1,
                      borderColor: 'divider',
                      p: 0.5,
                      cursor: date ? 'pointer' : 'default',
                      bgcolor: date === picked ? 'action.selected' : date === today ? 'action.hover' : undefined,
                    }}
                  >
                    {date && (
                      <>
                        <Typography variant="caption">{Number(date.slice(8))}</Typography>
                        {on(date).map((entry) => (
                          <Box
                            key={entry.id}
                            title={entry.title}
                            sx={{
                              fontSize: 11,
                              color: '#fff',
                              bgcolor: ENTRY_COLOURS[entry.entry_type],
                              borderRadius: 0.5,
                              px: 0.5,
                              mb: 0.25,
                              overflow: 'hidden',
                              textOverflow: 'ellipsis',
                              whiteSpace: 'nowrap',
                            }}
                          >
                            {entry.title}
                          </Box>
                        ))}
                      </>
                    )}
                  </Box>
                ))}
              </tr>
            ))}
          </tbody>
        </Box>
        {picked && (
          <Box sx={{ mt: 2 }} data-testid="day-details">
            <Typography variant="subtitle1">{formatDate(picked)}</Typography>
            {on(picked).length === 0 && <Typography variant="body2">Nothing on this date.</Typography>}
            {on(picked).map((entry) => (
              <Typography key={entry.id} variant="body2">
                {ENTRY_NAMES[entry.entry_type]}: {entry.title}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
