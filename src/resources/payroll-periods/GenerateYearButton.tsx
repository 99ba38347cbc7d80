import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { useDataProvider, useGetList, useNotify, useRefresh } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { apiErrorOf, formErrorsOf } from '../../providers/errors';

/** The generate-year action: a group's regular periods of a year, from its cut-off days. */
export function GenerateYearButton() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [groupId, setGroupId] = useState('');
  const [year, setYear] = useState(String(new Date().getFullYear() + 1));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const { data: groups } = useGetList(
    'payroll-groups',
    { pagination: { page: 1, perPage: 100 }, sort: { field: 'code', order: 'ASC' } },
    { enabled: open },
  );

  async function generate() {
    setErrors({});
    try {
      const { data } = await dataProvider.action<{ created: number; skipped: number }>('payroll-periods', null, 'generate-year', {
        payroll_group_id: Number(groupId) || null,
        year: Number(year),
      });
      notify(`${data.created} periods created${data.skipped ? `, ${data.skipped} already there` : ''}`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      const problem = apiErrorOf(error);
      setErrors(problem.fieldErrors);
      if (!formErrorsOf(problem)) notify(problem.message, { type: 'error' });
    }
  }

  return (
    <>
      <Button size="small" startIcon={<EventRepeatIcon />} onClick={() => setOpen(true)}>
        Generate year
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="generate-year-title">
        <DialogTitle id="generate-year-title">Generate the regular periods of a year</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1, minWidth: 360 }}>
            <TextField
              select
              label="Payroll group"
              value={groupId}
              onChange={(e) => setGroupId(e.target.value)}
              error={!!errors.payroll_group_id}
              helperText={errors.payroll_group_id?.[0]}
            >
              {groups?.map((g) => (
                <MenuItem key={g.id} value={String(g.id)}>
                  {g.text}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label="Year"
              value={year}
              onChange={(e) => setYear(e.target.value)}
              error={!!errors.year}
              helperText={errors.year?.[0]}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={generate}>
            Generate
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
