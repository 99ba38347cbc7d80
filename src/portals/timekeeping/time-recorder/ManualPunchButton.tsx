import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import AddIcon from '@mui/icons-material/MoreTime';
import { AutocompleteInput, Form, ReferenceInput, SaveButton, SelectInput, TextInput, required } from 'react-admin';
import { PUNCH_TYPES } from '@core/resources/time-punches.resource';
import { timekeepingPaths } from '../../../providers/api-paths';
import { useServerAction } from '../../../providers/useServerAction';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const dateTime = (value: string) =>
  value && !DATE_TIME.test(value.trim()) ? 'Write it as YYYY-MM-DD HH:mm, e.g. 2026-11-24 08:00' : undefined;

/** Adds a punch by hand, with the reason; the punch can later be voided, never edited. */
export function ManualPunchButton() {
  const [open, setOpen] = useState(false);
  const action = useServerAction();

  const save = (values: Record<string, unknown>) =>
    action.submit({ method: 'post', url: timekeepingPaths.manualPunch(), body: values }, { onSuccess: () => setOpen(false) });

  return (
    <>
      <Button size="small" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Manual punch
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <Form onSubmit={save} defaultValues={{ punch_type: 'in' }}>
          <DialogTitle>Add a manual punch</DialogTitle>
          <DialogContent>
            <ReferenceInput source="employee_id" reference="employees">
              <AutocompleteInput label="Employee" optionText="text" validate={required()} fullWidth />
            </ReferenceInput>
            <TextInput source="punched_at" label="Date and time (YYYY-MM-DD HH:mm)" validate={[required(), dateTime]} fullWidth />
            <SelectInput
              source="punch_type"
              label="Punch type"
              choices={PUNCH_TYPES.filter((c) => c.id !== 'unknown')}
              validate={required()}
            />
            <TextInput
              source="remarks"
              label="Reason"
              helperText="Why the punch is added by hand"
              validate={required()}
              fullWidth
              multiline
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <SaveButton label="Add punch" />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
}
