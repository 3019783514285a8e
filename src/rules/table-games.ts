/**
 * The games the Play table deals beside four-player Knüffeln, one entry each (chessops' one registry of rules): the
 * deal machine seen from its seats (deal-rules.ts TableGame), what its deals are paid in, and its pack's style.
 * Loaded only when one of them is played.
 */
import type { TableGame } from './deal-rules.ts';
import type { PackStyle } from './game.ts';

export interface TableGameEntry {
  readonly game: TableGame<unknown, { readonly type: string; readonly seat: number }, unknown>;
  /** what a deal is paid in: Knüffeln's cents, the family's points */
  readonly unit: 'cent' | 'point';
  readonly style: PackStyle;
}

export const TABLE_GAME_IDS = [] as const;
export type TableGameId = (typeof TABLE_GAME_IDS)[number];
export const TABLE_GAMES: Readonly<Record<string, TableGameEntry>> = {};
