import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { MONTH_NAMES } from '@core/labels';
import { apiAs, logIn } from './journeys';

// The BIR screens as payroll staff use them on the demo company: the month's 1601-C
// generated from posted payslips, opened in the form's layout, printed and downloaded
// as PDF; a 2316 downloaded as PDF; every BIR screen of the scope opening.

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** The pay date of a posted period of the demo company. */
async function postedPayDate(): Promise<string> {
  const { get } = await apiAs(baseUrl, 'payroll@example.com', 'payroll');
  const filter = encodeURIComponent(JSON.stringify({ status: 'posted' }));
  const response = await get(`payroll-periods?range=[0,0]&sort=["pay_date","DESC"]&filter=${filter}`);
  const [period] = response as unknown as { pay_date: string }[];
  if (!period) throw new Error('the demo has no posted period');
  return period.pay_date;
}

describe('BIR 1601-C, 2316 and the SSS file', () => {
  it('generates the month\u2019s 1601-C, opens it in the form\u2019s layout, prints it and downloads its PDF', async () => {
    const payDate = await postedPayDate();
    const [year, month] = payDate.split('-').map(Number);
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.goto(`${baseUrl}/payroll/bir/bir-1601C`);
    await page.getByRole('button', { name: 'Generate 1601-C' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Year').fill(String(year));
    await dialog.getByLabel('Month').click();
    await page.getByRole('option', { name: MONTH_NAMES[month - 1], exact: true }).click();
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await page.getByText(/was generated/).waitFor();

    await page.locator('tbody.datagrid-body tr.RaDatagrid-row').first().click();
    const form = page.getByTestId('form-1601c');
    await form.getByText('Total amount of compensation').waitFor();
    await form.getByText('Monthly Remittance Return of Income Taxes Withheld on Compensation').waitFor();
    const gross = await form.locator('[data-item="14"]').textContent();
    expect(gross).toMatch(/^[1-9][\d,]*\.\d{2}$/);

    const [popup] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Print' }).click()]);
    await popup.getByText('Total amount of compensation').waitFor();
    await popup.close();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'PDF', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^1601C-\d{4}-\d{2}-0\.pdf$/);
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 8)
        .toString('latin1'),
    ).toBe('%PDF-1.4');
  });

  it('downloads an employee\u2019s 2316 as a PDF', async () => {
    const year = (await postedPayDate()).slice(0, 4);
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.goto(`${baseUrl}/payroll/bir/bir-form-2316?filter=${encodeURIComponent(JSON.stringify({ year: Number(year) }))}`);
    const row = page.locator('tbody.datagrid-body tr.RaDatagrid-row').first();
    await row.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: '2316 PDF' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^2316-${year}-.+\\.pdf$`));
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 8)
        .toString('latin1'),
    ).toBe('%PDF-1.4');
  });

  it('generates last month\u2019s SSS contribution file (R-3) and downloads it: the employer header and a line per employee', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.goto(`${baseUrl}/payroll/sss/monthly-contribution`);
    // generating refreshes the list: the file's button is clicked once the list has been read again
    let answered = false;
    const generated = page.waitForResponse((r) => (answered ||= r.url().includes('/api/payroll/remittances/generate')));
    const reread = page.waitForResponse(
      (r) => answered && r.url().includes('/api/payroll/monthly-contributions?') && r.request().method() === 'GET',
    );
    await page.getByRole('button', { name: 'Generate SSS file' }).click();
    const answer = await generated;
    expect(answer.status(), await answer.text()).toBe(200);
    await Promise.race([reread, page.waitForTimeout(5_000)]);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download file' }).click()]);
    const lines = readFileSync((await download.path())!, 'latin1')
      .split(/\r?\n/)
      .filter(Boolean);
    // the header (00) names the employer's SSS number, each detail line (20) an employee's SS number, the trailer (99) the count
    expect(lines[0]).toMatch(/^00\d{10}/);
    const details = lines.filter((line) => line.startsWith('20'));
    expect(details.length).toBeGreaterThan(0);
    for (const line of details) expect(line).toMatch(/^20\d{10}[A-Z]/);
    expect(lines.at(-1)).toMatch(new RegExp(`^99${String(details.length).padStart(6, '0')}`));
  });

  it('opens every BIR screen of the scope', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    const screens: [string, RegExp][] = [
      ['/payroll/bir/monthly-ITW', /Monthly ITW/],
      ['/payroll/bir/bir-1604C', /annual information return/],
      ['/payroll/bir/schedule-1-alphalist-of-employees', /Schedule 1/],
      ['/payroll/bir/schedule-2-alphalist-of-minimum-wage-earners', /Schedule 2/],
    ];
    for (const [path, title] of screens) {
      await page.goto(`${baseUrl}${path}`);
      await page.getByText(title).first().waitFor();
    }
    await page.goto(`${baseUrl}/payroll/bir/bir-1604C`);
    await page.getByTestId('dat-not-verified').waitFor();
  });
});
