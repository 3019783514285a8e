import { RANKS, SUITS, isCardCode, isSuit, type CardCode, type Rank, type Suit } from './cards.ts';
import { refuse, shown, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';
import type { RulingId } from './rulings.ts';
import type { FamilyReasonKey } from './family-steps.ts';
import { BANNERS, BEAST_CARD, BEASTS, isBeast, type FamilyCard, type FamilyId } from './family-ids.ts';

export { FAMILY_IDS, GAME_IDS, BANNERS, BEASTS, BEAST_CARD, isFamilyId, isGameId, isBeast } from './family-ids.ts';
export type { FamilyId, GameId, Beast, FamilyCard } from './family-ids.ts';

/** The pack's suit and rank names: French (Queen, Jack), German (Ober, Unter) or Swiss (Ober, Under, Banner). */
export type PackStyle = 'french' | 'german' | 'swiss';

export interface FamilyGame {
  readonly id: FamilyId;
  readonly pack: readonly FamilyCard[];
  /** how many suits are chosen: one, or two as in Knüffeln */
  readonly chosenCount: 1 | 2;
  /** how many play at one table; the largest number is also the most cards in a trick */
  readonly players: readonly number[];
  readonly style: PackStyle;
  /** Kaiserspiel: the banners may be declared as Kaisers */
  readonly kaisers: boolean;
  /** Karniffel: a card of the printed pack that the game plays under another code (the Eight of Leaves is the Tolle, X1) */
  readonly aliases: Readonly<Partial<Record<string, FamilyCard>>>;
}

const suited = (ranks: readonly Rank[]): CardCode[] => SUITS.flatMap((s) => ranks.map((r): CardCode => `${r}${s}`));
const beastCards: readonly CardCode[] = Object.values(BEAST_CARD);

export const FAMILY: Readonly<Record<FamilyId, FamilyGame>> = {
  // karnoeffel: the 52 without the Aces.
  karnoeffel: { id: 'karnoeffel', pack: suited(RANKS.filter((r) => r !== 'A')), chosenCount: 1, players: [4], style: 'french', kaisers: false, aliases: {} },
  // karniffel: the 36 German-suited cards (K O U 10 9 8 7 6 2, four suits), three of which are the beasts (ruling karniffel-pack).
  karniffel: {
    id: 'karniffel',
    pack: [...BEASTS, ...suited(['K', 'Q', 'J', 'T', '9', '8', '7', '6', '2']).filter((c) => !beastCards.includes(c))],
    chosenCount: 2,
    players: [4, 6],
    style: 'german',
    kaisers: false,
    aliases: Object.fromEntries(BEASTS.map((b) => [BEAST_CARD[b], b])),
  },
  // kaiserjass: 40 Swiss cards, no Eights or Nines.
  kaiserspiel: {
    id: 'kaiserspiel',
    pack: suited(['K', 'Q', 'J', 'T', '7', '6', '5', '4', '3', '2']),
    chosenCount: 1,
    players: [4, 6],
    style: 'swiss',
    kaisers: true,
    aliases: {},
  },
};

/** Names of the family's special cards, as the sources give them. */
export type FamilyName =
  | 'karnoeffel'
  | 'teufel'
  | 'papst'
  | 'kaiser'
  | 'oberstecher'
  | 'unterstecher'
  | 'farbenstecher'
  | 'tolle'
  | 'roter-thier'
  | 'gelber-thier'
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
  | { readonly kind: 'beast'; readonly name: FamilyName; readonly order: number }
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

export interface FamilyStep {
  readonly card: FamilyCard;
  readonly role: FamilyRole;
  readonly outcome: 'leads' | 'takes' | 'stays';
  /** index of the card holding the trick when this one was played (null for the lead) */
  readonly against: number | null;
  readonly reason: { readonly key: FamilyReasonKey; readonly params: FamilyReasonParams };
  /** the ruling that decided, where the sources are silent or disagree */
  readonly ruling: RulingId | null;
  /** index of the card holding the trick after this one */
  readonly holder: number;
}

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
export function parseFamilyChosen(game: FamilyGame, value: unknown): Result<readonly Suit[], RuleError> {
  const letters = typeof value === 'string' ? [...value.toUpperCase()] : value;
  const good = Array.isArray(letters) && letters.length === game.chosenCount && letters.every(isSuit) && new Set(letters).size === letters.length;
  if (!good) return refuse('bad-chosen', { chosen: shown(value), count: game.chosenCount });
  return ok(letters);
}

/** Checks Kaiserspiel's declared Kaisers: banners only, each once; absent means all four. */
export function parseKaisers(value: unknown): Result<readonly CardCode[], RuleError> {
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
export function lookupFamilyCard(game: FamilyGame, code: unknown): Result<FamilyCard, RuleError> {
  if (!isCardCode(code) && !isBeast(code)) return refuse('bad-card', { card: shown(code) });
  const alias = game.aliases[code];
  if (alias) return ok(alias);
  if (!(game.pack as readonly string[]).includes(code)) return refuse('not-in-game', { card: code, game: game.id });
  return ok(code);
}

export const maxFamilyTrick = (game: FamilyGame): number => Math.max(...game.players);
