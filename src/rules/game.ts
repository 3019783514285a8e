import type { CardCode, Suit } from './cards.ts';
import type { CardRefusal, RuleError } from './errors.ts';
import type { FamilyCard, GameId } from './family-ids.ts';
import type { Result } from './result.ts';
import type { RulingId } from './rulings.ts';

// One game model for all seven games (the four Knüffeln tables, Karnöffel, Karniffel, Kaiserspiel), as chessops'
// Position is one model for its variants: what every game answers, whatever its rules. The registry is games.ts.

/** The pack's suit and rank names: French (Queen, Jack), German (Ober, Unter) or Swiss (Ober, Under, Banner). */
export type PackStyle = 'french' | 'german' | 'swiss';

/** A game's setup beyond its chosen suits: Kaiserspiel's banners, which may be declared as Kaisers. */
export interface KaiserSetup {
  /** the banners that may be declared, all of them declared when a setup names none */
  readonly all: readonly CardCode[];
  /** reads the declared Kaisers at the edge (a string "TD-TH" or a list; absent means all) */
  readonly parse: (value: unknown) => Result<readonly CardCode[], RuleError<'bad-kaisers'>>;
}

/** What a game's pages say openly beside its tricks (words from the catalog): Karniffel's beasts, its Seven that may not lead first. */
export type GameNote = 'beasts' | 'seven-first';

/** The lead's reason in every game: what takes the trick from it (its guard), never a contest with another card. */
export type LeadKey = 'leads';
/** Why a card is what it is against the card holding the trick: a key and the facts its sentence needs. */
export interface Reason<Key extends string, Params> {
  readonly key: Key;
  readonly params: Params;
}
/** What a game's rule says of the lead: it leads, with the lead's reason. */
export interface LeadDecision<Params> {
  readonly outcome: 'leads';
  readonly reason: Reason<LeadKey, Params>;
  /** the ruling that decided, where the sources are silent or disagree */
  readonly ruling: RulingId | null;
}
/** What a game's rule says of a later card against the card holding the trick: it takes it or stays below. */
export interface ContestDecision<Key extends string, Params> {
  readonly outcome: 'takes' | 'stays';
  readonly reason: Reason<Exclude<Key, LeadKey>, Params>;
  readonly ruling: RulingId | null;
}
interface StepFacts<Card, Role> {
  readonly card: Card;
  readonly role: Role;
  /** index of the card holding the trick after this one */
  readonly holder: number;
}
/** The lead of a trick, as data. */
export interface LeadStep<Card, Role, Params> extends StepFacts<Card, Role>, LeadDecision<Params> {
  readonly against: null;
}
/** A card after the lead, as data, with the index of the card holding the trick when it was played. */
export interface ContestStep<Card, Role, Key extends string, Params> extends StepFacts<Card, Role>, ContestDecision<Key, Params> {
  readonly against: number;
}
/**
 * One card of a trick, in play order, as data: the words come from the message catalog. A step's outcome tells its
 * kind, so a lead's reason is always 'leads' and a later card's never is, and the types know it.
 */
export type TrickStep<Card, Role, Key extends string, Params> = LeadStep<Card, Role, Params> | ContestStep<Card, Role, Key, Params>;

/**
 * The one step loop: every game's trick, one card at a time. `lead` is the game's own rule for the first card,
 * `decide` for the card at i against the card holding the trick; the loop keeps who holds the trick.
 */
export function runTrick<C extends { readonly code: unknown; readonly role: unknown }, Key extends string, Params>(
  cards: readonly C[],
  lead: () => LeadDecision<Params>,
  decide: (i: number, holder: number) => ContestDecision<Key, Params>,
): { winner: number; steps: TrickStep<C['code'], C['role'], Key, Params>[] } {
  const first = cards[0]!;
  const led = lead();
  const steps: TrickStep<C['code'], C['role'], Key, Params>[] = [
    { card: first.code, role: first.role, outcome: 'leads', against: null, reason: led.reason, ruling: led.ruling, holder: 0 },
  ];
  let holder = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    const d = decide(i, holder);
    const against = holder;
    if (d.outcome === 'takes') holder = i;
    steps.push({ card: c.code, role: c.role, outcome: d.outcome, against, reason: d.reason, ruling: d.ruling, holder });
  }
  return { winner: holder, steps };
}

/** A trick's answer in any game: the winner's index in play order and a step per card. */
export interface GameTrickResult {
  readonly winner: number;
  readonly steps: readonly TrickStep<FamilyCard, unknown, string, unknown>[];
}

/**
 * One game: its pack, its chosen suits and seats, its setup read at the edge (a Result with an error code), its
 * context, and its tricks answered with reasons as keys + params. `Ctx` is what each card is in one deal;
 * `R` the game's trick result.
 */
export interface Game<Ctx = unknown, R extends GameTrickResult = GameTrickResult> {
  readonly id: GameId;
  readonly pack: readonly FamilyCard[];
  /** how many suits are chosen: one, or two as in Knüffeln */
  readonly chosenCount: 1 | 2;
  /** how many play at one table; the largest number is also the most cards in a trick */
  readonly players: readonly number[];
  readonly style: PackStyle;
  /** Kaiserspiel: the banners may be declared as Kaisers (absent where a game declares none) */
  readonly kaisers?: KaiserSetup;
  /** what its pages say openly beside its tricks */
  readonly notes: readonly GameNote[];
  /** checks chosen suits: a string ("H", "SD") or a list, as many different suits as the game chooses */
  parseChosen(value: unknown): Result<readonly Suit[], RuleError<'bad-chosen'>>;
  /** checks one card code against the game's pack */
  lookupCard(code: unknown): Result<FamilyCard, CardRefusal>;
  /** checks a deal's setup at the edge (chosen suits, declared Kaisers) and gives its context */
  parseSetup(chosen: unknown, kaisers?: unknown): Result<Ctx, RuleError>;
  /** who takes a trick, and why, card by card (input as resolveTrick takes it); never throws */
  resolve(input: unknown): Result<R, RuleError>;
}
