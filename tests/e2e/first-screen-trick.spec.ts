import { expect, type Page } from '@playwright/test';
import { tabTest as test } from './tab.ts';
import { explorer as deWords } from '../../src/i18n/de/explorer.ts';
import { picker as dePicker } from '../../src/i18n/de/picker.ts';
import { explorer as enWords } from '../../src/i18n/en/explorer.ts';
import { picker as enPicker } from '../../src/i18n/en/picker.ts';
import { hydrated, smallPrint } from './site.ts';

// Issue 24, "Answer first": a shared trick link opens on its answer. On a 360 × 740 phone, at default and at 200 %
// text, in both languages, the verdict's box and every card of the trick lie within the first screen, above the
// intro, the one-line site header included; the trick keeps its compass; at 200 % text the pack shows one suit at a time (pick the suit, then the rank).

const SCREEN = { width: 360, height: 740 };
const LINKS: { what: string; query: string; players: number; partial?: boolean }[] = [
  { what: 'a whole trick', query: 'v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C', players: 4 },
  { what: 'a partial trick', query: 'v=bohmstedt&chosen=HS&players=4&lead=W&cards=4D-3S', players: 4, partial: true },
  { what: 'a five-player trick', query: 'v=bohmstedt&chosen=HS&players=5&lead=D&cards=4D-3S-AD-8C-KC', players: 5 },
  { what: 'Kaiserspiel with six seats', query: 'v=kaiserspiel&chosen=S&kaisers=TD-TH&players=6&lead=1&cards=QH-3S-KH-6S-TC', players: 6, partial: true },
  { what: 'Karniffel with six seats and a beast', query: 'v=karniffel&chosen=SD&players=6&cards=8D-QS-X3', players: 6, partial: true },
  {
    what: 'long player names',
    query: `v=hattstedt&chosen=CD&players=4&lead=N&cards=JC-2D-9H-QS&names=${encodeURIComponent('Anna-Katharina Petersen,Hans-Hinrich Christiansen,Marieke Brodersen-Hansen,Jens Peter Ingwersen')}`,
    players: 4,
  },
  { what: 'a link with a malformed part', query: 'v=bohmstedt&chosen=HS&players=4&lead=Q&cards=4D-3S-ZZ-8C', players: 4, partial: true },
];
const PATH = { en: 'trick/', de: 'de/stich/' } as const;
const WORDS = { en: { ...enWords, ...enPicker }, de: { ...deWords, ...dePicker } } as const;
/** A catalog sentence as a pattern: its {placeholders} match anything. */
/** A message's sentence as a pattern, any parameter matching; a message with forms (German „vom Geber“) matches the form a seat takes. */
const pattern = (message: string | { readonly other: string }) => {
  const template = typeof message === 'string' ? message : message.other.replace(/von \{seat\}/, '{seat}');
  return new RegExp(template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[\w:]+\}/g, '.+'), 'i');
};

async function openAt(page: Page, url: string, size: 100 | 200): Promise<void> {
  await page.setViewportSize(SCREEN);
  await page.goto(url);
  await hydrated(page);
  await expect(page.locator('.explorer.linked')).toHaveCount(1);
  await page.evaluate((s) => (document.documentElement.style.fontSize = `${s}%`), size);
  // Let the layout settle at the new text size.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

for (const lang of ['en', 'de'] as const) {
  for (const size of [100, 200] as const) {
    for (const link of LINKS) {
      test(`${lang}, ${size} % text: ${link.what} opens with its verdict and its cards on the first screen`, async ({ tab: page }) => {
        await openAt(page, `${PATH[lang]}?${link.query}`, size);
        expect(await page.evaluate(() => scrollY)).toBe(0);
        const verdict = page.locator('.explorer .summary');
        const words = WORDS[lang];
        await expect(verdict).toHaveText(pattern(link.partial ? words['ex.sofar'] : words['ex.verdict']));
        const box = (await verdict.boundingBox())!;
        expect(box.y + box.height, 'the verdict ends on the first screen').toBeLessThanOrEqual(SCREEN.height);
        const cards = page.locator('.explorer .seats .seat');
        await expect(cards).toHaveCount(link.players);
        for (const seat of await cards.all()) {
          const card = seat.locator('.face, .slot').first();
          const b = (await card.boundingBox())!;
          expect(b.y + b.height, 'a card of the trick ends on the first screen').toBeLessThanOrEqual(SCREEN.height);
          expect(b.x).toBeGreaterThanOrEqual(0);
          expect(b.x + b.width).toBeLessThanOrEqual(SCREEN.width);
        }
        // The quick reference, the pub table's other question, is one tap away on the first screen (issue 45 §3).
        if (size === 100) {
          const link = page.locator('.ref a');
          await expect(link).toHaveText(lang === 'en' ? 'Quick reference' : 'Kurzregeln');
          const reference = (await link.boundingBox())!;
          expect(reference.y + reference.height, 'the quick reference ends on the first screen').toBeLessThanOrEqual(SCREEN.height);
        }
        // The intro, the deal and the pack follow the trick.
        const intro = (await page.locator('.trick-page > .intro').boundingBox())!;
        const deal = (await page.locator('.explorer .setup').boundingBox())!;
        expect(intro.y).toBeGreaterThan(box.y);
        expect(deal.y).toBeGreaterThan(box.y);
        // Nothing scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREEN.width);
      });
    }

    test(`${lang}, ${size} % text: the trick keeps its compass, North at the top, South at the bottom, West left, East right`, async ({ tab: page }) => {
      await openAt(page, `${PATH[lang]}?${LINKS[0]!.query}`, size);
      const at = async (seat: number) => (await page.locator(`.explorer .seats .at${seat} .face`).boundingBox())!;
      const [south, west, north, east] = [await at(0), await at(1), await at(2), await at(3)];
      const mid = (b: { x: number; y: number; width: number; height: number }) => ({ x: b.x + b.width / 2, y: b.y + b.height / 2 });
      expect(mid(north).y).toBeLessThan(mid(west).y);
      expect(mid(north).y).toBeLessThan(mid(east).y);
      expect(mid(south).y).toBeGreaterThan(mid(west).y);
      expect(mid(south).y).toBeGreaterThan(mid(east).y);
      expect(mid(west).x).toBeLessThan(mid(north).x);
      expect(mid(east).x).toBeGreaterThan(mid(north).x);
      expect(Math.abs(mid(north).x - mid(south).x)).toBeLessThan(north.width / 2);
    });
  }

  // Review finding 18: the table read at arm's length. Every word and mark on it, each card's role in the deal included,
  // in type of 14 px or more, at the default text size and at 200 %, for Knüffeln and for the family's six seats.
  for (const size of [100, 200] as const)
    test(`${lang}, ${size} % text: nothing on the trick's table is printed below 14 px, the cards' roles included`, async ({ tab: page }) => {
      for (const link of [LINKS[0]!, LINKS[3]!, LINKS[4]!]) {
        await openAt(page, `${PATH[lang]}?${link.query}`, size);
        expect(await smallPrint(page, '.explorer .seats'), link.what).toEqual([]);
      }
      // The role is printed as words under the card (here the Drist, which takes the trick).
      await openAt(page, `${PATH[lang]}?${LINKS[0]!.query}`, size);
      await expect(page.locator('.explorer .seats .win .role')).toBeVisible();
      await expect(page.locator('.explorer .seats .win .role')).toHaveText(/Drist$/);
    });

  test(`${lang}, 200 % text: the pack is picked by suit, then by rank, in a few swipes`, async ({ tab: page }) => {
    await openAt(page, `${PATH[lang]}?${LINKS[1]!.query}`, 200);
    const words = WORDS[lang];
    const picker = page.getByRole('group', { name: words['ex.picker'] });
    const suits = picker.getByRole('group', { name: words['ex.picker.suits'] });
    await expect(suits.getByRole('button')).toHaveCount(4);
    // One suit's cards show at a time: twelve, not forty-eight.
    await expect(picker.locator('button.pick:visible')).toHaveCount(12);
    const pack = (await picker.boundingBox())!;
    expect(pack.height, 'the pack is at most two screens tall').toBeLessThanOrEqual(2 * SCREEN.height);
    // Diamonds (the suits in the pack's order: clubs, spades, hearts, diamonds), then the Ace: the card goes onto the table.
    await suits.getByRole('button').nth(3).click();
    await expect(suits.getByRole('button').nth(3)).toHaveAttribute('aria-pressed', 'true');
    const ace = picker.locator('button.pick:visible').first();
    await expect(ace.locator('.face')).toHaveAttribute('data-c', /A/);
    await ace.click();
    await expect(page.locator('.explorer .seats .face')).toHaveCount(3);
    // The arrow keys reach the other suits too, which then show.
    await picker.locator('button.pick:visible').nth(1).focus();
    await page.keyboard.press('ArrowUp');
    await expect(suits.getByRole('button').nth(2)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator(':focus')).toBeVisible();
  });
}

for (const size of [100, 200] as const) {
  test(`${size} % text: the card that completes a trick brings the verdict back whole, from its first word, and the winning line is no link`, async ({
    tab: page,
  }) => {
    await openAt(page, `${PATH.en}?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD`, size);
    const clubs = page.getByRole('group', { name: enPicker['ex.picker.suits'] }).getByRole('button').first();
    if (await clubs.isVisible()) await clubs.click();
    const eight = page.locator('.picker button.pick').filter({ has: page.locator('[data-c="♣8"]') });
    await eight.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await eight.click();
    await expect(page.locator('.explorer .pack')).not.toHaveAttribute('open');
    const verdict = page.locator('.explorer .summary');
    await expect(verdict).toHaveText(pattern(enWords['ex.verdict']));
    await expect(async () => {
      const box = (await verdict.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(-1);
      expect(box.y + box.height).toBeLessThanOrEqual(SCREEN.height);
    }).toPass();
    // "Why, card by card": the winner's line is marked, not underlined like a link.
    const win = page.locator('.explorer .steps li.win');
    await expect(win).toHaveCount(1);
    expect(await win.evaluate((li) => getComputedStyle(li).textDecorationLine)).toBe('none');
    expect(await win.locator('a').count()).toBe(0);
  });
}

test('at default text on a phone the pack shows every suit, and a link with a bad part says so in one line under the trick', async ({ tab: page }) => {
  await openAt(page, `${PATH.en}?${LINKS[1]!.query}`, 100);
  const picker = page.getByRole('group', { name: enPicker['ex.picker'] });
  await expect(picker.getByRole('group', { name: enPicker['ex.picker.suits'] })).toBeHidden();
  await expect(picker.locator('button.pick:visible')).toHaveCount(48);
  await openAt(page, `${PATH.en}?${LINKS.at(-1)!.query}`, 100);
  const problems = page.locator('.explorer .problems');
  await expect(problems).toBeVisible();
  expect((await problems.boundingBox())!.y).toBeGreaterThan((await page.locator('.explorer .seats').boundingBox())!.y);
});

for (const lang of ['en', 'de'] as const) {
  test(`${lang}, 200 % text: building a trick, the first suit button is within the first two screens (issue 45 §3)`, async ({ tab: page }) => {
    await page.setViewportSize(SCREEN);
    await page.goto(PATH[lang]);
    await hydrated(page);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // the first tap: the deal's first chosen suit (the pack comes once the chosen suits are known)
    const first = (await page.locator('.explorer .suits button').first().boundingBox())!;
    const y = first.y + (await page.evaluate(() => scrollY));
    console.log(`${lang}, 200 % text: the first suit button ends at y = ${Math.round(y + first.height)} px`);
    expect(y + first.height).toBeLessThanOrEqual(2 * SCREEN.height);
    // the intro is still there, below the explorer
    await expect(page.locator('.trick-page > .intro')).toBeVisible();
  });
}

test('the quick reference is one tap from a shared trick, in both languages', async ({ tab: page }) => {
  for (const [lang, href] of [
    ['en', /\/reference\/$/],
    ['de', /\/de\/kurzregeln\/$/],
  ] as const) {
    await page.goto(`${PATH[lang]}?${LINKS[0]!.query}`);
    await hydrated(page);
    const link = page.locator('.explorer .ref a');
    await expect(link).toHaveAttribute('href', href);
    await link.click();
    await expect(page).toHaveURL(href);
  }
});
