import { useRef, useState, type ReactNode } from 'react';
import { Alert, Box, LinearProgress, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { downloadBytes } from '../export/download';
import { api } from '../../providers/api';
import { apiErrorOf } from '../../providers/errors';

// Uploading a spreadsheet that the server checks row by row, all or nothing: template
// links, the file input, the upload's progress, and the problems per row and column
// when the server refuses it (422 `errors` keyed `rows.<row>.<column>`).

export interface Problem {
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

/** The problems of a file by row and column (row 0: the file as a whole). */
export function ProblemTable({ problems }: { problems: readonly Problem[] }) {
  if (problems.length === 0) return null;
  return (
    <Table size="small" sx={{ mt: 1 }} aria-label="Upload problems">
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
  );
}

interface SpreadsheetUploadProps<T> {
  /** POST multipart, field "file" */
  url: string;
  /** GET ?format=xlsx|csv */
  templateUrl: string;
  /** the template's file name, without extension */
  templateName: string;
  /** what to fill in, shown above the input */
  instructions: ReactNode;
  /** the server took the file */
  onDone: (answer: T) => void;
  /** what the server does after the upload, shown while it works */
  working?: string;
}

export function SpreadsheetUpload<T>({ url, templateUrl, templateName, instructions, onDone, working }: SpreadsheetUploadProps<T>) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problem[]>([]);
  const [summary, setSummary] = useState<string>('');
  const input = useRef<HTMLInputElement>(null);

  const template = async (format: 'xlsx' | 'csv') => {
    const file = await api.bytes(`${templateUrl}?format=${format}`);
    downloadBytes(file.data, `${templateName}.${format}`, format === 'csv' ? 'text/csv' : undefined);
  };

  const upload = async (file: File) => {
    setProblems([]);
    setSummary('');
    setProgress(0);
    const form = new FormData();
    form.append('file', file);
    try {
      onDone(await api.upload<T>(url, form, setProgress));
    } catch (error) {
      const problem = apiErrorOf(error);
      setSummary(problem.message);
      setProblems(problemsOf(problem.fieldErrors));
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {instructions}
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
          <Typography variant="body2">
            {progress < 100 ? `Uploading… ${progress}%` : (working ?? 'Checking and saving the rows…')}
          </Typography>
          <LinearProgress variant={progress < 100 ? 'determinate' : 'indeterminate'} value={progress} />
        </Box>
      )}
      {summary && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {summary}
        </Alert>
      )}
      <ProblemTable problems={problems} />
    </>
  );
}
