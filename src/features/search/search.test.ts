// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { indexQuery, mergeSynonyms, parseExcerpt, withNamed, type PagefindResult } from './search.ts';

const entry = (title: string, english: string[], language?: string): PagefindResult => ({
  url: `/glossary/${title.toLowerCase()}/`,
  meta: { title },
  excerpt: '',
  filters: { english, ...(language ? { language: [language] } : {}) },
});
const page = (title: string): PagefindResult => ({ url: `/learn/${title}/`, meta: { title }, excerpt: '' });

describe('mergeSynonyms', () => {
  it('puts the entry the query names first, ahead of a word of the same stem (the German index ranks jannen beside Jann)', () => {
    const ranked = [entry('jannen', ['to make a Jann'], 'nds'), page('Fünf Stiche, der Jann und der Durchmarsch'), entry('Jann', [], 'nds')];
    expect(mergeSynonyms(ranked, 'jann').map((m) => m.head.meta.title)).toEqual(['Jann', 'jannen', 'Fünf Stiche, der Jann und der Durchmarsch']);
  });

  it('one word in two languages is one result, where the better ranked, headed by the Low German word', () => {
    const ranked = [entry('davonlaufen', ['run away'], 'de'), entry('lopen', ['run away', 'to run'], 'nds'), page('drehen')];
    const merged = mergeSynonyms(ranked, 'run away');
    expect(merged.map((m) => m.head.meta.title)).toEqual(['lopen', 'drehen']);
    expect(merged[0]!.synonyms.map((s) => s.meta.title)).toEqual(['davonlaufen']);
  });

  it('a headword two entries share is named without the games that tell them apart', () => {
    const ranked = [page('Karnöffel'), entry('Kaiser (Kaiserspiel)', [], 'de'), entry('Kaiser (Karnöffel and Karniffel)', ['Emperor'], 'de')];
    expect(mergeSynonyms(ranked, 'kaiser').map((m) => m.head.meta.title)).toEqual(['Kaiser (Kaiserspiel)', 'Kaiser (Karnöffel and Karniffel)', 'Karnöffel']);
  });

  it('the entry the query names heads its group', () => {
    const merged = mergeSynonyms([entry('lopen', ['run away'], 'nds'), entry('davonlaufen', ['run away'], 'de')], 'Davonlaufen');
    expect(merged[0]!.head.meta.title).toBe('davonlaufen');
  });

  it('leaves results without a shared English name in their order', () => {
    const ranked = [entry('Dulle', ['the mad one'], 'nds'), page('olen'), entry('Wage', ['wagon'], 'nds')];
    expect(mergeSynonyms(ranked).map((m) => [m.head.meta.title, m.synonyms.length])).toEqual([
      ['Dulle', 0],
      ['olen', 0],
      ['Wage', 0],
    ]);
  });
});

describe('parseExcerpt', () => {
  it('keeps the marked words apart from the rest, as plain text', () => {
    expect(parseExcerpt('a <mark>Dulle</mark> &lt;b&gt;')).toEqual([
      { text: 'a ', match: false },
      { text: 'Dulle', match: true },
      { text: ' <b>', match: false },
    ]);
    // Any other element is read for its text only.
    expect(parseExcerpt('x <img src=y onerror=z><b>bold</b>')).toEqual([
      { text: 'x ', match: false },
      { text: 'bold', match: false },
    ]);
  });
});

describe('withNamed: the glossary entries a query names come first', () => {
  const names = (headword: string, spellings: string[], cards: string[], english: string[] = []) => ({
    url: `/glossary/${headword.toLowerCase()}/`,
    headword,
    lang: 'nds',
    short: `the <${headword}>`,
    spellings,
    cards,
    english,
  });
  const glossary = [names('Twe', [], ['Herz-Zwei', '♥2']), names('Hartenool', [], ['Herz-Neun', '♥9']), names('Paas', ['Papst'], [], ['Pope'])];

  it('an entry named by its card comes first, ahead of what the index ranked higher', () => {
    const ranked = [entry('Hartenool', []), page('Olen'), entry('Twe', [])];
    const { results, naming } = withNamed(ranked, 'Herz Zwei', glossary);
    expect(mergeSynonyms(results, 'Herz Zwei', naming).map((m) => m.head.meta.title)).toEqual(['Twe', 'Hartenool', 'Olen']);
  });

  it('an entry the index did not find at all is added, with its short gloss as the text', () => {
    const { results, naming } = withNamed([page('Olen')], 'Herz-Zwei', glossary);
    const merged = mergeSynonyms(results, 'Herz-Zwei', naming);
    expect(merged.map((m) => m.head.meta.title)).toEqual(['Twe', 'Olen']);
    expect(merged[0]!.head.url).toBe('/glossary/twe/');
    expect(parseExcerpt(merged[0]!.head.excerpt)).toEqual([{ text: 'the <Twe>', match: false }]);
  });

  it('a family word that is a spelling of a Knüffeln card heads its result, with the card linked under it', () => {
    const ranked = [entry('Papst', ['Pope'], 'de'), page('Karnöffel'), entry('Paas', ['Pope'], 'nds')];
    const { results, naming } = withNamed(ranked, 'Papst', [...glossary, names('Papst', [], [], ['Pope'])]);
    const merged = mergeSynonyms(results, 'Papst', naming);
    expect(merged.map((m) => m.head.meta.title)).toEqual(['Papst', 'Karnöffel']);
    expect(merged[0]!.synonyms.map((s) => s.meta.title)).toEqual(['Paas']);
  });

  it('reads a hyphen between two words as a space for the index', () => {
    expect(indexQuery(' Kreuz-Vier ')).toBe('Kreuz Vier');
    expect(indexQuery('Schritt-für-Schritt-Ansicht')).toBe('Schritt für Schritt Ansicht');
    expect(indexQuery('-x')).toBe('-x');
  });
});
