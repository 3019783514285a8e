import { fileURLToPath } from 'node:url';
import { expect, type ConsoleMessage, type Locator, type Page, type Request } from '@playwright/test';
import axe from 'axe-core';
import { htmlFiles, pagePath } from '../../scripts/built-site.mjs';
import { ORIGIN } from './env.ts';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/** Every page of the built site, as a path relative to the base (''), found by walking dist/. */
export function builtPages(): string[] {
  return htmlFiles(DIST)
    .map((file) => pagePath(DIST, file))
    .sort();
}

export interface Watch {
  errors: string[];
  foreign: string[];
}

/** Records console errors, page errors, CSP violations and requests to any other origin. */
export async function watch(page: Page): Promise<Watch> {
  await sayViolations(page);
  return listen(page);
}

/** Has each document the page opens say a CSP violation in its console (once a page). */
export async function sayViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI}`);
    });
  });
}

/** Records the page's console errors, page errors and requests to any other origin (on the one tab, tab.ts drops the listeners after each test). */
export function listen(page: Page): Watch {
  const w: Watch = { errors: [], foreign: [] };
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() === 'error' || (m.type() === 'warning' && /Content.Security.Policy/i.test(m.text()))) w.errors.push(m.text());
  });
  page.on('pageerror', (e) => w.errors.push(`pageerror: ${e.message}`));
  page.on('request', (r: Request) => {
    const url = r.url();
    if (!url.startsWith(ORIGIN) && !url.startsWith('data:') && !url.startsWith('blob:')) w.foreign.push(url);
  });
  return w;
}

/**
 * What axe finds wrong with the page as it stands, running only the rules that `runOnly` names. axe-core goes into
 * each frame once per document and every later run reuses it: AxeBuilder (@axe-core/playwright) would put its
 * 1.5 MB in again at each run and finish the run in a new tab, which cost two to five seconds a run.
 */
export async function axeViolations(page: Page, runOnly: axe.RunOnly): Promise<axe.Result[]> {
  for (const frame of page.frames())
    if (!(await frame.evaluate(() => typeof (window as unknown as { axe?: typeof axe }).axe?.run === 'function'))) await frame.evaluate(axe.source);
  // Only the violations are read: axe skips the details of what passed, which takes it as long again.
  const options: axe.RunOptions = { runOnly, resultTypes: ['violations'] };
  return page.evaluate((o) => (window as unknown as { axe: typeof axe }).axe.run(document, o).then((r) => r.violations), options);
}

/** Axe with the WCAG 2.x A and AA rules and best practices: no violations allowed. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const violations = await axeViolations(page, { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] });
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Waits until every island on the page has hydrated, scrolling to those that wait to be visible. */
export async function hydrated(page: Page): Promise<void> {
  // An island is display: contents, so scroll to its first element to wake a client:visible one; then give the
  // browser two frames to see it, and move on to the next one still waiting (for at most 15 s in all: a lesson holds a dozen islands, and a busy runner is slow).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const until = performance.now() + 15000;
    for (let el; (el = document.querySelector('astro-island[ssr][client="visible"]')) && performance.now() < until;) {
      (el.firstElementChild ?? el.parentElement)?.scrollIntoView();
      await frame();
      await frame();
    }
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The text a sighted reader sees: without the screen-reader-only words. */
export async function shownText(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((els) =>
    els.map((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.sr-only').forEach((n) => n.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

/** The text a screen reader reads: without what is hidden from it. */
export async function spokenText(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((els) =>
    els.map((el) => {
      const copy = el.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
      return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
    }),
  );
}

/** The words inside these elements that a line break cuts in two (a break at a hyphen or a soft hyphen is a whole word's). */
export async function brokenWords(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((els) =>
    els.flatMap((el) => {
      const out: string[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/[^\s\u00AD-]+/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) out.push(m[0]);
        }
      }
      return out;
    }),
  );
}

/**
 * The print under `selector` smaller than `min` px, as "text: N px": every text node a sighted reader sees (not one
 * clipped away for a screen reader only, nor hidden) and every drawn word or symbol (a pseudo-element's content, such as
 * a card's index or a role drawn from data-n). Empty when all of it is readable at arm's length.
 */
export async function smallPrint(page: Page, selector: string, min = 14): Promise<string[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const out: string[] = [];
      const px = (e: Element, pseudo?: string) => parseFloat(getComputedStyle(e, pseudo).fontSize);
      /** hidden, or clipped to a point for a screen reader (.sr-only and the rules like it) */
      const unseen = (e: Element): boolean => {
        for (let a: Element | null = e; a; a = a.parentElement) {
          const s = getComputedStyle(a);
          if (s.display === 'contents') continue; // an island's wrapper has no box of its own
          const r = a.getBoundingClientRect();
          if (s.display === 'none' || s.visibility === 'hidden' || a.getClientRects().length === 0) return true;
          if ((s.clipPath !== 'none' || s.overflow !== 'visible') && r.width <= 1 && r.height <= 1) return true;
        }
        return false;
      };
      for (const root of document.querySelectorAll(selector))
        for (const e of [root, ...root.querySelectorAll('*')]) {
          if (unseen(e)) continue;
          const words = [...e.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
          if (words.length && px(e) < min) out.push(`${words.map((n) => n.textContent!.trim()).join(' ')}: ${px(e)} px`);
          for (const pseudo of ['::before', '::after']) {
            const content = getComputedStyle(e, pseudo).content;
            // none, normal, or an empty string (a line break in a flex row) draw nothing
            if (/^(none|normal|""|"" \/ "")$/.test(content)) continue;
            if (px(e, pseudo) < min) out.push(`${content} (${pseudo}): ${px(e, pseudo)} px`);
          }
        }
      return out;
    },
    { selector, min },
  );
}

/** The page's text at a size (200 %: as a reader's text-size setting does), set before the first paint. */
export async function textAt(page: Page, size: 100 | 200): Promise<void> {
  if (size === 200)
    await page.addInitScript(() => {
      new MutationObserver((_, o) => {
        if (!document.documentElement) return;
        document.documentElement.style.fontSize = '200%';
        o.disconnect();
      }).observe(document, { childList: true });
    });
}
