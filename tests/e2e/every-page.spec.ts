import { expect, test } from '@playwright/test';
import { BASE_PATH } from './env.ts';
import { builtPages, expectNoAxeViolations, hydrated, watch } from './site.ts';

const pages = builtPages();

test('the built site has its pages', () => {
  expect(pages).toEqual(expect.arrayContaining(['', '404.html', 'sources/', 'search/']));
});

for (const path of pages) {
  test(`/${path}: axe-clean, no console errors or CSP violations, nothing from another origin, no script that blocks parsing, no broken links`, async ({
    page,
    request,
  }) => {
    const w = await watch(page);
    const response = await page.goto(path);
    expect(response?.status()).toBeLessThan(path === '404.html' ? 500 : 300);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('meta[http-equiv="content-security-policy"]')).toHaveCount(1);
    // A classic script without defer or async holds the page for a whole round trip on a slow line. Read from
    // the HTML as served: a script added later by the page's own code never blocks the parser.
    const blocking = [...((await response?.text()) ?? '').matchAll(/<script\b[^>]*>/g)]
      .map((m) => m[0])
      .filter((tag) => /\ssrc=/.test(tag) && !/\s(?:defer|async)\b|\stype="module"/.test(tag));
    expect(blocking, 'parser-blocking scripts').toEqual([]);
    await expectNoAxeViolations(page);

    const links = await page.locator('a[href]').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
    const internal = [...new Set(links.map((l) => l.split('#')[0]!))].filter((l) => new URL(l).pathname.startsWith(BASE_PATH));
    for (const link of internal) {
      const r = await request.get(link);
      expect(r.status(), `link ${link} on /${path}`).toBe(200);
    }
    expect(w.errors).toEqual([]);
    expect(w.foreign).toEqual([]);
  });
}
