import { expect, type Page } from '@playwright/test';
import { tabTest as test } from './tab.ts';
import { familyText } from '../../src/i18n/family-text.ts';
import { pageSpeaker } from '../../src/i18n/page.ts';
import { plain, SUIT_SYMBOL } from '../../src/i18n/speaker.ts';
import { winningNext } from '../../src/lib/family-deal.ts';
import { expectNoAxeViolations, hydrated } from './site.ts';
import {
  BANNERS,
  BEASTS,
  familyContextOf,
  FAMILY,
  FAMILY_IDS,
  isBeast,
  rankOf,
  resolveTrick,
  SUITS,
  type CardCode,
  type FamilyCard,
  type FamilyContext,
  type FamilyId,
  type Suit,
} from '../../src/rules/index.ts';

const byPack = (words: ReturnType<typeof familyText>, ctx: FamilyContext) => (a: string, b: string) =>
  ctx.game.pack.findIndex((c) => words.cardName(c) === a) - ctx.game.pack.findIndex((c) => words.cardName(c) === b);

/** The family section as a reader meets it: a page per game, their tricks drawn by the rules module, and the comparison. */
test('the family page compares the four games and links each game page', async ({ tab: page }) => {
  await page.goto('family/');
  await expect(page.locator('h1')).toHaveText('The Karnöffel family');
  const table = page.getByRole('table', { name: 'Knüffeln and the older games of its family' });
  // A column per game of the registry, Knüffeln first.
  await expect(table.getByRole('columnheader')).toHaveText(['Game', 'Knüffeln', ...FAMILY_IDS.map(nameOf)]);
  // The pack sizes come from the rules module; the known answers of the sources: 48, 48, 36 with three of them the beasts
  // (ruling karniffel-pack), 40.
  const PACKS: Partial<Record<'knueffeln' | FamilyId, string>> = {
    knueffeln: '48 cards',
    karnoeffel: '48 cards',
    karniffel: '36 cards, 3 of them beasts',
    kaiserspiel: '40 cards',
  };
  const packs = await table.getByRole('row', { name: /^Pack/ }).getByRole('cell').allInnerTexts();
  const columns = ['knueffeln', ...FAMILY_IDS] as const;
  expect(packs).toHaveLength(columns.length);
  columns.forEach((game, i) => PACKS[game] !== undefined && expect(packs[i], game).toBe(PACKS[game]));
  for (const game of FAMILY_IDS) {
    await page.goto('family/');
    await page
      .getByRole('list')
      .getByRole('link', { name: nameOf(game) })
      .click();
    await expect(page).toHaveURL(new RegExp(`family/${game}/$`));
    await expect(page.locator('h1')).toHaveText(nameOf(game));
    // Every demonstration states a verdict, and the page lists the rulings it follows.
    await expect(page.locator('.family-trick .verdict').first()).toBeVisible();
    await expect(page.locator('#our-rulings + ul li').first()).toBeVisible();
  }
});
/** A game's name, from the catalog (names.ts: the same in every edition). */
const nameOf = (game: FamilyId): string => pageSpeaker('en').text(`variant.${game}`);

test("Kaiserspiel: the source's own example, read card by card as the engine decides it", async ({ tab: page }) => {
  await page.goto('family/kaiserspiel/');
  const demo = page
    .locator('.family-trick')
    .filter({ hasText: 'Ober of Flowers' })
    .filter({ has: page.locator('.laid li:nth-child(4)') })
    .first();
  await expect(demo.locator('.verdict')).toHaveText('Six of Shields takes the trick.');
  const r = resolveTrick({ variant: 'kaiserspiel', chosen: ['S'], cards: ['QH', '3S', 'KH', '6S'] });
  if (!r.ok) throw new Error(r.error.code);
  const words = familyText(pageSpeaker('en'), FAMILY.kaiserspiel);
  await expect(demo.locator('.steps > li')).toHaveText(r.value.steps.map((_, i) => plain(words.stepText(r.value, i))));
  await expect(demo.locator('.steps > li').nth(2)).toContainText('the trump holding the trick cannot beat it');
});

test('an exercise keeps its answer behind a fold until asked, and the answer is what the engine says', async ({ tab: page }) => {
  await page.goto('family/karnoeffel/');
  const exercise = page
    .locator('.family-trick')
    .filter({ has: page.locator('.answer') })
    .first();
  const answer = exercise.locator('.answer');
  await expect(answer.locator('.answers')).toBeHidden();
  await answer.locator('summary').click();
  await expect(answer.locator('.answers li').first()).toBeVisible();
  // The first exercise lays JD 5H 4H with hearts chosen: every card offered takes the trick when played next.
  const ctx = familyContextOf('karnoeffel', ['H']);
  const words = familyText(pageSpeaker('en'), ctx.game);
  const names = winningNext(ctx, ['JD', '5H', '4H']).map((c) => words.cardName(c));
  expect(names).toEqual(
    ['Queen of diamonds', 'King of diamonds', 'Two of hearts', 'Six of hearts', 'Jack of hearts', 'Three of hearts'].sort(byPack(words, ctx)),
  );
  const shown = (await answer.locator('.answers .sr-only').allTextContents()).map((t) => t.split(',')[0]!.trim());
  expect(shown).toEqual(names);
});

test('the German family pages speak German, with the packs’ own suit names', async ({ tab: page }) => {
  await page.goto('de/familie/kaiserspiel/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const ctx = familyContextOf('kaiserspiel', ['S'], ['TD', 'TH', 'TS', 'TC']);
  const words = familyText(pageSpeaker('de'), ctx.game);
  await expect(page.locator('.family-trick .verdict').first()).toContainText('macht den Stich');
  await expect(page.locator('.family-cards')).toContainText(words.cardName('TD'));
  await page.goto('de/familie/');
  await expect(page.getByRole('table').getByRole('columnheader').first()).toHaveText('Spiel');
});

/**
 * A German or Swiss pack drawn with the French symbols says so before its first card: which symbol stands for which
 * of the pack's suits, and what the corner letters mean, in the pack's own words (the catalog's, never restated here).
 * Karniffel's beasts carry their names on their faces, three different names, not a letter or a bare "beast".
 */
for (const lang of ['en', 'de'] as const) {
  for (const game of FAMILY_IDS) {
    test(`${lang} ${game}: a key to the pack's symbols comes before its first card`, async ({ tab: page }) => {
      await page.goto(lang === 'en' ? `family/${game}/` : `de/familie/${game}/`);
      const words = familyText(pageSpeaker(lang), FAMILY[game]);
      const legend = page.locator('main .pack-legend');
      if (FAMILY[game].style === 'french') {
        await expect(legend).toHaveCount(0);
        return;
      }
      await expect(legend).toHaveCount(1);
      await expect(legend.locator('.legend-suits li')).toHaveText(SUITS.map((s) => `${SUIT_SYMBOL[s]} ${words.suitName(s)}`));
      // Every letter printed in a corner of this pack, and nothing else: Ober and Unter (Under), and the Swiss Banner.
      const letters = [...new Set(FAMILY[game].pack.filter((c) => !isBeast(c)).map((c) => rankOf(c)))]
        .map((r) => ({ r, short: words.cardShort(`${r}C`).slice(1) }))
        .filter(({ short }) => !/\d/.test(short));
      expect(letters.map(({ r }) => r)).toEqual(FAMILY[game].style === 'swiss' ? ['K', 'Q', 'J', 'T'] : ['K', 'Q', 'J']);
      await expect(legend.locator('.legend-ranks li')).toHaveText(letters.map(({ r, short }) => `${short} ${words.rankName(r)}`));
      // Before the first card the reader meets (the special cards, then the tricks).
      const first = await legend.evaluate((l) => {
        const card = [...document.querySelectorAll('main .pc')].find((c) => !l.contains(c));
        return card ? Boolean(l.compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING) : false;
      });
      expect(first, 'the key comes before the first card').toBe(true);
      if (game === 'karniffel') {
        const ctx = familyContextOf(game, ['S', 'D']);
        const names = BEASTS.map((b) => words.label(ctx.facts.get(b)!.role));
        expect(new Set(names).size).toBe(3);
        for (const n of names) expect(n.length).toBeGreaterThan(2);
        await expect(page.locator('.family-cards .pc.beast')).toHaveCount(3);
        expect(await page.locator('.family-cards .pc.beast').evaluateAll((cs) => cs.map((c) => c.getAttribute('data-n')))).toEqual(names);
        // Said once to a screen reader: the beast's name is its card name.
        await expect(page.locator('.family-cards .pc.beast .sr-only').first()).toHaveText(words.cardName('X1'));
      }
    });
  }
}

/** Lays a trick of a family game by hand in the explorer: the game, its chosen suit(s), Kaisers, then the cards in order. */
async function layFamily(page: Page, game: FamilyId, chosen: readonly Suit[], cards: readonly FamilyCard[], undeclared: readonly CardCode[] = []) {
  const ctx = familyContextOf(
    game,
    chosen,
    BANNERS.filter((b) => !undeclared.includes(b)),
  );
  const words = familyText(pageSpeaker('en'), ctx.game);
  await page.getByRole('radio', { name: nameOf(game) }).check();
  for (const b of undeclared) await page.getByRole('checkbox', { name: words.cardName(b) }).uncheck();
  for (const s of chosen)
    await page
      .locator('.suits')
      .getByRole('button', { name: new RegExp(words.suitName(s)) })
      .click();
  const picker = page.getByRole('group', { name: 'Card picker' });
  for (const c of cards) await picker.getByRole('button', { name: new RegExp(`^${words.cardName(c)}(,|$)`) }).click();
  return { ctx, words };
}

/** One trick per game, laid by hand; the verdict must be the engine's, and the link must bring it back. */
const HAND: { game: FamilyId; chosen: Suit[]; cards: FamilyCard[]; undeclared?: CardCode[]; source: string }[] = [
  { game: 'karnoeffel', chosen: ['H'], cards: ['9S', '3H', 'KS', '6H'], source: 'ruling stecher-reach: the Oberstecher cannot reach a King; the Pope can' },
  { game: 'karniffel', chosen: ['S', 'D'], cards: ['8D', 'QS', 'X3', 'QD'], source: 'karniffel, Playing: a beast takes a led free card' },
  {
    game: 'kaiserspiel',
    chosen: ['S'],
    cards: ['TC', 'QH', '4S', 'KH'],
    undeclared: ['TC'],
    source: 'ruling dead-banner-led: the undeclared Wydli leads nothing',
  },
];
for (const row of HAND) {
  test(`${row.game}: a trick laid by hand is resolved by the engine, shared as a link and reloaded (${row.source})`, async ({ tab: page }) => {
    // A word the island lacks is logged, never shown: the family's own words come with its rules.
    const missing: string[] = [];
    page.on('console', (m) => m.type() === 'error' && missing.push(m.text()));
    await page.goto('trick/');
    await hydrated(page);
    const { ctx, words } = await layFamily(page, row.game, row.chosen, row.cards, row.undeclared);
    const r = resolveTrick({ variant: row.game, chosen: row.chosen, cards: row.cards, ...(row.game === 'kaiserspiel' ? { kaisers: ctx.kaisers } : {}) });
    if (!r.ok) throw new Error(r.error.code);
    const steps = r.value.steps.map((_, i) => plain(words.stepText(r.value, i)));
    await expect(page.locator('.steps > li')).toHaveText(steps.map((s) => new RegExp(`: ${escape(s)}$`)));
    await expect(page.locator('.summary')).toContainText(words.cardName(row.cards[r.value.winner]!));
    // The address holds the whole trick: the game, its chosen suit(s), the Kaisers and the cards.
    const url = new URL(page.url());
    expect(url.searchParams.get('v')).toBe(row.game);
    expect(url.searchParams.get('chosen')).toBe(row.chosen.join(''));
    expect(url.searchParams.get('cards')).toBe(row.cards.join('-'));
    if (row.game === 'kaiserspiel') expect(url.searchParams.get('kaisers')).toBe(ctx.kaisers.join('-'));
    await page.reload();
    await hydrated(page);
    await expect(page.locator('.steps > li')).toHaveText(steps.map((s) => new RegExp(`: ${escape(s)}$`)));
    expect(missing).toEqual([]);
  });
}
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('a malformed family link gets plain messages, and what is good in it still loads', async ({ tab: page }) => {
  await page.goto('trick/?v=karnoeffel&chosen=HS&players=6&cards=AC-2C-X1');
  await hydrated(page);
  const problems = page.getByRole('alert');
  await expect(problems).toContainText('its chosen suit “HS” is not one suit from C, S, H and D');
  await expect(problems).toContainText('Ace of clubs is not a card of Karnöffel, so it was left out.');
  await expect(problems).toContainText('X1 is not a card of Karnöffel, so it was left out.');
  await expect(problems).toContainText('this variant is played by four only');
  // The rest loads: Karnöffel, the Two of clubs laid; the reader picks the chosen suit and the verdict follows.
  await expect(page.locator('.summary')).toHaveText('Pick the chosen suit to see who takes the trick.');
  await page
    .locator('.suits')
    .getByRole('button', { name: /hearts/i })
    .click();
  await expect(page.locator('.steps > li')).toHaveCount(1);
  await expect(page.locator('.steps > li').first()).toContainText('Two of clubs, a plain card, leads.');
});

test('the family rules are loaded only when a family game is chosen', async ({ tab: page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto('trick/?v=bohmstedt&chosen=HS&cards=4D-3S');
  await hydrated(page);
  await expect(page.locator('.steps > li')).toHaveCount(2);
  expect(loaded.filter((u) => /family/.test(u))).toEqual([]);
  await page.goto('trick/?v=karnoeffel&chosen=H&cards=JH');
  await hydrated(page);
  await expect(page.locator('.steps > li')).toHaveCount(1);
  expect(loaded.some((u) => /family-kit/.test(u))).toBe(true);
});

test('when a family game’s rules cannot be fetched, the page says so, keeps the link, and Knüffeln still works', async ({ tab: page }) => {
  await page.route(/family-kit/, (r) => r.abort());
  const link = 'trick/?v=kaiserspiel&chosen=S&players=4&lead=S&cards=QH-3S';
  await page.goto(link);
  await hydrated(page);
  await expect(page.locator('.summary')).toHaveText('The rules of Kaiserspiel could not be loaded: check the connection, then reload the page.');
  expect(page.url()).toContain('cards=QH-3S');
  // The deal stays open (its suits unknown): the reader switches to a Knüffeln table.
  await page.getByRole('radio', { name: 'Bohmstedt' }).check();
  await page
    .getByRole('button', { name: /hearts/i })
    .first()
    .click();
  await page
    .getByRole('button', { name: /spades/i })
    .first()
    .click();
  await page.getByRole('button', { name: /^Four of diamonds/ }).click();
  await expect(page.locator('.summary')).toContainText('♦4');
});

test('the explorer in a family game passes axe and does not scroll sideways at 320 px with 200% text, dark mode too', async ({ tab: page }) => {
  await page.setViewportSize({ width: 320, height: 900 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('trick/?v=kaiserspiel&chosen=S&kaisers=TD-TH&players=6&lead=1&cards=QH-3S-KH-6S-TC');
  await hydrated(page);
  await expect(page.locator('.steps > li')).toHaveCount(5);
  // The deal open (the Kaisers, six seats) and the pack unfolded, as a reader would have them.
  await page.locator('.setup > summary').click();
  await expectNoAxeViolations(page);
  await page.goto('trick/?v=karniffel&chosen=SD&players=6&cards=8D-QS-X3');
  await hydrated(page);
  await expect(page.locator('.steps > li')).toHaveCount(3);
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'));
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page);
});
