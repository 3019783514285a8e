import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { packOf, RANKS, SUITS, VARIANTS, type CardCode } from './index.ts';
import { makeCard, parseCard } from './cards.ts';

describe('cards', () => {
  it.each([
    ['TD', { rank: 'T', suit: 'D' }],
    ['4C', { rank: '4', suit: 'C' }],
    ['AS', { rank: 'A', suit: 'S' }],
  ])('parses %s (card codes)', (code, card) => {
    expect(parseCard(code)).toEqual({ ok: true, value: card });
  });

  it.each(['', '10D', 'T', 'td', 'DT', 'XS', 'AX', 'ASS'])('refuses %j', (code) => {
    const r = parseCard(code);
    expect(r.ok === false && r.error.code).toBe('bad-card');
  });

  it('round-trips every code: parse(make(card)) = card', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RANKS), fc.constantFrom(...SUITS), (rank, suit) => {
        const code = makeCard({ rank, suit });
        expect(parseCard(code)).toEqual({ ok: true, value: { rank, suit } });
      }),
    );
  });

  it.each([
    ['bohmstedt', '5', 'T'],
    ['hattstedt', '5', 'T'],
    ['gruenberg1938', '5', 'T'],
    ['bernhard1924', 'T', '5'],
  ] as const)('%s: 48 cards without the %ss (eaton-2021, The Cards; Bernhard drops the Tens)', (id, without, with_) => {
    const pack = packOf(VARIANTS[id]);
    expect(pack).toHaveLength(48);
    expect(new Set(pack).size).toBe(48);
    expect(pack.some((c) => c[0] === without)).toBe(false);
    expect(pack.filter((c) => c[0] === with_)).toHaveLength(4);
    expect(pack).toContain<CardCode>('2H');
  });
});
