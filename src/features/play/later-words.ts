import type { Lang } from '../../i18n/lang.ts';
import { speakerWith, type Catalog, type Speaker } from '../../i18n/speaker.ts';

/**
 * The later parts' own words (i18n/<lang>/play-later.ts), loaded with them (later.svelte.ts) and kept here, inside their
 * chunk, by language: a part speaks with the table's speaker and these.
 */
const words: Partial<Record<Lang, Catalog>> = {};
export const setWords = (lang: Lang, w: Catalog): void => void (words[lang] = w);
export const laterSpeaker = (table: Speaker): Speaker => speakerWith(table, words[table.lang]);
