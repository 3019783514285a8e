import { devices, test as base, type Browser, type Page } from '@playwright/test';
import axe from 'axe-core';
import { BASE_PATH, ORIGIN } from './env.ts';
import { sayViolations } from './site.ts';

/** A page as the project's browser opens one, with axe-core put in each document as it opens. */
const { defaultBrowserType: _, ...desktop } = devices['Desktop Chrome'];
export async function axePage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ ...desktop, baseURL: `${ORIGIN}${BASE_PATH}`, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.addInitScript({ content: axe.source });
  await sayViolations(page);
  return page;
}

/**
 * A test that only opens pages and reads them takes its worker's one tab (`tab`), with axe-core put in each document by
 * the browser as it opens: every-page's tests spent 0.7 s of 1.1 s a page on a fresh context and on axe's 1.5 MB sent
 * and compiled anew, and a tab kept keeps the site's files in its cache (pagefind's index, the bots' worker). The tab
 * is light, on screen and desktop-sized at each test's start; a test's routes, listeners, storage and page go with it;
 * a retry opens a tab of its own.
 */
export const tabTest = base.extend<{ tab: Page }, { shared: Page }>({
  shared: [
    async ({ browser }, use) => {
      const page = await axePage(browser);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ shared, browser }, use, info) => {
    const page = info.retry ? await axePage(browser) : shared;
    await page.emulateMedia({ colorScheme: 'light', media: 'screen', reducedMotion: 'no-preference', forcedColors: 'none' });
    await page.setViewportSize(desktop.viewport);
    await use(page);
    // What a test hung on the tab goes with it (its routes and its listeners), and so does its page: its storage emptied,
    // then a blank document, so nothing of it runs on into the next test, and the next test's page is opened afresh (the
    // same address again, or with another #part, would otherwise be the old document kept or reloaded).
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    page.removeAllListeners();
    if (page.url().startsWith(ORIGIN)) await page.evaluate(() => (localStorage.clear(), sessionStorage.clear()));
    await page.goto('about:blank');
    if (info.retry) await page.context().close();
  },
});
