import { useRef, useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, LinearProgress, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useRefresh } from 'react-admin';
import { formatCount } from '@core/format';
import { usePunchImport, type ImportProgress } from './usePunchImport';

function Outcome({ result }: { result: ImportProgress }) {
  return (
    <Box sx={{ mt: 2 }} aria-label="Import result">
      <Alert severity={result.status === 'completed' ? 'success' : 'error'}>
        {result.status === 'completed'
          ? `${formatCount(result.rows_imported)} punches imported from ${result.date_from} to ${result.date_to}; ${formatCount(
              result.rows_duplicate,
            )} duplicates skipped; ${formatCount(result.rows_rejected)} lines rejected.`
          : `The import stopped: ${result.errors[0]?.message ?? 'unknown reason'}`}
      </Alert>
      {result.unmatched_ids.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          Time recorder ids not in any 201 file: {result.unmatched_ids.join(', ')}. Their punches are kept; map each id to its employee
          under “Unknown ids”.
        </Alert>
      )}
      {result.errors.length > 0 && result.status === 'completed' && (
        <Box component="ul" sx={{ mt: 1, maxHeight: 160, overflow: 'auto' }} aria-label="Rejected lines">
          {result.errors.map((e) => (
            <li key={e.row}>
              <Typography variant="body2">
                Line {e.row}: {e.message}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** Imports a time recorder's export (.dat attendance log, CSV or xlsx), showing the upload and then the stored punches as they go in. */
export function ImportPunchesButton() {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<ImportProgress | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const refresh = useRefresh();
  const { upload, progress, failure, start } = usePunchImport();
  const running = upload !== null || progress?.status === 'processing';

  const choose = async (file: File) => {
    setResult(null);
    const done = await start(file);
    if (input.current) input.current.value = '';
    if (done) {
      setResult(done);
      refresh();
    }
  };

  const stored = progress && progress.rows_total > 0 ? Math.round((progress.rows_done / progress.rows_total) * 100) : 0;
  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        Import punches
      </Button>
      <Dialog open={open} onClose={() => !running && setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Import punches</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Upload the device’s attendance log (.dat or .txt: enrolment id, date and time, verify mode, in/out state, work code), or a CSV
            or xlsx with the columns time_recorder_id and punched_at (or date and time). Punches already stored are skipped, so the same
            export can be imported again safely.
          </Typography>
          <input
            ref={input}
            type="file"
            accept=".dat,.txt,.csv,.xlsx"
            aria-label="Time recorder export"
            disabled={running}
            onChange={(event) => event.target.files?.[0] && void choose(event.target.files[0])}
          />
          {upload !== null && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2">{upload < 100 ? `Uploading… ${upload}%` : 'Reading the file…'}</Typography>
              <LinearProgress variant={upload < 100 ? 'determinate' : 'indeterminate'} value={upload} />
            </Box>
          )}
          {progress?.status === 'processing' && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2">
                Storing punches… {formatCount(progress.rows_done)} of {formatCount(progress.rows_total)} lines ({stored}%)
              </Typography>
              <LinearProgress variant="determinate" value={stored} aria-label="Import progress" />
            </Box>
          )}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
          {result && <Outcome result={result} />}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={running}>
            Close
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
