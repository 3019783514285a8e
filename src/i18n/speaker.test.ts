import { describe, expect, it } from 'vitest';
import {
  BEATER_NAMES,
  contextOf,
  ERROR_CODES,
  ERROR_MESSAGES,
  OLE_NAMES,
  REASON_KEYS,
  resolveTrick,
  VARIANT_IDS,
  VARIANTS,
  type Suit,
  type VariantId,
} from '../rules/index.ts';
import { en } from './en.ts';
import { cardName, cardShort, plain, spoken, stepText, t } from './format.ts';

function sentences(cards: string[], chosen: [Suit, Suit] = ['H', 'S'], variant: VariantId = 'bohmstedt') {
  const r = resolveTrick({ variant, chosen, cards });
  if (!r.ok) throw new Error(r.error.message);
  const ctx = contextOf(VARIANTS[variant], chosen);
  return r.value.steps.map((_, i) => plain(stepText(ctx, r.value.steps, i)));
}

describe('step sentences', () => {
  it('words eaton-2021 Case 1 card by card', () => {
    expect(sentences(['4D', '3S', 'AD', '8C'])).toEqual([
      '♦4, a dud, leads. It holds the trick unless an Ole, any chosen beater or the Ace of its suit is played.',
      '♠3, the Drist (chosen Three), takes the trick from the led ♦4: a dud falls to an Ole, any chosen beater or the Ace of its suit.',
      '♦A, an unchosen Ace, does not take the trick from ♠3: an unchosen card can only beat cards of its own suit.',
      '♣8, a dud, does not take the trick from ♠3: a dud cannot beat anything, not even a card of its own suit.',
    ]);
  });

  it('words eaton-2021 Case 2: the Drist is too low for the unchosen Ace', () => {
    expect(sentences(['4D', '8C', 'AD', '3S'])[3]).toBe(
      '♠3, the Drist (chosen Three), does not take the trick from ♦A: an unchosen Ace falls only to an Ole or a chosen Ace, Jack or Six.',
    );
  });

  it('names Olen and the threshold beater for a King', () => {
    expect(sentences(['KD', '8S'])[1]).toBe('♠8, de Dulle (third Ole), takes the trick from the led ♦K: an Ole beats every card except a led chosen Seven.');
    expect(sentences(['KC'])[0]).toBe(
      '♣K, an unchosen King, leads. It holds the trick unless an Ole, a chosen beater from the Two up or the Ace of its suit is played.',
    );
  });

  it('speaks cards by name for screen readers', () => {
    expect(spoken(t('step.against.led', { card: [{ card: 'TD' }] }))).toBe('the led Ten of diamonds');
    expect(cardShort('TD')).toBe('♦10');
    expect(cardName('4C')).toBe('Four of clubs');
  });
});

describe('the catalog has words for every name the rules give', () => {
  const has = (key: string) => Object.hasOwn(en, key);
  it.each(VARIANT_IDS)('variant %s', (v) => expect(has(`variant.${v}`)).toBe(true));
  it.each(OLE_NAMES)('Ole %s', (n) => expect(has(`ole.${n}`)).toBe(true));
  // The free-card beaters are named by rank ("the chosen Ace, a free-card beater").
  it.each(BEATER_NAMES.filter((n) => n !== 'frikortensteker'))('beater %s', (n) => expect(has(`beater.${n}`)).toBe(true));
  // 'leads' has its own sentence; the beater thresholds and 'powerless' are worded by the card that played.
  it.each(REASON_KEYS.filter((k) => !['leads', 'beater-over-led', 'beater-too-low', 'powerless'].includes(k)))('reason %s', (k) =>
    expect(has(`reason.${k}`)).toBe(true),
  );
  it.each(ERROR_CODES)('refusal %s has a sentence', (code) => expect(ERROR_MESSAGES[code]({ card: 'X', max: 4 }).length).toBeGreaterThan(20));
});
