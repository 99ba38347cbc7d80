import { Box, LinearProgress, Typography } from '@mui/material';
import { formatCount } from '@core/format';
import { api } from '../../providers/api';

/** What a background job's row tells of its progress (timesheet processing, the leave runs). */
export interface JobState {
  processing: boolean;
  progress_total: number;
  progress_done: number;
  processing_error: string | null;
}

/**
 * Polls a background job's row until it is no longer processing, handing each state to
 * `onProgress`; a job that stopped with an error throws it as the server's message would.
 */
export async function followJob<T extends JobState>(url: string, onProgress: (state: T) => void): Promise<T> {
  for (;;) {
    const data = await api.get<T>(url);
    onProgress(data);
    if (!data.processing) {
      if (data.processing_error) throw Object.assign(new Error(data.processing_error), { body: { message: data.processing_error } });
      return data;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** A job's progress bar: "1,500 of 10,000 employees (15%)". */
export function JobProgress({ state, unit, label }: { state: JobState; unit: string; label: string }) {
  const percent = state.progress_total > 0 ? Math.round((state.progress_done / state.progress_total) * 100) : 0;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2">
        {formatCount(state.progress_done)} of {formatCount(state.progress_total)} {unit} ({percent}%)
      </Typography>
      <LinearProgress variant="determinate" value={percent} aria-label={label} />
    </Box>
  );
}
