import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

// The steps the end-to-end tests share.

export const PASSWORD = 'Passw0rd!';

export async function submitLogin(page: Page, baseUrl: string, email: string, password = PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs in and waits for the dashboard of the account's role. */
export async function logIn(page: Page, baseUrl: string, email: string, dashboard: string): Promise<void> {
  await submitLogin(page, baseUrl, email);
  await page.waitForURL(`${baseUrl}${dashboard}`);
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export async function expectTitle(page: Page, title: string): Promise<void> {
  await expect.poll(() => page.title(), { timeout: 10_000 }).toBe(title);
}

/** Waits for an element; when it does not come, the error says where the page was and what it showed instead. */
export async function waitForShown(page: Page, locator: Locator, timeout: number): Promise<void> {
  try {
    await locator.waitFor({ timeout });
  } catch (error) {
    const shown = (
      await page
        .locator('body')
        .innerText()
        .catch(() => '')
    )
      .replace(/\s+/g, ' ')
      .slice(0, 1500);
    throw new Error(`${(error as Error).message}\nThe page was ${page.url()}, showing: ${shown}`);
  }
}

type Json = Record<string, unknown> & Array<Record<string, unknown>>;

/** One account's API under one portal, for arranging what a test then does in the console and checking what it shows. */
export async function apiAs(baseUrl: string, email: string, portal: string) {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${baseUrl}/api/${portal}/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return {
    get: async (path: string) => (await send('GET', path)).json() as Promise<Json>,
    post: (path: string, body?: unknown) => send('POST', path, body),
    /** the answer's body, whatever its status */
    call: async (method: string, path: string, body?: unknown) => (await send(method, path, body)).json() as Promise<Json>,
  };
}

/** Computes the one period a payroll list shows (regular or special run), confirming, and waits for the job to report. */
export async function computeShownPeriod(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Compute', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Compute', exact: true }).click();
  await page
    .getByText(/payslips computed/)
    .first()
    .waitFor({ timeout: 60_000 });
}

/**
 * The payroll officer pays a period by clicking, on the period's own screens: compute (and wait for
 * the job), prooflist, post; the page is left on the posted period's prooflist.
 */
export async function payPeriodInConsole(page: Page, baseUrl: string, code: string): Promise<void> {
  const only = encodeURIComponent(JSON.stringify({ q: code }));
  await page.goto(`${baseUrl}/payroll/regular-cycle?filter=${only}`);
  await computeShownPeriod(page);
  await page.getByRole('button', { name: 'Recompute' }).waitFor();

  await page.goto(`${baseUrl}/payroll/prooflist?filter=${only}`);
  await page.getByRole('button', { name: 'Prooflist', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Prooflist' }).click();
  await page.getByText(/is prooflisted/).waitFor();
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Post' }).click();
  await page.getByText(/is posted/).waitFor();
}
