import { FAMILY_IDS } from './family-ids.ts';

/**
 * The games the Play table deals beside four-player Knüffeln, in the order the settings offer them: Knüffeln for five,
 * then the family. Their ids apart from their rules, so that a page, the lint and the Knüffeln table can name them
 * without loading a deal machine (table-games.ts holds the machines).
 */
export const TABLE_GAME_IDS = ['knueffeln-5', ...FAMILY_IDS] as const;
export type TableGameId = (typeof TABLE_GAME_IDS)[number];

/**
 * The table sizes each of them is dealt at, the usual one first (so the settings can offer them before a game's rules
 * are loaded): each game's deal rules take their sizes from here.
 */
export const TABLE_SEATS = {
  'knueffeln-5': [5],
  karnoeffel: [4],
  karniffel: [4, 6],
  kaiserspiel: [4, 6],
} as const satisfies Record<TableGameId, readonly number[]>;
