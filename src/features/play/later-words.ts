import { createSpeaker, type Catalog, type Speaker } from '../../i18n/speaker.ts';

/**
 * The later parts' own words (i18n/<lang>/play-later.ts), loaded with them (later.svelte.ts) and kept here, inside their
 * chunk: a part speaks with the table's speaker and these.
 */
let words: Catalog = {};
export const setWords = (w: Catalog): void => void (words = w);
export const laterSpeaker = (table: Speaker): Speaker => createSpeaker(table.lang, { ...table.catalog, ...words });
