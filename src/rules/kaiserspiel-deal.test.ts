import { describe, expect, it } from 'vitest';
import type { CardCode } from './cards.ts';
import { FAMILY } from './family-games.ts';
import { chosenSuitOf, dealStages, firstDealer, lowestCard, nextDealer } from './kaiser-dealing.ts';
import { accepted, KAISER_TARGET, kaiserOffer, maySpieldrei, NO_STAKES, spieldreiOffer, stakeValue, threeOffer } from './kaiser-stakes.ts';
import { newFamilyScore, scoreFamilyDeal, type FamilyAction } from './family-deal.ts';
import type { KaiserAction } from './kaiser-state.ts';
import type { KaiserDealState as KaiserState } from './kaiser-view.ts';
import { KAISER_GAME, kaiserspielDeal } from './kaiserspiel-deal.ts';
import { randomFrom } from './shuffle.ts';

// Known answers from the source, kaiserjass = pagat's Kaiserspiel page (seed 004), each row naming its section. The
// suits as the page names them: Shields S, Flowers H, Bells D, Acorns C; a banner is T (TD the Mugg, TH the Blass).

const PACK = FAMILY.kaiserspiel.pack as readonly CardCode[];
/** A pack laid out by hand: these cards on top, in the order dealt, the rest after them (never a banner at the bottom). */
const deckWith = (top: readonly CardCode[]): CardCode[] => {
  const rest = PACK.filter((c) => !top.includes(c) && c[0] !== 'T');
  const banners = PACK.filter((c) => !top.includes(c) && c[0] === 'T');
  return [...top, ...banners, ...rest];
};
const deal = kaiserspielDeal;
const startOf = (players: 4 | 6, dealer: number, top: readonly CardCode[] = []) => ({
  game: 'kaiserspiel',
  players,
  seed: 'known',
  dealNo: 0,
  dealer,
  deck: deckWith(top),
});
const start = (players: 4 | 6, dealer: number, top: readonly CardCode[] = []) => {
  const parsed = deal.parseStart(startOf(players, dealer, top));
  if (!parsed.ok) throw new Error(parsed.error.code);
  return deal.start(parsed.value);
};
const applyKaiser = (s: KaiserState, a: unknown) => deal.apply(s, a);
const act = (s: KaiserState, a: FamilyAction<KaiserAction>): KaiserState => {
  const next = applyKaiser(s, a);
  if (!next.ok) throw new Error(`${JSON.stringify(a)}: ${next.error.code}`);
  return next.value;
};
const choices = (s: KaiserState) => deal.legalActions(s);
/** Passes until the phase changes, each seat saying nothing (and, at four, discarding its last two cards). */
const quietly = (s: KaiserState, until: KaiserState['phase']): KaiserState => {
  while (s.phase !== until && s.phase !== 'over') {
    const seat = deal.toAct(s)!;
    const hand = s.hands[seat] as CardCode[];
    s = act(s, s.phase === 'discard' ? { type: 'discard', seat, cards: [hand[5]!, hand[6]!] } : { type: 'pass', seat });
  }
  return s;
};

describe('Kaiserspiel, the deal (kaiserjass: The Deal)', () => {
  it.each([
    // [players, dealer, who gets the face-up cards in order]
    [4, 0, [1, 2, 3, 0]],
    [4, 2, [3, 0, 1, 2]],
    [6, 5, [0, 1, 2, 3, 4, 5]],
  ] as const)('at %i with dealer %i, the first card face up to the dealer’s right, then the partner (anticlockwise): %j', (players, dealer, order) => {
    const up = dealStages(players, dealer).flatMap((st) => st.packets.filter((p) => p.up).map((p) => p.seat));
    expect(up).toEqual(order);
    expect(start(players, dealer).ext.faceUp.map((f) => f.seat)).toEqual(order.slice(0, 2));
  });

  it('pauses after every two players, face up and face down; the rest without a pause (The rest of the deal and the discard)', () => {
    const pauses = (players: 4 | 6) => dealStages(players, 0).map((st) => st.pause);
    expect(pauses(4)).toEqual([true, true, true, true, false]);
    expect(pauses(6)).toEqual([true, true, true, true, true, true, false]);
  });

  it('four players: seven cards each, two discarded face down, five held; six players: five cards, no discard (Modifications for six players)', () => {
    let four = quietly(start(4, 0), 'discard');
    expect(four.hands.map((h) => h.length)).toEqual([7, 7, 7, 7]);
    four = quietly(four, 'announce');
    expect(four.hands.map((h) => h.length)).toEqual([5, 5, 5, 5]);
    expect(four.aside.map((d) => d.length)).toEqual([2, 2, 2, 2]);
    const six = quietly(start(6, 0), 'announce');
    expect(six.hands.map((h) => h.length)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(six.aside.every((d) => d.length === 0)).toBe(true);
  });

  it('the player to the dealer’s right leads to the first trick; the deal passes to the right (The Play; The Deal)', () => {
    for (const [players, dealer] of [
      [4, 3],
      [6, 2],
    ] as const) {
      const s = quietly(quietly(start(players, dealer), 'announce'), 'play');
      expect(s.toAct).toBe((dealer + 1) % players);
      expect(nextDealer(players, dealer)).toBe((dealer + 1) % players);
      expect(deal.next(s.start).dealer).toBe(nextDealer(players, dealer));
    }
  });

  it.each([
    // the page's own three examples (Dealing the first card and determining trumps)
    [['6S', 'JC', '5D', 'KS'], 'D', '6 of shields, under of acorns, 5 of bells, king of shields: bells'],
    [['2C', '4S', 'JS', '2H'], 'C', '2 of acorns … 2 of flowers: the first of two equal low cards, acorns'],
    [['TH', 'KD', 'TS', 'TC'], 'D', 'banner of flowers, king of bells, banner of shields, banner of acorns: banners ignored, bells'],
  ] as [readonly CardCode[], string, string][])('the lowest face-up card names the chosen suit: %j → %s (%s)', (up, suit) => {
    expect(chosenSuitOf(up, '2S')).toBe(suit);
    // dealt in that order, from the dealer's right
    expect(quietly(start(4, 0, up), 'discard').chosen).toEqual([suit]);
  });

  it('ruling kaiser-banners-up: four banners face up, the bottom card names the suit', () => {
    expect(lowestCard(['TC', 'TS', 'TH', 'TD'])).toBe(-1);
    expect(chosenSuitOf(['TC', 'TS', 'TH', 'TD'], '7H')).toBe('H');
  });

  it('the first dealer: the lowest card, banners ignored (The Deal; ruling kaiser-first-dealer)', () => {
    for (let i = 0; i < 50; i++) {
      const { dealer, cards } = firstDealer(4, PACK, randomFrom(`first/${i}`));
      expect(cards).toHaveLength(4);
      expect(lowestCard(cards)).toBe(dealer);
    }
  });

  it('a banner at the bottom of the cut pack: shuffled and cut again (The Deal); the bottom card, seen by all, stays out of play', () => {
    const laid = deal.parseStart({ ...startOf(4, 0), deck: [...deckWith([]).filter((c) => c !== 'TD'), 'TD'] });
    expect(laid.ok && deal.start(laid.value).throwIns).toEqual([['TD']]);
    let reshuffled = 0;
    for (let i = 0; i < 200; i++) {
      const s = deal.start({ game: 'kaiserspiel', players: 4, seed: `cut/${i}`, dealNo: 0, dealer: 0 });
      reshuffled += s.throwIns.length;
      expect(s.ext.bottom[0]).not.toBe('T');
      expect(s.table).toEqual([s.ext.bottom]);
      expect(deal.viewOf(s, 2).table).toEqual([s.ext.bottom]);
    }
    expect(reshuffled).toBeGreaterThan(0);
  });

  it('a banner dealt face up must be declared at once, or it is lost (Dealing the first card)', () => {
    // TD to seat 1 (the dealer's right), face up.
    let s = start(4, 0, ['TD', '5S', '6H', 'KC']);
    // asked in turn from the dealer's right: the seats holding a card, then the captain of the dealer's side (seat 0)
    expect(s.toAct).toBe(1);
    expect(choices(s)).toContainEqual({ type: 'declare', seat: 1, card: 'TD' });
    s = act(s, { type: 'pass', seat: 1 });
    expect(s.ext.lost).toEqual(['TD']);
    s = quietly(s, 'announce');
    expect(s.toAct).toBe(1);
    expect(s.hands[1]).toContain('TD');
    expect(choices(s)).not.toContainEqual({ type: 'declare', seat: 1, card: 'TD' });
    expect(applyKaiser(s, { type: 'declare', seat: 1, card: 'TD' })).toMatchObject({ ok: false, error: { code: 'not-now' } });
  });
});

describe('Kaiserspiel, the raise and the fold (kaiserjass: Further Announcement of Kaisers)', () => {
  it('the slate’s example: 4, a Kaiser for 3, another for 3, a Spieldrei, a small Kaiser: 14 (The Slate)', () => {
    let st = NO_STAKES;
    for (const offer of [kaiserOffer(0, 3), kaiserOffer(0, 3), spieldreiOffer(0), kaiserOffer(0, 1)]) st = accepted(st, offer);
    expect(stakeValue(st)).toBe(14);
    expect(stakeValue(accepted(st, threeOffer(0)))).toBe(16);
  });

  it('the first side to the agreed score wins the game, often 101 (The Object of the Game)', () => {
    expect(KAISER_TARGET).toBe(101);
    // the session's score is the family's (family-deal.ts), played to the game's target
    const result = (winner: 0 | 1, points: number) => ({ winner, how: 'tricks', tricks: [0, 0] as const, points });
    let score = newFamilyScore(KAISER_GAME);
    score = scoreFamilyDeal(score, result(0, 97));
    score = scoreFamilyDeal(score, result(1, 100));
    expect(score.winner).toBeNull();
    score = scoreFamilyDeal(score, result(1, 4));
    expect([score.points, score.winner]).toEqual([[97, 104], 1]);
  });

  it('Spieldrei never twice in succession by one side', () => {
    const once = accepted(NO_STAKES, spieldreiOffer(1));
    expect([maySpieldrei(NO_STAKES, 0), maySpieldrei(NO_STAKES, 1)]).toEqual([true, true]);
    expect([maySpieldrei(once, 0), maySpieldrei(once, 1)]).toEqual([true, false]);
    const twice = accepted(once, spieldreiOffer(0));
    expect([maySpieldrei(twice, 0), maySpieldrei(twice, 1)]).toEqual([false, true]);
    // at the table: captain 0 calls, captain 1 accepts, and captain 0 may not call again
    let s = start(4, 3);
    expect(s.toAct).toBe(0);
    s = act(s, { type: 'spieldrei', seat: 0 });
    s = act(s, { type: 'accept', seat: 1 });
    expect(choices(s)).not.toContainEqual({ type: 'spieldrei', seat: 0 });
    expect(applyKaiser(s, { type: 'spieldrei', seat: 0 })).toMatchObject({ ok: false, error: { code: 'not-now' } });
    s = act(s, { type: 'pass', seat: 0 });
    expect(choices(s)).toContainEqual({ type: 'spieldrei', seat: 1 });
  });

  it.each([
    ['a Kaiser for 3, folded: the deal’s 4 before it', [{ by: 3, answer: 'fold' }], 4],
    ['a Kaiser for 1 accepted, made 3, folded: 5, with the small one', [{ by: 1, answer: 'accept', three: 'fold' }], 5],
    [
      'a Kaiser for 3 accepted, a second for 1 folded: 7',
      [
        { by: 3, answer: 'accept' },
        { by: 1, answer: 'fold' },
      ],
      7,
    ],
  ] as const)('a fold scores what the deal was worth before the raise: %s', (_, raises, points) => {
    // Seat 1 (the dealer's right, side 1, its own captain) is dealt TD and TH face down.
    let s = quietly(start(4, 0, ['2S', '3S', '4H', '5H', 'TD', 'TH']), 'discard');
    s = quietly(s, 'announce');
    expect(s.toAct).toBe(1);
    const banners = ['TD', 'TH'] as const;
    raises.forEach((r, i) => {
      s = act(s, { type: 'declare', seat: 1, card: banners[i]! });
      s = act(s, { type: 'raise', seat: 1, by: r.by });
      s = act(s, { type: r.answer, seat: 0 });
      if ('three' in r) {
        s = act(s, { type: 'raise', seat: 1, by: 3 });
        s = act(s, { type: r.three, seat: 0 });
      } else if (r.answer === 'accept' && (r.by as number) === 1) s = act(s, { type: 'pass', seat: 1 });
    });
    expect(s.result).toEqual({ winner: 1, how: 'fold', points, tricks: [0, 0] });
    expect(deal.paid(s)).toEqual([-points, points, -points, points]);
  });
});

describe('Kaiserspiel, the play (kaiserjass: The Play)', () => {
  it('the lead is face up, later cards may go face down; another seat sees a face-down banner only as “Kaiser”', () => {
    let s = quietly(quietly(start(4, 0, ['2S', '3S', '4H', '5H', 'KS', 'QS', 'TC', '6C']), 'announce'), 'play');
    expect(choices(s).some((a) => a.type === 'play')).toBe(true);
    expect(choices(s).some((a) => a.type === 'play-down')).toBe(false);
    expect(applyKaiser(s, { type: 'play-down', seat: 1, card: s.hands[1]![0]! })).toMatchObject({ ok: false, error: { code: 'not-now' } });
    s = act(s, { type: 'play', seat: 1, card: s.hands[1]![0]! });
    const banner = 'TC';
    s = act(s, { type: 'play-down', seat: 2, card: banner });
    expect(deal.viewOf(s, 3).trick!.cards[1]).toBeNull();
    expect(deal.viewOf(s, 3).ext.kaiserCalls).toEqual([[1]]);
    expect(deal.viewOf(s, 2).trick!.cards[1]).toBe(banner);
  });

  it('three tricks of five win the deal, for what it is worth (The Object of the Game; ruling kaiser-three-tricks)', () => {
    let s = quietly(quietly(start(4, 0), 'announce'), 'play');
    while (s.phase === 'play')
      s = act(
        s,
        choices(s).find((a) => a.type === 'play')!,
      );
    expect(s.result!.how).toBe('tricks');
    expect(Math.max(...s.won)).toBe(3);
    expect(s.result!.points).toBe(4);
  });

  it('a Kaiser announced from a card dealt face down is heard, not seen, by the other seats; a Kaiser dealt face up is seen (ruling kaiser-face-down)', () => {
    // Seat 1 is dealt TC face up and TD face down; it declares both.
    let s = quietly(start(4, 0, ['TC', '3S', '4H', '5H', 'TD', 'QS']), 'discard');
    expect(s.ext.lost).toEqual(['TC']); // let go in its pause
    s = start(4, 0, ['TC', '3S', '4H', '5H', 'TD', 'QS']);
    s = act(s, { type: 'declare', seat: 1, card: 'TC' });
    s = act(s, { type: 'raise', seat: 1, by: 3 });
    s = act(s, { type: 'accept', seat: 0 });
    s = quietly(quietly(s, 'discard'), 'announce');
    s = act(s, { type: 'declare', seat: 1, card: 'TD' });
    expect(deal.viewOf(s, 3).ext.declared.map((d) => d.card)).toEqual(['TC', null]);
    expect(deal.viewOf(s, 1).ext.declared.map((d) => d.card)).toEqual(['TC', 'TD']);
  });

  it('a captain’s Spieldrei in the play, once accepted, gives the turn back to the captain to lay a card', () => {
    let s = quietly(quietly(start(4, 3), 'announce'), 'play');
    expect(s.toAct).toBe(0);
    s = act(s, { type: 'spieldrei', seat: 0 });
    expect(s.phase).toBe('ask');
    expect(choices(s)).toEqual([
      { type: 'accept', seat: 1 },
      { type: 'fold', seat: 1 },
    ]);
    s = act(s, { type: 'accept', seat: 1 });
    expect([s.phase, s.toAct]).toEqual(['play', 0]);
    expect(choices(s).every((a) => a.type === 'play')).toBe(true);
  });

  it('refuses out of turn, a card not held and a wrong move, with codes; replays from its actions', () => {
    const s = start(4, 0);
    const seat = deal.toAct(s)!;
    expect(applyKaiser(s, { type: 'pass', seat: (seat + 1) % 4 })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(applyKaiser(s, { type: 'play', seat, card: s.hands[seat]![0] ?? '2S' })).toMatchObject({ ok: false, error: { code: 'not-now' } });
    expect(applyKaiser(s, { type: 'declare', seat, card: 'TD' })).toMatchObject({ ok: false });
    expect(applyKaiser(s, { type: 'jump', seat })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    const after = act(s, { type: 'pass', seat });
    expect(deal.replay(startOf(4, 0), after.actions)).toEqual({ ok: true, value: after });
    expect(deal.choices(deal.viewOf(after, deal.toAct(after)!))).toEqual(choices(after));
  });
});
