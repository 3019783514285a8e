import { createHash } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { franc } from 'franc-min';
import { en } from '../../src/i18n/en.ts';
import { enSite } from '../../src/i18n/en-site.ts';
import { DEFAULT_LANG, LANGS, type Lang } from '../../src/i18n/lang.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { ALIASES, LANG_PREFIX, TERM_SLUGS } from '../../src/i18n/routes.ts';
import { BASE_PATH } from './env.ts';
import { axeViolations, builtPages, expectNoAxeViolations, hydrated, listen } from './site.ts';
import { tabTest as test } from './tab.ts';

const pages = builtPages();

/** Every message key: a key on a page is a message that was never looked up. */
const KEYS = Object.keys({ ...en, ...enSite });
/** The site's languages as franc names them (ISO 639-3, from the locale registry). */
const FRANC = LANGS.map((l) => LOCALES[l].iso3);
/** A built page's language, by its path's prefix (i18n/routes.ts): the root's language where no prefix matches. */
const langOfPath = (path: string): Lang => LANGS.find((l) => LANG_PREFIX[l] && path.startsWith(LANG_PREFIX[l])) ?? DEFAULT_LANG;
/** Links this worker has already found answering (the header's and footer's are on every page). */
const linkedOk = new Set<string>();
/** Preview pictures this worker has already found served as PNG (one a language, on every page). */
const imagesOk = new Set<string>();

/**
 * The page's language: <html lang> by its path, the text of <main> reads as that language (franc-min, deciding
 * between German and English; Low German quotations are short beside the prose), nothing left of a message
 * unfilled, and hreflang alternates whose twin in the other language links back.
 */
async function expectLanguage(page: Page, request: APIRequestContext, path: string): Promise<void> {
  const lang = langOfPath(path);
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  // Quotations in another language (Low German words, the other edition's name) carry their own lang.
  const main = await page.locator('main').evaluate((m, own) => {
    const copy = m.cloneNode(true) as HTMLElement;
    copy.querySelectorAll(`[lang]:not([lang="${own}"]), script, style, noscript, template`).forEach((el) => el.remove());
    return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
  }, lang);
  if (main.length > 60) expect(franc(main, { only: FRANC }), `the text of /${path} reads as ${lang}`).toBe(LOCALES[lang].iso3);
  const all = `${await page.title()}\n${await page.locator('body').innerText()}`;
  expect(all.match(/\{[a-zA-Z]+\}|\bundefined\b|\bNaN\b/g), 'an unfilled message').toBeNull();
  expect(
    KEYS.filter((k) => all.includes(k)),
    'message keys on the page',
  ).toEqual([]);

  const alternates: Record<string, string> = Object.fromEntries(
    await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((ls) => ls.map((l): [string, string] => [l.getAttribute('hreflang') ?? '', new URL((l as HTMLLinkElement).href).pathname])),
  );
  expect(Object.keys(alternates).sort()).toEqual([...LANGS, 'x-default'].sort());
  const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '', page.url()).pathname;
  expect(alternates[lang], 'the page is its own alternate, or names its canonical address').toBe(canonical);
  const back = new RegExp(`<link rel="alternate" hreflang="${lang}" href="[^"]*${canonical.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"`);
  for (const twinLang of LANGS.filter((l) => l !== lang)) {
    const twin = await request.get(alternates[twinLang] ?? '');
    expect(twin.status(), `the ${twinLang} twin of /${path}`).toBe(200);
    expect(await twin.text(), `the twin ${alternates[twinLang]} links back to ${canonical}`).toMatch(back);
  }
}

/** Axe's colour rules only: what a change of theme can break. */
async function expectGoodContrast(page: Page, theme: string): Promise<void> {
  const violations = await axeViolations(page, { type: 'rule', values: ['color-contrast', 'link-in-text-block'] });
  const summary = violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} ${n.any[0]?.message ?? ''}`));
  expect(summary, `contrast in the ${theme} theme`).toEqual([]);
}

/** The link-preview tags of a page, by property or name. */
async function previewTags(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')].map((m) => [
        m.getAttribute('property') ?? m.getAttribute('name') ?? '',
        m.getAttribute('content') ?? '',
      ]),
    ),
  );
}

test('the built site has its pages', () => {
  expect(pages).toEqual(expect.arrayContaining(['', '404.html', 'sources/', 'search/', 'de/', 'de/404/', 'de/quellen/', 'de/suche/', 'de/stich/']));
  // The same pages in both languages, and the first German addresses besides (the explorer's, the phrasebook's, the
  // glossary entries' that now have German words: routes.ts ALIASES, TERM_SLUGS).
  const older = Object.values(ALIASES).flatMap((a) => a.de ?? []).length + Object.values(TERM_SLUGS).filter((s) => s.de).length;
  expect(older).toBe(7);
  expect(pages.filter((p) => p.startsWith('de/')).length).toBe(pages.filter((p) => !p.startsWith('de/')).length + older);
});

for (const path of pages) {
  test(`/${path}: axe-clean in both themes, link previews, no console errors or CSP violations, nothing from another origin, no script that blocks parsing, no broken links`, async ({
    tab: page,
  }) => {
    // Two axe runs on long pages such as the glossary.
    test.setTimeout(60_000);
    const { request } = page;
    const w = listen(page);
    const response = await page.goto(path);
    expect(response?.status()).toBeLessThan(path.endsWith('404.html') || path === 'de/404/' ? 500 : 300);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
    // A classic script without defer or async holds the page for a whole round trip on a slow line. Read from
    // the HTML as served: a script added later by the page's own code never blocks the parser.
    // An inline script (the colour theme's) runs at once and costs no round trip, but only runs if the CSP names its hash.
    const html = (await response?.text()) ?? '';
    const blocking = [...html.matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /\ssrc=/.test(tag) && !/\s(?:defer|async)\b|\stype="module"/.test(tag));
    expect(blocking, 'parser-blocking scripts').toEqual([]);
    const csp = /<meta http-equiv="content-security-policy" content="([^"]*)"/.exec(html)?.[1] ?? '';
    // Data blocks (an island's words: type="application/json") never run, so the CSP has nothing to allow.
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/\ssrc=|\stype="application\/json"/.test(m[1]!))
      .map((m) => m[2]!);
    for (const body of inline)
      expect(csp, `the CSP allows the inline script ${body.slice(0, 40)}…`).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);

    // Link previews: Open Graph and Twitter tags, with a picture that is really there.
    const tags = await previewTags(page);
    const title = await page.title();
    expect(tags).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'Knüffeln',
      'og:locale': LOCALES[langOfPath(path)].og,
      'og:image:type': 'image/png',
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
    });
    expect(title.startsWith(tags['og:title']!), 'og:title is the page title').toBe(true);
    expect(tags['og:description']).toBe(await page.locator('meta[name="description"]').getAttribute('content'));
    expect([tags['twitter:title'], tags['twitter:description']]).toEqual([tags['og:title'], tags['og:description']]);
    expect(tags['og:image:alt']?.length).toBeGreaterThan(20);
    if (tags['og:url'] !== undefined) expect(new URL(tags['og:url']).pathname).toBe(new URL(page.url()).pathname.replace(/index\.html$/, ''));
    const image = new URL(tags['og:image']!, page.url()).href;
    if (!imagesOk.has(image)) {
      expect((await request.get(image)).headers()['content-type'], `the preview picture ${image}`).toBe('image/png');
      imagesOk.add(image);
    }

    await expectLanguage(page, request, path);
    await expectNoAxeViolations(page);
    // The dark theme, as the device asks for it (axe is already in the page: only its colour rules run again).
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(page.locator('html')).toHaveCSS('color-scheme', 'dark');
    await expectGoodContrast(page, 'dark');

    const links = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const internal = [...new Set(links.map((l) => l.split('#')[0]!))].filter((l) => new URL(l).pathname.startsWith(BASE_PATH));
    for (const link of internal.filter((l) => !linkedOk.has(l))) {
      const r = await request.get(link);
      expect(r.status(), `link ${link} on /${path}`).toBe(200);
      linkedOk.add(link);
    }
    expect(w.errors).toEqual([]);
    expect(w.foreign).toEqual([]);
  });
}
