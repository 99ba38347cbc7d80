import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import * as XLSX from 'xlsx';
import { launchBrowser, type Browser } from './browser';
import { logIn, PASSWORD } from './journeys';

// The global widgets on a real list: the admin portal's user accounts, with
// the shared pagination, Export, Select filters and date range.

const baseUrl = inject('baseUrl');
let browser: Browser;
let token: string;

const PER_PAGE = 10;
const RANGE_ORDER_MESSAGE = 'The end date must not be before the start date.';
/** 12 employees and 3 timekeepers more than the demo's 8 accounts: several pages, and a role filter that spans more than one. */
const NEW_ACCOUNTS = Array.from({ length: 15 }, (_, i) => ({
  name: `Widget Tester ${String(i + 1).padStart(2, '0')}`,
  email: `widget.tester${i + 1}@example.com`,
  role: i < 12 ? 3 : 5,
  is_active: true,
  password: PASSWORD,
}));

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...init.headers,
    },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

/** The users matching a filter, as the API answers them, and the total of its Content-Range. */
async function usersMatching(filter: Record<string, unknown>): Promise<{ total: number; emails: string[] }> {
  const query = new URLSearchParams({
    filter: JSON.stringify(filter),
    sort: JSON.stringify(['name', 'ASC']),
    range: JSON.stringify([0, 999]),
  });
  const response = await api(`/api/admin/users?${query}`);
  const total = Number(response.headers.get('content-range')?.split('/')[1]);
  const rows = (await response.json()) as { email: string }[];
  return { total, emails: rows.map((row) => row.email) };
}

beforeAll(async () => {
  const login = await api('/api/login', { method: 'POST', body: JSON.stringify({ email: 'admin@example.com', password: PASSWORD }) });
  token = ((await login.json()) as { token: string }).token;
  // Employee and timekeeping accounts belong to employees: link each to one without an account.
  const unlinked = new URLSearchParams({
    filter: JSON.stringify({ has_account: false }),
    sort: JSON.stringify(['id', 'ASC']),
    range: JSON.stringify([0, NEW_ACCOUNTS.length - 1]),
  });
  const employees = (await (await api(`/api/admin/employees?${unlinked}`)).json()) as { id: number }[];
  for (const [i, account] of NEW_ACCOUNTS.entries()) {
    await api('/api/admin/users', { method: 'POST', body: JSON.stringify({ ...account, employee_id: employees[i].id }) });
  }
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const summary = (page: Page) => page.getByTestId('pagination-summary');
const gridRows = (page: Page) => page.locator('tbody.datagrid-body tr.RaDatagrid-row');
const roleCells = (page: Page) => page.locator('tbody.datagrid-body td.column-role');

async function openUsersList(page: Page): Promise<void> {
  await logIn(page, baseUrl, 'admin@example.com', '/admin/dashboard');
  await page.getByRole('heading', { name: 'User accounts' }).waitFor();
  await summary(page).waitFor();
}

async function expectSummary(page: Page, text: string): Promise<void> {
  await expect.poll(() => summary(page).textContent(), { timeout: 10_000 }).toBe(text);
}

/** Types a date into a picker's field as a user would, section by section, then leaves it. */
async function typeDate(page: Page, label: string, digits: string): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(digits, { delay: 20 });
  await page.keyboard.press('Tab');
}

describe('pagination on the user accounts', () => {
  it('says which rows are shown on the first and on the last page, and follows the rows-per-page choice', async () => {
    const { total } = await usersMatching({});
    expect(total).toBeGreaterThan(2 * PER_PAGE);
    const lastPage = Math.ceil(total / PER_PAGE);
    const firstOnLast = (lastPage - 1) * PER_PAGE + 1;

    const page = await browser.newPage(baseUrl);
    await openUsersList(page);
    await expectSummary(page, `Showing 1 to ${PER_PAGE} of ${total} entries`);
    await expect.poll(() => gridRows(page).count()).toBe(PER_PAGE);
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Last page' }).click();
    await expectSummary(page, `Showing ${firstOnLast} to ${total} of ${total} entries`);
    await expect.poll(() => gridRows(page).count()).toBe(total - firstOnLast + 1);
    expect(await page.getByRole('button', { name: `Page ${lastPage}` }).getAttribute('aria-current')).toBe('page');
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'First page' }).click();
    await expectSummary(page, `Showing 1 to ${PER_PAGE} of ${total} entries`);

    await page.getByRole('combobox', { name: 'Rows per page' }).click();
    await page.getByRole('option', { name: '25', exact: true }).click();
    await expectSummary(page, `Showing 1 to ${Math.min(25, total)} of ${total} entries`);
  });
});

describe('export of the user accounts', () => {
  it('downloads an .xlsx with the header row and every account matching the role filter, not only the page shown', async () => {
    const expected = await usersMatching({ role: ['3'] });
    expect(expected.total).toBeGreaterThan(PER_PAGE);

    const page = await browser.newPage(baseUrl);
    await openUsersList(page);
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: '3 · Employee' }).click();
    await page.getByRole('heading', { name: 'User accounts' }).click();
    await expectSummary(page, `Showing 1 to ${PER_PAGE} of ${expected.total} entries`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^user-accounts-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = XLSX.read(await readFile((await download.path())!));
    expect(workbook.SheetNames).toEqual(['User accounts']);
    const [header, ...rows] = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets['User accounts'], { header: 1, blankrows: false });
    expect(header).toEqual(['Name', 'Email', 'Role', 'Active', 'Last login', 'Created']);
    expect(rows).toHaveLength(expected.total);
    expect(rows.map((row) => row[1])).toEqual(expected.emails);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['3 · Employee']));
    expect(rows.every((row) => row[3] === 'Yes')).toBe(true);
  });
});

describe('the role filter (shared Select)', () => {
  it('searches, chooses two roles as tags and narrows the list, then clears and widens it again', async () => {
    const all = await usersMatching({});
    const chosen = await usersMatching({ role: ['3', '5'] });
    expect(chosen.total).toBeLessThan(all.total);

    const page = await browser.newPage(baseUrl);
    await openUsersList(page);
    await expectSummary(page, `Showing 1 to ${PER_PAGE} of ${all.total} entries`);
    const role = page.getByRole('combobox', { name: 'Role' });
    await expect.poll(() => role.textContent()).toContain('Select an option');

    await role.click();
    const search = page.getByPlaceholder('Search...');
    await search.fill('time');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['5 · Timekeeping']);
    await page.getByRole('option', { name: '5 · Timekeeping' }).click();
    await search.fill('employ');
    await expect.poll(() => page.getByRole('option').allTextContents()).toEqual(['3 · Employee']);
    await page.getByRole('option', { name: '3 · Employee' }).click();
    // multiple mode: the menu stays open after each choice
    expect(await page.getByRole('listbox').isVisible()).toBe(true);
    await page.getByRole('heading', { name: 'User accounts' }).click();
    await page.getByRole('listbox').waitFor({ state: 'hidden' });

    expect(await role.locator('.MuiChip-label').allTextContents()).toEqual(['5 · Timekeeping', '3 · Employee']);
    await expectSummary(page, `Showing 1 to ${PER_PAGE} of ${chosen.total} entries`);
    expect(new Set(await roleCells(page).allTextContents())).toEqual(new Set(['Employee', 'Timekeeping']));

    await role.getByRole('button', { name: 'Clear' }).click();
    await page.getByRole('listbox').waitFor();
    expect(await role.locator('.MuiChip-root').count()).toBe(0);
    await expectSummary(page, `Showing 1 to ${PER_PAGE} of ${all.total} entries`);
  });
});

describe('the created date range filter', () => {
  it('refuses a start after the end with a visible message and keeps the list, then applies a valid range', async () => {
    const all = await usersMatching({});
    const page = await browser.newPage(baseUrl);
    await openUsersList(page);
    await expectSummary(page, `Showing 1 to ${PER_PAGE} of ${all.total} entries`);

    await typeDate(page, 'Created from', '20200801');
    await typeDate(page, 'Created to', '20200731');
    await page.getByText(RANGE_ORDER_MESSAGE).waitFor();
    await page.waitForTimeout(1000); // longer than the filter form's debounce
    expect(await summary(page).textContent()).toBe(`Showing 1 to ${PER_PAGE} of ${all.total} entries`);

    // every account was created today, so a range in 2020 matches none
    await typeDate(page, 'Created to', '20201231');
    await page.getByText(RANGE_ORDER_MESSAGE).waitFor({ state: 'hidden' });
    await expectSummary(page, 'Showing 0 to 0 of 0 entries');
  });
});

describe('linking an account to an employee (shared Select searching on the server)', () => {
  it('requires an employee for an employee account, finds one without an account by its number, names the account after it and lists it', async () => {
    const unlinked = new URLSearchParams({
      filter: JSON.stringify({ has_account: false }),
      sort: JSON.stringify(['id', 'DESC']),
      range: JSON.stringify([0, 0]),
    });
    const [employee] = (await (await api(`/api/admin/employees?${unlinked}`)).json()) as {
      employee_no: string;
      first_name: string;
      last_name: string;
      text: string;
    }[];

    const page = await browser.newPage(baseUrl);
    await openUsersList(page);
    await page.getByRole('button', { name: 'New account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Email', { exact: true }).fill('linked.account@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await dialog.getByText('An employee is required for this role.').waitFor();

    await dialog.getByRole('combobox', { name: 'Employee *' }).click();
    await page.getByRole('textbox', { name: 'Search...' }).fill(employee.employee_no);
    await expect.poll(() => page.getByRole('option').allTextContents(), { timeout: 10_000 }).toEqual([employee.text]);
    await page.getByRole('option', { name: employee.text }).click();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('The account was created.').waitFor();

    await page.getByPlaceholder('Search name or email').fill('linked.account');
    await expect
      .poll(() => page.locator('tbody.datagrid-body td.column-employee_text').allTextContents(), { timeout: 10_000 })
      .toEqual([employee.text]);
    expect(await page.locator('tbody.datagrid-body td.column-name').allTextContents()).toEqual([
      `${employee.first_name} ${employee.last_name}`,
    ]);
  });
});
