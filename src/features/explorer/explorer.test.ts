// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Explorer } from './explorer.svelte.ts';
import { emptyState, type TrickState } from './share.ts';
import { speakerContext } from '../../ui/context.ts';
import { pageSpeaker } from '../../i18n/page.ts';
import CardPicker from './CardPicker.svelte';
import LessonTrick from './LessonTrick.svelte';
import SharedTrick from './SharedTrick.svelte';
import { carryWords } from '../../ui/page-words.ts';

/** The components speak English here, as on the English site. */
const EN = pageSpeaker('en');
const context = speakerContext(EN);
// The islands read their words from the page, as in the browser.
carryWords('en', ['game', 'why', 'picker', 'explorer', 'turn']);
/** The trick page's island, as TrickPage gives it. */
const SHARED = { lang: 'en', rulings: {}, reference: { href: '/k/reference/', label: 'Quick reference' } } as const;

/** Text as a sighted reader sees it (no screen-reader-only words). */
const shown = (el: Element) => {
  const copy = document.importNode(el, true);
  copy.querySelectorAll('.sr-only').forEach((n) => n.remove());
  return copy.textContent.replace(/\s+/g, ' ').trim();
};
/** Text as a screen reader hears it (without what is hidden from it). */
const spoken = (el: Element) => {
  const copy = document.importNode(el, true);
  copy.querySelectorAll('[aria-hidden="true"]').forEach((n) => n.remove());
  return copy.textContent.replace(/\s+/g, ' ').trim();
};

describe('CardPicker', () => {
  it('shows the whole pack by suit, each card labelled with what it is in this deal', () => {
    const ex = new Explorer({ ...emptyState(), chosen: ['H', 'S'] }, EN);
    render(CardPicker, { props: { ex }, context });
    const picker = screen.getByRole('group', { name: 'Card picker' });
    expect(picker.querySelectorAll('button.pick')).toHaveLength(48);
    expect(within(picker).getAllByRole('heading').map(shown)).toEqual([
      '♣ clubs unchosen',
      '♠ spades second chosen',
      '♥ hearts first chosen',
      '♦ diamonds unchosen',
    ]);
    // Spoken name and the words a sighted player sees on the same card.
    for (const [name, face, role] of [
      ['Eight of spades, de Dulle', '♠8', 'de Dulle'],
      ['Three of spades, Drist', '♠3', 'Drist'],
      ['Nine of spades, free card', '♠9', 'free card'],
      ['Four of diamonds, dud', '♦4', 'dud'],
    ]) {
      const button = within(picker).getByRole('button', { name });
      expect(shown(button)).toBe(face);
      // The role is drawn on the card face from data-n.
      expect(button.querySelector('.face')!.getAttribute('data-n')).toBe(role);
      expect(button.getAttribute('aria-disabled')).toBe('false');
    }
  });

  it('lays a card on a tap and then disables it; a full trick disables the rest', async () => {
    const ex = new Explorer({ ...emptyState(), chosen: ['H', 'S'] }, EN);
    render(CardPicker, { props: { ex }, context });
    const four = screen.getByRole('button', { name: 'Four of diamonds, dud' });
    await fireEvent.click(four);
    expect(ex.model.cards).toEqual(['4D']);
    expect(screen.getByRole('button', { name: 'Four of diamonds, dud, already played' }).getAttribute('aria-disabled')).toBe('true');
    await fireEvent.click(screen.getByRole('button', { name: 'Four of diamonds, dud, already played' }));
    expect(ex.model.cards).toEqual(['4D']);
    for (const name of ['Three of spades, Drist', 'Ace of diamonds, Ace', 'Eight of clubs, dud']) await fireEvent.click(screen.getByRole('button', { name }));
    expect(ex.model.cards).toEqual(['4D', '3S', 'AD', '8C']);
    expect(screen.getByRole('button', { name: 'King of clubs, court card' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('moves with the arrow keys: one roving tab stop', async () => {
    const ex = new Explorer({ ...emptyState(), chosen: ['H', 'S'] }, EN);
    render(CardPicker, { props: { ex }, context });
    const buttons = [...screen.getByRole('group', { name: 'Card picker' }).querySelectorAll<HTMLButtonElement>('button.pick')];
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    await fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    await vi.waitFor(() => expect(document.activeElement).toBe(buttons[1]));
    await fireEvent.keyDown(buttons[1]!, { key: 'ArrowDown' });
    await vi.waitFor(() => expect(document.activeElement).toBe(buttons[13]));
    await fireEvent.keyDown(buttons[13]!, { key: 'End' });
    await vi.waitFor(() => expect(document.activeElement).toBe(buttons[47]));
  });

  it('on a narrow pack, shows one suit at a time: a suit button picks it, and the arrow keys follow the card into its suit', async () => {
    const ex = new Explorer({ ...emptyState(), chosen: ['H', 'S'] }, EN);
    render(CardPicker, { props: { ex }, context });
    const suits = within(screen.getByRole('group', { name: 'Suit to pick from' })).getAllByRole('button');
    expect(suits.map(shown)).toEqual(['♣ clubs', '♠ spades', '♥ hearts', '♦ diamonds']);
    const shownSuit = () => document.querySelector('.picker section.shown h3')!.getAttribute('class');
    expect(suits.map((b) => b.getAttribute('aria-pressed'))).toEqual(['true', 'false', 'false', 'false']);
    expect(shownSuit()).toBe('suit-C');
    await fireEvent.click(suits[3]!);
    expect(suits.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'false', 'false', 'true']);
    expect(shownSuit()).toBe('suit-D');
    // The tab stop moves to the shown suit's first card, so the keyboard never lands on a hidden one.
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('button.pick')];
    expect(buttons.findIndex((b) => b.tabIndex === 0)).toBe(36);
    buttons[36]!.focus();
    await fireEvent.keyDown(buttons[36]!, { key: 'ArrowUp' });
    await vi.waitFor(() => expect(document.activeElement).toBe(buttons[24]));
    expect(shownSuit()).toBe('suit-H');
  });
});

// jsdom lays nothing out; the explorer scrolls its verdict into view when a card completes the trick.
Element.prototype.scrollIntoView = () => {};

const CASE_1: TrickState = { ...emptyState(), chosen: ['H', 'S'], cards: ['4D', '3S', 'AD', '8C'] };
/** The cards on the table, as their corner index, by seat name. */
const table = (c: Element) =>
  [...c.querySelectorAll('.seats > li')].map((li) => `${li.querySelector('.who')!.textContent}:${li.querySelector('.face')?.getAttribute('data-c') ?? '-'}`);

describe('the table and the verdict', () => {
  it('words eaton-2021 Case 1: the winner and side in one line, the reason in the next, every card below', () => {
    const { container } = render(LessonTrick, { props: { lang: 'en', preset: CASE_1, readonly: true } });
    expect(shown(container.querySelector('.summary')!)).toBe('West’s ♠3 takes the trick for East–West.');
    // A screen reader hears the same line politely, the card by its name.
    expect(container.querySelector('.summary')!.getAttribute('aria-live')).toBe('polite');
    expect(spoken(container.querySelector('.summary')!)).toBe('West’s Three of spades takes the trick for East–West.');
    expect(shown(container.querySelector('.reason')!)).toBe(
      '♠3, the Drist (chosen Three), takes the trick from the led ♦4: a dud falls to an Ole, any chosen beater or the Ace of its suit.',
    );
    expect(container.querySelectorAll('.steps > li')).toHaveLength(4);
  });

  it('lays the seats around the table in play order, names the leader in words and marks the winner', () => {
    const names = ['Anna', '', 'Carla', ''];
    const { container } = render(LessonTrick, { props: { lang: 'en', preset: { ...CASE_1, lead: 1, names }, readonly: true } });
    // West leads: West, North, East, South, each placed by seat (at1 is the left side of the square).
    expect(table(container)).toEqual(['West:♦4', 'Carla:♠3', 'East:♦A', 'Anna:♣8']);
    const seats = [...container.querySelectorAll('.seats > li')];
    expect(seats.map((li) => li.className.match(/at\d/)![0])).toEqual(['at1', 'at2', 'at3', 'at0']);
    expect(shown(seats[0]!)).toContain('▶ leads');
    expect(seats.filter((li) => li.textContent.includes('leads'))).toHaveLength(1);
    expect(seats.filter((li) => li.classList.contains('win'))).toEqual([seats[1]]);
    expect(shown(seats[1]!)).toContain('★ takes the trick');
    // Each card shows its role in this deal, and says it to a screen reader.
    expect(spoken(seats[1]!.querySelector('.played')!)).toBe('Three of spades, Drist');
    expect(shown(seats[1]!.querySelector('.played')!)).toBe('♠3 Drist');
  });

  it('answers after every card who is winning so far, and why', async () => {
    const ex = { ...CASE_1, cards: [] };
    const { container } = render(LessonTrick, { props: { lang: 'en', preset: ex } });
    const line = () => shown(container.querySelector('.summary')!);
    const pick = (name: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${name}`) }));
    expect(line()).toBe('Lay the first card.');
    expect(container.querySelector('.slot')!.textContent).toBe('next to play');
    const seen: string[] = [];
    for (const card of ['Four of diamonds', 'Three of spades', 'Ace of diamonds', 'Eight of clubs']) {
      await pick(card);
      flushSync();
      seen.push(`${line()} | ${shown(container.querySelector('.seats .win')!)}`);
    }
    expect(seen).toEqual([
      'So far: South’s ♦4 is winning for North–South. | South ▶ leads ♦4 dud ★ winning so far',
      'So far: West’s ♠3 is winning for East–West. | West ♠3 Drist ★ winning so far',
      'So far: West’s ♠3 is winning for East–West. | West ♠3 Drist ★ winning so far',
      'West’s ♠3 takes the trick for East–West. | West ♠3 Drist ★ takes the trick',
    ]);
    expect(shown(container.querySelector('.reason')!)).toContain('takes the trick from the led ♦4');
  });

  it('asks for the chosen suits first', () => {
    const { container } = render(LessonTrick, { props: { lang: 'en', preset: emptyState() } });
    expect(container.querySelector('.summary')!.textContent).toContain('Pick the two chosen suits');
    expect(container.querySelector('.reason')).toBeNull();
    // The pack comes with the chosen suits, which label its cards.
    expect(container.querySelector('.pack')).toBeNull();
  });

  it('opens a played card’s tools on a tap: play it earlier, later, or take it back', async () => {
    const { container } = render(LessonTrick, { props: { lang: 'en', preset: { ...CASE_1, cards: ['AC', 'KC', 'KS'] } } });
    const king = within(container.querySelector('.seats')!).getByRole('button', { name: /^King of clubs/ });
    expect(king.getAttribute('aria-expanded')).toBe('false');
    await fireEvent.click(king);
    expect(king.getAttribute('aria-expanded')).toBe('true');
    const tools = screen.getByRole('group', { name: 'King of clubs' });
    await fireEvent.click(within(tools).getByRole('button', { name: 'Play it earlier' }));
    expect(table(container).slice(0, 3)).toEqual(['South:♣K', 'West:♣A', 'North:♠K']);
    // The tools follow the card; it cannot go earlier than first.
    expect(within(tools).getByRole('button', { name: 'Play it earlier' }).getAttribute('aria-disabled')).toBe('true');
    await fireEvent.click(within(tools).getByRole('button', { name: 'Take it back' }));
    expect(table(container).slice(0, 3)).toEqual(['South:♣A', 'West:♠K', 'North:-']);
    expect(screen.queryByRole('group', { name: 'King of clubs' })).toBeNull();
    expect(document.activeElement).toBe(container.querySelector('.seats'));
  });

  it('says when a ruling decided, and links to it', () => {
    const preset = { ...emptyState(), chosen: ['H', 'S'] as const, cards: ['AH', 'AS'] as const };
    render(LessonTrick, {
      props: {
        lang: 'en',
        preset,
        readonly: true,
        rulings: { 'equal-chosen': { title: 'Two equal chosen cards: the earlier one keeps the trick', url: '/k/sources/#equal-chosen' } },
      },
    });
    const link = screen.getByRole('link', { name: 'Read the ruling' });
    expect(link.getAttribute('href')).toBe('/k/sources/#equal-chosen');
    expect(link.parentElement!.textContent).toContain('Our ruling decided this, where the sources are silent or disagree: Two equal chosen cards');
  });
});

describe('the family games, loaded on demand', () => {
  const kaiserspiel: TrickState = { ...emptyState(), variant: 'kaiserspiel', chosen: ['S'] };
  it('says so when their rules cannot be fetched, and tries again on the next pick', async () => {
    const ex = new Explorer(emptyState(), EN);
    let fetches = 0;
    ex.loadKit = () => (fetches++, Promise.reject(new Error('offline')));
    const failed = vi.fn();
    ex.withFacts('kaiserspiel', () => expect.unreachable(), failed);
    await vi.waitFor(() => expect(failed).toHaveBeenCalled());
    expect(ex.kitFailed).toBe(true);
    ex.setVariant('karniffel');
    expect(ex.kitFailed).toBe(false);
    await vi.waitFor(() => expect(ex.kitFailed).toBe(true));
    expect(fetches).toBe(2);
    // A Knüffeln table needs nothing fetched.
    ex.setVariant('bohmstedt');
    expect(ex.facts?.chosenCount).toBe(2);
  });
  it('an explorer with no way to fetch them fails plainly instead of throwing', async () => {
    const ex = new Explorer(kaiserspiel, EN);
    const failed = vi.fn();
    expect(() => ex.withFacts('kaiserspiel', () => undefined, failed)).not.toThrow();
    await vi.waitFor(() => expect(failed).toHaveBeenCalled());
  });
  it('fits only the latest pick when the rules arrive', async () => {
    const ex = new Explorer({ ...emptyState(), chosen: ['H', 'S'], cards: ['AH', '6H'] }, EN);
    const { loadFamilyKit } = await import('./family-kit.ts');
    ex.loadKit = () => loadFamilyKit(pageSpeaker('en'));
    // Kaiserspiel, back to Bohmstedt and Kaiserspiel again, all before the rules have come.
    ex.setVariant('kaiserspiel');
    ex.setVariant('bohmstedt');
    ex.setVariant('kaiserspiel');
    await vi.waitFor(() => expect(ex.facts).not.toBeNull());
    await new Promise((r) => setTimeout(r, 10));
    // Kaiserspiel's pack has no Aces: the Ace was taken out, and the note of it stays.
    expect(ex.model.cards).toEqual(['6H']);
    expect(ex.model.dropped).toEqual(['AH']);
  });
});

describe('the standalone explorer: its link and sharing', () => {
  const LINK = '/trick/?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C';
  afterEach(() => {
    vi.unstubAllGlobals();
    history.replaceState(null, '', '/');
  });

  it('copies a link whose words name the winner, where there is no share sheet', async () => {
    history.replaceState(null, '', LINK);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const { container } = render(SharedTrick, { props: SHARED });
    flushSync();
    expect(shown(container.querySelector('.summary')!)).toBe('West’s ♠3 takes the trick for East–West.');
    await fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Link copied.'));
    expect(writeText).toHaveBeenCalledWith(`♠3 takes the trick (Bohmstedt, ♥♠ chosen). ${location.origin}${LINK}`);
  });

  it.each([
    ['7C-X1', /^So far the Tolle is winning the trick \(Karniffel, ♥♠ chosen\)\. /],
    ['7C-X1-8C-9C', /^The Tolle takes the trick \(Karniffel, ♥♠ chosen\)\. /],
  ])('names a beast in the shared words, not its index T, in a whole sentence (%s)', async (cards, words) => {
    history.replaceState(null, '', `/trick/?v=karniffel&chosen=HS&players=4&lead=S&cards=${cards}`);
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    render(SharedTrick, { props: SHARED });
    // The family's rules load on demand, then the link is read.
    await vi.waitFor(() => expect(document.querySelector('.summary')!.textContent).toMatch(/winning|takes/));
    await fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await vi.waitFor(() => expect(writeText).toHaveBeenCalledWith(expect.stringMatching(words)));
  });

  it('hands the same words to the phone’s share sheet, and says nothing when it is closed', async () => {
    history.replaceState(null, '', LINK.replace('-8C', ''));
    const share = vi.fn(() => Promise.reject(Object.assign(new Error('closed'), { name: 'AbortError' })));
    vi.stubGlobal('navigator', { share });
    render(SharedTrick, { props: SHARED });
    flushSync();
    await fireEvent.click(screen.getByRole('button', { name: 'Share' }));
    const words = 'So far ♠3 is winning the trick (Bohmstedt, ♥♠ chosen).';
    expect(share).toHaveBeenCalledWith({ title: words, text: words, url: location.href });
    await Promise.resolve();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
