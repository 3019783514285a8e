import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { hydrated, shownText } from './site.ts';

// One at a time: the last test changes dist/sw.js for a moment, which must not reach the offline one.
test.describe.configure({ mode: 'serial' });
// The config blocks service workers for every other spec.
test.use({ serviceWorkers: 'allow' });

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** The files the built service worker precaches, read from its manifest in dist/sw.js. */
function precached(): string[] {
  const sw = readFileSync(`${DIST}sw.js`, 'utf8');
  return [...sw.matchAll(/\{url:"([^"]+)",revision:/g)].map((m) => m[1]!);
}

/** Waits until the service worker controls the page and its install, which precaches everything, is done. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

test('the home page gives the real size of what is saved for offline use', async ({ page }) => {
  const files = precached();
  expect(files).toContain('learn/cards/olen/index.html');
  expect(files).toContain('pagefind/pagefind-entry.json');
  const bytes = files.reduce((sum, f) => sum + statSync(`${DIST}${f}`).size, 0);
  await page.goto('');
  const note = page.getByRole('region', { name: 'Works offline' });
  const mb = Number((await note.textContent())?.match(/([\d.]+) MB/)?.[1]);
  expect(Math.abs(mb * 1e6 - bytes) / bytes).toBeLessThan(0.03);
});

test('after one visit to the home page, every page, the search and the explorer work with no network', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('');
  await controlled(page);
  const cached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((k) => k.includes('precache'));
    return name ? (await (await caches.open(name)).keys()).length : 0;
  });
  expect(cached).toBeGreaterThanOrEqual(precached().length);

  await context.setOffline(true);
  // A lesson, with its islands.
  await page.goto('learn/cards/olen/');
  await expect(page.locator('h1')).toBeVisible();
  await hydrated(page);
  // The glossary, its filter, and one entry.
  await page.goto('glossary/');
  await page.getByLabel('Filter', { exact: true }).fill('Dulle');
  await expect(page.locator('.count')).toHaveText(/^\d+ of \d+ terms$/);
  await expect(page.locator('#dulle')).toBeVisible();
  await page.goto('glossary/dulle/');
  await expect(page.locator('h1')).toHaveText(/Dulle/);
  // A search, answered by the precached pagefind index.
  await page.goto('search/?q=Jann');
  await hydrated(page);
  await expect(page.locator('.hits > li').first().locator('a.title')).toHaveAttribute('href', /\/glossary\/jann\/$/);
  // A shared link, opened in a pub with no signal.
  await page.goto('trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD');
  await hydrated(page);
  expect(await shownText(page.locator('.summary'))).toEqual(['So far: West’s ♠3 is winning for East–West.']);
  await page
    .getByRole('group', { name: 'Card picker' })
    .getByRole('button', { name: /^Eight of clubs\b/ })
    .click();
  await expect(page.locator('.steps > li')).toHaveCount(4);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('.steps > li')).toHaveCount(3);
  // A family game's link: its rules, which load only on demand, are saved for offline use as well.
  await page.goto('trick/?v=kaiserspiel&chosen=S&cards=QH-3S-KH-6S');
  await hydrated(page);
  await expect(page.locator('.steps > li')).toHaveCount(4);
  await expect(page.locator('.summary')).toContainText('Six of Shields');
  await page.goto('family/karniffel/');
  await expect(page.locator('.family-trick .verdict').first()).toBeVisible();
  // A deal at the Play table: the bots, who think in a worker of their own, come from the cache too.
  await page.goto('play/?seed=offline');
  await hydrated(page);
  await expect(page.locator('.hand button[aria-disabled="false"]').first().or(page.locator('.decision button').first())).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.seats li')).toHaveCount(4);
  await context.setOffline(false);
});

test('the German edition offline: a shared link to /de/stich/ and to the first /de/trick/, the German glossary and its search', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('de/');
  await controlled(page);
  await context.setOffline(true);
  for (const path of ['de/stich/', 'de/trick/']) {
    await page.goto(`${path}?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD`);
    await hydrated(page);
    expect(await shownText(page.locator('.summary'))).toEqual(['Bisher liegt die ♠3 von West vorn, für Ost–West.']);
  }
  await page.goto('de/glossar/');
  await page.getByLabel('Filter', { exact: true }).fill('waal');
  await expect(page.locator('#waeael')).toBeVisible();
  await page.goto('de/suche/?q=Dulle');
  await hydrated(page);
  await expect(page.locator('.hits > li').first().locator('a.title')).toHaveAttribute('href', /\/de\/glossar\/dulle\/$/);
  await context.setOffline(false);
});

test('a changed build takes over at once: the new service worker installs and controls the open tab', async ({ page }) => {
  await page.goto('');
  await controlled(page);
  // A new deployment: the same worker with one byte more (the tests serve dist/ from disk). Put back at once, so
  // other tests never see it; the browser has fetched it by then.
  const file = `${DIST}sw.js`;
  const body = readFileSync(file, 'utf8');
  writeFileSync(file, `${body}\n// next version`);
  let took: unknown;
  try {
    took = await page.evaluate(async () => {
      const changed = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true }));
      const reg = await navigator.serviceWorker.getRegistration();
      await reg?.update();
      return Promise.race([changed, new Promise((resolve) => setTimeout(() => resolve('no new worker within 10 s'), 10_000))]);
    });
  } finally {
    writeFileSync(file, body);
  }
  expect(took).toBe(true);
});
