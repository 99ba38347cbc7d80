import { manilaToday } from '@core/format';
import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Pagination, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/Lock';
import { Title } from 'react-admin';
import { formatCount, formatDayHeading } from '@core/format';
import { exportTableToSpreadsheet } from '../../../components/export/exportTable';
import { useCalendarGrid, type GridCell, type GridShift } from './useCalendarGrid';
import { AssignCellsButton, BusinessUnitButton, CopyWeekButton, ResetButton } from './CalendarActions';
import { useBusinessUnits } from './useBusinessUnits';

const TABLE_ID = 'calendar-schedule-grid';
const today = manilaToday();

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week of a date. */
function mondayOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day + 6) % 7));
}

const cellKey = (employeeId: number, date: string) => `${employeeId} ${date}`;

function CellContent({ cell, shift }: { cell: GridCell; shift?: GridShift }) {
  const label = cell.is_rest_day ? 'RD' : (shift?.code ?? '—');
  const title = [
    cell.is_rest_day ? 'Rest day' : shift ? `${shift.name} ${shift.time_in.slice(0, 5)}–${shift.time_out.slice(0, 5)}` : 'No shift',
    cell.source === 'default' ? 'default pattern' : `set by ${cell.source.replace('_', ' ')}`,
    cell.remarks ?? '',
    cell.closed ? 'closed timesheet: read-only' : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Tooltip title={title}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
        {label}
        {cell.source !== 'default' && (
          <Box component="span" aria-label="dated" sx={{ width: 6, height: 6, borderRadius: '50%', bgcolor: 'text.primary' }} />
        )}
        {cell.closed && <LockIcon sx={{ fontSize: 12 }} aria-label="closed" />}
      </Box>
    </Tooltip>
  );
}

interface CalendarScheduleProps {
  /** the grid's API (the manager portal's team grid) */
  url?: string;
  title?: string;
  /** a grid to look at only: no selection, no assignment, no business-unit picker */
  readOnly?: boolean;
  /** more buttons beside the export */
  actions?: React.ReactNode;
}

/** Employees × dates: each one's shift or rest day, assigned by cell, range, week or business unit. */
export function CalendarSchedulePage({ url, title = 'Calendar schedule', readOnly = false, actions }: CalendarScheduleProps = {}) {
  const [from, setFrom] = useState(mondayOf(today));
  const [days, setDays] = useState(7);
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [businessUnitId, setBusinessUnitId] = useState<number | ''>('');
  const perPage = 25;
  const { grid, error, reload } = useCalendarGrid(
    {
      from,
      days,
      q: q.trim() || undefined,
      business_unit_id: businessUnitId || undefined,
      page,
      per_page: perPage,
    },
    url,
  );
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [anchor, setAnchor] = useState<{ row: number; column: number } | null>(null);
  const shifts = useMemo(() => new Map((grid?.shifts ?? []).map((s) => [s.id, s])), [grid]);

  const clearSelection = () => {
    setSelected(new Set());
    setAnchor(null);
  };
  const done = () => {
    clearSelection();
    reload();
  };
  const move = (offset: number) => {
    setFrom(addDays(from, offset));
    clearSelection();
  };

  const toggle = (row: number, column: number, range: boolean) => {
    if (!grid) return;
    const next = new Set(selected);
    if (range && anchor) {
      for (let r = Math.min(anchor.row, row); r <= Math.max(anchor.row, row); r++)
        for (let c = Math.min(anchor.column, column); c <= Math.max(anchor.column, column); c++) {
          const cell = grid.rows[r].cells[c];
          if (!cell.closed) next.add(cellKey(grid.rows[r].id, cell.date));
        }
    } else {
      const key = cellKey(grid.rows[row].id, grid.dates[column].date);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      setAnchor({ row, column });
    }
    setSelected(next);
  };
  const selectRow = (row: number) => {
    if (!grid) return;
    const next = new Set(selected);
    for (const cell of grid.rows[row].cells) if (!cell.closed) next.add(cellKey(grid.rows[row].id, cell.date));
    setSelected(next);
  };
  const selectColumn = (column: number) => {
    if (!grid) return;
    const next = new Set(selected);
    for (const row of grid.rows) if (!row.cells[column].closed) next.add(cellKey(row.id, row.cells[column].date));
    setSelected(next);
  };
  const cells = [...selected].map((key) => {
    const [employee, date] = key.split(' ');
    return { employee_id: Number(employee), date };
  });
  const shown = grid?.rows.map((r) => r.id) ?? [];
  const to = addDays(from, days - 1);

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2, rowGap: 1 }}>
          <Button size="small" onClick={() => move(-days)} startIcon={<ChevronLeftIcon />}>
            Earlier
          </Button>
          <TextField
            type="date"
            size="small"
            label="From"
            value={from}
            onChange={(e) => e.target.value && (setFrom(e.target.value), clearSelection())}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ width: 180 }}
          />
          <TextField
            select
            size="small"
            label="Days"
            value={days}
            onChange={(e) => (setDays(Number(e.target.value)), clearSelection())}
            sx={{ width: 100 }}
          >
            {[7, 14, 31].map((n) => (
              <MenuItem key={n} value={n}>
                {n}
              </MenuItem>
            ))}
          </TextField>
          <Button size="small" onClick={() => move(days)} endIcon={<ChevronRightIcon />}>
            Later
          </Button>
          <TextField
            size="small"
            label="Search employee"
            value={q}
            onChange={(e) => (setQ(e.target.value), setPage(1), clearSelection())}
          />
          {!readOnly && (
            <BusinessUnitFilter value={businessUnitId} onChange={(id) => (setBusinessUnitId(id), setPage(1), clearSelection())} />
          )}
        </Stack>
        {readOnly ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1, rowGap: 1 }}>
            {actions}
            <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportTableToSpreadsheet(TABLE_ID, title)}>
              Export
            </Button>
          </Stack>
        ) : (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1, rowGap: 1 }}>
            <Typography variant="body2" sx={{ mr: 1 }}>
              {selected.size
                ? `${formatCount(selected.size)} cells selected`
                : 'Click cells to select them (shift-click for a block; a name or a date selects its row or column).'}
            </Typography>
            <AssignCellsButton cells={cells} shifts={grid?.shifts ?? []} onDone={done} />
            {selected.size > 0 && (
              <Button size="small" onClick={clearSelection}>
                Clear selection
              </Button>
            )}
            <CopyWeekButton employeeIds={shown} weekStart={mondayOf(from)} onDone={done} />
            <ResetButton employeeIds={shown} from={from} to={to} onDone={done} />
            <BusinessUnitButton shifts={grid?.shifts ?? []} from={from} to={to} onDone={done} />
            <Button size="small" startIcon={<DownloadIcon />} onClick={() => void exportTableToSpreadsheet(TABLE_ID, 'Calendar schedule')}>
              Export
            </Button>
            {actions}
          </Stack>
        )}
        {error && <Alert severity="error">{error}</Alert>}
        {grid && (
          <Box sx={{ overflowX: 'auto' }}>
            <Box
              component="table"
              id={TABLE_ID}
              sx={{ borderCollapse: 'collapse', fontSize: 13, '& td, & th': { border: 1, borderColor: 'divider', px: 0.75, py: 0.5 } }}
            >
              <thead>
                <tr>
                  <th>Employee no.</th>
                  <th>Name</th>
                  {grid.dates.map((d, column) => (
                    <Box
                      component="th"
                      key={d.date}
                      onClick={() => !readOnly && selectColumn(column)}
                      sx={{
                        cursor: readOnly ? undefined : 'pointer',
                        whiteSpace: 'nowrap',
                        bgcolor: d.holidays.length ? 'warning.light' : undefined,
                      }}
                    >
                      <Tooltip
                        title={d.holidays
                          .map(
                            (h) =>
                              `${h.name} (${h.holiday_type.replace(/_/g, ' ')}${h.scope === 'local' ? `, ${h.city_municipality}` : ''})`,
                          )
                          .join('; ')}
                      >
                        <span>
                          {formatDayHeading(d.date)}
                          {d.holidays.length > 0 && ' ★'}
                        </span>
                      </Tooltip>
                    </Box>
                  ))}
                </tr>
              </thead>
              <tbody>
                {grid.rows.map((row, r) => (
                  <tr key={row.id}>
                    <td>{row.employee_no}</td>
                    <Box
                      component="td"
                      onClick={() => !readOnly && selectRow(r)}
                      sx={{ cursor: readOnly ? undefined : 'pointer', whiteSpace: 'nowrap' }}
                    >
                      {row.name}
                    </Box>
                    {row.cells.map((cell, c) => {
                      const shift = cell.shift_schedule_id ? shifts.get(cell.shift_schedule_id) : undefined;
                      const isSelected = selected.has(cellKey(row.id, cell.date));
                      return (
                        <Box
                          component="td"
                          key={cell.date}
                          data-testid={`cell-${row.employee_no}-${cell.date}`}
                          aria-selected={isSelected}
                          onClick={(event) => !readOnly && !cell.closed && toggle(r, c, event.shiftKey)}
                          sx={{
                            textAlign: 'center',
                            cursor: readOnly ? undefined : cell.closed ? 'not-allowed' : 'pointer',
                            color: cell.closed ? 'text.disabled' : undefined,
                            bgcolor: isSelected ? 'primary.light' : cell.is_rest_day ? 'action.hover' : undefined,
                            borderLeft: shift?.color ? `4px solid ${shift.color} !important` : undefined,
                          }}
                        >
                          <CellContent cell={cell} shift={shift} />
                        </Box>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </Box>
            {grid.rows.length === 0 && <Typography sx={{ mt: 2 }}>No employees in service match.</Typography>}
            <Stack direction="row" sx={{ alignItems: 'center', mt: 2, gap: 2 }}>
              <Typography variant="body2">
                {grid.total
                  ? `${formatCount((page - 1) * perPage + 1)}–${formatCount(Math.min(page * perPage, grid.total))} of ${formatCount(grid.total)} employees`
                  : ''}
              </Typography>
              <Pagination
                count={Math.max(1, Math.ceil(grid.total / perPage))}
                page={page}
                onChange={(_, p) => (setPage(p), clearSelection())}
                size="small"
              />
            </Stack>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function BusinessUnitFilter({ value, onChange }: { value: number | ''; onChange: (id: number | '') => void }) {
  const units = useBusinessUnits();
  return (
    <TextField
      select
      size="small"
      label="Business unit"
      value={value}
      onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
      sx={{ width: 240 }}
    >
      <MenuItem value="">All</MenuItem>
      {units.map((u) => (
        <MenuItem key={u.id} value={u.id}>
          {u.text}
        </MenuItem>
      ))}
    </TextField>
  );
}
