import { expect, test, type Page } from '@playwright/test';
import { localePath } from '../../src/i18n/routes.ts';
import { BASE_PATH } from './env.ts';
import { expectNoAxeViolations } from './site.ts';

// The header steps aside on a phone (issue 24, phone review findings 2 and 14): at 360 × 740 it is one line, the
// brand and a menu button, at any text size, and the same height on every page in both languages. The bounds:
// at the default text size 64 px (one 44 px tap target and its padding; the old header took 100 px in English
// and 208 px in German); with the root font size at 200% 15% of the screen's height, 111 px (the tap target
// grows with the text to 88 px). The menu is a native popover: it opens by keyboard and by tap, holds the doors,
// the quick reference, the other language and the search, and closes with Esc or a tap outside.

const PHONE = { width: 360, height: 740 };
const BOUND = { default: 64, large: Math.round(PHONE.height * 0.15) };

// A sample of pages of every kind: home, a lesson, the trick page, Play, the glossary, the family, search, 404.
const SAMPLE = ['', 'learn/cards/olen/', 'trick/', 'play/', 'glossary/', 'family/', 'search/'];
const PAGES = [...SAMPLE, 'no-such-page/', ...SAMPLE.map((p) => localePath('de', p)), 'de/404/'];

const WORDS = {
  en: {
    menu: 'Menu',
    close: 'Close',
    nav: 'Main',
    other: 'Deutsch',
    search: 'Search the site',
    doors: ['Learn', 'Check a trick', 'Play', 'Glossary', 'Family', 'Quick reference'],
  },
  de: {
    menu: 'Menü',
    close: 'Schließen',
    nav: 'Hauptnavigation',
    other: 'English',
    search: 'Die Website durchsuchen',
    doors: ['Lernen', 'Stich prüfen', 'Spielen', 'Glossar', 'Familie', 'Kurzregeln'],
  },
} as const;
const DOOR_PATHS = ['learn/', 'trick/', 'play/', 'glossary/', 'family/', 'reference/'];

/** The header's height, and whether the brand and the menu button share one line. */
async function measure(page: Page) {
  return page.evaluate(() => {
    const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
    const header = box('header.site-header');
    const brand = box('header .brand');
    const button = box('header .menu-button');
    return {
      height: header.height,
      oneLine: brand.top >= button.top - 1 && brand.bottom <= button.bottom + 1 && brand.right <= button.left,
      brandLines: (() => {
        const words = document.createRange();
        words.selectNodeContents(document.querySelector('header .brand')!);
        return new Set([...words.getClientRects()].map((r) => Math.round(r.top))).size;
      })(),
    };
  });
}

/** What a screen reader hears of a button's state: Chromium's own accessibility tree (a popover's invoker says
    expanded or collapsed without any aria-expanded in the HTML, which Playwright's role queries do not see). */
async function expandedState(page: Page, name: string): Promise<unknown> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodes } = await cdp.send('Accessibility.queryAXTree', { nodeId: root.nodeId, accessibleName: name, role: 'button' });
  await cdp.detach();
  expect(nodes, `one button named ${name}`).toHaveLength(1);
  return nodes[0]!.properties?.find((p) => p.name === 'expanded')?.value.value;
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  for (const size of ['default', 'large'] as const) {
    test(`the header is one line, the same on every page and in both languages, at ${size === 'default' ? 'the default text size' : '200% text'}`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      const heights: Record<string, number> = {};
      for (const path of PAGES) {
        await page.goto(path);
        if (size === 'large') {
          expect(await page.evaluate(() => ((document.documentElement.style.fontSize = '200%'), getComputedStyle(document.documentElement).fontSize))).toBe(
            '32px',
          );
        }
        const m = await measure(page);
        expect(m.oneLine, `/${path}: the brand and the menu button on one line`).toBe(true);
        expect(m.brandLines, `/${path}: the brand on one line`).toBe(1);
        expect(m.height, `/${path}: the header's height`).toBeLessThanOrEqual(BOUND[size]);
        await expect(page.getByRole('navigation', { name: /^(Main|Hauptnavigation)$/ })).toBeHidden();
        heights[`/${path}`] = m.height;
      }
      const first = Object.values(heights)[0]!;
      expect(heights).toEqual(Object.fromEntries(Object.keys(heights).map((k) => [k, first])));
    });
  }

  for (const lang of ['en', 'de'] as const) {
    const w = WORDS[lang];
    test(`${lang}: the menu opens by keyboard, holds the doors, the quick reference, the other language and the search, and closes with Esc`, async ({
      page,
    }) => {
      await page.goto(localePath(lang, 'trick/'));
      const nav = page.getByRole('navigation', { name: w.nav });
      const menu = page.getByRole('button', { name: w.menu });
      const expanded = async (yes: boolean) => expect(await expandedState(page, w.menu)).toBe(yes);
      await expanded(false);
      // The skip link first, then the brand, then the menu button.
      await page.keyboard.press('Tab');
      await expect(page.locator('.skip')).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(menu).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(nav).toBeVisible();
      await expanded(true);
      await expect(nav.getByRole('link')).toHaveText([...w.doors]);
      const hrefs = await nav.getByRole('link').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual(DOOR_PATHS.map((p) => BASE_PATH + localePath(lang, p)));
      await expect(nav.getByRole('link', { name: w.doors[1] })).toHaveAttribute('aria-current', 'page');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
      const other = page.getByRole('link', { name: w.other });
      await expect(other).toBeVisible();
      await expect(other).toHaveAttribute('data-lang-switch', '');
      await expect(page.getByRole('searchbox', { name: w.search })).toBeVisible();
      // Tab goes into the menu, then Esc closes it and gives the focus back to its button.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: w.close })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(nav.getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(nav).toBeHidden();
      await expect(menu).toBeFocused();
      await expanded(false);
      // The search from the menu lands on the search page with the words asked.
      await page.keyboard.press('Enter');
      await page.getByRole('searchbox', { name: w.search }).fill('Dulle');
      await page.getByRole('searchbox', { name: w.search }).press('Enter');
      await expect(page).toHaveURL((url) => url.pathname === BASE_PATH + localePath(lang, 'search/') && url.searchParams.get('q') === 'Dulle');
    });
  }

  test.describe('by touch', () => {
    test.use({ hasTouch: true });

    test('the menu opens by tap, closes by its button and by a tap outside, and passes axe in dark mode at 200% text', async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.goto('de/familie/');
      const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
      const menu = page.getByRole('button', { name: 'Menü' });
      await menu.tap();
      await expect(nav).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Familie' })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Schließen' }).tap();
      await expect(nav).toBeHidden();
      await menu.tap();
      await expect(nav).toBeVisible();
      // Below the sheet, the page is dimmed; a tap there closes the menu and does nothing else.
      const sheet = (await page.locator('#site-menu').boundingBox())!;
      expect(sheet.y + sheet.height).toBeLessThan(PHONE.height - 60);
      await page.touchscreen.tap(PHONE.width / 2, PHONE.height - 20);
      await expect(nav).toBeHidden();
      await expect(page).toHaveURL(/\/de\/familie\/$/);

      // At 200% text the brand keeps its line, the menu button its name, and the sheet scrolls to its last control.
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      await expect(menu).toBeVisible();
      await menu.tap();
      const submit = page.locator('#site-menu form button');
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport();
      const english = page.getByRole('link', { name: 'English' });
      await english.scrollIntoViewIfNeeded();
      await english.tap();
      await expect(page).toHaveURL(/\/knuffeln\/family\/$/);
    });
  });
});

test('on a wide screen the doors, the language and the search stay on the header’s one line, with no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  for (const lang of ['en', 'de'] as const) {
    const w = WORDS[lang];
    await page.goto(localePath(lang, 'glossary/'));
    await expect(page.getByRole('button', { name: w.menu })).toBeHidden();
    const nav = page.getByRole('navigation', { name: w.nav });
    await expect(nav.getByRole('link')).toHaveText([...w.doors]);
    await expect(nav.getByRole('link', { name: w.doors[3] })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: w.other })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: w.search })).toBeVisible();
    const tops = await page
      .locator('header .brand, header nav li, header .lang, header .search')
      .evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().bottom)));
    expect(Math.max(...tops) - Math.min(...tops), 'every part of the header on one line').toBeLessThan(16);
    expect((await page.locator('header.site-header').boundingBox())!.height).toBeLessThanOrEqual(BOUND.default);
  }
});
