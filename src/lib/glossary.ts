import { getCollection, type CollectionEntry } from 'astro:content';
import { fold, searchText } from './fold.ts';

export type Entry = CollectionEntry<'glossary'>;

/** The glossary sorted A–Z by headword, ignoring case and diacritics ("de fief Olen" under D). */
export async function loadGlossary(): Promise<Entry[]> {
  const all = await getCollection('glossary');
  return all.sort((a, b) => fold(a.data.headword).localeCompare(fold(b.data.headword), 'en'));
}

/** What the filter matches an entry by: headword, every spelling, and the English meaning. */
export const entrySearch = (e: Entry): string =>
  searchText([e.data.headword, ...e.data.variants.map((v) => v.text), e.data.short, e.data.meaning, e.data.literal ?? '']);

export const CATEGORY_LABEL = { cards: 'Cards', deal: 'Deal', play: 'Play', talk: 'Table talk', scoring: 'Scoring' } as const;

/** The first letter an entry is filed under. */
export const letterOf = (e: Entry): string =>
  fold(e.data.headword)
    .replace(/^[^a-z]+/, '')
    .charAt(0)
    .toUpperCase();
