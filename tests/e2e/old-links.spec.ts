import { expect } from '@playwright/test';
import { tabTest as test } from './tab.ts';
import data from '../../src/features/play/old-links.json' with { type: 'json' };
import type { Opens } from '../../src/features/play/old-links.fixture.ts';
import { hydrated } from './site.ts';

// Links shared before the two Play tables became one (issue 44) open in the browser, under the site's base path, in
// both languages: the learner's hand as the link left it, and a bad part said above the table. The unit test
// (old-links.test.ts) checks every link's deal in full; here a link of each game and table where the learner is to act
// (so no bot moves the hand before it is counted), and one of each kind of bad part.
const rows = data as readonly { readonly link: string; readonly opens: Opens }[];
const mine = rows.filter((r) => r.opens.toAct === 0 && !r.opens.over && !r.opens.problems.length && r.opens.hand.length);
const good = [...new Map(mine.map((r) => [`${r.opens.game} ${r.opens.table}`, r])).values()];
const bad = [...new Map(rows.filter((r) => r.opens.problems.length).map((r) => [r.opens.problems[0]!.replace(/@\d+/, ''), r])).values()];
const PAGES = { en: 'play/', de: 'de/spielen/' } as const;

for (const [lang, path] of Object.entries(PAGES)) {
  for (const { link, opens } of [...good, ...bad]) {
    test(`${lang}: ${link.slice(0, 90)} opens ${opens.game} (${opens.table}), ${opens.problems.join(' ') || 'nothing wrong'}`, async ({ tab: page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${path}${link}`);
      await hydrated(page);
      await expect(page.locator(opens.game === 'knueffeln' ? '.play .seats' : '.game-table')).toBeVisible({ timeout: 20_000 });
      if (opens.toAct === 0) await expect(page.locator('.hand button .pc')).toHaveCount(opens.hand.length);
      if (opens.problems.length) await expect(page.locator('.problems[role="alert"]')).toBeVisible();
      else await expect(page.locator('.problems')).toHaveCount(0);
    });
  }
}
