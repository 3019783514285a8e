import type { CardCode, Suit } from './cards.ts';
import type { RuleError } from './errors.ts';
import type { FamilyId } from './family-ids.ts';
import type { FamilyContext, FamilyGame, FamilyTrickResult } from './family.ts';
import { kaiserspiel } from './kaiserspiel.ts';
import { karniffel } from './karniffel.ts';
import { karnoeffel } from './karnoeffel.ts';
import type { Result } from './result.ts';

// The family's part of the game registry (games.ts), apart, so that what loads the family on demand (the
// explorer's family kit) takes the family's three games and nothing of the Knüffeln tables.

/** The family's games, oldest first: each one's data and rules live in its own module. */
export const FAMILY = {
  karnoeffel,
  karniffel,
  kaiserspiel,
} as const satisfies Readonly<Record<FamilyId, FamilyGame>>;

/** The context for a family game, its chosen suits and declared Kaisers (trusted input; parse at the edge first). */
export const familyContextOf = (game: FamilyId, chosen: readonly Suit[], kaisers: readonly CardCode[] = []): FamilyContext =>
  FAMILY[game].context(chosen, kaisers);

/** Checks a family game's deal at the edge: chosen suits and, for Kaiserspiel, the declared Kaisers. */
export const parseFamilyContext = (game: FamilyId, chosen: unknown, kaisers?: unknown): Result<FamilyContext, RuleError> =>
  FAMILY[game].parseSetup(chosen, kaisers);

/** Who takes a trick of a family game, and why, card by card. Never throws. */
export const resolveFamilyTrick = (game: FamilyId, input: Record<string, unknown>): Result<FamilyTrickResult, RuleError> => FAMILY[game].resolve(input);
