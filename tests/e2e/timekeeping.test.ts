import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { logIn } from './journeys';

// The timekeeping portal as its staff use it: the shifts and holidays they keep, and a
// time recorder export imported with its progress, its unknown ids and their mapping.

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('master data', () => {
  it('lists the shifts with the overnight one marked, and the year’s holidays', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'timekeeping@example.com', '/timekeeping/dashboard');
    await page.goto(`${baseUrl}/timekeeping/shift-schedule`);
    await page.getByText('Warehouse night shift').waitFor();
    await page.goto(`${baseUrl}/timekeeping/holidays`);
    await page.getByRole('button', { name: 'Copy a year forward' }).waitFor();
    await page.getByText('New Year’s Day').first().waitFor();
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
