import { expect, test } from '@playwright/test';
import { hydrated } from './site.ts';

const visibleTerms = (page: import('@playwright/test').Page) => page.locator('[data-term]:visible .head');

test('the full list is static HTML, A to Z, and works without JavaScript', async ({ browser }) => {
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
  ['Wagen', 'Waag'],
  ['DULLE', 'Dulle'],
  ['run away', 'davonlaufen'],
] as const) {
  test(`the filter finds ${expected} for “${query}”, ignoring case and diacritics`, async ({ page }) => {
    await page.goto('glossary/');
    await hydrated(page);
    await page.getByLabel('Filter the terms').fill(query);
    await expect(visibleTerms(page).filter({ hasText: new RegExp(`^${expected}$`) })).toHaveCount(1);
    expect(await visibleTerms(page).count()).toBeLessThan(10);
    await expect(page.getByRole('status')).toContainText(/of \d+ terms/);
  });
}

test('the filter narrows by category and says when nothing matches', async ({ page }) => {
  await page.goto('glossary/');
  await page.getByLabel('Table talk').check();
  const talk = await visibleTerms(page).count();
  expect(talk).toBeGreaterThan(3);
  await expect(page.locator('[data-term]:visible[data-category="cards"]')).toHaveCount(0);
  await page.getByLabel('Filter the terms').fill('qqqq');
  await expect(page.getByRole('status')).toHaveText('No term matches. Try fewer letters, or another spelling.');
});

test('every term has its own anchor and page', async ({ page }) => {
  await page.goto('glossary/#veerhack');
  await expect(page.locator('#veerhack')).toBeInViewport();
  await page.locator('#veerhack .anchor').click();
  await expect(page).toHaveURL(/glossary\/#veerhack$/);
  await page.goto('glossary/paap/');
  await expect(page.locator('h1')).toHaveText('Paap');
  await expect(page.getByRole('link', { name: /beaters/i }).first()).toBeVisible();
});

test('a term in a lesson opens its short meaning by keyboard, and Escape closes it', async ({ page }) => {
  await page.goto('learn/cards/olen/');
  const info = page.getByRole('button', { name: 'What does Dulle mean?' }).first();
  await info.focus();
  await page.keyboard.press('Enter');
  const tip = page.locator('[popover]:popover-open');
  await expect(tip).toHaveCount(1);
  await expect(tip).toContainText('Dulle');
  await page.keyboard.press('Escape');
  await expect(page.locator('[popover]:popover-open')).toHaveCount(0);
  // A tap opens it too, and the term itself links to the glossary.
  await info.tap().catch(async () => info.click());
  await expect(page.locator('[popover]:popover-open')).toHaveCount(1);
  await page.locator('[popover]:popover-open a').click();
  await expect(page.locator('h1')).toHaveText('Dulle');
});

test('the phrasebook lists the table talk with its bluffs', async ({ page }) => {
  await page.goto('glossary/phrasebook/');
  await expect(page.locator('.phrase')).toHaveCount(28);
  await expect(page.locator('.phrase', { hasText: 'ick bin nich recht to Huus' })).toContainText('often a bluff');
});
