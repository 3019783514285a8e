/** A session at one table: deal after deal, the dealer moving on to the left, and the score in the variant's own units. */
import type { Side } from './deal-end.ts';
import { nextSeat, type DealResult, type DealStart } from './play.ts';
import { KNUEFFELN } from './knueffeln.ts';
import type { VariantId } from './variants.ts';

export interface SessionScore {
  readonly variant: VariantId;
  readonly deals: number;
  /** money: what each player of a side has won so far (lost, when negative), in cents, pfennigs or basic games */
  readonly net: readonly [number, number];
  /** the 1924 slate: rungs left, Knüppel and Brillen; null where the stakes are money */
  readonly ladder: Ladder | null;
}

export function newSession(variant: VariantId): SessionScore {
  const stakes = KNUEFFELN[variant].rules.stakes;
  return { variant, deals: 0, net: [0, 0], ladder: stakes.kind === 'ladder' ? newLadder(stakes.rungs) : null };
}

/** The 1924 slate after a deal, and the mark it brought against the side that lost a ladder game; null where the stakes are money. */
function onSlate(score: SessionScore, { winner, payment }: DealResult): { ladder: Ladder; mark: 'knueppel' | 'brille' | null } | null {
  const stakes = KNUEFFELN[score.variant].rules.stakes;
  if (!score.ladder || stakes.kind !== 'ladder') return null;
  return payment.unit === 'ladder-game' ? winLadderGame(score.ladder, winner, stakes.rungs) : eraseRungs(score.ladder, winner, payment.amount, stakes.rungs);
}

/** The mark a deal puts on the 1924 slate: a Knüppel, or a Brille (ruling brille), against the side that lost the ladder game. */
export const slateMark = (score: SessionScore, result: DealResult) => onSlate(score, result)?.mark ?? null;

/** The score after a deal: each loser pays one winner (ruling one-payee), or the winners erase rungs on the slate. */
export function scoreDeal(score: SessionScore, result: DealResult): SessionScore {
  const { winner, payment } = result;
  const slate = onSlate(score, result);
  if (slate) return { ...score, deals: score.deals + 1, ladder: slate.ladder };
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

/** The 1924 slate: rungs left on each side's ladder and the marks of lost games. */
export interface Ladder {
  readonly rungs: readonly [number, number];
  readonly knueppel: readonly [number, number];
  readonly brille: readonly [number, number];
}

export const newLadder = (rungs = 4): Ladder => ({ rungs: [rungs, rungs], knueppel: [0, 0], brille: [0, 0] });

/**
 * The winners erase rungs from their side. Erasing the last rung wins the game: the losers get a Knüppel,
 * or a Brille if all the rungs went in one deal (ruling brille, after eaton-2021), and the slate starts again.
 */
export function eraseRungs(ladder: Ladder, winner: Side, rungs: number, full = 4): { ladder: Ladder; mark: 'knueppel' | 'brille' | null } {
  const left = Math.max(0, ladder.rungs[winner] - rungs);
  if (left > 0) {
    const r: [number, number] = [...ladder.rungs];
    r[winner] = left;
    return { ladder: { ...ladder, rungs: r }, mark: null };
  }
  const loser: Side = winner === 0 ? 1 : 0;
  const mark = ladder.rungs[winner] === full && rungs >= full ? 'brille' : 'knueppel';
  return { ladder: markLoss(ladder, loser, mark, full), mark };
}

/** A march in the 1924 game wins the ladder game at once: the losers get a Knüppel (ruling march-1924). */
export function winLadderGame(ladder: Ladder, winner: Side, full = 4): { ladder: Ladder; mark: 'knueppel' } {
  return { ladder: markLoss(ladder, winner === 0 ? 1 : 0, 'knueppel', full), mark: 'knueppel' };
}

function markLoss(ladder: Ladder, loser: Side, mark: 'knueppel' | 'brille', full: number): Ladder {
  const marks: [number, number] = [...ladder[mark]];
  marks[loser]++;
  return { ...ladder, rungs: [full, full], [mark]: marks };
}
