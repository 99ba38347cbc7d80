import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { launchBrowser, type Browser } from './browser';
import { logIn } from './journeys';
import { settle, visitInApp } from './navigation';
import { CATALOGUE } from '../../src/portals/catalogue';
import { onePixelPng } from '../support/png';

// The HR portal as HR staff use it: hire an employee through the form, add a
// licence and a movement to the 201 file, find the employee again, export the
// masterlist and read the file back; and every HR screen opens cleanly.

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const HR_SCREENS = CATALOGUE.filter((route) => route.portal === 'hr');

async function typeDate(page: Page, label: string, digits: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(digits, { delay: 20 });
  await page.keyboard.press('Tab');
}

async function choose(page: Page, label: string, option: string | RegExp, search?: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  if (search) await page.getByPlaceholder('Search...').last().fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

describe('HR portal', () => {
  it('opens every HR screen without an error', async () => {
    const page = await browser.newPage(baseUrl);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
    await logIn(page, baseUrl, 'hr@example.com', '/hr/dashboard');
    await page.getByText('Active employees').first().waitFor();
    for (const { path, title } of HR_SCREENS) {
      const responses: string[] = [];
      const watch = (response: { url(): string; status(): number }) => {
        if (response.url().includes('/api/') && response.status() >= 400) responses.push(`${response.status()} ${response.url()}`);
      };
      page.on('response', watch);
      await visitInApp(page, path);
      await settle(page, title);
      expect(await page.getByText('Page not found').count(), path).toBe(0);
      expect(await page.getByText(/could not be loaded|Something went wrong/).count(), path).toBe(0);
      page.off('response', watch);
      expect(responses, path).toEqual([]);
    }
    expect(failures).toEqual([]);
  });

  it('hires an employee, adds a licence and a movement, finds them, and exports the masterlist', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'hr@example.com', '/hr/dashboard');
    await page.goto(`${baseUrl}/hr/employees/create`);

    await page.getByLabel('Last name *').fill('Quisumbing');
    await page.getByLabel('First name *').fill('Teodora');
    await choose(page, 'Sex *', 'Female');
    await choose(page, 'Civil status *', 'Single');
    await typeDate(page, 'Birth date *', '19930415');

    await page.getByRole('tab', { name: 'Employment' }).click();
    await choose(page, 'Business unit *', /HRD · Human Resources/, 'HRD');
    await choose(page, 'Position *', /HRO · HR Officer/, 'HR Officer');
    await choose(page, 'Employment status *', 'Probationary');
    await typeDate(page, 'Hire date *', '20261102');

    await page.getByRole('tab', { name: 'Compensation' }).click();
    await page.getByLabel('Basic rate *').fill('27500.00');

    await page.getByRole('tab', { name: 'Government numbers' }).click();
    await page.getByLabel('TIN').fill('555-123-987');

    await page.getByRole('tab', { name: 'Bank' }).click();
    await choose(page, 'Payment mode *', 'Cash');

    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByLabel('Present address *').fill('21 Kalayaan Ave, Diliman, Quezon City');
    await page.getByLabel('Emergency contact name *').fill('Rosa Quisumbing');
    await page.getByLabel('Emergency contact relationship *').fill('Mother');
    await page.getByLabel('Emergency contact phone *').fill('09175550000');
    await page.getByRole('button', { name: 'Save' }).click();

    await page.waitForURL(/\/hr\/employees\/details\?id=\d+/);
    const employeeId = new URL(page.url()).searchParams.get('id');
    await page.getByRole('heading', { name: /Quisumbing, Teodora/ }).waitFor();
    await page.getByRole('tab', { name: 'Government numbers' }).click();
    await page.getByText('555-123-987').waitFor();

    // a licence
    await page.goto(`${baseUrl}/hr/licences/create`);
    await choose(page, 'Employee *', /Quisumbing/, 'Quisumbing');
    await page.getByLabel('Licence type *').fill('PRC licence (Psychometrician)');
    await page.getByLabel('Licence number *').fill('0012345');
    await typeDate(page, 'Expiry date', '20271231');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hr\/(employment-record\/)?licences$/);

    // a movement: a transfer to the finance department, as a draft for approval
    await page.goto(`${baseUrl}/hr/employee-movements/create`);
    await choose(page, 'Employee *', /Quisumbing/, 'Quisumbing');
    await choose(page, 'Movement type *', 'Lateral transfer');
    await typeDate(page, 'Effective date *', '20261110');
    await choose(page, 'New business unit', /FIN · Finance and Accounting/, 'FIN');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/hr\/(employment-record\/employees-movement|employee-movements)$/);

    await page.goto(`${baseUrl}/hr/employees/details?id=${employeeId}`);
    await page.getByRole('tab', { name: 'Licences' }).click();
    await page.getByText('PRC licence (Psychometrician)').waitFor();
    await page.getByRole('tab', { name: 'Movements' }).click();
    await page.getByText('Lateral transfer').waitFor();

    // search finds the new hire by name
    await page.goto(`${baseUrl}/hr/employees`);
    await page.getByPlaceholder('Name or employee no.').fill('quisumbing teo');
    await expect.poll(() => page.getByText('Quisumbing, Teodora').count(), { timeout: 15_000 }).toBe(1);

    // the masterlist export holds the new hire
    await page.goto(`${baseUrl}/hr/employee-masterlist`);
    await page.getByTestId('report-totals').waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export' }).click()]);
    const book = XLSX.read(readFileSync((await download.path())!), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]]);
    const hire = rows.find((row) => row.Employee === 'Quisumbing, Teodora');
    expect(hire).toBeDefined();
    expect(hire!['Business unit']).toBe('Human Resources');
    expect(hire!.TIN).toBe('555123987');
  });

  it('shows the agency numbers on the company profile and uploads a logo', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'hr@example.com', '/hr/dashboard');
    await page.goto(`${baseUrl}/hr/company-profile`);
    const numbers = page.getByRole('table', { name: 'Agency registration numbers' });
    for (const number of ['03-9876543-2', '20-012345678-9', '2012-3456-7890', '009-876-543-00000'])
      await numbers.getByText(number).first().waitFor();
    expect(await numbers.getByRole('link').count()).toBe(0); // HR without the payroll flag cannot open payroll

    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'bayanihan.png', mimeType: 'image/png', buffer: onePixelPng([200, 30, 40]) });
    await page.getByAltText('New logo preview').waitFor();
    await page.getByRole('button', { name: 'Save logo' }).click();
    const logo = page.getByAltText('Company logo');
    await logo.waitFor();
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);

    const payrollHr = await browser.newPage(baseUrl);
    await logIn(payrollHr, baseUrl, 'hr.payroll@example.com', '/hr/dashboard');
    await payrollHr.goto(`${baseUrl}/hr/company-profile`);
    await payrollHr.getByAltText('Company logo').waitFor();
    await payrollHr.getByRole('link', { name: 'Edit SSS employer details in payroll' }).click();
    await payrollHr.waitForURL(/\/payroll\/sss\/employer-details$/);
  });

  it('monitors sick leave per employee and opens the filings behind a line', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'hr@example.com', '/hr/dashboard');
    await page.goto(`${baseUrl}/hr/sick-leave-monitoring`);
    await expect.poll(() => page.getByTestId('report-totals').textContent(), { timeout: 15_000 }).toMatch(/\d+ employees.*Instances: \d+/);
    await page.locator('tbody tr').first().click();
    await page.getByText('Sick leave filings').waitFor();
    await expect.poll(() => page.getByText(/^LV-\d{4}-\d{5}$/).count(), { timeout: 15_000 }).toBeGreaterThan(0);
  });
});
