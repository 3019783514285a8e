// @vitest-environment jsdom
import { render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { createRawSnippet } from 'svelte';
import { speakerContext } from '../../ui/context.ts';
import { pageSpeaker } from '../../i18n/page.ts';
import type { FamilyCard, TableView } from '../../rules/index.ts';
import TableRing from './TableRing.svelte';

const context = speakerContext(pageSpeaker('en'));
const COMPASS = ['South', 'West', 'North', 'East'];

/** A table view at the start of play: the learner at seat 0, seats alternating sides, five cards each. */
function view(seats: number, more: Partial<TableView> = {}): TableView {
  return {
    seat: 0,
    seats,
    dealer: 0,
    sides: Array.from({ length: seats }, (_, s) => (s % 2) as 0 | 1),
    hand: ['7S', 'QH', '9C', 'KD', '10S'] as FamilyCard[],
    handSizes: Array.from({ length: seats }, () => 5),
    chosen: [],
    faceUp: [],
    trick: null,
    tricks: [],
    won: [0, 0],
    toAct: 0,
    stake: 1,
    ...more,
  };
}
const named = (seat: number) => (seat === 0 ? 'You' : `Seat ${seat}`);

function seats(props: Record<string, unknown>) {
  const { container } = render(TableRing, { props: { name: named, ...props } as never, context });
  const li = [...container.querySelectorAll<HTMLLIElement>('.seat')];
  /** the seat named, by its place round the table: at0 the bottom, then clockwise */
  const by = (name: string) => li.find((l) => l.querySelector('.who')!.firstChild!.textContent === name)!;
  const place = (name: string) => Number(/\bat(\d)\b/.exec(by(name).className)![1]);
  return { container, li, by, place };
}

describe('TableRing: the seats round the table, at every game', () => {
  it('puts four at the compass, the learner at the bottom and West on the left, whichever way play goes', () => {
    for (const direction of ['clockwise', 'anticlockwise'] as const) {
      // the compass names as KitTable gives them: where play goes anticlockwise, seat 1 (the next) is East
      const name = (s: number) => COMPASS[direction === 'anticlockwise' ? (4 - s) % 4 : s]!;
      const { container, place } = seats({ view: view(4), name, direction });
      expect(place('South')).toBe(0);
      expect(place('West')).toBe(1);
      expect(place('North')).toBe(2);
      expect(place('East')).toBe(3);
      container.remove();
      // without the direction, the compass names place them
      const bare = seats({ view: view(4), name: (s: number) => (s === 0 ? 'South (you)' : name(s)) });
      expect([bare.place('South (you)'), bare.place('West'), bare.place('North'), bare.place('East')]).toEqual([0, 1, 2, 3]);
      bare.container.remove();
    }
  });

  it('draws what a game shows in a seat beside its card (a hand a rule lets the learner see), but not over a hand opened after the deal', () => {
    const seen = createRawSnippet((seat: () => number) => ({ render: () => `<i class="seen">${seat()}</i>` }));
    const { container, by } = seats({ view: view(4), seen });
    expect(by('Seat 2').querySelector('.seen')?.textContent).toBe('2');
    expect(by('Seat 2').querySelector('.slot')).not.toBeNull();
    container.remove();
    const over = seats({ view: view(4), seen, open: true, hands: [[], ['2C'], ['3C'], ['4C']] });
    expect(over.by('Seat 2').querySelector('.seen')).toBeNull();
    expect(over.by('Seat 2').querySelectorAll('.open-hand')).toHaveLength(1);
  });

  it('draws five and six in a ring in the order of play, the learner at the bottom, not in a grid', () => {
    for (const n of [5, 6]) {
      const { container, place } = seats({ view: view(n) });
      expect(Array.from({ length: n }, (_, s) => place(s === 0 ? 'You' : `Seat ${s}`))).toEqual(Array.from({ length: n }, (_, s) => s));
      expect(container.querySelector('.seats')!.classList).toContain(`p${n}`);
      container.remove();
    }
    const { place } = seats({ view: view(6), direction: 'anticlockwise' });
    expect(place('Seat 1')).toBe(5);
  });

  it('shows a card laid face down as a back at its seat, a lead turned face down too', () => {
    const down = seats({ view: view(4, { trick: { leader: 3, cards: [{ seat: 3, card: null }] } }) });
    expect(down.by('Seat 3').querySelector('.back')?.getAttribute('aria-label')).toBe('a card face down');
    down.container.remove();
    const turned = seats({ view: view(5, { trick: { leader: 4, cards: [] } }) });
    expect(turned.by('Seat 4').querySelector('.back')).not.toBeNull();
    expect(turned.by('Seat 4').textContent).toContain('led');
    expect(turned.container.querySelectorAll('.back')).toHaveLength(1);
    turned.container.remove();
  });

  it('opens the others’ hands face up once the deal is over, and counts the cards when no hands are given', () => {
    const hands = [['7S'], ['AH', 'KH'], [], ['QC']];
    const { by, container } = seats({ view: view(4, { handSizes: [1, 2, 0, 1] }), open: true, hands });
    expect(by('Seat 1').querySelector('.open-hand')!.textContent).toContain('Ace of hearts');
    expect(by('Seat 1').querySelectorAll('.open-hand .pc')).toHaveLength(2);
    expect(by('Seat 3').querySelector('.open-hand')!.textContent).toContain('Queen of clubs');
    expect(by('You').querySelector('.open-hand')).toBeNull();
    // a hand opened says it all: no card of it is also said as seen
    container.remove();
    const seen = seats({ view: view(4, { faceUp: [{ seat: 1, card: 'AH' }] }), open: true, hands });
    expect(seen.by('Seat 1').querySelector('.known')).toBeNull();
    expect(seen.by('Seat 1').querySelectorAll('.open-hand .pc')).toHaveLength(2);
    seen.container.remove();
    const bare = seats({ view: view(4, { handSizes: [1, 2, 0, 1] }), open: true });
    expect(bare.by('Seat 1').querySelector('.slot')!.textContent).toBe('2 cards');
  });

  it('says what a card seen face up at a seat is, never at the learner’s own, and which one named the suit', () => {
    const faceUp = [
      { seat: 0, card: '7H' as FamilyCard },
      { seat: 1, card: '2S' as FamilyCard },
      { seat: 2, card: 'KC' as FamilyCard },
    ];
    const { by, container } = seats({ view: view(4, { faceUp, chosen: ['S'], namer: '2S' }) });
    expect(by('You').querySelector('.known')).toBeNull();
    expect(by('Seat 1').querySelector('.known')!.textContent).toMatch(/^holds ♠2.*\(named the chosen suit\)$/);
    expect(by('Seat 2').querySelector('.known')!.textContent).toMatch(/^holds ♣K/);
    expect(by('Seat 2').querySelector('.namer')).toBeNull();
    container.remove();
    // the rules say which card named it (table-games.test.ts); none is marked without, nor once the first card is laid
    const none = seats({ view: view(4, { faceUp, chosen: ['S'] }) });
    expect(none.container.querySelector('.namer')).toBeNull();
    none.container.remove();
    const laid = seats({ view: view(4, { faceUp, chosen: ['S'], namer: '2S', trick: { leader: 2, cards: [{ seat: 2, card: '9H' }] } }) });
    expect(laid.container.querySelector('.namer')).toBeNull();
    laid.container.remove();
  });

  it('keeps the room of a card seen held once it is played, unseen and unread, so that its line does not go under a question', () => {
    const faceUp = [{ seat: 1, card: '2S' as FamilyCard }];
    const held = seats({ view: view(4, { faceUp }) });
    expect(held.by('Seat 1').querySelector('.known')!.classList.contains('gone')).toBe(false);
    held.container.remove();
    const { by } = seats({ view: view(4, { faceUp, trick: { leader: 1, cards: [{ seat: 1, card: '2S' }] } }) });
    const gone = by('Seat 1').querySelector('.known')!;
    expect(gone.classList.contains('gone')).toBe(true);
    expect(gone.getAttribute('aria-hidden')).toBe('true');
  });

  it('at four names the partner beside its name, for the eye too, and says the other seats’ side to a screen reader only; shows every side at five and six', () => {
    const four = seats({ view: view(4, { dealer: 1 }) });
    expect(four.by('Seat 1').querySelector('.tag .sr-only')!.textContent).toBe('other side · ');
    expect(four.by('Seat 2').querySelector('.who')!.textContent).toBe('Seat 2\u00a0(partner)');
    expect(four.by('Seat 2').querySelector('.tag')!.textContent).toBe('');
    expect(four.li.filter((l) => l.querySelector('.partner'))).toHaveLength(1);
    four.container.remove();
    // sides of one and three (no one partner): no seat is named the partner
    const lone = seats({ view: view(4, { sides: [0, 1, 1, 1] }) });
    expect(lone.container.querySelector('.partner')).toBeNull();
    lone.container.remove();
    const six = seats({ view: view(6) });
    expect(six.by('Seat 2').querySelector('.tag .sr-only')).toBeNull();
    expect(six.by('Seat 2').querySelector('.tag')!.textContent).toBe('your side');
  });

  it('marks the dealer without a stray separator', () => {
    const { by } = seats({ view: view(4, { dealer: 0 }) });
    expect(by('You').querySelector('.tag')!.textContent).toBe('dealer');
    const two = seats({ view: view(4, { dealer: 1 }) });
    expect(two.by('Seat 1').querySelector('.tag')!.textContent).toBe('other side · dealer');
  });
});
