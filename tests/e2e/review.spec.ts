import { expect, test } from '@playwright/test';
import { drawExam } from '../../src/features/course/exam.ts';
import { isRight } from '../../src/features/course/exercises.ts';
import { questionWords } from '../../src/features/course/questions.ts';
import { PROGRESS_KEY } from '../../src/features/course/progress.ts';
import { random } from '../../src/features/course/random.ts';
import { pageSpeaker } from '../../src/i18n/page.ts';
import { loadPool } from './pool.ts';
import { expectNoAxeViolations, hydrated } from './site.ts';

// Issue 26: nothing is lost (the exam across a reload, progress marks at once) and mistakes come back.
const SEED = 20261127;
const pool = loadPool();
const PAGES = {
  en: { lesson: 'learn/cards/olen/', learn: 'learn/', exam: `learn/exam/?seed=${SEED}` },
  de: { lesson: 'de/lernen/karten/olen/', learn: 'de/lernen/', exam: `de/lernen/pruefung/?seed=${SEED}` },
} as const;

for (const lang of ['en', 'de'] as const) {
  const sp = pageSpeaker(lang);
  const { toQuestion } = questionWords(sp);
  const at = PAGES[lang];

  test(`${lang}: five exam answers survive a reload, and the exam goes on at the sixth question`, async ({ page }) => {
    await page.goto(at.exam);
    // (a Start tapped before the exam's island is awake does nothing: on a busy runner the first question never came)
    await hydrated(page);
    const exam = drawExam(pool, random(SEED));
    await page.getByRole('button', { name: sp.text('exam.start', { size: exam.length }) }).click();
    const chosen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const q = toQuestion(exam[i]!.exercise);
      const pick = i % 2 ? q.choices.findIndex((c) => isRight(exam[i]!.exercise, c.value)) : q.choices.findIndex((c) => !isRight(exam[i]!.exercise, c.value));
      const button = page.locator('.choices button').nth(pick);
      chosen.push((await button.textContent())!.trim());
      await button.click();
      await page.getByRole('button', { name: sp.text('exam.next'), exact: true }).click();
    }
    await page.reload();
    await expect(page.locator('#exam-h')).toHaveText(sp.text('exam.counter', { n: 6, size: exam.length }));
    await expect(page.getByText(sp.text('exam.resumed'))).toBeVisible();
    for (let i = 0; i < 5; i++) {
      if ((await page.locator('.jump[open]').count()) === 0) await page.locator('.jump summary').click();
      await page.getByRole('button', { name: sp.text('exam.jump.answered', { n: i + 1 }) }).click();
      await expect(page.locator('.choices button[aria-pressed="true"]')).toHaveText(chosen[i]!);
    }
    await expectNoAxeViolations(page);
  });

  test(`${lang}: a wrong answer comes back on a later day in "Practise your mistakes", and before the exam`, async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-27T20:00:00') });
    await page.goto(at.lesson);
    const item = pool.find((x) => x.lesson === 'cards/olen')!;
    const q = toQuestion(item.exercise);
    const card = page.locator(`#ex-${item.exercise.id} fieldset`);
    await card
      .locator('.choices button')
      .nth(q.choices.findIndex((c) => !isRight(item.exercise, c.value)))
      .click();
    await expect(card.locator('.wrong')).toBeVisible();
    const prompt = (await card.locator('legend').textContent())!.replace(/^\s*\d+\.\s*/, '').trim();
    // The same evening: nothing due yet, but the Learn page says it will come back.
    await page.goto(at.learn);
    await expect(page.getByText(sp.text('review.later', { count: 1 }))).toBeVisible();
    await expect(page.getByRole('heading', { name: sp.text('review.title') })).toHaveCount(0);
    // The next day the learner opens the site: the question is back, and the first answer counts.
    await page.clock.setSystemTime(new Date('2026-11-28T09:00:00'));
    await page.reload();
    const review = page.locator('section.review');
    await expect(review.getByRole('heading', { name: sp.text('review.title') })).toBeVisible();
    await expect(review.locator('legend')).toContainText(prompt);
    await expectNoAxeViolations(page);
    // Before the exam too, until it is answered.
    await page.goto(at.exam);
    await expect(page.locator('section.review legend')).toBeVisible();
    await page
      .locator('section.review .choices button')
      .nth(q.choices.findIndex((c) => isRight(item.exercise, c.value)))
      .click();
    await expect(page.locator('section.review .right')).toBeVisible();
    const stored = JSON.parse((await page.evaluate((k) => localStorage.getItem(k), PROGRESS_KEY))!) as { review: unknown[] };
    // Right in review: it climbs to the next rung, due three days on.
    expect(stored.review).toMatchObject([{ lesson: 'cards/olen', box: 2, due: '2026-12-01' }]);
    await page.reload();
    await expect(page.locator('section.review')).toHaveCount(0);
    await expect(page.getByRole('button', { name: sp.text('exam.start', { size: 20 }) })).toBeVisible();
  });

  test(`${lang}: a lesson page on return shows its progress at once, before any scrolling`, async ({ page }) => {
    const lesson = 'cards/olen';
    const ids = pool.filter((x) => x.lesson === lesson).map((x) => x.exercise.id);
    const answers = { [lesson]: Object.fromEntries(ids.slice(0, 3).map((id, i) => [id, i ? 'first' : 'again'])) };
    await page.addInitScript(
      ([key, value]) => localStorage.setItem(key!, value!),
      [PROGRESS_KEY, JSON.stringify({ version: 2, answers, review: [], misses: {}, exam: null })],
    );
    await page.goto(at.lesson);
    await expect(page.locator('#lesson-check .count')).toHaveText(sp.text('course.score', { done: 3, first: 2, total: ids.length }));
    await expect(page.locator('#lesson-check li.ok')).toHaveCount(3);
    await expect(page.locator(`#lesson-check [data-check="${ids[3]}"]`)).toContainText(sp.text('lesson.check.open'));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
}
