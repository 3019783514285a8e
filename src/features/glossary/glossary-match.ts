import { fold, spellOut } from '../../lib/fold.ts';
import type { GlossaryName } from '../../content-data/search-names.ts';

/**
 * A name as the glossary filter and the search compare it: folded, with hyphens, dashes, quotes and other
 * punctuation as spaces, so that "Herz-Zwei", "Herz Zwei" and „herz zwei“ are one name: "herz zwei".
 * Card symbols stay (♥2).
 */
export const nameKey = (s: string): string =>
  fold(s)
    .replace(/\p{P}+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');

/** The words of a filter query, folded, hyphens as spaces: "Karnöffel" → ["karnoffel"], "Herz-Zwei" → ["herz", "zwei"]. */
const queryWords = (query: string): string[] => nameKey(query).split(' ').filter(Boolean);

/** A name and its umlauts spelt out, as keys: "Wääl" → ["waal", "waeael"]. */
const keysOf = (name: string): string[] => [...new Set([nameKey(name), nameKey(spellOut(name))])];

/** An article a reader may type before a card's name: "die Herz-Zwei", "the Two of Hearts". */
const ARTICLE = /^(?:der|die|das|den|dem|des|the)\s+/;

/**
 * How well a glossary entry matches the filter, best first: 0 a headword, spelling or card name is the query, 1 one starts
 * with it, 2 the headword and spellings hold every word, 3 only the rest (gloss, meaning) does; null, no match.
 * heads: the headword, its spellings and the names of its card as written; hay: everything the entry is found by
 * (entrySearch, with the card names).
 */
export function matchRank(query: string, heads: readonly string[], hay: string): number | null {
  const all = queryWords(query);
  if (all.length === 0) return 0;
  const found = nameKey(hay);
  // An article before the words ("die Herz-Zwei") need not be found: the words after it must.
  const words = all.every((w) => found.includes(w)) ? all : all.join(' ').replace(ARTICLE, '').split(' ');
  if (!words.every((w) => found.includes(w))) return null;
  const typed = all.join(' ');
  const forms = heads.flatMap(keysOf);
  const bare = typed.replace(ARTICLE, '');
  if (forms.includes(typed) || forms.some((f) => f.replace(ARTICLE, '') === bare)) return 0;
  if (forms.some((f) => f.startsWith(typed) || f.replace(ARTICLE, '').startsWith(bare))) return 1;
  const named = forms.join(' ');
  return words.every((w) => named.includes(w)) ? 2 : 3;
}

/** What the search knows of a glossary entry: built at build time (content-data/search-names.ts), matched here. */
export type { GlossaryName } from '../../content-data/search-names.ts';

/**
 * How a query names a glossary entry: 0 it is the headword (a headword two entries share may carry its games in
 * brackets, "Kaiser (Kaiserspiel)"), 1 a spelling or the name of the entry's card, with or without an article and a
 * hyphen ("Herz-Zwei", "Herz Zwei", "die Herz-Zwei"); null, it does not name it.
 */
export function nameRank(query: string, entry: Pick<GlossaryName, 'headword' | 'spellings' | 'cards'>): 0 | 1 | null {
  const typed = nameKey(query);
  if (!typed) return null;
  const bare = typed.replace(ARTICLE, '');
  if (keysOf(entry.headword.replace(/\s+\([^)]*\)$/, '')).includes(typed)) return 0;
  if (entry.spellings.some((s) => keysOf(s).includes(typed))) return 1;
  if (entry.cards.some((c) => keysOf(c).some((k) => k.replace(ARTICLE, '') === bare))) return 1;
  return null;
}
