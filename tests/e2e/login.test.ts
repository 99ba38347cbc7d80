import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { expectTitle, logIn, pathOf, submitLogin } from './journeys';

const baseUrl = inject('baseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const ACCOUNTS: [email: string, dashboard: string, title: string, figure: string | null][] = [
  ['admin@example.com', '/admin/dashboard', 'Admin | Dashboard', 'Active employees'],
  ['sysadmin@example.com', '/admin/dashboard', 'Admin | Dashboard', 'User accounts'],
  ['manager@example.com', '/manager/dashboard', 'Manager | Dashboard', 'Team headcount'],
  ['employee@example.com', '/employee/dashboard', 'Employee | Dashboard', 'Length of service'],
  ['hr@example.com', '/hr/dashboard', 'HR | Dashboard', null],
  ['timekeeping@example.com', '/timekeeping/dashboard', 'TK | Dashboard', 'Active employees'],
  ['payroll@example.com', '/payroll/dashboard', 'Payroll | Dashboard', null],
  ['hr.payroll@example.com', '/hr/dashboard', 'HR | Dashboard', null],
];

describe('login', () => {
  it.each(ACCOUNTS)('%s lands on %s titled "%s"', async (email, dashboard, title, figure) => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, email, dashboard);
    await expectTitle(page, title);
    await expect.poll(() => page.getByTestId('page-title').textContent()).toBe(title);
    if (figure) await page.getByText(figure, { exact: true }).first().waitFor();
  });

  it('shows the server’s message in a dialog when the password is wrong', async () => {
    const page = await browser.newPage(baseUrl);
    await submitLogin(page, baseUrl, 'manager@example.com', 'not-the-password1');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('These credentials do not match our records.');
    expect(pathOf(page)).toBe('/login');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });
});

describe('navigation guard', () => {
  it('sends a logged-in user who opens /login to the dashboard', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'timekeeping@example.com', '/timekeeping/dashboard');
    await page.goto(`${baseUrl}/login`);
    await page.waitForURL(`${baseUrl}/timekeeping/dashboard`);
    await expectTitle(page, 'TK | Dashboard');
  });

  it('sends a visitor who is not logged in to /login', async () => {
    const page = await browser.newPage(baseUrl);
    await page.goto(`${baseUrl}/payroll/dashboard`);
    await page.waitForURL(`${baseUrl}/login`);
    await expectTitle(page, 'SUB | Login');
  });

  it('shows the 404 page for an unknown path, with a way back', async () => {
    const page = await browser.newPage(baseUrl);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectTitle(page, 'SUB | Page Not Found');
    await page.getByRole('link', { name: 'Go to login' }).click();
    await page.waitForURL(`${baseUrl}/login`);
  });

  it('shows /401 to a user whose account lacks the portal’s flag', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'employee@example.com', '/employee/dashboard');
    await page.goto(`${baseUrl}/payroll/dashboard`);
    await page.waitForURL(`${baseUrl}/401`);
    await expectTitle(page, 'SUB | Unauthorized');
    await page.getByRole('heading', { name: 'No access' }).waitFor();
    await page.getByRole('link', { name: 'Go to my dashboard' }).click();
    await page.waitForURL(`${baseUrl}/employee/dashboard`);
  });
});
