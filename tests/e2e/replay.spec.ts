import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated } from './site.ts';

/** The course's sample deal (content/lessons/partners/sample-deal.mdx), a finished deal of 33 moves: an exchange, then the cards. */
const DEAL =
  '?v=bohmstedt&seed=sample-deal&n=0&d=E&deck=2HAD7S9HJD2S8S9DTS4C9SJSKS3SAC7DQSAH4D6DKH3D2D8D8H6CTC4HJC7CQC3H2CQDKC6H6SKD9C8CAS4SQHJHTH7HTD3C&a=x6S.p7S.p7C.p2C.p6H.pKS.p2S.p6S.pJS.p8D.p6C.p4H.p9D.pKH.pQD.pAD.p9H.p7D.p3H.pKC.pTC.pJD.p8S.p4C.p2H.pAC.pJC.pQC.p3D.p8H.pAH.p6D.p2D&at=0';

const LANGS = [
  { lang: 'en', path: 'play/', bar: 'This deal, move by move', on: 'A card on', back: 'A card back', where: (n: number) => `after move ${n} of 33.` },
  {
    lang: 'de',
    path: 'de/spielen/',
    bar: 'Das Spiel, Zug um Zug',
    on: 'Eine Karte weiter',
    back: 'Eine Karte zurück',
    where: (n: number) => `nach Zug ${n} von 33.`,
  },
] as const;

/** The cards face up: in the four hands (the learner's own, and the others' under it) and in the trick on the table. */
const faceUp = (page: Page) => ({
  hands: page.locator('.play .hand button .pc, .play .open-hand .pc'),
  trick: page.locator('.play .seats .laid .pc'),
});
const codes = (l: ReturnType<typeof faceUp>['hands']) => l.evaluateAll((els) => els.map((e) => e.getAttribute('data-c')!).sort());

for (const { lang, path, bar: barName, on, back, where } of LANGS) {
  test(`${lang}: a finished deal's replay shows all 36 cards face up at 360 px and steps one card at a time, forward and back`, async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${path}${DEAL}`);
    await hydrated(page);
    const bar = page.getByRole('group', { name: barName });
    await expect(bar).toContainText(where(0));
    const { hands, trick } = faceUp(page);
    // At the start every card is still in a hand, face up: four hands of nine, and no two alike.
    await expect(hands).toHaveCount(36);
    await expect(trick).toHaveCount(0);
    expect(new Set(await codes(hands)).size).toBe(36);
    expect(await page.locator('.open-hand').count()).toBe(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    // The trick and the steps are on the first screen.
    for (const el of [page.locator('.play .seats'), bar.getByRole('button', { name: on })]) {
      const box = (await el.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(740);
    }
    await expectNoAxeViolations(page);
    // At 200 % text the hands stack and nothing scrolls sideways; the trick and the card steps stay on the first screen.
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    for (const el of [page.locator('.play .seats'), bar.getByRole('button', { name: on })]) {
      const box = (await el.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(740);
    }
    await page.evaluate(() => document.documentElement.style.removeProperty('font-size'));

    // The exchange first (a card from the stock for one in hand: still 36 in the hands), then the first card laid.
    await bar.getByRole('button', { name: on }).click();
    await expect(bar.locator('[aria-live="polite"]')).toContainText(where(1));
    await expect(hands).toHaveCount(36);
    const before = await codes(hands);
    await bar.getByRole('button', { name: on }).click();
    await expect(bar.locator('[aria-live="polite"]')).toContainText(where(2));
    await expect(hands).toHaveCount(35);
    await expect(trick).toHaveCount(1);
    const after = await codes(hands);
    const moved = before.filter((c) => !after.includes(c));
    expect(moved).toHaveLength(1);
    await expect(trick).toHaveAttribute('data-c', moved[0]!);
    // One card back: it is in its hand again, and the trick is empty.
    await bar.getByRole('button', { name: back }).click();
    await expect(bar.locator('[aria-live="polite"]')).toContainText(where(1));
    await expect(trick).toHaveCount(0);
    await expect(hands).toHaveCount(36);
    expect(await codes(hands)).toEqual(before);
    // By keyboard: the step buttons are reached with Tab and pressed with Enter, and the focus is seen.
    await bar.getByRole('button', { name: on }).focus();
    await page.keyboard.press('Enter');
    await expect(bar.locator('[aria-live="polite"]')).toContainText(where(2));
    const outline = await bar.getByRole('button', { name: on }).evaluate((b) => getComputedStyle(b).outlineStyle);
    expect(outline).not.toBe('none');
  });
}

test('a deal in progress, looked through, shows no other hand', async ({ page }) => {
  // The sample deal cut short after its tenth move: a deal in progress, opened to be played on, then looked back through.
  await page.goto(`play/${DEAL.replace(/&a=((?:[^.&]+\.){9}[^.&]+)[^&]*/, '&a=$1').replace('&at=0', '')}`);
  await hydrated(page);
  await expect(page.locator('.play .hand button .pc').first()).toBeVisible();
  await expect(page.locator('.open-hands')).toHaveCount(0);
  // By keyboard: the button goes away as the look-through opens, and the focus goes on to its step forward.
  await page.getByRole('button', { name: 'Look back through this deal' }).focus();
  await page.keyboard.press('Enter');
  // It opens at the start of the deal.
  const bar = page.getByRole('group', { name: 'This deal, move by move' });
  await expect(bar).toContainText('after move 0 of 10.');
  await expect(bar.getByRole('button', { name: 'A card on' })).toBeFocused();
  await expect(page.locator('.open-hands')).toHaveCount(0);
  await expect(page.locator('.play .hand button .pc')).toHaveCount(9);
});

test('a deal looked through before its steps have come: the focus goes to its step forward as they come, not to the hand', async ({ page }) => {
  // The table's later parts held back until the look-through has been opened (a slow line).
  let release!: () => void;
  const held = new Promise<void>((done) => (release = done));
  let asked = 0;
  await page.route(/\/_astro\/(table|play)-later\.[\w-]+\.js$/, async (route) => {
    asked++;
    await held;
    await route.continue();
  });
  await page.goto(`play/${DEAL.replace(/&a=((?:[^.&]+\.){9}[^.&]+)[^&]*/, '&a=$1').replace('&at=0', '')}`);
  await hydrated(page);
  await expect(page.locator('.play .hand button .pc').first()).toBeVisible();
  await page.getByRole('button', { name: 'Look back through this deal' }).focus();
  await page.keyboard.press('Enter');
  const bar = page.getByRole('group', { name: 'This deal, move by move' });
  // asked for, and not come: the steps are not there, and the focus has not gone to the hand meanwhile
  await expect.poll(() => asked).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Look back through this deal' })).toHaveCount(0);
  await expect(bar).toHaveCount(0);
  await expect(page.locator('.play .hand button:focus')).toHaveCount(0);
  release();
  await expect(bar).toContainText('after move 0 of 10.');
  await expect(bar.getByRole('button', { name: 'A card on' })).toBeFocused();
});

test('a finished deal whose first move was the learner’s exchange, looked through by keyboard: the focus stays on the steps', async ({ page }) => {
  // South (the learner) was offered an exchange and took ♥8. Looked through from its start, the offer is asked again at
  // move 0 (to play on from there), and the learner's later decisions as the steps pass them: the focus stays with the steps.
  await page.goto(
    'play/?v=bohmstedt&seed=ux36txtf&n=0&d=E&a=x8H.p8S.pQS.p4H.p4C.tKD.s.p6H.p2H.p3C.p8C.pJH.p2D.p8H.tAS.s.pJC.pAC.p2S.pTS.p4S.p6C.p4D.t7H.s.p6S.p7S.p8D.t7C.s.pTD.pAD.pJS',
  );
  await hydrated(page);
  const bar = page.getByRole('group', { name: 'This deal, move by move' });
  await bar.getByRole('button', { name: 'Back to the table' }).click();
  await page.getByRole('button', { name: 'Look back through this deal' }).focus();
  await page.keyboard.press('Enter');
  await expect(bar).toContainText('after move 0 of');
  const step = bar.getByRole('button', { name: 'A card on' });
  await expect(step).toBeFocused();
  const where = bar.locator('p[aria-live]');
  for (let i = 0; i < 6; i++) {
    const before = await where.textContent();
    await page.keyboard.press('Enter');
    await expect(where).not.toHaveText(before ?? '');
    await expect(step).toBeFocused();
  }
});

test('the table’s feel: a card laid slides in and a taken trick moves to its taker, within 250 ms; with reduced motion only a short fade', async ({ page }) => {
  const durations = async () =>
    page.locator('.play .seats .laid').evaluateAll((els) =>
      els.map((e) => {
        const s = getComputedStyle(e);
        return { names: s.animationName, ms: Math.max(...s.animationDuration.split(',').map((d) => parseFloat(d) * (d.trim().endsWith('ms') ? 1 : 1000))) };
      }),
    );
  // After the first trick (the exchange and four cards): the trick lies taken, towards its taker.
  await page.goto(`play/${DEAL.replace('&at=0', '&at=5')}`);
  await hydrated(page);
  await expect(page.locator('.play .seats .laid')).toHaveCount(4);
  await expect(page.locator('.play .seats')).toHaveClass(/took-\d/);
  for (const d of await durations()) {
    expect(d.names).toContain('play-take');
    expect(d.ms).toBeLessThanOrEqual(250);
  }
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const d of await durations()) {
    expect(d.names).toBe('play-fade');
    expect(d.ms).toBeLessThanOrEqual(120);
  }
});
