import { expect, test, type Locator, type Page } from '@playwright/test';
import { drawExam, EXAM_SIZE, PASS_MARK } from '../../src/features/course/exam.ts';
import { isRight } from '../../src/features/course/exercises.ts';
import { questionWords } from '../../src/features/course/questions.ts';
import { pageSpeaker } from '../../src/i18n/page.ts';
import { random } from '../../src/features/course/random.ts';
import { loadPool } from './pool.ts';
import { expectNoAxeViolations, hydrated, shownText } from './site.ts';

const { toQuestion } = questionWords(pageSpeaker('en'));

const SEED = 20261123;
/** The exam the page draws for ?seed=SEED, and the index of a right and a wrong choice per question, by the rules module (isRight asks it, not the question's own check). */
const questions = drawExam(loadPool(), random(SEED)).map((item) => {
  const q = toQuestion(item.exercise);
  return { right: q.choices.findIndex((c) => isRight(item.exercise, c.value)), wrong: q.choices.findIndex((c) => !isRight(item.exercise, c.value)) };
});

/** Presses Enter on a control, as a keyboard user does once it has the focus. */
async function press(target: Locator): Promise<void> {
  await target.focus();
  await target.press('Enter');
}

/** The control is on screen and nothing (a sticky bar, say) lies over its middle. */
async function expectUncovered(target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded();
  const free = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(free, 'nothing covers the control').toBe(true);
}

// Twenty questions, each answered, take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('take the exam by keyboard on a phone: one question a screen, back and next, check, mark, locked, diploma', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`learn/exam/?seed=${SEED}`);
  await hydrated(page);
  await press(page.getByRole('button', { name: `Start the exam: ${EXAM_SIZE} questions` }));

  const heading = page.locator('#exam-h');
  const card = page.locator('fieldset.q');
  const choices = card.locator('.choices button');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  // Wrong on purpose: 1, 2 and 4, and 3 at first (changed later); 5 is left open until the check.
  const wrong = [1, 2, 4];
  const score = EXAM_SIZE - wrong.length;
  const plan = (i: number) => (i < 4 ? questions[i]!.wrong : questions[i]!.right);
  for (let i = 0; i < EXAM_SIZE; i++) {
    await expect(heading).toHaveText(`Question ${i + 1} of ${EXAM_SIZE}`);
    await expect(heading).toBeFocused();
    await expect(card).toHaveCount(1);
    if (i === 0) {
      await noSidewaysScroll(page);
      await expect(page.getByRole('button', { name: 'Back', exact: true })).toHaveCount(0);
    }
    if (i !== 4) {
      // From the heading, Tab walks into the choices in order.
      for (let k = 0; k <= plan(i); k++) await page.keyboard.press('Tab');
      await expect(choices.nth(plan(i))).toBeFocused();
      await expectUncovered(choices.nth(plan(i)));
      await page.keyboard.press('Enter');
      await expect(choices.nth(plan(i))).toHaveAttribute('aria-pressed', 'true');
      // Nothing is marked before the exam is: no right or wrong, no explanation.
      await expect(page.locator('.kept')).toHaveText('Answer kept. You can change it until you mark the exam.');
      await expect(card.locator('.fb')).toBeEmpty();
      await expect(card.locator('.mark')).toHaveCount(0);
    }
    if (i === 1) {
      // Back to question 1: its answer is still there.
      await press(page.getByRole('button', { name: 'Back', exact: true }));
      await expect(heading).toHaveText(`Question 1 of ${EXAM_SIZE}`);
      await expect(choices.nth(plan(0))).toHaveAttribute('aria-pressed', 'true');
      await press(next);
      await expect(heading).toHaveText(`Question 2 of ${EXAM_SIZE}`);
    }
    await press(i < EXAM_SIZE - 1 ? next : page.getByRole('button', { name: 'Check my answers' }).first());
  }

  // The check: every answer listed, the open one said, and "Mark my exam" plainly disabled.
  await expect(heading).toHaveText('Check your answers');
  await expect(heading).toBeFocused();
  const items = page.locator('ol.answers > li');
  await expect(items).toHaveCount(EXAM_SIZE);
  await expect(items.nth(4)).toContainText('Not answered yet');
  await expect(items.nth(0)).toContainText('Your answer:');
  const mark = page.getByRole('button', { name: 'Mark my exam' });
  await expect(mark).toBeDisabled();
  await expect(mark).toHaveCSS('border-top-style', 'dashed');
  await expect(mark).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(page.locator('#exam-left')).toHaveText('1 question is still unanswered. You can mark the exam once every question has an answer.');
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);

  // Answer question 5, and change question 3 to the right answer, from the check.
  for (const i of [4, 2]) {
    await press(items.nth(i).getByRole('button', { name: 'Change answer' }));
    await expect(heading).toHaveText(`Question ${i + 1} of ${EXAM_SIZE}`);
    await press(choices.nth(questions[i]!.right));
    await expect(choices.nth(questions[i]!.right)).toHaveAttribute('aria-pressed', 'true');
    await expect(card.locator('[aria-pressed="true"]')).toHaveCount(1);
    // The list of all questions jumps anywhere, and back to the check.
    await page.locator('.jump summary').press('Enter');
    await expect(page.locator('.jump ol button')).toHaveCount(EXAM_SIZE);
    await press(page.locator('.jump').getByRole('button', { name: 'Check my answers' }));
  }
  await expect(page.locator('#exam-left')).toHaveText(`All ${EXAM_SIZE} questions have an answer.`);
  await expect(mark).toBeEnabled();
  await expectUncovered(mark);
  await press(mark);

  // Marked: the score, each wrong answer with a reason, and everything locked.
  await expect(heading).toHaveText(`Passed: ${score} of ${EXAM_SIZE} right (you needed ${PASS_MARK}).`);
  await expect(heading).toBeFocused();
  await expect(page.getByRole('navigation', { name: 'Wrong answers' }).getByRole('link')).toHaveText(wrong.map((n) => `Question ${n} of ${EXAM_SIZE}`));
  for (const n of wrong) {
    const q = page.locator(`#exam-q${n}`);
    await expect(q.locator('.mark-wrong')).toContainText('Your answer, wrong');
    await expect(q.locator('.mark-right').first()).toContainText('Right answer');
    await expect(q.locator('.fb .wrong')).toContainText('Not quite.');
    await expect(q.locator('.fb .wrong')).toContainText('Right answer:');
    expect((await shownText(q.locator('.fb .wrong')))[0]!.length, 'a reason, not just a verdict').toBeGreaterThan(40);
  }
  await expect(page.locator('.mark-wrong')).toHaveCount(wrong.length);
  await expect(page.locator('.mark-yours')).toHaveCount(score);
  await expect(page.locator('fieldset.q .choices button:enabled')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Mark my exam' })).toHaveCount(0);
  await expectUncovered(page.locator(`#exam-q${EXAM_SIZE} .choices button`).first());
  await noSidewaysScroll(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('knueffeln.progress') ?? 'null') as { exam: { best: number } });
  expect(stored.exam.best).toBe(score);
  await expectNoAxeViolations(page);

  // A new exam is a new attempt: fresh answers, and the score just marked stays recorded.
  await press(page.getByRole('button', { name: 'Take a new exam' }));
  await expect(heading).toHaveText(`Question 1 of ${EXAM_SIZE}`);
  await expect(card.locator('[aria-pressed="true"]')).toHaveCount(0);

  await page.goto('learn/diploma/');
  await hydrated(page);
  await expect(page.getByLabel('Practice diploma')).toContainText(`Best score ${score} of ${EXAM_SIZE}, passed on`);
});

test('a failed exam offers no diploma, only a new exam', async ({ page }) => {
  await page.goto(`learn/exam/?seed=${SEED}`);
  await hydrated(page);
  await page.getByRole('button', { name: `Start the exam: ${EXAM_SIZE} questions` }).click();
  const choices = page.locator('fieldset.q .choices button');
  for (const [i, q] of questions.entries()) {
    await choices.nth(i < 5 ? q.wrong : q.right).click();
    await page
      .getByRole('button', { name: i < EXAM_SIZE - 1 ? 'Next' : 'Check my answers', exact: true })
      .first()
      .click();
  }
  await page.getByRole('button', { name: 'Mark my exam' }).click();
  await expect(page.locator('#exam-h')).toHaveText(`Not yet: 15 of ${EXAM_SIZE} right; you need 16. Read the explanations and try a new exam.`);
  await expect(page.getByRole('link', { name: 'Get your practice diploma' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Take a new exam' })).toBeVisible();
});

test('the practice diploma prints on one A4 landscape page', async ({ page }, info) => {
  await page.goto('learn/diploma/');
  await page.evaluate(() =>
    localStorage.setItem('knueffeln.progress', JSON.stringify({ version: 1, answers: {}, exam: { best: 17, passedOn: '2026-11-23' } })),
  );
  await page.reload();
  await hydrated(page);
  await page.getByLabel('Your name').fill('Hanna Jensen');
  const diploma = page.getByLabel('Practice diploma');
  await expect(diploma).toContainText('Hanna Jensen');
  await expect(diploma).toContainText(`Best score 17 of ${EXAM_SIZE}, passed on 23 November 2026`);
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
