import { expect, test, type Page } from '@playwright/test';
import { builtPages, hydrated } from './site.ts';

// WCAG 1.4.10 and 1.4.4: no page scrolls sideways at 1280 px zoomed to 400%, or at 320 px with the text at 200%.
// Browser zoom at 400% on a 1280 × 1024 window lays the page out in 320 × 256 CSS px, four device pixels each:
// that is the first look. The second look makes the same window 640 px tall and sets the root font size to
// 200%, as a reader's text-size setting does. Each page is loaded once and looked at both ways.

const pages = builtPages();
// A dozen pages per test on one page object: two workers share the work, and a failure names its pages.
const CHUNK = 12;
const chunks = Array.from({ length: Math.ceil(pages.length / CHUNK) }, (_, i) => pages.slice(i * CHUNK, (i + 1) * CHUNK));

/** The elements that stick out past the right edge of the viewport, outermost first, each with its overshoot. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    const edge = root.clientWidth;
    const right = (el: Element) => el.getBoundingClientRect().right + window.scrollX;
    const clips = (el: Element) => getComputedStyle(el).overflowX !== 'visible';
    const found: string[] = [];
    for (const el of document.body.querySelectorAll('*')) {
      if (right(el) <= edge + 0.5) continue;
      // Only the outermost offender: its parent fits, and nothing above it scrolls or clips it.
      const parent = el.parentElement;
      if (parent && parent !== document.body && right(parent) > edge + 0.5) continue;
      let up = parent;
      while (up && up !== document.body && !clips(up)) up = up.parentElement;
      if (up && up !== document.body) continue;
      const name = el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + [...el.classList].map((c) => `.${c}`).join('');
      const words = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      found.push(`${name} "${words}" ${Math.round(right(el) - edge)} px too wide`);
    }
    return found.length > 0 ? found : [`the page is ${root.scrollWidth} px wide in ${edge} px`];
  });
}

test.use({ viewport: { width: 320, height: 256 }, deviceScaleFactor: 4 });

for (const [i, chunk] of chunks.entries()) {
  test(`pages ${i * CHUNK + 1}–${i * CHUNK + chunk.length} of ${pages.length} do not scroll sideways at 400% zoom or with 200% text`, async ({ page }) => {
    test.setTimeout(90_000);
    const wide: Record<string, string[]> = {};
    for (const path of chunk) {
      await page.setViewportSize({ width: 320, height: 256 });
      await page.goto(path);
      await hydrated(page);
      const zoomed = await overflow(page);
      if (zoomed.length > 0) wide[`/${path} at 400% zoom`] = zoomed;

      await page.setViewportSize({ width: 320, height: 640 });
      const rootPx = await page.evaluate(() => {
        document.documentElement.style.setProperty('font-size', '200%');
        return getComputedStyle(document.documentElement).fontSize;
      });
      expect(rootPx, 'the root font size doubles').toBe('32px');
      const big = await overflow(page);
      if (big.length > 0) wide[`/${path} with 200% text`] = big;
    }
    expect(wide, 'pages that scroll sideways, with the elements that stick out').toEqual({});
  });
}
