/**
 * Every game the Play table deals, through the one interface the table and the bots use (deal-rules.ts TableGame):
 * Knüffeln for four in each of its variants (four-table.ts), then Knüffeln for five and the family (table-games.ts).
 * The tests that hold for every game at the table run over this list and name no game.
 */
import type { TableAct, TableGame } from './deal-rules.ts';
import { FOUR_TABLES } from './four-table.ts';
import { anyTableGame, TABLE_GAME_IDS, type TableGameId } from './table-games.ts';
import { VARIANT_IDS, type VariantId } from './variants.ts';

export interface TableOfGame {
  readonly id: VariantId | TableGameId;
  readonly game: TableGame<unknown, TableAct, unknown>;
}

export const TABLES: readonly TableOfGame[] = [
  ...VARIANT_IDS.map((id) => ({ id, game: FOUR_TABLES[id] })),
  ...TABLE_GAME_IDS.map((id) => ({ id, game: anyTableGame(id).game })),
];
