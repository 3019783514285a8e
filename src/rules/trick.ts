import type { CardCode, Suit } from './cards.ts';
import { challenge, guardRuling, type ReasonKey } from './beats.ts';
import { refuse, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';
import { lookupCardIn, parseDealContext } from './deal-context.ts';
import { lookupFacts, type CardFacts, type DealContext, type Role } from './roles.ts';
import type { RulingId } from './rulings.ts';
import { maxTrickOf, type VariantId } from './variants.ts';
import { isFamilyId } from './family-ids.ts';
import type { FamilyTrickInput, FamilyTrickResult } from './family.ts';
import { resolveFamilyTrick } from './family-trick.ts';

export interface TrickInput {
  readonly variant: VariantId;
  readonly chosen: readonly [Suit, Suit];
  readonly cards: readonly CardCode[];
}

/** One card of the trick, in play order, as data: the words come from the message catalog. */
export interface Step {
  readonly card: CardCode;
  readonly role: Role;
  /** leads the trick, takes it from the card holding it, or stays below it */
  readonly outcome: 'leads' | 'takes' | 'stays';
  /** index of the card holding the trick when this one was played (null for the lead) */
  readonly against: number | null;
  /** the rule that decides, with the facts the sentence needs */
  readonly reason: { readonly key: ReasonKey; readonly params: ReasonParams };
  /** the ruling that decided, where the sources are silent */
  readonly ruling: RulingId | null;
  /** index of the card holding the trick after this one */
  readonly holder: number;
}

export interface ReasonParams {
  readonly card: CardCode;
  /** the card this one was played against */
  readonly against: CardCode | null;
  /** what takes the trick from the decisive card: the lead's own guard, or the holder's */
  readonly guard: CardFacts['guard'];
}

export interface TrickResult {
  /** index of the winning card in play order */
  readonly winner: number;
  readonly steps: readonly Step[];
}

/** Checks a trick at the edge; past it, the cards are known to be in the pack and distinct. */
function parseTrick(input: unknown): Result<{ ctx: DealContext; cards: readonly CardFacts[] }, RuleError> {
  if (typeof input !== 'object' || input === null) return refuse('bad-input');
  const { variant, chosen, cards } = input as Record<string, unknown>;
  const parsed = parseDealContext(variant, chosen);
  if (!parsed.ok) return parsed;
  if (!Array.isArray(cards)) return refuse('bad-input');
  if (cards.length === 0) return refuse('empty-trick');
  const ctx = parsed.value;
  const max = maxTrickOf(ctx.variant);
  if (cards.length > max) return refuse('too-many-cards', { count: cards.length, max });
  const facts: CardFacts[] = [];
  for (let i = 0; i < cards.length; i++) {
    const f = lookupFacts(ctx, cards[i]);
    if (!f) {
      const why = lookupCardIn(ctx.variant.id, cards[i]);
      return refuse(why.ok ? 'bad-card' : why.error.code, { ...(why.ok ? {} : why.error.params), index: i });
    }
    for (let j = 0; j < i; j++) if (facts[j] === f) return refuse('duplicate-card', { card: f.code, index: i });
    facts.push(f);
  }
  return ok({ ctx, cards: facts });
}

/** Who takes a trick of Knüffeln, and why, card by card. Never throws. The islands of the course ask here. */
export function resolveKnueffelnTrick(input: unknown): Result<TrickResult, RuleError> {
  const parsed = parseTrick(input);
  if (!parsed.ok) return parsed;
  return ok(playTrick(parsed.value.ctx, parsed.value.cards));
}

/**
 * Who takes the trick, and why, card by card, in any of the games: the four Knüffeln tables or the family's
 * Karnöffel, Karniffel and Kaiserspiel (which take one or two chosen suits, and Kaiserspiel its declared Kaisers).
 * Never throws.
 */
export function resolveTrick(input: TrickInput): Result<TrickResult, RuleError>;
export function resolveTrick(input: FamilyTrickInput): Result<FamilyTrickResult, RuleError>;
export function resolveTrick(input: unknown): Result<TrickResult | FamilyTrickResult, RuleError>;
export function resolveTrick(input: unknown): Result<TrickResult | FamilyTrickResult, RuleError> {
  if (typeof input === 'object' && input !== null) {
    const { variant } = input as Record<string, unknown>;
    if (isFamilyId(variant)) return resolveFamilyTrick(variant, input as Record<string, unknown>);
  }
  return resolveKnueffelnTrick(input);
}

type Decision = Pick<Step, 'outcome' | 'reason' | 'ruling'>;

/** Decisions for each (card, holder) pair of a context are made once and shared by every step. */
const DECISIONS = new WeakMap<DealContext, (Decision | undefined)[]>();
const LEAD = 64 * 64;

function decide(ctx: DealContext, cache: (Decision | undefined)[], c: CardFacts, h: CardFacts | null): Decision {
  const key = h ? c.index * 64 + h.index : LEAD + c.index;
  let d = cache[key];
  if (!d) {
    if (!h) {
      d = { outcome: 'leads', reason: { key: 'leads', params: { card: c.code, against: null, guard: c.guard } }, ruling: guardRuling(c) };
    } else {
      const verdict = challenge(ctx, c, h);
      d = {
        outcome: verdict.takes ? 'takes' : 'stays',
        reason: { key: verdict.reason, params: { card: c.code, against: h.code, guard: h.guard } },
        ruling: verdict.ruling ?? (verdict.takes ? guardRuling(h) : null),
      };
    }
    cache[key] = Object.freeze(d);
  }
  return d;
}

/** Resolves a checked trick (the deal's play asks here, past its own edge). */
export function playTrick(ctx: DealContext, cards: readonly CardFacts[]): TrickResult {
  let cache = DECISIONS.get(ctx);
  if (!cache) DECISIONS.set(ctx, (cache = new Array<Decision | undefined>(LEAD + 64).fill(undefined)));
  const lead = cards[0]!;
  const first = decide(ctx, cache, lead, null);
  const steps: Step[] = [{ card: lead.code, role: lead.role, outcome: first.outcome, against: null, reason: first.reason, ruling: first.ruling, holder: 0 }];
  let holder = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    const d = decide(ctx, cache, c, cards[holder]!);
    const against = holder;
    if (d.outcome === 'takes') holder = i;
    steps.push({ card: c.code, role: c.role, outcome: d.outcome, against, reason: d.reason, ruling: d.ruling, holder });
  }
  return { winner: holder, steps };
}
