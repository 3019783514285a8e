import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { RULING_IDS } from '../../src/rules/index.ts';
import { BASE_PATH } from './env.ts';
import { hydrated } from './site.ts';

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

test('text pages run only the colour-theme script and the service-worker registration: no framework, about a kilobyte', async ({ page, request }) => {
  for (const path of ['', 'sources/']) {
    const requested: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') requested.push(new URL(r.url()).pathname);
    });
    await page.goto(path);
    const scripts = await page.locator('script').evaluateAll((els) =>
      els.map((el) => {
        const s = el as HTMLScriptElement;
        return { src: s.getAttribute('src'), type: s.type, defer: s.defer, text: s.textContent ?? '' };
      }),
    );
    expect(scripts.map((s) => s.src ?? 'inline')).toEqual(['inline', `${BASE_PATH}registerSW.js`]);
    expect(scripts.every((s) => s.type === '' && (s.src === null || s.defer))).toBe(true);
    expect(scripts[0]!.text).toContain('data-theme');
    await expect(page.locator('astro-island')).toHaveCount(0);
    expect(requested).toEqual([`${BASE_PATH}registerSW.js`]);
    const external = (await (await request.get(`${BASE_PATH}registerSW.js`)).body()).length;
    expect(scripts[0]!.text.length + external, 'bytes of script on a text page').toBeLessThan(1200);
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
