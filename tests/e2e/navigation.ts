import type { Page } from 'playwright-core';
import { IS_LOADING } from './screen-review-page';

// Moving between the console's screens the way a user does once signed in: the
// router follows the history, so the bundle is not loaded again for each screen.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Opens a path inside the running console (no reload). */
export async function visitInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(`history.pushState(null, '', ${JSON.stringify(path)}); dispatchEvent(new PopStateEvent('popstate'))`);
}

/** Waits until the screen shows its title (or the not-built or an error page) and nothing is loading for a moment. */
export async function settle(page: Page, expectedTitle: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const shown = await page.evaluate(
      `document.title === ${JSON.stringify(expectedTitle)} || !!document.querySelector('[data-testid=not-built]') || /Page not found/i.test(document.body.innerText)`,
    );
    if (shown) break;
    await sleep(100);
  }
  let quiet = 0;
  while (Date.now() < deadline && quiet < 3) {
    quiet = (await page.evaluate(IS_LOADING)) ? 0 : quiet + 1;
    await sleep(120);
  }
}
