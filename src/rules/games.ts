import type { CardCode, Suit } from './cards.ts';
import type { RuleError } from './errors.ts';
import { GAME_IDS, isGameId, type FamilyId, type GameId } from './family-ids.ts';
import type { FamilyContext, FamilyGame, FamilyTrickInput, FamilyTrickResult } from './family.ts';
import type { Game } from './game.ts';
import { kaiserspiel } from './kaiserspiel.ts';
import { karniffel } from './karniffel.ts';
import { karnoeffel } from './karnoeffel.ts';
import { KNUEFFELN } from './knueffeln.ts';
import type { Result } from './result.ts';
import { resolveKnueffelnTrick, type TrickInput, type TrickResult } from './trick.ts';

/** The family's games, oldest first: each one's data and rules live in its own module. */
export const FAMILY = {
  karnoeffel,
  karniffel,
  kaiserspiel,
} as const satisfies Readonly<Record<FamilyId, FamilyGame>>;

/**
 * Every game the engine plays, one line each (as lila's stage list): the four Knüffeln tables, then the family. A
 * new game is its module and its line here. Pages and islands that need only some games load them on demand (the
 * explorer's family kit), so a Knüffeln page never downloads the family's rules.
 */
export const GAMES = {
  bohmstedt: KNUEFFELN.bohmstedt,
  hattstedt: KNUEFFELN.hattstedt,
  bernhard1924: KNUEFFELN.bernhard1924,
  gruenberg1938: KNUEFFELN.gruenberg1938,
  karnoeffel,
  karniffel,
  kaiserspiel,
} as const satisfies Readonly<Record<GameId, Game>>;

/** Every game, in the registry's order (GAME_IDS). */
export const allGames = (): readonly Game[] => GAME_IDS.map((id) => GAMES[id]);

/** The context for a family game, its chosen suits and declared Kaisers (trusted input; parse at the edge first). */
export const familyContextOf = (game: FamilyId, chosen: readonly Suit[], kaisers: readonly CardCode[] = []): FamilyContext =>
  FAMILY[game].context(chosen, kaisers);

/** Checks a family game's deal at the edge: chosen suits and, for Kaiserspiel, the declared Kaisers. */
export const parseFamilyContext = (game: FamilyId, chosen: unknown, kaisers?: unknown): Result<FamilyContext, RuleError> =>
  FAMILY[game].parseSetup(chosen, kaisers);

/** Who takes a trick of a family game, and why, card by card. Never throws. */
export const resolveFamilyTrick = (game: FamilyId, input: Record<string, unknown>): Result<FamilyTrickResult, RuleError> => FAMILY[game].resolve(input);

/**
 * Who takes the trick, and why, card by card, in any of the games: the four Knüffeln tables or the family's
 * Karnöffel, Karniffel and Kaiserspiel (which take one or two chosen suits, and Kaiserspiel its declared Kaisers).
 * The game named by the input's variant answers. Never throws.
 */
export function resolveTrick(input: TrickInput): Result<TrickResult, RuleError>;
export function resolveTrick(input: FamilyTrickInput): Result<FamilyTrickResult, RuleError>;
export function resolveTrick(input: unknown): Result<TrickResult | FamilyTrickResult, RuleError>;
export function resolveTrick(input: unknown): Result<TrickResult | FamilyTrickResult, RuleError> {
  const variant = typeof input === 'object' && input !== null ? (input as { variant?: unknown }).variant : undefined;
  // A variant no game answers to: Knüffeln's own edge names what is wrong (bad input, unknown variant).
  return isGameId(variant) ? GAMES[variant].resolve(input) : resolveKnueffelnTrick(input);
}
