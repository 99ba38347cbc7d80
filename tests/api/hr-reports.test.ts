import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './test-app';

const t = useTestApp();
let hr: string;
beforeAll(async () => {
  hr = await t.login('hr@example.com');
});
const get = (url: string) => t.request({ method: 'GET', url, token: hr });

const REPORTS = [
  'employee-masterlist',
  'hire-date-report',
  'birthday-report',
  'contacts-report',
  'classification-report',
  'compensation-report',
  'resigned-report',
  'employment-record-summary',
];

describe('masterfile reports', () => {
  it.each(REPORTS)('%s lists a page with Content-Range, totals and an xlsx export', async (name) => {
    const list = await get(`/api/hr/${name}?range=[0,9]`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.headers['content-range']).toMatch(new RegExp(`^${name} (0-\\d+|\\*)/\\d+$`));
    const totals = await get(`/api/hr/${name}/totals`);
    expect(totals.statusCode, totals.body).toBe(200);
    expect(totals.json().count).toBe(Number(String(list.headers['content-range']).split('/')[1]));
    const file = await get(`/api/hr/${name}/export`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('filters the birthday report by month and sorts by day', async () => {
    const rows = (await get('/api/hr/birthday-report?filter={"birth_month":"3"}&sort=["birth_day","ASC"]&range=[0,999]')).json();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r: { birth_date: string }) => r.birth_date.slice(5, 7) === '03')).toBe(true);
    const days = rows.map((r: { birth_day: number }) => r.birth_day);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
  });

  it('sums the compensation report and groups the classification report', async () => {
    const totals = (await get('/api/hr/compensation-report/totals?filter={"status":"active"}')).json();
    expect(totals.sums.basic_rate).toMatch(/^\d+\.\d{2}$/);
    expect(Number(totals.sums.basic_rate)).toBeGreaterThan(0);
    const classes = (await get('/api/hr/classification-report/totals')).json();
    const statuses = classes.groups.employment_status.reduce((sum: number, g: { count: number }) => sum + g.count, 0);
    expect(statuses).toBe(classes.count);
  });

  it('refuses a filter that is not whitelisted with 400', async () => {
    expect((await get('/api/hr/contacts-report?filter={"password":"x"}')).statusCode).toBe(400);
  });
});
