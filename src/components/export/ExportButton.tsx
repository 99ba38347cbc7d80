import { useState } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DownloadIcon from '@mui/icons-material/Download';
import { useDataProvider, useListContext, useNotify, useResourceContext, type DataProvider, type RaRecord } from 'react-admin';
import { downloadBytes, exportFileName } from './download';
import { fetchAllRows, referenceTexts } from './fetchAllRows';
import { columnsFromRows, type ExportColumn } from './workbook';
import { writeXlsx } from './writeXlsx';

// The Export button of every list: every row that matches the current filters
// and sort, written to an .xlsx named after the screen and the date.

export interface ListExportColumn extends ExportColumn {
  /** a reference column: its cells show the referenced record's `text` */
  reference?: string;
}

export interface ExportButtonProps {
  /** the columns; by default every field of the first row */
  columns?: readonly ListExportColumn[];
  /** names the file and the sheet (e.g. 'Employee masterlist') */
  screen?: string;
  label?: string;
}

async function resolveReferences(
  dataProvider: DataProvider,
  rows: RaRecord[],
  columns: readonly ListExportColumn[],
): Promise<ExportColumn[]> {
  return Promise.all(
    columns.map(async (column) => {
      if (!column.reference || column.value) return column;
      const texts = await referenceTexts(
        dataProvider,
        column.reference,
        rows.map((row) => row[column.source]),
      );
      return {
        ...column,
        kind: 'text' as const,
        value: (row: Record<string, unknown>) => texts.get(String(row[column.source])) ?? row[column.source],
      };
    }),
  );
}

export function ExportButton({ columns, screen, label = 'Export' }: ExportButtonProps) {
  const { filterValues, sort, total } = useListContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const exportRows = async () => {
    if (!resource) return;
    setProgress({ done: 0, total: total ?? 0 });
    try {
      const rows = await fetchAllRows(dataProvider, resource, {
        filter: filterValues,
        sort,
        onProgress: (done, all) => setProgress({ done, total: all }),
      });
      const resolved = await resolveReferences(dataProvider, rows, columns ?? columnsFromRows(rows));
      const name = screen ?? resource;
      downloadBytes(await writeXlsx(rows, resolved, name), exportFileName(name));
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'The export failed.', { type: 'error' });
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Button
      size="small"
      onClick={exportRows}
      disabled={busy || total === 0}
      startIcon={busy ? <CircularProgress size={14} /> : <DownloadIcon />}
      aria-busy={busy || undefined}
    >
      {busy && progress.total > 0 ? `${label} ${progress.done} / ${progress.total}` : label}
    </Button>
  );
}
