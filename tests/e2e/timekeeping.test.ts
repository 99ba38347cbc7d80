import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import * as XLSX from 'xlsx';
import { launchBrowser, type Browser } from './browser';
import { logIn, PASSWORD } from './journeys';

// The timekeeping portal as its staff use it: the shifts and holidays they keep, and a
// time recorder export imported with its progress, its unknown ids and their mapping.

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('master data', () => {
  it('lists the shifts with the overnight one marked, and the year’s holidays, read-only: the system administrator changes them', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'timekeeping@example.com', '/timekeeping/dashboard');
    await page.goto(`${baseUrl}/timekeeping/shift-schedule`);
    await page.getByText('Warehouse night shift').waitFor();
    await page.goto(`${baseUrl}/timekeeping/holidays`);
    await page.getByText('New Year’s Day').first().waitFor();
    await page
      .getByText('These settings are shared by every company on this installation; your system administrator changes them.')
      .waitFor();
    expect(await page.getByRole('button', { name: 'Copy a year forward' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);

    const admin = await browser.newPage(baseUrl);
    await logIn(admin, baseUrl, 'sysadmin@example.com', '/admin/dashboard');
    await admin.goto(`${baseUrl}/timekeeping/holidays`);
    await admin.getByRole('button', { name: 'Copy a year forward' }).waitFor();
    await admin.getByText('New Year’s Day').first().waitFor();
    expect(
      await admin
        .getByText('These settings are shared by every company on this installation; your system administrator changes them.')
        .count(),
    ).toBe(0);
  });

  it('reports the demo cut-offs’ tardiness and keeps timekeeping’s own audit trail', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'timekeeping@example.com', '/timekeeping/dashboard');
    await page.goto(`${baseUrl}/timekeeping/timesheet-reports`);
    await page.getByRole('link', { name: /Days with minutes late/ }).click();
    await expect.poll(async () => page.getByRole('row').count(), { timeout: 15_000 }).toBeGreaterThan(2);
    await page.goto(`${baseUrl}/timekeeping/transaction-logs`);
    await page
      .getByText(/Processed the timesheet/)
      .first()
      .waitFor();
  });
});

describe('time recorder', () => {
  it('imports a .dat export with progress, then maps its unknown id to an employee', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'timekeeping@example.com', '/timekeeping/dashboard');
    await page.goto(`${baseUrl}/timekeeping/time-recorder`);
    await page.getByRole('button', { name: 'Import punches' }).click();
    const lines = [
      '000001\t2026-11-16 07:57:03\t1\t0\t0\t0',
      '000001\t2026-11-16 17:02:44\t1\t1\t0\t0',
      '990001\t2026-11-16 08:10:00\t1\t0\t0\t0',
    ];
    await page
      .getByLabel('Time recorder export')
      .setInputFiles({ name: 'ATTLOG.dat', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\r\n')) });
    await page.getByText('3 punches imported from 2026-11-16 to 2026-11-16').waitFor();
    await page.getByText(/Time recorder ids not in any 201 file: 990001/).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Unknown ids' }).click();
    const table = page.getByRole('table', { name: 'Unknown time recorder ids' });
    await table.getByText('990001').waitFor();
    await table.getByLabel('Employee').fill('a');
    await page.getByRole('option').first().click();
    await table.getByRole('button', { name: 'Map' }).click();
    await page.getByText('Every punch belongs to an employee.').waitFor();
  });
});

describe('a cut-off from punches to the payroll period', () => {
  it('imports the group’s punches, processes the cut-off, resolves and waives exceptions, closes, links, and the summary export reads back', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'timekeeping@example.com', '/timekeeping/dashboard');
    // the test reads ids through the API as the same user, with a session of its own
    const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
    const login = await page.request.post(`${baseUrl}/api/login`, {
      data: { email: 'timekeeping@example.com', password: PASSWORD },
      headers: { 'x-xsrf-token': xsrf },
    });
    expect(login.status(), await login.text()).toBe(200);
    const { token } = await login.json();
    const api = async (path: string) => {
      const response = await page.request.get(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
      return response.json();
    };
    const query = (filter: object, sort?: [string, string]) =>
      `filter=${encodeURIComponent(JSON.stringify(filter))}${sort ? `&sort=${encodeURIComponent(JSON.stringify(sort))}` : ''}&range=${encodeURIComponent('[0,499]')}`;

    // the weekly warehouse group's first open cut-off of the year, and its people
    const [group] = await api(`/api/timekeeping/payroll-groups?${query({ q: 'WK-LOG' })}`);
    const [period] = await api(
      `/api/timekeeping/payroll-periods?${query({ payroll_group_id: group.id, period_type: 'regular', status: 'open' }, ['cutoff_start', 'ASC'])}`,
    );
    const staff: { time_recorder_id: string | null }[] = await api(`/api/timekeeping/employees?${query({ payroll_group_id: group.id })}`);
    const worker = staff.find((e) => e.time_recorder_id)!.time_recorder_id!;
    const nights: string[] = [];
    for (
      let d = new Date(`${period.cutoff_start}T00:00:00Z`);
      d <= new Date(`${period.cutoff_end}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() + 1)
    ) {
      const date = d.toISOString().slice(0, 10);
      const next = new Date(d.getTime() + 86_400_000).toISOString().slice(0, 10);
      nights.push(`${worker}\t${date} 21:52:10\t1\t0\t0\t0`, `${worker}\t${next} 07:03:40\t1\t1\t0\t0`);
    }

    await page.goto(`${baseUrl}/timekeeping/time-recorder`);
    await page.getByRole('button', { name: 'Import punches' }).click();
    await page
      .getByLabel('Time recorder export')
      .setInputFiles({ name: 'WAREHOUSE.dat', mimeType: 'text/plain', buffer: Buffer.from(nights.join('\r\n')) });
    await page.getByText(`${nights.length} punches imported`).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    // open and process the cut-off's timesheet
    await page.goto(`${baseUrl}/timekeeping/timesheet-processing`);
    await page.getByRole('button', { name: 'New timesheet' }).click();
    await page.getByLabel('Payroll period').fill(period.code);
    await page
      .getByRole('option', { name: new RegExp(period.code) })
      .first()
      .click();
    await page.getByRole('button', { name: 'Open timesheet' }).click();
    await page.getByText(`The timesheet for ${period.cutoff_start} to ${period.cutoff_end} is open; process it next.`).waitFor();
    // the group's timesheets, oldest first: the new one on top
    const groupTimesheets = `${query({ payroll_group_id: group.id })}&sort=cutoff_start&order=ASC`.replace(/&range=[^&]*/, '');
    await page.goto(`${baseUrl}/timekeeping/timesheet-processing?${groupTimesheets}`);
    const row = page.getByRole('row', { name: new RegExp(period.cutoff_start) });
    await row.getByRole('button', { name: 'Process' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Process' }).click();
    await page.getByText(/^Processed \d+ employees: \d+ open exceptions\.$/).waitFor({ timeout: 60_000 });

    // the resolution center: resolve one, waive the rest
    await row.getByRole('link', { name: /open exceptions/ }).click();
    await page.getByRole('button', { name: 'Resolve', exact: true }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Resolve' }).click();
    await page.getByText('1 exception resolved.').waitFor();
    await page.getByRole('checkbox', { name: 'Select all' }).first().check();
    // the toolbar names the selection and, in the same render, offers the rows beyond the page
    await page.getByText(/\d+ items? selected/).waitFor();
    const selectAll = page.getByRole('button', { name: /^Select all/ });
    if (await selectAll.isVisible()) {
      // it fetches the other pages' rows first: the button goes once all of them are selected
      await selectAll.click();
      await selectAll.waitFor({ state: 'hidden' });
    }
    await page.getByRole('button', { name: 'Waive selected' }).click();
    await page.getByLabel('Why they are waived').fill('Reviewed with the warehouse supervisor');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^Waive \d+/ })
      .click();
    await page.getByText(/exceptions waived\.$/).waitFor();
    await expect
      .poll(
        async () =>
          (await api(`/api/timekeeping/timesheets?${query({ payroll_group_id: group.id })}`)).find(
            (t: { cutoff_start: string }) => t.cutoff_start === period.cutoff_start,
          )?.open_exception_count,
        { timeout: 15_000 },
      )
      .toBe(0);

    // close and link
    await page.goto(`${baseUrl}/timekeeping/timesheet-closing?${groupTimesheets}`);
    await page
      .getByRole('row', { name: new RegExp(period.cutoff_start) })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByText(/The timesheet is closed: \d+ employee summaries are frozen for payroll\./).waitFor();
    await page.goto(`${baseUrl}/timekeeping/timesheet-link?${groupTimesheets}`);
    await page
      .getByRole('row', { name: new RegExp(period.cutoff_start) })
      .getByRole('button', { name: 'Link to payroll period' })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Link to payroll period' }).click();
    await page.getByText(`The timesheet is linked to payroll period ${period.code}; payroll may compute it.`).waitFor();

    // the summary export holds the warehouse worker's nights
    const timesheet = (await api(`/api/timekeeping/timesheets?${query({ payroll_group_id: group.id })}`)).find(
      (t: { cutoff_start: string }) => t.cutoff_start === period.cutoff_start,
    );
    await page.goto(`${baseUrl}/timekeeping/timesheet-reports/timesheet-summary?${query({ timesheet_id: timesheet.id })}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    expect(rows.length).toBe(timesheet.progress_total);
    expect(rows.some((r) => Number(r['Days worked']) > 0)).toBe(true);
  });
});
