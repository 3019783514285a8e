import { expect, test, type Page } from '@playwright/test';
import { PACE_KEY } from '../../src/features/play/bot-pace.ts';
import { textAt } from './site.ts';

// The table keeps still (issue 44 §2, phone.md M2–M3). A whole deal of every table is played on a 360 × 740 phone at a
// test pace of 100 ms a bot move, the learner taking the first answer that does not give the deal up and the first
// card it may lay. Every `layout-shift` Chromium reports is summed, those it marks as after an input too; only the
// hand closing up within 500 ms of the learner's own card is excused (a shift whose every moved part is the hand or
// lies below it). Whenever something is asked, the hand's box must not move from just before the question appeared
// to the tap that answers it, and the question and the whole hand lie on the screen, at the scroll position the page
// took by itself. At the table's own pace Kaiserspiel at four is played too; every table, in both sizes, with
// STILL_ALL=1. Each run prints its figures.

const SCREEN = { width: 360, height: 740 };
const LIMIT = 0.05;

interface Table {
  readonly what: string;
  readonly query: string;
  /** the answer to take where the table asks something before the deal (five: alone or sit out) */
  readonly first?: RegExp;
}
const TABLES: readonly Table[] = [
  // a deal that asks the learner to see or run and, as last to play, to speak
  { what: 'Knüffeln', query: '?seed=botsrev2' },
  { what: 'Knüffeln for five, alone', query: '?game=knueffeln-5&seats=5&seed=still-five&deal=0&dealer=0', first: /^Play alone/ },
  { what: 'Knüffeln for five, sitting out', query: '?game=knueffeln-5&seats=5&seed=still-five&deal=0&dealer=0', first: /^Sit this deal out/ },
  { what: 'Karnöffel', query: '?game=karnoeffel&seats=4&seed=still-karnoeffel&deal=0&dealer=1' },
  { what: 'Karniffel at four', query: '?game=karniffel&seats=4&seed=still-karniffel&deal=0&dealer=1' },
  { what: 'Karniffel at six', query: '?game=karniffel&seats=6&seed=still-karniffel&deal=0&dealer=2' },
  { what: 'Kaiserspiel at four', query: '?game=kaiserspiel&seats=4&seed=e2e-kaiserspiel&deal=0&dealer=0' },
  { what: 'Kaiserspiel at six', query: '?game=kaiserspiel&seats=6&seed=e2e-kaiserspiel&deal=0&dealer=0' },
];
/** Answers that give the deal up, never taken, so that the deal is played out. */
const GIVE_UP = /^(Fold|Run|Concede|Aufgeben|Davonlaufen|Das Spiel verloren geben)/;
const NEXT = /^(Next deal|Deal the next hand|Das nächste Spiel geben)$/;

/** In the page: the shifts as they come, the learner's taps, and the hand's box in the frame before a question came. */
function watch({ pace, key }: { pace: number | null; key: string }) {
  const w = window as unknown as Record<string, unknown>;
  if (pace) sessionStorage.setItem(key, String(pace));
  const shifts: { value: number; at: number; input: boolean; below: boolean; what: string }[] = [];
  const taps: number[] = [];
  w.__still = { shifts, taps, before: null, asked: false };
  const still = w.__still as { before: DOMRect | null; asked: boolean; last: DOMRect | null };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] })[]) {
      const hand = document.querySelector('.play .hand');
      // The hand closing up: every part that moved is the hand or comes after it on the page.
      const below =
        !!hand &&
        (e.sources ?? []).every((s) => !s.node || hand.contains(s.node) || !!(hand.compareDocumentPosition(s.node) & Node.DOCUMENT_POSITION_FOLLOWING));
      // what moved, for the figures printed: each part's class and how far it went
      const what = (e.sources ?? [])
        .map((s: { node?: Node; previousRect?: DOMRectReadOnly; currentRect?: DOMRectReadOnly }) => {
          const n = s.node instanceof Element ? s.node : s.node?.parentElement;
          const name = n ? `${n.tagName.toLowerCase()}.${String(n.className).split(' ')[0]}` : `"${s.node?.textContent?.slice(0, 24)}"`;
          return `${name} ${Math.round(s.previousRect?.y ?? 0)}→${Math.round(s.currentRect?.y ?? 0)}`;
        })
        .join(' | ');
      const at = document.querySelector('.play .ask')?.textContent?.replace(/\s+/g, ' ').trim().slice(0, 40);
      shifts.push({ value: e.value, at: e.startTime, input: e.hadRecentInput, below, what: `[${at}] ${what}` });
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // the learner's own card: a tap in the hand
  addEventListener('pointerdown', (e) => (e.target as Element | null)?.closest?.('.play .hand') && taps.push(performance.now()), true);
  const frame = () => {
    const hand = document.querySelector('.play .hand');
    const asked = !!document.querySelector('.play .ask .rise button:not([aria-disabled="true"], .concede button), .play .hand button[aria-pressed]');
    const box = hand?.getBoundingClientRect() ?? null;
    if (asked && !still.asked) still.before = still.last;
    still.asked = asked;
    still.last = box;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

interface Played {
  counted: number;
  all: number;
  worst: string[];
  excusedWorst: string[];
  questions: number;
  moved: number[];
  off: string[];
}

/** Plays the learner's part to the end of the deal and returns what moved. */
async function playDeal(page: Page, first?: RegExp): Promise<Played> {
  const next = page.getByRole('button', { name: NEXT });
  const cards = page.locator('.play .hand button[aria-disabled="false"]');
  const picks = page.locator('.play .hand button[aria-pressed]');
  // what the table asks (Karniffel's director's standing offer to concede is not a question, and never taken)
  const answers = page.locator('.play .ask .rise button:not([aria-disabled="true"], .concede button)').filter({ hasNotText: GIVE_UP });
  const moved: number[] = [];
  const off: string[] = [];
  let questions = 0;
  let hinted = false;
  for (let moves = 0; moves < 120; moves++) {
    await expect(cards.first().or(answers.first()).or(picks.first()).or(next).first()).toBeVisible({ timeout: 30_000 });
    if (await next.isVisible()) break;
    const asked = (await answers.count()) + (await picks.count()) > 0;
    const laying = !asked && (await cards.count()) > 0;
    if (laying && !hinted && (await page.locator('.play .ask > .hint-ask:not([hidden])').count())) {
      // once a deal, the coach's reason asked at a card to lay: on the screen with the hand too
      hinted = true;
      await page.locator('.play .ask > .hint-ask:not([hidden])').click();
      await expect(page.locator('.play .hint-says')).toBeVisible({ timeout: 30_000 });
    }
    if (asked || laying) {
      if (asked) questions++;
      // the question (or the chosen suits, and the hint's reason once asked) and every card of the hand on the screen,
      // where the page put them
      const boxes = await page.evaluate(() =>
        [...document.querySelectorAll('.play .ask .rise:has(*), .play .ask > .chosen, .play .hint-says, .play .hand .cards button')].map((e) => {
          const r = e.getBoundingClientRect();
          return { what: e.className, top: r.top, bottom: r.bottom, left: r.left, right: r.right };
        }),
      );
      for (const b of boxes)
        if (b.top < -1 || b.bottom > SCREEN.height + 1 || b.left < -1 || b.right > SCREEN.width + 1)
          off.push(`${b.what} ${Math.round(b.top)}–${Math.round(b.bottom)}`);
    }
    const tapAt = async (target: ReturnType<Page['locator']>) => {
      // the hand's box now, against the frame before the question came
      const shift = await page.evaluate(() => {
        const s = (window as unknown as { __still: { before: DOMRect | null } }).__still;
        const now = document.querySelector('.play .hand')?.getBoundingClientRect();
        return s.before && now ? Math.round(Math.abs(now.top - s.before.top) + Math.abs(now.left - s.before.left)) : 0;
      });
      if (asked) moved.push(shift);
      await target.click();
    };
    if (await picks.count()) {
      for (const b of (await picks.all()).slice(0, 2)) if ((await b.getAttribute('aria-pressed')) !== 'true') await b.click();
      await tapAt(answers.last());
    } else if (await answers.count()) {
      const all = await answers.all();
      let pick = all[0]!;
      for (const b of all) if (first?.test((await b.innerText()).trim())) pick = b;
      await tapAt(pick);
    } else await tapAt(cards.first());
    await page.waitForTimeout(50);
  }
  await expect(next).toBeVisible();
  // the last shifts reported
  await page.waitForTimeout(300);
  const sums = await page.evaluate(() => {
    const s = (window as unknown as { __still: { shifts: { value: number; at: number; input: boolean; below: boolean }[]; taps: number[] } }).__still;
    const excused = (x: { at: number; below: boolean }) => x.below && s.taps.some((t) => x.at >= t && x.at - t <= 500);
    return {
      worst: s.shifts
        .filter((x) => !excused(x))
        .sort((a, b) => b.value - a.value)
        .slice(0, 5)
        .map((x) => `${x.value.toFixed(3)} ${(x as unknown as { what: string }).what}`),
      excusedWorst: s.shifts
        .filter((x) => excused(x))
        .sort((a, b) => b.value - a.value)
        .slice(0, 3)
        .map((x) => `excused ${x.value.toFixed(3)} ${(x as unknown as { what: string }).what}`),
      all: s.shifts.reduce((a, x) => a + x.value, 0),
      counted: s.shifts.filter((x) => !excused(x)).reduce((a, x) => a + x.value, 0),
    };
  });
  return { ...sums, questions, moved, off };
}

test.use({ viewport: SCREEN });

/** Every table at the test pace, in both sizes; at the table's own pace, Kaiserspiel at four (every table with STILL_ALL=1). */
const RUNS = [
  ...TABLES.flatMap((t) => ([100, 200] as const).map((size) => ({ t, size, pace: 100 }))),
  ...TABLES.filter((t) => !!process.env.STILL_ALL || t.what === 'Kaiserspiel at four').flatMap((t) =>
    (process.env.STILL_ALL ? ([100, 200] as const) : ([100] as const)).map((size) => ({ t, size, pace: null as number | null })),
  ),
];

for (const { t, size, pace } of RUNS)
  test(`${t.what} at ${size} % text, ${pace ? `${pace} ms a bot move` : 'the table’s pace'}: a whole deal shifts at most ${LIMIT}, and the hand holds still while a question is up`, async ({
    page,
  }) => {
    test.setTimeout(pace ? 120_000 : 300_000);
    await textAt(page, size);
    await page.addInitScript(watch, { pace, key: PACE_KEY });
    // the table's island only (hydrated() would scroll the page to wake other islands: the page keeps its own place)
    await page.goto(`play/${t.query}`);
    await expect(page.locator('.play:not(.loading) .seats li').first()).toBeVisible({ timeout: 20_000 });
    const played = await playDeal(page, t.first);
    console.log(
      `still: ${t.what}, ${size} %, ${pace ? `${pace} ms` : 'table pace'}: shifts ${played.counted.toFixed(3)} (all ${played.all.toFixed(3)}), ${played.questions} questions, hand moved ${JSON.stringify(played.moved.filter((m) => m > 0))}, off screen ${played.off.length}`,
    );
    if (process.env.STILL_DEBUG) console.log(`  ${[...played.worst, ...played.excusedWorst].join('\n  ')}\n  off: ${played.off.slice(0, 4).join('; ')}`);
    expect(played.off, 'the question and the whole hand on the screen').toEqual([]);
    expect(Math.max(0, ...played.moved), 'the hand did not move while a question was up').toBeLessThanOrEqual(1);
    expect(played.counted).toBeLessThanOrEqual(LIMIT);
  });

/**
 * Four-player deals that moved the table (found over many seeds): a card seen held at North (a turn-up taken) with a
 * German mark and a word said under it, at default text; North taking a turn-up just before the learner is asked to
 * exchange, at 200 %; an exchange offered as the page opens and scrolls to the table, at 200 %.
 */
const MORE = [
  { what: 'Knüffeln, German, a card seen held at North', path: 'de/spielen/?seed=de-a', size: 100 },
  { what: 'Knüffeln, North takes a turn-up before the learner’s exchange', path: 'play/?seed=de-c', size: 200 },
  // the page scrolls to the table as it opens, with the learner offered an exchange at once
  { what: 'Knüffeln, an exchange offered as the deal opens', path: 'play/?seed=de-b', size: 200 },
] as const;
for (const m of MORE)
  test(`${m.what}, ${m.size} % text: a whole deal shifts at most ${LIMIT}, and the hand holds still`, async ({ page }) => {
    test.setTimeout(120_000);
    await textAt(page, m.size);
    await page.addInitScript(watch, { pace: 100, key: PACE_KEY });
    await page.goto(m.path);
    await expect(page.locator('.play:not(.loading) .seats li').first()).toBeVisible({ timeout: 20_000 });
    const played = await playDeal(page);
    console.log(`still: ${m.what}, ${m.size} %: shifts ${played.counted.toFixed(3)}, hand moved ${JSON.stringify(played.moved.filter((x) => x > 0))}`);
    if (process.env.STILL_DEBUG) console.log(`  ${played.worst.join('\n  ')}`);
    expect(played.off).toEqual([]);
    expect(Math.max(0, ...played.moved)).toBeLessThanOrEqual(1);
    expect(played.counted).toBeLessThanOrEqual(LIMIT);
  });

test('German, 200 % text: the hand holds still while Knüffeln’s table asks', async ({ page }) => {
  test.setTimeout(120_000);
  await textAt(page, 200);
  await page.addInitScript(watch, { pace: 100, key: PACE_KEY });
  await page.goto('de/spielen/?seed=botsrev2');
  await expect(page.locator('.play:not(.loading) .seats li').first()).toBeVisible({ timeout: 20_000 });
  const played = await playDeal(page);
  console.log(`still: Knüffeln, German, 200 %: shifts ${played.counted.toFixed(3)}, hand moved ${JSON.stringify(played.moved.filter((m) => m > 0))}`);
  if (process.env.STILL_DEBUG) console.log(`  ${played.worst.join('\n  ')}\n  off: ${played.off.slice(0, 4).join('; ')}`);
  expect(Math.max(0, ...played.moved)).toBeLessThanOrEqual(1);
  expect(played.off).toEqual([]);
  expect(played.counted).toBeLessThanOrEqual(LIMIT);
});
