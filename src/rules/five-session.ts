/**
 * A session at a table of five: each player's own money, as partnerships change with every deal (eaton-2021,
 * Five-Player Knüffeln). A dealer who plays alone settles with each of the four; a dealer who sits out neither pays nor
 * is paid, and each loser of the four pays one winner (ruling five-sit-out). The deal passes to the left, among five.
 */
import { FIVE_SEATS, leftOf, type FiveDealStart, type FiveResult } from './five.ts';
import type { VariantId } from './variants.ts';

export interface FiveSessionScore {
  readonly variant: VariantId;
  readonly deals: number;
  /** by seat: what each player has won so far (lost, when negative), in the variant's unit */
  readonly net: readonly number[];
}

export const newFiveSession = (variant: VariantId): FiveSessionScore => ({ variant, deals: 0, net: FIVE_SEATS.map(() => 0) });

/** The score after a deal for five. */
export const scoreFiveDeal = (score: FiveSessionScore, result: Pick<FiveResult, 'paid'>): FiveSessionScore => ({
  ...score,
  deals: score.deals + 1,
  net: score.net.map((n, seat) => n + (result.paid[seat] ?? 0)),
});

/** The first deal of a session of five: the seat on South's right deals, so that South is forehand. */
export const firstFiveDealStart = (variant: VariantId, seed: string): FiveDealStart => ({ variant, seed, dealNo: 0, players: 5, dealer: 4 });

/** Where the next deal of five starts: the same seed, the next number, the deal passing to the left among five. */
export const nextFiveDealStart = (start: FiveDealStart): FiveDealStart => ({
  variant: start.variant,
  seed: start.seed,
  dealNo: start.dealNo + 1,
  players: 5,
  dealer: leftOf(start.dealer),
});
