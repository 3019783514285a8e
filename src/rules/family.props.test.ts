import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { familyInput, legalFamilyTrick, type LegalFamilyTrick } from './family.arbitrary.ts';
import { BANNERS, FAMILY_IDS, familyContextOf, resolveTrick, type FamilyCard } from './index.ts';

const legalTrick = legalFamilyTrick;
type Trick = LegalFamilyTrick;

const resolve = (t: Trick) => {
  const r = resolveTrick(familyInput(t));
  if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.params)}`);
  return r.value;
};
const roleOf = (t: Trick, i: number) => familyContextOf(t.variant, t.chosen, t.kaisers ?? []).facts.get(t.cards[i]!)!.role;
/** A trump led: a trump card, the led Karnöffel Devil, or a Karniffel beast. */
const trumpLed = (t: Trick) => ['trump', 'beast'].includes(roleOf(t, 0).kind) || (t.variant === 'karnoeffel' && roleOf(t, 0).kind === 'devil');

describe('resolveTrick, the family: properties', () => {
  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(
        fc.record({
          variant: fc.constantFrom(...FAMILY_IDS),
          chosen: fc.oneof(fc.array(fc.string({ maxLength: 2 }), { maxLength: 3 }), fc.anything()),
          kaisers: fc.oneof(fc.constant(undefined), fc.array(fc.oneof(fc.constantFrom(...BANNERS), fc.string({ maxLength: 2 }))), fc.anything()),
          cards: fc.array(fc.oneof(fc.constantFrom('X1', 'X2', 'X3', 'TD', '7H'), fc.string({ maxLength: 3 }), fc.anything()), { maxLength: 8 }),
        }),
        (x) => {
          expect(() => resolveTrick(x)).not.toThrow();
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('the winner is a card of the trick, and the last holder', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        const r = resolve(t);
        expect(r.winner).toBeGreaterThanOrEqual(0);
        expect(r.winner).toBeLessThan(t.cards.length);
        expect(r.steps.map((s) => s.card)).toEqual(t.cards);
        expect(r.steps.at(-1)!.holder).toBe(r.winner);
        // Each step either takes the trick (and holds it) or leaves the holder where it was.
        r.steps.forEach((s, i) => i > 0 && expect(s.holder).toBe(s.outcome === 'takes' ? i : r.steps[i - 1]!.holder));
      }),
      { numRuns: 3000 },
    );
  });

  it('a led trump is never beaten by a card that is not a trump', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        fc.pre(trumpLed(t));
        const r = resolve(t);
        const kind = roleOf(t, r.winner).kind;
        expect(r.winner === 0 || kind === 'trump' || kind === 'beast').toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('in Karnöffel the Karnöffel (chosen Jack) always wins', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        fc.pre(t.variant === 'karnoeffel' && t.cards.includes(`J${t.chosen[0]!}` as FamilyCard));
        const r = resolve(t);
        expect(t.cards[r.winner]).toBe(`J${t.chosen[0]!}`);
      }),
      { numRuns: 2000 },
    );
  });

  it('in Karniffel a led chosen Seven always wins, and otherwise the highest beast', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        fc.pre(t.variant === 'karniffel');
        const r = resolve(t);
        if (roleOf(t, 0).kind === 'seven') expect(r.winner).toBe(0);
        else {
          const beasts = t.cards.filter((c) => c.startsWith('X')).sort();
          if (beasts.length) expect(t.cards[r.winner]).toBe(beasts[0]);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('in Kaiserspiel an undeclared banner never wins a trick with a live card in it', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        fc.pre(t.variant === 'kaiserspiel');
        const r = resolve(t);
        const live = t.cards.some((_, i) => roleOf(t, i).kind !== 'dead-banner');
        if (live) expect(roleOf(t, r.winner).kind).not.toBe('dead-banner');
      }),
      { numRuns: 3000 },
    );
  });

  it('when a trump leads, the highest trump played wins (Karnöffel and Kaiserspiel)', () => {
    fc.assert(
      fc.property(legalTrick, (t) => {
        fc.pre((t.variant === 'karnoeffel' || t.variant === 'kaiserspiel') && trumpLed(t));
        const r = resolve(t);
        // The led Devil ranks second, just below the Karnöffel; every other trump by its own order.
        const order = (i: number) => {
          const role = roleOf(t, i);
          return role.kind === 'trump' ? role.order : i === 0 && role.kind === 'devil' ? 2 : Infinity;
        };
        const best = Math.min(...t.cards.map((_, i) => order(i)));
        // Kaiserspiel: a led Seven is not a trump, so this holds for trump leads only.
        expect(order(r.winner)).toBe(best);
      }),
      { numRuns: 3000 },
    );
  });
});
