import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

// Debian's chromium through playwright-core: one browser per test file, a
// fresh profile directory for it, and each test in its own page with cleared
// storage.

export const CHROMIUM = '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Browser {
  /** a new page with a clean origin: no cookies, no stored session */
  newPage(origin: string, options?: { width?: number; height?: number }): Promise<Page>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'sub-e2e-chromium-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    headless: true,
    viewport: { width: 1280, height: 800 },
  });
  const pages: Page[] = [];
  return {
    async newPage(origin, { width = 1280, height = 800 } = {}) {
      for (const page of pages.splice(0)) await page.close();
      await context.clearCookies();
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Storage.clearDataForOrigin', { origin, storageTypes: 'local_storage,session_storage,cookies' });
      await devtools.detach();
      await page.setViewportSize({ width, height });
      pages.push(page);
      return page;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
