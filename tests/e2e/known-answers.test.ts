import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { CONSOLE_CUTOFF, EXPECTED, PEOPLE, type Figures, type Person } from '../support/known-answers';
import { OTHER_COMPANY, OTHER_COMPANY_PEOPLE } from '../support/second-company';
import { launchBrowser, type Browser } from './browser';
import { apiAs, logIn, payPeriodInConsole, waitForShown } from './journeys';

// The known-answer company (tests/support/known-answers.ts; issue 13's acceptance) through
// the console: its payroll officer computes, prooflists and posts 16–31 January 2026 by
// clicking, and the payroll register shows each of the five employees' figures as worked
// out by hand; then the minimum wage earner reads the payslip and downloads its PDF.
// The server (known-answers-server.ts) holds the company with 1–15 January posted and the
// timesheet of 16–31 January linked.

const baseUrl = inject('knownAnswersBaseUrl');
const expected = EXPECTED[CONSOLE_CUTOFF] as Record<Person, Figures>;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** '12230.05' → '12,230.05', as the console writes money. */
const shown = (amount: string) => amount.replace(/\B(?=(\d{3})+\.)/g, ',');

/** Exact decimal arithmetic on two-place amounts, in cents. */
const cents = (amount: string) => BigInt(amount.replace('.', ''));
const amountOf = (value: bigint) => {
  const digits = value.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
};

/** The columns of a payslip's row in the payroll register and the employee's list: the employee's shares, tax, loans and totals. */
const columns = (figures: Figures) => ({
  'Gross pay': shown(figures.gross_pay),
  SSS: shown(figures.sss_ee),
  PhilHealth: shown(figures.philhealth_ee),
  'Pag-IBIG': shown(figures.pagibig_ee),
  'Withholding tax': shown(figures.withholding_tax),
  Loans: shown(figures.loan_deductions),
  // nothing but these is deducted here, and nothing is paid beside gross pay
  'Total deductions': shown(amountOf(cents(figures.gross_pay) - cents(figures.net_pay))),
  'Net pay': shown(figures.net_pay),
});

/** The list's rows as the screen shows them: each cell's text under its column's header. */
async function registerRows(page: Page): Promise<Array<Record<string, string>>> {
  const headers = (await page.locator('table thead th').allInnerTexts()).map((text) => text.trim());
  const rows = page.locator('tbody.datagrid-body tr.RaDatagrid-row');
  const read: Array<Record<string, string>> = [];
  for (const row of await rows.all()) {
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    read.push(Object.fromEntries(headers.map((header, index) => [header, cells[index]])));
  }
  return read;
}

/** A payslip table's lines and total as the screen shows them: description → amount. */
async function payslipTable(page: Page, title: string): Promise<Record<string, string>> {
  const read: Record<string, string> = {};
  for (const row of await page.getByRole('table', { name: title }).locator('tbody tr').all()) {
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    // a line: description, quantity, amount, its explanation's button; the total: label, amount, nothing
    if (cells.length === 4) read[cells[0]] = cells[2];
    else if (cells.length === 3) read[cells[0]] = cells[1];
  }
  return read;
}

describe('the known-answer company through the console', () => {
  it('pays 16–31 January by clicking, the register shows every hand-worked figure, and the employee downloads the payslip', async () => {
    const { get } = await apiAs(baseUrl, OTHER_COMPANY.payroll, 'payroll');
    const [group] = await get(`payroll-groups?filter=${encodeURIComponent(JSON.stringify({ q: 'LKS-SM' }))}`);
    const [period] = await get(
      `payroll-periods?filter=${encodeURIComponent(JSON.stringify({ payroll_group_id: group.id, cutoff_start: '2026-01-16' }))}`,
    );
    expect(period).toMatchObject({ status: 'open', timesheet_linked: true });
    const code = String(period.code);

    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, OTHER_COMPANY.payroll, '/payroll/dashboard');
    await payPeriodInConsole(page, baseUrl, code);

    await page.getByRole('link', { name: 'Register', exact: true }).click();
    await page.waitForURL(/payroll-register/);
    const rows = page.locator('tbody.datagrid-body tr.RaDatagrid-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(5);
    // the figures render with the rows; the employees' names come a moment later (a reference)
    const people = Object.keys(expected) as Person[];
    for (const person of people)
      await waitForShown(page, rows.filter({ hasText: OTHER_COMPANY_PEOPLE[PEOPLE[person].fixture].last_name }), 30_000);
    const register = await registerRows(page);
    for (const person of people) {
      const name = OTHER_COMPANY_PEOPLE[PEOPLE[person].fixture].last_name;
      const row = register.find((r) => r.Employee?.includes(name));
      expect(row, `${person}: ${JSON.stringify(register)}`).toMatchObject({
        'Basic rate': shown(PEOPLE[person].rate),
        ...columns(expected[person]),
      });
    }

    // the employee (the minimum wage earner) reads the payslip and downloads it
    const mine = expected.mwe;
    const employee = await browser.newPage(baseUrl);
    await logIn(employee, baseUrl, OTHER_COMPANY.employee, '/employee/dashboard');
    await employee.goto(`${baseUrl}/employee/payslip`);
    // the newest first: this period's payslip, with the same figures
    const first = employee.locator('tbody.datagrid-body tr.RaDatagrid-row').first();
    await waitForShown(employee, first.filter({ hasText: shown(mine.net_pay) }), 30_000);
    const [own] = await registerRows(employee);
    expect(own).toMatchObject({ 'Pay date': String(period.pay_date), ...columns(mine) });
    await first.click();
    await employee.getByText(`Payslip · ${code}`).waitFor();
    await waitForShown(employee, employee.getByTestId('net-pay'), 60_000);
    await expect.poll(() => employee.getByTestId('net-pay').innerText()).toBe(`Net pay ₱${shown(mine.net_pay)}`);
    await employee.getByText(`Taxable compensation ₱${shown(mine.taxable_compensation)}`).waitFor();
    expect(await payslipTable(employee, 'Earnings')).toMatchObject({ 'Gross pay': shown(mine.gross_pay) });
    expect(await payslipTable(employee, 'Deductions')).toEqual({
      'SSS contribution': shown(mine.sss_ee),
      'PhilHealth contribution': shown(mine.philhealth_ee),
      'Pag-IBIG contribution': shown(mine.pagibig_ee),
      'Withholding tax': shown(mine.withholding_tax),
      'Total deductions': shown(amountOf(cents(mine.gross_pay) - cents(mine.net_pay))),
    });
    expect(await payslipTable(employee, 'Employer contributions (not deducted)')).toEqual({
      'SSS employer share': shown(mine.sss_er),
      'SSS employees’ compensation (EC)': shown(mine.sss_ec),
      'PhilHealth employer share': shown(mine.philhealth_er),
      'Pag-IBIG employer share': shown(mine.pagibig_er),
    });
    const [pdf] = await Promise.all([
      employee.waitForEvent('download'),
      employee.getByRole('button', { name: 'PDF', exact: true }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(new RegExp(`^payslip-${code}-.+\\.pdf$`));
    const file = (await pdf.path())!;
    expect((await readFile(file)).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    let text: string | undefined;
    try {
      text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error; // poppler-utils not installed: the header check above still ran
    }
    if (text !== undefined) expect(text).toContain(shown(mine.net_pay));
  });
});
