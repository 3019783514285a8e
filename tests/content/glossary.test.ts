import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossaryTerm, phrase } from '../../src/content-data/glossary-schema.ts';
import { plainReference } from '../../src/content-data/references.ts';
import { fold } from '../../src/lib/fold.ts';
import { VARIANT_IDS, VARIANTS } from '../../src/rules/index.ts';

const terms = glossaryTerm(plainReference)
  .array()
  .parse(JSON.parse(readFileSync('content/glossary/terms.json', 'utf8')));
const phrases = phrase(plainReference)
  .array()
  .parse(JSON.parse(readFileSync('content/phrasebook/phrases.json', 'utf8')));

/** The 56 headword lines of Eaton's glossary, as printed (eaton-2021, "Knüffeln Glossary"). */
const EATON = [
  'abschmeissen',
  'anticken, anstecken',
  'aufdrehen',
  'Brille',
  'bunk',
  'buterwäält, buterwählt',
  'davonlaufen',
  'de fief Olen',
  'Dörchspill',
  'Drein, Drehen',
  'Drein un Seen, Drehen und Sehen',
  'Drist',
  'Dulle',
  'du kannst mich treffen?',
  'Durchmarsch ,Durchspielen',
  'Fehl-As',
  'frech',
  'Frikort, Freikarte',
  'Frikortensteker, Freikartenstecher',
  'Hackenbiter, Hackenbeißer',
  'Hartenool, Hartenole, Harten Ohl',
  'Hönerledder, Hühnerleiter',
  'Hunde',
  'ich dreh ein um',
  'Jann',
  'jannen',
  'knickerig',
  'kommt',
  'Knüppel',
  'laufen lassen',
  'Ledder, Leiter',
  'lopen',
  'Magger, Macker',
  'Ole, Olle, Ohle, Alte',
  'oldschen',
  'passend',
  'Paap, Paas, Pape',
  'Pott',
  'Puzer or kleine Stecher',
  'Rutenool, Rutenole, Ruten Ohl',
  'Schiet',
  'Seen',
  'Seen un Drein, Sehen und Drehen',
  'Sprosse',
  'Steker, Stechkarte',
  'Twe',
  'Twist',
  'umdrein',
  'Veerhack, Viereck',
  'verweigern',
  'Waag, Wagen',
  'Wääl',
  'wäält',
  'wir schmeissen',
  'wir spielen weiter',
  'zuwerfen, abschmeissen',
];

describe('the glossary is complete', () => {
  it('has all 56 entries of Eaton’s glossary, one entry each', () => {
    expect(EATON).toHaveLength(56);
    const eaton = terms
      .map((t) => t.eaton)
      .filter(Boolean)
      .sort();
    expect(eaton).toEqual([...EATON].sort());
  });

  it.each(['Wääl', 'Hunde', 'Macker', 'strike the flag', 'Knüppel', 'Brille', 'Alte', 'Stechkarte'])('has the term %s from wikipedia-knueffeln', (word) => {
    const found = terms.some((t) => [t.headword, ...t.variants.map((v) => v.text)].some((w) => fold(w) === fold(word)));
    expect(found).toBe(true);
  });

  it('tells apart entries that share a headword by their games, as their pages’ titles do', () => {
    for (const headword of [(e: (typeof terms)[number]) => e.headword, (e: (typeof terms)[number]) => e.de?.headword ?? e.headword]) {
      const byHead = Map.groupBy(terms, headword);
      const unclear = [...byHead.values()].filter((g) => g.length > 1 && new Set(g.map((e) => (e.games ?? []).join())).size < g.length);
      expect(unclear.map((g) => g.map((e) => e.id))).toEqual([]);
      expect(byHead.get('Kaiser')?.map((e) => e.id)).toEqual(['kaiser', 'kaiser-banner']);
    }
  });

  it('labels Kaiserspiel’s Nidwalden words Swiss German', () => {
    const nidwalden = terms.filter((t) => t.note?.startsWith('A Nidwalden word')).map((t) => t.id);
    expect(nidwalden.length).toBeGreaterThan(5);
    expect(terms.filter((t) => t.headwordLang === 'gsw').map((t) => t.id)).toEqual(expect.arrayContaining(nidwalden));
  });

  it('names the Olen by the cards the rules give them (every table has the same five)', () => {
    const cards = (id: string) => terms.find((t) => t.id === id)?.cards;
    const olen = VARIANTS.bohmstedt.olen;
    for (const id of VARIANT_IDS) expect(VARIANTS[id].olen).toEqual(olen);
    for (const id of ['de-fief-olen', 'ole', 'oldschen']) expect(cards(id)).toEqual(olen.map((o) => o.card));
    // The glossary's single Olen by their rules names: the Dulle, the Waag (de Wage), de Beste, the Harten- and Rutenool.
    const single = { dulle: 'de-dulle', waag: 'de-wage', 'de-beste': 'de-beste', hartenool: 'harten-ol', rutenool: 'ruten-ol' } as const;
    for (const [term, name] of Object.entries(single)) expect(cards(term), term).toEqual([olen.find((o) => o.name === name)!.card]);
  });

  it('has every table-talk phrase of eaton-2021, including the asterisked bluffs', () => {
    for (const words of ['bist du alt?', 'Kannst du ock wat hollen?', 'ick bin nich recht to Huus', 'wir schmeissen', 'een vör de Jann!']) {
      expect(phrases.some((p) => fold(p.original).includes(fold(words)))).toBe(true);
    }
    expect(phrases.find((p) => fold(p.original).includes('ick bin nich recht'))?.bluff).toBe('often');
  });
});
