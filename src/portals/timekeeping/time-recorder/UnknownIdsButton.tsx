import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { AutocompleteInput, Form, ReferenceInput, SaveButton, required, useRefresh } from 'react-admin';
import type { UnmatchedRecorderId } from '@core/contract/time-punches';
import { formatCount } from '@core/format';
import { api } from '../../../providers/api';
import { timekeepingPaths } from '../../../providers/api-paths';
import { useServerAction } from '../../../providers/useServerAction';

function MapRow({ unknown, onMapped }: { unknown: UnmatchedRecorderId; onMapped: () => void }) {
  const action = useServerAction();
  const map = async (values: Record<string, unknown>) => {
    await action.run(
      {
        method: 'post',
        url: timekeepingPaths.mapPunches(),
        body: { time_recorder_id: unknown.time_recorder_id, employee_id: values.employee_id },
      },
      { refresh: false, onSuccess: onMapped },
    );
  };
  return (
    <TableRow>
      <TableCell>{unknown.time_recorder_id}</TableCell>
      <TableCell align="right">{formatCount(unknown.punches)}</TableCell>
      <TableCell>
        {unknown.first_punch} – {unknown.last_punch}
      </TableCell>
      <TableCell sx={{ minWidth: 320 }}>
        <Form onSubmit={map}>
          <ReferenceInput source="employee_id" reference="employees">
            <AutocompleteInput label="Employee" optionText="text" validate={required()} size="small" />
          </ReferenceInput>
          <SaveButton label="Map" size="small" variant="outlined" icon={<span />} />
        </Form>
      </TableCell>
    </TableRow>
  );
}

/** Time recorder ids that match no employee, with their punches, each mappable to its employee. */
export function UnknownIdsButton() {
  const [open, setOpen] = useState(false);
  const [unknown, setUnknown] = useState<UnmatchedRecorderId[] | null>(null);
  const refresh = useRefresh();

  const load = async () => setUnknown(await api.get<UnmatchedRecorderId[]>(timekeepingPaths.unmatchedPunches()));
  useEffect(() => {
    if (open) void load();
  }, [open]);

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)}>
        Unknown ids
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>Time recorder ids without an employee</DialogTitle>
        <DialogContent>
          {unknown?.length === 0 && <Alert severity="success">Every punch belongs to an employee.</Alert>}
          {unknown && unknown.length > 0 && (
            <Table size="small" aria-label="Unknown time recorder ids">
              <TableHead>
                <TableRow>
                  <TableCell>Time recorder id</TableCell>
                  <TableCell align="right">Punches</TableCell>
                  <TableCell>From – to</TableCell>
                  <TableCell>Map to</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {unknown.map((u) => (
                  <MapRow
                    key={u.time_recorder_id}
                    unknown={u}
                    onMapped={() => {
                      void load();
                      refresh();
                    }}
                  />
                ))}
              </TableBody>
            </Table>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
