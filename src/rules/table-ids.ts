import { FAMILY_IDS } from './family-ids.ts';

/**
 * The games the Play table deals beside four-player Knüffeln, in the order the settings offer them: Knüffeln for five,
 * then the family. Their ids apart from their rules, so that a page, the lint and the Knüffeln table can name them
 * without loading a deal machine (table-games.ts holds the machines).
 */
export const TABLE_GAME_IDS = ['knueffeln-5', ...FAMILY_IDS] as const;
export type TableGameId = (typeof TABLE_GAME_IDS)[number];
