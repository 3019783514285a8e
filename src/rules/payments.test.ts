import { describe, expect, it } from 'vitest';
import { eraseRungs, settle, turnLimits, VARIANTS, type Outcome, type Side, type TurnCase, type VariantId } from './index.ts';
import { scoreTricks } from './payments.ts';
import { newLadder, winLadderGame } from './session.ts';

describe('settle: every worked figure in the seeds', () => {
  it.each<[string, VariantId, Outcome, number, number, string, 4 | 5]>([
    ['eaton-2021, stakes: basic game 10 cents', 'bohmstedt', 'game', 0, 10, 'cent', 4],
    ['eaton-2021, Drehen und Sehen: two accepted turns cost 30 cents', 'bohmstedt', 'game', 2, 30, 'cent', 4],
    ['eaton-2021, Drehen und Sehen: running on the second turn costs 20 cents', 'bohmstedt', 'ran', 1, 20, 'cent', 4],
    ['eaton-2021, Drehen und Sehen: 5–4 with a turn on every lead costs 1 euro', 'bohmstedt', 'game', 9, 100, 'cent', 4],
    ['eaton-2021, Drehen und Sehen: a Jann with two accepted turns wins €1.20', 'bohmstedt', 'jann', 2, 120, 'cent', 4],
    ['eaton-2021, stakes: Jann 1 euro', 'bohmstedt', 'jann', 0, 100, 'cent', 4],
    ['eaton-2021, stakes: Durchmarsch 3 euros', 'bohmstedt', 'march', 0, 300, 'cent', 4],
    ['eaton-2021: a failed march pays the march', 'bohmstedt', 'failed-march', 0, 300, 'cent', 4],
    ['eaton-2021, Five-Player Knüffeln: 10 cents plus 10 per accepted turn', 'bohmstedt', 'game', 1, 20, 'cent', 5],
    ['eaton-2021, Five-Player Knüffeln: a Jann is worth 1 euro', 'bohmstedt', 'jann', 0, 100, 'cent', 5],
    ['eaton-2021, Hattstedt variant: a basic game', 'hattstedt', 'game', 0, 1, 'basic-game', 4],
    ['eaton-2021, Hattstedt variant: a Jann is twice the basic game', 'hattstedt', 'jann', 0, 2, 'basic-game', 4],
    ['eaton-2021, Hattstedt variant: a march is four times the basic game', 'hattstedt', 'march', 0, 4, 'basic-game', 4],
    ['eaton-2021, Early 20th century versions (Grünberg 1938): 5 Pf for a basic game', 'gruenberg1938', 'game', 0, 5, 'pfennig', 4],
    ['eaton-2021, Early 20th century versions (Grünberg 1938): 1 Pf more for each accepted turn', 'gruenberg1938', 'game', 2, 7, 'pfennig', 4],
    ['eaton-2021, Early 20th century versions (Grünberg 1938): 10 Pf for a Jann', 'gruenberg1938', 'jann', 0, 10, 'pfennig', 4],
    ['eaton-2021, Early 20th century versions (Grünberg 1938): 20 Pf for a march', 'gruenberg1938', 'march', 0, 20, 'pfennig', 4],
    ['eaton-2021, Early 20th century versions (Bernhard 1924): a basic game erases one rung', 'bernhard1924', 'game', 0, 1, 'rung', 4],
    ['eaton-2021, Early 20th century versions (Bernhard 1924): a Jann erases two', 'bernhard1924', 'jann', 0, 2, 'rung', 4],
    ['eaton-2021, Early 20th century versions (Bernhard 1924): a Jann and two turns erase all four', 'bernhard1924', 'jann', 2, 4, 'rung', 4],
  ])('%s', (_source, variant, outcome, acceptedTurns, amount, unit, players) => {
    expect(settle({ variant, outcome, acceptedTurns, players })).toMatchObject({ ok: true, value: { amount, unit, payments: players === 5 ? 4 : 2 } });
  });

  it('breaks the amount into parts (eaton-2021: €1.20 = 1 euro Jann + 20 cents of turns)', () => {
    const r = settle({ variant: 'bohmstedt', outcome: 'jann', acceptedTurns: 2 });
    expect(r.ok && r.value.parts).toEqual([
      { item: 'jann', count: 1, amount: 100 },
      { item: 'turns', count: 2, amount: 20 },
    ]);
  });

  it('each loser pays one winner, as the stakes section says (ruling one-payee); with five the dealer settles with each of four', () => {
    expect(settle({ variant: 'bohmstedt', outcome: 'game', acceptedTurns: 0 })).toMatchObject({ ok: true, value: { payments: 2, rulings: ['one-payee'] } });
    expect(settle({ variant: 'bohmstedt', outcome: 'game', acceptedTurns: 0, players: 5 })).toMatchObject({ ok: true, value: { payments: 4, rulings: [] } });
    expect(settle({ variant: 'bernhard1924', outcome: 'game', acceptedTurns: 0 })).toMatchObject({ ok: true, value: { unit: 'rung', rulings: [] } });
  });

  it('1924: a march, or a failed one, wins the whole ladder game at once (ruling march-1924)', () => {
    for (const outcome of ['march', 'failed-march'] as const) {
      expect(settle({ variant: 'bernhard1924', outcome, acceptedTurns: 1 })).toMatchObject({
        ok: true,
        value: { unit: 'ladder-game', amount: 1, parts: [{ item: 'march', count: 1, amount: 1 }], rulings: ['march-1924'] },
      });
    }
  });

  it('running from a turn made during a march fails the march: the marching side pays the march, the runners nothing (eaton-2021, Drehen und Sehen)', () => {
    expect(settle({ variant: 'bohmstedt', outcome: 'ran', wentOn: true, acceptedTurns: 2 })).toMatchObject({
      ok: true,
      value: {
        amount: 320,
        payer: 'marching-side',
        parts: [
          { item: 'march', amount: 300 },
          { item: 'turns', amount: 20 },
        ],
      },
    });
    expect(settle({ variant: 'bohmstedt', outcome: 'ran', acceptedTurns: 2 })).toMatchObject({ ok: true, value: { amount: 30, payer: 'running-side' } });
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
    [{ variant: 'hattstedt', outcome: 'ran', acceptedTurns: 0 }, 'cannot-run'],
    [{ variant: 'hattstedt', outcome: 'ran', wentOn: true, acceptedTurns: 0 }, 'cannot-run'],
    [{ variant: 'bernhard1924', outcome: 'jann', acceptedTurns: 4 }, 'bad-turns'],
    [{ variant: 'bernhard1924', outcome: 'jann', acceptedTurns: 3 }, 'bad-turns'],
    [{ variant: 'bohmstedt', outcome: 'jann', acceptedTurns: 6 }, 'bad-turns'],
    [{ variant: 'bohmstedt', outcome: 'ran', acceptedTurns: 9 }, 'bad-turns'],
    [{ variant: 'bohmstedt', outcome: 'game', acceptedTurns: 9, players: 5 }, 'bad-turns'],
    [{ variant: 'bohmstedt', outcome: 'game', wentOn: true, acceptedTurns: 0 }, 'not-marching'],
    [{ variant: 'bohmstedt', outcome: 'jann', wentOn: 'yes', acceptedTurns: 0 }, 'not-marching'],
    [{ variant: 'bernhard1924', outcome: 'game', acceptedTurns: 0, players: 5 }, 'bad-players'],
    [{ variant: 'gruenberg1938', outcome: 'game', acceptedTurns: 0, players: 5 }, 'bad-players'],
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

describe("turn limits: the most accepted turns each ending allows, from the variant's turning rule", () => {
  const row = (l: Record<TurnCase, number | null>) => [l.game, l.jann, l.march, l['failed-march'], l.ran, l['ran-in-march']];
  it.each<[string, VariantId, 4 | 5, (number | null)[]]>([
    // game, jann, march, failed march, ran, ran during a march
    ['eaton-2021, Drehen und Sehen: a turn on every lead, nine leads', 'bohmstedt', 4, [9, 5, 9, 9, 8, 8]],
    ['eaton-2021, Five-Player Knüffeln: decided by the eighth trick, a march may go to nine', 'bohmstedt', 5, [8, 5, 9, 9, 7, 8]],
    ['eaton-2021, Hattstedt variant: no turning, so no running', 'hattstedt', 4, [0, 0, 0, 0, null, null]],
    ['eaton-2021, Early 20th century versions (Bernhard 1924): after two tricks, again after four', 'bernhard1924', 4, [4, 2, 2, 2, 3, 1]],
    ['eaton-2021, Early 20th century versions: 1938 turns as in Bohmstedt', 'gruenberg1938', 4, [9, 5, 9, 9, 8, 8]],
  ])('%s', (_source, variant, players, expected) => {
    expect(row(turnLimits(VARIANTS[variant], players))).toEqual(expected);
  });

  it('settle takes exactly the counts the limits allow, running in a march and five players included', () => {
    for (const [variant, players] of [
      ['bohmstedt', 4],
      ['bohmstedt', 5],
      ['bernhard1924', 4],
    ] as const) {
      const limits = turnLimits(VARIANTS[variant], players);
      for (const [outcome, wentOn] of [
        ['game', false],
        ['jann', false],
        ['march', false],
        ['failed-march', false],
        ['ran', false],
        ['ran', true],
      ] as const) {
        const max = limits[wentOn ? 'ran-in-march' : outcome]!;
        expect(settle({ variant, outcome, wentOn, players, acceptedTurns: max }).ok).toBe(true);
        expect(settle({ variant, outcome, wentOn, players, acceptedTurns: max + 1 })).toMatchObject({
          ok: false,
          error: { code: 'bad-turns', params: { max } },
        });
      }
    }
  });
});

describe('scoreTricks', () => {
  const A: Side = 0;
  const B: Side = 1;
  it.each<[string, 4 | 5, Side[], boolean, object]>([
    ['eaton-2021: 5–4, the first to five tricks wins', 4, [A, B, A, B, A, B, A, B, A], false, { outcome: 'game', winner: A, decidedAfter: 9 }],
    ['eaton-2021: the first five tricks in a row make a Jann', 4, [B, B, B, B, B], false, { outcome: 'jann', winner: B, decidedAfter: 5 }],
    ['eaton-2021: going on after a Jann and taking all nine is a march', 4, [A, A, A, A, A, A, A, A, A], true, { outcome: 'march', winner: A }],
    ['eaton-2021: going on and losing a trick fails the march', 4, [A, A, A, A, A, A, B], true, { outcome: 'failed-march', winner: B, decidedAfter: 7 }],
    ['eaton-2021, Five-Player Knüffeln: the dealer needs four tricks', 5, [B, A, A, B, A, B, A], false, { outcome: 'game', winner: A }],
    ['eaton-2021, Five-Player Knüffeln: the dealer taking the first four is a Jann', 5, [A, A, A, A], false, { outcome: 'jann', winner: A }],
    ['eaton-2021, Five-Player Knüffeln: the opponents need five', 5, [B, B, A, B, A, B, A, B], false, { outcome: 'game', winner: B, decidedAfter: 8 }],
    ['still being played', 4, [A, B, A], false, { outcome: null, winner: null }],
  ])('%s', (_s, players, winners, wentOn, expected) => {
    expect(scoreTricks(players, winners, { wentOn })).toMatchObject(expected);
  });

  it('eaton-2021, Five-Player Knüffeln: only the dealer with an 8-card stock marches in eight tricks', () => {
    expect(scoreTricks(5, [A, A, A, A, A, A, A, A], { wentOn: true, tricksInDeal: 8 })).toMatchObject({ outcome: 'march', winner: A, decidedAfter: 8 });
    expect(scoreTricks(5, [B, B, B, B, B, B, B, B], { wentOn: true, tricksInDeal: 8 })).toMatchObject({ outcome: null });
    expect(scoreTricks(5, [B, B, B, B, B, B, B, B, B], { wentOn: true, tricksInDeal: 8 })).toMatchObject({ outcome: 'march', winner: B, decidedAfter: 9 });
  });
});

describe('the 1924 slate ladder (eaton-2021 after Bernhard; ruling brille)', () => {
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

  it('a march wins the ladder game at once, from any rungs left, with a Knüppel (ruling march-1924)', () => {
    expect(winLadderGame(newLadder(), 0)).toEqual({ ladder: { rungs: [4, 4], knueppel: [0, 1], brille: [0, 0] }, mark: 'knueppel' });
    const partway = eraseRungs(newLadder(), 1, 3).ladder;
    expect(winLadderGame(partway, 0).ladder).toEqual({ rungs: [4, 4], knueppel: [0, 1], brille: [0, 0] });
  });

  it('four rungs over several deals is a plain Knüppel, even if the losers never scored', () => {
    let l = newLadder();
    l = eraseRungs(l, 0, 2).ladder;
    const r = eraseRungs(l, 0, 2);
    expect(r.mark).toBe('knueppel');
  });
});
