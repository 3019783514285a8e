/**
 * What the table needs for the games beside four-player Knüffeln, loaded only when one is played: their deal machines
 * (src/rules/table-games.ts), the family's words and the table's own in the page's language, and the bots' port.
 * A Knüffeln player never downloads it.
 */
import { islandWordsOf } from '../../i18n/island-words.ts';
import type { Lang } from '../../i18n/lang.ts';
import { createSpeaker, type Catalog, type Speaker } from '../../i18n/speaker.ts';
import { TABLE_GAMES, type TableGameEntry } from '../../rules/table-games.ts';
import type { TableGameId } from '../../rules/table-ids.ts';
import { botClient } from './bot-client.ts';
import type { GamePoint } from '../../bots/protocol.ts';
import type { TableAct } from '../../rules/index.ts';
import type { GameWeight } from './game-host.ts';
import type { TablePort } from './table-store.svelte.ts';

/** The other games' bots behind the one table's port: the seated bot, each game's strategy by its id. */
export type GamePort = TablePort<unknown, TableAct, unknown, GamePoint, readonly GameWeight[]>;

export interface TableKit {
  readonly speaker: Speaker;
  readonly games: Readonly<Record<TableGameId, TableGameEntry>>;
  readonly bots: GamePort;
}

/** The bots for these games think in the table's worker too: the seated bot, loaded there on first use. */
export function workerGames(): GamePort {
  const ask = botClient();
  return {
    decide: async ({ id, seat, view, strength, seed }) => (await ask({ kind: 'decide', game: id, seat, view, strength, seed })).move,
    // the hint and the look back weigh a position with the same seeds, so the look back never faults a move the hint advised
    hint: async ({ id, seat, view, at }) => (await ask({ kind: 'weigh', strength: 'club', game: id, seat, view, seed: `${id}/hint/${at}` })).weights ?? [],
    review: async ({ id, seat, state }) =>
      ((await ask({ kind: 'review', strength: 'club', game: id, seat, state, seed: `${id}/hint` })).points ?? []) as readonly GamePoint[],
  };
}

/**
 * The family's words (its packs' cards, six seats) and the table's own, in one chunk per language, loaded with the
 * table (not through i18n/lazy.ts, which the trick explorer loads at first: sharing it would split it off its chunk).
 */
const WORDS: Record<Lang, () => Promise<Catalog>> = {
  en: () => Promise.all([import('../../i18n/en/family.ts'), import('../../i18n/en/tables.ts')]).then(([f, t]) => ({ ...f.family, ...t.tables })),
  de: () => Promise.all([import('../../i18n/de/family.ts'), import('../../i18n/de/tables.ts')]).then(([f, t]) => ({ ...f.family, ...t.tables })),
};
/** The words of the table for the other games, with the family's, in a language. */
export const tableWords = (lang: Lang): Promise<Catalog> => WORDS[lang]();

export async function loadTableKit(lang: Lang): Promise<TableKit> {
  const words = await tableWords(lang);
  const speaker = createSpeaker(lang, { ...islandWordsOf(lang, ['game', 'play', 'units']), ...words });
  return { speaker, games: TABLE_GAMES, bots: workerGames() };
}
