/**
 * What the table needs for the games beside four-player Knüffeln, loaded only when one is played: their deal machines
 * (src/rules/table-games.ts), the family's words and the table's own in the page's language, and the bots' port.
 * A Knüffeln player never downloads it.
 */
import { islandWordsOf } from '../../i18n/island-words.ts';
import type { Lang } from '../../i18n/lang.ts';
import { createSpeaker, type Catalog, type Speaker } from '../../i18n/speaker.ts';
import { TABLE_GAMES, type AnyTableEntry } from '../../rules/table-games.ts';
import type { TableGameId } from '../../rules/table-ids.ts';
import { botClient } from './bot-client.ts';
import type { GamePoint } from '../../bots/protocol.ts';
import type { TableAct } from '../../rules/index.ts';
import type { GamePort } from './game-host.ts';

export interface TableKit {
  readonly speaker: Speaker;
  readonly games: Readonly<Record<TableGameId, AnyTableEntry>>;
  /** the bots' port for the game on the table */
  readonly bots: <S, A extends TableAct, V>() => GamePort<S, A, V>;
}

/**
 * The bots for these games think in the table's worker too: the seated bot, loaded there on first use. What the
 * worker answers is data from outside: a move is the game's only once its rules take it (table-model.ts 'decided').
 */
export function workerGames<S, A extends TableAct, V>(): GamePort<S, A, V> {
  const ask = botClient();
  return {
    decide: async ({ id, seat, view, strength, seed }) => (await ask({ kind: 'decide', game: id, seat, view, strength, seed })).move as A | undefined,
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
  return { speaker, games: TABLE_GAMES, bots: workerGames };
}
