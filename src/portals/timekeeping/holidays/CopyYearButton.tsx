import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { timekeepingPaths } from '../../../providers/api-paths';
import { useServerAction } from '../../../providers/useServerAction';

/** Copies one year's holidays into the next, after saying what it will and will not copy. */
export function CopyYearButton() {
  const thisYear = new Date().getFullYear();
  const [open, setOpen] = useState(false);
  const [from, setFrom] = useState(String(thisYear));
  const action = useServerAction();
  const to = Number(from) + 1;

  const copy = () =>
    action.run(
      { method: 'post', url: timekeepingPaths.copyHolidayYear(), body: { from_year: Number(from), to_year: to } },
      { notice: { autoHideDuration: 10_000 }, onSuccess: () => setOpen(false) },
    );

  return (
    <>
      <Button size="small" startIcon={<CopyIcon />} onClick={() => setOpen(true)}>
        Copy a year forward
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)}>
        <DialogTitle>Copy the holidays of a year into the next</DialogTitle>
        <DialogContent>
          <TextField
            label="Copy from year"
            value={from}
            onChange={(event) => setFrom(event.target.value)}
            sx={{ mt: 1, mb: 2 }}
            inputProps={{ inputMode: 'numeric' }}
          />
          <DialogContentText>
            Every holiday of {from} with a fixed date (national and local) is added to {Number.isFinite(to) ? to : 'the next year'};
            National Heroes Day moves to the last Monday of August. Holy Week, Chinese New Year and the Eid holidays change every year: add
            them from the year’s proclamation. Holidays already in {Number.isFinite(to) ? to : 'the next year'} are left as they are.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => void copy()} disabled={!/^\d{4}$/.test(from)}>
            Copy to {Number.isFinite(to) ? to : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
