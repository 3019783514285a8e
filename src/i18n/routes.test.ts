import { describe, expect, it } from 'vitest';
import course from '../../content/lessons/course.json' with { type: 'json' };
import { LANGS } from './lang.ts';
import { COURSE_ROUTES, LANG_PREFIX, localePath, pathsOf, PAGES, type PageKind, restParam, routeOf, routePairs } from './routes.ts';

describe('the route table', () => {
  it.each([
    ['', 'de/'],
    ['trick/', 'de/stich/'],
    ['trick/?v=bohmstedt&cards=3S', 'de/stich/?v=bohmstedt&cards=3S'],
    ['glossary/', 'de/glossar/'],
    ['glossary/dulle/', 'de/glossar/dulle/'],
    ['glossary/#dulle', 'de/glossar/#dulle'],
    ['glossary/phrasebook/', 'de/glossar/redewendungen/'],
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
    expect(routeOf('de')).toEqual({ lang: 'de', enPath: '' });
  });

  it('gives every English path one German twin, and no German path twice', () => {
    const pairs = routePairs();
    expect(new Set(pairs.map(([, de]) => de)).size).toBe(pairs.length);
    for (const [en, de] of pairs) expect(routeOf(de).enPath).toBe(en);
  });

  it('takes the address of every lesson in every language from course.json, one of its own', () => {
    const lessons = course.flatMap((e) => e.pages.map((p) => `learn/${e.id}/${p}/`));
    expect(COURSE_ROUTES.map((r) => r.en)).toEqual(expect.arrayContaining(lessons));
    for (const lang of LANGS) expect(new Set(COURSE_ROUTES.map((r) => r[lang])).size).toBe(COURSE_ROUTES.length);
    // Each German block names the words of its evening and of every page, and no other page.
    for (const e of course) expect(Object.keys(e.de.pageSlugs).sort()).toEqual([...e.pages].sort());
    expect(localePath('de', 'learn/stakes/five-players/')).toBe('de/lernen/einsatz/zu-fuenft/');
  });
});

describe('the route files', () => {
  const params = (kind: PageKind) => pathsOf(kind).map((p) => [p.params[kind], p.props.unindexed]);

  it('build each kind of page in every language, as its rest parameter', () => {
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
    expect(params('notFound')).toEqual(LANGS.filter((l) => l !== 'en').map((l) => [`${LANG_PREFIX[l]}404`, false]));
  });

  it('never build one address twice', () => {
    const all = (Object.keys(PAGES) as PageKind[]).flatMap((kind) => pathsOf(kind).map((p) => p.params[kind] ?? ''));
    expect(all.length).toBeGreaterThan(Object.keys(PAGES).length);
    expect(new Set(all).size).toBe(all.length);
  });
});
