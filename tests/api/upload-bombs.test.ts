/**
 * Uploads must not stop the server: a 300 kB xlsx whose sheet unpacks to 300 MB (a "zip
 * bomb"), and one whose headers lie that the sheet unpacks to 4 kB, uploaded to every route
 * that takes a file, are refused at once with a 4xx that says why, write nothing, and the
 * server answers the next request.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SPREADSHEET_TOO_LARGE, UNREADABLE_SPREADSHEET } from '../../server/http/archive-limits';
import { multipart } from '../support/multipart';
import { tableFingerprints } from '../support/table-counts';
import { xlsxBomb } from '../support/zip-bomb';
import { useTestApp } from './test-app';

const t = useTestApp();
const tokens: Record<string, string> = {};
const ids = { period: 0, batch: 0, application: 0, company: 0 };

const BOMBS = {
  'a sheet that unpacks from 300 kB to 300 MB': { bytes: xlsxBomb(), spreadsheet: SPREADSHEET_TOO_LARGE },
  'a sheet whose headers say 4 kB but that unpacks to 300 MB': {
    bytes: xlsxBomb({ claimedSize: 4096 }),
    spreadsheet: UNREADABLE_SPREADSHEET,
  },
};

interface Route {
  who: string;
  url: () => string;
  /** a list the same user reads afterwards */
  list: string;
  /** the refusal of a spreadsheet route is the bomb's; the others take no xlsx at all */
  refusal?: string;
  /** the form field the refusal names */
  field?: string;
}

const ROUTES: Record<string, Route> = {
  'schedule uploads': { who: 'manager@example.com', url: () => '/api/manager/schedule-uploads', list: '/api/manager/schedule-uploads' },
  'the employee import': { who: 'hr@example.com', url: () => '/api/hr/employee-import', list: '/api/hr/employees?range=[0,9]' },
  'punch files': {
    who: 'timekeeping@example.com',
    url: () => '/api/timekeeping/punch-imports/upload',
    list: '/api/timekeeping/punch-imports?range=[0,9]',
  },
  'timesheet summaries': {
    who: 'payroll@example.com',
    url: () => `/api/payroll/payroll-periods/${ids.period}/timesheet-summaries/upload`,
    list: '/api/payroll/payroll-periods?range=[0,9]',
  },
  'batch entries': {
    who: 'payroll@example.com',
    url: () => `/api/payroll/batch-entries/${ids.batch}/upload`,
    list: '/api/payroll/batch-entries?range=[0,9]',
  },
  'attachments of a filing': {
    who: 'employee@example.com',
    url: () => `/api/employee/applications/${ids.application}/attachments`,
    list: '/api/employee/applications?range=[0,9]',
    refusal: 'Attach a PDF, JPEG or PNG file.',
  },
  'the company logo': {
    who: 'hr@example.com',
    url: () => `/api/hr/companies/${ids.company}/logo`,
    list: '/api/hr/employees?range=[0,9]',
    refusal: 'The logo must be a PNG, JPEG or WebP image.',
    field: 'logo',
  },
};

beforeAll(async () => {
  for (const who of new Set(Object.values(ROUTES).map((r) => r.who))) tokens[who] = await t.login(who);
  const payroll = tokens['payroll@example.com'];
  ids.company = Number((await t.db.selectFrom('companies').select('id').orderBy('id').executeTakeFirstOrThrow()).id);

  // a regular open period, without a linked timesheet, of a group made one without timekeeping: it takes a summary file
  const period = await t.db
    .selectFrom('payroll_periods as p')
    .select(['p.id', 'p.payroll_group_id'])
    .where('p.status', '=', 'open')
    .where('p.period_type', '=', 'regular')
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('timesheets').select('id').whereRef('payroll_period_id', '=', 'p.id'))))
    .orderBy('p.pay_date')
    .orderBy('p.id')
    .executeTakeFirstOrThrow();
  await t.db.updateTable('payroll_groups').set({ uses_timekeeping: false }).where('id', '=', period.payroll_group_id).execute();
  ids.period = Number(period.id);

  // a draft batch entry of that period
  const rice = await t.db.selectFrom('transaction_types').select('id').where('code', '=', 'RICE_SUBSIDY').executeTakeFirstOrThrow();
  const batch = await t.request({
    method: 'POST',
    url: '/api/payroll/batch-entries',
    token: payroll,
    payload: { payroll_period_id: ids.period, transaction_type_id: rice.id, description: 'Rice subsidy' },
  });
  expect(batch.statusCode, batch.body).toBe(200);
  ids.batch = batch.json().id;

  // a pending leave of the employee, which takes attachments
  const realNow = t.clock.now;
  t.clock.now = new Date('2026-11-26T01:00:00Z');
  const sl = await t.db.selectFrom('leave_types').select('id').where('code', '=', 'SL').executeTakeFirstOrThrow();
  const filed = await t.request({
    method: 'POST',
    url: '/api/employee/applications',
    token: tokens['employee@example.com'],
    payload: {
      application_type: 'leave',
      leave_type_id: sl.id,
      date_from: '2027-01-11',
      date_to: '2027-01-12',
      day_part: 'whole_day',
      without_pay: true,
      reason: 'Flu',
    },
  });
  t.clock.now = realNow;
  expect(filed.statusCode, filed.body).toBe(200);
  ids.application = filed.json().id;
});

/** The request's answer and how far this process's resident memory rose above where it stood while it ran. */
async function withPeakMemory<T>(run: () => Promise<T>): Promise<{ answer: T; risenMb: number }> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sample = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  try {
    const answer = await run();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { answer, risenMb: (peak - before) / 1024 / 1024 };
  } finally {
    clearInterval(sample);
  }
}

describe.each(Object.entries(ROUTES))('%s', (_name, route) => {
  it.each(Object.entries(BOMBS))('refuses %s at once, writes nothing, and the server answers the next request', async (_bomb, bomb) => {
    const token = tokens[route.who];
    const before = await tableFingerprints(t.db);
    const started = Date.now();
    const { answer: response, risenMb } = await withPeakMemory(() =>
      t.request({ method: 'POST', url: route.url(), token, ...multipart('schedule.xlsx', bomb.bytes) }),
    );
    const elapsed = Date.now() - started;

    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors[route.field ?? 'file']).toEqual([route.refusal ?? bomb.spreadsheet]);
    expect(elapsed, 'the refusal comes without unpacking the sheet').toBeLessThan(5000);
    expect(risenMb, 'the server did not unpack the sheet into memory').toBeLessThan(150);
    expect(await tableFingerprints(t.db)).toEqual(before);

    expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const list = await t.request({ method: 'GET', url: route.list, token });
    expect(list.statusCode, list.body).toBe(200);
  });
});

describe('a plain-text upload over its cap', () => {
  const CAPS: [string, number, string][] = [
    ['punch files', 20, 'punches.csv'],
    ['the employee import', 10, 'hires.csv'],
    ['schedule uploads', 5, 'schedule.csv'],
  ];
  it.each(CAPS)('%s: over %i MB is refused without being read, writes nothing', async (name, megabytes, fileName) => {
    const route = ROUTES[name];
    const line = 'EMP-0001,2026-12-07 08:00:00,in\n';
    const csv = `time_recorder_id,punched_at,punch_type\n${line.repeat(Math.ceil((megabytes * 1024 * 1024) / line.length))}`;
    const before = await tableFingerprints(t.db);
    const response = await t.request({ method: 'POST', url: route.url(), token: tokens[route.who], ...multipart(fileName, csv) });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.file).toEqual([`The file is larger than ${megabytes} MB.`]);
    expect(await tableFingerprints(t.db)).toEqual(before);
    expect((await t.request({ method: 'GET', url: route.list, token: tokens[route.who] })).statusCode).toBe(200);
  });
});
