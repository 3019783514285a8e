import { expect, test } from '@playwright/test';
import { builtPages } from './site.ts';

// Issue 26: a lesson has the learner act within about 150 words, and never reads more than about 300 words of prose
// between two things to do. A thing to do is marked data-activity (an exercise, a trick to lay or judge, a drill, the
// sample deal's walk). Prose is the article's visible main text: not headings, the goals, the take-away and the
// closing review, citations, tables and figures, nor a trick that waits closed as the answer to the question before
// it, nor what waits folded in "More about this" (counted apart: at most a fifth of the page). A trick shown open
// (TrickDemo), with its words card by card, counts as prose.
export const BEFORE_FIRST = 150;
export const BETWEEN = 300;
export const FOLD_SHARE = 0.2;

const lessons = builtPages().filter((p) => /^(learn|de\/lernen)\/[^/]+\/[^/]+\/$/.test(p));

interface Pace {
  before: number;
  longest: number;
  words: number;
  folded: number;
  activities: number;
  /** things to do, and headings a goal links to, folded away: what the learner needs is never in a fold */
  needed: string[];
}

function measure(): Pace {
  const article = document.querySelector('main article')!;
  const skip = [
    'h1, h2, h3, h4, h5, h6, nav, summary, .goals, .takeaway, .finish, .sources, .cite, sup, figure, table, .demo-answer',
    '.sr-only, [popover], [hidden], [aria-hidden="true"], script, style, template',
  ].join(', ');
  const runs = [0];
  let words = 0;
  let folded = 0;
  let last: Element | null = null;
  const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement!;
    const activity = el.closest('[data-activity]');
    if (activity) {
      if (activity !== last) runs.push(0);
      last = activity;
      continue;
    }
    if (el.closest(skip)) continue;
    const n = (node.textContent?.match(/[\p{L}\p{N}]\S*/gu) ?? []).length;
    if (el.closest('details.more-about')) folded += n;
    else {
      runs[runs.length - 1]! += n;
      words += n;
    }
  }
  const goalTargets = [...document.querySelectorAll('.goals a[href^="#"]')].map((a) => document.getElementById(a.getAttribute('href')!.slice(1)));
  const needed = [...article.querySelectorAll('details.more-about [data-activity]'), ...goalTargets.filter((h) => h?.closest('details.more-about'))].map(
    (el) => el!.id || el!.className,
  );
  // runs[0] is before the first activity; the last run, after the last, leads only to the review.
  return { before: runs[0]!, longest: Math.max(0, ...runs.slice(1, -1)), words, folded, activities: runs.length - 1, needed };
}

test('every lesson page, in both languages, has the learner act early and often', async ({ page }) => {
  test.setTimeout(120_000);
  expect(lessons.filter((p) => p.startsWith('learn/')).length).toBeGreaterThan(10);
  expect(lessons.filter((p) => p.startsWith('de/')).length).toBe(lessons.filter((p) => p.startsWith('learn/')).length);
  const pad = (x: number | string, n: number) => String(x).padStart(n);
  const lines = [' before longest  words folded acts  page'];
  for (const path of lessons) {
    await page.goto(path);
    const pace = await page.evaluate(measure);
    lines.push(`${pad(pace.before, 7)}${pad(pace.longest, 8)}${pad(pace.words, 7)}${pad(pace.folded, 7)}${pad(pace.activities, 5)}  ${path}`);
    expect.soft(pace.activities, `${path}: things to do`).toBeGreaterThan(0);
    expect.soft(pace.before, `${path}: words before the first thing to do`).toBeLessThanOrEqual(BEFORE_FIRST);
    expect.soft(pace.longest, `${path}: the longest prose between two things to do`).toBeLessThanOrEqual(BETWEEN);
    expect.soft(pace.needed, `${path}: folded away though needed`).toEqual([]);
    expect.soft(pace.folded, `${path}: words folded in "More about this"`).toBeLessThanOrEqual(FOLD_SHARE * (pace.words + pace.folded));
  }
  console.log(lines.join('\n'));
});
