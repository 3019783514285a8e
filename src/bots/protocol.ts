/**
 * What a table asks its bots and what they answer, as plain data: the strengths a learner may choose, a card's
 * weighing (the coach's hint) and a turning point of a finished deal (the coach's look back). The bots' protocol, kept
 * apart from their code: the screen imports these and never a bot.
 */
import type { Action, CardCode, TableAct } from '../rules/index.ts';

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
  /**
   * How far the weighing may be off about this card against the card the coach advises (the first of a hint): the 95 %
   * margin of the difference of their worths over the same samples (0 for the advised card itself)
   */
  readonly margin: number;
  /** with a turn open (the card led): what turning it instead is worth, and the margin of turning against leading it face up */
  readonly turned?: { readonly worth: number; readonly margin: number };
}

/** A big decision weighed: an action open to the seat and what it is worth to the side, in the table's stakes, by the samples. */
export interface ChoiceWeight {
  readonly action: Action;
  readonly worth: number;
  /** how often the side wins the deal after it */
  readonly winRate: number;
  /** how far the weighing may be off about this choice against the other: the 95 % margin of their difference */
  readonly margin: number;
}

/**
 * The bot that answers the worker (worker.ts): four-player Knüffeln's own, whose coach hears the table talk; any other
 * name, the seated bot of that game of the table's registry.
 */
export const KNUEFFELN_BOT = 'knueffeln';

/**
 * The coach's random seed for a position, by the moves made so far: the hint and the look back weigh a position with the
 * same samples, so they give one answer about it.
 */
export const coachSeed = (at: number): string => `coach/${at}`;

/** A move the coach weighs in its look back: a card played or turned, an exchange taken or let go, or a big decision (see or run, go on or stop). */
export type CoachMove =
  | { readonly type: 'play' | 'turn'; readonly card: CardCode }
  | { readonly type: 'exchange'; readonly give: CardCode; readonly take: CardCode }
  | { readonly type: 'decline' }
  | { readonly type: 'see' | 'run' | 'go-on' | 'stop' };

/**
 * A move the coach's look back names, at the table of every game: one of the learner's that cost the most, by the club
 * bot's weighing from the learner's view then.
 */
export interface LookBack<M> {
  /** the move's place in the deal's moves, from 0 (the position it was made in is the deal replayed up to it) */
  readonly at: number;
  readonly made: M;
  /** what the club bot would have done instead */
  readonly better: M;
  /** what the deal was worth to the learner's side from there, as played and with the better move, in the table's stakes */
  readonly worth: readonly [number, number];
  /** how far the weighing may be off about the difference (the 95 % margin, from the samples): the cost exceeds it; "clearly" past twice it */
  readonly margin: number;
}

/** At four-player Knüffeln's table: a play or decision, with its trick, the side's chances and the hand as weighed. */
export interface TurningPoint extends LookBack<CoachMove> {
  /** the trick, counted from 1 */
  readonly trick: number;
  /** how often the side wins the deal from there, as played and with the better move */
  readonly chance: readonly [number, number];
  /** what the move cost against the better one (worth[1] − worth[0]) */
  readonly cost: number;
  /** for a card: the hand as it was weighed, the better card first (for the reason's words) */
  readonly cards?: readonly CardWeight[];
}

/** At the other games' tables: any move of the game. */
export type GamePoint = LookBack<TableAct>;
