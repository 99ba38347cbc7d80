// Reads a time recorder's export in a worker thread, away from the API's event loop and
// with capped memory and time: a ZKTeco-style attendance log (.dat: enrolment id,
// date-time, verify mode, in/out state, work code, separated by tabs), a CSV with a
// header row, or the first sheet of an xlsx. Answers one normalised punch per good line
// and a message per rejected one; the import does the rest.
import { parentPort, workerData } from 'node:worker_threads';
import { parse } from 'csv-parse/sync';
import * as XLSX from 'xlsx';

const { bytes, format, maxLines } = workerData;
const STATES = { 0: 'in', 1: 'out', 2: 'break_out', 3: 'break_in', 4: 'in', 5: 'out' };
const NAMED_TYPES = new Set(['in', 'out', 'break_out', 'break_in', 'unknown']);
const DATE_TIME = /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const MAX_ERRORS = 500;

const pad = (n) => String(n).padStart(2, '0');

function dateTime(text) {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = '0'] = m.map((part) => part);
  const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s));
  if (date.getUTCMonth() !== +mo - 1 || date.getUTCDate() !== +d || +h > 23 || +mi > 59 || +s > 59) return null;
  if (+y < 2000 || +y > 2100) return null;
  return `${y}-${pad(mo)}-${pad(d)} ${pad(h)}:${mi}:${pad(s)}`;
}

function punchType(value) {
  const text = String(value ?? '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (text === '') return 'unknown';
  if (text in STATES) return STATES[text];
  if (NAMED_TYPES.has(text)) return text;
  if (text === 'check_in' || text === 'time_in') return 'in';
  if (text === 'check_out' || text === 'time_out') return 'out';
  return 'unknown';
}

const punches = [];
const errors = [];
let total = 0;
let rejected = 0;

function reject(line, message) {
  rejected++;
  if (errors.length < MAX_ERRORS) errors.push({ row: line, message });
}

function accept(line, id, when, type, verify, workCode) {
  const recorderId = String(id ?? '').trim();
  if (!recorderId) return reject(line, 'The time recorder id is blank.');
  if (recorderId.length > 20) return reject(line, 'The time recorder id is longer than 20 characters.');
  const at = dateTime(String(when ?? ''));
  if (!at) return reject(line, `"${String(when ?? '').slice(0, 40)}" is not a date and time (YYYY-MM-DD HH:mm:ss).`);
  punches.push({
    line,
    time_recorder_id: recorderId,
    punched_at: at,
    punch_type: punchType(type),
    verify_mode: verify ?? null,
    work_code: workCode ?? null,
  });
}

function readDat(text) {
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i].trim();
    if (!raw) continue;
    if (++total > maxLines) throw new Error(`The file has more than ${maxLines.toLocaleString('en-US')} lines.`);
    const cells = raw.includes('\t') ? raw.split('\t').map((c) => c.trim()) : raw.split(/\s+/);
    // "101 2026-11-02 07:58:12 1 0 1 0" when separated by spaces: the date and time are two cells
    const spaced = !raw.includes('\t') && /^\d{1,2}:\d{2}/.test(cells[2] ?? '');
    const when = spaced ? `${cells[1]} ${cells[2]}` : cells[1];
    const rest = spaced ? cells.slice(3) : cells.slice(2);
    accept(i + 1, cells[0], when, rest[1], rest[0], rest[2]);
  }
}

const HEADER = (text) =>
  String(text)
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
const ID_COLUMNS = ['time_recorder_id', 'enrolment_id', 'enrollment_id', 'ac_no', 'user_id', 'id', 'badge_no'];
const WHEN_COLUMNS = ['punched_at', 'date_time', 'datetime', 'time_stamp', 'timestamp', 'checktime'];

function readTable(rows) {
  if (rows.length === 0) return;
  const header = rows[0].map(HEADER);
  const col = (names) => header.findIndex((h) => names.includes(h));
  const id = col(ID_COLUMNS);
  const when = col(WHEN_COLUMNS);
  const date = col(['date', 'punch_date']);
  const time = col(['time', 'punch_time']);
  const type = col(['punch_type', 'state', 'status', 'in_out']);
  if (id < 0 || (when < 0 && (date < 0 || time < 0))) {
    throw new Error('The first row must name the columns: time_recorder_id and punched_at (or date and time), optionally punch_type.');
  }
  for (let i = 1; i < rows.length; i++) {
    const row = rows[i];
    if (row.every((cell) => String(cell).trim() === '')) continue;
    if (++total > maxLines) throw new Error(`The file has more than ${maxLines.toLocaleString('en-US')} lines.`);
    const at = when >= 0 ? row[when] : `${row[date]} ${row[time]}`;
    accept(i + 1, row[id], at, type >= 0 ? row[type] : '', null, null);
  }
}

function cellText(value) {
  if (value instanceof Date) {
    return `${value.getFullYear()}-${pad(value.getMonth() + 1)}-${pad(value.getDate())} ${pad(value.getHours())}:${pad(value.getMinutes())}:${pad(value.getSeconds())}`;
  }
  return value === null || value === undefined ? '' : String(value);
}

try {
  const buffer = Buffer.from(bytes);
  if (format === 'dat') readDat(buffer.toString('utf8'));
  else if (format === 'csv') readTable(parse(buffer.toString('utf8'), { bom: true, relax_column_count: true, skip_empty_lines: true }));
  else {
    const book = XLSX.read(buffer, {
      type: 'buffer',
      cellDates: true,
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      bookVBA: false,
      sheetRows: maxLines + 1,
    });
    const sheet = book.Sheets[book.SheetNames[0]];
    const rows = sheet ? XLSX.utils.sheet_to_json(sheet, { header: 1, raw: true, defval: '', blankrows: false }) : [];
    readTable(rows.map((row) => row.map(cellText)));
  }
  parentPort.postMessage({ punches, errors, total, rejected });
} catch (error) {
  parentPort.postMessage({ failure: error instanceof Error ? error.message : 'The file could not be read.' });
}
