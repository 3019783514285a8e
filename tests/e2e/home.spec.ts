import { expect, test } from '@playwright/test';
import { RULING_IDS } from '../../src/rules/index.ts';

test('the built site serves the home page with its three doors', async ({ page }) => {
  const response = await page.goto('');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Knüffeln');
  const doors = page.locator('.door');
  await expect(doors).toHaveCount(3);
  await expect(doors.nth(0)).toContainText('Learn');
  await expect(doors.nth(1)).toContainText('Check a trick');
  await expect(doors.nth(2)).toContainText('Glossary');
});

test('text pages ship no JavaScript', async ({ page }) => {
  for (const path of ['', 'sources/']) {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(path);
    await expect(page.locator('script')).toHaveCount(0);
    expect(scripts).toEqual([]);
  }
});

test('an unknown address shows the 404 page with a way back', async ({ page }) => {
  const response = await page.goto('no-such-page/');
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
  await page.getByRole('link', { name: 'Go to the start page' }).click();
  await expect(page.locator('.door')).toHaveCount(3);
});

test('the sources page gives every ruling its own anchor', async ({ page }) => {
  await page.goto('sources/#equal-chosen');
  await expect(page.locator('section.ruling')).toHaveCount(RULING_IDS.length);
  for (const id of RULING_IDS) await expect(page.locator(`section.ruling#${id} h3`)).toHaveCount(1);
  await expect(page.locator('#equal-chosen h3')).toContainText('earlier one keeps the trick');
  await expect(page.locator('#eaton-2021')).toContainText('The Playing-Card');
});
