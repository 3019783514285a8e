import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';

/** The sources with a public page (content/sources/sources.json "url"), as the built pages must link them. */
const sources = (JSON.parse(readFileSync('content/sources/sources.json', 'utf8')) as { id: string; url?: string }[]).filter(
  (s): s is { id: string; url: string } => s.url !== undefined,
);

for (const [lang, path] of [
  ['en', 'sources/'],
  ['de', 'de/quellen/'],
] as const) {
  test(`${lang}: the Sources page links every source that has a public page, over https, with rel noopener`, async ({ page }) => {
    expect(sources.length).toBeGreaterThan(0);
    await page.goto(path);
    for (const s of sources) {
      expect(s.url, s.id).toMatch(/^https:\/\//);
      const link = page.locator(`[id="${s.id}"] a[href="${s.url}"]`);
      await expect(link, s.id).toHaveCount(1);
      await expect(link, s.id).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
      await expect(link, s.id).toBeVisible();
    }
    // No other link leaves the site from this page, and none that does opens without noopener.
    const away = await page.locator('main a[href^="http"]').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('rel')]));
    expect(away.map(([href]) => href).sort()).toEqual(sources.map((s) => s.url).sort());
  });
}

test('a family game page links its sources’ public pages too', async ({ page }) => {
  for (const path of ['family/kaiserspiel/', 'de/familie/karniffel/']) {
    await page.goto(path);
    const cited = await page
      .locator('#sources + ul a[href*="sources/#"], #sources + ul a[href*="quellen/#"]')
      .evaluateAll((as) => as.map((a) => decodeURIComponent(new URL((a as HTMLAnchorElement).href).hash.slice(1))));
    expect(cited.length).toBeGreaterThan(0);
    for (const s of sources.filter((x) => cited.includes(x.id)))
      await expect(page.locator(`#sources + ul a[href="${s.url}"]`), `${path} ${s.id}`).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    expect(sources.filter((x) => cited.includes(x.id)).length).toBeGreaterThan(0);
  }
});
