import { expect, test } from '@playwright/test';
import { hydrated } from './site.ts';

async function results(page: import('@playwright/test').Page, query: string) {
  await page.goto(`search/?q=${encodeURIComponent(query)}`);
  await hydrated(page);
  await expect(page.locator('.status')).toContainText(/result|Nothing/);
  return page.locator('.hits > li');
}

test('“Dulle” finds the glossary entry for the ♠8 first', async ({ page }) => {
  const hits = await results(page, 'Dulle');
  await expect(hits.first().locator('a.title')).toHaveText('Dulle');
  await expect(hits.first().locator('a.title')).toHaveAttribute('href', /\/knuffeln\/glossary\/dulle\/$/);
});

test('“Paas” finds the Pope first, with the beaters lesson among the results', async ({ page }) => {
  const hits = await results(page, 'Paas');
  await expect(hits.first().locator('a.title')).toHaveAttribute('href', /\/glossary\/paap\/$/);
  await expect(page.locator('.hits a.title[href$="/learn/cards/beaters/"]')).toHaveCount(1);
});

test('“Jann” finds the glossary entry and the lesson on Jann and march', async ({ page }) => {
  const hits = await results(page, 'Jann');
  await expect(hits.first().locator('a.title')).toHaveAttribute('href', /\/glossary\/jann\/$/);
  await expect(page.locator('.hits a.title[href$="/learn/partners/jann-and-march/"]')).toHaveCount(1);
});

test('“Hühnerleiter” finds the ladder entry first', async ({ page }) => {
  const hits = await results(page, 'Hühnerleiter');
  await expect(hits.first().locator('a.title')).toHaveAttribute('href', /\/glossary\/hoenerledder\/$/);
});

test('“run away” finds the lopen entry first and the lesson on turning second', async ({ page }) => {
  const hits = await results(page, 'run away');
  await expect(hits.nth(0).locator('a.title')).toHaveAttribute('href', /\/glossary\/lopen\/$/);
  await expect(hits.nth(1).locator('a.title')).toHaveAttribute('href', /\/learn\/stakes\/drehen\/$/);
  // davonlaufen, the German word for it, is not lost: it is linked under lopen.
  await expect(hits.nth(0).locator('ul a[href$="/glossary/davonlaufen/"]')).toHaveCount(1);
});
