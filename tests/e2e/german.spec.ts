import { expect, type Page } from '@playwright/test';
import { tabTest as test } from './tab.ts';
import { pageSpeaker } from '../../src/i18n/page.ts';
import { drawExam, EXAM_SIZE } from '../../src/features/course/exam.ts';
import { isRight } from '../../src/features/course/exercises.ts';
import { questionWords } from '../../src/features/course/questions.ts';
import { random } from '../../src/features/course/random.ts';
import { loadPool } from './pool.ts';
import { brokenWords, hydrated, shownText, spokenText } from './site.ts';

/** The German edition of the trick explorer: the same rules, its own words (known answers: eaton-2021 Case 1 and 2). */
async function open(page: Page, query = '', path = 'de/stich/') {
  await page.goto(`${path}${query}`);
  await hydrated(page);
}
const steps = (page: Page) => page.locator('.steps > li');

test('a shared link opens Case 1 in German, every reason in German, cards read aloud by their German names', async ({ tab: page }) => {
  await open(page, '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await shownText(page.locator('.summary'))).toEqual(['Die ♠3 von West macht den Stich für Ost–West.']);
  expect(await shownText(steps(page))).toEqual([
    'Süd: Die ♦4, eine Schietkarte, wird ausgespielt. Diese Karte hält den Stich, es sei denn, es kommt eine Ole, ein beliebiger gewählter Steker oder das Ass derselben Farbe.',
    'West: Die ♠3, der Drist (gewählte Drei), nimmt der ausgespielten Karte ♦4 den Stich ab: Eine Schietkarte gibt den Stich ab, sobald eine Ole, ein beliebiger gewählter Steker oder das Ass derselben Farbe kommt.',
    'Nord: Das ♦A, ein ungewähltes Ass, nimmt der ♠3 den Stich nicht ab: Eine ungewählte Karte sticht nur Karten ihrer eigenen Farbe.',
    'Ost: Die ♣8, eine Schietkarte, nimmt der ♠3 den Stich nicht ab: Eine Schietkarte sticht gar nichts, nicht einmal eine Karte der eigenen Farbe.',
  ]);
  expect((await spokenText(steps(page).nth(1)))[0]).toContain(
    'West: Die Pik-Drei, der Drist (gewählte Drei), nimmt der ausgespielten Karte Karo-Vier den Stich ab',
  );
});

/** Lays the cards by tapping them in the German card picker („Karo-Vier“ …), after choosing hearts and spades; the summary after each. */
async function layByHand(page: Page, cards: readonly string[], choose = true) {
  const de = pageSpeaker('de');
  if (choose) {
    await page.getByRole('button', { name: /Herz/ }).first().click();
    await page.getByRole('button', { name: /Pik/ }).first().click();
  }
  const picker = page.getByRole('group', { name: 'Kartenauswahl' });
  const sofar: string[] = [];
  for (const c of cards) {
    const rank = de.rankName(c[0] as Parameters<typeof de.rankName>[0]);
    const suit = de.suitName(c[1] as Parameters<typeof de.suitName>[0]);
    await picker.getByRole('button', { name: new RegExp(`^${suit}-${rank}\\b`) }).click();
    sofar.push((await shownText(page.locator('.summary')))[0]!);
  }
  return sofar;
}

test('Case 1 and Case 2 in German, laid card by card in the picker, with every reason', async ({ tab: page }) => {
  await open(page);
  expect(await layByHand(page, ['4D', '3S', 'AD', '8C'])).toEqual([
    'Bisher liegt die ♦4 von Süd vorn, für Nord–Süd.',
    'Bisher liegt die ♠3 von West vorn, für Ost–West.',
    'Bisher liegt die ♠3 von West vorn, für Ost–West.',
    'Die ♠3 von West macht den Stich für Ost–West.',
  ]);
  expect(await shownText(steps(page))).toEqual([
    'Süd: Die ♦4, eine Schietkarte, wird ausgespielt. Diese Karte hält den Stich, es sei denn, es kommt eine Ole, ein beliebiger gewählter Steker oder das Ass derselben Farbe.',
    'West: Die ♠3, der Drist (gewählte Drei), nimmt der ausgespielten Karte ♦4 den Stich ab: Eine Schietkarte gibt den Stich ab, sobald eine Ole, ein beliebiger gewählter Steker oder das Ass derselben Farbe kommt.',
    'Nord: Das ♦A, ein ungewähltes Ass, nimmt der ♠3 den Stich nicht ab: Eine ungewählte Karte sticht nur Karten ihrer eigenen Farbe.',
    'Ost: Die ♣8, eine Schietkarte, nimmt der ♠3 den Stich nicht ab: Eine Schietkarte sticht gar nichts, nicht einmal eine Karte der eigenen Farbe.',
  ]);
  await page.getByRole('button', { name: 'Stich leeren' }).click();
  expect(await layByHand(page, ['4D', '8C', 'AD', '3S'], false)).toEqual([
    'Bisher liegt die ♦4 von Süd vorn, für Nord–Süd.',
    'Bisher liegt die ♦4 von Süd vorn, für Nord–Süd.',
    'Bisher liegt das ♦A von Nord vorn, für Nord–Süd.',
    'Das ♦A von Nord macht den Stich für Nord–Süd.',
  ]);
  expect((await shownText(steps(page)))[3]).toBe(
    'Ost: Die ♠3, der Drist (gewählte Drei), nimmt dem ♦A den Stich nicht ab: Ein ungewähltes Ass gibt den Stich nur ab, wenn eine Ole oder ein gewählter Steker (Ass, Bube oder Sechs) kommt.',
  );
});

test('Case 2 in German: the Drist is too low for the unchosen Ace', async ({ tab: page }) => {
  await open(page, '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-8C-AD-3S');
  expect(await shownText(page.locator('.summary'))).toEqual(['Das ♦A von Nord macht den Stich für Nord–Süd.']);
  expect((await shownText(steps(page)))[3]).toBe(
    'Ost: Die ♠3, der Drist (gewählte Drei), nimmt dem ♦A den Stich nicht ab: Ein ungewähltes Ass gibt den Stich nur ab, wenn eine Ole oder ein gewählter Steker (Ass, Bube oder Sechs) kommt.',
  );
});

test('the same link shows the same trick in English and in German, at /de/stich/ and at the first address /de/trick/', async ({ tab: page }) => {
  const link = '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C';
  await page.goto(`trick/${link}`);
  await hydrated(page);
  const faces = () => page.locator('.seats .face').evaluateAll((els) => els.map((e) => e.getAttribute('data-c')));
  const english = await faces();
  // The language switch takes the trick along.
  await page.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/knuffeln/de/stich/' && url.search === link);
  await hydrated(page);
  expect(await faces()).toEqual(english);
  expect(await shownText(page.locator('.summary'))).toEqual(['Die ♠3 von West macht den Stich für Ost–West.']);
  await open(page, link, 'de/trick/');
  expect(await faces()).toEqual(english);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/knuffeln\/de\/stich\/$/);
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/knuffeln\/trick\/\?/);
});

test('German addresses in German words: the first ones still open their page, which names the new one (german.md L19)', async ({ tab: page }) => {
  for (const [old, now, heading] of [
    ['de/glossar/forehand/', 'de/glossar/vorhand/', 'Vorhand'],
    ['de/glossar/strike-the-flag/', 'de/glossar/die-flagge-streichen/', ''],
    ['de/glossar/redewendungen/', 'de/glossar/redensarten/', 'Redensarten'],
  ] as const) {
    for (const path of [now, old]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      if (heading) await expect(page.locator('h1')).toContainText(heading);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/knuffeln/${now}$`));
    }
  }
});

test('a malformed link gets its messages in German, and the page stays usable', async ({ tab: page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await open(page, '?v=bernhard1924&chosen=HS&cards=5D-TD-5D-%3Cimg%20src%3Dx%3E');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Dieser Link ließ sich nicht vollständig laden');
  await expect(alert).toContainText('gehört nicht zum Blatt dieser Spielweise, die ohne die Zehnen spielt');
  await expect(alert).toContainText('kommt zweimal vor');
  await expect(alert).toContainText('„<img“ ist kein Kartenkürzel');
  await expect(page.locator('main img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Schließen' }).click();
  await expect(alert).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a German lesson: German words, its exercises answered, and the way on to the next lesson', async ({ tab: page }) => {
  await page.goto('de/lernen/karten/olen/');
  await hydrated(page);
  await expect(page.locator('h1')).toHaveText('Das Blatt und die fünf Olen');
  await expect(page.locator('.crumbs')).toContainText('Abend 1');
  const next = page.locator('a.next-big');
  await expect(next).toHaveAttribute('href', /\/knuffeln\/de\/lernen\/karten\/steker\/$/);
  // A term's popover gives the German gloss and links to the German glossary.
  await page.locator('button[data-term]').first().click();
  await expect(page.locator('[popover]:popover-open a')).toHaveAttribute('href', /\/knuffeln\/de\/glossar\//);
  // An exercise, answered wrongly and then rightly, in German.
  const first = page.locator('#ex-dulle-any-deal fieldset');
  const pool = loadPool().filter((x) => x.lesson === 'cards/olen');
  const q = questionWords(pageSpeaker('de')).toQuestion(pool[0]!.exercise);
  await first
    .locator('.choices button')
    .nth(q.choices.findIndex((c) => !isRight(pool[0]!.exercise, c.value)))
    .click();
  await expect(first.locator('.wrong')).toContainText('Nicht ganz.');
  await first.getByRole('button', { name: 'Noch einmal versuchen' }).click();
  await first
    .locator('.choices button')
    .nth(q.choices.findIndex((c) => isRight(pool[0]!.exercise, c.value)))
    .click();
  await expect(first.locator('.right')).toContainText('Richtig.');
  const total = await page.locator('.exercise fieldset').count();
  await expect(page.locator('#lesson-check .count')).toHaveText(`1 von ${total} richtig, 0 davon auf Anhieb`);
  // The progress belongs to the lesson, not the language: the English page counts it too.
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/knuffeln\/learn\/cards\/olen\/$/);
  await hydrated(page);
  await expect(page.locator('#lesson-check .count')).toHaveText(`1 of ${total} right, 0 at the first try`);
});

test('the German glossary: sorted as German sorts, and its filter finds waal, dorchspill, Wagen and a card by its name', async ({ tab: page }) => {
  await page.goto('de/glossar/');
  const filter = page.getByLabel('Filter', { exact: true });
  for (const [query, id] of [
    ['waal', 'waeael'],
    ['dorchspill', 'doerchspill'],
    ['Wagen', 'waag'],
  ] as const) {
    await filter.fill(query);
    await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.locator('.count')).toHaveText(/^\d+ von \d+ Begriffen$/);
  }
  // A card's German name, with a hyphen or a space, puts the entry of that one card first among the matches.
  for (const [query, id] of [
    ['Herz-Zwei', '(twe|de-beste)'],
    ['Kreuz Vier', 'waag'],
    ['die Pik-Acht', 'dulle'],
  ] as const) {
    await filter.fill(query);
    await expect(page.locator('[data-glossary-matches] > .entry:not([hidden])').first()).toHaveAttribute('id', new RegExp(`^${id}$`));
  }
  await filter.fill('xqzv');
  await expect(page.locator('.count')).toContainText('Kein Begriff');
  await filter.fill('');
  const heads = await page.locator('dt a.head').allTextContents();
  expect(heads).toEqual([...heads].sort(new Intl.Collator('de', { sensitivity: 'base' }).compare));
});

test('the exam in German, passed, and the German diploma printed on one A4 landscape page', async ({ tab: page }, info) => {
  test.setTimeout(120_000);
  const { toQuestion } = questionWords(pageSpeaker('de'));
  const SEED = 20261123;
  const right = drawExam(loadPool(), random(SEED)).map((item) => {
    const q = toQuestion(item.exercise);
    return q.choices.findIndex((c) => isRight(item.exercise, c.value));
  });
  await page.goto(`de/lernen/pruefung/?seed=${SEED}`);
  await hydrated(page);
  await page.getByRole('button', { name: `Prüfung starten: ${EXAM_SIZE} Fragen` }).click();
  const choices = page.locator('fieldset.q .choices button');
  for (const [i, r] of right.entries()) {
    await expect(page.locator('#exam-h')).toHaveText(`Frage ${i + 1} von ${EXAM_SIZE}`);
    await choices.nth(r).click();
    await page
      .getByRole('button', { name: i < EXAM_SIZE - 1 ? 'Weiter' : 'Meine Antworten durchsehen', exact: true })
      .first()
      .click();
  }
  await page.getByRole('button', { name: 'Meine Prüfung auswerten' }).click();
  await expect(page.locator('#exam-h')).toHaveText(`Bestanden: ${EXAM_SIZE} von ${EXAM_SIZE} richtig (nötig waren 16).`);
  await page.getByRole('link', { name: 'Hol dir dein Übungsdiplom' }).click();
  await expect(page).toHaveURL(/\/knuffeln\/de\/lernen\/diplom\/$/);
  await hydrated(page);
  await page.getByLabel('Dein Name').fill('Hanna Jensen');
  const diploma = page.getByLabel('Übungsdiplom');
  await expect(diploma).toContainText('Hanna Jensen');
  await expect(diploma).toContainText(/Bestes Ergebnis: 20 von 20, bestanden am \d{1,2}\. \p{L}+ \d{4}\./u);
  await expect(diploma).toContainText('nicht das Diplom des Knüffeln-Kurses in Bohmstedt');

  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await info.attach('diplom.pdf', { body: pdf, contentType: 'application/pdf' });
  const text = pdf.toString('latin1');
  expect(text.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text)!;
  expect([Math.round(Number(box[1])), Math.round(Number(box[2]))]).toEqual([842, 595]);
});

test('German words stay whole on a phone: the family comparison, the explorer’s table and its cards', async ({ tab: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('de/familie/');
  expect(await brokenWords(page.locator('table th'))).toEqual([]);
  await open(page, '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D');
  expect(await brokenWords(page.locator('.seats, .summary, .reason'))).toEqual([]);
  // A card face's name is drawn from data-n: it breaks only between words or at a soft hyphen (Fri-korten-steker).
  const faces = await page.locator('.picker .face[data-n]').evaluateAll((els) =>
    els.map((el) => {
      const before = getComputedStyle(el, '::before');
      return { name: el.getAttribute('data-n'), wrap: before.overflowWrap };
    }),
  );
  expect(faces.length).toBeGreaterThan(40);
  expect(faces.filter((f) => f.wrap === 'anywhere')).toEqual([]);
});
