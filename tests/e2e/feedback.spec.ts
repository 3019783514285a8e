import { expect, test, type Page } from '@playwright/test';
import { questionWords } from '../../src/features/course/questions.ts';
import { pageSpeaker } from '../../src/i18n/page.ts';
import { loadPool } from './pool.ts';
import { hydrated } from './site.ts';

const { toQuestion } = questionWords(pageSpeaker('en'));

/** A phone with the text at 200% (set through the CSSOM, which the CSP allows). */
async function phoneWithBigText(page: Page, path: string): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(path);
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await hydrated(page);
}

test('a wrong answer is marked wrong and the right one right, by shape and words as well as colour', async ({ page }) => {
  await phoneWithBigText(page, 'learn/cards/olen/');
  const ex = loadPool().find((x) => x.lesson === 'cards/olen')!.exercise;
  const q = toQuestion(ex);
  const card = page.locator(`#ex-${ex.id} fieldset`);
  const choices = card.locator('.choices button');
  const wrong = choices.nth(q.choices.findIndex((c) => !q.right(c.value)));
  const right = choices.nth(q.choices.findIndex((c) => q.right(c.value)));
  await wrong.click();
  await expect(wrong).toContainText('✗ Your answer, wrong');
  await expect(right).toContainText('✓ Right answer');
  await expect(wrong).toHaveCSS('border-top-style', 'dashed');
  await expect(right).toHaveCSS('border-top-style', 'solid');
  // Said aloud too: the feedback region is live and names the right answer.
  const fb = card.locator('.fb');
  await expect(fb).toHaveAttribute('aria-live', 'polite');
  await expect(fb).toContainText('Not quite.');
  await expect(fb).toContainText('Right answer:');
  await card.getByRole('button', { name: 'Try again' }).click();
  await right.click();
  await expect(right).toContainText('✓ Your answer, right');
});

test('questions of several lines stay inside their box, on a phone with 200% text', async ({ page }) => {
  await phoneWithBigText(page, 'learn/tricks/order-matters/');
  const boxes = await page.locator('fieldset.q').evaluateAll((sets) =>
    sets.map((set) => {
      const f = set.getBoundingClientRect();
      const l = set.querySelector('legend')!.getBoundingClientRect();
      const border = parseFloat(getComputedStyle(set).borderTopWidth);
      return {
        lines: Math.round(l.height / parseFloat(getComputedStyle(set.querySelector('legend')!).lineHeight)),
        clear: l.top >= f.top + border,
        inside: l.right <= f.right,
      };
    }),
  );
  expect(boxes.length).toBeGreaterThan(2);
  expect(boxes.some((b) => b.lines > 1)).toBe(true);
  expect(boxes.filter((b) => !b.clear || !b.inside)).toEqual([]);
});

test('"Skip" in a drill is a quiet link-like button after the choices, and "Next question" the main one once answered', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('learn/tricks/order-matters/');
  await hydrated(page);
  const drill = page.getByRole('region', { name: 'Drill: who takes this trick?' });
  const skip = drill.getByRole('button', { name: 'Skip this question' });
  await expect(skip).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(skip).toHaveCSS('border-top-color', 'rgba(0, 0, 0, 0)');
  const after = await skip.evaluate((el) => {
    const last = [...el.closest('section')!.querySelectorAll('.choices button')].at(-1)!;
    return (last.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  });
  expect(after, 'Skip comes after the choices').toBe(true);
  await drill.locator('.choices button').first().click();
  const next = drill.getByRole('button', { name: 'Next question' });
  await expect(next).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
});
