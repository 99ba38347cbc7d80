import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SendIcon from '@mui/icons-material/Send';
import { DateInput, required, TextInput, Title, useRecordContext } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { formatDayHeading } from '@core/format';
import type { RosterGrid } from '@core/contract/duty-rosters';
import { dutyRostersReport } from '@core/resources/applications.resource';
import { ActionFormButton } from '../../components/actions/ActionFormButton';
import { applicationList, ApplicantButtons } from '../../components/applications';
import { managerPaths } from '../../providers/api-paths';
import type { ApiProblem } from '../../providers/errors';
import { useApiGet } from '../../providers/useApiGet';
import { useServerAction } from '../../providers/useServerAction';

// The manager's duty rosters (domain.md §15.6): the list of rosters they prepared (draft,
// submit, withdraw, delete), and the grid editor of a draft: a shift or rest day for each
// team member and date, saved and submitted to the approver matrix.

const scheduleOf = (id: number) => `/manager/staff-scheduler/duty-roster-schedule?roster=${id}`;

function NewRosterButton() {
  return (
    <ActionFormButton
      label="New roster"
      icon={<AddIcon />}
      title="New duty roster"
      explanation="A draft for your team over a period of up to 31 days (your own business unit, or one you head). Then edit its schedule and submit it for approval."
      url={managerPaths.dutyRosters()}
      submitLabel="Create draft"
    >
      <TextInput source="title" label="Title" validate={required()} fullWidth />
      <DateInput source="date_from" label="From" validate={required()} />
      <DateInput source="date_to" label="To" validate={required()} />
    </ActionFormButton>
  );
}

function RosterActions() {
  const roster = useRecordContext<{ id: number; status: string; reference_no: string }>();
  const action = useServerAction();
  if (!roster) return null;
  const remove = async () => {
    if (!window.confirm(`Delete the draft ${roster.reference_no}?`)) return;
    await action.run({ method: 'delete', url: managerPaths.dutyRoster(roster.id) });
  };
  return (
    <Stack direction="row" spacing={1} onClick={(event) => event.stopPropagation()}>
      <Button size="small" component={RouterLink} to={scheduleOf(roster.id)}>
        {roster.status === 'draft' ? 'Edit schedule' : 'Schedule'}
      </Button>
      {roster.status === 'draft' && (
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => void remove()}>
          Delete
        </Button>
      )}
      <ApplicantButtons portal="manager" />
    </Stack>
  );
}

export const DutyRosterList = applicationList(dutyRostersReport, {
  portal: 'manager',
  title: 'Duty rosters',
  actions: <NewRosterButton />,
  rowActions: <RosterActions />,
});

/** A cell's value in the editor: '' unset, 'REST', or a shift id. */
type Cell = string;
const key = (employeeId: number, date: string) => `${employeeId} ${date}`;

function RosterPicker() {
  const [, setParams] = useSearchParams();
  const drafts = useApiGet<{ id: number; reference_no: string; title: string; status: string }[]>(managerPaths.dutyRosters(), {
    range: '[0,99]',
  }).data;
  return (
    <Stack spacing={2}>
      <Typography>Choose a roster to edit, or create one in the duty-roster list.</Typography>
      <TextField select size="small" label="Roster" value="" onChange={(e) => setParams({ roster: e.target.value })} sx={{ width: 420 }}>
        {(drafts ?? []).map((r) => (
          <MenuItem key={r.id} value={String(r.id)}>
            {r.reference_no} · {r.title} ({r.status})
          </MenuItem>
        ))}
      </TextField>
      <Button component={RouterLink} to="/manager/staff-scheduler/duty-roster" sx={{ alignSelf: 'flex-start' }}>
        Duty rosters
      </Button>
    </Stack>
  );
}

function RosterEditor({ id }: { id: number }) {
  const { data: grid, error, reload } = useApiGet<RosterGrid>(managerPaths.dutyRosterVerb(id, 'grid'));
  const [cells, setCells] = useState<Map<string, Cell>>(new Map());
  const [changed, setChanged] = useState<Set<string>>(new Set());
  const [problems, setProblems] = useState<string[]>([]);
  const [message, setMessage] = useState<string>('');
  const action = useServerAction();
  /** a refused save, copy or submit: the server's message above the grid, each field's problem listed */
  const refused = {
    refresh: false,
    onFailure: (problem: ApiProblem) => {
      setMessage(problem.message);
      setProblems(Object.values(problem.fieldErrors).flat());
    },
  };
  useEffect(() => {
    if (!grid) return;
    setCells(
      new Map(grid.lines.map((l) => [key(l.employee_id, l.schedule_date), l.is_rest_day ? 'REST' : String(l.shift_schedule_id ?? '')])),
    );
    setChanged(new Set());
  }, [grid]);
  const shifts = useMemo(() => grid?.shifts ?? [], [grid]);
  const warnings = useMemo(() => {
    const byCell = new Map<string, { kind: string; text: string }[]>();
    for (const w of grid?.warnings ?? []) byCell.set(key(w.employee_id, w.date), [...(byCell.get(key(w.employee_id, w.date)) ?? []), w]);
    return byCell;
  }, [grid]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!grid) return null;
  const editable = grid.roster.status === 'draft';

  const set = (employeeId: number, date: string, value: Cell) => {
    setCells(new Map(cells).set(key(employeeId, date), value));
    setChanged(new Set(changed).add(key(employeeId, date)));
  };
  const fillRow = (employeeId: number, value: Cell) => {
    const next = new Map(cells);
    const touched = new Set(changed);
    for (const date of grid.dates) {
      next.set(key(employeeId, date), value);
      touched.add(key(employeeId, date));
    }
    setCells(next);
    setChanged(touched);
  };
  const save = async (): Promise<boolean> => {
    const lines = [...changed]
      .map((k) => {
        const [employee, date] = k.split(' ');
        const value = cells.get(k) ?? '';
        return value === ''
          ? null
          : {
              employee_id: Number(employee),
              schedule_date: date,
              shift_schedule_id: value === 'REST' ? null : Number(value),
              is_rest_day: value === 'REST',
            };
      })
      .filter((l) => l !== null);
    if (lines.length === 0) return true;
    const saved = await action.run(
      { method: 'put', url: managerPaths.dutyRosterVerb(id, 'lines'), body: { lines } },
      { ...refused, onSuccess: () => setChanged(new Set()) },
    );
    return saved !== undefined;
  };
  // the previous roster's cells into this draft (unsaved changes are kept only where it has none)
  const copyPrevious = async () => {
    if (changed.size > 0 && !window.confirm('Copy the previous roster over this one? Unsaved changes of the cells it fills are lost.'))
      return;
    setProblems([]);
    setMessage('');
    await action.run({ method: 'post', url: managerPaths.dutyRosterVerb(id, 'copy-previous') }, { ...refused, onSuccess: reload });
  };
  const submit = async () => {
    setProblems([]);
    setMessage('');
    if (!(await save())) return;
    await action.run({ method: 'post', url: managerPaths.dutyRosterVerb(id, 'submit') }, { ...refused, onSuccess: reload });
  };

  const choices = [
    { value: '', label: '—' },
    { value: 'REST', label: 'Rest day' },
    ...shifts.map((s) => ({ value: String(s.id), label: `${s.code} ${s.time_in.slice(0, 5)}–${s.time_out.slice(0, 5)}` })),
  ];
  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h6" component="h2">
          {grid.roster.reference_no} · {grid.roster.title} ({grid.roster.date_from} to {grid.roster.date_to}) · {grid.roster.status}
        </Typography>
        {editable && (
          <>
            <Button size="small" startIcon={<ContentCopyIcon />} onClick={() => void copyPrevious()}>
              Copy from previous
            </Button>
            <Button size="small" variant="outlined" disabled={changed.size === 0} onClick={() => void save()}>
              Save ({changed.size} changed)
            </Button>
            <Button size="small" variant="contained" startIcon={<SendIcon />} onClick={() => void submit()}>
              Submit for approval
            </Button>
          </>
        )}
        <Button size="small" component={RouterLink} to="/manager/staff-scheduler/duty-roster">
          All rosters
        </Button>
      </Stack>
      {!editable && <Alert severity="info">Only a draft roster changes; this one is {grid.roster.status}.</Alert>}
      {message && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {message}
          {problems.length > 0 && (
            <ul>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      {(grid.warnings ?? []).length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Cells marked L have a leave filed or approved; cells marked H fall on a holiday. Hover a cell to see which.
        </Typography>
      )}
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{ borderCollapse: 'collapse', fontSize: 13, '& td, & th': { border: 1, borderColor: 'divider', px: 0.5, py: 0.25 } }}
        >
          <thead>
            <tr>
              <th>Employee</th>
              {editable && <th>Whole period</th>}
              {grid.dates.map((d) => (
                <Box component="th" key={d} sx={{ whiteSpace: 'nowrap' }}>
                  {formatDayHeading(d)}
                </Box>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.id}>
                <Box component="td" sx={{ whiteSpace: 'nowrap' }}>
                  {row.employee_no} · {row.name}
                </Box>
                {editable && (
                  <td>
                    <select aria-label={`${row.employee_no} whole period`} value="" onChange={(e) => fillRow(row.id, e.target.value)}>
                      {choices.map((c) => (
                        <option key={c.value} value={c.value}>
                          {c.label}
                        </option>
                      ))}
                    </select>
                  </td>
                )}
                {grid.dates.map((date) => {
                  const value = cells.get(key(row.id, date)) ?? '';
                  const notes = warnings.get(key(row.id, date)) ?? [];
                  const cell = (
                    <Box
                      component="td"
                      key={date}
                      data-warning={notes.length > 0 ? notes.map((n) => n.kind).join(' ') : undefined}
                      sx={{
                        bgcolor: value === 'REST' ? 'action.hover' : value === '' ? 'warning.light' : undefined,
                        ...(notes.length > 0 && {
                          outline: 2,
                          outlineOffset: -2,
                          outlineColor: notes.some((n) => n.kind === 'leave') ? 'error.main' : 'info.main',
                        }),
                      }}
                    >
                      <select
                        aria-label={`${row.employee_no} ${date}`}
                        value={value}
                        disabled={!editable}
                        onChange={(e) => set(row.id, date, e.target.value)}
                      >
                        {choices.map((c) => (
                          <option key={c.value} value={c.value}>
                            {c.value === '' ? '—' : c.value === 'REST' ? 'RD' : c.label.split(' ')[0]}
                          </option>
                        ))}
                      </select>
                      {notes.length > 0 && (
                        <Box component="span" aria-hidden sx={{ ml: 0.25, fontWeight: 700 }}>
                          {notes.some((n) => n.kind === 'leave') ? 'L' : 'H'}
                        </Box>
                      )}
                    </Box>
                  );
                  return notes.length > 0 ? (
                    <Tooltip key={date} title={notes.map((n) => n.text).join('; ')}>
                      {cell}
                    </Tooltip>
                  ) : (
                    cell
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </>
  );
}

/** /manager/staff-scheduler/duty-roster-schedule: the grid of one roster (?roster=id). */
export function DutyRosterSchedulePage() {
  const [params] = useSearchParams();
  const id = Number(params.get('roster'));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Duty roster schedule" />
      <CardContent>{Number.isSafeInteger(id) && id > 0 ? <RosterEditor id={id} /> : <RosterPicker />}</CardContent>
    </Card>
  );
}
