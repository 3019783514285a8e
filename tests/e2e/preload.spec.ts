import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './site.ts';

/** Every module the page fetched from the build's assets, as paths. */
function recordModules(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.includes('/_astro/') && path.endsWith('.js')) fetched.push(path);
  });
  return fetched;
}
const preloads = (page: Page) =>
  page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));

test('the explorer names every module its island loads as a preload, and nothing more, so a slow line fetches them in one round', async ({ page }) => {
  const fetched = recordModules(page);
  await page.goto('trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C');
  await hydrated(page);
  await expect(page.locator('.summary')).toContainText('♠3');
  const preloaded = await preloads(page);
  expect(preloaded.length).toBeGreaterThan(3);
  expect([...new Set(fetched)].sort()).toEqual([...preloaded].sort());
});

test('a lesson whose widgets wait until they are scrolled to preloads nothing, so a reader fetches no JavaScript early', async ({ page }) => {
  await page.goto('learn/tricks/led-card/');
  await expect(page.locator('astro-island[client="visible"]').first()).toBeAttached();
  expect(await preloads(page)).toEqual([]);
});
