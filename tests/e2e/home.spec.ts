import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { localePath } from '../../src/i18n/routes.ts';
import { PROGRESS_KEY, PROGRESS_VERSION } from '../../src/features/course/progress.ts';
import { RULING_IDS } from '../../src/rules/index.ts';
import { BASE_PATH } from './env.ts';
import { expectNoAxeViolations, hydrated } from './site.ts';

/** The course as content/ holds it: every lesson in order, with its exercise ids and its title in each language. */
function course() {
  const evenings = JSON.parse(readFileSync('content/lessons/course.json', 'utf8')) as { id: string; pages: string[] }[];
  const title = (file: string) => /^title: (.+)$/m.exec(readFileSync(file, 'utf8'))![1]!.replace(/^(['"])(.*)\1$/, '$2');
  return evenings.flatMap((e) =>
    e.pages.map((p) => ({
      id: `${e.id}/${p}`,
      exercises: (JSON.parse(readFileSync(`content/lessons/${e.id}/${p}.exercises.json`, 'utf8')) as { exercises: { id: string }[] }).exercises.map(
        (x) => x.id,
      ),
      title: { en: title(`content/lessons/${e.id}/${p}.mdx`), de: title(`content/lessons/de/${e.id}/${p}.mdx`) },
    })),
  );
}

test('the built site serves the home page with its five doors', async ({ page }) => {
  const response = await page.goto('');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Knüffeln');
  const doors = page.locator('.door');
  await expect(doors).toHaveCount(5);
  await expect(doors.nth(0)).toContainText('Learn');
  await expect(doors.nth(1)).toContainText('Check a trick');
  await expect(doors.nth(2)).toContainText('Play a deal');
  await expect(doors.nth(3)).toContainText('Glossary');
  await expect(doors.nth(4)).toContainText('The family');
});

test('text pages run only the site script and the service-worker registration: no framework, under a kilobyte compressed', async ({ page, request }) => {
  for (const path of ['', 'sources/']) {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') requested.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    const scripts = await page.locator('script').evaluateAll((els) =>
      els.map((el) => {
        const s = el as HTMLScriptElement;
        return { src: s.getAttribute('src'), type: s.type, later: s.async || s.defer, text: s.textContent ?? '' };
      }),
    );
    expect(scripts.map((s) => s.src ?? 'inline')).toEqual(['inline', `${BASE_PATH}registerSW.js`]);
    // The registration never holds up parsing (async: nor the page's DOMContentLoaded).
    expect(scripts.every((s) => s.type === '' && (s.src === null || s.later))).toBe(true);
    expect(scripts[0]!.text).toContain('data-theme');
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(requested).toEqual([`${BASE_PATH}registerSW.js`]);
    const external = gzipSync(await (await request.get(`${BASE_PATH}registerSW.js`)).body(), { level: 9 }).length;
    // The same ceiling as npm run size's for the site-wide scripts (scripts/size.mjs, SITE_BUDGET).
    expect(gzipSync(scripts[0]!.text, { level: 9 }).length + external, 'gzip bytes of script on a text page').toBeLessThanOrEqual(1024);
  }
});

test('the colour switch follows the device, remembers a choice, applies it before the first paint, and stays off paper', async ({ page }) => {
  const html = page.locator('html');
  const colours = page.getByRole('group', { name: 'Colours' });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('sources/');
  await expect(html).toHaveCSS('color-scheme', 'dark');
  await expect(colours.getByRole('button', { name: 'As the device' })).toHaveAttribute('aria-pressed', 'true');

  await colours.getByRole('button', { name: 'Light' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(html).toHaveCSS('color-scheme', 'light');
  await expect(colours.getByRole('button', { name: 'Light' })).toHaveAttribute('aria-pressed', 'true');

  // On the next page the stored choice is on <html> before <body> exists, so the wrong theme never shows.
  await page.addInitScript(() => {
    new MutationObserver((_, o) => {
      if (!document.body) return;
      document.documentElement.dataset.themeAtBody = document.documentElement.getAttribute('data-theme') ?? 'none';
      o.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('');
  await expect(html).toHaveAttribute('data-theme-at-body', 'light');
  await expect(html).toHaveCSS('color-scheme', 'light');

  // A stored dark choice wins over a light device, and passes axe's contrast rules.
  await page.emulateMedia({ colorScheme: 'light' });
  await colours.getByRole('button', { name: 'Dark' }).click();
  await page.goto('trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C');
  await hydrated(page);
  await expect(html).toHaveAttribute('data-theme-at-body', 'dark');
  await expect(html).toHaveCSS('color-scheme', 'dark');
  const results = await new AxeBuilder({ page }).withRules(['color-contrast', 'link-in-text-block']).analyze();
  expect(results.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))).toEqual([]);

  // Back to the device's setting: nothing stored.
  await colours.getByRole('button', { name: 'As the device' }).click();
  await expect(html).not.toHaveAttribute('data-theme', /./);
  expect(await page.evaluate(() => localStorage.getItem('knueffeln.theme'))).toBeNull();

  // Printed, the page is light whatever the theme, and shows no switch.
  await colours.getByRole('button', { name: 'Dark' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(html).toHaveCSS('color-scheme', 'light');
  await expect(colours).toBeHidden();
});

test('on a phone the doors come before the lede, and a new reader with an English browser sees neither the German offer nor "Continue"', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['en', 'de'] as const) {
    await page.goto(localePath(lang, ''));
    const order = await page
      .locator('main h1, main .door, main .lede')
      .evaluateAll((els) => els.map((e) => (e.classList.contains('door') ? 'door' : e.tagName === 'H1' ? 'h1' : 'lede')));
    expect(order).toEqual(['h1', 'door', 'door', 'door', 'door', 'door', 'lede']);
    // The first door's top on the first screen.
    expect((await page.locator('.door').first().boundingBox())!.y).toBeLessThan(740 / 2);
    // (The German page offers the English site to this English browser: see below.)
    if (lang === 'en') await expect(page.locator('[data-offer]')).toBeHidden();
    await expect(page.locator('[data-continue]')).toBeHidden();
    await expectNoAxeViolations(page);
  }
});

test('a returning learner gets "Continue" to where the course left off, in either language; a finished course leads to the exam', async ({ page }) => {
  const lessons = course();
  const store = (answers: Record<string, Record<string, boolean>>) =>
    page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PROGRESS_KEY, JSON.stringify({ version: PROGRESS_VERSION, answers, exam: null })]);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const cont = page.locator('[data-continue] a');
  await page.goto('');

  // Only wrong answers so far: nothing started, nothing offered.
  await store({ [lessons[0]!.id]: { [lessons[0]!.exercises[0]!]: false } });
  await page.reload();
  await expect(cont).toBeHidden();

  // The first two lessons done, the third begun with one right answer: the third lesson is where to go on.
  const done = (l: (typeof lessons)[number]) => Object.fromEntries(l.exercises.map((x) => [x, true]));
  const [a, b, c] = lessons;
  await store({ [a!.id]: done(a!), [b!.id]: done(b!), [c!.id]: { [c!.exercises[0]!]: true, [c!.exercises[1]!]: false } });
  for (const lang of ['en', 'de'] as const) {
    await page.goto(localePath(lang, ''));
    await expect(cont).toBeVisible();
    await expect(cont).toHaveAttribute('href', BASE_PATH + localePath(lang, `learn/${c!.id}/`));
    await expect(cont).toHaveText(`${lang === 'en' ? 'Continue' : 'Weiter'}: ${c!.title[lang]}`);
  }
  // A lesson skipped is still the next step, as the course map says (the first one not all right).
  await store({ [a!.id]: done(a!), [c!.id]: done(c!) });
  await page.reload();
  await expect(cont).toHaveAttribute('href', BASE_PATH + localePath('de', `learn/${b!.id}/`));
  await cont.click();
  await expect(page.locator('h1')).toHaveText(b!.title.de);

  // Every lesson done: the final exam.
  await store(Object.fromEntries(lessons.map((l) => [l.id, done(l)])));
  await page.goto('');
  await expect(cont).toHaveAttribute('href', `${BASE_PATH}learn/exam/`);
  await expect(cont).toHaveText('Take the final exam');

  // Stored nonsense shows nothing and breaks nothing.
  await page.evaluate((key) => localStorage.setItem(key, '{"version":1,'), PROGRESS_KEY);
  await page.reload();
  await expect(cont).toBeHidden();
  expect(errors).toEqual([]);
});

test.describe('with a browser that prefers German', () => {
  test.use({ locale: 'de-DE' });

  test('the English home page offers the German site until the reader turns it down; the German home page offers nothing', async ({ page }) => {
    const offer = page.locator('[data-offer]');
    await page.goto('');
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'de');
    await expect(offer.getByRole('link', { name: 'Diese Seite gibt es auch auf Deutsch.' })).toHaveAttribute('href', `${BASE_PATH}de/`);
    await expectNoAxeViolations(page);
    await page.goto('de/');
    await expect(offer).toBeHidden();
    await page.goto('');
    await offer.getByRole('button', { name: 'Nein, danke' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.locator('h1')).toBeVisible();
    await expect(offer).toBeHidden();
  });
});

test.describe('with a browser that prefers English', () => {
  test.use({ locale: 'en-GB' });

  test('the German home page offers the English site, the English one nothing', async ({ page }) => {
    const offer = page.locator('[data-offer]');
    await page.goto('');
    await expect(offer).toBeHidden();
    await page.goto('de/');
    await expect(offer).toBeVisible();
    await expect(offer.getByRole('link', { name: 'This site is also in English.' })).toHaveAttribute('href', BASE_PATH);
  });
});

test('an unknown address shows the 404 page with a way back', async ({ page }) => {
  const response = await page.goto('no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page.locator('.door')).toHaveCount(5);
});

test('the sources page gives every ruling its own anchor', async ({ page }) => {
  await page.goto('sources/#equal-chosen');
  await expect(page.locator('section.ruling')).toHaveCount(RULING_IDS.length);
  for (const id of RULING_IDS) await expect(page.locator(`section.ruling#${id} h3`)).toHaveCount(1);
  await expect(page.locator('#equal-chosen h3')).toContainText('earlier one keeps the trick');
  await expect(page.locator('#eaton-2021')).toContainText('The Playing-Card');
});
