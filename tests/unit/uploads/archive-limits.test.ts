import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  centralDirectory,
  SPREADSHEET_LIMITS,
  SPREADSHEET_TOO_LARGE,
  UNREADABLE_SPREADSHEET,
  unpackedSpreadsheet,
  writeZip,
} from '../../../server/http/archive-limits';
import { ValidationError } from '../../../server/http/errors';
import { xlsxBomb } from '../../support/zip-bomb';

// An uploaded spreadsheet is measured from its central directory and unpacked with its
// output capped before any parser sees it.

const MB = 1024 * 1024;

function workbook(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** The refusal's message on `file`, or 'accepted'. */
async function refusal(bytes: Buffer): Promise<string> {
  try {
    await unpackedSpreadsheet(bytes);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).statusCode).toBe(422);
    return (error as ValidationError).errors.file[0];
  }
}

describe('an uploaded spreadsheet unpacked within its limits', () => {
  it('hands the parser the same workbook with nothing left to inflate', async () => {
    const rows = [
      ['employee_no', 'date', 'shift_code'],
      ['EMP-0001', '2026-12-07', 'REST'],
      ['EMP-0002', '2026-12-08', 'D8'],
    ];
    const original = workbook(rows);
    const stored = await unpackedSpreadsheet(original);
    expect(centralDirectory(stored).every((entry) => entry.method === 0)).toBe(true);
    const book = XLSX.read(stored, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(book.Sheets[book.SheetNames[0]], { header: 1 })).toEqual(rows);
  });

  it('refuses a 300 kB sheet that unpacks to 300 MB from its directory alone, at once', async () => {
    const bomb = xlsxBomb();
    expect(bomb.length).toBeLessThan(400_000);
    const started = Date.now();
    expect(await refusal(bomb)).toBe(SPREADSHEET_TOO_LARGE);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('refuses a sheet whose headers say it unpacks to 4 kB, after inflating 4 kB of it', async () => {
    const liar = xlsxBomb({ claimedSize: 4096 });
    expect(centralDirectory(liar).at(-1)!.size).toBe(4096);
    const started = Date.now();
    expect(await refusal(liar)).toBe(UNREADABLE_SPREADSHEET);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('counts the total over every part, not only the largest', async () => {
    // six parts each declaring 9 MB from 100 kB: none over 50 MB nor packed over 100 to 1, together 54 MB
    const parts = [1, 2, 3, 4, 5, 6].map((n) => ({
      name: `xl/worksheets/sheet${n}.xml`,
      data: Buffer.alloc(100_000),
      method: 8,
      size: 9 * MB,
    }));
    expect(await refusal(writeZip(parts))).toBe(SPREADSHEET_TOO_LARGE);
  });

  it('refuses a part packed more than 100 to 1 once it unpacks to over a megabyte', async () => {
    const size = 2 * MB;
    const tight = writeZip([{ name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(size / 200), method: 8, size }]);
    expect(await refusal(tight)).toMatch(/more than 100 times its packed size/);
  });

  it('refuses more than 10,000 parts', async () => {
    const parts = Array.from({ length: SPREADSHEET_LIMITS.maxEntries + 1 }, (_, i) => ({ name: `p${i}`, data: Buffer.alloc(0) }));
    expect(await refusal(writeZip(parts))).toMatch(/more than 10,000 parts/);
  });

  it('refuses what is not a readable archive: text, a cut-off file, a damaged part, an encrypted part', async () => {
    const good = workbook([['a'], ['b']]);
    expect(await refusal(Buffer.from('not a zip at all'))).toBe(UNREADABLE_SPREADSHEET);
    expect(await refusal(Buffer.alloc(0))).toBe(UNREADABLE_SPREADSHEET);
    expect(await refusal(good.subarray(0, good.length - 30))).toBe(UNREADABLE_SPREADSHEET);
    const damaged = Buffer.from(good);
    const sheet = centralDirectory(good).find((entry) => entry.name.toString() === 'xl/worksheets/sheet1.xml')!;
    const at = sheet.localHeaderOffset;
    damaged[at + 30 + good.readUInt16LE(at + 26) + good.readUInt16LE(at + 28) + Math.floor(sheet.compressedSize / 2)] ^= 0xff;
    expect(await refusal(damaged)).toBe(UNREADABLE_SPREADSHEET);
    expect(await refusal(writeZip([{ name: 'a.xml', data: Buffer.from('<a/>'), flags: 1 }]))).toBe(UNREADABLE_SPREADSHEET);
  });
});
