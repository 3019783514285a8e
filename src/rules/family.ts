import { SUITS, isCardCode, isSuit, type CardCode, type Rank, type Suit } from './cards.ts';
import { refuse, shown, type CardRefusal, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';
import { BANNERS, isBeast, type FamilyCard, type FamilyId } from './family-ids.ts';
import type { Game, KaiserSetup, TrickStep } from './game.ts';

export { FAMILY_IDS, GAME_IDS, BANNERS, BEASTS, BEAST_CARD, isFamilyId, isGameId, isBeast, suitedCard } from './family-ids.ts';
export type { FamilyId, GameId, Beast, FamilyCard } from './family-ids.ts';

export type { PackStyle } from './game.ts';

/** A family game's data: what its module declares, apart from its rules (the fields it shares with every Game, and its own). */
export interface FamilyGameData extends Pick<Game, 'pack' | 'chosenCount' | 'players' | 'style' | 'kaisers' | 'notes'> {
  readonly id: FamilyId;
  /** Karniffel: a card of the printed pack that the game plays under another code (the Eight of Leaves is the Tolle, X1) */
  readonly aliases: Readonly<Partial<Record<string, FamilyCard>>>;
  /**
   * How the game's sentences tell a card: a trump by its name or, in Kaiserspiel, by how far it reaches; the chosen
   * Seven by the catalog's wording for this game; a led card by what may take it: a trump that reaches it, or (in
   * Karniffel) only the beasts and the chosen Ober, Unter and Six.
   */
  readonly telling: { readonly trump: 'name' | 'reach'; readonly seven: 'karniffel' | 'kaiserspiel'; readonly lead: 'reach' | 'beaters' };
}

/** A family game: its data, and its own rules for what each card is in a deal and who takes a trick. */
export interface FamilyGame extends FamilyGameData, Omit<Game<FamilyContext, FamilyTrickResult>, keyof FamilyGameData> {
  /** the context for chosen suits and declared Kaisers (trusted input; parseSetup at the edge) */
  context(chosen: readonly Suit[], kaisers: readonly CardCode[]): FamilyContext;
  /** resolves a checked trick */
  play(cards: readonly FamilyFacts[]): FamilyTrickResult;
}

/** The ranks of a pack, in every suit. */
export const suited = (ranks: readonly Rank[]): CardCode[] => SUITS.flatMap((s) => ranks.map((r): CardCode => `${r}${s}`));

/** Karniffel's three beasts (ruling karniffel-pack: each is a card of the pack). */
export type BeastName = 'tolle' | 'roter-thier' | 'gelber-thier';
/** Names of the family's special cards, as the sources give them. */
export type FamilyName =
  | 'karnoeffel'
  | 'teufel'
  | 'papst'
  | 'kaiser'
  | 'oberstecher'
  | 'unterstecher'
  | 'farbenstecher'
  | BeastName
  | 'oberkarniffel'
  | 'buettel'
  | 'freykarte'
  | 'boese-sieben'
  | 'daus'
  | 'banner'
  | 'mugg'
  | 'joos'
  | 'blass'
  | 'wydli'
  | 'fuil'
  | 'hiratae';

/** How far a trump reaches among plain cards: any card, up to the Ober, up to the Unter, or number cards only. */
export type Reach = 'king' | 'ober' | 'under' | 'number';

/** What a card is in one deal of a family game. */
export type FamilyRole =
  | { readonly kind: 'trump'; readonly name: FamilyName | null; readonly order: number; readonly reach: Reach }
  | { readonly kind: 'beast'; readonly name: BeastName; readonly order: number }
  | { readonly kind: 'devil' | 'seven' | 'free-card' | 'dead-banner'; readonly name: FamilyName | null }
  | { readonly kind: 'little'; readonly name: FamilyName; readonly order: number }
  | { readonly kind: 'chosen-plain' | 'plain'; readonly name: FamilyName | null; readonly rank: Rank };
export type FamilyRoleKind = FamilyRole['kind'];

/** One card's facts in a deal: its role, and its place in the suit it follows. */
export interface FamilyFacts {
  readonly code: FamilyCard;
  readonly role: FamilyRole;
  /** the suit a trick led by this card follows: a suit letter, or Kaiserspiel's little suit (L) and Seven (7) */
  readonly follows: string;
  /** height within that suit, 0 the highest */
  readonly height: number;
}

/** A family game with its chosen suits (and declared Kaisers): what each card is. */
export interface FamilyContext {
  readonly game: FamilyGame;
  readonly chosen: readonly Suit[];
  readonly kaisers: readonly CardCode[];
  readonly facts: ReadonlyMap<string, FamilyFacts>;
}

/** Why a card takes the trick, or does not, in a family game. */
export const FAMILY_REASON_KEYS = [
  'leads',
  'trump-over-trump',
  'trump-under-trump',
  'trump-equal',
  'trump-reaches',
  'trump-short',
  'under-led-trump',
  'under-trump',
  'out-of-reach',
  'still-in-reach',
  'higher-in-suit',
  'lower-in-suit',
  'other-suit',
  'beast-over',
  'beast-under-beast',
  'under-beast',
  'seven-led',
  'free-card-led',
  'ober-over-free-card',
  'joos-over-seven',
  'dead-banner',
  'after-dead-banner',
] as const;
export type FamilyReasonKey = (typeof FAMILY_REASON_KEYS)[number];

/** One card of a family game's trick: the one kind of step (game.ts), with the family's roles and reasons. */
export type FamilyStep = TrickStep<FamilyCard, FamilyRole, FamilyReasonKey, FamilyReasonParams>;

export interface FamilyReasonParams {
  readonly card: FamilyCard;
  readonly against: FamilyCard | null;
  /** the highest card of the led suit so far, where a trump's reach is measured against it */
  readonly top: FamilyCard | null;
}

export interface FamilyTrickResult {
  readonly game: FamilyId;
  readonly winner: number;
  readonly steps: readonly FamilyStep[];
}

export interface FamilyTrickInput {
  readonly variant: FamilyId;
  /** one chosen suit (Karnöffel, Kaiserspiel) or two (Karniffel) */
  readonly chosen: readonly Suit[];
  readonly cards: readonly FamilyCard[];
  /** Kaiserspiel: the banners declared as Kaisers; all four when absent */
  readonly kaisers?: readonly CardCode[];
}

/** Checks chosen suits for a game: a string ("H", "SD") or a list, as many different suits as the game chooses. */
export function parseFamilyChosen(game: Pick<FamilyGameData, 'chosenCount'>, value: unknown): Result<readonly Suit[], RuleError<'bad-chosen'>> {
  const letters = typeof value === 'string' ? [...value.toUpperCase()] : value;
  const good = Array.isArray(letters) && letters.length === game.chosenCount && letters.every(isSuit) && new Set(letters).size === letters.length;
  if (!good) return refuse('bad-chosen', { chosen: shown(value), count: game.chosenCount });
  return ok(letters);
}

/** Checks Kaiserspiel's declared Kaisers: banners only, each once; absent means all four. */
export function parseKaisers(value: unknown): Result<readonly CardCode[], RuleError<'bad-kaisers'>> {
  if (value === undefined) return ok(BANNERS);
  const list = typeof value === 'string' ? value.split(/[\s,-]+/).filter(Boolean) : value;
  if (!Array.isArray(list)) return refuse('bad-kaisers', { kaisers: shown(value, ' ') });
  let mask = 0;
  for (const k of list) {
    // Not a banner: indexOf is -1, and 1 << -1 is negative.
    const bit = 1 << (BANNERS as readonly unknown[]).indexOf(k);
    if (bit < 1 || mask & bit) return refuse('bad-kaisers', { kaisers: shown(k) });
    mask |= bit;
  }
  return ok(KAISER_SETS[mask]!);
}

/** Every set of declared Kaisers, by a bit per banner in BANNERS' order: built once, so a deal's Kaisers are one shared list. */
const KAISER_SETS: readonly (readonly CardCode[])[] = Array.from({ length: 16 }, (_, mask) =>
  mask === 15 ? BANNERS : BANNERS.filter((_, i) => mask & (1 << i)),
);
/** The bits of a list of declared Kaisers (trusted input). */
export function kaiserMask(kaisers: readonly CardCode[]): number {
  let mask = 0;
  for (const k of kaisers) mask |= 1 << (BANNERS as readonly CardCode[]).indexOf(k);
  return mask;
}

/** Checks one card code against a family game's pack; a card the game plays under another code (Karniffel's beasts) is read as that. */
export function lookupFamilyCard(game: Pick<FamilyGameData, 'id' | 'pack' | 'aliases'>, code: unknown): Result<FamilyCard, CardRefusal> {
  if (!isCardCode(code) && !isBeast(code)) return refuse('bad-card', { card: shown(code) });
  const alias = game.aliases[code];
  if (alias) return ok(alias);
  if (!(game.pack as readonly string[]).includes(code)) return refuse('not-in-game', { card: code, game: game.id });
  return ok(code);
}

export const maxFamilyTrick = (game: Pick<FamilyGameData, 'players'>): number => Math.max(...game.players);

/** Kaiserspiel's setup beyond its chosen suit: the four banners, any of which may be declared as Kaisers. */
export const KAISER_SETUP: KaiserSetup = { all: BANNERS, parse: parseKaisers };
