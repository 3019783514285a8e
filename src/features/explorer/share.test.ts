import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BANNERS, FAMILY, FAMILY_IDS, packOf, SUITS, VARIANT_IDS, VARIANTS, type Suit } from '../../rules/index.ts';
import { readShare } from './family-facts.ts';
import { cleanName, emptyState, makeShare, type TrickState } from './share.ts';

const state = fc
  .record({
    variant: fc.constantFrom(...VARIANT_IDS),
    chosen: fc.oneof(fc.constant([] as Suit[]), fc.uniqueArray(fc.constantFrom(...SUITS), { minLength: 2, maxLength: 2 })),
  })
  .chain((s) =>
    fc.record({ variant: fc.constant(s.variant), chosen: fc.constant(s.chosen), players: fc.constantFrom(...(VARIANTS[s.variant].players as (4 | 5)[])) }),
  )
  .chain((s) =>
    fc.record({
      variant: fc.constant(s.variant),
      chosen: fc.constant(s.chosen),
      players: fc.constant(s.players),
      lead: fc.integer({ min: 0, max: s.players - 1 }),
      cards: fc.uniqueArray(fc.constantFrom(...packOf(VARIANTS[s.variant])), { maxLength: s.players }),
      names: fc.array(fc.string({ maxLength: 30 }).map(cleanName), { minLength: s.players, maxLength: s.players }),
    }),
  ) as fc.Arbitrary<TrickState>;

/** A family game's state: its chosen suit(s), its table sizes, and Kaiserspiel's declared Kaisers. */
const familyState = fc
  .record({
    variant: fc.constantFrom(...FAMILY_IDS),
    suits: fc.uniqueArray(fc.constantFrom(...SUITS), { minLength: 2, maxLength: 2 }),
    kaisers: fc.subarray([...BANNERS]),
  })
  .chain(({ variant, suits, kaisers }) => {
    const g = FAMILY[variant];
    return fc.integer({ min: 0, max: g.players.length - 1 }).chain((pi) => {
      const players = g.players[pi] as 4 | 6;
      return fc.record({
        variant: fc.constant(variant),
        chosen: fc.constantFrom([] as Suit[], suits.slice(0, g.chosenCount)),
        players: fc.constant(players),
        lead: fc.integer({ min: 0, max: players - 1 }),
        cards: fc.uniqueArray(fc.constantFrom(...g.pack), { maxLength: players }),
        names: fc.array(fc.string({ maxLength: 30 }).map(cleanName), { minLength: players, maxLength: players }),
        ...(g.kaisers ? { kaisers: fc.constant(kaisers) } : {}),
      });
    });
  }) as fc.Arbitrary<TrickState>;

describe('share links of the family games', () => {
  it('a family trick survives the round trip through a link, Kaisers and beasts included', () => {
    fc.assert(
      fc.property(familyState, (s) => {
        const { state, problems } = readShare(makeShare(s));
        expect(problems).toEqual([]);
        expect(state).toEqual(s);
      }),
      { numRuns: 500 },
    );
  });
  it('reads a Kaiserspiel link with its declared Kaisers, and six players', () => {
    const { state, problems } = readShare('?v=kaiserspiel&chosen=S&kaisers=TD-TH&players=6&lead=3&cards=QH-3S-KH-6S');
    expect(problems).toEqual([]);
    expect(state).toMatchObject({ variant: 'kaiserspiel', chosen: ['S'], kaisers: ['TH', 'TD'], players: 6, lead: 2, cards: ['QH', '3S', 'KH', '6S'] });
  });
  it.each([
    ['?v=karnoeffel&chosen=HS&cards=2C', [{ code: 'bad-chosen', params: { chosen: 'HS', count: 1 } }]],
    ['?v=karnoeffel&chosen=H&cards=AC-2C', [{ code: 'not-in-game', params: { card: 'AC', game: 'karnoeffel' } }]],
    [
      '?v=karniffel&chosen=HS&cards=X1-X9-X1',
      [
        { code: 'bad-card', params: { card: 'X9' } },
        { code: 'duplicate-card', params: { card: 'X1' } },
      ],
    ],
    ['?v=karniffel&chosen=HS&players=5', [{ code: 'bad-players', params: { players: '5', allowed: '4/6' } }]],
    ['?v=karnoeffel&chosen=H&players=6', [{ code: 'four-only', params: { players: '6' } }]],
    ['?v=kaiserspiel&chosen=H&kaisers=KC', [{ code: 'bad-kaisers', params: { kaisers: 'KC' } }]],
  ])('%s gets plain problems and loads the rest', (link, expected) => {
    expect(readShare(link).problems).toEqual(expected);
  });
});

describe('share links', () => {
  it('a fifth player where the variant is for four is a problem, and the trick loads for four', () => {
    const { state, problems } = readShare('?v=bernhard1924&chosen=HS&players=5&cards=4D');
    expect(state.players).toBe(4);
    expect(problems).toEqual([{ code: 'four-only', params: { players: '5' } }]);
  });

  it('round-trips every state: parse(make(state)) = state, with no problems', () => {
    fc.assert(
      fc.property(state, (s) => {
        const back = readShare(makeShare(s));
        expect(back.problems).toEqual([]);
        expect(back.state).toEqual(s);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the documented readable format', () => {
    const s: TrickState = { ...emptyState(), chosen: ['H', 'S'], cards: ['4D', '3S', 'AD', '8C'] };
    expect(makeShare(s)).toBe('?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C');
    expect(makeShare({ ...s, names: ['Anna', '', 'Piet', ''] })).toBe('?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C&names=Anna,,Piet,');
  });

  it('opens the example link of the issue', () => {
    const { state: s, problems } = readShare('?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C');
    expect(problems).toEqual([]);
    expect(s).toMatchObject({ variant: 'bohmstedt', chosen: ['H', 'S'], players: 4, lead: 0, cards: ['4D', '3S', 'AD', '8C'] });
  });

  it.each([
    ['?v=skat&chosen=HS&cards=4D', 'unknown-variant', { variant: 'bohmstedt', cards: ['4D'] }],
    ['?chosen=HH&cards=4D', 'bad-chosen', { chosen: [], cards: ['4D'] }],
    ['?chosen=HX', 'bad-chosen', { chosen: [] }],
    ['?players=3&cards=4D', 'bad-players', { players: 4, cards: ['4D'] }],
    ['?lead=Q&cards=4D', 'bad-lead', { lead: 0 }],
    ['?chosen=HS&cards=4D-10D-AD', 'bad-card', { cards: ['4D', 'AD'] }],
    ['?chosen=HS&cards=4D-%3Cb%3Ex%3C%2Fb%3E', 'bad-card', { cards: ['4D'] }],
    ['?chosen=HS&cards=4D-5D', 'not-in-pack', { cards: ['4D'] }],
    ['?v=bernhard1924&chosen=HS&cards=TD-5D', 'not-in-pack', { cards: ['5D'] }],
    ['?chosen=HS&cards=4D-4D-AD', 'duplicate-card', { cards: ['4D', 'AD'] }],
    ['?chosen=HS&cards=4D-3S-AD-8C-9C-KC', 'too-many-cards-for-players', { cards: ['4D', '3S', 'AD', '8C'] }],
    ['?players=5&chosen=HS&cards=4D-3S-AD-8C-9C-KC', 'too-many-cards-for-players', { cards: ['4D', '3S', 'AD', '8C', '9C'] }],
    ['?names=a,b,c,d,e', 'bad-names', { names: ['a', 'b', 'c', 'd'] }],
  ])('%s → %s, and the rest loads', (link, code, expected) => {
    const { state: s, problems } = readShare(link);
    expect(problems.map((p) => p.code)).toEqual([code]);
    expect(s).toMatchObject(expected);
  });

  it('never throws on junk', () => {
    fc.assert(
      fc.property(fc.string(), (junk) => {
        expect(() => readShare(junk)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
  });
});
