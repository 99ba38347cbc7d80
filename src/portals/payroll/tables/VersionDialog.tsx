import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useNotify } from 'react-admin';
import type { TableScreen } from './columns';
import { apiErrorOf } from '../../../providers/errors';

type Row = Record<string, unknown>;

export interface VersionDraft {
  id?: number;
  code: string;
  name: string;
  basis: string;
  effective_from: string;
  effective_to: string;
  rows: Row[];
}

interface Props {
  screen: TableScreen;
  draft: VersionDraft;
  onClose: () => void;
  onSaved: (id: number) => void;
}

const cellValue = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** Create a new version (from a copy of another) or correct one; the server checks continuity and rows. */
export function VersionDialog({ screen, draft: initial, onClose, onSaved }: Props) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const editing = initial.id !== undefined;

  const setField = (field: keyof VersionDraft, value: string) => setDraft((d) => ({ ...d, [field]: value }));
  const setCell = (index: number, source: string, value: string) =>
    setDraft((d) => ({ ...d, rows: d.rows.map((row, i) => (i === index ? { ...row, [source]: value } : row)) }));
  const addRow = () => setDraft((d) => ({ ...d, rows: [...d.rows, {}] }));
  const removeRow = (index: number) => setDraft((d) => ({ ...d, rows: d.rows.filter((_, i) => i !== index) }));
  const fieldError = (field: string) => errors[field]?.[0];

  async function save() {
    setSaving(true);
    setMessage(null);
    setErrors({});
    const body = {
      [screen.kindField]: screen.kind,
      code: draft.code,
      name: draft.name,
      [screen.basisField]: draft.basis,
      effective_from: draft.effective_from,
      effective_to: draft.effective_to || null,
      rows: draft.rows.map((row) =>
        Object.fromEntries(screen.columns.map((c) => [c.source, row[c.source] === '' ? null : (row[c.source] ?? null)])),
      ),
    };
    try {
      const result = editing
        ? await dataProvider.update(screen.resource, { id: initial.id!, data: body, previousData: { id: initial.id! } })
        : await dataProvider.create(screen.resource, { data: body });
      notify(editing ? 'Version saved' : 'Version created', { type: 'success' });
      onSaved(Number(result.data.id));
    } catch (error) {
      const problem = apiErrorOf(error);
      setErrors(problem.fieldErrors);
      setMessage(problem.message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} maxWidth="xl" fullWidth aria-labelledby="version-dialog-title">
      <DialogTitle id="version-dialog-title">{editing ? `Edit ${initial.code}` : 'New table version'}</DialogTitle>
      <DialogContent>
        {message && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.effective_from?.[0] ?? errors.rows?.[0] ?? message}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2, mt: 1 }}>
          <TextField
            label="Code"
            value={draft.code}
            onChange={(e) => setField('code', e.target.value)}
            error={!!fieldError('code')}
            helperText={fieldError('code')}
            required
          />
          <TextField
            label="Name"
            value={draft.name}
            onChange={(e) => setField('name', e.target.value)}
            error={!!fieldError('name')}
            helperText={fieldError('name')}
            required
            sx={{ flex: 2 }}
          />
          <TextField label={screen.basisLabel} value={draft.basis} onChange={(e) => setField('basis', e.target.value)} sx={{ flex: 2 }} />
          <TextField
            label="Effective from"
            type="date"
            value={draft.effective_from}
            onChange={(e) => setField('effective_from', e.target.value)}
            error={!!fieldError('effective_from')}
            slotProps={{ inputLabel: { shrink: true } }}
            required
          />
          <TextField
            label="Effective to"
            type="date"
            value={draft.effective_to}
            onChange={(e) => setField('effective_to', e.target.value)}
            error={!!fieldError('effective_to')}
            helperText={fieldError('effective_to') ?? 'blank = until superseded'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <Table size="small" stickyHeader aria-label="rows">
          <TableHead>
            <TableRow>
              {screen.columns.map((c) => (
                <TableCell key={c.source}>
                  {c.label}
                  {c.kind === 'ratio' ? ' (0.05 = 5 %)' : ''}
                </TableCell>
              ))}
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {draft.rows.map((row, index) => (
              <TableRow key={index}>
                {screen.columns.map((c) => {
                  const error = fieldError(`rows.${index}.${c.source}`);
                  return (
                    <TableCell key={c.source} sx={{ p: 0.5 }}>
                      <TextField
                        size="small"
                        select={c.kind === 'choice'}
                        value={cellValue(row[c.source])}
                        onChange={(e) => setCell(index, c.source, e.target.value)}
                        error={!!error}
                        helperText={error}
                        slotProps={{
                          htmlInput: {
                            'aria-label': `${c.label} row ${index + 1}`,
                            inputMode: c.kind === 'choice' ? undefined : 'decimal',
                          },
                        }}
                        sx={{ minWidth: c.kind === 'choice' ? 130 : 100 }}
                      >
                        {c.choices?.map((choice) => (
                          <MenuItem key={choice} value={choice}>
                            {choice.replace('_', '-')}
                          </MenuItem>
                        ))}
                      </TextField>
                    </TableCell>
                  );
                })}
                <TableCell sx={{ p: 0.5 }}>
                  <IconButton aria-label={`Remove row ${index + 1}`} onClick={() => removeRow(index)} size="small">
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
        <Button onClick={addRow} sx={{ mt: 1 }}>
          Add row
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={save} disabled={saving}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
