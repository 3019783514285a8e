import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contextOf, describeCard, maxTrickOf, packOf, resolveTrick, SUITS, VARIANT_IDS, VARIANTS, type CardCode, type Suit } from './index.ts';

/** A random legal trick: a variant, two different chosen suits and from one card to the variant's longest trick. */
const legalTrick = fc
  .record({
    variant: fc.constantFrom(...VARIANT_IDS),
    chosen: fc.uniqueArray(fc.constantFrom(...SUITS), { minLength: 2, maxLength: 2 }) as fc.Arbitrary<[Suit, Suit]>,
  })
  .chain(({ variant, chosen }) =>
    fc
      .uniqueArray(fc.constantFrom(...packOf(VARIANTS[variant])), { minLength: 1, maxLength: maxTrickOf(VARIANTS[variant]) })
      .map((cards) => ({ variant, chosen, cards })),
  );

const resolve = (t: { variant: string; chosen: readonly string[]; cards: readonly string[] }) => {
  const r = resolveTrick(t);
  if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.params)}`);
  return r.value;
};
const roleKind = (t: { variant: (typeof VARIANT_IDS)[number]; chosen: [Suit, Suit] }, c: CardCode) =>
  contextOf(VARIANTS[t.variant], t.chosen).facts.get(c)!.role;

describe('resolveTrick: properties', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(() => resolveTrick(x)).not.toThrow();
      }),
      { numRuns: 2000 },
    );
    fc.assert(
      fc.property(
        fc.record({
          variant: fc.constantFrom(...VARIANT_IDS, 'x'),
          chosen: fc.array(fc.string({ maxLength: 2 }), { maxLength: 3 }),
          cards: fc.array(fc.oneof(fc.string({ maxLength: 3 }), fc.anything()), { maxLength: 7 }),
        }),
        (x) => {
          expect(() => resolveTrick(x)).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the winner is always one of the cards played, and its step leads or takes', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        const { winner, steps } = resolve(t);
        expect(winner).toBeGreaterThanOrEqual(0);
        expect(winner).toBeLessThan(t.cards.length);
        expect(steps).toHaveLength(t.cards.length);
        expect(steps[winner]!.outcome).not.toBe('stays');
        expect(steps.slice(winner + 1).every((s) => s.outcome === 'stays')).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('a led chosen Seven always wins (eaton-2021, The Play)', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        if (roleKind(t, t.cards[0] as CardCode).kind !== 'seven') return;
        expect(resolve(t).winner).toBe(0);
      }),
      { numRuns: 5000 },
    );
    const seven = legalTrick.map((t) => ({
      ...t,
      cards: [`7${t.chosen[0]}`, ...t.cards.filter((c) => c !== `7${t.chosen[0]}`)].slice(0, maxTrickOf(VARIANTS[t.variant])),
    }));
    fc.assert(
      fc.property(seven, (t) => {
        expect(resolve(t).winner).toBe(0);
      }),
      { numRuns: 2000 },
    );
  });

  it('an Ole loses only to a higher Ole, or to nothing (unless a chosen Seven was led)', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        if (roleKind(t, t.cards[0] as CardCode).kind === 'seven') return;
        const olen = t.cards.map((c) => roleKind(t, c)).filter((r) => r.kind === 'ole');
        if (olen.length === 0) return;
        const best = Math.min(...olen.map((r) => (r.kind === 'ole' ? r.order : 9)));
        const won = roleKind(t, t.cards[resolve(t).winner] as CardCode);
        expect(won).toMatchObject({ kind: 'ole', order: best });
      }),
      { numRuns: 5000 },
    );
  });

  it('each step holds the trick as it stood then: resolving a prefix gives that holder', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        const { steps } = resolve(t);
        for (let k = 1; k <= t.cards.length; k++) {
          expect(resolve({ ...t, cards: t.cards.slice(0, k) }).winner).toBe(steps[k - 1]!.holder);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('a card takes a lone lead exactly when describeCard lists it among what beats the lead', () => {
    fc.assert(
      fc.property(
        legalTrick.filter((t) => t.cards.length >= 2),
        (t) => {
          const ctx = contextOf(VARIANTS[t.variant], t.chosen);
          const [lead, next] = t.cards as [CardCode, CardCode];
          const beaten = describeCard(ctx, lead).beatenBy.includes(next);
          expect(resolve({ ...t, cards: [lead, next] }).winner === 1).toBe(beaten);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('the Ace of a chosen suit equals the other chosen Ace: the earlier keeps the trick (ruling equal-chosen)', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        const [a, b] = t.chosen;
        expect(resolve({ ...t, cards: [`A${a}`, `A${b}`] }).winner).toBe(0);
        expect(resolve({ ...t, cards: [`J${b}`, `J${a}`] }).winner).toBe(0);
      }),
      { numRuns: 200 },
    );
  });
});
