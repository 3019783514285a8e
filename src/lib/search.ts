/** Pagefind's built index, loaded from the site itself when a search first runs. */

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

interface PagefindResult {
  url: string;
  meta: { title?: string };
  excerpt: string;
  sub_results?: { url: string; title: string }[];
}
interface Pagefind {
  options(o: { baseUrl: string; ranking?: Record<string, number> }): Promise<void>;
  init(): Promise<void>;
  search(q: string): Promise<{ results: { data(): Promise<PagefindResult> }[] }>;
}

let loading: Promise<Pagefind> | null = null;

function load(base: string): Promise<Pagefind> {
  loading ??= (async () => {
    const url = `${base}pagefind/pagefind.js`;
    const pf = (await import(/* @vite-ignore */ url)) as Pagefind;
    // Favour exact words over stems (Jann before jannen) and short pages: a glossary entry is one page.
    await pf.options({ baseUrl: base, ranking: { termSimilarity: 10, pageLength: 0.75, termSaturation: 0.6 } });
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

export async function search(base: string, query: string, limit = 12): Promise<Hit[]> {
  const pf = await load(base);
  const found = await pf.search(query);
  const data = await Promise.all(found.results.slice(0, limit).map((r) => r.data()));
  return data.map((d) => ({
    url: d.url,
    title: d.meta.title ?? d.url,
    excerpt: parseExcerpt(d.excerpt),
    sub: (d.sub_results ?? []).filter((s) => s.url !== d.url && s.title !== d.meta.title).slice(0, 3),
  }));
}
