// Builds and writes the .xlsx off the page's main thread: writing 50,000 rows
// takes seconds (see bench/export.bench.ts), which would freeze the console.
import * as xlsx from 'xlsx';
import { buildWorkbook, workbookBytes } from './workbook';
import type { WorkbookJob } from './writeXlsx';

interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkbookJob>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}
const scope = self as unknown as WorkerScope;

scope.onmessage = async (event) => {
  try {
    const { rows, columns, sheetName } = event.data;
    const bytes = workbookBytes(xlsx, await buildWorkbook(xlsx, rows, columns, sheetName, { pause: async () => undefined }));
    scope.postMessage({ bytes }, [bytes]);
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : 'The export failed.' });
  }
};
