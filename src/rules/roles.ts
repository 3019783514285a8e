import { naturalIndex, rankOf, suitOf, type CardCode, type Rank, type Suit } from './cards.ts';
import type { BeaterName, OleName, Variant } from './variants.ts';
import { packOf } from './variants.ts';

/** What a card is in a deal with two chosen suits. */
export type Role =
  | { readonly kind: 'ole'; readonly name: OleName; readonly order: number }
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
export const ROLE_KINDS = ['ole', 'beater', 'seven', 'free-card', 'chosen-plain', 'dog', 'unchosen-ace', 'unchosen-court', 'dud'] as const satisfies readonly RoleKind[];

/** The rule of seed 000's "The Play" that says what a led (or holding) card falls to. */
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

/** A variant with its two chosen suits: everything needed to say what each card is. */
export interface DealContext {
  readonly variant: Variant;
  readonly chosen: readonly [Suit, Suit];
  readonly facts: ReadonlyMap<string, CardFacts>;
  /** the same facts, indexed by codeSlot(code) for a lookup without hashing */
  readonly slots: readonly (CardFacts | undefined)[];
  /** a cache the trick resolver fills: one decision per (card, holder) pair */
  readonly decisions: unknown[];
}

/** An array slot for a two-character code; -1 for anything else. */
export const codeSlot = (code: unknown): number =>
  typeof code === 'string' && code.length === 2 ? ((code.charCodeAt(0) & 0x7f) << 7) | (code.charCodeAt(1) & 0x7f) : -1;

/** The facts of a card code, or undefined when it is not a card of this pack. */
export function lookupCard(ctx: DealContext, code: unknown): CardFacts | undefined {
  const slot = codeSlot(code);
  const f = slot < 0 ? undefined : ctx.slots[slot];
  return f !== undefined && f.code === code ? f : undefined;
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
    const order = oleIndex + 1;
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
    return { ...base, role: { kind: 'unchosen-ace' }, guard: ledGuard(variant, 'unchosen-ace', t.A, 'none'), power: { kind: 'own-suit', order: variant.unchosenOrder } };
  }
  const power: Power = natural ? { kind: 'own-suit', order: 'natural' } : NO_POWER;
  if (rank === 'K' || rank === 'Q' || rank === 'J') {
    const rule: LedRule = rank === 'K' ? 'king' : rank === 'Q' ? 'queen' : 'low';
    const threshold = rank === 'K' ? t.K : rank === 'Q' ? t.Q : t.other;
    return { ...base, role: { kind: 'unchosen-court', rank }, guard: ledGuard(variant, rule, threshold, ownSuit), power };
  }
  return { ...base, role: { kind: 'dud', rank }, guard: ledGuard(variant, 'low', t.other, ownSuit), power };
}

/** Contexts by variant, first and second chosen suit: built once, looked up without allocating. */
const CONTEXTS = new Map<string, Map<string, Map<string, DealContext>>>();

/** The context for a variant and two different chosen suits (trusted input; parse at the edge first). */
export function contextOf(variant: Variant, chosen: readonly [Suit, Suit]): DealContext {
  let byFirst = CONTEXTS.get(variant.id);
  if (!byFirst) CONTEXTS.set(variant.id, (byFirst = new Map()));
  let bySecond = byFirst.get(chosen[0]);
  if (!bySecond) byFirst.set(chosen[0], (bySecond = new Map()));
  let ctx = bySecond.get(chosen[1]);
  if (!ctx) {
    const facts = new Map<string, CardFacts>();
    const slots: (CardFacts | undefined)[] = new Array(1 << 14).fill(undefined);
    packOf(variant).forEach((code, index) => {
      const f = Object.freeze({ ...factsOf(variant, chosen, code), index });
      facts.set(code, f);
      slots[codeSlot(code)] = f;
    });
    ctx = { variant, chosen: [chosen[0], chosen[1]], facts, slots, decisions: new Array(64 * 65).fill(undefined) };
    bySecond.set(chosen[1], ctx);
  }
  return ctx;
}

export function factsFor(ctx: DealContext, code: CardCode): CardFacts {
  const f = ctx.facts.get(code);
  if (!f) throw new Error(`${code} is not in the ${ctx.variant.id} pack`);
  return f;
}

export const roleOf = (ctx: DealContext, code: CardCode): Role => factsFor(ctx, code).role;
export const isOle = (ctx: DealContext, code: CardCode): boolean => factsFor(ctx, code).role.kind === 'ole';
export const isChosen = (ctx: DealContext, code: CardCode): boolean =>
  !isOle(ctx, code) && ctx.chosen.includes(suitOf(code));

/** Beater order index of a rank (1 = Ace), 0 if the rank is not a beater. */
export const beaterRankOrder = (ctx: DealContext, rank: Rank): number => beaterOrder(ctx.variant, rank);

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
