import { naturalIndex, rankOf, suitOf, type CardCode, type Rank, type Suit } from './cards.ts';
import type { BeaterName, OleName, OLE_NAMES, Variant } from './variants.ts';
import { packOf } from './variants.ts';

/** An Ole's place in the order, from de Beste (1); a variant has at most as many Olen as there are names for them. */
export const OLE_ORDERS = [1, 2, 3, 4, 5] as const satisfies { length: (typeof OLE_NAMES)['length'] };
export type OleOrder = (typeof OLE_ORDERS)[number];

/** What a card is in a deal with two chosen suits. */
export type Role =
  | { readonly kind: 'ole'; readonly name: OleName; readonly order: OleOrder }
  | { readonly kind: 'beater'; readonly rank: Rank; readonly name: BeaterName | null; readonly order: number }
  | { readonly kind: 'seven' }
  | { readonly kind: 'free-card'; readonly rank: Rank }
  | { readonly kind: 'chosen-plain'; readonly rank: Rank }
  | { readonly kind: 'dog' }
  | { readonly kind: 'unchosen-ace' }
  | { readonly kind: 'unchosen-court'; readonly rank: Rank }
  | { readonly kind: 'dud'; readonly rank: Rank };
export type RoleKind = Role['kind'];

/** Every kind of card role, strongest first. */
export const ROLE_KINDS = [
  'ole',
  'beater',
  'seven',
  'free-card',
  'chosen-plain',
  'dog',
  'unchosen-ace',
  'unchosen-court',
  'dud',
] as const satisfies readonly RoleKind[];

/** The rule of eaton-2021's "The Play" that says what a led (or holding) card falls to. */
export type LedRule = 'free-card' | 'unchosen-ace' | 'king' | 'queen' | 'low' | 'dog';

/** What takes the trick from this card while it holds it. */
export type Guard =
  | { readonly kind: 'unbeatable' }
  | { readonly kind: 'ole'; readonly order: number }
  | { readonly kind: 'beater'; readonly order: number }
  | {
      readonly kind: 'led';
      readonly rule: LedRule;
      /** the lowest chosen beater that takes it */
      readonly threshold: Rank;
      /** that beater's place in the beater order (1 = Ace) */
      readonly thresholdOrder: number;
      /** cards of its own unchosen suit that take it */
      readonly ownSuit: 'ace' | 'higher' | 'none';
    };

/** What this card can take when it is played after the lead. */
export type Power =
  | { readonly kind: 'ole'; readonly order: number }
  | { readonly kind: 'beater'; readonly order: number }
  | { readonly kind: 'own-suit'; readonly order: 'ace-only' | 'natural' }
  | { readonly kind: 'none' };

export interface CardFacts {
  /** place in the variant's pack */
  readonly index: number;
  readonly code: CardCode;
  readonly suit: Suit;
  readonly rank: Rank;
  readonly role: Role;
  readonly guard: Guard;
  readonly power: Power;
}

/** A variant with its two chosen suits: everything needed to say what each card is. A plain value. */
export interface DealContext {
  readonly variant: Variant;
  readonly chosen: readonly [Suit, Suit];
  /** what each card of the variant's pack is in this deal; look a card up with factsFor or lookupFacts */
  readonly facts: ReadonlyMap<CardCode, CardFacts>;
}

const NO_POWER: Power = { kind: 'none' };
const UNBEATABLE: Guard = { kind: 'unbeatable' };

function beaterOrder(variant: Variant, rank: Rank): number {
  return variant.beaters.findIndex((b) => b.rank === rank) + 1;
}

function ledGuard(variant: Variant, rule: LedRule, threshold: Rank, ownSuit: 'ace' | 'higher' | 'none'): Guard {
  return { kind: 'led', rule, threshold, thresholdOrder: beaterOrder(variant, threshold), ownSuit };
}

function factsOf(variant: Variant, chosen: readonly Suit[], code: CardCode): Omit<CardFacts, 'index'> {
  const rank = rankOf(code);
  const suit = suitOf(code);
  const base = { code, suit, rank };
  const oleIndex = variant.olen.findIndex((o) => o.card === code);
  if (oleIndex >= 0) {
    const order = OLE_ORDERS[oleIndex]!;
    const role: Role = { kind: 'ole', name: variant.olen[oleIndex]!.name, order };
    return { ...base, role, guard: { kind: 'ole', order }, power: { kind: 'ole', order } };
  }
  if (chosen.includes(suit)) {
    const order = beaterOrder(variant, rank);
    if (order > 0) {
      const name = variant.beaters[order - 1]!.name;
      return { ...base, role: { kind: 'beater', rank, name, order }, guard: { kind: 'beater', order }, power: { kind: 'beater', order } };
    }
    if (rank === variant.unbeatableWhenLed) return { ...base, role: { kind: 'seven' }, guard: UNBEATABLE, power: NO_POWER };
    if (variant.freeCards.includes(rank)) {
      return { ...base, role: { kind: 'free-card', rank }, guard: ledGuard(variant, 'free-card', variant.freeCardThreshold, 'none'), power: NO_POWER };
    }
    const plain = variant.chosenPlain.find((p) => p.rank === rank);
    const threshold = plain?.threshold ?? variant.unchosenThresholds.other;
    const isDog = variant.dog && rank === variant.exchangeRank;
    const rule: LedRule = isDog ? 'dog' : rank === 'K' ? 'king' : rank === 'Q' ? 'queen' : 'low';
    const role: Role = isDog ? { kind: 'dog' } : { kind: 'chosen-plain', rank };
    return { ...base, role, guard: ledGuard(variant, rule, threshold, 'none'), power: NO_POWER };
  }
  const natural = variant.unchosenOrder === 'natural';
  const ownSuit = natural ? 'higher' : 'ace';
  const t = variant.unchosenThresholds;
  if (rank === 'A') {
    return {
      ...base,
      role: { kind: 'unchosen-ace' },
      guard: ledGuard(variant, 'unchosen-ace', t.A, 'none'),
      power: { kind: 'own-suit', order: variant.unchosenOrder },
    };
  }
  const power: Power = natural ? { kind: 'own-suit', order: 'natural' } : NO_POWER;
  if (rank === 'K' || rank === 'Q' || rank === 'J') {
    const rule: LedRule = rank === 'K' ? 'king' : rank === 'Q' ? 'queen' : 'low';
    const threshold = rank === 'K' ? t.K : rank === 'Q' ? t.Q : t.other;
    return { ...base, role: { kind: 'unchosen-court', rank }, guard: ledGuard(variant, rule, threshold, ownSuit), power };
  }
  return { ...base, role: { kind: 'dud', rank }, guard: ledGuard(variant, 'low', t.other, ownSuit), power };
}

/** Contexts by variant, first and second chosen suit: built once, then shared. */
const CONTEXTS = new Map<Variant, Map<Suit, Map<Suit, DealContext>>>();

/** The context for a variant and two different chosen suits (trusted input; parse at the edge first). */
export function contextOf(variant: Variant, chosen: readonly [Suit, Suit]): DealContext {
  let byFirst = CONTEXTS.get(variant);
  if (!byFirst) CONTEXTS.set(variant, (byFirst = new Map<Suit, Map<Suit, DealContext>>()));
  let bySecond = byFirst.get(chosen[0]);
  if (!bySecond) byFirst.set(chosen[0], (bySecond = new Map<Suit, DealContext>()));
  let ctx = bySecond.get(chosen[1]);
  if (!ctx) {
    const facts = new Map<CardCode, CardFacts>();
    packOf(variant).forEach((code, index) => facts.set(code, Object.freeze({ ...factsOf(variant, chosen, code), index })));
    ctx = Object.freeze({ variant, chosen: [chosen[0], chosen[1]] as const, facts });
    bySecond.set(chosen[1], ctx);
  }
  return ctx;
}

/** A card's facts in this deal, or undefined for anything that is not a card of the variant's pack. */
export const lookupFacts = (ctx: DealContext, code: unknown): CardFacts | undefined => ctx.facts.get(code as CardCode);

/** The facts of a card known to be in the pack (checked at the edge); a card outside it is a bug. */
export function factsFor(ctx: DealContext, code: CardCode): CardFacts {
  const f = lookupFacts(ctx, code);
  if (!f) throw new Error(`${code} is not in the ${ctx.variant.id} pack`);
  return f;
}

/** Strength used to pick the highest of several turn-ups of a chosen suit (ruling highest-turn-up). */
export function strengthOf(ctx: DealContext, code: CardCode): number {
  const { role } = factsFor(ctx, code);
  switch (role.kind) {
    case 'ole':
      return 100 - role.order;
    case 'beater':
      return 90 - role.order;
    case 'seven':
      return 80;
    case 'free-card':
      return 70 - naturalIndex(role.rank);
    default:
      return 50 - naturalIndex(factsFor(ctx, code).rank);
  }
}
