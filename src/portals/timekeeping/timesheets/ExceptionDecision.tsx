import { useState } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import { EXCEPTION_RESOLUTIONS } from '@core/resources/attendance-exceptions.resource';
import { firstFieldMessage, type ApiProblem } from '../../../providers/errors';

// What one exception's action and the bulk actions on many share: the decision's fields
// (how it was resolved, why it is waived, the message to the employee) and the request
// body they make.

export type ExceptionMode = 'notify' | 'resolve' | 'waive';

export function useExceptionDecision() {
  const [resolution, setResolution] = useState('schedule_corrected');
  const [remarks, setRemarks] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return {
    resolution,
    setResolution,
    remarks,
    setRemarks,
    problem,
    /** A waiver needs its reason. */
    incomplete: (mode: ExceptionMode | null) => mode === 'waive' && remarks.trim() === '',
    reset() {
      setRemarks('');
      setProblem(null);
    },
    body: (mode: ExceptionMode) =>
      mode === 'resolve'
        ? { resolution, remarks: remarks.trim() || undefined }
        : { remarks: mode === 'waive' ? remarks : remarks.trim() || undefined },
    /** The server's first field message, or its message. */
    fail(problem: ApiProblem) {
      setProblem(firstFieldMessage(problem) ?? problem.message);
    },
  };
}

export function ExceptionDecisionFields({
  mode,
  many,
  decision,
}: {
  mode: ExceptionMode | null;
  many: boolean;
  decision: ReturnType<typeof useExceptionDecision>;
}) {
  const remarksLabel =
    mode === 'waive'
      ? `Why ${many ? 'they are' : 'it is'} waived`
      : mode === 'notify'
        ? `Message to the ${many ? 'employees' : 'employee'}`
        : 'Remarks';
  return (
    <>
      {mode === 'resolve' && (
        <TextField
          select
          label={`How ${many ? 'they were' : 'it was'} resolved`}
          value={decision.resolution}
          onChange={(event) => decision.setResolution(event.target.value)}
          fullWidth
          sx={{ mt: 2 }}
        >
          {EXCEPTION_RESOLUTIONS.filter((c) => c.id !== 'waived').map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label={remarksLabel}
        value={decision.remarks}
        onChange={(event) => decision.setRemarks(event.target.value)}
        fullWidth
        required={mode === 'waive'}
        sx={{ mt: 2 }}
      />
      {decision.problem && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {decision.problem}
        </Alert>
      )}
    </>
  );
}
