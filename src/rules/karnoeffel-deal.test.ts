import { describe, expect, it } from 'vitest';
import { FAMILY } from './family-games.ts';
import type { FamilyCard } from './family-ids.ts';
import { newFamilyScore, scoreFamilyDeal, type FamilyDealStart } from './family-deal.ts';
import { KARNOEFFEL_DEAL, KARNOEFFEL_GAME, KARNOEFFEL_TARGET, karnoeffelDeal as m } from './karnoeffel-deal.ts';
import { randomFrom } from './shuffle.ts';

// Karnöffel's whole deal, by known answers: each row names its source (karnoeffel: the Wikipedia article, The play)
// or the ruling that decides where it is silent.

const PACK = FAMILY.karnoeffel.pack;
/** A laid-out pack: these cards first, in the order they are dealt (one at a time from the dealer's left), then the rest. */
const deckOf = (first: readonly FamilyCard[]) => [...first, ...PACK.filter((c) => !first.includes(c))];
const at = (first: readonly FamilyCard[], dealer = 3, extra: Partial<FamilyDealStart> = {}) =>
  m.start({ game: 'karnoeffel', players: 4, seed: 'known', dealNo: 0, dealer, deck: deckOf(first), ...extra });

/** With seat 3 dealing, seat 0 is forehand: rounds of four cards, seat 0's first; the first round face up. */
const ROUNDS: readonly FamilyCard[] = [
  ...['KC', '5H', '9S', 'QD'],
  ...['QC', 'JH', '8S', '2D'],
  ...['TC', '3C', '7S', '4D'],
  ...['9C', '4C', '6S', '5D'],
  ...['8C', '2C', '5S', '6D'],
] as FamilyCard[];

function playAll(cards: readonly FamilyCard[][], first = at(ROUNDS)) {
  let s = first;
  for (const trick of cards)
    for (const card of trick) {
      const r = m.apply(s, { type: 'play', seat: s.toAct, card });
      if (!r.ok) throw new Error(`${card}: ${r.error.code}`);
      s = r.value;
    }
  return s;
}

describe('Karnöffel’s deal: known answers', () => {
  const rows: [readonly FamilyCard[], string, number, string][] = [
    // [first round face up, from forehand, the chosen suit, the seat whose card named it, source]
    [['KC', '5H', '9S', 'QD'], 'H', 1, 'karnoeffel, The play: the lowest-ranking face-up card determines the trumps'],
    [['3S', 'KC', '3H', '9D'], 'S', 0, 'karnoeffel, The play: of two equal low cards, the suit of the first dealt'],
    [['7D', '2C', 'QH', '2S'], 'C', 1, 'karnoeffel, The play: the Two is the lowest, the first of two Twos names the suit'],
    [['KD', 'KC', 'KH', 'KS'], 'D', 0, 'karnoeffel, The play: four equal, the first dealt'],
  ];
  it.each(rows)('the up cards %j choose %s, named by seat %i (%s)', (up, chosen, namer) => {
    const s = at(up);
    expect(s.chosen).toEqual([chosen]);
    expect(s.ext.namer).toBe(namer);
    // Turned face down again, but everyone saw them: each is known to lie in its hand.
    expect(s.known).toEqual(up.map((c) => [c]));
  });

  it('deals five cards each, one at a time from the dealer’s left; the rest lie undealt (karnoeffel, The play)', () => {
    const s = at(ROUNDS, 1);
    // Dealer 1: seat 2 is forehand and gets the first card of each round.
    expect(s.hands[2]).toEqual(['KC', 'QC', 'TC', '9C', '8C']);
    expect(s.hands[1]).toEqual(['QD', '2D', '4D', '5D', '6D']);
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(s.stock).toHaveLength(PACK.length - 20);
    expect(PACK).toHaveLength(48);
    expect(PACK.some((c) => c.startsWith('A'))).toBe(false);
  });

  it('the player to the dealer’s left leads, and play goes on in the order of play (karnoeffel, The play)', () => {
    for (const dealer of [0, 1, 2, 3]) expect(m.toAct(at(ROUNDS, dealer))).toBe((dealer + 1) % 4);
    const s = playAll([['KC']]);
    expect(s.toAct).toBe(1);
  });

  it('plays all five tricks, each won by the trick rules, the winner leading; the majority wins (karnoeffel, The play)', () => {
    const s = playAll([
      // The Karnöffel (chosen Jack) beats all other cards.
      ['KC', 'JH', '9S', 'QD'],
      // A trump led (the Farbenstecher): the highest trump wins, no plain card takes it (ruling karnoeffel-trick).
      ['5H', '7S', '2D', 'QC'],
      // Seat 1 led a Three of clubs: the Ten of clubs is the highest card of the suit led.
      ['3C', '8S', '4D', 'TC'],
      ['9C', '4C', '6S', '5D'],
      ['8C', '2C', '5S', '6D'],
    ]);
    expect(s.takers).toEqual([1, 1, 0, 0, 0]);
    expect(s.won).toEqual([3, 2]);
    expect(s.result).toEqual({ winner: 0, how: 'tricks', tricks: [3, 2], points: 1 });
    // One point a deal (ruling karnoeffel-score): what each seat won or paid.
    expect(m.paid(s)).toEqual([1, -1, 1, -1]);
    expect(m.toAct(s)).toBeNull();
    expect(m.legalActions(s)).toEqual([]);
    expect(m.apply(s, { type: 'play', seat: 0, card: 'KC' })).toMatchObject({ ok: false, error: { code: 'deal-over' } });
  });

  it('goes on after three tricks: all five are played (karnoeffel, The play: “Continue until all cards have been played”)', () => {
    expect(KARNOEFFEL_DEAL.end).toEqual({ kind: 'all-tricks', of: 5 });
    const s = playAll([
      ['KC', '4C', '9S', 'QD'],
      ['QC', '3C', '8S', '2D'],
      ['TC', '2C', '7S', '4D'],
    ]);
    expect(s.won).toEqual([3, 0]);
    expect(s.result).toBeNull();
    expect(m.toAct(s)).toBe(0);
  });

  it('the forehand deals the next deal (karnoeffel, The play)', () => {
    const start = at(ROUNDS, 3).start;
    expect(m.next(start)).toEqual({ game: 'karnoeffel', players: 4, seed: 'known', dealNo: 1, dealer: 0 });
    expect(m.next(m.next(start)).dealer).toBe(1);
  });

  it('refuses, with a code, what the rules do not allow, and the state stays as it was', () => {
    const s = at(ROUNDS);
    const before = JSON.stringify(s);
    const refusals: [unknown, string][] = [
      [{ type: 'play', seat: 1, card: '5H' }, 'not-your-turn'],
      [{ type: 'play', seat: 0, card: '5H' }, 'card-not-held'],
      [{ type: 'play', seat: 0, card: 'AH' }, 'not-in-game'],
      [{ type: 'play', seat: 0, card: 'K♣' }, 'bad-card'],
      [{ type: 'play', seat: 4, card: 'KC' }, 'bad-action'],
      [{ type: 'play-down', seat: 0, card: 'KC' }, 'bad-action'],
      [{ type: 'exchange', seat: 0 }, 'bad-action'],
      ['KC', 'bad-action'],
    ];
    for (const [action, code] of refusals) expect(m.apply(s, action)).toMatchObject({ ok: false, error: { code } });
    expect(JSON.stringify(s)).toBe(before);
  });

  it('reads a deal’s start at the edge', () => {
    const good = { game: 'karnoeffel', players: 4, seed: 's', dealNo: 0, dealer: 2 };
    expect(m.parseStart(good)).toEqual({ ok: true, value: good });
    const bad: [unknown, string][] = [
      [null, 'bad-input'],
      [{ ...good, game: 'karniffel' }, 'unknown-variant'],
      [{ ...good, players: 6 }, 'bad-players'],
      [{ ...good, dealer: 4 }, 'bad-input'],
      [{ ...good, dealNo: -1 }, 'bad-input'],
      [{ ...good, deck: PACK.slice(1) }, 'bad-deck'],
      [{ ...good, deck: [...PACK.slice(1), PACK[1]] }, 'bad-deck'],
    ];
    for (const [start, code] of bad) expect(m.parseStart(start)).toMatchObject({ ok: false, error: { code } });
    const laid = m.parseStart({ ...good, deck: [...PACK].reverse() });
    expect(laid.ok && m.start(laid.value).hands[3]![0]).toBe(PACK[PACK.length - 1]);
  });

  it('shows a seat its own hand and the cards everyone saw, never the seed or another hidden card', () => {
    const s = at(ROUNDS);
    const v = m.viewOf(s, 2);
    expect(v.hand).toEqual(s.hands[2]);
    expect(v.hands).toEqual([['KC'], ['5H'], s.hands[2], ['QD']]);
    expect(v.seesHand).toEqual([false, false, true, false]);
    expect(v.handSizes).toEqual([5, 5, 5, 5]);
    expect(JSON.stringify(v)).not.toContain('"seed"');
    for (const card of [...s.hands[0]!.slice(1), ...s.stock]) expect(JSON.stringify(v)).not.toContain(`"${card}"`);
  });

  it('deals again from a view: the same view, the face-up cards where they were, the rest moved', () => {
    const s = playAll([['KC', 'JH']]);
    const v = m.viewOf(s, 0);
    const moved = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const again = m.redeal(v, randomFrom(`again-${i}`));
      expect(m.viewOf(again, 0)).toEqual(v);
      expect(again.hands[2]![0]).toBe('9S');
      expect(again.hands[3]![0]).toBe('QD');
      moved.add(again.hands[2]!.join());
    }
    expect(moved.size).toBeGreaterThan(10);
  });

  it('replays to the same state from its start and actions, and stops at the first refused action', () => {
    const s = playAll([['KC', 'JH', '9S', 'QD']]);
    expect(m.replay(s.start, s.actions)).toEqual({ ok: true, value: s });
    expect(m.replay(s.start, [...s.actions, { type: 'play', seat: 3, card: 'KC' }])).toMatchObject({ ok: false, error: { index: 4 } });
    expect(m.replay({ game: 'nowhere' }, [])).toMatchObject({ ok: false, error: { index: -1 } });
  });
});

describe('Karnöffel’s score across deals (ruling karnoeffel-score)', () => {
  it('gives a deal’s point to the side that won it; the first side to five wins the game', () => {
    let score = newFamilyScore(KARNOEFFEL_GAME);
    expect(score).toEqual({ game: 'karnoeffel', deals: 0, points: [0, 0], target: KARNOEFFEL_TARGET, winner: null });
    const won = (winner: 0 | 1) => ({ winner, how: 'tricks', tricks: winner === 0 ? ([3, 2] as const) : ([1, 4] as const), points: 1 });
    for (let i = 0; i < KARNOEFFEL_TARGET - 1; i++) score = scoreFamilyDeal(scoreFamilyDeal(score, won(1)), won(0));
    expect(score.points).toEqual([KARNOEFFEL_TARGET - 1, KARNOEFFEL_TARGET - 1]);
    expect(score.winner).toBeNull();
    score = scoreFamilyDeal(score, won(1));
    expect(score.winner).toBe(1);
    // The game stays won by the side that got there first.
    expect(scoreFamilyDeal(scoreFamilyDeal(score, won(0)), won(0)).winner).toBe(1);
  });
});
