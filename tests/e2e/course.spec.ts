import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { questionWords } from '../../src/features/course/questions.ts';
import { pageSpeaker } from '../../src/i18n/page.ts';
import { loadPool } from './pool.ts';
import { hydrated, shownText } from './site.ts';

const { toQuestion } = questionWords(pageSpeaker('en'));

const course = JSON.parse(readFileSync('content/lessons/course.json', 'utf8')) as { id: string; number: number; pages: string[] }[];
const lessonOrder = course.flatMap((e) => e.pages.map((p) => `${e.id}/${p}`));

function rightIndex(lesson: string, n: number) {
  const ex = loadPool().filter((x) => x.lesson === lesson)[n]!.exercise;
  const q = toQuestion(ex);
  return { right: q.choices.findIndex((c) => q.right(c.value)), wrong: q.choices.findIndex((c) => !q.right(c.value)) };
}

test('walk the whole course in order, evening by evening, with the Next link', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('learn/');
  await expect(page.locator('.evenings > li')).toHaveCount(5);
  await page.locator('.evenings a').first().click();
  for (const [i, id] of lessonOrder.entries()) {
    await expect(page).toHaveURL(new RegExp(`/learn/${id}/$`));
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('.goals summary')).toBeVisible();
    await expect(page.locator('.goals li').first()).toBeAttached();
    await expect(page.locator('.sources .cite').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Check yourself' })).toBeAttached();
    const evening = course.find((e) => id.startsWith(`${e.id}/`))!;
    const where = page.getByRole('navigation', { name: 'Where you are in the course' });
    await expect(where.getByRole('link', { name: new RegExp(`^Evening ${evening.number}: `) })).toBeVisible();
    await expect(where).toContainText(`Page ${evening.pages.indexOf(id.split('/')[1]!) + 1} of ${evening.pages.length}`);
    if (i < lessonOrder.length - 1) await page.locator('a[rel=next]').click();
  }
  await expect(page.getByRole('link', { name: 'Back to the course' })).toBeVisible();
});

test('answer exercises, wrongly then rightly, see why, and keep the progress after a reload', async ({ page }) => {
  await page.goto('learn/cards/olen/');
  await hydrated(page);
  const first = page.locator('#ex-dulle-any-deal fieldset');
  const { right, wrong } = rightIndex('cards/olen', 0);
  await first.locator('.choices button').nth(wrong).click();
  await expect(first.locator('.wrong')).toContainText('Not quite.');
  expect((await shownText(first.locator('.wrong')))[0]!.length).toBeGreaterThan(20);
  await first.getByRole('button', { name: 'Try again' }).click();
  await first.locator('.choices button').nth(right).click();
  await expect(first.locator('.right')).toContainText('Right.');
  const total = await page.locator('.exercise fieldset').count();
  const score = page.locator('#lesson-check .count');
  await expect(score).toHaveText(`1 of ${total} right, 0 at the first try`);
  await expect(page.locator('#lesson-check li.ok')).toHaveCount(1);
  await expect(page.locator('#lesson-check li.ok')).toContainText('done');

  await page.reload();
  await hydrated(page);
  await expect(score).toHaveText(`1 of ${total} right, 0 at the first try`);
  await expect(first).toHaveClass(/done/);

  await page.goto('learn/');
  await hydrated(page);
  const row = page.locator('.progress li').first();
  await expect(row).toContainText('Evening 1: 1 of');
  await row.getByRole('button', { name: 'Reset this evening' }).click();
  const ask = page.getByRole('dialog');
  await expect(ask).toContainText('Reset Evening 1? Its one right answer on this device goes.');
  await ask.getByRole('button', { name: 'Yes, reset' }).click();
  await expect(row).toContainText('Evening 1: 0 of');
});

test('damaged stored progress is dropped with a kind word, and the page still works', async ({ page }) => {
  await page.goto('learn/');
  await page.evaluate(() => localStorage.setItem('knueffeln.progress', '{"version":2,"answers":{"cards/olen":[1]}'));
  await page.goto('learn/cards/olen/');
  await hydrated(page);
  await expect(page.getByText('Your saved progress on this device could not be read, so it starts afresh.')).toBeVisible();
  const { right } = rightIndex('cards/olen', 0);
  await page.locator('#ex-dulle-any-deal .choices button').nth(right).click();
  await expect(page.locator('#lesson-check .count')).toContainText('1 of');
});

test('a damaged part of stored progress is left out, and the rest is kept (the beaters page still counts as done)', async ({ page }) => {
  await page.goto('learn/');
  const beaters = Object.fromEntries(
    loadPool()
      .filter((x) => x.lesson === 'cards/beaters')
      .map((x) => [x.exercise.id, 'first']),
  );
  const stored = { version: 2, answers: { 'cards/olen': [1], 'cards/beaters': beaters }, review: 'x', exam: null };
  await page.evaluate((v) => localStorage.setItem('knueffeln.progress', v), JSON.stringify(stored));
  await page.goto('learn/cards/beaters/');
  await hydrated(page);
  await expect(page.getByText('Part of your saved progress on this device was damaged and has been left out; the rest is kept.')).toBeVisible();
  const n = Object.keys(beaters).length;
  await expect(page.locator('#lesson-check .count')).toHaveText(`${n} of ${n} right, ${n} at the first try`);
});

// The exam and the diploma: exam.spec.ts.

test('the quick reference prints on one A4 page', async ({ page }) => {
  await page.goto('reference/');
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true });
  expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
});

test('drills make endless questions and explain each answer', async ({ page }) => {
  await page.goto('learn/tricks/order-matters/');
  await hydrated(page);
  const drill = page.getByRole('region', { name: 'Drill: who takes this trick?' });
  await drill.scrollIntoViewIfNeeded();
  for (let i = 0; i < 3; i++) {
    await drill.locator('.choices button').first().click();
    await expect(drill.locator('.right, .wrong')).toBeVisible();
    await drill.getByRole('button', { name: 'Next question' }).click();
  }
  await expect(drill.locator('.meta')).toContainText('of 3');
});

test('the stakes calculator reproduces the worked figures of eaton-2021', async ({ page }) => {
  await page.goto('learn/stakes/paying/');
  await hydrated(page);
  const calc = page.locator('.calc');
  await calc.scrollIntoViewIfNeeded();
  const result = calc.locator('.result');
  await calc.getByLabel('Jann (first five)').check();
  await calc.getByLabel(/Accepted turns/).fill('2');
  await expect(result).toHaveText('Each loser pays €1.20 to a winner (2 payments): €1 for the Jann + 20 cents for 2 accepted turns.');
  await calc.getByLabel('five tricks').check();
  await calc.getByLabel(/Accepted turns/).fill('9');
  await expect(result).toContainText('Each loser pays €1');
  await calc.getByLabel('ran from a turn', { exact: true }).check();
  await calc.getByLabel(/Accepted turns/).fill('1');
  await expect(result).toContainText('The side that ran pays 20 cents');
  // Each loser pays one winner: the calculator says so, and that it is our ruling.
  await expect(calc.locator('.ruling')).toContainText('Each loser pays one winner');
  await expect(calc.locator('.ruling a')).toHaveAttribute('href', /sources\/#one-payee$/);
  await calc.getByLabel('ran from a turn during a march').check();
  await calc.getByLabel(/Accepted turns/).fill('2');
  await expect(result).toContainText('The side that went for the march pays €3.20');
  await calc.getByLabel('Hattstedt').check();
  await expect(calc.getByLabel('ran from a turn', { exact: true })).toHaveCount(0);
  await calc.getByLabel('march (all nine)').check();
  await expect(result).toContainText('four times the basic game');
  await calc.getByLabel('1924 (Bernhard)').check();
  await calc.getByLabel('Jann (first five)').check();
  await calc.getByLabel(/Accepted turns/).fill('2');
  await expect(result).toContainText('erases 4 rungs');
  // More turns than a 1924 Jann can have are brought down to its most, two.
  await calc.getByLabel(/Accepted turns/).fill('4');
  await expect(calc.getByLabel(/Accepted turns/)).toHaveValue('2');
  await expect(result).toContainText('erases 4 rungs');
  await expect(calc.getByRole('radiogroup', { name: 'Players' })).toHaveCount(0);
  await calc.getByLabel('march (all nine)').check();
  await calc.getByLabel(/Accepted turns/).fill('0');
  await expect(result).toContainText('wins the whole ladder game at once');
  await expect(calc.locator('.ruling a')).toHaveAttribute('href', /sources\/#march-1924$/);
});
