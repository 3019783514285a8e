import type { TableGameId } from '../rules/table-ids.ts';

/**
 * Where each game the Play table deals beside four-player Knüffeln is taught (a path `to()` takes): Knüffeln for five in
 * the course, the family on its own pages. The Play page links it below that game's table; a new game of the table's
 * registry is named here (the type asks for it), not in the page.
 */
export const TAUGHT = {
  'knueffeln-5': 'learn/stakes/five-players/',
  karnoeffel: 'family/karnoeffel/',
  karniffel: 'family/karniffel/',
  kaiserspiel: 'family/kaiserspiel/',
} as const satisfies Record<TableGameId, string>;
