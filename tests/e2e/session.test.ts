import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { expectTitle, logIn, pathOf, submitLogin } from './journeys';

const baseUrl = inject('baseUrl');
const idleBaseUrl = inject('idleBaseUrl');
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('portal switcher', () => {
  it('takes hr.payroll@example.com into the payroll portal without a new login', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'hr.payroll@example.com', '/hr/dashboard');
    await page.getByRole('button', { name: 'Switch portal' }).click();
    const choices = page.getByRole('menuitem');
    await choices.first().waitFor();
    expect(await choices.allTextContents()).toEqual(['Human Resources/hr', 'Employee/employee', 'Payroll/payroll']);
    await page.getByRole('menuitem', { name: /Payroll/ }).click();
    await page.waitForURL(`${baseUrl}/payroll/dashboard`);
    await expectTitle(page, 'Payroll | Dashboard');
  });
});

describe('logout', () => {
  it('returns to /login, and the back button does not reopen the portal', async () => {
    const page = await browser.newPage(baseUrl);
    await logIn(page, baseUrl, 'admin@example.com', '/admin/dashboard');
    await page.getByText('Active employees', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${baseUrl}/login`);
    await page.goBack();
    await page.waitForURL(`${baseUrl}/login`);
    await expectTitle(page, 'SUB | Login');
    expect(await page.getByText('Active employees').count()).toBe(0);
  });
});

describe('idle session', () => {
  it('returns the user to /login with the inactivity message when the server answers 419', async () => {
    const page = await browser.newPage(idleBaseUrl);
    // this server ends every session as soon as it has been issued (SESSION_IDLE_MINUTES=0)
    await submitLogin(page, idleBaseUrl, 'admin@example.com');
    await page.getByRole('alert').filter({ hasText: 'Your session has expired due to inactivity.' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    const stored = await page.evaluate(() => window.localStorage.getItem('access'));
    expect(stored).toBeNull();
  });
});

describe('phone width', () => {
  it('fits the employee dashboard on a 375 px screen, with the navigation in a drawer', async () => {
    const page = await browser.newPage(baseUrl, { width: 375, height: 740 });
    await logIn(page, baseUrl, 'employee@example.com', '/employee/dashboard');
    await page.getByText('Length of service', { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: /Dashboard/ })
      .waitFor();
  });
});
