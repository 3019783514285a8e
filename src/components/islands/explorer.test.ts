// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/svelte';
import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { Explorer } from '../../lib/explorer.svelte.ts';
import { emptyState } from '../../lib/share.ts';
import CardPicker from './CardPicker.svelte';
import VerdictSteps from './VerdictSteps.svelte';
import VerdictSummary from './VerdictSummary.svelte';

const seatName = (i: number) => ['South', 'West', 'North', 'East'][i]!;
const sideName = (i: number) => (i % 2 ? 'East–West' : 'North–South');
/** Text as a sighted reader sees it (no screen-reader-only words). */
const shown = (el: Element) => {
  const copy = document.importNode(el, true);
  copy.querySelectorAll('.sr-only').forEach((n) => n.remove());
  return copy.textContent.replace(/\s+/g, ' ').trim();
};

describe('CardPicker', () => {
  it('shows the whole pack by suit, each card labelled with what it is in this deal', () => {
    const ex = new Explorer({ ...emptyState(), chosen: ['H', 'S'] });
    render(CardPicker, { ex });
    const picker = screen.getByRole('group', { name: 'Card picker' });
    expect(within(picker).getAllByRole('button')).toHaveLength(48);
    expect(within(picker).getAllByRole('heading').map(shown)).toEqual([
      '♣ clubs unchosen',
      '♠ spades second chosen',
      '♥ hearts first chosen',
      '♦ diamonds unchosen',
    ]);
    // Spoken name and the words a sighted player sees on the same card.
    for (const [name, face] of [
      ['Eight of spades, de Dulle', '♠8 de Dulle'],
      ['Three of spades, Drist', '♠3 Drist'],
      ['Nine of spades, free card', '♠9 free card'],
      ['Four of diamonds, dud', '♦4 dud'],
    ]) {
      const button = within(picker).getByRole('button', { name });
      expect(shown(button)).toBe(face);
      expect(button.getAttribute('aria-disabled')).toBe('false');
    }
  });

  it('lays a card on a tap and then disables it; a full trick disables the rest', async () => {
    const ex = new Explorer({ ...emptyState(), chosen: ['H', 'S'] });
    render(CardPicker, { ex });
    const four = screen.getByRole('button', { name: 'Four of diamonds, dud' });
    await fireEvent.click(four);
    expect(ex.cards).toEqual(['4D']);
    expect(screen.getByRole('button', { name: 'Four of diamonds, dud, already played' }).getAttribute('aria-disabled')).toBe('true');
    await fireEvent.click(screen.getByRole('button', { name: 'Four of diamonds, dud, already played' }));
    expect(ex.cards).toEqual(['4D']);
    for (const name of ['Three of spades, Drist', 'Ace of diamonds, Ace', 'Eight of clubs, dud']) await fireEvent.click(screen.getByRole('button', { name }));
    expect(ex.cards).toEqual(['4D', '3S', 'AD', '8C']);
    expect(screen.getByRole('button', { name: 'King of clubs, court card' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('moves with the arrow keys: one roving tab stop', async () => {
    const ex = new Explorer({ ...emptyState(), chosen: ['H', 'S'] });
    render(CardPicker, { ex });
    const buttons = within(screen.getByRole('group', { name: 'Card picker' })).getAllByRole('button');
    expect(buttons.filter((b) => b.tabIndex === 0)).toHaveLength(1);
    buttons[0]!.focus();
    await fireEvent.keyDown(buttons[0]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    await fireEvent.keyDown(buttons[1]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(buttons[13]);
    await fireEvent.keyDown(buttons[13]!, { key: 'End' });
    expect(document.activeElement).toBe(buttons[47]);
  });
});

describe('VerdictSummary and VerdictSteps', () => {
  it('words eaton-2021 Case 1 card by card and names the winner and side', () => {
    const ex = new Explorer({ ...emptyState(), chosen: ['H', 'S'], cards: ['4D', '3S', 'AD', '8C'] });
    const summary = render(VerdictSummary, { ex, seatName, sideName }).container;
    expect(shown(summary.querySelector('.summary')!)).toBe('West’s ♠3 takes the trick for East–West.');
    expect(summary.querySelector('[aria-live]')!.textContent).toBe('West’s Three of spades takes the trick for East–West.');
    const { container } = render(VerdictSteps, { ex, seatName, rulings: {}, base: '/' });
    const steps = [...container.querySelectorAll('.steps > li')].map(shown);
    expect(steps[1]).toBe(
      'West: ♠3, the Drist (chosen Three), takes the trick from the led ♦4: a dud falls to an Ole, any chosen beater or the Ace of its suit.',
    );
    expect(steps).toHaveLength(4);
  });

  it('says when a ruling decided, and links to it', () => {
    const ex = new Explorer({ ...emptyState(), chosen: ['H', 'S'], cards: ['AH', 'AS'] });
    render(VerdictSteps, { ex, seatName, rulings: { 'equal-chosen': 'Two equal chosen cards: the earlier one keeps the trick' }, base: '/k/' });
    const link = screen.getByRole('link', { name: 'Read the ruling' });
    expect(link.getAttribute('href')).toBe('/k/sources/#equal-chosen');
    expect(link.parentElement!.textContent).toContain('Our ruling decided this, where the sources are silent or disagree: Two equal chosen cards');
  });

  it('asks for the chosen suits first, and updates when a card is added', () => {
    const ex = new Explorer(emptyState());
    const { container } = render(VerdictSummary, { ex, seatName, sideName });
    expect(container.querySelector('.summary')!.textContent).toContain('Pick the two chosen suits');
    ex.chosen = ['H', 'S'];
    ex.play('KD');
    ex.play('2S');
    flushSync();
    expect(shown(container.querySelector('.summary')!)).toBe('West’s ♠2 takes the trick for East–West.');
  });
});
