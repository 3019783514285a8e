import { describe, expect, it } from 'vitest';
import { localePath, routeOf, routePairs } from './routes.ts';

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
});
