import { describe, expect, it } from 'vitest';
import type { FamilyDealStart } from './family-deal.ts';
import { FAMILY } from './family-games.ts';
import type { FamilyCard } from './family-ids.ts';
import { directedBy, KARNIFFEL_DEAL, karniffelDeal as m, type KarniffelAction } from './karniffel-deal.ts';
import { randomFrom } from './shuffle.ts';

// Karniffel's whole deal, by known answers: each row names its source (karniffel: the Wikipedia article after
// Wieland, its sections Preliminaries, Playing, Scoring) or the ruling that decides where it is silent.

const PACK = FAMILY.karniffel.pack;
const deckOf = (first: readonly string[]) => [...first, ...PACK.filter((c) => !first.includes(c))] as FamilyCard[];
type State = ReturnType<typeof m.start>;
const at = (first: readonly string[], extra: Partial<FamilyDealStart> = {}): State =>
  m.start({ game: 'karniffel', players: 4, seed: 'known', dealNo: 0, dealer: 3, deck: deckOf(first), ...extra });

/**
 * With seat 3 dealing, seat 0 is forehand; rounds of four, one card at a time (ruling karniffel-deal). Seat 0 holds the
 * Banner of Acorns and the chosen Seven of Acorns; seat 1 the Banner of Hearts; seat 2 the chosen Ober, Unter and Six of
 * Acorns; seat 3 the three beasts (X1 the Eight of Leaves, X2 the Nine of Hearts, X3 the Nine of Bells).
 */
const ROUNDS = [
  ...['TC', 'TH', 'QC', 'X1'],
  ...['7C', '6D', 'JC', 'X2'],
  ...['QS', '7D', '6C', 'X3'],
  ...['JS', '8D', '8C', 'QH'],
  ...['2S', 'KD', '9C', '7H'],
];

function step(s: State, action: KarniffelAction | { type: 'play'; seat: number; card: FamilyCard }): State {
  const r = m.apply(s, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`);
  return r.value;
}
const passAll = (s: State) => {
  while (s.phase === 'exchange') s = step(s, { type: 'pass', seat: s.toAct });
  return s;
};

describe('Karniffel’s deal: known answers', () => {
  it('deals five each and turns the next two cards for the chosen suits, first and second (karniffel, Preliminaries)', () => {
    const s = at([...ROUNDS, 'KC', 'KH']);
    expect(s.hands[0]).toEqual(['TC', '7C', 'QS', 'JS', '2S']);
    expect(s.hands[3]).toEqual(['X1', 'X2', 'X3', 'QH', '7H']);
    expect(s.chosen).toEqual(['C', 'H']);
    expect(s.table).toEqual(['KC', 'KH']);
    expect(s.ext.offers).toEqual([['KC'], ['KH']]);
    expect(s.stock).toHaveLength(36 - 22);
    expect(PACK).toHaveLength(36);
  });

  it('turns more while the suit repeats, until a different suit appears (karniffel, Preliminaries)', () => {
    const s = at([...ROUNDS, 'KC', '2C', 'KS']);
    expect(s.chosen).toEqual(['C', 'S']);
    expect(s.ext.turned).toEqual(['KC', '2C', 'KS']);
    expect(s.ext.offers).toEqual([['KC', '2C'], ['KS']]);
    // The Banner takes any turn-up of its suit (ruling karniffel-deal).
    expect(m.legalActions(s)).toEqual([
      { type: 'exchange', seat: 0, give: 'TC', take: 'KC' },
      { type: 'exchange', seat: 0, give: 'TC', take: '2C' },
      { type: 'pass', seat: 0 },
    ]);
  });

  it('counts a beast turned up for the suit printed on it (ruling karniffel-deal, ruling karniffel-pack)', () => {
    const rounds = ROUNDS.map((c) => (c === 'X1' ? 'KS' : c));
    const s = at([...rounds, 'X1', 'KH']);
    expect(s.chosen).toEqual(['S', 'H']);
    expect(s.ext.offers).toEqual([['X1'], ['KH']]);
  });

  it('lets the holder of a chosen Banner exchange it for the turn-up of its suit; the Banner lies face up (karniffel, Preliminaries)', () => {
    let s = at([...ROUNDS, 'KC', 'KH']);
    expect(m.legalActions(s)).toEqual([
      { type: 'exchange', seat: 0, give: 'TC', take: 'KC' },
      { type: 'pass', seat: 0 },
    ]);
    const before = JSON.stringify(s);
    expect(m.apply(s, { type: 'exchange', seat: 0, give: 'TC', take: 'KH' })).toMatchObject({ ok: false, error: { code: 'no-exchange' } });
    expect(m.apply(s, { type: 'exchange', seat: 0, give: 'TH', take: 'KH' })).toMatchObject({ ok: false, error: { code: 'card-not-held' } });
    expect(m.apply(s, { type: 'exchange', seat: 1, give: 'TH', take: 'KH' })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(m.apply(s, { type: 'play', seat: 0, card: 'QS' })).toMatchObject({ ok: false, error: { code: 'not-now' } });
    expect(m.apply(s, { type: 'concede', seat: 0 })).toMatchObject({ ok: false, error: { code: 'not-now' } });
    expect(JSON.stringify(s)).toBe(before);
    s = step(s, { type: 'exchange', seat: 0, give: 'TC', take: 'KC' });
    expect(s.hands[0]).toEqual(['7C', 'QS', 'JS', '2S', 'KC']);
    expect(s.table).toEqual(['TC', 'KH']);
    expect(s.known[0]).toEqual(['KC']);
    // Seat 0's turn goes on until it passes; then seat 1 may take the Hearts turn-up with its Banner.
    expect(m.legalActions(s)).toEqual([{ type: 'pass', seat: 0 }]);
    s = step(s, { type: 'pass', seat: 0 });
    expect(m.legalActions(s)).toEqual([
      { type: 'exchange', seat: 1, give: 'TH', take: 'KH' },
      { type: 'pass', seat: 1 },
    ]);
    // Every seat is asked, Banner or not (ruling karniffel-deal); then forehand leads (karniffel, Playing).
    s = passAll(s);
    expect(s.phase).toBe('play');
    expect(m.toAct(s)).toBe(0);
    // Everyone saw the King of Acorns go to seat 0: another seat's view shows it there.
    expect(m.viewOf(s, 3).hands[0]).toEqual(['KC']);
  });

  it('forbids a chosen Seven to lead the first trick, and lets it lead a later one (karniffel, Chosen suits: die böse Sieben)', () => {
    let s = passAll(at([...ROUNDS, 'KC', 'KH']));
    expect(m.legalActions(s).map((a) => a.type === 'play' && a.card)).not.toContain('7C');
    expect(m.apply(s, { type: 'play', seat: 0, card: '7C' })).toMatchObject({ ok: false, error: { code: 'may-not-lead', params: { card: '7C' } } });
    // An unchosen Seven may lead, and a chosen Seven may follow to the first trick.
    s = step(s, { type: 'play', seat: 0, card: 'QS' });
    s = step(s, { type: 'play', seat: 1, card: '7D' });
    // The Oberkarniffel (chosen Ober) and then the Tolle: the highest beast takes it (karniffel, Playing).
    s = step(s, { type: 'play', seat: 2, card: 'QC' });
    s = step(s, { type: 'play', seat: 3, card: 'X1' });
    expect(s.takers).toEqual([3]);
    s = step(s, { type: 'play', seat: 3, card: 'X2' });
    s = step(s, { type: 'play', seat: 0, card: '7C' });
    s = step(s, { type: 'play', seat: 1, card: '6D' });
    s = step(s, { type: 'play', seat: 2, card: 'JC' });
    expect(s.takers).toEqual([3, 3]);
    // Seat 3 took the second trick too, leads the third, and may lead the chosen Seven of Hearts now.
    expect(m.toAct(s)).toBe(3);
    s = step(s, { type: 'play', seat: 3, card: '7H' });
    s = step(s, { type: 'play', seat: 0, card: 'JS' });
    s = step(s, { type: 'play', seat: 1, card: '8D' });
    s = step(s, { type: 'play', seat: 2, card: '6C' });
    // A chosen Seven led wins the trick (karniffel, Playing), over the Papst.
    expect(s.takers).toEqual([3, 3, 3]);
    expect(s.won).toEqual([0, 3]);
    // Three tricks win the stake, but the deal is played out (ruling karniffel-deal).
    expect(s.result).toBeNull();
    for (const [seat, card] of [
      [3, 'X3'],
      [0, '2S'],
      [1, 'KD'],
      [2, '8C'],
      [3, 'QH'],
      [0, 'TC'],
      [1, 'TH'],
      [2, '9C'],
    ] as const)
      s = step(s, { type: 'play', seat, card });
    expect(s.result).toEqual({ winner: 1, how: 'tricks', tricks: [0, 5], points: 1 });
    expect(m.paid(s)).toEqual([-1, 1, -1, 1]);
  });

  it('lets a director concede on their own turn in the play; the other team wins the stake (ruling karniffel-director)', () => {
    let s = passAll(at([...ROUNDS, 'KC', 'KH']));
    expect(m.legalActions(s)).toContainEqual({ type: 'concede', seat: 0 });
    expect(m.apply(s, { type: 'concede', seat: 1 })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    s = step(s, { type: 'play', seat: 0, card: 'QS' });
    s = step(s, { type: 'play', seat: 1, card: '7D' });
    // Seat 2 directs nothing: it is never offered a concession, and is refused one.
    expect(m.legalActions(s).some((a) => a.type === 'concede')).toBe(false);
    expect(m.apply(s, { type: 'concede', seat: 2 })).toMatchObject({ ok: false, error: { code: 'not-director' } });
    s = step(s, { type: 'play', seat: 2, card: 'QC' });
    s = step(s, { type: 'play', seat: 3, card: 'X1' });
    s = step(s, { type: 'play', seat: 3, card: 'X2' });
    s = step(s, { type: 'concede', seat: 0 });
    expect(s.result).toEqual({ winner: 1, how: 'conceded', tricks: [0, 1], points: 1 });
    expect(m.paid(s)).toEqual([-1, 1, -1, 1]);
    expect(m.toAct(s)).toBeNull();
  });

  it('no peeking: a director sees exactly its own hand, its partner’s hand and the open cards; a partner only its own', () => {
    let s = at([...ROUNDS, 'KC', 'KH']);
    s = step(s, { type: 'exchange', seat: 0, give: 'TC', take: 'KC' });
    s = passAll(s);
    s = step(s, { type: 'play', seat: 0, card: 'QS' });
    const open = new Set<string>([...s.table, 'QS', ...s.known.flat()]);
    const cardsIn = (x: unknown) => new Set(PACK.filter((c) => JSON.stringify(x).includes(`"${c}"`)));
    for (const seat of [0, 1, 2, 3]) {
      const v = m.viewOf(s, seat);
      const shown = [seat, ...directedBy(4, seat)];
      expect(v.seesHand).toEqual([0, 1, 2, 3].map((i) => shown.includes(i)));
      // Every card the view holds, and nothing more: its own hand, the hands it directs, and the cards in the open.
      const expected = new Set([...open, ...shown.flatMap((i) => s.hands[i]!)]);
      expect([...cardsIn(v)].sort()).toEqual([...expected].sort());
    }
    expect(m.viewOf(s, 0).hands[2]).toEqual(s.hands[2]);
    expect(m.viewOf(s, 2).hands[0]).toEqual(['KC']);
    // The director's view is the same whatever the hidden cards are: dealt again, only the other team's hands move.
    const v = m.viewOf(s, 0);
    const again = m.redeal(v, randomFrom('no-peek'));
    expect(m.viewOf(again, 0)).toEqual(v);
    expect(again.hands[2]).toEqual(s.hands[2]);
    // The seat to act chooses from its view alone: dealt again from it, the same choices.
    const mine = m.viewOf(s, s.toAct);
    expect(m.choices(m.viewOf(m.redeal(mine, randomFrom('no-peek-2')), s.toAct))).toEqual(m.choices(mine));
  });

  it('plays at six, three against three; each director sees both partners’ hands (karniffel, Preliminaries; ruling karniffel-director)', () => {
    const s = m.start({ game: 'karniffel', players: 6, seed: 'six', dealNo: 0, dealer: 5 });
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(KARNIFFEL_DEAL.seats).toEqual(FAMILY.karniffel.players);
    expect(m.viewOf(s, 0).seesHand).toEqual([true, false, true, false, true, false]);
    expect(m.viewOf(s, 1).seesHand).toEqual([false, true, false, true, false, true]);
    expect(m.viewOf(s, 4).seesHand).toEqual([false, false, false, false, true, false]);
  });

  it('at six, deals again when the cards left show no second suit (ruling karniffel-deal)', () => {
    const acorns = ['KC', 'QC', 'JC', 'TC', '7C', '6C'];
    const rest = PACK.filter((c) => !acorns.includes(c));
    const s = m.start({ game: 'karniffel', players: 6, seed: 'thrown', dealNo: 2, dealer: 0, deck: [...rest, ...acorns] as FamilyCard[] });
    expect(s.throwIns).toEqual([acorns]);
    expect(s.chosen).toHaveLength(2);
    expect(s.chosen[0]).not.toBe(s.chosen[1]);
    expect(m.replay(s.start, [])).toEqual({ ok: true, value: s });
  });

  it('reads a laid-out pack with the beasts under their cards’ own codes (ruling karniffel-pack)', () => {
    const printed = deckOf([...ROUNDS, 'KC', 'KH']).map((c) => ({ X1: '8S', X2: '9H', X3: '9D' })[c as string] ?? c);
    expect(printed).not.toContain('X1');
    const r = m.parseStart({ game: 'karniffel', players: 4, seed: 'x', dealNo: 0, dealer: 3, deck: printed });
    expect(r.ok && m.start(r.value).hands[3]).toEqual(['X1', 'X2', 'X3', 'QH', '7H']);
  });
});

describe('Karniffel’s deals in a session (ruling karniffel-deal)', () => {
  it('passes the deal to forehand, and settles each deal alone: no target', () => {
    const start = at([...ROUNDS, 'KC', 'KH']).start;
    expect(m.next(start)).toEqual({ game: 'karniffel', players: 4, seed: 'known', dealNo: 1, dealer: 0 });
    expect(m.next({ ...start, players: 6, dealer: 5 }).dealer).toBe(0);
    expect(m.game.target).toBeNull();
  });
});
