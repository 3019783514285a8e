/**
 * What a table asks its bots and what they answer, as plain data: the strengths a learner may choose, a card's
 * weighing (the coach's hint) and a turning point of a finished deal (the coach's look back). The bots (src/bots)
 * fill these in; the screen shows them without importing the bots.
 */
import type { CardCode } from './cards.ts';

export const STRENGTHS = ['gentle', 'club', 'strong'] as const;
export type Strength = (typeof STRENGTHS)[number];

/** What a card in hand is worth, by the samples: the mean worth to the side, how often the side then wins the deal, and its tricks. */
export interface CardWeight {
  readonly card: CardCode;
  readonly worth: number;
  readonly winRate: number;
  /** the tricks the side ends the deal with, on average (when the deal ends early, the tricks it had then) */
  readonly tricks: number;
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
}
