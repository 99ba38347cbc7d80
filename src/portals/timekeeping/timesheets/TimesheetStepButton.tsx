import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatCount } from '@core/format';
import { timesheetsWorkflow } from '@core/resources/timesheets.workflow';
import type { WorkflowStep } from '@core/resources/workflow';
import { api } from '../../../providers/api';
import { timekeepingPaths } from '../../../providers/api-paths';
import { useServerAction } from '../../../providers/useServerAction';
import { followJob, JobProgress, type JobState } from '../../../components/progress/JobProgress';

type Action = (typeof timesheetsWorkflow.steps)[number]['action'];

interface TimesheetRecord extends JobState {
  id: number;
  status: string;
  cutoff_start: string;
  cutoff_end: string;
  open_exception_count: number;
  payroll_period_status: string | null;
}

/** What each step does, said before it is done (the steps that undo something say it in core: `confirm`). */
const CONSEQUENCES: Partial<Record<Action, (t: TimesheetRecord) => string>> = {
  process: (t) =>
    `Every employee of the payroll group is computed again for ${t.cutoff_start} to ${t.cutoff_end} from today's punches, schedules, holidays and approved applications. Exceptions whose cause is gone are resolved.`,
  close: (t) =>
    `The daily records of ${t.cutoff_start} to ${t.cutoff_end} are locked and each employee's totals are frozen for payroll. Later changes reach pay only through adjustment processing.`,
  link: () =>
    'The timesheet is attached to the open regular payroll period of its group with the same cut-off; payroll may then compute it.',
};

/** Steps the timesheet's status allows but its payroll period does not: a posted or closed period keeps its timesheet. */
const HELD_BY_PERIOD: Partial<Record<Action, (t: TimesheetRecord) => boolean>> = {
  unlink: (t) => t.payroll_period_status === 'posted' || t.payroll_period_status === 'closed',
};

/** One workflow step of a timesheet as a button that confirms first; processing shows its progress. */
export function TimesheetStepButton({ action }: { action: Action }) {
  const record = useRecordContext<TimesheetRecord>();
  const step: WorkflowStep = timesheetsWorkflow.steps.find((s) => s.action === action)!;
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<TimesheetRecord | null>(null);
  const server = useServerAction();
  if (!record || !(step.from as readonly string[]).includes(record.status) || record.processing || HELD_BY_PERIOD[action]?.(record))
    return null;

  const run = async () => {
    setProblem(null);
    await server.run(
      async () => {
        const data = await api.send<{ message?: string }>('post', timekeepingPaths.timesheetStep(record.id, action));
        if (action !== 'process') return data;
        const current = await followJob<TimesheetRecord>(timekeepingPaths.timesheet(record.id), setProgress);
        return {
          message: `Processed ${formatCount(current.progress_total)} employees: ${formatCount(current.open_exception_count)} open exceptions.`,
        };
      },
      {
        onSuccess: () => {
          setOpen(false);
          setProgress(null);
        },
        onFailure: (problem) => {
          setProblem(problem.message);
          setProgress(null);
        },
      },
    );
  };

  const running = progress?.processing === true || (action === 'process' && progress !== null);
  return (
    <>
      <Button
        size="small"
        onClick={(event) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        {step.label}
      </Button>
      <Dialog open={open} onClose={() => !running && setOpen(false)} onClick={(event) => event.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>
          {step.label}: {record.cutoff_start} to {record.cutoff_end}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>{step.confirm ?? CONSEQUENCES[action]?.(record)}</DialogContentText>
          {progress && <JobProgress state={progress} unit="employees" label="Processing progress" />}
          {problem && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={running}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void run()} disabled={running}>
            {step.label}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
