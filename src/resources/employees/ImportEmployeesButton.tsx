import { useRef, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import { useNotify, useRefresh } from 'react-admin';
import { downloadBytes } from '../../components/export/download';
import { httpClient } from '../../providers/httpClient';

// Upload a spreadsheet of new hires: the upload shows its progress; the server
// checks every row and saves all or nothing; problems come back per row and field.

interface Problem {
  row: number;
  field: string;
  message: string;
}

export function problemsOf(errors: Record<string, string[]> | undefined): Problem[] {
  return Object.entries(errors ?? {}).flatMap(([key, messages]) => {
    const match = key.match(/^rows\.(\d+)\.(.+)$/);
    return messages.map((message) => (match ? { row: Number(match[1]), field: match[2], message } : { row: 0, field: key, message }));
  });
}

export function ImportEmployeesButton() {
  const [open, setOpen] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [summary, setSummary] = useState<string>('');
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const refresh = useRefresh();

  const template = async (format: 'xlsx' | 'csv') => {
    const response = await httpClient.get(`/api/hr/employee-import/template?format=${format}`, { responseType: 'arraybuffer' });
    downloadBytes(response.data as ArrayBuffer, `employee-import-template.${format}`, format === 'csv' ? 'text/csv' : undefined);
  };

  const upload = async (file: File) => {
    setProblems([]);
    setSummary('');
    setProgress(0);
    const form = new FormData();
    form.append('file', file);
    try {
      const response = await httpClient.post<{ imported: number }>('/api/hr/employee-import', form, {
        onUploadProgress: (event) => setProgress(event.total ? Math.round((event.loaded / event.total) * 100) : null),
      });
      notify(`${response.data.imported} employees imported.`, { type: 'success' });
      setOpen(false);
      refresh();
    } catch (error) {
      const body = (error as { body?: { message?: string; errors?: Record<string, string[]> } }).body;
      setSummary(body?.message ?? (error as Error).message);
      setProblems(problemsOf(body?.errors));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Button size="small" startIcon={<UploadIcon />} onClick={() => setOpen(true)}>
        Import
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="md">
        <DialogTitle>Import employees</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 1 }}>
            Fill in the template (one row per new hire; business unit and position by code) and upload it as .xlsx or .csv. Every row is
            checked first: if any row has a problem, nothing is saved.
          </Typography>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Template:{' '}
            <Link component="button" onClick={() => void template('xlsx')}>
              xlsx
            </Link>{' '}
            ·{' '}
            <Link component="button" onClick={() => void template('csv')}>
              csv
            </Link>
          </Typography>
          <input
            ref={input}
            type="file"
            accept=".xlsx,.csv"
            aria-label="Spreadsheet file"
            onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])}
          />
          {progress !== null && (
            <Box sx={{ mt: 2 }}>
              <Typography variant="body2">{progress < 100 ? `Uploading… ${progress}%` : 'Checking and saving the rows…'}</Typography>
              <LinearProgress variant={progress < 100 ? 'determinate' : 'indeterminate'} value={progress} />
            </Box>
          )}
          {summary && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {summary}
            </Alert>
          )}
          {problems.length > 0 && (
            <Table size="small" sx={{ mt: 1 }} aria-label="Import problems">
              <TableHead>
                <TableRow>
                  <TableCell>Row</TableCell>
                  <TableCell>Column</TableCell>
                  <TableCell>Problem</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {problems.map((p, index) => (
                  <TableRow key={index}>
                    <TableCell>{p.row || '—'}</TableCell>
                    <TableCell>{p.field}</TableCell>
                    <TableCell>{p.message}</TableCell>
                  </TableRow>
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
