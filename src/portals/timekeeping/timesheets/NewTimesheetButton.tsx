import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { AutocompleteInput, Form, ReferenceInput, SaveButton, required } from 'react-admin';
import { timekeepingPaths } from '../../../providers/api-paths';
import { useServerAction } from '../../../providers/useServerAction';

/** Opens the timesheet of a payroll period's cut-off (the period gives the group and the dates). */
export function NewTimesheetButton() {
  const [open, setOpen] = useState(false);
  const action = useServerAction();

  const save = (values: Record<string, unknown>) =>
    action.submit(
      { method: 'post', url: timekeepingPaths.timesheetFromPeriod(), body: { payroll_period_id: values.payroll_period_id } },
      { onSuccess: () => setOpen(false) },
    );

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
