/** A session at one table: deal after deal, the dealer moving on to the left, and the score in the variant's own units. */
import { newLadder, eraseRungs, winLadderGame, type Ladder } from './payments.ts';
import { nextSeat, type DealResult, type DealStart } from './play.ts';
import { VARIANTS, type VariantId } from './variants.ts';

export interface SessionScore {
  readonly variant: VariantId;
  readonly deals: number;
  /** money: what each player of a side has won so far (lost, when negative), in cents, pfennigs or basic games */
  readonly net: readonly [number, number];
  /** the 1924 slate: rungs left, Knüppel and Brillen; null where the stakes are money */
  readonly ladder: Ladder | null;
}

export function newSession(variant: VariantId): SessionScore {
  const stakes = VARIANTS[variant].stakes;
  return { variant, deals: 0, net: [0, 0], ladder: stakes.kind === 'ladder' ? newLadder(stakes.rungs) : null };
}

/** The score after a deal: each loser pays one winner (ruling one-payee), or the winners erase rungs on the slate. */
export function scoreDeal(score: SessionScore, result: DealResult): SessionScore {
  const stakes = VARIANTS[score.variant].stakes;
  const { winner, payment } = result;
  if (score.ladder && stakes.kind === 'ladder') {
    const { ladder } =
      payment.unit === 'ladder-game' ? winLadderGame(score.ladder, winner, stakes.rungs) : eraseRungs(score.ladder, winner, payment.amount, stakes.rungs);
    return { ...score, deals: score.deals + 1, ladder };
  }
  const net: [number, number] = [score.net[0], score.net[1]];
  net[winner] += payment.amount;
  net[winner === 0 ? 1 : 0] -= payment.amount;
  return { ...score, deals: score.deals + 1, net };
}

/** Where the next deal starts: the same seed, the next number, the deal passing to the left. */
export const nextDealStart = (start: DealStart): DealStart => ({
  variant: start.variant,
  seed: start.seed,
  dealNo: start.dealNo + 1,
  dealer: nextSeat(start.dealer),
});

/** The first deal of a session: East deals, so South, the learner's seat, leads first. */
export const firstDealStart = (variant: VariantId, seed: string): DealStart => ({ variant, seed, dealNo: 0, dealer: 3 });
