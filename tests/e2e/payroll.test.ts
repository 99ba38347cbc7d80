import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { logIn } from './journeys';

// The payroll set-up as payroll staff use it: the dashboard's figures and
// calculator, a government table with its versions, an agency's index page.

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('payroll dashboard', () => {
  it('shows the payroll groups and calculates the annual tax and a payslip with explained lines', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.getByText('Payroll groups and next pay dates').waitFor();
    await page.getByText('SM-OFFICE', { exact: true }).first().waitFor();

    await page.getByRole('tab', { name: 'Annual tax' }).click();
    await page.getByLabel('Year').fill('2023');
    await page.getByLabel('Annual taxable compensation').fill('480000');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await page.getByRole('table', { name: 'Annual tax' }).getByText('38,500.00').waitFor();

    await page.getByRole('tab', { name: 'Payslip' }).click();
    await page.getByLabel('Monthly rate').fill('150000');
    await page.getByLabel('Frequency').click();
    await page.getByRole('option', { name: 'monthly', exact: true }).click();
    await page.getByLabel('Period start', { exact: true }).fill('2026-10-01');
    await page.getByLabel('Period end', { exact: true }).fill('2026-10-31');
    await page.getByLabel('Pay date', { exact: true }).fill('2026-10-31');
    await page.getByRole('button', { name: 'Calculate payslip' }).click();
    const totals = page.getByRole('table', { name: 'payslip totals' });
    await totals.getByText('117,287.45').waitFor();
    await page.getByRole('button', { name: 'Why Withholding tax' }).click();
    await page.getByText(/table BIR-WT-2023/).waitFor();
  });

  it('shows per-field messages when the input is invalid', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.getByRole('tab', { name: 'Withholding tax' }).click();
    await page.getByLabel('Taxable compensation').fill('-10');
    await page.getByRole('button', { name: 'Calculate', exact: true }).click();
    await expect.poll(async () => page.locator('.Mui-error').count(), { timeout: 10_000 }).toBeGreaterThan(0);
  });
});

describe('government tables and agencies', () => {
  it('lists the SSS versions and shows the brackets of the one in force', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.goto(`${baseUrl}/payroll/sss/table`);
    const versions = page.getByRole('table', { name: 'versions' });
    await versions.getByText('SSS-2025').waitFor();
    await versions.getByText('SSS-2023').waitFor();
    await page.getByRole('table', { name: 'SSS-2025 rows' }).getByText('35,000.00').first().waitFor();
  });

  it('shows the BIR registration on the BIR index page with links to its screens', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'payroll@example.com', '/payroll/dashboard');
    await page.goto(`${baseUrl}/payroll/bir`);
    await page.getByRole('table', { name: 'BIR registration' }).getByText('009876543').waitFor();
    await page.getByRole('link', { name: 'Annual tax table', exact: true }).click();
    await page.waitForURL(`${baseUrl}/payroll/bir/annual-tax-table`);
    await page.getByRole('table', { name: 'versions' }).getByText('BIR-ANNUAL-2023').waitFor();
  });
});
