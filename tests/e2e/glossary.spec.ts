import { expect, test as fresh } from '@playwright/test';
import { tabTest as test } from './tab.ts';
import { hydrated } from './site.ts';

const visibleTerms = (page: import('@playwright/test').Page) => page.locator('[data-term]:visible .head');

fresh('the full list is static HTML, A to Z, and works without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('glossary/');
  const heads = await page.locator('[data-term] .head').allTextContents();
  expect(heads.length).toBeGreaterThanOrEqual(62);
  expect(heads).toContain('Dulle');
  await expect(page.getByRole('search', { name: 'Filter the glossary' })).toBeHidden();
  await page.locator('#dulle .head').click();
  await expect(page.locator('h1')).toHaveText('Dulle');
  await expect(page.locator('main')).toContainText('Eight of spades');
  await context.close();
});

for (const [query, expected] of [
  ['dorchspill', 'Dörchspill'],
  ['waal', 'Wääl'],
  ['Wagen', 'de Wage'],
  ['DULLE', 'Dulle'],
  ['run away', 'davonlaufen'],
] as const) {
  test(`the filter finds ${expected} for “${query}”, ignoring case and diacritics`, async ({ tab: page }) => {
    await page.goto('glossary/');
    await hydrated(page);
    await page.getByLabel('Filter', { exact: true }).fill(query);
    await expect(visibleTerms(page).filter({ hasText: new RegExp(`^${expected}$`) })).toHaveCount(1);
    expect(await visibleTerms(page).count()).toBeLessThan(10);
    await expect(page.getByRole('status')).toContainText(/of \d+ terms/);
  });
}

for (const [path, query, first] of [
  ['glossary/', 'Karnöffel', 'Karnöffel'],
  ['glossary/', 'Thier', 'Thier'],
  ['glossary/', 'kaiser', 'Kaiser'],
  ['de/glossar/', 'Karnöffel', 'Karnöffel'],
  ['de/glossar/', 'dulle', 'Dulle'],
] as const) {
  test(`on ${path}, “${query}” puts the entry it names first, before those whose meanings name it, and clearing restores A to Z`, async ({ tab: page }) => {
    await page.goto(path);
    await hydrated(page);
    const az = await visibleTerms(page).allTextContents();
    const field = page.getByLabel('Filter', { exact: true });
    await field.fill(query);
    await expect(visibleTerms(page).first()).toHaveText(first);
    expect(await visibleTerms(page).count()).toBeGreaterThan(1);
    await field.fill('');
    expect(await visibleTerms(page).allTextContents()).toEqual(az);
  });
}

for (const zoom of ['100%', '200%']) {
  test(`on a phone with the keyboard open, at ${zoom} text, the first match shows under a one-line filter bar`, async ({ tab: page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('glossary/');
    await page.evaluate((size) => (document.documentElement.style.fontSize = size), zoom);
    const field = page.getByLabel('Filter', { exact: true });
    await field.focus();
    // The on-screen keyboard takes half the screen.
    await page.setViewportSize({ width: 360, height: 360 });
    await field.pressSequentially('dulle');
    await expect(page.getByRole('navigation', { name: 'Letters' })).toBeHidden();
    const first = page.locator('[data-term]:visible .head').first();
    await expect(first).toBeInViewport({ ratio: 1 });
    // At 100% the entry asked for shows too: it comes first, before de fief Olen, whose gloss names the Dulle.
    if (zoom === '100%') await expect(page.locator('#dulle .head')).toBeInViewport();
    // Not under the sticky bar either.
    const bar = (await page.getByRole('search', { name: 'Filter the glossary' }).boundingBox())!;
    const head = (await first.boundingBox())!;
    expect(head.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
    // One line: the label beside the field, and the bar no taller than the field and its padding.
    const label = (await page.locator('label[for="glossary-filter"]').boundingBox())!;
    const input = (await field.boundingBox())!;
    expect(Math.abs(label.y + label.height / 2 - (input.y + input.height / 2))).toBeLessThan(4);
    expect(bar.height).toBeLessThan(input.height * 1.6);
    // Clearing the filter brings the A–Z links back.
    await field.fill('');
    await expect(page.getByRole('navigation', { name: 'Letters' })).toBeVisible();
  });
}

test('the filter narrows by category and says when nothing matches', async ({ tab: page }) => {
  await page.goto('glossary/');
  await page.getByLabel('Table talk').check();
  const talk = await visibleTerms(page).count();
  expect(talk).toBeGreaterThan(3);
  await expect(page.locator('[data-term]:visible[data-category="cards"]')).toHaveCount(0);
  await page.getByLabel('Filter', { exact: true }).fill('qqqq');
  await expect(page.getByRole('status')).toHaveText('No term matches. Try fewer letters, or another spelling.');
});

test('every term has its own anchor and page', async ({ tab: page }) => {
  await page.goto('glossary/#veerhack');
  await expect(page.locator('#veerhack')).toBeInViewport();
  await page.locator('#veerhack .anchor').click();
  await expect(page).toHaveURL(/glossary\/#veerhack$/);
  await page.goto('glossary/paap/');
  await expect(page.locator('h1')).toHaveText('Paas');
  await expect(page.getByRole('link', { name: /beaters/i }).first()).toBeVisible();
});

fresh.describe('term popovers on a phone', () => {
  fresh.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  fresh('tapping the word opens its meaning beside it, never over it, with a link to the glossary', async ({ page }) => {
    await page.goto('learn/cards/olen/');
    const word = page.getByRole('button', { name: 'de Dulle', exact: true }).first();
    await word.scrollIntoViewIfNeeded();
    const box = (await word.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    await word.tap();
    const tip = page.locator('[popover]:popover-open');
    await expect(tip).toHaveCount(1);
    await expect(tip).toContainText('Dulle');
    const t = (await tip.boundingBox())!;
    const overlaps = t.x < box.x + box.width && box.x < t.x + t.width && t.y < box.y + box.height && box.y < t.y + t.height;
    await page.screenshot({ path: 'test-results/term-popover-360.png' });
    expect(overlaps, 'the popover covers the word').toBe(false);
    expect(t.x).toBeGreaterThanOrEqual(0);
    expect(t.x + t.width).toBeLessThanOrEqual(360);
    // Right next to it: within a line's height above or below.
    expect(Math.min(Math.abs(t.y - (box.y + box.height)), Math.abs(box.y - (t.y + t.height)))).toBeLessThan(16);
    await tip.getByRole('link', { name: 'More in the glossary' }).tap();
    await expect(page.locator('h1')).toHaveText('Dulle');
  });

  fresh('by keyboard: Enter opens the meaning, Escape closes it', async ({ page }) => {
    await page.goto('learn/cards/olen/');
    const word = page.getByRole('button', { name: 'de Dulle', exact: true }).first();
    await word.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('[popover]:popover-open')).toContainText('Dulle');
    await page.keyboard.press('Escape');
    await expect(page.locator('[popover]:popover-open')).toHaveCount(0);
    await expect(word).toBeFocused();
  });
});

fresh('without JavaScript the word still opens its meaning (popover attribute)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('learn/cards/olen/');
  await page.getByRole('button', { name: 'de Dulle', exact: true }).first().click();
  await expect(page.locator('[popover]:popover-open')).toContainText('Dulle');
  await context.close();
});

test('a term gets one popover per lesson section; its repeats there are plain glossary links', async ({ tab: page }) => {
  for (const lesson of ['learn/cards/olen/', 'learn/stakes/paying/', 'learn/partners/jann-and-march/']) {
    await page.goto(lesson);
    const { dupes, links } = await page.evaluate(() => {
      const dupes: string[] = [];
      let seen = new Set<string>();
      for (const el of document.querySelectorAll('main h2, main [data-term]')) {
        if (el.tagName === 'H2') seen = new Set();
        else {
          const id = (el.getAttribute('popovertarget') ?? '').replace(/^term-|-\d+$/g, '');
          if (seen.has(id)) dupes.push(id);
          seen.add(id);
        }
      }
      return { dupes, links: document.querySelectorAll('main a.term-link[href*="/glossary/"]').length };
    });
    expect(dupes, lesson).toEqual([]);
    expect(links, lesson).toBeGreaterThan(0);
  }
  await expect(page.getByRole('button', { name: '?' })).toHaveCount(0);
});

test('the phrasebook lists the table talk with its bluffs', async ({ tab: page }) => {
  await page.goto('glossary/phrasebook/');
  await expect(page.locator('.phrase')).toHaveCount(30);
  await expect(page.locator('.phrase', { hasText: 'ick bin nich recht to Huus' })).toContainText('marked * by Eaton: may be a bluff');
  // The Play table's yes is ours, and the phrasebook says so; its no is the sources'.
  await expect(page.locator('#phrase-jo')).toContainText('is our word, not the sources');
  await expect(page.locator('#phrase-nee')).toContainText('Kannst alleen de Rest maken? Nee?');
});
