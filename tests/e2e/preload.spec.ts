import { expect, test, type Page } from '@playwright/test';
import { preloadUrls, stripPreloads } from '../../scripts/built-site.mjs';
import { COMPILE_HINT } from '../../scripts/preload-islands.mjs';
import { hydrated } from './site.ts';

test.use({ serviceWorkers: 'block' });

// One card: with two, "Does the order matter?" loads on demand, and Vite's loader adds preload links for it.
const TRICK = 'trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=3S';

/** The modulepreload links in a page's HTML as served, as paths. */
async function preloadsOf(page: Page, path: string): Promise<string[]> {
  const html = await (await page.request.get(path)).text();
  return preloadUrls(html).map((url: string) => new URL(url, 'http://x').pathname);
}

/** Every module the page fetches from the build's assets, as paths. */
function recordModules(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes('/_astro/') && path.endsWith('.js')) fetched.push(path);
  });
  return fetched;
}

test('the explorer preloads exactly the modules its island needs: opened without the preloads, it fetches the same set', async ({ page }) => {
  const preloaded = await preloadsOf(page, TRICK);
  expect(preloaded.length).toBeGreaterThan(3);
  // Load the page with its preload links taken out, so only what the island really imports is fetched.
  await page.route('**/trick/**', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: stripPreloads(await response.text()) });
  });
  const fetched = recordModules(page);
  await page.goto(TRICK);
  await hydrated(page);
  await expect(page.locator('.summary')).toContainText('♠3');
  await expect(page.locator('.steps > li')).toHaveCount(1);
  expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
  expect([...new Set(fetched)].sort()).toEqual([...new Set(preloaded)].sort());
});

test('a lesson preloads nothing: its exercises hydrate as they come near (a tap made earlier is replayed), the course page preloads its map', async ({
  page,
}) => {
  for (const lesson of ['learn/tricks/led-card/', 'learn/cards/olen/']) expect(await preloadsOf(page, lesson)).toEqual([]);
  expect((await preloadsOf(page, 'learn/')).some((p) => /\/CourseMap\.[\w-]+\.js$/.test(p))).toBe(true);
});

test('every module the trick page and the Play table run at load opens with V8’s compile hint; one loaded only on demand does not', async ({ page }) => {
  for (const path of [TRICK, 'play/', 'de/spielen/']) {
    const preloaded = await preloadsOf(page, path);
    expect(preloaded.length, path).toBeGreaterThan(3);
    for (const module of preloaded) expect((await (await page.request.get(module)).text()).split('\n')[0], module).toBe(COMPILE_HINT);
  }
  // The family games' rules come on demand, when a reader picks one: they are not compiled ahead.
  const fetched = recordModules(page);
  await page.goto('trick/?v=karnoeffel');
  await hydrated(page);
  const lazy: string[] = [];
  for (const m of new Set(fetched)) if (!(await (await page.request.get(m)).text()).startsWith(COMPILE_HINT)) lazy.push(m);
  expect(lazy.length).toBeGreaterThan(0);
});
