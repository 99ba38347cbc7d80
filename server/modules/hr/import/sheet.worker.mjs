// Parses an uploaded xlsx in a worker thread, away from the API's event loop:
// xlsx's read path has advisories, so a hostile file can at worst exhaust this
// worker's capped memory or time, never the server. Answers the first sheet as
// rows of strings (dates as YYYY-MM-DD).
import { parentPort, workerData } from 'node:worker_threads';
import * as XLSX from 'xlsx';

function text(value) {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const pad = (n) => String(n).padStart(2, '0');
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())}`;
  }
  return String(value);
}

try {
  const book = XLSX.read(workerData.bytes, {
    type: 'buffer',
    cellDates: true,
    cellFormula: false,
    cellHTML: false,
    cellStyles: false,
    bookVBA: false,
    sheetRows: workerData.maxRows + 1,
  });
  const sheet = book.Sheets[book.SheetNames[0]];
  const rows = sheet ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: '', blankrows: false }) : [];
  parentPort.postMessage({ rows: rows.map((row) => row.map(text)) });
} catch {
  parentPort.postMessage({ error: 'This file is not a readable spreadsheet.' });
}
