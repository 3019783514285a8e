import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated, smallPrint, textAt } from './site.ts';

// A deal link opens on its table: on a 360 × 740 phone, in both languages, the seats and the learner's hand (or, for a
// deal to look through, the replay bar) lie within the first screen at the default text size; at 200 % text the page
// brings the table to the top of the screen where it must, the table keeps its compass, and the whole hand (or the
// replay bar's steps) ends within the screen too. The table holds
// its place while the page hydrates, and the language link carries the deal.

const SCREEN = { width: 360, height: 740 };
/** The course's sample deal (evening 4), laid out by hand: a deal played to its end. */
const SAMPLE = 'v=bohmstedt&seed=sample-deal&n=0&d=E&deck=2HAD7S9HJD2S8S9DTS4C9SJSKS3SAC7DQSAH4D6DKH3D2D8D8H6CTC4HJC7CQC3H2CQDKC6H6SKD9C8CAS4SQHJHTH7HTD3C';
const MOVES = 'x6S.p7S.p7C.p2C.p6H.pKS.p2S.p6S.pJS.p8D.p6C.p4H.p9D.pKH.pQD.pAD.p9H.p7D.p3H.pKC.pTC.pJD.p8S.p4C.p2H.pAC.pJC.pQC.p3D.p8H.pAH.p6D.p2D';

/** A link, and what must lie on its first screen besides the seats. */
const LINKS: { what: string; query: string; first: string[] }[] = [
  { what: 'a fresh deal', query: '?seed=firstscreen', first: ['.hand .cards'] },
  { what: 'a deal mid-play', query: `?${SAMPLE}&a=${MOVES.split('.').slice(0, 9).join('.')}`, first: ['.hand .cards'] },
  { what: 'a finished deal', query: `?${SAMPLE}&a=${MOVES}`, first: ['.replay'] },
  { what: 'a finished deal opened at its start', query: `?${SAMPLE}&a=${MOVES}&at=0`, first: ['.replay'] },
  // The note that the link could not be read in full follows the hand (it is read out at once, as an alert).
  { what: 'a link with a malformed move', query: '?seed=bad&a=pZZ.%3Cimg%20src=x%3E', first: ['.hand .cards'] },
];
const PAGES = [
  { lang: 'en', path: 'play/', other: '/de/spielen/' },
  { lang: 'de', path: 'de/spielen/', other: '/play/' },
];

/** The box of the first element the selector finds, in page coordinates. */
const box = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((e) => {
      const r = e.getBoundingClientRect();
      return { top: r.top + scrollY, bottom: r.bottom + scrollY, height: r.height };
    });

test.use({ viewport: SCREEN });

for (const { lang, path, other } of PAGES)
  for (const size of [100, 200] as const)
    test(`${lang}, ${size} % text: a deal link opens with the table and the hand (or the replay bar) on the first screen, and the language link carries the deal`, async ({
      page,
    }) => {
      await textAt(page, size);
      for (const { what, query, first } of LINKS) {
        // the table's island only: hydrated() would scroll the page to wake other islands, and the page keeps its own place
        await page.goto(`${path}${query}`);
        await expect(page.locator('.play:not(.loading) .seats li')).toHaveCount(4);
        // At the default size the page opens at its top; at large text it may bring the table to the top of the screen.
        if (size === 100) expect(await page.evaluate(() => scrollY), what).toBe(0);
        if (size === 100) {
          for (const sel of ['.play .table', ...first]) {
            const b = await box(page, sel);
            expect(b.height, `${what}: ${sel} is drawn`).toBeGreaterThan(0);
            expect(b.bottom, `${what}: ${sel} ends within the first screen`).toBeLessThanOrEqual(SCREEN.height);
          }
          if (first.includes('.hand .cards')) await expect(page.locator('.hand .cards button').first()).toBeInViewport({ ratio: 1 });
        } else {
          // Large text: the table on the screen, in its upper third (the page may have brought it to the top); the
          // whole hand (every card, in rows) or the replay bar's steps follow it, and they too end within the screen.
          // (the page brings the hand or the steps up as it draws them: a moment for it to settle where the page puts them)
          const main = first.includes('.hand .cards') ? '.hand .cards' : '.replay .opts';
          await expect
            .poll(async () => (await box(page, main)).bottom - (await page.evaluate(() => scrollY)), { message: `${what}: ${main} comes up`, timeout: 3000 })
            .toBeLessThanOrEqual(SCREEN.height);
          const y = await page.evaluate(() => scrollY);
          const table = await box(page, '.play .table');
          expect(table.top - y, `${what}: the table begins on the screen`).toBeGreaterThanOrEqual(-1);
          expect(table.top - y, `${what}: the table begins in the upper third of the screen`).toBeLessThanOrEqual(SCREEN.height / 3);
          for (const sel of first) expect((await box(page, sel)).top, `${what}: ${sel} follows the table`).toBeGreaterThan(table.bottom - 1);
          const b = await box(page, main);
          expect(b.height, `${what}: ${main} is drawn`).toBeGreaterThan(0);
          expect(b.bottom - y, `${what}: ${main} ends within the screen`).toBeLessThanOrEqual(SCREEN.height);
          // The compass: North above South, West left of East.
          const seat = (n: number) => page.locator(`.play .seats .at${n}`).evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
          const [s0, s1, s2, s3] = [await seat(0), await seat(1), await seat(2), await seat(3)];
          expect(s2.top + s2.height / 2, `${what}: North sits above South`).toBeLessThan(s0.top);
          expect(s1.left + s1.width / 2, `${what}: West sits left of East`).toBeLessThan(s3.left);
        }
        if (what.includes('malformed'))
          await expect(page.getByRole('alert')).toContainText(lang === 'en' ? 'is not one the rules allow' : 'nach den Regeln nicht erlaubt');
        // The quick reference is one tap away, on the page itself.
        const reference = page.getByRole('link', { name: lang === 'en' ? 'Quick reference' : 'Kurzregeln', exact: true }).first();
        await expect(reference).toBeVisible();
        await expect(reference).toHaveAttribute('href', lang === 'en' ? /\/reference\/$/ : /\/de\/kurzregeln\/$/);
        // The language link opens the same deal: the link's own query, whole, after the page has written the address.
        const search = new URL(page.url()).search;
        expect(search, what).toMatch(/seed=/);
        const href = await page.locator('a[data-lang-switch]').first().getAttribute('href');
        expect(href, what).toContain(`${other}${search}`);
      }
    });

for (const { lang, path } of PAGES)
  test(`${lang}: the table keeps its place as the page hydrates: the same box without JavaScript and with it, and no layout shift`, async ({ browser }) => {
    const query = '?seed=firstscreen';
    const still = await browser.newContext({ viewport: SCREEN, javaScriptEnabled: false });
    const bare = await still.newPage();
    await bare.goto(`${path}${query}`);
    const before = { table: await box(bare, '.play .table'), hand: await box(bare, '.hand') };
    await still.close();

    const live = await browser.newContext({ viewport: SCREEN });
    const page = await live.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.shifts += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${path}${query}`);
    await hydrated(page);
    await expect(page.locator('.play:not(.loading) .hand .cards button')).toHaveCount(9);
    const after = { table: await box(page, '.play .table'), hand: await box(page, '.hand') };
    // Before the first bot has played (its pause is longer than this), the table is where the static page put it.
    for (const part of ['table', 'hand'] as const) {
      expect(Math.abs(after[part].top - before[part].top), `${part}'s top`).toBeLessThanOrEqual(8);
      expect(Math.abs(after[part].height - before[part].height), `${part}'s height`).toBeLessThanOrEqual(24);
    }
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
    expect(shifts).toBeLessThan(0.1);
    await live.close();
  });

for (const size of [100, 200] as const)
  test(`readable at arm’s length: no text on the table or in the hand below 14 px at ${size} % text (review finding 18)`, async ({ page }) => {
    await textAt(page, size);
    for (const { path } of PAGES) {
      await page.goto(`${path}?${SAMPLE}&a=${MOVES.split('.').slice(0, 9).join('.')}`);
      await hydrated(page);
      await expect(page.locator('.play:not(.loading) .seats .face')).not.toHaveCount(0);
      await expect(page.locator('.play .seats details.said')).not.toHaveCount(0);
      // Every word and mark drawn: the seats' names and marks, what they said, the cards' indexes and roles, the caption.
      expect(await smallPrint(page, '.play .table, .play .hand .cards'), path).toEqual([]);
    }
  });

test('at 200 % text the compact table passes axe in both themes, in English and in German, mid-deal and looked through', async ({ page }) => {
  // Eight pages, each checked by axe: a loaded runner needs more than the default half minute.
  test.setTimeout(120_000);
  await textAt(page, 200);
  for (const { path } of PAGES)
    for (const query of [LINKS[1]!.query, LINKS[2]!.query])
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme });
        // the table's island only: hydrated() would scroll the page to wake other islands, and the page keeps its own place
        await page.goto(`${path}${query}`);
        await expect(page.locator('.play:not(.loading) .seats li')).toHaveCount(4);
        await expectNoAxeViolations(page);
      }
});
