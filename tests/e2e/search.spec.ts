import { expect, test } from '@playwright/test';
import { hydrated } from './site.ts';

test('the header search finds a word from a page, under the base path and the CSP', async ({ page }) => {
  await page.goto('');
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('Nördlingen');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/knuffeln\/search\/\?q=N%C3%B6rdlingen/);
  await hydrated(page);
  // The glossary's Karnöffel, first recorded in the Nördlingen ordinance of 1426, comes first.
  const first = page.locator('.hits > li').first();
  await expect(first.locator('a.title')).toHaveText(/Karnöffel/);
  await expect(first.locator('mark').first()).toHaveText(/Nördlingen/i);
  await first.locator('a.title').click();
  await expect(page).toHaveURL(/\/knuffeln\/glossary\/karnoeffel\/$/);
});

test('a query with no match says so kindly', async ({ page }) => {
  await page.goto('search/?q=zzyzzyx');
  await hydrated(page);
  await expect(page.getByText('Nothing found for “zzyzzyx”')).toBeVisible();
});

test('search text is shown as text, never as HTML', async ({ page }) => {
  await page.goto(`search/?q=${encodeURIComponent('<b>zzyzzyx</b>')}`);
  await hydrated(page);
  await expect(page.locator('.status')).toContainText('Nothing found for “<b>zzyzzyx</b>”');
  await expect(page.locator('main b')).toHaveCount(0);
});
