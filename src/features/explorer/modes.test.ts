// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it } from 'vitest';
import { carryWords } from '../../ui/page-words.ts';
import LessonTrick from './LessonTrick.svelte';
import SharedTrick from './SharedTrick.svelte';
import { emptyState, type TrickState } from './share.ts';

/** Each mode the explorer is composed in, by its own behaviour: a lesson's demonstration, its "your turn", the trick page's link. */
// The islands read their words from the page, as in the browser.
carryWords('en', ['game', 'why', 'picker', 'explorer', 'turn']);
/** The trick page's island, as TrickPage gives it. */
const SHARED = { lang: 'en', rulings: {}, reference: { href: '/k/reference/', label: 'Quick reference' } } as const;
Element.prototype.scrollIntoView = () => {};
const CASE_1: TrickState = { ...emptyState(), chosen: ['H', 'S'], cards: ['4D', '3S', 'AD', '8C'] };
/** The verdict as a sighted reader sees it (no screen-reader-only words). */
const line = (c: Element) => {
  const copy = document.importNode(c.querySelector('.summary')!, true);
  copy.querySelectorAll('.sr-only').forEach((n) => n.remove());
  return copy.textContent.replace(/\s+/g, ' ').trim();
};

describe('a lesson’s demonstration (readonly)', () => {
  it('shows the trick and its verdict with nothing to change: no deal, no pack, no buttons, Backspace does nothing', async () => {
    const { container } = render(LessonTrick, { props: { lang: 'en', preset: CASE_1, readonly: true } });
    expect(container.querySelector('details.setup')).toBeNull();
    expect(container.querySelector('details.pack')).toBeNull();
    expect(container.querySelectorAll('.seats button, .actions button')).toHaveLength(0);
    expect(container.querySelectorAll('.seats .face')).toHaveLength(4);
    await fireEvent.keyDown(container.querySelector('.explorer')!, { key: 'Backspace' });
    expect(container.querySelectorAll('.seats .face')).toHaveLength(4);
    expect(line(container)).toContain('takes the trick');
  });

  it('an editable explorer takes the last card back on Backspace', async () => {
    const { container } = render(LessonTrick, { props: { lang: 'en', preset: CASE_1 } });
    await fireEvent.keyDown(container.querySelector('.seats button')!, { key: 'Backspace' });
    expect(container.querySelectorAll('.seats .face')).toHaveLength(3);
    expect(line(container)).toMatch(/^So far/);
  });
});

describe('a lesson’s “your turn” (fixed, with a task)', () => {
  const preset: TrickState = { ...CASE_1, cards: ['4D', '3S', 'AD'] };
  it('keeps the lesson’s cards, asks the next seat for one card, and says whether it took the trick', async () => {
    const { container } = render(LessonTrick, { props: { lang: 'en', preset, fixed: true, yourTurn: true } });
    expect(container.querySelector('details.setup')).toBeNull();
    const task = container.querySelector('.task')!;
    expect(task.textContent).toContain('East');
    // The lesson's cards cannot be moved or taken back.
    expect(container.querySelectorAll('.seats button.played')).toHaveLength(0);
    await fireEvent.click(screen.getByRole('button', { name: /^Eight of clubs/ }));
    flushSync();
    expect(container.querySelector('.task')!.textContent).toMatch(/not/i);
    await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await fireEvent.click(screen.getByRole('button', { name: /^Eight of spades/ }));
    flushSync();
    expect(container.querySelector('.task strong')!.textContent).not.toMatch(/not/i);
    expect(line(container)).toMatch(/East’s ♠8 takes the trick/);
    // One card only: the rest of the pack is closed to it.
    await fireEvent.click(screen.getByRole('button', { name: /^Nine of clubs/ }));
    expect(container.querySelectorAll('.seats .face')).toHaveLength(4);
  });
});

describe('the trick page’s link (SharedTrick)', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('opens on the address’s trick, verdict first and the deal below it, and writes each change back to the address', async () => {
    history.replaceState(null, '', '/trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C');
    const { container } = render(SharedTrick, { props: SHARED });
    flushSync();
    const explorer = container.querySelector('.explorer')!;
    expect(explorer.classList.contains('linked')).toBe(true);
    expect(explorer.classList.contains('loading')).toBe(false);
    // The deal comes after the verdict, folded: the link named its chosen suits.
    const column = [...container.querySelector('.table')!.children].map((el) => el.className.split(' ')[0]);
    expect(column.indexOf('setup')).toBeGreaterThan(column.indexOf('summary'));
    expect(container.querySelector('details.setup')!.hasAttribute('open')).toBe(false);
    await fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    flushSync();
    expect(location.search).toBe('?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD');
  });

  it('an address without chosen suits opens the deal to ask for them, above the trick', () => {
    history.replaceState(null, '', '/trick/');
    const { container } = render(SharedTrick, { props: SHARED });
    flushSync();
    expect(container.querySelector('.explorer')!.classList.contains('linked')).toBe(false);
    expect(container.querySelector('details.setup')!.hasAttribute('open')).toBe(true);
    expect(line(container)).toBe('Pick the two chosen suits to see who takes the trick.');
  });
});

describe('the islands, with the words their page carries', () => {
  afterEach(() => history.replaceState(null, '', '/'));
  it('SharedTrick reads the link and offers the quick reference; LessonTrick draws a lesson’s trick', () => {
    history.replaceState(null, '', '/trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S');
    const shared = render(SharedTrick, { props: SHARED });
    flushSync();
    expect(line(shared.container)).toMatch(/^So far: West’s ♠3/);
    expect(within(shared.container).getByRole('link', { name: 'Quick reference' }).getAttribute('href')).toBe('/k/reference/');
    const lesson = render(LessonTrick, { props: { lang: 'en', preset: CASE_1, readonly: true, rulings: {} } });
    expect(line(lesson.container)).toBe('West’s ♠3 takes the trick for East–West.');
  });
});
