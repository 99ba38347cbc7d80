import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { AutocompleteInput, Form, ReferenceInput, SaveButton, required, useNotify, useRefresh } from 'react-admin';
import { httpClient } from '../../../providers/httpClient';

/** Opens the timesheet of a payroll period's cut-off (the period gives the group and the dates). */
export function NewTimesheetButton() {
  const [open, setOpen] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();

  const save = async (values: Record<string, unknown>) => {
    try {
      const { data } = await httpClient.post<{ message: string }>('/api/timekeeping/timesheets/from-period', {
        payroll_period_id: values.payroll_period_id,
      });
      notify(data.message, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string[]> } }).body;
      if (body?.errors) return Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages.join(' ')]));
      notify(body?.message ?? (error as Error).message, { type: 'error' });
    }
  };

  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        New timesheet
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={save}>
          <DialogTitle>Open the timesheet of a cut-off</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              Pick the regular payroll period; its payroll group and cut-off dates make the timesheet.
            </DialogContentText>
            <ReferenceInput
              source="payroll_period_id"
              reference="payroll-periods"
              filter={{ period_type: 'regular', status: 'open' }}
              sort={{ field: 'pay_date', order: 'ASC' }}
            >
              <AutocompleteInput label="Payroll period" optionText="text" validate={required()} fullWidth />
            </ReferenceInput>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <SaveButton label="Open timesheet" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
