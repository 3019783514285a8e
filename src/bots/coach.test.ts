import { describe, expect, it } from 'vitest';
import { apply, randomFrom, startDeal, viewOf, type PlayState } from '../rules/index.ts';
import { randomPlayer } from './baselines.ts';
import { advise, decide } from './bot.ts';
import { turningPoints } from './coach.ts';

/** South plays at random, the others as club bots: a deal with South's slips in it. */
function dealWithSlips(seed: string): PlayState {
  let s = startDeal({ variant: 'bohmstedt', seed, dealNo: 0, dealer: 3 });
  const random = randomFrom(seed);
  while (s.phase !== 'over') {
    const v = viewOf(s, s.toAct);
    const a = s.toAct === 0 ? randomPlayer(v, random) : decide(v, 'club', random);
    const next = apply(s, a.type === 'turn' ? { ...a, type: 'play' } : a);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value;
  }
  return s;
}

describe('the coach', () => {
  it('a hint weighs every card in hand, the best first', () => {
    let open = startDeal({ variant: 'bohmstedt', seed: 'hint', dealNo: 0, dealer: 3 });
    while (open.phase === 'exchange') {
      const r = apply(open, { type: 'decline', seat: open.toAct });
      if (!r.ok) throw new Error(r.error.code);
      open = r.value;
    }
    const weights = advise(viewOf(open, open.toAct), 'club', randomFrom('x'));
    expect(weights.map((w) => w.card).sort()).toEqual([...open.hands[open.toAct]!].sort());
    // The first is the card the bot plays: the best, or a cheaper card within a near-tie of it (half a cent at Bohmstedt).
    const top = Math.max(...weights.map((w) => w.worth));
    expect(weights[0]!.worth).toBeGreaterThanOrEqual(top - 0.5);
    for (let i = 2; i < weights.length; i++) expect(weights[i - 1]!.worth).toBeGreaterThanOrEqual(weights[i]!.worth);
    for (const w of weights) expect(w.tricks).toBeGreaterThanOrEqual(0);
  });

  it('after a deal played at random, the turning points name cards South held, each worse than the better one', () => {
    let points = 0;
    for (const seed of ['slips-1', 'slips-2', 'slips-3']) {
      const s = dealWithSlips(seed);
      const review = turningPoints(s, 0);
      expect(review.length).toBeLessThanOrEqual(3);
      for (const p of review) {
        expect(p.played).not.toBe(p.better);
        expect(p.cost).toBeGreaterThanOrEqual(4);
        // Both cards were South's when the trick was played.
        const south = [...s.actions.flatMap((a) => (a.seat === 0 && a.type === 'play' ? [a.card] : [])), ...s.hands[0]!];
        expect(south).toContain(p.played);
        expect(south).toContain(p.better);
      }
      expect(turningPoints(s, 0)).toEqual(review);
      points += review.length;
    }
    expect(points).toBeGreaterThan(0);
  });
});
