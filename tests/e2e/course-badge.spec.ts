import { expect, test } from '@playwright/test';
import { emptyProgress, makeProgress, PROGRESS_KEY, type Mark } from '../../src/features/course/progress.ts';
import { loadPool } from './pool.ts';
import { hydrated } from './site.ts';

/** Every exercise of the course answered right: every page of the course map wears its "done" badge. */
const answers: Record<string, Record<string, Mark>> = {};
for (const { lesson, exercise } of loadPool()) (answers[lesson] ??= {})[exercise.id] = 'first';
const progress = makeProgress({ ...emptyProgress(), answers });

for (const path of ['learn/', 'de/lernen/'])
  for (const size of ['100%', '200%'])
    test(`/${path} at 360 px, ${size} text: a "done" badge stays whole on one line and nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [PROGRESS_KEY, progress]);
      await page.goto(path);
      await hydrated(page);
      await page.evaluate((s) => (document.documentElement.style.fontSize = s), size);
      const badges = page.locator('.pages .done');
      await expect(badges).toHaveCount(await page.locator('.pages > li').count());
      expect(await badges.count()).toBeGreaterThan(10);
      // The badge's word makes one box: broken mid-word ("don/e"), its text would lie on two lines.
      const lines = await badges.evaluateAll((bs) =>
        bs.map((b) => {
          const range = document.createRange();
          range.selectNodeContents(b);
          return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
        }),
      );
      expect(
        lines.every((n) => n === 1),
        `lines per badge: ${lines.join(' ')}`,
      ).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
