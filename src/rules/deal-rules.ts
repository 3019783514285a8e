import type { CardCode, Rank, Suit } from './cards.ts';
import type { RuleError } from './errors.ts';
import type { FamilyCard, GameId } from './family-ids.ts';
import type { Result } from './result.ts';

// The deal interface: what a whole deal needs from its game, beside the trick (game.ts). Knüffeln's deal (play.ts)
// is one machine of this shape; the family's deals are written against it (a Kaiserspiel deal's type is held by
// deal-rules.test.ts) before the issue that deals every game implements them. Types only: nothing here runs.

/** Which way the deal, the turn to speak and the play pass round the table. */
export type Direction = 'clockwise' | 'anticlockwise';

/** How many cards each seat is dealt, and how many it holds once the exchanges are done and play begins. */
export interface HandSize {
  readonly dealt: number;
  readonly held: number;
}

/** An exchange before play. */
export type ExchangeRule =
  /** Knüffeln: the chosen Ten (1924: the dog) for a turn-up of its suit */
  | { readonly kind: 'turn-up'; readonly give: Rank }
  /** Knüffeln: a Queen (or King) for the Ole of its suit, from the stock or the cutter's cards */
  | { readonly kind: 'ole'; readonly give: readonly Rank[] }
  /** each seat lays cards aside face down, at the tables where it is dealt more than it holds */
  | { readonly kind: 'discard'; readonly count: number; readonly atTables: readonly number[] };

/** Cards that lie face down, out of a hand or out of sight. */
export type FaceDownRule =
  /** the stock left after the deal, with what may be seen of it (dealer: the dealer looks at all of it, at five) */
  | { readonly kind: 'stock'; readonly seen: 'none' | 'bottom' | 'dealer' }
  /** the cards each seat laid aside (discard) */
  | { readonly kind: 'discards' }
  /** a card played face down to a trick it does not try to take; some cards must be named when so played */
  | { readonly kind: 'played'; readonly mustName: readonly CardCode[] }
  /** the lead turned face down and seen (Knüffeln's drehen) */
  | { readonly kind: 'turned-lead' };

/** What a deal is worth and how that changes while it is played. */
export type StakesRule =
  /** a fixed stake per deal, with its extras (turns, Jann, march) counted at the end */
  | { readonly kind: 'fixed'; readonly base: number }
  /**
   * a stake that a side raises while the deal is out, when something is declared; the other side accepts, or folds
   * and the raiser's side scores what the deal was worth before the raise
   */
  | {
      readonly kind: 'raise';
      readonly base: number;
      /** the steps a raise may take */
      readonly steps: readonly number[];
      /** what a raise answers: a declaration (a Kaiser) */
      readonly after: 'declaration';
      readonly fold: 'scores-before-raise';
      /** a call that raises without a declaration, its points, and whose turn it is to call it next */
      readonly call?: { readonly points: number; readonly next: 'other-side' };
    };

/** When a deal is over. */
export type DealEnd =
  /** when one side has the tricks it needs, or when every trick is played */
  | { readonly kind: 'tricks'; readonly of: number; readonly needed: number }
  /** when every trick is played */
  | { readonly kind: 'all-tricks'; readonly of: number };

/** A game's whole deal, as data: seats and their direction, cards, exchanges, face-down cards, stakes, the end. */
export interface DealRules<Id extends GameId = GameId, Seats extends number = number> {
  readonly game: Id;
  /** the table sizes the game is dealt at; the seats of one table are 0 … n-1 in the order of play */
  readonly seats: readonly Seats[];
  readonly direction: Direction;
  /** each table size's hands */
  readonly hands: Readonly<Record<Seats, HandSize>>;
  readonly exchanges: readonly ExchangeRule[];
  readonly faceDown: readonly FaceDownRule[];
  readonly stakes: StakesRule;
  readonly end: DealEnd;
  /** the partnerships: seats alternate between two sides */
  readonly sides: 2;
}

/**
 * A whole deal as a serializable, replayable state machine (play.ts is Knüffeln's): its start read at the edge, an
 * action applied or refused with a code, the choices of the seat to act, and the deal's result once it is over.
 */
export interface DealMachine<Rules extends DealRules, Start, State, Action, Outcome> {
  readonly rules: Rules;
  parseStart(value: unknown): Result<Start, RuleError>;
  start(start: Start): State;
  apply(state: State, action: unknown): Result<State, RuleError>;
  legalActions(state: State): readonly Action[];
  /** the deal's result, or null while it is played */
  result(state: State): Outcome | null;
}

/**
 * A deal machine seen from its seats, as the bots and the table need it: who sits and who acts, a seat's view (its own
 * cards and what happened in the open, never the seed), the choices a view allows, a state dealt again from a view
 * (every card the seat cannot see shuffled among the places it could be, each place keeping its size and what the
 * seat knows of it), and what the deal paid each seat once it is over. A bot decides from `viewOf`, never the state.
 */
export interface SeatedMachine<Rules extends DealRules, Start, State, Action, Outcome, View> extends DealMachine<Rules, Start, State, Action, Outcome> {
  /** how many sit at this deal's table */
  seatCount(state: State): number;
  /** the seat to act, or null once the deal is over */
  toAct(state: State): number | null;
  viewOf(state: State, seat: number): View;
  /** the acting seat's choices from its own view: the same as legalActions of the state */
  choices(view: View): readonly Action[];
  /** a state the view could have come from: the same open history, the hidden cards dealt again with `random` */
  redeal(view: View, random: () => number): State;
  /** once the deal is over, what each seat won (negative: paid) in the game's own stakes: cents, points or rungs */
  paid(state: State): readonly number[];
  /**
   * A plain player's move, the whole state in hand (the bots' playouts picture every seat playing so): take the trick
   * when the other side holds it, leave it to a partner who holds it, never fold or give up. Absent: a random move.
   */
  plain?(state: State, random: () => number): Action;
  /**
   * The choices a sensible player weighs from this view (absent: all): no raise or call before its hand is complete, the
   * cards to lay aside among its weakest. The bots weigh only these, the coach too.
   */
  sensible?(view: View, choices: readonly Action[]): readonly Action[];
}

/** One trick as the table lays it: its leader and its cards in play order, each with its seat (card null: laid face down and not shown). */
export interface TableTrick {
  readonly leader: number;
  readonly cards: readonly { readonly seat: number; readonly card: FamilyCard | null }[];
  /** its lead lies face down, not yet seen (Knüffeln's drehen), though its leader knows the card */
  readonly turned?: true;
}

/** What the table shows of a deal from one seat, whatever the game: the screen draws every game from this. */
export interface TableView {
  readonly seat: number;
  readonly seats: number;
  readonly dealer: number;
  /** each seat's side (0 or 1), or null for a seat that sits this deal out */
  readonly sides: readonly (0 | 1 | null)[];
  readonly hand: readonly FamilyCard[];
  /** cards the seat has looked at without holding them (at five, the stock, for a dealer who has not taken it up) */
  readonly looked?: readonly FamilyCard[];
  /** the cards this seat laid aside face down (Kaiserspiel's discards at four), its own to see */
  readonly aside?: readonly FamilyCard[];
  readonly handSizes: readonly number[];
  /** the chosen suit or suits, once the deal has named them */
  readonly chosen: readonly Suit[];
  /** the card seen face up that named the one chosen suit (Karnöffel, Kaiserspiel), once it is named */
  readonly namer?: FamilyCard;
  /** cards face up for everyone, each at a seat, or in the middle (seat null): turn-ups, a first card dealt face up; a
   * card seen taken stays at its seat once played, `gone` (face up or down: the table keeps its place) */
  readonly faceUp: readonly { readonly seat: number | null; readonly card: FamilyCard; readonly gone?: boolean }[];
  readonly trick: TableTrick | null;
  readonly tricks: readonly (TableTrick & { readonly taker: number })[];
  /** tricks taken by each side */
  readonly won: readonly [number, number];
  readonly toAct: number | null;
  /** what the deal is worth now, in the game's stakes: what each loser pays one winner */
  readonly stake: number;
  /** the other seats whose whole hand a rule shows this seat (Karniffel's director: the partners'), face up in their seats */
  readonly shown?: readonly { readonly seat: number; readonly hand: readonly FamilyCard[] }[];
  /** the seat that plays alone against all the others, settling with each of them (five's dealer who took the stock) */
  readonly alone?: number;
  /**
   * A raise of the stake this seat is asked to answer (a turned lead at five, a Kaiserspiel offer), in all it settles:
   * `accept`, what the deal is worth once the raise is taken (in a march, what the march then costs the seat);
   * `refuse`, what refusing (running, folding) costs the seat now, or in a march what the marchers then pay it.
   */
  readonly answer?: {
    readonly accept: number;
    readonly refuse: number;
    readonly march: boolean;
    /** what is offered where a raise is named (Kaiserspiel's: a Kaiser's raise, a Spieldrei, a small Kaiser made three) and the points it adds */
    readonly offer?: { readonly kind: 'kaiser' | 'spieldrei' | 'three'; readonly adds: number };
  };
}

/** The start of a deal as a link writes it, the same for every game: its table, its seed, its number and its dealer. */
export interface TableStart {
  readonly seats: number;
  readonly seed: string;
  readonly dealNo: number;
  readonly dealer: number;
}

/** An action at any game's table, as the table and the bots handle it without knowing the game: its kind and its seat. */
export type TableAct = { readonly type: string; readonly seat: number };

/** A game at the Play table: its deal machine seen from its seats, its tables, its first and next deal, its table view. */
export interface TableGame<State, Action extends TableAct, View> extends SeatedMachine<DealRules, TableStart, State, Action, unknown, View> {
  /** the table sizes it is dealt at, the usual first */
  readonly tables: readonly number[];
  /** the deal after a finished one: the next dealer, the next number */
  next(state: State): TableStart;
  /** a session's first deal at a table: its dealer found as the game's rules find one (seat 0 where a source gives no way) */
  first(seats: number, seed: string): TableStart;
  /** the start the deal came from */
  startOf(state: State): TableStart;
  /** the actions made so far, in order */
  actionsOf(state: State): readonly Action[];
  table(view: View): TableView;
}

/** A game as the Play table deals it: its bots' parts (a deal dealt again from a view, a plain player) left out. */
export type TableSeats<State, Action extends TableAct, View> = Omit<TableGame<State, Action, View>, 'redeal' | 'plain'>;
