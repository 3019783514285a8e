import { describe, expect, it } from 'vitest';
import { eraseRungs, newLadder, scoreTricks, settle, type Outcome, type Side, type VariantId } from './index.ts';

describe('settle: every worked figure in the seeds', () => {
  it.each<[string, VariantId, Outcome, number, number, string, 4 | 5]>([
    ['seed 000 stakes: basic game 10 cents', 'bohmstedt', 'game', 0, 10, 'cent', 4],
    ['seed 000 Drehen: two accepted turns cost 30 cents', 'bohmstedt', 'game', 2, 30, 'cent', 4],
    ['seed 000 Drehen: running on the second turn costs 20 cents', 'bohmstedt', 'ran', 1, 20, 'cent', 4],
    ['seed 000 Drehen: 5–4 with a turn on every lead costs 1 euro', 'bohmstedt', 'game', 9, 100, 'cent', 4],
    ['seed 000 Drehen: a Jann with two accepted turns wins €1.20', 'bohmstedt', 'jann', 2, 120, 'cent', 4],
    ['seed 000 stakes: Jann 1 euro', 'bohmstedt', 'jann', 0, 100, 'cent', 4],
    ['seed 000 stakes: Durchmarsch 3 euros', 'bohmstedt', 'march', 0, 300, 'cent', 4],
    ['seed 000: a failed march pays the march', 'bohmstedt', 'failed-march', 0, 300, 'cent', 4],
    ['seed 000 five players: 10 cents plus 10 per accepted turn', 'bohmstedt', 'game', 1, 20, 'cent', 5],
    ['seed 000 five players: a Jann is worth 1 euro', 'bohmstedt', 'jann', 0, 100, 'cent', 5],
    ['seed 000 Hattstedt: a basic game', 'hattstedt', 'game', 0, 1, 'basic-game', 4],
    ['seed 000 Hattstedt: a Jann is twice the basic game', 'hattstedt', 'jann', 0, 2, 'basic-game', 4],
    ['seed 000 Hattstedt: a march is four times the basic game', 'hattstedt', 'march', 0, 4, 'basic-game', 4],
    ['seed 000 Grünberg 1938: 5 Pf for a basic game', 'gruenberg1938', 'game', 0, 5, 'pfennig', 4],
    ['seed 000 Grünberg 1938: 1 Pf more for each accepted turn', 'gruenberg1938', 'game', 2, 7, 'pfennig', 4],
    ['seed 000 Grünberg 1938: 10 Pf for a Jann', 'gruenberg1938', 'jann', 0, 10, 'pfennig', 4],
    ['seed 000 Grünberg 1938: 20 Pf for a march', 'gruenberg1938', 'march', 0, 20, 'pfennig', 4],
    ['seed 000 Bernhard 1924: a basic game erases one rung', 'bernhard1924', 'game', 0, 1, 'rung', 4],
    ['seed 000 Bernhard 1924: a Jann erases two', 'bernhard1924', 'jann', 0, 2, 'rung', 4],
    ['seed 002 Bernhard 1924: a march erases three', 'bernhard1924', 'march', 0, 3, 'rung', 4],
    ['seed 000 Bernhard 1924: a Jann and two turns erase all four', 'bernhard1924', 'jann', 2, 4, 'rung', 4],
  ])('%s', (_source, variant, outcome, acceptedTurns, amount, unit, players) => {
    expect(settle({ variant, outcome, acceptedTurns, players })).toMatchObject({ ok: true, value: { amount, unit, payments: players === 5 ? 4 : 2 } });
  });

  it('breaks the amount into parts (seed 000: €1.20 = 1 euro Jann + 20 cents of turns)', () => {
    const r = settle({ variant: 'bohmstedt', outcome: 'jann', acceptedTurns: 2 });
    expect(r.ok && r.value.parts).toEqual([
      { item: 'jann', count: 1, amount: 100 },
      { item: 'turns', count: 2, amount: 20 },
    ]);
  });

  it('says who pays', () => {
    const payer = (outcome: Outcome) => {
      const r = settle({ variant: 'bohmstedt', outcome, acceptedTurns: 0 });
      return r.ok && r.value.payer;
    };
    expect([payer('game'), payer('failed-march'), payer('ran')]).toEqual(['losers', 'marching-side', 'running-side']);
  });

  it.each([
    [{ variant: 'hattstedt', outcome: 'game', acceptedTurns: 1 }, 'no-drehen'],
    [{ variant: 'bohmstedt', outcome: 'game', acceptedTurns: 10 }, 'bad-turns'],
    [{ variant: 'bohmstedt', outcome: 'game', acceptedTurns: -1 }, 'bad-turns'],
    [{ variant: 'bohmstedt', outcome: 'game', acceptedTurns: 1.5 }, 'bad-turns'],
    [{ variant: 'bernhard1924', outcome: 'game', acceptedTurns: 5 }, 'bad-turns'],
    [{ variant: 'bohmstedt', outcome: 'grand', acceptedTurns: 0 }, 'bad-outcome'],
    [{ variant: 'bohmstedt', outcome: 'game', acceptedTurns: 0, players: 3 }, 'bad-players'],
    [{ variant: 'solo', outcome: 'game', acceptedTurns: 0 }, 'unknown-variant'],
  ])('refuses %j', (input, code) => {
    expect(settle(input as never)).toMatchObject({ ok: false, error: { code } });
  });
});

describe('scoreTricks', () => {
  const A: Side = 0;
  const B: Side = 1;
  it.each<[string, 4 | 5, Side[], boolean, object]>([
    ['seed 000: 5–4, the first to five tricks wins', 4, [A, B, A, B, A, B, A, B, A], false, { outcome: 'game', winner: A, decidedAfter: 9 }],
    ['seed 000: the first five tricks in a row make a Jann', 4, [B, B, B, B, B], false, { outcome: 'jann', winner: B, decidedAfter: 5 }],
    ['seed 000: going on after a Jann and taking all nine is a march', 4, [A, A, A, A, A, A, A, A, A], true, { outcome: 'march', winner: A }],
    ['seed 000: going on and losing a trick fails the march', 4, [A, A, A, A, A, A, B], true, { outcome: 'failed-march', winner: B, decidedAfter: 7 }],
    ['seed 000 five players: the dealer needs four tricks', 5, [B, A, A, B, A, B, A], false, { outcome: 'game', winner: A }],
    ['seed 000 five players: the dealer taking the first four is a Jann', 5, [A, A, A, A], false, { outcome: 'jann', winner: A }],
    ['seed 000 five players: the opponents need five', 5, [B, B, A, B, A, B, A, B], false, { outcome: 'game', winner: B, decidedAfter: 8 }],
    ['still being played', 4, [A, B, A], false, { outcome: null, winner: null }],
  ])('%s', (_s, players, winners, wentOn, expected) => {
    expect(scoreTricks(players, winners, { wentOn })).toMatchObject(expected);
  });
});

describe('the 1924 slate ladder (seed 000 after Bernhard; ruling brille)', () => {
  it('erases rungs and gives the losers a Knüppel for the last one', () => {
    let l = newLadder();
    l = eraseRungs(l, 0, 1).ladder;
    l = eraseRungs(l, 1, 2).ladder;
    expect(l.rungs).toEqual([3, 2]);
    const r = eraseRungs(l, 0, 3);
    expect(r.mark).toBe('knueppel');
    expect(r.ladder).toEqual({ rungs: [4, 4], knueppel: [0, 1], brille: [0, 0] });
  });

  it('a Jann and two turns erase all four rungs at once: the losers get a Brille', () => {
    const r = eraseRungs(newLadder(), 1, 4);
    expect(r.mark).toBe('brille');
    expect(r.ladder.brille).toEqual([1, 0]);
  });

  it('four rungs over several deals is a plain Knüppel, even if the losers never scored', () => {
    let l = newLadder();
    l = eraseRungs(l, 0, 2).ladder;
    const r = eraseRungs(l, 0, 2);
    expect(r.mark).toBe('knueppel');
  });
});
