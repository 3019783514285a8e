/**
 * What a table asks its bots and what they answer, as plain data: the strengths a learner may choose, a card's
 * weighing (the coach's hint) and a turning point of a finished deal (the coach's look back). The bots (src/bots)
 * fill these in; the screen shows them without importing the bots.
 */
import type { CardCode } from './cards.ts';

export const STRENGTHS = ['gentle', 'club', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];

/**
 * What a card in hand is worth, by the samples: the mean of what the deal then pays the side in the table's stakes
 * (negative: what it pays; cents at Bohmstedt), how often the side then wins the deal, its tricks at the end, how often
 * the side takes the trick being played, and how often the deal ends in a Jann or a march for it or against it.
 */
export interface CardWeight {
  readonly card: CardCode;
  readonly worth: number;
  readonly winRate: number;
  /** the tricks the side ends the deal with, on average (when the deal ends early, the tricks it had then) */
  readonly tricks: number;
  /** how often the side takes the trick being played */
  readonly trick: number;
  /** how often the deal ends in a Jann or a march for the side, and against it (a failed march counts for the side that broke it) */
  readonly big: number;
  readonly bigAgainst: number;
}

/** One of the learner's plays that cost the most, by the club bot's weighing. */
export interface TurningPoint {
  /** the trick, counted from 1 */
  readonly trick: number;
  readonly played: CardCode;
  /** the card the club bot would have laid instead */
  readonly better: CardCode;
  /** how often the side wins the deal from there, as played and with the better card */
  readonly chance: readonly [number, number];
  /** what the play cost against the better card, in the table's stakes (cents at Bohmstedt), by the samples */
  readonly cost: number;
}
