import { describe, expect, it } from 'vitest';
import course from '../../content/lessons/course.json' with { type: 'json' };
import { DEFAULT_LANG, LANGS, OTHER_LANGS } from './lang.ts';
import {
  ALIASES,
  COURSE_ROUTES,
  LANG_PREFIX,
  localePath,
  pathsOf,
  PAGES,
  type PageKind,
  restParam,
  routeOf,
  routePairs,
  TERM_SLUGS,
  termAlias,
} from './routes.ts';

describe('the route table', () => {
  // Known answers: the German addresses the site has published (and links already shared), by the English path.
  it.each([
    ['', 'de/'],
    ['trick/', 'de/stich/'],
    ['trick/?v=bohmstedt&cards=3S', 'de/stich/?v=bohmstedt&cards=3S'],
    ['glossary/', 'de/glossar/'],
    ['glossary/dulle/', 'de/glossar/dulle/'],
    ['glossary/#dulle', 'de/glossar/#dulle'],
    ['glossary/phrasebook/', 'de/glossar/redensarten/'],
    ['glossary/forehand/', 'de/glossar/vorhand/'],
    ['glossary/strike-the-flag/#x', 'de/glossar/die-flagge-streichen/#x'],
    ['learn/', 'de/lernen/'],
    ['learn/#cards', 'de/lernen/#cards'],
    ['learn/exam/', 'de/lernen/pruefung/'],
    ['learn/cards/olen/', 'de/lernen/karten/olen/'],
    ['learn/tricks/led-card/#steps', 'de/lernen/stiche/ausgespielte-karte/#steps'],
    ['sources/#paap-fallback', 'de/quellen/#paap-fallback'],
    ['search/?q=Dulle', 'de/suche/?q=Dulle'],
    ['reference/pocket/', 'de/kurzregeln/tasche/'],
    ['404.html', 'de/404/'],
  ])('%s ↔ %s', (en, de) => {
    expect(localePath('de', en)).toBe(de);
    expect(localePath('en', en)).toBe(en);
    expect(routeOf(de)).toEqual({ lang: 'de', enPath: en });
    expect(routeOf(en)).toEqual({ lang: 'en', enPath: en });
  });

  it('reads the German paths that kept their English words (the first /de/trick/ links) as the same page', () => {
    expect(routeOf('de/trick/')).toEqual({ lang: 'de', enPath: 'trick/' });
    // the phrasebook's and the glossary's first German addresses (german.md L19)
    expect(routeOf('de/glossar/redewendungen/')).toEqual({ lang: 'de', enPath: 'glossary/phrasebook/' });
    for (const [id, slugs] of Object.entries(TERM_SLUGS)) {
      expect(termAlias('de', id)).toBe(`de/glossar/${id}/`);
      expect(routeOf(`de/glossar/${id}/`)).toEqual({ lang: 'de', enPath: `glossary/${id}/` });
      expect(localePath('de', `glossary/${id}/`)).toBe(`de/glossar/${slugs.de}/`);
    }
    expect(termAlias('de', 'dulle')).toBeNull();
    expect(routeOf('de')).toEqual({ lang: 'de', enPath: '' });
  });

  it('puts the default language at the root and every other language under a prefix of its own', () => {
    expect(LANG_PREFIX[DEFAULT_LANG]).toBe('');
    for (const lang of OTHER_LANGS) expect(LANG_PREFIX[lang]).toMatch(/^[a-z][a-z-]*\/$/);
    expect(new Set(LANGS.map((lang) => LANG_PREFIX[lang])).size).toBe(LANGS.length);
  });

  it.each(OTHER_LANGS)('gives every page of the default language one twin in %s, and no path there twice', (lang) => {
    const pairs = routePairs(lang);
    expect(new Set(pairs.map(([, there]) => there)).size).toBe(pairs.length);
    for (const [here, there] of pairs) {
      expect(there.startsWith(LANG_PREFIX[lang])).toBe(true);
      expect(localePath(lang, here)).toBe(there);
      expect(routeOf(there)).toEqual({ lang, enPath: here });
      // Anything after the page's address is kept as it is.
      expect(localePath(lang, `${here}?q=x#y`)).toBe(`${there}?q=x#y`);
    }
  });

  it.each(OTHER_LANGS)('reads every older address of %s (its aliases) as its page', (lang) => {
    for (const [kind, aliases] of Object.entries(ALIASES))
      for (const alias of aliases[lang] ?? []) expect(routeOf(LANG_PREFIX[lang] + alias)).toEqual({ lang, enPath: PAGES[kind as PageKind][DEFAULT_LANG] });
  });

  it('takes the address of every lesson in every language from course.json, one of its own', () => {
    const lessons = course.flatMap((e) => e.pages.map((p) => `learn/${e.id}/${p}/`));
    expect(COURSE_ROUTES.map((r) => r[DEFAULT_LANG])).toEqual(expect.arrayContaining(lessons));
    for (const lang of LANGS) expect(new Set(COURSE_ROUTES.map((r) => r[lang])).size).toBe(COURSE_ROUTES.length);
    // Each language's block names the words of its evening and of every page, and no other page.
    for (const lang of OTHER_LANGS) for (const e of course) expect(Object.keys(e[lang].pageSlugs).sort()).toEqual([...e.pages].sort());
    expect(localePath('de', 'learn/stakes/five-players/')).toBe('de/lernen/einsatz/zu-fuenft/');
  });
});

describe('the route files', () => {
  const params = (kind: PageKind) => pathsOf(kind).map((p) => [p.params[kind], p.props.unindexed]);
  /** A route file's rest parameter for a path below the base: 'de/stich/' → 'de/stich', the root → undefined. */
  const rest = (path: string) => path.replace(/\/$/, '') || undefined;

  it.each(Object.keys(PAGES) as PageKind[])('build %s in every language, at its address in the table, then its aliases', (kind) => {
    const own = LANGS.filter((lang) => !PAGES[kind][lang].endsWith('.html')).map((lang) => [rest(LANG_PREFIX[lang] + PAGES[kind][lang]), false]);
    const aliases = LANGS.flatMap((lang) => (ALIASES[kind]?.[lang] ?? []).map((alias) => [rest(LANG_PREFIX[lang] + alias), true]));
    expect(params(kind)).toEqual(expect.arrayContaining([...own, ...aliases]));
    expect(params(kind)).toHaveLength(own.length + aliases.length);
  });

  it('build the trick page and the home page at the addresses they have always had', () => {
    expect(params('trick')).toEqual([
      ['trick', false],
      ['de/stich', false],
      ['de/trick', true],
    ]);
    expect(params('home')).toEqual([
      [undefined, false],
      ['de', false],
    ]);
    expect(restParam('de', 'glossary/dulle/')).toBe('de/glossar/dulle');
    expect(restParam('en', 'glossary/dulle/')).toBe('glossary/dulle');
  });

  it('leave the root 404.html to the 404 route of Astro, and build the page not found of the other languages', () => {
    expect(PAGES.notFound[DEFAULT_LANG]).toBe('404.html');
    expect(params('notFound')).toEqual(OTHER_LANGS.map((l) => [rest(LANG_PREFIX[l] + PAGES.notFound[l]), false]));
  });

  it('never build one address twice', () => {
    const all = (Object.keys(PAGES) as PageKind[]).flatMap((kind) => pathsOf(kind).map((p) => p.params[kind] ?? ''));
    expect(all.length).toBeGreaterThan(Object.keys(PAGES).length);
    expect(new Set(all).size).toBe(all.length);
  });
});
