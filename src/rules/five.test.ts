import { describe, expect, it } from 'vitest';
import type { CardCode } from './cards.ts';
import { answered, applyFive, parseFiveStart, replayFive, sideOfFive, startFive, type FiveAction, type FiveSeat, type FiveState } from './five.ts';
import { FIVE_MACHINE, legalFive, viewOfFive } from './five-view.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { parseDealStart } from './play.ts';
import { firstFiveDealStart, newFiveSession, nextFiveDealStart, scoreFiveDeal } from './five-session.ts';
import type { VariantId } from './variants.ts';

/**
 * A pack laid out by hand for a table of five, seat 4 dealing (so seat 0 is forehand and the hands go to seats 0 … 3):
 * the cards named for each seat, the turn-ups, the stock's named cards from its top and from its bottom (the rest of the
 * pack fills the hands first).
 */
function deckOf(
  variant: VariantId,
  at: Partial<Record<0 | 1 | 2 | 3, CardCode[]>>,
  turnUps: CardCode[],
  stock: CardCode[] = [],
  bottom: CardCode[] = [],
): CardCode[] {
  const placed = new Set([...Object.values(at).flat(), ...turnUps, ...stock, ...bottom]);
  const spare = KNUEFFELN[variant].pack.filter((c) => !placed.has(c));
  const hands = ([0, 1, 2, 3] as const).map((seat) => {
    const hand = [...(at[seat] ?? [])];
    while (hand.length < 9) hand.push(spare.shift()!);
    return hand;
  });
  const dealt = [0, 1, 2].flatMap((round) => hands.flatMap((h) => h.slice(round * 3, round * 3 + 3)));
  return [...dealt, ...turnUps, ...stock, ...spare, ...bottom];
}

const start = (deck: CardCode[], variant: VariantId = 'bohmstedt') => startFive({ variant, seed: 'five', dealNo: 0, players: 5, dealer: 4, deck });
function run(s: FiveState, ...actions: FiveAction[]): FiveState {
  for (const a of actions) {
    const r = applyFive(s, a);
    if (!r.ok) throw new Error(`${a.type} by ${a.seat}: ${r.error.code}`);
    s = r.value;
  }
  return s;
}
const declineAll = (s: FiveState) => {
  while (s.phase === 'exchange') s = run(s, { type: 'decline', seat: s.toAct });
  return s;
};
/** The seat to act plays its first card, or the card named. */
const play = (s: FiveState, card?: CardCode) => run(s, { type: 'play', seat: s.toAct, card: card ?? s.hands[s.toAct]![0]! });
/** Plays out the current trick: the cards named by seat, the others their first card. */
function trick(s: FiveState, cards: Partial<Record<FiveSeat, CardCode>> = {}): FiveState {
  const n = s.tricks.length;
  while (s.tricks.length === n && s.phase === 'play') s = play(s, cards[s.toAct]);
  return s;
}

// Chosen suits hearts and spades; the dealer's stock holds the five Olen. Hearts and spades' Tens are in the stock too,
// so no player is offered an exchange before the dealer chooses.
const OLEN: CardCode[] = ['2H', '4C', '8S', '9H', '9D'];

describe('Knüffeln for five: the deal and the dealer’s choice (eaton-2021, Five-Player Knüffeln)', () => {
  it('four hands of nine, the dealer none; the stock of ten, eight when three of the first chosen suit are turned up', () => {
    const s = start(deckOf('bohmstedt', {}, ['KH', 'KS']));
    expect(s.hands.map((h) => h.length)).toEqual([9, 9, 9, 9, 0]);
    expect(s.stock).toHaveLength(10);
    expect([s.phase, s.toAct]).toEqual(['choose', 4]);
    expect(start(deckOf('bohmstedt', {}, ['KH', 'QH', 'KS'])).stock).toHaveLength(9);
    expect(start(deckOf('bohmstedt', {}, ['KH', 'QH', 'JH', 'KS'])).stock).toHaveLength(8);
  });
  it('the dealer looks at the whole stock: the dealer’s view holds it, the others’ do not', () => {
    const s = start(deckOf('bohmstedt', {}, ['KH', 'KS'], OLEN));
    expect(viewOfFive(s, 4).stock).toEqual(s.stock);
    for (const seat of [0, 1, 2, 3] as const) expect([viewOfFive(s, seat).stock, viewOfFive(s, seat).stockSize]).toEqual([null, 10]);
    expect(legalFive(s)).toEqual([
      { type: 'alone', seat: 4 },
      { type: 'sit-out', seat: 4 },
    ]);
  });
  it('no Ole from the bottom of the stock for a Queen: an Ole there stays with a dealer who plays alone', () => {
    // The Hartenool lies at the very bottom; seat 1 holds the ♥Q.
    const s = start(deckOf('bohmstedt', { 1: ['QH'] }, ['KD', 'KS'], [], ['9H']));
    expect(s.stock.at(-1)).toBe('9H');
    const alone = run(s, { type: 'alone', seat: 4 });
    expect(alone.hands[4]).toContain('9H');
    expect(alone.offer?.give).not.toBe('QH');
  });
  it('a chosen Ten in the stock is the dealer’s to exchange when playing alone; sitting out, it stays in the stock (ruling five-choice-first)', () => {
    const deck = deckOf('bohmstedt', { 2: ['TS'] }, ['KH', '6S'], ['TH']);
    const alone = run(start(deck), { type: 'alone', seat: 4 });
    expect(alone.offer).toMatchObject({ seat: 4, give: 'TH', options: ['KH'] });
    const after = run(alone, { type: 'exchange', seat: 4, give: 'TH', take: 'KH' });
    expect(after.offer).toMatchObject({ seat: 2, give: 'TS', options: ['6S'] });
    expect(after.kept[0]).toEqual(['TH']);
    const out = run(start(deck), { type: 'sit-out', seat: 4 });
    expect(out.offer).toMatchObject({ seat: 2, give: 'TS' });
  });
  it('the choice is the dealer’s alone, and nothing is played before it', () => {
    const s = start(deckOf('bohmstedt', {}, ['KH', 'KS']));
    const rows: [unknown, string][] = [
      [{ type: 'alone', seat: 0 }, 'not-your-turn'],
      [{ type: 'play', seat: 0, card: s.hands[0]![0] }, 'not-now'],
      [{ type: 'sit-out', seat: 5 }, 'bad-action'],
    ];
    for (const [action, code] of rows) {
      const r = applyFive(s, action);
      expect(r.ok || r.error.code).toBe(code);
    }
  });
  it('a start for five is read at its own edge: the table of five only where the variant has one, a dealer among five', () => {
    const ok = { variant: 'hattstedt', seed: 's', dealNo: 0, players: 5, dealer: 4 };
    expect(parseFiveStart(ok).ok).toBe(true);
    const codes = [
      { ...ok, variant: 'bernhard1924' },
      { ...ok, dealer: 5 },
      { ...ok, players: 4 },
    ].map((x) => {
      const r = parseFiveStart(x);
      return r.ok || r.error.code;
    });
    expect(codes).toEqual(['bad-players', 'bad-input', 'bad-players']);
    const four = parseDealStart(ok);
    expect(four.ok || four.error.code).toBe('bad-players');
  });
});

describe('Knüffeln for five: the dealer alone (eaton-2021, Five-Player Knüffeln)', () => {
  const alone = (turnUps: CardCode[], stock: CardCode[]) => declineAll(run(start(deckOf('bohmstedt', {}, turnUps, stock)), { type: 'alone', seat: 4 }));

  it('the player second to the dealer’s right leads to the first trick, so the dealer plays third', () => {
    let s = alone(['KH', 'KS'], OLEN);
    expect(s.toAct).toBe(2);
    const order: number[] = [];
    while (s.tricks.length === 0) {
      order.push(s.toAct);
      s = play(s);
    }
    expect(order).toEqual([2, 3, 4, 0, 1]);
    expect(s.tricks[0]!.cards).toHaveLength(5);
  });
  it('the dealer’s four tricks win: each of the four pays the dealer the basic game', () => {
    // The dealer lets the first trick go with a low card, then takes four with the Olen.
    let s = alone(['KH', 'KS'], [...OLEN, 'AH', '3C', '3D', 'QC', 'QD']);
    s = trick(s, { 4: '3C' });
    expect(s.takers[0]).not.toBe(4);
    const leader = s.toAct;
    expect(sideOfFive(s, leader)).toBe(1);
    s = trick(s, { 4: '2H' });
    for (const ole of ['4C', '8S', '9H']) s = trick(s, { 4: ole as CardCode });
    expect(s.won[0]).toBe(4);
    expect(s.result).toMatchObject({ outcome: 'game', winner: 0, paid: [-10, -10, -10, -10, 40] });
    expect(s.result!.payment.payments).toBe(4);
  });
  it('the dealer’s first four tricks are a Jann: the dealer may stop and take 1 euro from each of the four', () => {
    let s = alone(['KH', 'KS'], OLEN);
    for (const ole of ['2H', '4C', '8S', '9H']) s = trick(s, { 4: ole as CardCode });
    expect([s.phase, s.toAct, s.won]).toEqual(['march', 4, [4, 0]]);
    s = run(s, { type: 'stop', seat: 4 });
    expect(s.result).toMatchObject({ outcome: 'jann', winner: 0, paid: [-100, -100, -100, -100, 400] });
  });
  it('a dealer with an 8-card stock marches in eight tricks', () => {
    // Three hearts turned before a spade: the stock holds eight, the five Olen, both chosen Aces and the ♠7.
    let s = alone(['KH', 'QH', 'JH', 'KS'], [...OLEN, 'AH', 'AS', '7S']);
    expect(s.hands[4]).toHaveLength(8);
    for (const ole of ['2H', '4C', '8S', '9H']) s = trick(s, { 4: ole as CardCode });
    s = run(s, { type: 'go-on', seat: 4 });
    for (const card of ['9D', 'AS', 'AH', '7S']) s = trick(s, { 4: card as CardCode });
    expect(s.tricks).toHaveLength(8);
    expect(s.result).toMatchObject({ outcome: 'march', winner: 0, paid: [-300, -300, -300, -300, 1200] });
  });
  it('the four win with five tricks before the dealer has four, and each is paid by the dealer', () => {
    // The four hold the Olen; the dealer has only small unchosen cards.
    let s = declineAll(
      run(start(deckOf('bohmstedt', { 2: ['2H', '4C'], 3: ['8S', '9H', '9D'] }, ['KH', 'KS'], ['3C', '3D', '2C', '2D', '6C', '6D', '7C', '7D', '8C', '8D'])), {
        type: 'alone',
        seat: 4,
      }),
    );
    while (s.phase === 'play' || s.phase === 'turned') s = s.phase === 'play' ? play(s) : run(s, { type: 'see', seat: s.toAct });
    if (s.phase === 'march') s = run(s, { type: 'stop', seat: s.toAct });
    expect(s.result!.winner).toBe(1);
    const each = s.result!.paid[0]!;
    expect(s.result!.paid).toEqual([each, each, each, each, -4 * each]);
  });
  it('the four’s march against a dealer with eight cards: the ninth trick is played by the four alone (ruling five-ninth-trick)', () => {
    // The dealer's eight are small unchosen cards with no Ace: they beat nothing, and the four take every trick.
    let s = alone(['KH', 'QH', 'JH', 'KS'], ['2C', '3C', '6C', '7C', '8C', '2D', '3D', '6D']);
    while (s.phase !== 'over') s = s.phase === 'march' ? run(s, { type: 'go-on', seat: s.toAct }) : play(s);
    expect(s.tricks.map((t) => t.cards.length)).toEqual([5, 5, 5, 5, 5, 5, 5, 5, 4]);
    expect(s.result).toMatchObject({ outcome: 'march', winner: 1, paid: [300, 300, 300, 300, -1200], rulings: ['five-ninth-trick'] });
  });
  it('a turn by the dealer is answered by the four; running pays the dealer the deal’s worth before it', () => {
    let s = alone(['KH', 'KS'], OLEN);
    s = trick(s, { 4: '2H' });
    expect(s.toAct).toBe(4);
    s = run(s, { type: 'turn', seat: 4, card: '4C' });
    expect([s.phase, s.toAct]).toEqual(['turned', 0]);
    // Any of the four may answer for them; the dealer may not.
    expect(applyFive(s, { type: 'see', seat: 4 }).ok).toBe(false);
    s = run(s, { type: 'run', seat: 2 });
    expect(s.result).toMatchObject({ outcome: 'ran', winner: 0, paid: [-10, -10, -10, -10, 40] });
  });
});

describe('Knüffeln for five: refusals, each with its code, the state unchanged', () => {
  const open = declineAll(run(start(deckOf('bohmstedt', {}, ['KH', 'KS'], OLEN)), { type: 'alone', seat: 4 }));
  const frozen = structuredClone(open);
  const rows: [string, unknown, string][] = [
    ['a card from another hand', { type: 'play', seat: 2, card: open.hands[4]![0] }, 'card-not-held'],
    ['the dealer playing before the second to its right', { type: 'play', seat: 4, card: open.hands[4]![0] }, 'not-your-turn'],
    ['choosing again', { type: 'sit-out', seat: 4 }, 'not-now'],
    ['an exchange after the exchanges', { type: 'exchange', seat: 2, give: 'TH', take: 'KH' }, 'not-now'],
    ['a Jann’s choice with no Jann', { type: 'go-on', seat: 2 }, 'not-now'],
    ['no action at all', 'play', 'bad-action'],
  ];
  it.each(rows)('%s', (_, action, code) => {
    const r = applyFive(open, action);
    expect(r.ok || r.error.code).toBe(code);
    expect(open).toEqual(frozen);
  });
  it('Hattstedt at five has no turning (eaton-2021, Hattstedt)', () => {
    const s = declineAll(run(startFive({ variant: 'hattstedt', seed: 'h', dealNo: 0, players: 5, dealer: 4 }), { type: 'alone', seat: 4 }));
    const r = applyFive(s, { type: 'turn', seat: s.toAct, card: s.hands[s.toAct]![0] });
    expect(r.ok || r.error.code).toBe('no-drehen');
  });
  it('a replay stops at the first refused action and names it', () => {
    const r = replayFive(open.start, [...open.actions, { type: 'play', seat: 0, card: open.hands[0]![0] }]);
    expect(r.ok || [r.error.code, r.error.index]).toEqual(['not-your-turn', open.actions.length]);
  });
});

describe('Knüffeln for five: the dealer sits out (ruling five-sit-out)', () => {
  it('the four play two against two, the first and third on the dealer’s left against the second and fourth; forehand leads; the dealer neither pays nor is paid', () => {
    let s = declineAll(run(start(deckOf('bohmstedt', {}, ['KH', 'KS'])), { type: 'sit-out', seat: 4 }));
    expect([s.alone, s.toAct]).toEqual([false, 0]);
    expect([0, 1, 2, 3, 4].map((seat) => sideOfFive(s, seat as FiveSeat))).toEqual([0, 1, 0, 1, null]);
    while (s.phase !== 'over') {
      if (s.phase === 'march') s = run(s, { type: 'stop', seat: s.toAct });
      else s = play(s);
    }
    expect(s.tricks.every((t) => t.cards.length === 4)).toBe(true);
    const r = s.result!;
    expect(r.paid[4]).toBe(0);
    expect(r.rulings).toContain('five-sit-out');
    const w = r.payment.amount;
    expect(r.paid.slice(0, 4)).toEqual(r.winner === 0 ? [w, -w, w, -w] : [-w, w, -w, w]);
  });
});

describe('Knüffeln for five: the table and the session', () => {
  it('replayFive deals for five from a start read at the edge', () => {
    const first = firstFiveDealStart('bohmstedt', 'session');
    const s = startFive(first);
    expect(s.start.players).toBe(5);
    const played = run(s, { type: 'sit-out', seat: first.dealer });
    expect(replayFive(first, played.actions)).toEqual({ ok: true, value: played });
    const asUnknown: unknown = JSON.parse(JSON.stringify(first));
    expect(replayFive(asUnknown, played.actions)).toEqual({ ok: true, value: played });
  });
  it('the deal passes to the left round all five, and the first leaves South as forehand', () => {
    let start = firstFiveDealStart('bohmstedt', 'x');
    const dealers = [start.dealer];
    for (let i = 0; i < 5; i++) dealers.push((start = nextFiveDealStart(start)).dealer);
    expect(dealers).toEqual([4, 0, 1, 2, 3, 4]);
    expect(start.dealNo).toBe(5);
  });
  it('the session keeps each player’s own money, deal after deal', () => {
    let score = newFiveSession('bohmstedt');
    score = scoreFiveDeal(score, { paid: [-10, -10, -10, -10, 40] });
    score = scoreFiveDeal(score, { paid: [10, -10, 10, -10, 0] });
    expect([score.deals, score.net]).toEqual([2, [0, -20, 0, -20, 40]]);
  });
  it('the seated machine: five seats, the seat to act, what the deal paid each', () => {
    let s = FIVE_MACHINE.start(firstFiveDealStart('hattstedt', 'machine'));
    expect([FIVE_MACHINE.seatCount(), FIVE_MACHINE.toAct(s)]).toEqual([5, 4]);
    expect(FIVE_MACHINE.paid(s)).toEqual([0, 0, 0, 0, 0]);
    while (FIVE_MACHINE.result(s) === null) s = (FIVE_MACHINE.apply(s, FIVE_MACHINE.legalActions(s)[0]) as { ok: true; value: FiveState }).value;
    expect(FIVE_MACHINE.toAct(s)).toBeNull();
    expect(FIVE_MACHINE.paid(s).reduce((a, b) => a + b, 0)).toBe(0);
  });
});

describe('Knüffeln for five: a lead nobody of the other side can see', () => {
  it('is not turned: against a lone dealer with eight cards the four play the ninth trick among themselves (ruling five-ninth-trick)', () => {
    // Four turn-ups kept leave the dealer an eight-card stock (eaton-2021, Five-Player Knüffeln).
    const table = {
      start: { dealer: 0 as FiveSeat, variant: 'bohmstedt' as const },
      alone: true,
      chosen: ['H', 'S'] as const,
      kept: [['KH', 'QH', 'JH'], ['9S']] as const,
    };
    expect(answered({ ...table, tricks: new Array(7).fill(null) }, 1)).toBe(true);
    expect(answered({ ...table, tricks: new Array(8).fill(null) }, 1)).toBe(false);
    // Sitting out, the other pair always plays to the trick.
    expect(answered({ ...table, alone: false, tricks: new Array(8).fill(null) }, 0)).toBe(true);
  });
});
