import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { questionWords } from '../../src/features/course/questions.ts';
import { pageSpeaker } from '../../src/i18n/page.ts';
import { loadPool } from './pool.ts';
import { hydrated } from './site.ts';

const { toQuestion } = questionWords(pageSpeaker('en'));

const course = JSON.parse(readFileSync('content/lessons/course.json', 'utf8')) as { id: string; number: number; pages: string[] }[];
const lessons = course.flatMap((e) => e.pages.map((p) => `${e.id}/${p}`));
const exerciseIds = (lesson: string) =>
  loadPool()
    .filter((x) => x.lesson === lesson)
    .map((x) => x.exercise.id);
const KEY = 'knueffeln.progress';

/** Holds the page's scripts back until release() is called, so that a tap surely comes before hydration. */
async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  await page.route('**/_astro/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Stores progress with every exercise of these lessons right, and an exam result if given. */
async function store(page: Page, done: string[], exam: { best: number; passedOn: string | null } | null = null) {
  const answers = Object.fromEntries(done.map((l) => [l, Object.fromEntries(exerciseIds(l).map((id) => [id, true]))]));
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, JSON.stringify({ version: 1, answers, exam })] as const);
}

test.describe('the course page on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('Start is on the first screen, then Continue names the next lesson, finished lessons are ticked', async ({ page }) => {
    await page.goto('learn/');
    const start = page.locator('.start a');
    await expect(start).toHaveText('Start: The pack and the five Olen');
    const box = (await start.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);
    const first = (await page.locator('.evenings a').first().boundingBox())!;
    expect(first.y + first.height).toBeLessThanOrEqual(740);

    await store(page, ['cards/olen']);
    await page.reload();
    await hydrated(page);
    await expect(start).toHaveText('Continue: The beaters of the chosen suits');
    await expect(start).toHaveAttribute('href', /\/learn\/cards\/beaters\/$/);
    const olen = page.locator('.pages li', { hasText: 'The pack and the five Olen' });
    await expect(olen).toContainText('✓');
    await expect(olen).toContainText('done');
    await expect(page.locator('#cards .tally')).toHaveText('1 of 4 pages done');
    await expect(page.locator('#tricks .tally')).toHaveText('0 of 3 pages done');

    await store(page, lessons);
    await page.reload();
    await hydrated(page);
    await expect(start).toHaveText('Take the final exam');
    await expect(page.locator('#cards .tally')).toHaveText(/^✓\s*4 of 4 pages done$/);
  });
});

test('every lesson places every exercise once, its goals link to its headings, and it ends with a Done block', async ({ page }) => {
  test.setTimeout(120_000);
  for (const [i, lesson] of lessons.entries()) {
    await page.goto(`learn/${lesson}/`);
    const ids = exerciseIds(lesson);
    const shown = await page.locator('.exercise').evaluateAll((els) => els.map((el) => el.id.replace(/^ex-/, '')));
    expect(shown.toSorted(), lesson).toEqual(ids.toSorted());
    // Placed inside the page, not all at the end: the first exercise comes before the last heading of the lesson.
    const firstExercise = await page
      .locator('.exercise')
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    const lastHeading = await page
      .locator('article h2:not(.goals h2):not(.finish h2):not(.more h2)')
      .last()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(firstExercise, lesson).toBeLessThan(lastHeading);
    await expect(page.locator('.more')).toHaveCount(0);

    for (const href of await page.locator('.goals a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      const target = await page.evaluate((id) => document.getElementById(id)?.tagName ?? null, decodeURIComponent(href.slice(1)));
      expect(target, `${lesson} ${href}`).toMatch(/^H[23]$/);
    }
    const finish = page.locator('.finish');
    await expect(finish.getByRole('heading', { name: 'Done: you can now' })).toBeAttached();
    await expect(finish.locator('> ul li')).toHaveCount(await page.locator('.goals li').count());
    await expect(finish.locator('#lesson-check a')).toHaveCount(ids.length);
    const next = finish.locator('a.next-big');
    if (i < lessons.length - 1) await expect(next).toHaveAttribute('href', new RegExp(`/learn/${lessons[i + 1]}/$`));
    else await expect(next).toHaveText('Take the final exam');
  }
});

test('the Done block counts the score and ticks each exercise in the check list', async ({ page }) => {
  await page.goto('learn/tricks/led-card/');
  await hydrated(page);
  const ids = exerciseIds('tricks/led-card');
  const score = page.locator('#lesson-check .count');
  await expect(score).toHaveText(`0 of ${ids.length} right, 0 at the first try`);
  for (const [n, id] of ids.slice(0, 2).entries()) {
    const q = toQuestion(loadPool().find((x) => x.lesson === 'tricks/led-card' && x.exercise.id === id)!.exercise);
    await page
      .locator(`#ex-${id} .choices button`)
      .nth(q.choices.findIndex((c) => q.right(c.value)))
      .click();
    await expect(score).toHaveText(`${n + 1} of ${ids.length} right, ${n + 1} at the first try`);
  }
  await expect(page.locator(`#lesson-check [data-check="${ids[0]}"]`)).toContainText('done');
  await expect(page.locator(`#lesson-check [data-check="${ids[2]}"]`)).toContainText('not yet');
});

test.describe('progress is safe', () => {
  test('a reset asks first, and Undo stays for at least 10 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('learn/');
    await store(page, ['cards/olen', 'tricks/led-card']);
    await page.reload();
    await hydrated(page);
    const row = page.locator('.progress li').first();
    await expect(row).toContainText(`Evening 1: ${exerciseIds('cards/olen').length} of`);
    await row.getByRole('button', { name: 'Reset this evening' }).click();
    const ask = page.getByRole('dialog');
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Keep my progress' }).click();
    await expect(ask).toBeHidden();
    await expect(row).toContainText(`Evening 1: ${exerciseIds('cards/olen').length} of`);

    await row.getByRole('button', { name: 'Reset this evening' }).click();
    await ask.getByRole('button', { name: 'Yes, reset' }).click();
    await expect(row).toContainText('Evening 1: 0 of');
    await expect(page.locator('.progress li').nth(1)).toContainText(`Evening 2: ${exerciseIds('tricks/led-card').length} of`);
    const undo = page.getByRole('button', { name: 'Undo' });
    await expect(page.getByRole('status').filter({ hasText: 'Evening 1 was reset.' })).toBeVisible();
    await page.clock.fastForward(10_000);
    await expect(undo).toBeVisible();
    await undo.click();
    await expect(row).toContainText(`Evening 1: ${exerciseIds('cards/olen').length} of`);
    await expect(page.getByText('Your progress is back.')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toContain('cards/olen');

    await row.getByRole('button', { name: 'Reset this evening' }).click();
    await ask.getByRole('button', { name: 'Yes, reset' }).click();
    await page.clock.fastForward(16_000);
    await expect(undo).toHaveCount(0);
    await expect(row).toContainText('Evening 1: 0 of');
  });

  test('"Reset everything" keeps a passed exam unless asked, and says so', async ({ page }) => {
    await page.goto('learn/');
    await store(page, ['cards/olen'], { best: 17, passedOn: '2026-11-23' });
    await page.reload();
    await hydrated(page);
    await page.getByRole('button', { name: 'Reset everything' }).click();
    const ask = page.getByRole('dialog');
    await expect(ask).toContainText('Your exam result (best score 17 of 20) stays unless you tick the box.');
    await ask.getByRole('button', { name: 'Yes, reset' }).click();
    await expect(page.locator('.progress')).toContainText('In all: 0 of');
    await expect(page.locator('.progress')).toContainText('Best exam score: 17 of 20.');

    await page.getByRole('button', { name: 'Reset everything' }).click();
    await ask.getByLabel('Also forget my passed exam (best score 17 of 20)').check();
    await ask.getByRole('button', { name: 'Yes, reset' }).click();
    await expect(page.locator('.progress')).not.toContainText('Best exam score');
    await expect(page.getByText('Every lesson and the exam result were reset.')).toBeVisible();
  });

  test('progress moves to another device as a code; a bad code is refused in words', async ({ page, browser }) => {
    await page.goto('learn/');
    await store(page, ['cards/olen'], { best: 18, passedOn: '2026-11-20' });
    await page.reload();
    await hydrated(page);
    await page.getByText('Move your progress to another device').click();
    // The code is made when the fold opens: wait for it rather than read the box at once.
    await expect(page.getByLabel('Your progress code')).toHaveValue(/^[A-Za-z0-9_-]{20,}$/);
    const code = await page.getByLabel('Your progress code').inputValue();

    const other = await browser.newPage({ baseURL: test.info().project.use.baseURL });
    await other.goto('learn/');
    await hydrated(other);
    await other.getByText('Move your progress to another device').click();
    const paste = other.getByLabel('Paste a progress code from another device');
    await paste.fill('not a code at all');
    await other.getByRole('button', { name: 'Load the code' }).click();
    await expect(other.getByText('This is not a progress code of this site.')).toBeVisible();
    await paste.fill(code);
    await other.getByRole('button', { name: 'Load the code' }).click();
    await expect(other.getByText(new RegExp(`^Loaded\\. You now have ${exerciseIds('cards/olen').length} of \\d+ exercises right\\.$`))).toBeVisible();
    await expect(other.locator('.start a')).toHaveText('Continue: The beaters of the chosen suits');
    await expect(other.locator('.progress')).toContainText('Best exam score: 18 of 20.');
    await other.close();
  });
});

test('a tap on a choice made before the island hydrates, on a throttled line, still counts', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // Slower than the page needs to show its HTML: scripts arrive seconds after the choices are visible.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 400, downloadThroughput: 60 * 1024, uploadThroughput: 60 * 1024 });
  // And the scripts are held back until the tap is made, so that it surely comes before hydration.
  const release = await holdScripts(page);
  await page.goto('learn/cards/olen/', { waitUntil: 'commit' });
  const q = toQuestion(loadPool().find((x) => x.lesson === 'cards/olen')!.exercise);
  const choice = page.locator('#ex-dulle-any-deal .choices button').nth(q.choices.findIndex((c) => q.right(c.value)));
  await choice.waitFor({ state: 'visible', timeout: 60_000 });
  const before = await page.locator('#ex-dulle-any-deal astro-island').getAttribute('ssr');
  await choice.click();
  expect(before, 'the tap should come before hydration, or the test proves nothing').not.toBeNull();
  release();
  await expect(page.locator('#ex-dulle-any-deal .right')).toContainText('Right.', { timeout: 60_000 });
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toContain('"dulle-any-deal":"first"');
});

test('a card laid in a lesson’s “your turn” trick before its island hydrates, on a throttled line, still counts', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('learn/tricks/beaten-in-turn/', { waitUntil: 'commit' });
  const ex = page.locator('.explorer', { has: page.locator('.task') });
  const jack = ex.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: /^Jack of hearts\b/ });
  await jack.waitFor({ state: 'visible', timeout: 60_000 });
  const island = page.locator('astro-island', { has: page.locator('.task') }).last();
  const before = await island.getAttribute('ssr');
  await jack.click();
  expect(before, 'the tap should come before hydration, or the test proves nothing').not.toBeNull();
  release();
  await expect(ex.locator('.task')).toContainText('Right: your card takes the trick', { timeout: 60_000 });
});
