/** Pagefind's built index, loaded from the site itself when a search first runs. */

import { fold } from './fold.ts';

export interface Hit {
  readonly url: string;
  readonly title: string;
  readonly excerpt: readonly Mark[];
  readonly sub: readonly { readonly url: string; readonly title: string }[];
}
/** A run of excerpt text, marked where it matched the query. */
export interface Mark {
  readonly text: string;
  readonly match: boolean;
}

export interface PagefindResult {
  url: string;
  meta: { title?: string };
  excerpt: string;
  /** Set on glossary entries: `language` (nds, de or en) and `english` (its English names). */
  filters?: Record<string, string[]>;
  sub_results?: { url: string; title: string }[];
}
interface Ranking {
  termSimilarity?: number;
  pageLength?: number;
  termSaturation?: number;
  termFrequency?: number;
  metaWeights?: Record<string, number>;
}
interface Pagefind {
  options(o: { baseUrl: string; ranking?: Ranking }): Promise<void>;
  init(): Promise<void>;
  search(q: string): Promise<{ results: { data(): Promise<PagefindResult> }[] }>;
}

/**
 * Favour exact words over stems (Jann before jannen) and short pages: a glossary entry is one page.
 * A match in a page's metadata adds to its score: the title (pagefind's default weight), the page's
 * description (a lesson's summary, a glossary entry's short gloss; Base.astro) and a glossary entry's
 * English names (glossary/[id].astro), so that "run away" finds the words for it and the lesson on it.
 */
export const RANKING: Ranking = {
  termSimilarity: 10,
  pageLength: 0.75,
  termSaturation: 0.6,
  metaWeights: { title: 5, description: 1, english: 2 },
};

let loading: Promise<Pagefind> | null = null;

function load(base: string): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${base}pagefind/pagefind.js`;
    const pf = (await import(/* @vite-ignore */ url)) as Pagefind;
    await pf.options({ baseUrl: base, ranking: RANKING });
    await pf.init();
    return pf;
  })();
  return loading;
}

/**
 * Splits pagefind's excerpt (escaped text with <mark> around matches) into plain runs,
 * so nothing from the index is ever inserted as HTML.
 */
export function parseExcerpt(excerpt: string): Mark[] {
  const doc = new DOMParser().parseFromString(`<p>${excerpt}</p>`, 'text/html');
  const out: Mark[] = [];
  doc.body.firstChild?.childNodes.forEach((n) => {
    const text = n.textContent ?? '';
    if (text) out.push({ text, match: n.nodeName === 'MARK' });
  });
  return out;
}

/** A result and the glossary entries merged into it as the same word in other languages. */
export interface Merged {
  readonly head: PagefindResult;
  readonly synonyms: readonly PagefindResult[];
}

const englishNames = (d: PagefindResult): string[] => (d.filters?.['english'] ?? []).map((n) => n.trim().toLowerCase()).filter(Boolean);
const isLowGerman = (d: PagefindResult): boolean => d.filters?.['language']?.includes('nds') ?? false;

/**
 * Glossary entries that share an English name are one word in two languages (lopen and davonlaufen,
 * both "run away"). They become one result, placed where the best of them ranked, and the others are
 * linked under it. It is headed by the entry the query names, if it names one, and otherwise, as the
 * glossary files its words, by the Low German one. A result the query names exactly comes first; the others keep their order.
 */
export function mergeSynonyms(ranked: readonly PagefindResult[], query = ''): Merged[] {
  const groups: PagefindResult[][] = [];
  const groupOf = new Map<string, PagefindResult[]>();
  for (const d of ranked) {
    const names = englishNames(d);
    let group = names.map((n) => groupOf.get(n)).find((g) => g !== undefined);
    if (!group) groups.push((group = []));
    group.push(d);
    for (const n of names) if (!groupOf.has(n)) groupOf.set(n, group);
  }
  // A headword two entries share carries its games in brackets, "Kaiser (Kaiserspiel)": the query names it without them.
  const named = (d: PagefindResult) => fold((d.meta.title ?? '').replace(/\s+\([^)]*\)$/, '')) === fold(query.trim());
  const merged = groups.map((g) => {
    const head = g.find(named) ?? g.find(isLowGerman) ?? g[0]!;
    return { head, synonyms: g.filter((d) => d !== head) };
  });
  // The entry the query names comes first: a German index stems "jannen" to "jann", and ranks it beside Jann.
  return [...merged.filter((m) => named(m.head)), ...merged.filter((m) => !named(m.head))];
}

export async function search(base: string, query: string, limit = 12): Promise<Hit[]> {
  const pf = await load(base);
  const found = await pf.search(query);
  const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
  return mergeSynonyms(data, query).map(({ head: d, synonyms }) => ({
    url: d.url,
    title: d.meta.title ?? d.url,
    excerpt: parseExcerpt(d.excerpt),
    sub: [
      ...synonyms.map((s) => ({ url: s.url, title: s.meta.title ?? s.url })),
      ...(d.sub_results ?? []).filter((s) => s.url !== d.url && s.title !== d.meta.title).slice(0, 3),
    ],
  }));
}
