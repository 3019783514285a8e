import { describe, expect, it } from 'vitest';
import { islandCatalog, partJson, partOf, PART_NAMES } from './islands.ts';
import { DEFAULT_LANG, LANGS } from './lang.ts';
import { familyWords, linkWords } from './lazy.ts';

// The parts are found by folder (src/i18n/<lang>/<part>.ts), not listed: every language of the registry must bring
// every part an island can ask for, and every part the words loaded on demand, with the default language's keys.
describe.each(LANGS)('%s: the words islands are given', (lang) => {
  it.each(PART_NAMES)('has the part %s, with the default language’s keys', (name) => {
    const part = partOf(lang, name);
    expect(Object.keys(part).length).toBeGreaterThan(0);
    expect(Object.keys(part)).toEqual(expect.arrayContaining(Object.keys(partOf(DEFAULT_LANG, name))));
    expect(JSON.parse(partJson(lang, name))).toEqual(part);
  });

  it('gives an island its parts as one catalog', () => {
    const catalog = islandCatalog(lang, ['calc', 'units']);
    expect(catalog).toEqual({ ...partOf(lang, 'calc'), ...partOf(lang, 'units') });
  });

  it('loads a bad link’s words and the family’s on demand, with the default language’s keys', async () => {
    for (const words of [linkWords, familyWords]) {
      const [mine, theirs] = await Promise.all([words(lang), words(DEFAULT_LANG)]);
      expect(Object.keys(mine).length).toBeGreaterThan(0);
      expect(Object.keys(mine)).toEqual(expect.arrayContaining(Object.keys(theirs)));
    }
  });
});

it('fails loudly, naming the file, where a language lacks a part', () => {
  expect(() => partOf('xx' as never, 'calc')).toThrow('src/i18n/xx/calc.ts');
  expect(() => partOf(DEFAULT_LANG, 'nothing' as never)).toThrow(`src/i18n/${DEFAULT_LANG}/nothing.ts`);
});
