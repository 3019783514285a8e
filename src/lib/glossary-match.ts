import { fold, spellOut } from './fold.ts';

/** The words of a filter query, folded: "Karnöffel" → ["karnoffel"]. */
const queryWords = (query: string): string[] => fold(query.trim()).split(/\s+/).filter(Boolean);

/**
 * How well a glossary entry matches the filter, best first: 0 a headword or spelling is the query, 1 one starts with it,
 * 2 the headword and spellings hold every word, 3 only the rest (gloss, meaning) does; null, no match.
 * heads: the headword and its spellings as written; hay: everything the entry is found by (entrySearch).
 */
export function matchRank(query: string, heads: readonly string[], hay: string): number | null {
  const words = queryWords(query);
  if (words.length === 0) return 0;
  if (!words.every((w) => hay.includes(w))) return null;
  const typed = words.join(' ');
  const forms = heads.flatMap((h) => [fold(h), fold(spellOut(h))].map((f) => f.trim().split(/\s+/).join(' ')));
  if (forms.includes(typed)) return 0;
  if (forms.some((f) => f.startsWith(typed))) return 1;
  const named = forms.join(' ');
  return words.every((w) => named.includes(w)) ? 2 : 3;
}
