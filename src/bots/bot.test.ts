import { describe, expect, it } from 'vitest';
import {
  apply,
  choicesOf,
  randomFrom,
  startDeal,
  STRENGTHS,
  unseenCards,
  VARIANT_IDS,
  viewOf,
  type CardCode,
  type PlayState,
  type Said,
  type Seat,
} from '../rules/index.ts';
import { greedyPlayer, randomPlayer } from './baselines.ts';
import { decide } from './bot.ts';

/** A deal played some way in by random legal actions, and the seat to act there. */
function somewhereIn(game: number): PlayState {
  const variant = VARIANT_IDS[game % VARIANT_IDS.length]!;
  let s = startDeal({ variant, seed: `bots-${game}`, dealNo: 0, dealer: (game % 4) as Seat });
  const random = randomFrom(`walk-${game}`);
  const steps = Math.floor(random() * 40);
  for (let i = 0; i < steps && s.phase !== 'over'; i++) {
    const r = apply(s, randomPlayer(viewOf(s, s.toAct), random));
    if (r.ok) s = r.value;
  }
  return s;
}

/**
 * The same deal with the cards this seat cannot see dealt differently: the other hands' unknown cards, the stock's
 * and a face-down lead are shuffled among themselves, sizes kept, and cards anyone has seen left where they are.
 */
function redealHidden(s: PlayState, seat: Seat, random: () => number): PlayState {
  const seenByAnyone = new Set<CardCode>([...s.peeks.map((p) => p.card), ...s.shown, ...s.turnedUp, ...s.exchanges.flatMap((e) => [e.give, e.take])]);
  const faceDownHidden = s.faceDown !== null && s.trick?.leader !== seat;
  const hidden = [
    ...s.hands.flatMap((h, i) => (i === seat ? [] : h.filter((c) => !seenByAnyone.has(c)))),
    ...s.stock.filter((c) => !seenByAnyone.has(c)),
    ...(faceDownHidden && s.faceDown ? [s.faceDown] : []),
  ];
  // Only cards this seat cannot place move (some it cannot see stay put, as another player has seen them).
  const unseen = new Set(unseenCards(viewOf(s, seat)));
  expect(hidden.filter((c) => !unseen.has(c))).toEqual([]);
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [hidden[i], hidden[j]] = [hidden[j]!, hidden[i]!];
  }
  const take = (c: CardCode) => (seenByAnyone.has(c) ? c : hidden.shift()!);
  const hands = s.hands.map((h, i) => (i === seat ? h : h.map(take)));
  const stock = s.stock.map(take);
  return { ...s, hands, stock, faceDown: faceDownHidden ? hidden.shift()! : s.faceDown };
}

describe('the bots', () => {
  it('every bot, at every strength, answers with an action the rules take (200 positions, four variants)', () => {
    for (let game = 0; game < 200; game++) {
      const s = somewhereIn(game);
      if (s.phase === 'over') continue;
      const v = viewOf(s, s.toAct);
      const strength = STRENGTHS[game % STRENGTHS.length]!;
      for (const a of [decide(v, strength, randomFrom(`b-${game}`)), greedyPlayer(v, randomFrom('g')), randomPlayer(v, randomFrom('r'))]) {
        expect(choicesOf(v)).toContainEqual(a);
        expect(apply(s, a).ok).toBe(true);
      }
    }
  });

  it('never peek: with the hidden cards dealt differently, a seat’s view is the same, and so is its choice', () => {
    for (let game = 0; game < 60; game++) {
      const s = somewhereIn(game);
      if (s.phase === 'over') continue;
      const seat = s.toAct;
      const other = redealHidden(s, seat, randomFrom(`redeal-${game}`));
      // Some hidden card really moved, or there was none to move.
      expect(other.hands.some((h, i) => i !== seat && h.join() !== s.hands[i]!.join()) || unseenCards(viewOf(s, seat)).length <= 1).toBe(true);
      const view = viewOf(s, seat);
      expect(viewOf(other, seat)).toEqual(view);
      expect(decide(viewOf(other, seat), 'club', randomFrom(`fixed-${game}`))).toEqual(decide(view, 'club', randomFrom(`fixed-${game}`)));
    }
  });

  it('never peek with table talk either: what was said is the same, the hidden cards differ, and the choice stays', () => {
    for (let game = 0; game < 30; game++) {
      const s = somewhereIn(game);
      if (s.phase !== 'play') continue;
      const seat = s.toAct;
      const partner = ((seat + 2) % 4) as Seat;
      const heard: Said[] = [
        { seat: partner, phrase: 'ich-mache-zwei-spiele-sicher', at: 0, trick: 0 },
        { seat: ((seat + 1) % 4) as Seat, phrase: 'ick-bin-nich-recht-to-huus', at: 0, trick: 0 },
      ];
      const other = redealHidden(s, seat, randomFrom(`talk-redeal-${game}`));
      const view = viewOf(s, seat);
      expect(decide(viewOf(other, seat), 'club', randomFrom(`t-${game}`), heard)).toEqual(decide(view, 'club', randomFrom(`t-${game}`), heard));
    }
  });

  it('a view holds no other hand and no seed', () => {
    const s = somewhereIn(7);
    const v = viewOf(s, 0);
    expect(JSON.stringify(v)).not.toContain(s.start.seed);
    // No hidden card of another seat appears anywhere in the view (only cards it has seen: known, played, shown).
    const json = JSON.stringify(v);
    const hidden = ([1, 2, 3] as const).flatMap((seat) => s.hands[seat]!.filter((c) => !v.known[seat]!.includes(c)));
    expect(hidden.length).toBeGreaterThan(0);
    for (const c of hidden) expect(json, c).not.toContain(`"${c}"`);
    // And the view's own hand is South's.
    expect([...v.hand].sort()).toEqual([...s.hands[0]!].sort());
    expect(Object.keys(v)).not.toContain('hands');
  });
});
