/**
 * A new session, at the table of every game: its address, a fresh deal of the game chosen at the table size chosen,
 * which the Play door opens (four-player Knüffeln by its rules, every other game by its id and size).
 */
import { isVariantId, type VariantId } from '../../rules/index.ts';
import type { TableGameId } from '../../rules/table-ids.ts';

/** The game a new session deals: four-player Knüffeln (by its rules) or a game of the table's registry. */
export type NextGame = VariantId | TableGameId;

/** The address of a new session: no seed, so the table deals from a fresh one. */
export const newSession = (game: NextGame, seats: number): string => (isVariantId(game) ? `?v=${game}` : `?game=${game}&seats=${seats}`);
