import { expect, test } from '@playwright/test';
import { familyText } from '../../src/i18n/family-text.ts';
import { pageSpeaker } from '../../src/i18n/page.ts';
import { plain } from '../../src/i18n/speaker.ts';
import { winningNext } from '../../src/lib/family-deal.ts';
import { familyContextOf, FAMILY, resolveTrick, type FamilyContext } from '../../src/rules/index.ts';

const byPack = (words: ReturnType<typeof familyText>, ctx: FamilyContext) => (a: string, b: string) =>
  ctx.game.pack.findIndex((c) => words.cardName(c) === a) - ctx.game.pack.findIndex((c) => words.cardName(c) === b);

/** The family section as a reader meets it: a page per game, their tricks drawn by the rules module, and the comparison. */
test('the family page compares the four games and links each game page', async ({ page }) => {
  await page.goto('family/');
  await expect(page.locator('h1')).toHaveText('The Karnöffel family');
  const table = page.getByRole('table', { name: 'Knüffeln and the older games of its family' });
  await expect(table.getByRole('columnheader')).toHaveText(['Game', 'Knüffeln', 'Karnöffel', 'Karniffel', 'Kaiserspiel']);
  // The pack sizes come from the rules module: 48, 48, 36 and three beasts, 40.
  await expect(table.getByRole('row', { name: /^Pack/ }).getByRole('cell')).toHaveText(['48 cards', '48 cards', '36 cards and 3 beasts', '40 cards']);
  for (const game of ['karnoeffel', 'karniffel', 'kaiserspiel']) {
    await page.goto('family/');
    await page.getByRole('list').getByRole('link', { name: FAMILY_NAMES[game]! }).click();
    await expect(page).toHaveURL(new RegExp(`family/${game}/$`));
    await expect(page.locator('h1')).toHaveText(FAMILY_NAMES[game]!);
    // Every demonstration states a verdict, and the page lists the rulings it follows.
    await expect(page.locator('.family-trick .verdict').first()).toBeVisible();
    await expect(page.locator('#our-rulings + ul li').first()).toBeVisible();
  }
});
const FAMILY_NAMES: Record<string, string> = { karnoeffel: 'Karnöffel', karniffel: 'Karniffel', kaiserspiel: 'Kaiserspiel' };

test("Kaiserspiel: the source's own example, read card by card as the engine decides it", async ({ page }) => {
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

test('an exercise keeps its answer behind a fold until asked, and the answer is what the engine says', async ({ page }) => {
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

test('the German family pages speak German, with the packs’ own suit names', async ({ page }) => {
  await page.goto('de/familie/kaiserspiel/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const ctx = familyContextOf('kaiserspiel', ['S'], ['TD', 'TH', 'TS', 'TC']);
  const words = familyText(pageSpeaker('de'), ctx.game);
  await expect(page.locator('.family-trick .verdict').first()).toContainText('macht den Stich');
  await expect(page.locator('.family-cards')).toContainText(words.cardName('TD'));
  await page.goto('de/familie/');
  await expect(page.getByRole('table').getByRole('columnheader').first()).toHaveText('Spiel');
});
