/** Pagefind's built index, loaded from the site itself when a search first runs. */

import { fold } from '../../lib/fold.ts';
import { nameRank, type GlossaryName } from '../glossary/glossary-match.ts';

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

/** How a query names a result: 0 its headword, 1 a spelling or its card's name (glossary-match.ts); null, not by name. */
export type Naming = (d: PagefindResult) => 0 | 1 | null;

/** Without the glossary's names: a result is named when its title is the query, games in brackets left out ("Kaiser (Kaiserspiel)"). */
export const namedByTitle =
  (query: string): Naming =>
  (d) =>
    fold((d.meta.title ?? '').replace(/\s+\([^)]*\)$/, '')) === fold(query.trim()) ? 0 : null;

/**
 * Glossary entries that share an English name are one word in two languages (lopen and davonlaufen,
 * both "run away"). They become one result, placed where the best of them ranked, and the others are
 * linked under it. It is headed by the entry the query names best (a headword before a spelling), and among
 * equals, as the glossary files its words, by the Low German one. The results the query names come first,
 * a headword before a spelling or a card's name; the others keep their order.
 */
export function mergeSynonyms(ranked: readonly PagefindResult[], query = '', naming: Naming = namedByTitle(query)): Merged[] {
  const groups: PagefindResult[][] = [];
  const groupOf = new Map<string, PagefindResult[]>();
  for (const d of ranked) {
    const names = englishNames(d);
    let group = names.map((n) => groupOf.get(n)).find((g) => g !== undefined);
    if (!group) groups.push((group = []));
    group.push(d);
    for (const n of names) if (!groupOf.has(n)) groupOf.set(n, group);
  }
  const rank = (d: PagefindResult) => naming(d) ?? 2;
  const merged = groups.map((g) => {
    const best = g.filter((d) => rank(d) === Math.min(...g.map(rank)));
    const head = best.find(isLowGerman) ?? best[0]!;
    return { head, synonyms: g.filter((d) => d !== head) };
  });
  // The entry the query names comes first: a German index stems "jannen" to "jann", and ranks it beside Jann.
  const order = (m: Merged) => Math.min(...[m.head, ...m.synonyms].map(rank));
  return merged
    .map((m, i) => [m, order(m), i] as const)
    .sort((a, b) => a[1] - b[1] || a[2] - b[2])
    .map(([m]) => m);
}

/** The query as the index reads it: a hyphen between two words is a space, so "Kreuz-Vier" finds "Kreuz-Vier" and "Kreuz Vier". */
export const indexQuery = (query: string): string => query.trim().replace(/(?<=[\p{L}\p{N}])[-‐‑](?=[\p{L}\p{N}])/gu, ' ');

/** A glossary entry the index did not return, as a result of its own: its headword and short gloss. */
const fromGlossary = (g: GlossaryName): PagefindResult => ({
  url: g.url,
  meta: { title: g.headword },
  excerpt: escapeText(g.short),
  filters: { language: [g.lang], english: [...g.english] },
});
const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The index's results with the glossary entries the query names put in: an entry named by its headword, a spelling
 * or its card's name ("Herz-Zwei") is a result even where the index ranked it low or not at all.
 */
export function withNamed(ranked: readonly PagefindResult[], query: string, glossary: readonly GlossaryName[]): { results: PagefindResult[]; naming: Naming } {
  const rankOf = new Map<string, 0 | 1>();
  for (const g of glossary) {
    const r = nameRank(query, g);
    if (r !== null) rankOf.set(g.url, r);
  }
  const missing = glossary.filter((g) => rankOf.has(g.url) && !ranked.some((d) => d.url === g.url)).map(fromGlossary);
  const byTitle = namedByTitle(query);
  // A glossary result is named as the glossary's names say; the others (a page of that title) by their title.
  const known = new Set(glossary.map((g) => g.url));
  const naming: Naming = (d) => (known.has(d.url) ? (rankOf.get(d.url) ?? null) : byTitle(d));
  return { results: [...ranked, ...missing], naming };
}

/**
 * The site's pages that match the query, best first. glossary: the glossary's names (SearchPage), so that an entry
 * the query names comes first, as the glossary's own filter puts it.
 */
export async function search(base: string, query: string, limit = 12, glossary: readonly GlossaryName[] = []): Promise<Hit[]> {
  const pf = await load(base);
  const found = await pf.search(indexQuery(query));
  const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
  const { results, naming } = withNamed(data, query, glossary);
  return mergeSynonyms(results, query, naming).map(({ head: d, synonyms }) => ({
    url: d.url,
    title: d.meta.title ?? d.url,
    excerpt: parseExcerpt(d.excerpt),
    sub: [
      ...synonyms.map((s) => ({ url: s.url, title: s.meta.title ?? s.url })),
      ...(d.sub_results ?? []).filter((s) => s.url !== d.url && s.title !== d.meta.title).slice(0, 3),
    ],
  }));
}
