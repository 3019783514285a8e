import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated, textAt } from './site.ts';

// The coach (issue 27 §2): the hint marks one card in the hand and says why in a sentence or two, the numbers one tap
// away; after the deal the look back names the costly moves, or says that none were. In both languages, at 360 px.
const WORDS = {
  en: {
    path: 'play/',
    settings: 'Table settings',
    fast: 'Bots play at once (no pause)',
    hint: 'Hint',
    numbers: 'The coach’s numbers',
    next: 'Deal the next hand',
    answers: /^(Take |Keep my cards|See|Take the Jann|Say nothing)/,
    lookBack: /Looking back, (none of your moves cost your side much|the moves that cost your side the most)/,
    line: /^(Trick \d: .+ was (clearly )?worse than .+: it cost your side about .+|(Seeing the turn|Running|Going on for the march|Taking the Jann|Taking the .+ for your .+|Keeping your .+) was (clearly )?worse than .+)$/,
    swap: /^(Take the ♠4.* for your ♠10.*: .+|Keep your ♠10.*: .+|Taking the ♠4.* and keeping your ♠10.* come out about the same: .+)$/,
    money: /\d+(\.\d)? cents?|€\d/,
  },
  de: {
    path: 'de/spielen/',
    settings: 'Einstellungen am Tisch',
    fast: 'Die Bots spielen sofort (ohne Pause)',
    hint: 'Tipp',
    numbers: 'Die Zahlen des Trainers',
    next: 'Das nächste Spiel geben',
    answers: /( nehmen$|^Meine Karten behalten|^Sehen|^Jann nehmen|^Nichts sagen)/,
    lookBack: /Im Rückblick (kostete keiner deiner Züge|kosteten diese Züge)/,
    line: /^(Stich \d: .+ war (deutlich )?schlechter.+ kostete eure Partei im Schnitt etwa .+|(Das Sehen|Das Davonlaufen|Das Weiterspielen|Den Jann zu nehmen) .+|.+ zu (nehmen|behalten) war (deutlich )?schlechter.+)$/,
    swap: /^(Nimm die ♠4.* für die ♠10.*: .+|Behalte die ♠10.*: .+|Ob du die ♠4.* nimmst oder die ♠10.* behältst, kommt etwa auf dasselbe hinaus: .+)$/,
    money: /\d+(,\d)? Cent|\d+(,\d\d)? €/,
  },
} as const;
type Lang = keyof typeof WORDS;

async function open(page: Page, lang: Lang, seed: string) {
  const w = WORDS[lang];
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto(`${w.path}?seed=${seed}`);
  await hydrated(page);
  await page.getByText(w.settings).click();
  await page.getByLabel(w.fast).check();
  await page.getByText(w.settings).click();
}

/** Answers what the table asks (the first answer) until a card is to be laid, or the deal is over. */
async function toCard(page: Page, lang: Lang) {
  const w = WORDS[lang];
  const hand = page.locator('.hand button[aria-disabled="false"]');
  const ask = page.locator('.decision button').filter({ hasText: w.answers });
  const next = page.getByRole('button', { name: w.next });
  for (let i = 0; i < 40; i++) {
    await expect(hand.first().or(ask.first()).or(next)).toBeVisible({ timeout: 20_000 });
    if ((await next.isVisible()) || !(await ask.first().isVisible())) return;
    await ask.first().click();
  }
}

for (const lang of ['en', 'de'] as const) {
  test(`${lang}: at 360 px a hint marks exactly one card and says why in a sentence or two, the numbers folded; the look back follows the deal`, async ({
    page,
  }) => {
    const w = WORDS[lang];
    await open(page, lang, 'coach-1');
    await toCard(page, lang);
    await page.getByRole('button', { name: w.hint, exact: true }).click();
    const says = page.locator('.hint-says');
    await expect(says).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.hand button.hinted')).toHaveCount(1);
    await expect(page.locator('.hand .hint-mark')).toHaveCount(1);
    const text = (await says.innerText()).trim();
    const sentences = text.split(/(?<=[.!?])\s+(?=\S)/);
    expect(sentences.length, text).toBeGreaterThanOrEqual(1);
    expect(sentences.length, text).toBeLessThanOrEqual(2);
    // The numbers: one tap away, in the reader's format, a line for each card.
    const fold = page.locator('details.hint-numbers');
    await expect(fold).not.toHaveAttribute('open');
    await fold.locator('summary').click();
    // (and, leading where a turn is open, a line each for turning and for playing face up)
    const cards = await page.locator('.hand button').count();
    await expect(fold.locator('li').first()).toBeVisible();
    expect([cards, cards + 2]).toContain(await fold.locator('li').count());
    await expect(fold.locator('li').first()).toContainText(w.money);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: 'light' });
    console.log(`hint (${lang}): ${text}`);

    // The deal played out (the first card each time): the look back names the costly moves, or says none were.
    const next = page.getByRole('button', { name: w.next });
    for (let moves = 0; moves < 40 && !(await next.isVisible()); moves++) {
      await toCard(page, lang);
      if (await next.isVisible()) break;
      await page.locator('.hand button[aria-disabled="false"]').first().click();
    }
    await expect(page.locator('.decision')).toContainText(w.lookBack, { timeout: 30_000 });
    for (const p of await page.locator('.decision .review li').all()) {
      await expect(p).toHaveText(w.line);
      await expect(p).toContainText(w.money);
    }
    console.log(`look back (${lang}): ${(await page.locator('.decision').innerText()).replace(/\s+/g, ' ')}`);
    await expectNoAxeViolations(page);
  });
}

test('at 200 % text on a phone the hint’s first screen stays tidy: the sentence wraps within the page, the numbers stay folded', async ({ page }) => {
  await open(page, 'en', 'coach-2');
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await toCard(page, 'en');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.locator('.hint-says')).toBeVisible({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await expect(page.locator('details.hint-numbers li')).toHaveCount(0);
  await expect(page.locator('.hand button.hinted')).toHaveCount(1);
  // The sentence rises from the row just above the hand that holds the marked card, over the table: never below the
  // row, never above the table's top (issue 44: the hand keeps its place).
  const at = await page.evaluate(() => {
    const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
    return { says: box('.hint-says'), row: box('.play .ask'), table: box('.play .table') };
  });
  expect(at.says.bottom).toBeLessThanOrEqual(at.row.top + 1);
  expect(at.says.top).toBeGreaterThanOrEqual(at.table.top - 1);
});

// bots.md finding 7: the exchange offered to the learner has the coach's hint too (seed swap-1: South is offered the
// ♠4 for the chosen ♠10 at once), weighed over trial deals, in a sentence or two, over the table.
for (const lang of ['en', 'de'] as const) {
  test(`${lang}: at an exchange offered, the hint says whether to take the card or keep the hand`, async ({ page }) => {
    const w = WORDS[lang];
    // (no settings opened first: the exchange is the table's first question, and the page keeps its own scroll)
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${w.path}?seed=swap-1`);
    await hydrated(page);
    await expect(page.locator('.decision button').filter({ hasText: w.answers }).first()).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: w.hint, exact: true }).click();
    const says = page.locator('.hint-says');
    await expect(says).toBeVisible({ timeout: 20_000 });
    const text = (await says.innerText()).replace(/\s+/g, ' ').trim();
    expect(text).toMatch(w.swap);
    expect(text.split(/(?<=[.!?])\s+(?=\S)/).length, text).toBeLessThanOrEqual(2);
    // A screen reader hears them too, from the table's log.
    await expect(page.locator('.play [role="log"]')).toContainText(lang === 'en' ? /(Take|Keep|Taking) / : /(Nimm|Behalte|Ob du) /);
    // The coach's words and the question's answers on the first screen, with the whole hand.
    for (const part of [says, page.locator('.decision button').last(), page.locator('.hand')]) await expect(part).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page);
    console.log(`exchange hint (${lang}): ${text}`);
  });
}

test('at 200 % text, the exchange hint comes under the question’s answers: both answers and the advice on the first screen', async ({ page }) => {
  await textAt(page, 200);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('play/?seed=swap-1');
  await hydrated(page);
  const answers = page.locator('.decision button');
  await expect(answers.first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  await expect(page.locator('.hint-says')).toBeVisible({ timeout: 20_000 });
  for (const part of [answers.first(), answers.last()]) await expect(part).toBeInViewport({ ratio: 1 });
  // The panel may scroll within itself past the advice (the numbers), never before it.
  await expect(page.locator('.hint-says')).toBeInViewport({ ratio: 0.5 });
});
