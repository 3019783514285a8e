import { describe, expect, it } from 'vitest';
import { apply, legalActions, randomFrom, startDeal, viewOf, VARIANT_IDS, type PlayState, type Seat } from '../rules/index.ts';
import { sampleDeal } from './sample.ts';
import { matrixOf } from './matrix.ts';

/** Deals played at random until a lead is turned face down that its player took in an exchange, everyone having seen it taken. */
function turnedExchangedCards(count: number): PlayState[] {
  const found: PlayState[] = [];
  for (let game = 0; found.length < count && game < 5_000; game++) {
    const variant = VARIANT_IDS[game % 2]!;
    let s = startDeal({ variant, seed: `down-${game}`, dealNo: 0, dealer: (game % 4) as Seat });
    const random = randomFrom(`down-${game}`);
    while (s.phase !== 'over') {
      if (s.phase === 'turned' && s.exchanges.some((e) => e.take === s.faceDown)) {
        found.push(s);
        break;
      }
      const actions = legalActions(s);
      const r = apply(s, actions[Math.floor(random() * actions.length)]);
      if (!r.ok) throw new Error(r.error.code);
      s = r.value;
    }
  }
  return found;
}

describe("the bots' picture of the cards they cannot see", () => {
  it('puts a lead turned face down, known from the exchange that took it, face down and in no hand', () => {
    const states = turnedExchangedCards(5);
    expect(states.length).toBe(5);
    for (const s of states) {
      const seat = ((s.trick!.leader + 1) % 4) as Seat;
      const v = viewOf(s, seat);
      const t = matrixOf(s.start.variant, s.chosen);
      const down = t.index.get(s.faceDown!)!;
      for (let k = 0; k < 20; k++) {
        const p = sampleDeal(v, t, randomFrom(`picture-${k}`));
        expect(p.trick[0]).toBe(down);
        expect(p.hands.flat()).not.toContain(down);
      }
    }
  });
});
