import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import type { Page } from 'playwright-core';
import { apiAs, logIn } from './journeys';
import { onePixelPng } from '../support/png';

// Leave and schedules as timekeeping staff keep them: a leave type's credits per year,
// a balance adjusted with its reason and read back in its ledger, and the calendar grid
// where a selected cell gets a shift; and a manager's duty-roster file with a bad row.

const baseUrl = inject('baseUrl');
const PHONE = { width: 390, height: 844 };

/** The vacation leave line of the filer's leave balances: the days in balance and those pending approval. */
async function vacationLeave(page: Page): Promise<{ balance: number; pending: number }> {
  const row = page.getByRole('table', { name: 'Leave balances' }).getByRole('row', { name: /^VL · / });
  await row.waitFor();
  const [, balance, pending] = await row.getByRole('cell').allInnerTexts();
  return { balance: Number(balance.replace(/,/g, '')), pending: Number(pending.replace(/,/g, '')) };
}

/** A Monday at least a week ahead (past the leave type's five days of advance filing), as YYYY-MM-DD. */
function workdayAhead(): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((8 - day.getUTCDay()) % 7));
  return day.toISOString().slice(0, 10);
}
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('leave', () => {
  it('adds credits per year to a leave type under its policy', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'timekeeping@example.com', '/timekeeping/dashboard');
    await page.goto(`${baseUrl}/timekeeping/leave-master`);
    await page.getByRole('cell', { name: 'Emergency leave' }).click();
    await page.getByRole('heading', { name: 'Credits per year' }).waitFor();
    await page.getByRole('button', { name: 'Add credits' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Years of service from').fill('10');
    await dialog.getByLabel('Days a year').fill('5');
    await dialog.getByRole('button', { name: 'Add credits' }).click();
    await page.getByRole('cell', { name: '10', exact: true }).waitFor();
  });

  it('adjusts a balance with its reason, and the ledger shows the entry', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'timekeeping@example.com', '/timekeeping/dashboard');
    await page.goto(`${baseUrl}/timekeeping/leave-records`);
    await page.getByRole('button', { name: 'Open a leave year' }).waitFor();
    await page.getByRole('button', { name: 'Adjust' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Days (e.g. 1.5 or -0.5)').fill('-0.5');
    await dialog.getByLabel('Reason').fill('Half day taken before go-live');
    await dialog.getByRole('button', { name: 'Post adjustment' }).click();
    await page.getByText(/ is now -?\d+\.\d{3} days\.$/).waitFor();
    await page.getByRole('row').nth(1).getByRole('cell').nth(2).click();
    await page.getByRole('heading', { name: 'Ledger' }).waitFor();
    await page.getByRole('cell', { name: 'Half day taken before go-live' }).waitFor();
  });
});

describe('duty roster upload', () => {
  it('shows the row of a manager\u2019s roster file that names no employee, and offers only to discard it', async () => {
    const [member] = await (await apiAs(baseUrl, 'manager@example.com', 'manager')).get('team');
    const file = ['employee_no,date,shift_code', `${String(member.employee_no)},2027-03-01,DAY`, 'NO-SUCH-1,2027-03-02,DAY'].join('\n');
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'manager@example.com', '/manager/dashboard');
    await page.goto(`${baseUrl}/manager/staff-scheduler/scheduler-uploader`);
    await page.getByLabel('Spreadsheet file').setInputFiles({ name: 'march-roster.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    const problems = page.getByRole('table', { name: 'Upload problems' });
    await problems.getByRole('cell', { name: 'There is no employee "NO-SUCH-1".' }).waitFor();
    expect(await problems.getByRole('row').count()).toBe(2);
    await page.getByText('1 of 2 rows of march-roster.csv have problems', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Discard', exact: true }).waitFor();
  });
});

describe('calendar schedule', () => {
  it('assigns the night shift to a selected cell and shows it in the grid', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'timekeeping@example.com', '/timekeeping/dashboard');
    await page.goto(`${baseUrl}/timekeeping/calendar-schedule`);
    await page.getByLabel('From').fill('2027-02-01');
    const cell = page.locator('[data-testid$="-2027-02-03"]').first();
    await cell.click();
    await page.getByText('1 cells selected').waitFor();
    await page.getByRole('button', { name: 'Assign shift' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Shift').click();
    await page.getByRole('option', { name: /^NIGHT/ }).click();
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('1 employee dates set to the shift.').waitFor();
    await expect.poll(async () => cell.textContent()).toContain('NIGHT');
  });
});

describe('applications', () => {
  it('encodes a log sheet on behalf of an employee and approves it, its trail showing the decision', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'timekeeping@example.com', '/timekeeping/dashboard');
    await page.goto(`${baseUrl}/timekeeping/applications/logsheet`);
    await page.getByRole('button', { name: 'Encode on behalf' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Employee').fill('Flores');
    await page
      .getByRole('option', { name: /Flores/ })
      .first()
      .click();
    await dialog.getByLabel('Work date').fill('2027-08-02');
    await dialog.getByLabel('Time in (YYYY-MM-DD HH:mm)').fill('2027-08-02 08:00');
    await dialog.getByLabel('Time out (YYYY-MM-DD HH:mm)').fill('2027-08-02 17:00');
    await dialog.getByLabel('Why').click();
    await page.getByRole('option', { name: 'Device malfunction' }).click();
    await dialog.getByLabel('Reason').fill('Recorder offline all day');
    await dialog.getByRole('button', { name: 'File' }).click();
    const filed = page.getByText(/^LS-2027-\d{5} is filed/);
    await filed.waitFor();
    const reference = (await filed.textContent())!.slice(0, 13);

    await page.getByPlaceholder('Search...').fill(reference);
    const row = page.getByRole('row', { name: new RegExp(reference) });
    await expect.poll(async () => page.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    // approve every level timekeeping holds
    for (let level = 0; level < 3 && (await row.getByRole('button', { name: 'Approve' }).count()) > 0; level++) {
      const before = await row.innerText();
      await row.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await page
        .getByText(new RegExp(`^${reference}`))
        .last()
        .waitFor();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // the list reloads after the decision: the row moves on to its next level or its status
      await expect.poll(() => row.innerText(), { timeout: 15_000 }).not.toBe(before);
    }
    await row.getByText('Approved').waitFor();
    await row.getByText(reference).click();
    await page.getByRole('table', { name: 'Approval trail' }).getByText('approved').first().waitFor();
  });
});

describe('self-service applications', () => {
  it('at phone width an employee files a half-day leave with an attachment; the manager opens it from the bell and approves every level; the employee sees it approved and half a day less', async () => {
    const employee = await browser.newPage(baseUrl, PHONE);
    await logIn(employee, baseUrl, 'employee@example.com', '/employee/dashboard');
    await employee.goto(`${baseUrl}/employee/timekeeping-applications`);
    const before = await vacationLeave(employee);
    const day = workdayAhead();
    await employee.getByRole('combobox', { name: /^Type/ }).click();
    await employee.getByRole('option', { name: 'Leave', exact: true }).click();
    await employee.getByRole('combobox', { name: /^Leave type/ }).click();
    await employee.getByRole('option', { name: 'VL · Vacation leave' }).click();
    await employee.locator('input[name="date_from"]').fill(day);
    await employee.locator('input[name="date_to"]').fill(day);
    await employee.getByRole('combobox', { name: /^Day part/ }).click();
    await employee.getByRole('option', { name: 'First half' }).click();
    await employee.getByLabel('Reason').fill('Enrolment of my daughter at school');
    await employee
      .getByTestId('attachment-input')
      .setInputFiles({ name: 'enrolment-notice.png', mimeType: 'image/png', buffer: onePixelPng([255, 255, 255]) });
    await employee.getByRole('list', { name: 'Chosen files' }).getByText('enrolment-notice.png').waitFor();
    await employee.getByRole('button', { name: 'File application' }).click();
    const filed = employee.getByText(/^LV-\d{4}-\d{5} is filed and waits for level 1 of \d/);
    await filed.waitFor();
    const reference = (await filed.textContent())!.slice(0, 13);

    const manager = await browser.newPage(baseUrl);
    await logIn(manager, baseUrl, 'manager@example.com', '/manager/dashboard');
    await manager.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
    await manager.getByRole('menuitem', { name: new RegExp(`Leave ${reference} of .* awaits your approval`) }).click();
    await manager.waitForURL(`${baseUrl}/manager/menu/applications-request`);
    await manager.getByPlaceholder('Search...').fill(reference);
    const row = manager.getByRole('row', { name: new RegExp(reference) });
    await row.waitFor();
    for (let level = 0; level < 3 && (await row.count()) > 0; level++) {
      const shown = await row.innerText();
      await row.getByRole('button', { name: 'Approve' }).click();
      await manager.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
      await manager.getByRole('dialog').waitFor({ state: 'detached' });
      await manager
        .getByText(new RegExp(`^${reference}`))
        .last()
        .waitFor();
      // the queue reloads: the row moves on to the next level or leaves the manager's queue
      await expect.poll(async () => ((await row.count()) === 0 ? '' : row.innerText()), { timeout: 15_000 }).not.toBe(shown);
    }

    // one page at a time: the employee signs in again, still on the phone
    const back = await browser.newPage(baseUrl, PHONE);
    await logIn(back, baseUrl, 'employee@example.com', '/employee/dashboard');
    await back.goto(`${baseUrl}/employee/application-status`);
    await back.getByPlaceholder('Search...').fill(reference);
    await back.getByText(reference).first().waitFor();
    await back.getByText('Approved').first().waitFor();
    await back.goto(`${baseUrl}/employee/timekeeping-applications`);
    await expect.poll(() => vacationLeave(back)).toEqual({ balance: before.balance - 0.5, pending: before.pending });
  });
});
