import { LANGS, type Lang } from './lang.ts';

/**
 * The one route table: an English path below the site's base, and its German twin below de/. A path is
 * translated by its longest matching prefix, so glossary/dulle/ becomes de/glossar/dulle/; anything after
 * the prefix (a glossary id, ?query, #anchor) is kept as it is.
 */
const ROUTES = [
  ['', ''],
  ['learn/', 'lernen/'],
  ['learn/exam/', 'lernen/pruefung/'],
  ['learn/diploma/', 'lernen/diplom/'],
  ['learn/cards/', 'lernen/karten/'],
  ['learn/cards/olen/', 'lernen/karten/olen/'],
  ['learn/cards/beaters/', 'lernen/karten/steker/'],
  ['learn/cards/seven-and-free-cards/', 'lernen/karten/sieben-und-freikarten/'],
  ['learn/cards/unchosen/', 'lernen/karten/ungewaehlte-farben/'],
  ['learn/tricks/', 'lernen/stiche/'],
  ['learn/tricks/led-card/', 'lernen/stiche/ausgespielte-karte/'],
  ['learn/tricks/beaten-in-turn/', 'lernen/stiche/ueberstochen/'],
  ['learn/tricks/order-matters/', 'lernen/stiche/reihenfolge/'],
  ['learn/deal/', 'lernen/geben/'],
  ['learn/deal/dealing/', 'lernen/geben/austeilen/'],
  ['learn/deal/olen-from-the-stock/', 'lernen/geben/olen-aus-dem-stock/'],
  ['learn/deal/the-ten/', 'lernen/geben/die-zehn/'],
  ['learn/partners/', 'lernen/partner/'],
  ['learn/partners/jann-and-march/', 'lernen/partner/jann-und-durchmarsch/'],
  ['learn/partners/table-talk/', 'lernen/partner/reden-am-tisch/'],
  ['learn/partners/sample-deal/', 'lernen/partner/beispielspiel/'],
  ['learn/stakes/', 'lernen/einsatz/'],
  ['learn/stakes/drehen/', 'lernen/einsatz/drehen/'],
  ['learn/stakes/paying/', 'lernen/einsatz/abrechnen/'],
  ['learn/stakes/five-players/', 'lernen/einsatz/zu-fuenft/'],
  ['learn/stakes/other-tables/', 'lernen/einsatz/andere-tische/'],
  ['trick/', 'stich/'],
  ['play/', 'spielen/'],
  ['family/', 'familie/'],
  ['glossary/', 'glossar/'],
  ['glossary/phrasebook/', 'glossar/redewendungen/'],
  ['reference/', 'kurzregeln/'],
  ['reference/pocket/', 'kurzregeln/tasche/'],
  ['sources/', 'quellen/'],
  ['search/', 'suche/'],
  // The host answers every missing address with the root 404.html; the German one is a page of its own.
  ['404.html', '404/'],
] as const satisfies readonly (readonly [string, string])[];

/** Where a language's pages live below the base. */
export const LANG_PREFIX: Record<Lang, string> = { en: '', de: 'de/' };

function translate(path: string, from: 0 | 1, to: 0 | 1): string {
  const cut = path.search(/[?#]/);
  const [route, rest] = cut < 0 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
  const dir = route === '' || route.endsWith('/') ? route : `${route}/`;
  let best: readonly [string, string] = ROUTES[0];
  for (const r of ROUTES) if (dir.startsWith(r[from]) && r[from].length > best[from].length) best = r;
  return best[to] + route.slice(Math.min(best[from].length, route.length)) + rest;
}

/** The path below the base of an English path's page in a language: localePath('de', 'trick/?v=x') → 'de/stich/?v=x'. */
export function localePath(lang: Lang, enPath: string): string {
  const path = enPath.replace(/^\//, '');
  return lang === 'en' ? path : LANG_PREFIX[lang] + translate(path, 0, 1);
}

/** The language of a path below the base, and the English path of its page: 'de/glossar/dulle/' → de, 'glossary/dulle/'. */
export function routeOf(path: string): { lang: Lang; enPath: string } {
  const p = path.replace(/^\//, '');
  for (const lang of LANGS) {
    const prefix = LANG_PREFIX[lang];
    if (lang !== 'en' && (p.startsWith(prefix) || `${p}/` === prefix)) return { lang, enPath: translate(p.slice(prefix.length), 1, 0) };
  }
  return { lang: 'en', enPath: p };
}

/** Every page's path in both languages, for the pages that exist in the table (lessons, doors). */
export const routePairs = (): readonly (readonly [string, string])[] => ROUTES.map(([en, de]) => [en, LANG_PREFIX.de + de]);
