/**
 * Dealing a table of Knüffeln, four (play.ts) or five (five.ts): the pack as laid out by hand, or shuffled from the
 * session's seed and the deal's number, and dealt again by the same dealer while the turn-ups throw the deal in.
 */
import type { CardCode, Suit } from './cards.ts';
import { dealCards, type Deal } from './deal.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { randomFrom, shuffled } from './shuffle.ts';
import type { VariantId } from './variants.ts';

/** What picks the cards: the variant's pack, shuffled by the seed and the deal's number, unless a pack is laid out by hand. */
export interface TableDealStart {
  readonly variant: VariantId;
  readonly seed: string;
  readonly dealNo: number;
  readonly deck?: readonly CardCode[];
}

/** What the turn-ups lay open, in a deal's state: the deals they threw in, the suits they chose, the cards still on the table. */
export interface TurnUps {
  /** turn-ups that threw a deal in (four of one suit), one list per deal thrown in; the same dealer dealt again */
  readonly throwIns: readonly (readonly CardCode[])[];
  readonly chosen: readonly [Suit, Suit];
  /** every card turned up, in order */
  readonly turnedUp: readonly CardCode[];
  /** turn-ups still face up on the table, per chosen suit (first, second) */
  readonly kept: readonly [readonly CardCode[], readonly CardCode[]];
}

/** The deal that is played, and its turn-ups with those of the deals thrown in before it. */
export interface TableDeal {
  readonly deal: Deal;
  readonly turnUps: TurnUps;
}

/** Shuffles and deals to a table of `players` (again, by the same dealer, after a throw-in). */
export function dealTable(start: TableDealStart, players: 4 | 5): TableDeal {
  const throwIns: CardCode[][] = [];
  for (;;) {
    // A deal laid out by hand that is thrown in is dealt again from the seed.
    const deck =
      start.deck && throwIns.length === 0
        ? start.deck
        : shuffled(KNUEFFELN[start.variant].pack, randomFrom(`${start.seed}/${start.dealNo}/${throwIns.length}`));
    const dealt = dealCards(start.variant, deck, players);
    if (!dealt.ok) throw new Error(`a shuffled pack was refused: ${dealt.error.code}`);
    const deal = dealt.value;
    const t = deal.turnUp;
    if (t.kind === 'chosen') return { deal, turnUps: { throwIns, chosen: t.chosen, turnedUp: t.turned, kept: t.kept } };
    throwIns.push([...t.turned]);
  }
}
