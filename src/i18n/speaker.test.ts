import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readShare } from '../features/explorer/family-facts.ts';
import { errorText } from './refusals.ts';
import {
  BEATER_NAMES,
  contextOf,
  ERROR_CODES,
  GAME_IDS,
  OLE_NAMES,
  REASON_KEYS,
  resolveKnueffelnTrick,
  VARIANT_IDS,
  VARIANTS,
  type Suit,
  type VariantId,
} from '../rules/index.ts';
import * as dePartsModule from './de.ts';
import * as enPartsModule from './en.ts';
import { LANGS, type Lang } from './lang.ts';
import { choose, type Message } from './message.ts';
import { names } from './names.ts';
import { deSite } from './de-site.ts';
import { enSite } from './en-site.ts';
import { pageSpeaker } from './page.ts';
import { plain } from './speaker.ts';

function sentences(lang: Lang, cards: string[], chosen: [Suit, Suit] = ['H', 'S'], variant: VariantId = 'bohmstedt') {
  const r = resolveKnueffelnTrick({ variant, chosen, cards });
  if (!r.ok) throw new Error(r.error.code);
  const ctx = contextOf(VARIANTS[variant], chosen);
  return r.value.steps.map((_, i) => plain(pageSpeaker(lang).stepText(ctx, r.value.steps, i)));
}

describe('step sentences (eaton-2021 Case 1 and Case 2, "The Play")', () => {
  it('English: Case 1 card by card', () => {
    expect(sentences('en', ['4D', '3S', 'AD', '8C'])).toEqual([
      '♦4, a dud, leads. It holds the trick unless an Ole, any chosen beater or the Ace of its suit is played.',
      '♠3, the Drist (chosen Three), takes the trick from the led ♦4: a dud falls to an Ole, any chosen beater or the Ace of its suit.',
      '♦A, an unchosen Ace, does not take the trick from ♠3: an unchosen card can only beat cards of its own suit.',
      '♣8, a dud, does not take the trick from ♠3: a dud cannot beat anything, not even a card of its own suit.',
    ]);
  });
  it('German: Case 1 card by card', () => {
    expect(sentences('de', ['4D', '3S', 'AD', '8C'])).toEqual([
      'Die ♦4, eine Schietkarte, wird ausgespielt. Diese Karte hält den Stich, es sei denn, es kommt eine Ole, ein beliebiger gewählter Steker oder das Ass derselben Farbe.',
      'Die ♠3, der Drist (gewählte Drei), nimmt der ausgespielten Karte ♦4 den Stich ab: Eine Schietkarte gibt den Stich ab, sobald eine Ole, ein beliebiger gewählter Steker oder das Ass derselben Farbe kommt.',
      'Das ♦A, ein ungewähltes Ass, nimmt der ♠3 den Stich nicht ab: Eine ungewählte Karte sticht nur Karten ihrer eigenen Farbe.',
      'Die ♣8, eine Schietkarte, nimmt der ♠3 den Stich nicht ab: Eine Schietkarte sticht gar nichts, nicht einmal eine Karte der eigenen Farbe.',
    ]);
  });
  it('Case 2: the Drist is too low for the unchosen Ace, in both languages', () => {
    expect(sentences('en', ['4D', '8C', 'AD', '3S'])[3]).toBe(
      '♠3, the Drist (chosen Three), does not take the trick from ♦A: an unchosen Ace falls only to an Ole or a chosen Ace, Jack or Six.',
    );
    expect(sentences('de', ['4D', '8C', 'AD', '3S'])[3]).toBe(
      'Die ♠3, der Drist (gewählte Drei), nimmt dem ♦A den Stich nicht ab: Ein ungewähltes Ass gibt den Stich nur ab, wenn eine Ole oder ein gewählter Steker (Ass, Bube oder Sechs) kommt.',
    );
  });
  it('names Olen and the threshold beater for a King', () => {
    expect(sentences('en', ['KD', '8S'])[1]).toBe(
      '♠8, de Dulle (third Ole), takes the trick from the led ♦K: an Ole beats every card except a led chosen Seven.',
    );
    expect(sentences('de', ['KD', '8S'])[1]).toBe(
      'Die ♠8, de Dulle (die dritte Ole), nimmt der ausgespielten Karte ♦K den Stich ab: Eine Ole sticht jede Karte außer einer ausgespielten gewählten Sieben.',
    );
    expect(sentences('en', ['KC'])[0]).toBe(
      '♣K, an unchosen King, leads. It holds the trick unless an Ole, a chosen beater from the Two up or the Ace of its suit is played.',
    );
  });
  it('speaks cards by name for screen readers', () => {
    const en = pageSpeaker('en');
    const de = pageSpeaker('de');
    expect(en.spoken(en.t('step.against.led', { card: [{ card: 'TD' }] }))).toBe('the led Ten of diamonds');
    expect(de.spoken(de.t('step.against.led', { card: [{ card: 'TD' }] }))).toBe('der ausgespielten Karte Karo-Zehn');
    expect(en.cardName('4C')).toBe('Four of clubs');
    expect(de.cardName('3S')).toBe('Pik-Drei');
    expect(de.cardName('2H')).toBe('Herz-Zwei');
  });
  it('chooses the plural in the message', () => {
    expect(pageSpeaker('de').text('exam.left', { count: 1 })).toMatch(/^Eine Frage ist noch offen\./);
    expect(pageSpeaker('de').text('exam.left', { count: 2 })).toMatch(/^Zwei Fragen sind noch offen\./);
    expect(pageSpeaker('en').text('exam.left', { count: 1 })).toMatch(/^1 question is still unanswered\./);
    expect(pageSpeaker('en').text('unit.cent', { amount: 2 })).toBe('2 cents');
    expect(pageSpeaker('de').text('unit.cent', { amount: 1 })).toBe('1 Cent');
  });
});

describe('every refusal of the rules module has a sentence in both languages', () => {
  const params = {
    card: '4D',
    max: 4,
    count: 5,
    variant: 'x',
    omitted: '5',
    size: 48,
    outcome: 'x',
    allowed: 4,
    game: 'karniffel',
    kaisers: 'KC',
    action: 'x',
    give: 'TS',
    take: '6S',
  };
  it.each(ERROR_CODES)('%s', (code) => {
    const en = errorText(pageSpeaker('en'), { code, params });
    const de = errorText(pageSpeaker('de'), { code, params });
    expect(en).toMatch(/^[A-Z“0-9].{20,}\.$/);
    expect(de).toMatch(/^[A-ZÄÖÜ„0-9].{20,}\.$/);
    expect(de).not.toBe(en);
    expect(`${en} ${de}`).not.toMatch(/\{[a-z]+\}|undefined|NaN/);
  });
  it('names the omitted rank and the variants to choose from', () => {
    expect(errorText(pageSpeaker('en'), { code: 'not-in-pack', params: { card: '5D', omitted: '5' } })).toBe(
      '5D is not in the pack of this variant, which plays without the Fives.',
    );
    expect(errorText(pageSpeaker('de'), { code: 'not-in-pack', params: { card: 'TD', omitted: 'T' } })).toBe(
      'TD gehört nicht zum Blatt dieser Spielweise: Sie spielt ohne die Zehnen.',
    );
    // Every game of the registry, by its name, in the registry's order, as a German list says it.
    const games = GAME_IDS.map((id) => names[`variant.${id}`]);
    expect(errorText(pageSpeaker('de'), { code: 'unknown-variant', params: { variant: 'x' } })).toBe(
      `Eine Spielweise „x“ gibt es nicht. Zur Wahl stehen ${games.slice(0, -1).join(', ')} oder ${games.at(-1)}.`,
    );
    expect(games.slice(0, 4)).toEqual(['Bohmstedt', 'Hattstedt', '1924 (Bernhard)', '1938 (Grünberg)']);
    expect(errorText(pageSpeaker('en'), { code: 'not-in-game', params: { card: '5D', game: 'kaiserspiel' } })).toBe('5D is not a card of Kaiserspiel.');
    expect(errorText(pageSpeaker('de'), { code: 'bad-chosen', params: { chosen: 'HS', count: 1 } })).toBe(
      'Dieses Spiel hat eine gewählte Farbe: Wähle eine aus C, S, H und D (im Link steht C für Kreuz, S für Pik, H für Herz und D für Karo).',
    );
  });
});

describe('the catalog has words for every name the rules give', () => {
  const has = (key: string) => Object.hasOwn(enPartsModule.en, key) && Object.hasOwn(dePartsModule.de, key);
  it('the page strings too: the same keys in both languages', () => expect(Object.keys(deSite).sort()).toEqual(Object.keys(enSite).sort()));
  it.each(VARIANT_IDS)('variant %s', (v) => expect(has(`variant.${v}`)).toBe(true));
  it.each(OLE_NAMES)('Ole %s', (n) => expect(has(`ole.${n}`)).toBe(true));
  // The free-card beaters are named by rank ("the chosen Ace, a free-card beater").
  it.each(BEATER_NAMES.filter((n) => n !== 'frikortensteker'))('beater %s', (n) => expect(has(`beater.${n}`)).toBe(true));
  // 'leads' has its own sentence; the beater thresholds and 'powerless' are worded by the card that played.
  it.each(REASON_KEYS.filter((k) => !['leads', 'beater-over-led', 'beater-too-low', 'powerless'].includes(k)))('reason %s', (k) =>
    expect(has(`reason.${k}`)).toBe(true),
  );
});

/** The {parameters} a message can use, in any of its forms (a form chooser is asked with every plural count). */
function paramNames(m: Message): string[] {
  const forms =
    typeof m === 'string'
      ? [m]
      : [0, 1, 2, 1234].flatMap((count) => (['en', 'de'] as const).map((lang) => choose(m, { count, allowed: 4, omitted: 'x', rank: 'Ass' }, lang)));
  return [...new Set(forms.flatMap((f) => [...f.matchAll(/\{([a-z]+)(?::[A-Za-z]+)?\}/g)].map((x) => x[1]!)))].sort();
}

/** The parameters a message chooses its forms by (plural, select, gender, over), at any depth. */
function choosers(m: Message): string[] {
  if (typeof m === 'string') return [];
  if (Array.isArray(m)) return (m as readonly Message[]).flatMap(choosers);
  const o = m as unknown as Record<string, Message>;
  const by = ['plural', 'select', 'gender', 'over'].filter((k) => k in o).map((k) => o[k] as string);
  return [...by, ...Object.entries(o).flatMap(([k, v]) => (['plural', 'select', 'gender', 'over', 'at'].includes(k) ? [] : choosers(v)))];
}

describe('message keys made from the rules are checked by the types (review W9)', () => {
  it('a key the catalog lacks does not type-check, and a reader sees no key', () => {
    const sp = pageSpeaker('en');
    // A lead is told by its guard, so there is no 'reason.leads'; `astro check` fails if this line ever type-checks.
    // @ts-expect-error: not a message key
    const missing = (): unknown => sp.t('reason.leads');
    expect(sp.has('reason.leads')).toBe(false);
    expect(typeof missing).toBe('function');
    // Keys made at run time pass through the speaker's guard: a seat the table lacks is named by its number.
    expect(sp.seatName(4, 7)).toBe('8');
  });
});

describe('the German catalog matches the English one part by part', () => {
  const enParts = enPartsModule as unknown as Record<string, Record<string, Message>>;
  const deParts = dePartsModule as unknown as Record<string, Record<string, Message>>;
  const parts = Object.keys(enParts).filter((p) => p !== 'en');
  it('every English part has a German twin', () =>
    expect(
      Object.keys(deParts)
        .filter((p) => p !== 'de')
        .sort(),
    ).toEqual(parts.sort()));
  it.each(parts)('%s: the same keys, each with the same parameters', (part) => {
    // A language's own data (the German noun table, its number words: 'noun.*', 'article.*', 'fmt.*') has no twin.
    const own = (catalog: Record<string, Message>) => Object.fromEntries(Object.entries(catalog).filter(([key]) => !/^(noun|article|fmt)\./.test(key)));
    const en = own(enParts[part]!);
    const de = own(deParts[part]!);
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort());
    // A language may choose its words by a parameter rather than print it (German „von der ersten Farbe“ for {n}).
    for (const key of Object.keys(en)) {
      const [said, saidEn] = [paramNames(de[key]!), paramNames(en[key]!)];
      const given = new Set([...said, ...choosers(de[key]!)]);
      expect([key, ...saidEn.filter((n) => !given.has(n))]).toEqual([key]);
      expect([key, ...said.filter((n) => !saidEn.includes(n) && !choosers(en[key]!).includes(n) && !choosers(de[key]!).includes(n))]).toEqual([key]);
    }
  });
});

describe('link problems', () => {
  it('every problem a link can raise has its sentence in both languages', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'v=karnoeffel&', 'v=karniffel&', 'v=kaiserspiel&'),
        fc.webQueryParameters(),
        fc.constantFrom('v', 'chosen', 'players', 'lead', 'cards', 'kaisers'),
        fc.string(),
        (game, junk, key, value) => {
          for (const p of readShare(`?${game}${junk}&${key}=${encodeURIComponent(value)}`).problems)
            for (const lang of LANGS) expect(`problem.${p.code}` in { ...(lang === 'en' ? enPartsModule.en : dePartsModule.de) }).toBe(true);
        },
      ),
    );
  });
});
