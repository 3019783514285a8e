import { describe, expect, it } from 'vitest';
import { refuse } from './errors.ts';
import { playRandomDeal, testRandom } from './family-deal.check.ts';
import { beginPlay, familyDeal, nextOf, sideOf, trickTaker, type FamilyDealGame, type FamilyDealState, type FamilyView } from './family-deal.ts';
import { FAMILY } from './family-games.ts';
import { KARNOEFFEL_GAME } from './karnoeffel-deal.ts';
import { ok } from './result.ts';

// The core of the family's deals, apart from any one game: the trick decided by the registry's rule with the cards
// played face down left out, and a game's own phase before play, its face-down cards, a hand shown by rule and a
// record partly hidden, all plugged into the same machine (a toy game on Karnöffel's deal, for tests only).

describe('the family deal’s core', () => {
  it('decides a trick by the game’s own rule; a card played face down takes no part, and seats count from the leader', () => {
    const ctx = FAMILY.karnoeffel.context(['H'], []);
    // The Karnöffel (♥J) beats all: played by the second card, from a leader at seat 3, seat 0 takes.
    expect(trickTaker(ctx, { leader: 3, cards: ['KC', 'JH', '9S', 'QD'], down: [] }, 4)).toBe(0);
    // Face down, it tries for nothing: the King of clubs led keeps it.
    expect(trickTaker(ctx, { leader: 3, cards: ['KC', 'JH', '9S', 'QD'], down: [1] }, 4)).toBe(3);
    // With the lead face down, the first card face up leads.
    expect(trickTaker(ctx, { leader: 0, cards: ['KC', '2C', 'QC', 'TD'], down: [0] }, 4)).toBe(2);
    expect(trickTaker(ctx, { leader: 2, cards: ['KC', '2C', 'QC', 'TD'], down: [0, 1, 2, 3] }, 4)).toBe(2);
    expect([0, 1, 2, 3, 4, 5].map(sideOf)).toEqual([0, 1, 0, 1, 0, 1]);
    expect(nextOf(6, 5)).toBe(0);
  });

  // A toy game for the core's hooks: Karnöffel's deal, then each seat in turn says a number (0 or 1) before play, which
  // only its partner hears; a seat sees its partner's hand; any card may be played face down.
  type Toy = { readonly said: readonly (number | null)[]; readonly turn: number };
  type ToyView = { readonly said: readonly (number | 'said' | null)[]; readonly turn: number };
  type Say = { readonly type: 'say'; readonly seat: number; readonly n: 0 | 1 };
  const toy: FamilyDealGame<Toy, ToyView, Say> = {
    id: 'karnoeffel',
    rules: KARNOEFFEL_GAME.rules,
    target: null,
    deal: (start, deck) => {
      const d = KARNOEFFEL_GAME.deal(start, deck);
      if ('thrownIn' in d) return d;
      return { ...d, phase: 'say', ext: { said: [null, null, null, null], turn: 0 } };
    },
    actionTypes: ['say'],
    parseAction: (type, seat, a) => (a['n'] === 0 || a['n'] === 1 ? ok({ type, seat, n: a['n'] }) : refuse('bad-action', { action: type })),
    act: (s, a) => {
      if (s.phase !== 'say') return refuse('not-now', { action: a.type });
      if (a.seat !== s.toAct) return refuse('not-your-turn', { seat: a.seat, expected: s.toAct });
      const said = s.ext.said.map((x, i) => (i === a.seat ? a.n : x));
      const next: FamilyDealState<Toy, Say> = { ...s, ext: { said, turn: s.ext.turn + 1 }, toAct: nextOf(4, s.toAct) };
      return ok(s.ext.turn === 3 ? beginPlay(next, nextOf(4, s.start.dealer)) : next);
    },
    choices: (v) =>
      v.phase === 'say'
        ? [
            { type: 'say', seat: v.seat, n: 0 },
            { type: 'say', seat: v.seat, n: 1 },
          ]
        : [],
    playsDown: true,
    mayPlay: (at, _seat, _card, down) => (down && at.trick === null ? refuse('not-now', { action: 'play-down' }).error : null),
    sees: (players, seat) => [(seat + 2) % players],
    viewExt: (s, seat) => ({ ...s.ext, said: s.ext.said.map((x, i) => (x === null || i % 2 === seat % 2 ? x : 'said')) }),
    extFrom: (v) => ({ ...v.ext, said: v.ext.said.map((x) => (x === 'said' ? 0 : x)) }),
  };
  const machine = familyDeal(toy);
  const start = { game: 'karnoeffel' as const, players: 4, seed: 'toy', dealNo: 0, dealer: 3 };

  it('takes a game’s own phase before play, its actions read at the edge and refused with a code', () => {
    let s = machine.start(start);
    expect(s.phase).toBe('say');
    expect(machine.apply(s, { type: 'say', seat: 0, n: 2 })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(machine.apply(s, { type: 'say', seat: 1, n: 1 })).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    expect(machine.apply(s, { type: 'play', seat: 0, card: s.hands[0]![0] })).toMatchObject({ ok: false, error: { code: 'not-now' } });
    for (const seat of [0, 1, 2, 3]) s = (machine.apply(s, { type: 'say', seat, n: seat % 2 }) as { ok: true; value: typeof s }).value;
    expect(s.phase).toBe('play');
    expect(machine.toAct(s)).toBe(0);
    // The lead may not go face down here; a later card may.
    const plays = machine.legalActions(s);
    expect(plays.every((a) => a.type === 'play')).toBe(true);
    expect(machine.apply(s, { type: 'play-down', seat: 0, card: s.hands[0]![0] })).toMatchObject({ ok: false, error: { code: 'not-now' } });
    s = (machine.apply(s, plays[0]) as { ok: true; value: typeof s }).value;
    expect(machine.legalActions(s).map((a) => a.type)).toEqual([...Array(5).fill('play'), ...Array(5).fill('play-down')]);
  });

  it('shows a hand by rule, hides another seat’s face-down card and the hidden part of the record, and deals them again', () => {
    let s = machine.start(start);
    for (const seat of [0, 1, 2, 3]) s = (machine.apply(s, { type: 'say', seat, n: 1 }) as { ok: true; value: typeof s }).value;
    const lead = s.hands[0]![0]!;
    s = (machine.apply(s, { type: 'play', seat: 0, card: lead }) as { ok: true; value: typeof s }).value;
    const down = s.hands[1]![0]!;
    s = (machine.apply(s, { type: 'play-down', seat: 1, card: down }) as { ok: true; value: typeof s }).value;
    const v: FamilyView<ToyView> = machine.viewOf(s, 2);
    expect(v.hands[0]).toEqual(s.hands[0]);
    expect(v.seesHand).toEqual([true, false, true, false]);
    expect(v.trick).toEqual({ leader: 0, cards: [lead, null], down: [1] });
    expect(machine.viewOf(s, 1).trick!.cards).toEqual([lead, down]);
    expect(v.ext.said).toEqual([1, 'said', 1, 'said']);
    const again = machine.redeal(v, testRandom(5));
    expect(machine.viewOf(again, 2)).toEqual(v);
    expect(again.hands[0]).toEqual(s.hands[0]);
  });

  it('plays whole deals at random with the hooks in, every property kept', () => {
    for (let i = 0; i < 200; i++) {
      const s = playRandomDeal(machine, { ...start, seed: `toy-${i}` }, testRandom(i), FAMILY.karnoeffel.pack);
      expect(s.result).not.toBeNull();
      expect(s.tricks).toHaveLength(5);
      expect(machine.replay(s.start, s.actions)).toEqual({ ok: true, value: s });
    }
  });
});
