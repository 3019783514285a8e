import { describe, expect, it } from 'vitest';
import { packOf, VARIANTS, type CardCode, type VariantId } from './index.ts';
import { apply, parseDealStart, replayDeal, startDeal, type Action, type PlayState, type Seat } from './play.ts';
import { legalActions } from './view.ts';

/**
 * A deck laid out by hand, East dealing (so South, seat 0, is forehand and hands go S W N E): the cards named for
 * each seat, the turn-ups, and the bottom of the stock (its last card the very bottom); the rest fills in by pack order.
 */
function deckOf(variant: VariantId, at: Partial<Record<Seat, CardCode[]>>, turnUps: CardCode[], bottom: CardCode[] = []): CardCode[] {
  const placed = new Set([...Object.values(at).flat(), ...turnUps, ...bottom]);
  const spare = packOf(VARIANTS[variant]).filter((c) => !placed.has(c));
  const hands = ([0, 1, 2, 3] as const).map((seat) => {
    const hand = [...(at[seat] ?? [])];
    while (hand.length < 9) hand.push(spare.shift()!);
    return hand;
  });
  const dealt = [0, 1, 2].flatMap((round) => hands.flatMap((h) => h.slice(round * 3, round * 3 + 3)));
  return [...dealt, ...turnUps, ...spare, ...bottom];
}

const start = (variant: VariantId, deck: CardCode[]) => startDeal({ variant, seed: 'test', dealNo: 0, dealer: 3, deck });
function run(s: PlayState, ...actions: Action[]): PlayState {
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.code}`);
    s = r.value;
  }
  return s;
}
/** Declines every exchange still on offer. */
const declineAll = (s: PlayState) => {
  while (s.phase === 'exchange') s = run(s, { type: 'decline', seat: s.toAct });
  return s;
};

describe('a deal: the shuffle, the deal and the turn-ups', () => {
  it('the same seed deals the same cards; another deal number deals others (replayable)', () => {
    const a = startDeal({ variant: 'bohmstedt', seed: 'x', dealNo: 0, dealer: 3 });
    expect(startDeal({ variant: 'bohmstedt', seed: 'x', dealNo: 0, dealer: 3 })).toEqual(a);
    expect(startDeal({ variant: 'bohmstedt', seed: 'x', dealNo: 1, dealer: 3 }).hands).not.toEqual(a.hands);
    expect(a.hands.map((h) => h.length)).toEqual([9, 9, 9, 9]);
  });
  it('four turn-ups of one suit throw the deal in, and the same dealer deals again (eaton-2021, The Deal and Exchange)', () => {
    const s = start('bohmstedt', deckOf('bohmstedt', {}, ['AC', 'KC', 'QC', 'JC']));
    expect(s.throwIns).toEqual([['AC', 'KC', 'QC', 'JC']]);
    expect(s.start.dealer).toBe(3);
    expect(s.chosen).toHaveLength(2);
  });
  it('a deck that is not the whole pack is refused at the edge', () => {
    const r = parseDealStart({ variant: 'bohmstedt', seed: 's', dealNo: 0, dealer: 3, deck: ['AC'] });
    expect(r.ok || r.error.code).toBe('bad-deck');
    expect(parseDealStart({ variant: 'skat', seed: 's', dealNo: 0, dealer: 3 }).ok).toBe(false);
  });
});

describe('a deal: the exchanges, in the order of the sources', () => {
  it('an Ole at the bottom goes to the Queen’s holder; taken, the next bottom card is looked at (eaton-2021, The Deal and Exchange)', () => {
    let s = start('bohmstedt', deckOf('bohmstedt', { 1: ['QH'], 2: ['QS'], 0: ['TS'] }, ['6S', 'KD'], ['8S', '9H']));
    expect(s.offer).toMatchObject({ kind: 'ole', seat: 1, give: 'QH', options: ['9H'], rulings: [] });
    s = run(s, { type: 'exchange', seat: 1, give: 'QH', take: '9H' });
    expect(s.hands[1]).toContain('9H');
    expect(s.stock.at(-1)).toBe('QH');
    expect(s.offer).toMatchObject({ kind: 'ole', seat: 2, give: 'QS', options: ['8S'] });
    // Declined, the chain ends: the Ten of the first chosen suit is next.
    s = run(s, { type: 'decline', seat: 2 });
    expect(s.offer).toMatchObject({ kind: 'turn-up', seat: 0, give: 'TS', options: ['6S'] });
    s = run(s, { type: 'exchange', seat: 0, give: 'TS', take: '6S' });
    expect(s.kept[0]).toEqual(['TS']);
    expect(s.exchanges).toEqual([
      { kind: 'ole', seat: 1, give: 'QH', take: '9H' },
      { kind: 'turn-up', seat: 0, give: 'TS', take: '6S' },
    ]);
  });
  it('a sleeping Queen lets the King’s holder take the Ole (eaton-2021, The Deal and Exchange)', () => {
    const s = start('bohmstedt', deckOf('bohmstedt', { 3: ['KH'] }, ['6S', 'KD'], ['QH', '2C', '9H']));
    expect(s.offer).toMatchObject({ kind: 'ole', seat: 3, give: 'KH', options: ['9H'], rulings: [] });
  });
  it('a Queen lying turned up also lets the King take the Ole (ruling queen-not-held)', () => {
    const s = start('bohmstedt', deckOf('bohmstedt', { 3: ['KH'] }, ['QH', '4S'], ['9H']));
    expect(s.offer).toMatchObject({ kind: 'ole', seat: 3, give: 'KH', rulings: ['queen-not-held'] });
  });
  it('a Queen already given for an Ole lets the King take the next Ole of her suit (ruling queen-not-held)', () => {
    let s = start('bohmstedt', deckOf('bohmstedt', { 1: ['QH'], 2: ['KH'] }, ['6S', 'KD'], ['2H', '9H']));
    s = run(s, { type: 'exchange', seat: 1, give: 'QH', take: '9H' });
    expect(s.offer).toMatchObject({ kind: 'ole', seat: 2, give: 'KH', options: ['2H'], rulings: ['queen-not-held'] });
  });
  it('a bottom card that is no Ole ends the Olen at once (eaton-2021, The Deal and Exchange)', () => {
    const s = start('bohmstedt', deckOf('bohmstedt', { 1: ['QH'], 2: ['TS'] }, ['6S', 'KD'], ['9H', '3C']));
    expect(s.offer).toMatchObject({ kind: 'turn-up', seat: 2 });
  });
  it('the Ten lesson’s question 3: the Ole first, the King inheriting from a turned-up Queen, then the Ten takes the Queen (rulings exchange-order, queen-not-held)', () => {
    // Diamonds and clubs chosen; the Rutenool at the bottom; West holds ♦10, East ♦K (East deals: South is forehand).
    let s = start('bohmstedt', deckOf('bohmstedt', { 1: ['TD'], 3: ['KD'] }, ['QD', '3C'], ['9D']));
    expect(s.offer).toMatchObject({ kind: 'ole', seat: 3, give: 'KD', options: ['9D'], rulings: ['queen-not-held'] });
    s = run(s, { type: 'exchange', seat: 3, give: 'KD', take: '9D' });
    expect(s.offer).toMatchObject({ kind: 'turn-up', seat: 1, give: 'TD', options: ['QD'] });
  });
  it('a Queen got for the Ten never takes the Ole of its suit: a double exchange is refused (eaton-2021; rulings exchange-order, queen-not-held)', () => {
    // The Olen come before the Tens (ruling exchange-order), so no Ole is on offer once a Ten is swapped; the refusal
    // guards a caller that asks anyway. South holds both Tens: with the second Ten on offer, South asks to give the
    // Queen the first one got for the Ole East left at the bottom.
    let s = start('bohmstedt', deckOf('bohmstedt', { 3: ['KH'], 0: ['TH', 'TS'] }, ['QH', '4S'], ['9H']));
    s = run(s, { type: 'decline', seat: 3 });
    s = run(s, { type: 'exchange', seat: 0, give: 'TH', take: 'QH' });
    expect(s.offer).toMatchObject({ kind: 'turn-up', seat: 0, give: 'TS' });
    const before = structuredClone(s);
    const r = apply(s, { type: 'exchange', seat: 0, give: 'QH', take: '9H' });
    expect(r.ok || r.error.code).toBe('double-exchange');
    expect(s).toEqual(before);
  });
  it('1938: both of the cutter’s Olen are offered, one after the other, when the first is taken (ruling cutter-olen)', () => {
    let s = start('gruenberg1938', deckOf('gruenberg1938', { 1: ['QH', 'QS'] }, ['KH', '6S'], ['2H', '3D', '8S']));
    expect(s.laidOut).toEqual(['2H', '8S']);
    s = run(s, { type: 'exchange', seat: 1, give: 'QH', take: '2H' });
    expect(s.offer).toMatchObject({ kind: 'ole', seat: 1, give: 'QS', options: ['8S'] });
    s = run(s, { type: 'exchange', seat: 1, give: 'QS', take: '8S' });
    expect([s.laidOut, s.given]).toEqual([[], ['QH', 'QS']]);
  });
  it('the deal keeps its own record of an action, not the object it was given', () => {
    const s = declineAll(startDeal({ variant: 'bohmstedt', seed: 'record', dealNo: 0, dealer: 3 }));
    const mine = { type: 'play', seat: 0, card: s.hands[0]![0]!, extra: 'junk' };
    const after = run(s, mine as Action);
    mine.card = 'XX' as never;
    expect(after.actions.at(-1)).toEqual({ type: 'play', seat: 0, card: s.hands[0]![0] });
  });
  it('the Ten may take a turned-up Ole (ruling ten-for-any-turn-up)', () => {
    const s = start('bohmstedt', deckOf('bohmstedt', { 2: ['TH'] }, ['9H', '4S'], ['3C']));
    expect(s.offer).toMatchObject({ kind: 'turn-up', seat: 2, give: 'TH', options: ['9H'], rulings: ['ten-for-any-turn-up'] });
  });
  it('1924: the cutter lays out the Olen of the bottom three; only a chosen suit’s Queen takes one, and the dog takes the turn-up (ruling cutter-olen)', () => {
    // Hearts and spades chosen: the Dulle (♠8) goes to the holder of ♠Q; the Wage (♣4) stays, clubs not chosen.
    const deck = deckOf('bernhard1924', { 1: ['QS'], 2: ['5H'] }, ['KH', '6S'], ['4C', '3D', '8S']);
    let s = start('bernhard1924', deck);
    expect(s.laidOut).toEqual(['4C', '8S']);
    expect(s.offer).toMatchObject({ kind: 'ole', seat: 1, give: 'QS', options: ['8S'], rulings: ['cutter-olen'] });
    s = run(s, { type: 'exchange', seat: 1, give: 'QS', take: '8S' });
    expect(s.laidOut).toEqual(['4C']);
    expect(s.given).toEqual(['QS']);
    expect(s.offer).toMatchObject({ kind: 'turn-up', seat: 2, give: '5H', options: ['KH'] });
  });
});

describe('a deal: drehen, sehen and lopen (eaton-2021, Drehen und Sehen)', () => {
  const open = (variant: VariantId) => declineAll(startDeal({ variant, seed: 'turns', dealNo: 0, dealer: 3 }));
  it('forehand leads; a turned card waits for the other side, who may run for the deal’s worth before it', () => {
    let s = open('bohmstedt');
    expect(s.toAct).toBe(0);
    const card = s.hands[0]![0]!;
    s = run(s, { type: 'turn', seat: 0, card });
    expect(s.phase).toBe('turned');
    expect(legalActions(s).map((a) => a.type)).toEqual(['see', 'run']);
    s = run(s, { type: 'run', seat: 1 });
    expect(s.result).toMatchObject({ outcome: 'ran', winner: 0, acceptedTurns: 0, payment: { unit: 'cent', amount: 10, payer: 'running-side' } });
  });
  it('a seen turn raises the deal by one stake: running from the next costs the basic game and that turn', () => {
    let s = open('bohmstedt');
    s = run(s, { type: 'turn', seat: 0, card: s.hands[0]![0]! }, { type: 'see', seat: 1 });
    expect(s.accepted).toEqual([1, 0]);
    expect(s.trick?.cards).toHaveLength(1);
    for (let i = 0; i < 3; i++) s = run(s, { type: 'play', seat: s.toAct, card: s.hands[s.toAct]![0]! });
    const leader = s.toAct;
    s = run(s, { type: 'turn', seat: leader, card: s.hands[leader]![0]! }, { type: 'run', seat: ((leader + 1) % 4) as Seat });
    expect(s.result?.payment.amount).toBe(20);
  });
  it('Hattstedt has no turning, and 1924 allows it only after two tricks won (eaton-2021, Hattstedt; Early versions)', () => {
    for (const [variant, code] of [
      ['hattstedt', 'no-drehen'],
      ['bernhard1924', 'cannot-turn'],
    ] as const) {
      const s = open(variant);
      const r = apply(s, { type: 'turn', seat: 0, card: s.hands[0]![0]! });
      expect(r.ok || r.error.code).toBe(code);
    }
  });
});

describe('a deal: illegal actions are refused with a code, and the state never changes', () => {
  const s = declineAll(startDeal({ variant: 'bohmstedt', seed: 'refusals', dealNo: 0, dealer: 3 }));
  const frozen = structuredClone(s);
  const rows: [string, unknown, string][] = [
    ['a card not held', { type: 'play', seat: 0, card: s.hands[1]![0] }, 'card-not-held'],
    ['playing out of turn', { type: 'play', seat: 2, card: s.hands[2]![0] }, 'not-your-turn'],
    ['an exchange after the exchanges', { type: 'exchange', seat: 0, give: s.hands[0]![0], take: s.hands[1]![0] }, 'not-now'],
    ['seeing when nothing was turned', { type: 'see', seat: 1 }, 'not-now'],
    ['a card that is no card', { type: 'play', seat: 0, card: '<b>' }, 'bad-card'],
    ['no action at all', 'play', 'bad-action'],
    ['a seat that is not at the table', { type: 'play', seat: 4, card: 'AC' }, 'bad-action'],
  ];
  it.each(rows)('%s', (_, action, code) => {
    const r = apply(s, action);
    expect(r.ok || r.error.code).toBe(code);
    expect(s).toEqual(frozen);
  });
  it('a deal that is over takes no more actions', () => {
    const over = run(s, { type: 'turn', seat: 0, card: s.hands[0]![0]! }, { type: 'run', seat: 1 });
    const r = apply(over, { type: 'play', seat: 0, card: over.hands[0]![0] });
    expect(r.ok || r.error.code).toBe('deal-over');
  });
  it('a replay stops at the first refused action and names it', () => {
    const r = replayDeal(s.start, [...s.actions, { type: 'play', seat: 3, card: s.hands[3]![0] }]);
    expect(r.ok || [r.error.code, r.error.index]).toEqual(['not-your-turn', s.actions.length]);
  });
});
