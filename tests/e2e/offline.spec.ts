import { expect, test } from '@playwright/test';
import { hydrated, shownText } from './site.ts';

test('after one visit the explorer opens and works with no network at all', async ({ page, context }) => {
  await page.goto('trick/');
  await hydrated(page);
  // Wait until the service worker controls the page and has precached the explorer.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).some((k) => k.includes('precache'))), { timeout: 15_000 }).toBe(true);

  await context.setOffline(true);
  // A shared link, opened in a pub with no signal.
  await page.goto('trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD');
  await hydrated(page);
  expect(await shownText(page.locator('.summary'))).toEqual(['West’s ♠3 takes the trick for East–West.']);
  await page
    .getByRole('group', { name: 'Card picker' })
    .getByRole('button', { name: /^Eight of clubs\b/ })
    .click();
  await expect(page.locator('.steps > li')).toHaveCount(4);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.steps > li')).toHaveCount(3);
  await context.setOffline(false);
});
