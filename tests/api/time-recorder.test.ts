/**
 * The time recorder through the API: importing device exports (.dat, CSV, xlsx) with
 * duplicates skipped and unknown ids kept for mapping, manual punches and voids with a
 * reason, and who may do it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { multipart } from '../support/multipart';
import { addOtherCompany, OTHER_COMPANY } from '../support/second-company';
import { useTestApp } from './test-app';

const t = useTestApp();
let token: string;
let employee: { id: number; employee_no: string; time_recorder_id: string };
beforeAll(async () => {
  token = await t.login('timekeeping@example.com');
  const row = await t.db
    .selectFrom('employees')
    .select(['id', 'employee_no', 'time_recorder_id'])
    .where('time_recorder_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  employee = { id: row.id, employee_no: row.employee_no, time_recorder_id: row.time_recorder_id! };
});

async function importFile(fileName: string, content: Buffer | string, fields: Record<string, string> = {}) {
  const response = await t.request({
    method: 'POST',
    url: '/api/timekeeping/punch-imports/upload',
    token,
    ...multipart(fileName, content, fields),
  });
  return response;
}

/** Waits for the import to finish storing its punches, reading its progress as the console does. */
async function finished(id: number) {
  for (;;) {
    const progress = (await t.request({ method: 'GET', url: `/api/timekeeping/punch-imports/${id}/progress`, token })).json();
    if (progress.status !== 'processing') return progress;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const datLine = (id: string, at: string, state: number) => `${id}\t${at}\t1\t${state}\t0\t0`;

describe('importing a ZKTeco attendance log', () => {
  let importId: number;
  const dat = () =>
    [
      datLine(employee.time_recorder_id, '2026-11-02 07:58:12', 0),
      datLine(employee.time_recorder_id, '2026-11-02 17:03:40', 1),
      datLine(employee.time_recorder_id, '2026-11-02 17:03:40', 1), // pressed twice: an exact duplicate
      datLine('999001', '2026-11-02 08:01:00', 0), // enrolled on the device, not in the 201 file
      datLine(employee.time_recorder_id, '2026-11-31 08:00:00', 0), // no such date
      datLine('999001', '2026-11-03 08:00:00', 0),
    ].join('\r\n');

  it('answers 202 at once, then reports the counts when done', async () => {
    const response = await importFile('ATTLOG.dat', dat());
    expect(response.statusCode, response.body).toBe(202);
    importId = response.json().id;
    expect(response.json().rows_total).toBe(6);
    const progress = await finished(importId);
    expect(progress).toMatchObject({
      status: 'completed',
      rows_total: 6,
      rows_done: 6,
      rows_imported: 4,
      rows_duplicate: 1,
      rows_rejected: 1,
      date_from: '2026-11-02',
      date_to: '2026-11-03',
      unmatched_ids: ['999001'],
    });
    expect(progress.errors).toEqual([{ row: 5, message: '"2026-11-31 08:00:00" is not a date and time (YYYY-MM-DD HH:mm:ss).' }]);
  });

  it('stores the punches with their in/out state, matched to the employee by time recorder id', async () => {
    const list = await t.request({
      method: 'GET',
      url: `/api/timekeeping/time-punches?filter=${encodeURIComponent(JSON.stringify({ punch_import_id: importId }))}&sort=${encodeURIComponent('["punched_at","ASC"]')}`,
      token,
    });
    expect(list.statusCode).toBe(200);
    expect(
      list.json().map((p: Record<string, unknown>) => [p.time_recorder_id, p.punched_at, p.punch_type, p.employee_id, p.source]),
    ).toEqual([
      [employee.time_recorder_id, '2026-11-02 07:58:12', 'in', employee.id, 'upload'],
      ['999001', '2026-11-02 08:01:00', 'in', null, 'upload'],
      [employee.time_recorder_id, '2026-11-02 17:03:40', 'out', employee.id, 'upload'],
      ['999001', '2026-11-03 08:00:00', 'in', null, 'upload'],
    ]);
  });

  it('importing the same export again adds nothing', async () => {
    const again = await finished((await importFile('ATTLOG.dat', dat())).json().id);
    expect(again).toMatchObject({ rows_imported: 0, rows_duplicate: 5, rows_rejected: 1 });
  });

  it('lists the unknown id, and mapping it gives its punches and the id to the employee (a re-enrolment replaces the old id)', async () => {
    const target = await t.db
      .selectFrom('employees')
      .select(['id', 'employee_no', 'time_recorder_id'])
      .where('time_recorder_id', 'is not', null)
      .where('id', '!=', employee.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const unmatched = await t.request({ method: 'GET', url: '/api/timekeeping/time-punches/unmatched', token });
    expect(unmatched.json()).toEqual([
      { time_recorder_id: '999001', punches: 2, first_punch: '2026-11-02 08:01:00', last_punch: '2026-11-03 08:00:00' },
    ]);
    const mapped = await t.request({
      method: 'POST',
      url: '/api/timekeeping/time-punches/map',
      token,
      payload: { time_recorder_id: '999001', employee_id: target.id },
    });
    expect(mapped.statusCode, mapped.body).toBe(200);
    expect(mapped.json().punches).toBe(2);
    expect(mapped.json().message).toBe(
      `2 punches of 999001 now belong to ${target.employee_no} (replacing time recorder id ${target.time_recorder_id}).`,
    );
    expect(
      (await t.db.selectFrom('employees').select('time_recorder_id').where('id', '=', target.id).executeTakeFirstOrThrow())
        .time_recorder_id,
    ).toBe('999001');
    expect((await t.request({ method: 'GET', url: '/api/timekeeping/time-punches/unmatched', token })).json()).toEqual([]);
    const log = await t.db
      .selectFrom('transaction_logs')
      .select('summary')
      .where('resource', '=', 'time-punches')
      .where('action', '=', 'map')
      .executeTakeFirst();
    expect(log?.summary).toContain('999001');
  });

  it('refuses to map an id that belongs to someone else: 409, nothing changes', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/timekeeping/time-punches/map',
      token,
      payload: { time_recorder_id: '999001', employee_id: employee.id },
    });
    expect(response.statusCode).toBe(409);
  });
});

describe('CSV and xlsx exports', () => {
  it('reads a CSV with a header naming the columns', async () => {
    const csv = `Time Recorder ID,Date,Time,State\n${employee.time_recorder_id},2026-11-05,07:45,0\n${employee.time_recorder_id},2026-11-05,16:59:59,1\n`;
    const progress = await finished((await importFile('export.csv', csv)).json().id);
    expect(progress).toMatchObject({ status: 'completed', rows_imported: 2, rows_rejected: 0, date_from: '2026-11-05' });
  });

  it('reads the first sheet of an xlsx', async () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['time_recorder_id', 'punched_at', 'punch_type'],
      [employee.time_recorder_id, '2026-11-06 08:02:00', 'in'],
      [employee.time_recorder_id, '2026-11-06 17:10:00', 'out'],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Punches');
    const bytes = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
    const progress = await finished((await importFile('export.xlsx', bytes)).json().id);
    expect(progress).toMatchObject({ status: 'completed', rows_imported: 2 });
  });

  it('a CSV without the columns it needs is a 400 and creates no import', async () => {
    const before = await t.db
      .selectFrom('punch_imports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const response = await importFile('export.csv', 'name,when\nJuan,yesterday\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('time_recorder_id');
    const after = await t.db
      .selectFrom('punch_imports')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('another kind of file is a 400', async () => {
    expect((await importFile('photo.png', 'not a log')).statusCode).toBe(400);
  });
});

describe('manual punches and voids', () => {
  it('a manual punch needs its reason', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/timekeeping/time-punches/manual',
      token,
      payload: { employee_id: employee.id, punched_at: '2026-11-09 08:00', punch_type: 'in', remarks: '' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('remarks');
  });

  it('adds a manual punch once; the same minute again is a 409', async () => {
    const payload = { employee_id: employee.id, punched_at: '2026-11-09 08:00', punch_type: 'in', remarks: 'Device was offline' };
    const first = await t.request({ method: 'POST', url: '/api/timekeeping/time-punches/manual', token, payload });
    expect(first.statusCode, first.body).toBe(200);
    const stored = await t.db.selectFrom('time_punches').selectAll().where('id', '=', first.json().id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      source: 'manual',
      punched_at: '2026-11-09 08:00:00',
      remarks: 'Device was offline',
      employee_id: employee.id,
    });
    expect((await t.request({ method: 'POST', url: '/api/timekeeping/time-punches/manual', token, payload })).statusCode).toBe(409);
  });

  it('voids a punch with a reason, once', async () => {
    const punch = await t.db.selectFrom('time_punches').select('id').where('source', '=', 'manual').executeTakeFirstOrThrow();
    const url = `/api/timekeeping/time-punches/${punch.id}/void`;
    expect((await t.request({ method: 'POST', url, token, payload: { reason: '' } })).statusCode).toBe(422);
    const voided = await t.request({ method: 'POST', url, token, payload: { reason: 'Entered for the wrong day' } });
    expect(voided.statusCode).toBe(200);
    const stored = await t.db
      .selectFrom('time_punches')
      .select(['is_void', 'void_reason', 'punched_at'])
      .where('id', '=', punch.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ is_void: true, void_reason: 'Entered for the wrong day', punched_at: '2026-11-09 08:00:00' });
    expect((await t.request({ method: 'POST', url, token, payload: { reason: 'again' } })).statusCode).toBe(409);
  });
});

describe('transaction logs', () => {
  it('show timekeeping’s own changes to timekeeping staff, and nothing of HR’s', async () => {
    const logs = (await t.request({ method: 'GET', url: '/api/timekeeping/transaction-logs?range=[0,999]', token })).json();
    const resources = new Set(logs.map((l: { resource: string }) => l.resource));
    expect(resources.has('time-punches')).toBe(true);
    expect(resources.has('punch-imports')).toBe(true);
    expect(resources.has('employees')).toBe(false);
  });
});

describe('access', () => {
  it('HR and payroll staff cannot import, add or void punches; anonymous callers are asked to sign in', async () => {
    const hr = await t.login('hr@example.com');
    expect(
      (await t.request({ method: 'POST', url: '/api/timekeeping/punch-imports/upload', token: hr, ...multipart('a.dat', 'x') })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/timekeeping/time-punches/manual', token: hr })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/timekeeping/punch-imports/upload', ...multipart('a.dat', 'x') })).statusCode).toBe(
      401,
    );
  });

  it("another company's timekeeping staff cannot read an import's progress: 404, as for an import that does not exist", async () => {
    await addOtherCompany(t.db);
    const { id: importId } = await t.db.selectFrom('punch_imports').select('id').orderBy('id').executeTakeFirstOrThrow();
    const other = await t.login(OTHER_COMPANY.timekeeping);
    const response = await t.request({ method: 'GET', url: `/api/timekeeping/punch-imports/${importId}/progress`, token: other });
    expect(response.statusCode, response.body).toBe(404);
    expect(response.body).not.toContain('ATTLOG');
  });
});
