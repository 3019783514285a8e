import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { blockIn, DEFAULT_LANG, inLang, isLang, LANGS, type LangBlocks, type OtherLang } from '../i18n/lang.ts';
import { langBlocks } from './lang-blocks.ts';
import { plainReference } from './references.ts';
import { contentSchemas } from './schemas.ts';

/** The languages that have a block of their own in a data entry: every one of the site's but the default. */
const others = LANGS.filter((lang): lang is OtherLang => lang !== DEFAULT_LANG);

describe('per-language blocks of the data schemas, from the locale registry', () => {
  it('yields a block for every language of LANGS but the default, and for no other key', () => {
    const block = z.object({ title: z.string() });
    const blocks = langBlocks(block);
    expect(Object.keys(blocks).sort()).toEqual([...others].sort());
    for (const lang of others) expect(blocks[lang]).toBe(block);
  });

  it('every schema with a language block has one for each of those languages, optional or required as asked', () => {
    const shapes = Object.entries(contentSchemas(plainReference)).flatMap(([name, s]) => (s instanceof z.ZodObject ? [[name, s.shape] as const] : []));
    const translated = shapes.filter(([, shape]) => Object.keys(shape).some(isLang));
    expect(translated.length, 'some collection has per-language blocks').toBeGreaterThan(0);
    for (const [name, shape] of translated) {
      const langs = Object.keys(shape).filter(isLang);
      expect(langs.sort(), `${name}: its blocks`).toEqual([...others].sort());
      // One block for all: the same optionality in every language.
      const optional = new Set(langs.map((lang) => (shape as Record<string, z.ZodType>)[lang]!.safeParse(undefined).success));
      expect(optional.size, `${name}: every block optional, or every block required`).toBe(1);
    }
    const parsed = z.object({ title: z.string(), ...langBlocks(z.object({ title: z.string() }).optional()) });
    expect(parsed.safeParse({ title: 'Trick' }).success, 'an optional block may be missing').toBe(true);
    for (const lang of others) expect(parsed.safeParse({ title: 'Trick', [lang]: {} }).success, `a ${lang} block must be whole`).toBe(false);
  });

  it('inLang lays a language’s block over the default fields; the default language reads the fields themselves', () => {
    const data = { title: 'Trick', kind: 'page', ...Object.fromEntries(others.map((lang) => [lang, { title: `title in ${lang}` }])) } as {
      title: string;
      kind: string;
    } & LangBlocks<{ title: string }>;
    expect(inLang(data, DEFAULT_LANG)).toBe(data);
    expect(blockIn(data, DEFAULT_LANG)).toBeUndefined();
    for (const lang of others) {
      expect(inLang(data, lang)).toMatchObject({ title: `title in ${lang}`, kind: 'page' });
      expect(blockIn(data, lang)).toEqual({ title: `title in ${lang}` });
      // A language whose block is missing falls back to the default's words.
      expect(inLang({ title: 'Trick' } as typeof data, lang).title).toBe('Trick');
    }
  });
});
