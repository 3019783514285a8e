import type { RuleError } from './errors.ts';
import { FAMILY } from './family-games.ts';
import { GAME_IDS, isGameId, type GameId } from './family-ids.ts';
import type { FamilyTrickInput, FamilyTrickResult } from './family.ts';
import type { Game } from './game.ts';
import { KNUEFFELN } from './knueffeln.ts';
import type { Result } from './result.ts';
import { resolveKnueffelnTrick, type TrickInput, type TrickResult } from './trick.ts';

/**
 * Every game the engine plays: the four Knüffeln tables (knueffeln.ts, from their variants' data), then the family
 * (family-games.ts, one line a game, as lila's stage list). A new game of the family is its module and its line
 * there. Pages and islands that need only some games load those on demand (the explorer's family kit takes
 * family-games.ts), so a Knüffeln page never downloads the family's rules.
 */
export const GAMES = {
  ...KNUEFFELN,
  ...FAMILY,
} as const satisfies Readonly<Record<GameId, Game>>;

/** Every game, in the registry's order (GAME_IDS). */
export const allGames = (): readonly Game[] => GAME_IDS.map((id) => GAMES[id]);

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
