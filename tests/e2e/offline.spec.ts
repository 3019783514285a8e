import { cpSync, mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { htmlFiles } from '../../scripts/built-site.mjs';
import { writeWorker } from '../../scripts/precache.mjs';
import { BASE_PATH } from './env.ts';
import { serveSite, type SiteServer } from './site-server.ts';
import { expectNoAxeViolations, hydrated, shownText } from './site.ts';

// The config blocks service workers for every other spec.
test.use({ serviceWorkers: 'allow' });

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

type Files = Record<string, [group: 'shared' | 'en' | 'de', rev: string]>;

/** The list the built service worker carries: each file with its part (shared, en, de) and revision. */
function listed(dir = DIST): Files {
  const head = readFileSync(join(dir, 'sw.js'), 'utf8').split('\n', 1)[0]!;
  return (JSON.parse(head.replace(/^self\.OFFLINE = /, '').replace(/;$/, '')) as { files: Files }).files;
}
const inPart = (files: Files, ...groups: string[]) => Object.keys(files).filter((f) => groups.includes(files[f]![0]));
/** The file a path sent stands for: learn/ is learn/index.html. */
const asFile = (path: string) => (path === '' || path.endsWith('/') ? `${path}index.html` : path);
/** The files sent more than once (learn/ and learn/index.html are one), but the worker, which the browser checks for updates. */
function twice(paths: string[]): string[] {
  const files = paths.filter((p) => p !== 'sw.js').map(asFile);
  return [...new Set(files.filter((f, i) => files.indexOf(f) !== i))];
}
const bytesOf = (dir: string, names: string[]) => names.reduce((sum, f) => sum + readFileSync(join(dir, f)).length, 0);

/** Waits until the service worker controls the page; its install has saved the reader's language by then. */
async function controlled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** The files the worker's current cache holds, relative to the base, and the names of the site's caches. */
async function saved(page: Page): Promise<{ files: string[]; caches: string[] }> {
  return page.evaluate(async (base) => {
    const names = (await caches.keys()).filter((n) => n.startsWith('knuffeln ') && !n.endsWith(' state'));
    const files = [];
    for (const name of names) for (const r of await (await caches.open(name)).keys()) files.push(decodeURI(new URL(r.url).pathname).slice(base.length));
    return { files: files.sort(), caches: names };
  }, BASE_PATH);
}

let site: SiteServer;
test.afterEach(async () => {
  await site?.close();
});

test('the home page gives the sizes of what is saved: the reader’s language, and everything', async ({ page }) => {
  const files = listed();
  expect(files['learn/cards/olen/index.html']?.[0]).toBe('en');
  expect(files['de/lernen/index.html']?.[0]).toBe('de');
  expect(files['pagefind/pagefind-entry.json']?.[0]).toBe('shared');
  expect(files['de/404/index.html']?.[0]).toBe('shared');
  expect(Object.keys(files).some((f) => f.startsWith('pagefind/') && files[f]![0] === 'de')).toBe(true);
  for (const [path, lang, name] of [
    ['', 'en', 'Works offline'],
    ['de/', 'de', 'Geht auch ohne Netz'],
  ] as const) {
    const own = bytesOf(DIST, inPart(files, 'shared', lang));
    const all = bytesOf(DIST, Object.keys(files));
    await page.goto(path);
    const note = page.getByRole('region', { name });
    const figures = ((await note.textContent()) ?? '').match(/\d+[.,]\d MB/g) ?? [];
    expect(figures).toHaveLength(2);
    const [mine, every] = figures.map((f) => Number(f.replace(',', '.').replace(' MB', '')));
    // In the page's number format: 4.0 MB, 4,0 MB.
    expect(figures[0]).toMatch(lang === 'de' ? /,/ : /\./);
    expect(Math.abs(mine! * 1e6 - own) / own).toBeLessThan(0.03);
    expect(Math.abs(every! * 1e6 - all) / all).toBeLessThan(0.03);
    expect(mine!).toBeLessThan(every! * 0.6);
  }
});

test('on a hanging connection, a page answers from the cache in under half a second', async ({ page }) => {
  test.setTimeout(60_000);
  site = await serveSite(DIST);
  await page.goto(site.url);
  await controlled(page);
  site.signal = 'hang';
  const answered: number[] = [];
  const loaded: number[] = [];
  const sent = site.sent.length;
  for (const path of ['learn/', 'glossary/dulle/', 'trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD', 'sources/', '']) {
    const start = Date.now();
    await page.goto(site.url + path, { waitUntil: 'commit' });
    answered.push(Date.now() - start);
    await page.waitForLoadState('domcontentloaded');
    loaded.push(Date.now() - start);
    await expect(page.locator('h1')).toBeVisible();
  }
  console.log(`navigations on a hanging connection: answered in ${answered.join(', ')} ms; page parsed in ${loaded.join(', ')} ms`);
  // The cache answers: the median under half a second, and none near the worker's wait for the network (1.5 s), however
  // loaded the machine that runs the test (no fixed timing that only a fast machine meets: issue 25 §4).
  expect([...answered].sort((a, b) => a - b)[Math.floor(answered.length / 2)]).toBeLessThan(500);
  for (const t of answered) expect(t).toBeLessThan(2000);
  // Every request to the site hung: all of it came from the cache.
  expect(site.sent.length).toBe(sent);
  // An address the site does not have waits for the network 1.5 s at most, then the site's own not-found page answers (phone.md 17).
  const start = Date.now();
  await page.goto(`${site.url}no-such-page/`, { waitUntil: 'commit' });
  const waited = Date.now() - start;
  await expect(page.locator('h1')).toHaveText('Page not found');
  console.log(`an unknown address on a hanging connection: answered in ${waited} ms`);
  expect(waited).toBeGreaterThanOrEqual(1400);
  expect(waited).toBeLessThan(3000);
});

test('a first visit in German saves the German pages and the shared files, not the English ones', async ({ page }) => {
  test.setTimeout(90_000);
  site = await serveSite(DIST);
  const files = listed();
  await page.goto(`${site.url}de/`);
  await controlled(page);
  const { files: kept } = await saved(page);
  expect(kept).toEqual(inPart(files, 'shared', 'de').sort());
  console.log(
    `a first visit in German downloads ${site.bytes} bytes (${site.gzipBytes} with gzip) in ${site.sent.length} requests, ${site.revalidated.length} answered "not modified"`,
  );
  // Each file once, the first page too: opened before there was a worker, it is saved from the browser's HTTP cache.
  expect(twice(site.sent)).toEqual([]);
  expect(site.bytes).toBeLessThan(bytesOf(DIST, inPart(files, 'shared', 'de')) + 200_000);

  // No signal: a German page opens, an English one is not saved yet, and says so in German.
  site.signal = 'down';
  // A shared English link opens from its saved German twin, the trick kept (issue 45 §3).
  await page.goto(`${site.url}trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD`);
  await expect(page).toHaveURL((url) => url.pathname === `${BASE_PATH}de/stich/` && url.search.includes('cards=4D-3S-AD'));
  await expect(page.locator('.explorer .summary')).toContainText('Bisher liegt die ♠3');
  await page.goto(`${site.url}de/lernen/`);
  await expect(page.locator('h1')).toHaveText(/Knüffeln lernen/);
  await page.goto(`${site.url}learn/cards/olen/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('h1')).toHaveText('Noch nicht gespeichert');
  await expect(page).toHaveTitle(/^Noch nicht gespeichert/);
  // Its language link leads to the English home, not to the English not-found page.
  await expect(page.locator('a[data-lang-switch]')).toHaveAttribute('href', BASE_PATH);
  await expectNoAxeViolations(page);
  // An unknown address: the site's own not-found page, in the address's language.
  await page.goto(`${site.url}de/gibt-es-nicht/`);
  await expect(page.locator('h1')).toHaveText('Seite nicht gefunden');
  await page.goto(`${site.url}no-such-page/`);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  // The offer to save the rest, taken with no signal, and kept until there is one.
  await page.goto(`${site.url}learn/cards/olen/`);
  await page.getByRole('link', { name: /Den Rest der Website beim nächsten Empfang speichern \(insgesamt \d+,\d MB\)/ }).click();
  await expect(page.locator('h1')).toHaveText('Alles wird gespeichert');
  await expectNoAxeViolations(page);
  site.signal = 'up';
  const before = site.sent.length;
  await page.goto(`${site.url}de/glossar/`);
  await expect.poll(async () => (await saved(page)).files.length, { timeout: 20_000 }).toBe(Object.keys(files).length);
  // Only the English part came down: the shared files were not fetched again.
  const fetched = site.sent.slice(before).map(asFile);
  expect(fetched.filter((f) => files[f]?.[0] !== 'en')).toEqual([]);
  site.signal = 'down';
  await page.goto(`${site.url}learn/cards/olen/`);
  await expect(page.locator('h1')).toHaveText(/five Olen/);
});

test('a first visit in English saves English only; opening a German page online brings the German part', async ({ page }) => {
  test.setTimeout(60_000);
  site = await serveSite(DIST);
  const files = listed();
  await page.goto(site.url);
  await controlled(page);
  expect((await saved(page)).files).toEqual(inPart(files, 'shared', 'en').sort());
  console.log(
    `a first visit in English downloads ${site.bytes} bytes (${site.gzipBytes} with gzip) in ${site.sent.length} requests, ${site.revalidated.length} answered "not modified"`,
  );
  await page.goto(`${site.url}de/stich/`);
  await expect.poll(async () => (await saved(page)).files.length, { timeout: 20_000 }).toBe(Object.keys(files).length);
  // Nothing came down twice, not even the first page.
  expect(twice(site.sent)).toEqual([]);
  site.signal = 'down';
  await page.goto(`${site.url}de/glossar/`);
  await expect(page.locator('h1')).toHaveText('Glossar');
  // "Save everything" on the home page, with no signal: the worker says what it will do.
  await page.goto(site.url);
  await page.getByRole('link', { name: /^Save everything for offline use, both languages \(\d+\.\d MB\)$/ }).click();
  await expect(page.locator('h1')).toHaveText('Saving everything');
  // Its language link leads to the German home, saved by now.
  await page.locator('a[data-lang-switch]').click();
  await expect(page.locator('h1')).toHaveText(/Knüffeln/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(new URL(page.url()).pathname).toBe(`${BASE_PATH}de/`);
});

const NO_WORKER = {
  en: 'This browser cannot save the site for offline use here: a private window, for instance, often does not allow it. Every page still opens while you are online.',
  de: 'Dieser Browser kann die Website hier nicht für unterwegs speichern; ein privates Fenster etwa lässt das oft nicht zu. Mit Netz öffnen sich alle Seiten wie gewohnt.',
};

test('“Save everything” in a browser that cannot save the site says so in the reader’s language, rather than reloading the page', async ({ page }) => {
  site = await serveSite(DIST);
  // First a browser without service workers, then one that refuses the registration (as a private window may).
  await page.addInitScript(() => {
    if (location.hash === '#no-worker') Object.defineProperty(Navigator.prototype, 'serviceWorker', { get: () => undefined });
  });
  site.missing.add('sw.js');
  for (const [path, lang, name] of [
    ['#no-worker', 'en', /^Save everything/],
    ['de/#no-worker', 'de', /^Alles für unterwegs speichern/],
    ['', 'en', /^Save everything/],
    ['de/', 'de', /^Alles für unterwegs speichern/],
  ] as const) {
    await page.goto(site.url + path);
    await page.waitForLoadState('load');
    const sent = site.sent.length;
    const link = page.locator('[data-offline-all]');
    await expect(page.getByRole('link', { name })).toBeVisible();
    // The registration is refused a moment after the page has loaded; a click before that says the saving begins.
    // Limits that only catch a hang: a busy machine is slow to refuse the registration and to redraw.
    await expect(async () => {
      await link.click();
      await expect(link).toHaveText(NO_WORKER[lang], { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // The link keeps the focus, and the paragraph around it reads the change out.
    await expect(link).toBeFocused();
    await expect(page.locator('p:has(> [data-offline-all])')).toHaveAttribute('aria-live', 'polite');
    expect(page.url()).toBe(site.url + path);
    // Nothing asked of the site, but for the worker's script and the tab's icon, which the browser fetches by itself
    // when it gets round to it (once after 'load': a flaky failure in CI).
    expect(site.sent.slice(sent).filter((p) => p !== 'sw.js' && p !== 'favicon.svg')).toEqual([]);
  }
});

test('“Save everything” on a page the worker does not control yet starts the saving, and says so', async ({ page, context }) => {
  test.setTimeout(60_000);
  site = await serveSite(DIST);
  const files = listed();
  await page.goto(`${site.url}de/`);
  await controlled(page);
  // A reload that bypasses the worker (Shift+Reload): the page is not in its control.
  const cdp = await context.newCDPSession(page);
  const reloaded = page.waitForEvent('load');
  await cdp.send('Page.reload', { ignoreCache: true });
  await reloaded;
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  const before = site.sent.length;
  await page.getByRole('link', { name: /^Alles für unterwegs speichern/ }).click();
  await expect(page.locator('[data-offline-all]')).toHaveText(/^Dein Browser speichert die ganze Website in beiden Sprachen, \d+,\d MB, im Hintergrund/);
  expect(new URL(page.url()).pathname).toBe(`${BASE_PATH}de/`);
  await expect.poll(async () => (await saved(page)).files.length, { timeout: 20_000 }).toBe(Object.keys(files).length);
  // The English part came down, and nothing else again.
  const fetched = site.sent.slice(before).map(asFile);
  expect(fetched.filter((f) => files[f]?.[0] !== 'en')).toEqual([]);
  expect(twice(fetched)).toEqual([]);
});

test('a new version replaces the old one, downloads only what changed, and never mixes the two', async ({ page }) => {
  test.setTimeout(60_000);
  // The next version: the home page says so, and one of its assets got a new name (the old one is gone).
  const next = mkdtempSync(join(tmpdir(), 'knuffeln-next-'));
  cpSync(DIST, next, { recursive: true });
  const pages = htmlFiles(next);
  const home = readFileSync(join(next, 'index.html'), 'utf8');
  const assets = [...new Set([...home.matchAll(/_astro\/([\w.-]+\.(?:css|js))/g)].map((m) => m[1]!))];
  const usedBy = (a: string) => pages.filter((f) => readFileSync(f, 'utf8').includes(a));
  const asset = assets.sort((a, b) => usedBy(a).length - usedBy(b).length)[0]!;
  const renamed = asset.replace(/\.(\w+)$/, '.next.$1');
  const changed = usedBy(asset);
  renameSync(join(next, '_astro', asset), join(next, '_astro', renamed));
  for (const f of changed) writeFileSync(f, readFileSync(f, 'utf8').replaceAll(asset, renamed));
  writeFileSync(join(next, 'index.html'), readFileSync(join(next, 'index.html'), 'utf8').replace('</h1>', ' (next version)</h1>'));
  writeWorker(next, BASE_PATH);
  expect(readdirSync(join(next, '_astro'))).not.toContain(asset);

  try {
    site = await serveSite(DIST);
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    await page.goto(site.url);
    await controlled(page);
    const old = await saved(page);
    expect(old.files).toContain(`_astro/${asset}`);

    site.root = next;
    const before = site.sent.length;
    // Any navigation looks for a new version; it installs in the background, takes over and deletes the old cache.
    await page.goto(`${site.url}learn/`);
    await expect(page.locator('h1')).toBeVisible();
    await expect.poll(async () => (await saved(page)).caches, { timeout: 20_000 }).toEqual([expect.not.stringMatching(old.caches[0]!)]);
    // Only the changed files came down, and the worker.
    const fetched = new Set(site.sent.slice(before).map(asFile));
    const expected = new Set(['sw.js', `_astro/${renamed}`, ...changed.map((f) => f.slice(next.length + 1))]);
    expect([...fetched].filter((f) => !expected.has(f))).toEqual([]);
    expect(fetched.has(`_astro/${renamed}`)).toBe(true);

    // The new version, with its new asset, and no trace of the old one: online, then with no signal.
    await page.goto(site.url);
    await expect(page.locator('h1')).toContainText('(next version)');
    const now = await saved(page);
    expect(now.files).toContain(`_astro/${renamed}`);
    expect(now.files).not.toContain(`_astro/${asset}`);
    site.signal = 'down';
    await page.goto(site.url);
    await expect(page.locator('h1')).toContainText('(next version)');
    await page.goto(`${site.url}learn/`);
    await expect(page.locator('h1')).toBeVisible();
    expect(failed).toEqual([]);
  } finally {
    rmSync(next, { recursive: true, force: true });
  }
});

test('after one visit to the home page, the English pages, the search and the explorer work with no network', async ({ page, context }) => {
  test.setTimeout(60_000);
  await page.goto('');
  await controlled(page);
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
  // A search, answered by the saved pagefind index.
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
