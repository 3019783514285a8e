import { describe, expect, it } from 'vitest';
import { settle, type Outcome, type Side, type VariantId } from './index.ts';
import type { DealResult } from './play.ts';
import { firstDealStart, newSession, nextDealStart, scoreDeal, slateMark } from './session.ts';

const result = (variant: VariantId, outcome: Outcome, acceptedTurns: number, winner: Side): DealResult => {
  const paid = settle({ variant, outcome, acceptedTurns });
  if (!paid.ok) throw new Error(paid.error.code);
  return { outcome, winner, tricks: [5, 0], acceptedTurns, payment: paid.value };
};

describe('a session’s score', () => {
  const rows: [string, VariantId, Outcome, number, readonly [number, number]][] = [
    ['eaton-2021, Drehen und Sehen: a game with two turns accepted costs each loser 30 cents', 'bohmstedt', 'game', 2, [30, -30]],
    ['eaton-2021, Drehen und Sehen: a Jann with two turns accepted wins €1.20', 'bohmstedt', 'jann', 2, [120, -120]],
    ['eaton-2021, Hattstedt: a march is worth four basic games', 'hattstedt', 'march', 0, [4, -4]],
    ['eaton-2021, Early versions: Grünberg pays 5 Pf a game and 1 Pf a turn', 'gruenberg1938', 'game', 3, [8, -8]],
  ];
  it.each(rows)('%s', (_, variant, outcome, turns, net) => {
    expect(scoreDeal(newSession(variant), result(variant, outcome, turns, 0)).net).toEqual(net);
  });
  it('deal after deal, the score adds up for each side', () => {
    let s = newSession('bohmstedt');
    s = scoreDeal(s, result('bohmstedt', 'game', 0, 0));
    s = scoreDeal(s, result('bohmstedt', 'jann', 0, 1));
    expect([s.deals, s.net]).toEqual([2, [-90, 90]]);
  });
  it('1924: a Jann and two turns erase all four rungs at once, a Brille (eaton-2021, Early versions; ruling brille)', () => {
    const s = scoreDeal(newSession('bernhard1924'), result('bernhard1924', 'jann', 2, 1));
    expect(s.ladder).toEqual({ rungs: [4, 4], knueppel: [0, 0], brille: [1, 0] });
  });
  it('1924: a march wins the ladder game at once, a Knüppel (ruling march-1924)', () => {
    let s = scoreDeal(newSession('bernhard1924'), result('bernhard1924', 'game', 0, 0));
    expect(s.ladder?.rungs).toEqual([3, 4]);
    s = scoreDeal(s, result('bernhard1924', 'march', 0, 1));
    expect(s.ladder).toEqual({ rungs: [4, 4], knueppel: [1, 0], brille: [0, 0] });
  });
  it('1924: the mark a deal puts on the slate, and none where no ladder game ends or the stakes are money (ruling brille)', () => {
    const fresh = newSession('bernhard1924');
    expect(slateMark(fresh, result('bernhard1924', 'jann', 2, 1))).toBe('brille');
    expect(slateMark(fresh, result('bernhard1924', 'march', 0, 1))).toBe('knueppel');
    expect(slateMark(fresh, result('bernhard1924', 'game', 0, 1))).toBeNull();
    expect(slateMark(newSession('bohmstedt'), result('bohmstedt', 'march', 0, 1))).toBeNull();
  });
  it('the deal passes to the left, and East deals first so that South leads (eaton-2021, The Play)', () => {
    const first = firstDealStart('bohmstedt', 'seed');
    expect(first.dealer).toBe(3);
    expect(nextDealStart(first)).toEqual({ variant: 'bohmstedt', seed: 'seed', dealNo: 1, dealer: 0 });
  });
});
