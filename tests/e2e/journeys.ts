import { expect } from 'vitest';
import type { Page } from 'playwright-core';

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
