import course from '../../content/lessons/course.json' with { type: 'json' };
import { DEFAULT_LANG, LANGS, type Lang } from './lang.ts';

/** Where a language's pages live below the base. */
export const LANG_PREFIX: Record<Lang, string> = { en: '', de: 'de/' };

/** A page's address in every language, below that language's prefix. */
export type Address = Readonly<Record<Lang, string>>;

/**
 * The route table: each kind of page and its address in every language, below the language's prefix. A page
 * with an id lives below its kind's address (glossary/dulle/, family/karnoeffel/); the lessons' addresses
 * come from the course (COURSE_ROUTES). One route file per kind (src/pages/[...kind].astro) builds the page
 * in every language, so a language needs its words here, not files of its own.
 */
export const PAGES = {
  home: { en: '', de: '' },
  learn: { en: 'learn/', de: 'lernen/' },
  exam: { en: 'learn/exam/', de: 'lernen/pruefung/' },
  diploma: { en: 'learn/diploma/', de: 'lernen/diplom/' },
  trick: { en: 'trick/', de: 'stich/' },
  play: { en: 'play/', de: 'spielen/' },
  family: { en: 'family/', de: 'familie/' },
  glossary: { en: 'glossary/', de: 'glossar/' },
  phrasebook: { en: 'glossary/phrasebook/', de: 'glossar/redensarten/' },
  reference: { en: 'reference/', de: 'kurzregeln/' },
  pocket: { en: 'reference/pocket/', de: 'kurzregeln/tasche/' },
  sources: { en: 'sources/', de: 'quellen/' },
  search: { en: 'search/', de: 'suche/' },
  // The host answers every missing address with the root 404.html, Astro's own 404 route (src/pages/404.astro);
  // the other languages' are pages of their own.
  notFound: { en: '404.html', de: '404/' },
} as const satisfies Record<string, Address>;

export type PageKind = keyof typeof PAGES;

/**
 * Older addresses that still open a page in a language (the first German explorer links, /de/trick/?…; the phrasebook's
 * first German address, whose word the style sheet no longer uses); the page names its own address as canonical.
 */
export const ALIASES: { readonly [K in PageKind]?: { readonly [L in Lang]?: readonly string[] } } = {
  trick: { de: ['trick/'] },
  phrasebook: { de: ['glossar/redewendungen/'] },
};

/**
 * Glossary entries whose id is an English word, by the word of their address in another language (german.md L19):
 * /de/glossar/vorhand/, not /de/glossar/forehand/. Their first addresses open them still (termAlias), naming the new one canonical.
 */
export const TERM_SLUGS: { readonly [id: string]: { readonly [L in Lang]?: string } } = {
  forehand: { de: 'vorhand' },
  director: { de: 'anfuehrer' },
  sleeping: { de: 'schlafende-karte' },
  'strike-the-flag': { de: 'die-flagge-streichen' },
  punch: { de: 'punsch' },
};
/** A glossary entry's first address in a language where it now has a word of its own (glossar/forehand/), or none. */
export const termAlias = (lang: Lang, id: string): string | null => (TERM_SLUGS[id]?.[lang] ? `${LANG_PREFIX[lang]}${PAGES.glossary[lang]}${id}/` : null);

/** An evening of content/lessons/course.json as the routes read it: its id and pages, and their words in a language's addresses. */
type CourseEvening = { readonly id: string; readonly pages: readonly string[] } & {
  readonly [L in Lang]?: { readonly slug?: string; readonly pageSlugs?: Readonly<Record<string, string | undefined>> };
};

const COURSE: readonly CourseEvening[] = course;

const inEveryLang = (address: (lang: Lang) => string): Address => Object.fromEntries(LANGS.map((lang) => [lang, address(lang)])) as Address;

/**
 * Each evening's address and its lessons' in every language, from content/lessons/course.json: an evening's id
 * and its pages' ids are the English words (learn/cards/beaters/); a language's block names its own (slug,
 * pageSlugs: lernen/karten/steker/).
 */
export const COURSE_ROUTES: readonly Address[] = COURSE.flatMap((evening) => {
  const eveningIn = (lang: Lang) => `${PAGES.learn[lang]}${evening[lang]?.slug ?? evening.id}/`;
  return [inEveryLang(eveningIn), ...evening.pages.map((page) => inEveryLang((lang) => `${eveningIn(lang)}${evening[lang]?.pageSlugs?.[page] ?? page}/`))];
});

const TERM_ROUTES: readonly Address[] = Object.entries(TERM_SLUGS).map(([id, slugs]) => inEveryLang((lang) => `${PAGES.glossary[lang]}${slugs[lang] ?? id}/`));
const ROUTES: readonly Address[] = [...Object.values(PAGES), ...COURSE_ROUTES, ...TERM_ROUTES];

/**
 * A path from one language's words to another's (both below their prefixes), by its longest matching prefix in
 * the table, so glossary/dulle/ becomes glossar/dulle/; anything after the prefix (a glossary id, ?query,
 * #anchor) is kept as it is. An alias is read as its page's address.
 */
function translate(path: string, from: Lang, to: Lang): string {
  const cut = path.search(/[?#]/);
  const [route, rest] = cut < 0 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
  const dir = route === '' || route.endsWith('/') ? route : `${route}/`;
  let best = { prefix: '', target: '' };
  const consider = (prefix: string, target: string) => {
    if (dir.startsWith(prefix) && prefix.length > best.prefix.length) best = { prefix, target };
  };
  for (const r of ROUTES) consider(r[from], r[to]);
  for (const [kind, aliases] of Object.entries(ALIASES)) for (const alias of aliases[from] ?? []) consider(alias, PAGES[kind as PageKind][to]);
  for (const [id, slugs] of Object.entries(TERM_SLUGS)) if (slugs[from]) consider(`${PAGES.glossary[from]}${id}/`, `${PAGES.glossary[to]}${slugs[to] ?? id}/`);
  return best.target + route.slice(Math.min(best.prefix.length, route.length)) + rest;
}

/** The path below the base of an English path's page in a language: localePath('de', 'trick/?v=x') → 'de/stich/?v=x'. */
export function localePath(lang: Lang, enPath: string): string {
  const path = enPath.replace(/^\//, '');
  return lang === DEFAULT_LANG ? path : LANG_PREFIX[lang] + translate(path, DEFAULT_LANG, lang);
}

/** The language of a path below the base, and the English path of its page: 'de/glossar/dulle/' → de, 'glossary/dulle/'. */
export function routeOf(path: string): { lang: Lang; enPath: string } {
  const p = path.replace(/^\//, '');
  for (const lang of LANGS) {
    const prefix = LANG_PREFIX[lang];
    if (prefix && (p.startsWith(prefix) || `${p}/` === prefix)) return { lang, enPath: translate(p.slice(prefix.length), lang, DEFAULT_LANG) };
  }
  return { lang: DEFAULT_LANG, enPath: p };
}

/** Every page's path in the default language and in another (routePairs('de'): ['trick/', 'de/stich/'], …), for the pages that exist in the table (lessons, doors). */
export const routePairs = (lang: Lang): readonly (readonly [string, string])[] => ROUTES.map((r) => [r[DEFAULT_LANG], LANG_PREFIX[lang] + r[lang]]);

/** A page's address in a language as the rest parameter of its route file ([...trick].astro): 'de/stich'; undefined for the English home page. */
export const restParam = (lang: Lang, enPath: string): string | undefined => localePath(lang, enPath).replace(/\/$/, '') || undefined;

/**
 * A kind's pages for its route file's getStaticPaths: its address in every language, then its aliases (which
 * search leaves out of its index: `unindexed`). The route file's rest parameter is named after the kind. An
 * address that names a file (404.html) is Astro's own route's, not the kind's route file's.
 */
export function pathsOf(kind: PageKind) {
  return LANGS.flatMap((lang) => {
    if (PAGES[kind][lang].endsWith('.html')) return [];
    const own = { params: { [kind]: restParam(lang, PAGES[kind].en) }, props: { unindexed: false } };
    const aliases = (ALIASES[kind]?.[lang] ?? []).map((alias) => ({
      params: { [kind]: (LANG_PREFIX[lang] + alias).replace(/\/$/, '') || undefined },
      props: { unindexed: true },
    }));
    return [own, ...aliases];
  });
}
