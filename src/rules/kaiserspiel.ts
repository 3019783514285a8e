import { rankOf, SUITS, suitOf, type CardCode, type Rank, type Suit } from './cards.ts';
import {
  BANNERS,
  KAISER_SETUP,
  suited,
  type FamilyContext,
  type FamilyFacts,
  type FamilyName,
  type FamilyRole,
  type FamilyTrickResult,
  type Reach,
  kaiserMask,
} from './family.ts';
import { buildContext, reaches, stepsOf, type Verdict } from './family-steps.ts';
import { familyGame } from './family-trick.ts';

/** The trumps, highest first: a banner by its own suit whatever is chosen, the rest by rank in the chosen suit (kaiserjass, The Cards). */
const TRUMPS: readonly { card: CardCode | Rank; name: FamilyName | null; reach: Reach }[] = [
  { card: 'TD', name: 'mugg', reach: 'king' },
  { card: '5', name: null, reach: 'king' },
  { card: 'J', name: 'joos', reach: 'king' },
  { card: '6', name: null, reach: 'king' },
  { card: '2', name: null, reach: 'king' },
  { card: 'TH', name: 'blass', reach: 'king' },
  { card: '3', name: null, reach: 'ober' },
  { card: 'TS', name: null, reach: 'ober' },
  { card: '4', name: null, reach: 'under' },
  { card: 'TC', name: 'wydli', reach: 'under' },
];
const JOOS = 3;
/** A plain suit from the top: K O U 7 6 5 4 3 2. */
const PLAIN_ORDER: readonly Rank[] = ['K', 'Q', 'J', '7', '6', '5', '4', '3', '2'];

/** Contexts by chosen suit and the Kaisers' bits (kaiserMask): 4 × 16 at most, built once. */
const CONTEXTS = new Map<number, FamilyContext>();

/** Kaiserspiel with one chosen suit and the banners declared as Kaisers. */
export function kaiserspielContext(chosen: Suit, kaisers: readonly CardCode[]): FamilyContext {
  const key = SUITS.indexOf(chosen) * 16 + kaiserMask(kaisers);
  let ctx = CONTEXTS.get(key);
  if (!ctx) {
    ctx = buildContext(kaiserspiel, [chosen], kaisers, (code) => {
      const rank = rankOf(code as CardCode);
      const suit = suitOf(code as CardCode);
      const isBanner = (BANNERS as readonly string[]).includes(code);
      const t = TRUMPS.findIndex((x) => x.card === code || (!isBanner && suit === chosen && x.card === rank));
      const trumpRole = (i: number): FamilyRole => ({ kind: 'trump', name: TRUMPS[i]!.name, order: i + 1, reach: TRUMPS[i]!.reach });
      if (isBanner) {
        const role: FamilyRole = kaisers.includes(code as CardCode) ? trumpRole(t) : { kind: 'dead-banner', name: TRUMPS[t]!.name };
        return { code, follows: code, height: 0, role };
      }
      if (t >= 0) return { code, follows: suit, height: 0, role: trumpRole(t) };
      if (suit === chosen && rank === 'K') return { code, follows: 'L', height: 0, role: { kind: 'little', name: 'fuil', order: 1 } };
      if (suit === chosen && rank === 'Q') return { code, follows: 'L', height: 1, role: { kind: 'little', name: 'hiratae', order: 2 } };
      if (suit === chosen) return { code, follows: '7', height: 0, role: { kind: 'seven', name: null } };
      return { code, follows: suit, height: PLAIN_ORDER.indexOf(rank), role: { kind: 'plain', name: null, rank } };
    });
    CONTEXTS.set(key, ctx);
  }
  return ctx;
}

/** The rank a trump's reach is measured against: the little suit's Fuil is a King, Hiratä an Ober. */
const rankForReach = (f: FamilyFacts): Rank => rankOf(f.code as CardCode);

/** Kaiserspiel's trick (kaiserjass, The Play). */
export function playKaiserspiel(cards: readonly FamilyFacts[]): FamilyTrickResult {
  // ruling dead-banner-led: an undeclared banner leads nothing; the next card sets the trick.
  let lead = -1;
  let top = -1;
  let joos = false;
  const judge = (i: number, h: number): Verdict => {
    const f = cards[i]!;
    const c = f.role;
    const held = cards[h]!.role;
    if (c.kind === 'dead-banner') return { takes: false, key: 'dead-banner', ruling: lead < 0 ? 'dead-banner-led' : null };
    if (lead < 0) {
      lead = top = i;
      return { takes: true, key: 'after-dead-banner', ruling: 'dead-banner-led' };
    }
    const led = cards[lead]!;
    if (led.role.kind === 'seven') {
      if (c.kind === 'trump' && c.order === JOOS) {
        joos = true;
        // ruling joos-then-higher: a higher trump played before the Joos does not count.
        const passed = cards.slice(lead + 1, i).some((f) => f.role.kind === 'trump' && f.role.order < JOOS);
        return { takes: true, key: 'joos-over-seven', ruling: passed ? 'joos-then-higher' : null };
      }
      if (!joos) return { takes: false, key: 'seven-led' };
      if (c.kind !== 'trump') return { takes: false, key: 'under-trump' };
      const ht = held.kind === 'trump' ? held.order : JOOS;
      return c.order < ht ? { takes: true, key: 'trump-over-trump' } : { takes: false, key: 'trump-under-trump' };
    }
    if (led.role.kind === 'trump') {
      if (c.kind !== 'trump') return { takes: false, key: 'under-led-trump' };
      return held.kind === 'trump' && c.order > held.order ? { takes: false, key: 'trump-under-trump' } : { takes: true, key: 'trump-over-trump' };
    }
    // A plain card or the little suit led: the led suit's highest card, unless a trump that reaches it.
    if (c.kind === 'trump') {
      if (held.kind === 'trump') return c.order < held.order ? { takes: true, key: 'trump-over-trump' } : { takes: false, key: 'trump-under-trump' };
      const t = cards[top]!;
      return reaches(c.reach, rankForReach(t)) ? { takes: true, key: 'trump-reaches', top: t.code } : { takes: false, key: 'trump-short', top: t.code };
    }
    if (f.follows !== led.follows) return { takes: false, key: 'other-suit' };
    if (f.height > cards[top]!.height) return { takes: false, key: 'lower-in-suit' };
    top = i;
    if (held.kind !== 'trump') return { takes: true, key: 'higher-in-suit' };
    return reaches(held.reach, rankForReach(f)) ? { takes: false, key: 'still-in-reach' } : { takes: true, key: 'out-of-reach' };
  };
  if (cards[0]!.role.kind !== 'dead-banner') lead = top = 0;
  return stepsOf('kaiserspiel', cards, judge);
}

/** Kaiserspiel (Nidwalden's Kaiserjass): 40 Swiss cards, no Eights or Nines; one chosen suit; four or six players; banners declared as Kaisers. */
export const kaiserspiel = familyGame(
  {
    id: 'kaiserspiel',
    pack: suited(['K', 'Q', 'J', 'T', '7', '6', '5', '4', '3', '2']),
    chosenCount: 1,
    players: [4, 6],
    style: 'swiss',
    kaisers: KAISER_SETUP,
    aliases: {},
    notes: [],
    telling: { trump: 'reach', seven: 'kaiserspiel', lead: 'reach' },
  },
  { context: (chosen, kaisers) => kaiserspielContext(chosen[0]!, kaisers), play: playKaiserspiel },
);
