import { describe, expect, it } from 'vitest';
import type { DealRules } from '../rules/deal-rules.ts';
import { ok } from '../rules/result.ts';
import { randomFrom, shuffled } from '../rules/shuffle.ts';
import { decideSeated, playOut, weighSeated, type AnyMachine } from './seated.ts';

// A toy game behind the seated-machine interface, to test the bot's method apart from any game's rules: sixteen
// cards 0–15, four seats in two sides (seat % 2), four cards each, the highest card takes the trick, the side with
// more tricks is paid one by each of the others (two all: nobody pays).
interface Toy {
  readonly hands: readonly (readonly number[])[];
  readonly trick: readonly number[];
  readonly leader: number;
  readonly won: readonly [number, number];
  readonly played: readonly number[];
}
interface ToyView {
  readonly seat: number;
  readonly hand: readonly number[];
  readonly sizes: readonly number[];
  readonly trick: readonly number[];
  readonly leader: number;
  readonly won: readonly [number, number];
  readonly played: readonly number[];
}
type ToyAction = { readonly seat: number; readonly card: number };

const over = (s: Toy) => s.hands.every((h) => h.length === 0) && s.trick.length === 0;
const toAct = (s: Toy) => (over(s) ? null : (s.leader + s.trick.length) % 4);
const view = (s: Toy, seat: number): ToyView => ({
  seat,
  hand: s.hands[seat]!,
  sizes: s.hands.map((h) => h.length),
  trick: s.trick,
  leader: s.leader,
  won: s.won,
  played: s.played,
});

const TOY: AnyMachine<Toy, ToyAction, ToyView> = {
  rules: {} as DealRules,
  parseStart: () => {
    throw new Error('not used');
  },
  start: () => {
    throw new Error('not used');
  },
  apply(s, input) {
    const a = input as ToyAction;
    const seat = toAct(s);
    if (seat === null || a.seat !== seat || !s.hands[seat]!.includes(a.card)) return { ok: false, error: { code: 'not-your-turn', params: {} } } as never;
    const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== a.card) : h));
    const trick = [...s.trick, a.card];
    if (trick.length < 4) return ok({ ...s, hands, trick, played: [...s.played, a.card] });
    const top = trick.indexOf(Math.max(...trick));
    const taker = (s.leader + top) % 4;
    const won: [number, number] = [...s.won];
    won[taker % 2]! += 1;
    return ok({ hands, trick: [], leader: taker, won, played: [...s.played, a.card] });
  },
  legalActions: (s) => {
    const seat = toAct(s);
    return seat === null ? [] : s.hands[seat]!.map((card) => ({ seat, card }));
  },
  result: (s) => (over(s) ? s.won : null),
  seatCount: () => 4,
  toAct,
  viewOf: view,
  choices: (v) => v.hand.map((card) => ({ seat: v.seat, card })),
  redeal(v, random) {
    const unseen = shuffled(
      Array.from({ length: 16 }, (_, c) => c).filter((c) => !v.hand.includes(c) && !v.played.includes(c)),
      random,
    );
    let next = 0;
    const hands = v.sizes.map((n, seat) => (seat === v.seat ? v.hand : unseen.slice(next, (next += n))));
    return { hands, trick: v.trick, leader: v.leader, won: v.won, played: v.played };
  },
  paid: (s) => [0, 1, 2, 3].map((seat) => Math.sign(s.won[seat % 2]! - s.won[1 - (seat % 2)]!)),
};

const deal = (seed: string): Toy => {
  const cards = shuffled(
    Array.from({ length: 16 }, (_, c) => c),
    randomFrom(seed),
  );
  return { hands: [0, 1, 2, 3].map((i) => cards.slice(4 * i, 4 * i + 4)), trick: [], leader: 0, won: [0, 0], played: [] };
};

describe('the seated bot', () => {
  it('weighs every choice of the seat to act from its view', () => {
    const s = deal('toy-1');
    const weights = weighSeated(TOY, view(s, 0), 0, randomFrom('w'), { playouts: 160, least: 40 });
    expect(weights.map((w) => w.action.card).sort((a, b) => a - b)).toEqual([...s.hands[0]!].sort((a, b) => a - b));
    for (const w of weights) expect(Math.abs(w.worth)).toBeLessThanOrEqual(1);
  });

  it('never peeks: the same view with the hidden cards dealt differently gives the same choice', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = deal(`toy-${seed}`);
      const first = TOY.apply(s, TOY.legalActions(s)[0]!);
      if (!first.ok) throw new Error('toy');
      const v = view(first.value, 1);
      const choices = [1, 2, 3].map((k) => {
        const other = TOY.redeal(v, randomFrom(`other-${seed}-${k}`));
        return decideSeated(TOY, view(other, 1), 1, randomFrom('same'), { playouts: 120, least: 30 }).card;
      });
      expect(new Set(choices).size).toBe(1);
    }
  });

  it('wins money against random players over duplicate deals', () => {
    let money = 0;
    for (let d = 0; d < 60; d++) {
      for (const botSide of [0, 1]) {
        let s = deal(`match-${d}`);
        const random = randomFrom(`r-${d}-${botSide}`);
        while (TOY.toAct(s) !== null) {
          const seat = TOY.toAct(s)!;
          const choices = TOY.legalActions(s);
          const a =
            seat % 2 === botSide
              ? decideSeated(TOY, view(s, seat), seat, random, { playouts: 96, least: 24 })
              : choices[Math.floor(random() * choices.length)]!;
          const next = TOY.apply(s, a);
          if (!next.ok) throw new Error('refused');
          s = next.value;
        }
        money += TOY.paid(s)[botSide]!;
      }
    }
    expect(money / 120).toBeGreaterThan(0.15);
  });

  it('plays a deal out to its end', () => {
    const paid = playOut(TOY, deal('toy-2'), randomFrom('p'));
    expect(paid[0]).toBe(paid[2]);
    expect(paid[0]).toBe(-paid[1]!);
  });
});
