import { describe, expect, it } from 'vitest';
import { LANGS, type Lang } from './lang.ts';
import { LOCALES } from './locales.ts';
import { choose, pluralForm, type PageMessage as Message, type Params } from './message.ts';
import { pageCatalog } from './page.ts';
import { createSpeaker, plain, type MessageKey } from './speaker.ts';

/**
 * Every message that takes a parameter, in every language, rendered with every parameter set to 1.3 and again
 * to 1234: the numbers come out in the page's format (German „1,3“ and „1.234“, English "1.3" and "1,234"),
 * never in another language's. Driven by the catalogs and the locale registry themselves: a new message, or a new
 * language, is checked without a list.
 */
const CATALOGS = Object.fromEntries(LANGS.map((lang) => [lang, pageCatalog(lang) as Record<string, Message>])) as Record<Lang, Record<string, Message>>;
const TEST_NUMBERS = [1.3, 1234] as const;
/** A number as a language writes it, by its locale in the registry. */
const written = (lang: Lang, n: number) => new Intl.NumberFormat(LOCALES[lang].intl, { maximumFractionDigits: 2 }).format(n);

const placeholders = (template: string) => [...template.matchAll(/\{([a-z]+)(?::[A-Za-z]+)?\}/g)].map((m) => m[1]!);
/** The parameters a message can use: a form chooser is asked with nothing, with numbers and with a few words it chooses by. */
function paramsOf(message: Message, lang: Lang): string[] {
  if (typeof message === 'string') return placeholders(message);
  const names = new Set<string>();
  const tries: Params[] = [{}, { count: 1 }, { count: 2 }, { count: 0 }];
  for (const p of tries) for (const n of placeholders(choose(message, p, lang))) names.add(n);
  for (const value of [1.3, 1234, 1, 2])
    for (const n of placeholders(choose(message, Object.fromEntries([...names].map((k) => [k, value])), lang))) names.add(n);
  return [...names];
}

/** The test numbers as the other languages write them where this one writes them otherwise (in German: 1.3 and 1,234). */
function wrongIn(lang: Lang): RegExp | null {
  const mine = TEST_NUMBERS.map((n) => written(lang, n));
  const theirs = LANGS.flatMap((other) => TEST_NUMBERS.map((n) => written(other, n))).filter((w) => !mine.includes(w));
  const escaped = [...new Set(theirs)].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return escaped.length ? new RegExp(`(?<![\\d.,])(${escaped.join('|')})(?![\\d])`) : null;
}

describe.each(LANGS)('numbers in %s messages are in the page’s format', (lang) => {
  const catalog = CATALOGS[lang];
  const speaker = createSpeaker(lang, catalog);
  const wrong = wrongIn(lang);
  const keys = Object.keys(catalog).filter((k) => paramsOf(catalog[k]!, lang).length > 0);
  it('finds the messages that take parameters', () => expect(keys.length).toBeGreaterThan(100));
  it.each(TEST_NUMBERS)('with every parameter %s', (value) => {
    const bad: string[] = [];
    for (const key of keys) {
      const params = Object.fromEntries(paramsOf(catalog[key]!, lang).map((n) => [n, value]));
      const out = plain(speaker.t(key as MessageKey, params));
      if (wrong?.test(out) || /\{[a-z]+/.test(out)) bad.push(`${key}: ${out}`);
    }
    expect(bad).toEqual([]);
  });
  it('writes the two test numbers the reader’s way, as Intl writes them in the language’s locale', () => {
    for (const n of TEST_NUMBERS) expect(speaker.number(n)).toBe(written(lang, n));
  });
});

describe('money', () => {
  const de = createSpeaker('de', CATALOGS.de);
  const en = createSpeaker('en', CATALOGS.en);
  it('a euro or more in euros, below in cents', () => {
    expect(de.text('unit.cent', { amount: 120 })).toBe('1,20\u00A0€');
    expect(de.text('unit.cent', { amount: 100 })).toBe('1\u00A0€');
    expect(de.text('unit.cent', { amount: 300 })).toBe('3\u00A0€');
    expect(de.text('unit.cent', { amount: 10 })).toBe('10 Cent');
    expect(en.text('unit.cent', { amount: 120 })).toBe('€1.20');
    expect(en.text('unit.cent', { amount: 100 })).toBe('€1');
    expect(en.text('unit.cent', { amount: 10 })).toBe('10 cents');
    expect(en.text('unit.cent', { amount: 1 })).toBe('1 cent');
  });
  it('the 1938 table in pfennigs', () => {
    expect(de.text('unit.pfennig', { amount: 5 })).toBe('5 Pf');
    expect(en.text('unit.pfennig', { amount: 5 })).toBe('5 pf');
  });
  it('Hattstedt in basic games, in words', () => {
    expect([1, 2, 4].map((amount) => de.text('unit.basic-game', { amount }))).toEqual(['das einfache Spiel', 'das Doppelte', 'das Vierfache']);
    expect([1, 2, 4].map((amount) => en.text('unit.basic-game', { amount }))).toEqual(['the basic game', 'double the basic game', 'four times the basic game']);
  });
});

describe('whole numbers written without Intl', () => {
  it.each(LANGS)('%s: every whole number from -1,200 to 1,200 is written as Intl writes it in the language’s locale', (lang) => {
    const speaker = createSpeaker(lang, {});
    for (let n = -1200; n <= 1200; n++) expect(speaker.number(n)).toBe(written(lang, n));
  });
});

describe('plural forms of whole counts chosen without Intl', () => {
  it.each(LANGS)('%s: every whole count from -1,200 to 1,200 takes the form Intl.PluralRules gives it', (lang) => {
    const intl = new Intl.PluralRules(LOCALES[lang].intl);
    for (let n = -1200; n <= 1200; n++) expect(pluralForm(lang, n)).toBe(intl.select(n));
  });
});
