import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { random } from '../../src/lib/random.ts';
import { drawExam, examPool, EXAM_SIZE } from '../../src/lib/exam.ts';
import { exerciseFile } from '../../src/lib/exercise-schema.ts';
import { toQuestion } from '../../src/lib/questions.ts';
import { hydrated, shownText } from './site.ts';

const course = JSON.parse(readFileSync('content/lessons/course.json', 'utf8')) as { id: string; number: number; pages: string[] }[];
const lessonOrder = course.flatMap((e) => e.pages.map((p) => `${e.id}/${p}`));

/** The exercises as the site builds them, read from content/ the same way. */
function loadPool() {
  const files = readdirSync('content/lessons', { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(`content/lessons/${d.name}`)
        .filter((f) => f.endsWith('.exercises.json'))
        .map((f) => ({
          lesson: `${d.name}/${f.replace(/\.exercises\.json$/, '')}`,
          exercises: exerciseFile.parse(JSON.parse(readFileSync(`content/lessons/${d.name}/${f}`, 'utf8'))).exercises,
        })),
    );
  return examPool(files);
}

function rightIndex(lesson: string, n: number) {
  const ex = loadPool().filter((x) => x.lesson === lesson)[n]!.exercise;
  const q = toQuestion(ex);
  return { right: q.choices.findIndex((c) => q.right(c.value)), wrong: q.choices.findIndex((c) => !q.right(c.value)) };
}

test('walk the whole course in order, evening by evening, with the Next link', async ({ page }) => {
  await page.goto('learn/');
  await expect(page.locator('.evenings > li')).toHaveCount(5);
  await page.locator('.evenings a').first().click();
  for (const [i, id] of lessonOrder.entries()) {
    await expect(page).toHaveURL(new RegExp(`/learn/${id}/$`));
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('.goals li').first()).toBeVisible();
    await expect(page.locator('.sources .cite').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Exercises' })).toBeAttached();
    if (i < lessonOrder.length - 1) await page.locator('a[rel=next]').click();
  }
  await expect(page.getByRole('link', { name: 'Back to the course' })).toBeVisible();
});

test('answer exercises, wrongly then rightly, see why, and keep the progress after a reload', async ({ page }) => {
  await page.goto('learn/cards/olen/');
  await hydrated(page);
  const first = page.locator('.exercises fieldset').first();
  const { right, wrong } = rightIndex('cards/olen', 0);
  await first.locator('.choices button').nth(wrong).click();
  await expect(first.locator('.wrong')).toContainText('Not quite.');
  expect((await shownText(first.locator('.wrong')))[0]!.length).toBeGreaterThan(20);
  await first.getByRole('button', { name: 'Try again' }).click();
  await first.locator('.choices button').nth(right).click();
  await expect(first.locator('.right')).toContainText('Right.');
  const total = await page.locator('.exercises fieldset').count();
  await expect(page.locator('.exercises .count')).toHaveText(`1 of ${total} done`);

  await page.reload();
  await hydrated(page);
  await expect(page.locator('.exercises .count')).toHaveText(`1 of ${total} done`);
  await expect(page.locator('.exercises fieldset').first()).toHaveClass(/done/);

  await page.goto('learn/');
  await hydrated(page);
  await expect(page.locator('.progress li').first()).toContainText('Evening 1: 1 of');
  await page.locator('.progress li').first().getByRole('button', { name: 'Reset this evening' }).click();
  await expect(page.locator('.progress li').first()).toContainText('Evening 1: 0 of');
});

test('damaged stored progress is dropped with a kind word, and the page still works', async ({ page }) => {
  await page.goto('learn/');
  await page.evaluate(() => localStorage.setItem('knueffeln.progress', '{"version":1,"answers":{"cards/olen":[1]}}'));
  await page.goto('learn/cards/olen/');
  await hydrated(page);
  await expect(page.getByText('Your saved progress on this device was damaged, so it starts afresh.')).toBeVisible();
  const { right } = rightIndex('cards/olen', 0);
  await page.locator('.exercises fieldset').first().locator('.choices button').nth(right).click();
  await expect(page.locator('.exercises .count')).toContainText('1 of');
});

test('pass the final exam, get the practice diploma and print it on one A4 landscape page', async ({ page }, info) => {
  const seed = 20261123;
  const exam = drawExam(loadPool(), random(seed));
  await page.goto(`learn/exam/?seed=${seed}`);
  await hydrated(page);
  await page.getByRole('button', { name: `Start the exam: ${EXAM_SIZE} questions` }).click();
  const questions = page.locator('fieldset.q');
  await expect(questions).toHaveCount(EXAM_SIZE);
  const evenings = new Set(exam.map((x) => x.lesson.split('/')[0]));
  expect(evenings.size).toBe(5);
  for (const [i, item] of exam.entries()) {
    const q = toQuestion(item.exercise);
    // Answer three wrongly, to see the marking explain them, and still pass with 17.
    const pick = i < 3 ? q.choices.findIndex((c) => !q.right(c.value)) : q.choices.findIndex((c) => q.right(c.value));
    await questions.nth(i).locator('.choices button').nth(pick).click();
  }
  await page.getByRole('button', { name: 'Mark my exam' }).click();
  await expect(page.locator('.score')).toHaveText(`Passed: 17 of ${EXAM_SIZE} right (you needed 16).`);
  await expect(page.locator('fieldset.q .wrong')).toHaveCount(3);
  await page.getByRole('link', { name: 'Get your practice diploma' }).click();
  await hydrated(page);
  await page.getByLabel('Your name').fill('Hanna Jensen');
  const diploma = page.getByLabel('Practice diploma');
  await expect(diploma).toContainText('Hanna Jensen');
  await expect(diploma).toContainText('Best score 17 of 20, passed on');
  await expect(diploma).toContainText('not the diploma of the Bohmstedt Knüffeln course');

  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.site-header')).toBeHidden();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await info.attach('diploma.pdf', { body: pdf, contentType: 'application/pdf' });
  const text = pdf.toString('latin1');
  expect(text.match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
  const box = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(text)!;
  expect(Math.round(Number(box[1]))).toBe(842);
  expect(Math.round(Number(box[2]))).toBe(595);
});

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
  await expect(result).toHaveText('Each loser pays 120 cents to a winner (2 payments): 100 cents for the Jann + 20 cents for 2 accepted turns.');
  await calc.getByLabel('five tricks').check();
  await calc.getByLabel(/Accepted turns/).fill('9');
  await expect(result).toContainText('Each loser pays 100 cents');
  await calc.getByLabel('ran from a turn', { exact: true }).check();
  await calc.getByLabel(/Accepted turns/).fill('1');
  await expect(result).toContainText('The side that ran pays 20 cents');
  // Each loser pays one winner: the calculator says so, and that it is our ruling.
  await expect(calc.locator('.ruling')).toContainText('Each loser pays one winner');
  await expect(calc.locator('.ruling a')).toHaveAttribute('href', /sources\/#one-payee$/);
  await calc.getByLabel('ran from a turn during a march').check();
  await calc.getByLabel(/Accepted turns/).fill('2');
  await expect(result).toContainText('The side that went for the march pays 320 cents');
  await calc.getByLabel('Hattstedt').check();
  await expect(calc.getByLabel('ran from a turn', { exact: true })).toHaveCount(0);
  await calc.getByLabel('march (all nine)').check();
  await expect(result).toContainText('4 × the basic game');
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
