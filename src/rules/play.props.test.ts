import { describe, expect, it } from 'vitest';
import { packOf, settle, VARIANT_IDS, VARIANTS } from './index.ts';
import { scoreTricks } from './payments.ts';
import { apply, dealContext, replayDeal, sideOfSeat, startDeal, trickWinner, type PlayState, type Seat } from './play.ts';
import { legalActions } from './view.ts';
import { places } from './places.fixture.ts';
import { randomFrom } from './shuffle.ts';

/** A deal played to its end by players who pick any legal action at random; every state on the way is checked. */
function playRandom(game: number): PlayState {
  const variant = VARIANT_IDS[game % VARIANT_IDS.length]!;
  const pack = [...packOf(VARIANTS[variant])].sort().join();
  const whole = (at: PlayState) => {
    if ([...places(at)].sort().join() !== pack) throw new Error(`game ${game}: a card is in two places, or lost: ${places(at).join()}`);
  };
  let s = startDeal({ variant, seed: `props-${game}`, dealNo: game % 5, dealer: (game % 4) as Seat });
  const random = randomFrom(`actions-${game}`);
  for (let step = 0; s.phase !== 'over'; step++) {
    if (step > 120) throw new Error(`game ${game} does not end`);
    // No card is ever in two places, and none is lost.
    whole(s);
    if (step % 7 === 3) {
      // A card from another hand is refused, and the state stays as it was.
      const other = s.hands[(s.toAct + 1) % 4]![0];
      const before = JSON.stringify(s);
      if (other && apply(s, { type: 'play', seat: s.toAct, card: other }).ok) throw new Error(`game ${game}: a card not held was played`);
      if (JSON.stringify(s) !== before) throw new Error(`game ${game}: a refusal changed the state`);
    }
    const actions = legalActions(s);
    const r = apply(s, actions[Math.floor(random() * actions.length)]);
    if (!r.ok) throw new Error(`game ${game}: a legal action was refused (${r.error.code})`);
    s = r.value;
  }
  whole(s);
  return s;
}

describe('a deal played at random: properties over 10,000 games', () => {
  it('every deal ends as the rules decide, is settled as settle says, and replays to the same state', () => {
    const outcomes = new Map<string, number>();
    for (let game = 0; game < 10_000; game++) {
      const s = playRandom(game);
      const r = s.result!;
      outcomes.set(r.outcome, (outcomes.get(r.outcome) ?? 0) + 1);
      // The settlement is settle's, for this ending and these turns.
      const paid = settle({
        variant: s.start.variant,
        outcome: r.outcome,
        acceptedTurns: r.acceptedTurns,
        players: 4,
        ...(r.outcome === 'ran' ? { wentOn: s.marching !== null } : {}),
      });
      expect(paid.ok && paid.value).toEqual(r.payment);
      // Unless a side ran, the tricks decide the deal as scoreTricks does.
      if (r.outcome !== 'ran') {
        const ctx = dealContext(s);
        // Each trick's taker, as the trick rules decide it afresh.
        expect(s.tricks.map((t) => trickWinner(t, ctx))).toEqual(s.takers);
        const winners = s.takers.map((seat) => sideOfSeat(seat));
        const score = scoreTricks(4, winners, { wentOn: s.marching !== null });
        expect([score.outcome, score.winner, score.decidedAfter]).toEqual([r.outcome, r.winner, s.tricks.length]);
      }
      // The actions alone rebuild the deal.
      if (game % 10 === 0) expect(replayDeal(s.start, s.actions)).toEqual({ ok: true, value: s });
    }
    // Random players reach every way a deal can end.
    expect([...outcomes.keys()].sort()).toEqual(['failed-march', 'game', 'jann', 'march', 'ran']);
  });
});
