import type { CardCode, Suit } from './cards.ts';
import { challenge, guardRuling, type ReasonKey } from './beats.ts';
import { refuse, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';
import { lookupCardIn, parseDealContext } from './deal-context.ts';
import { lookupFacts, type CardFacts, type DealContext, type Role } from './roles.ts';
import { maxTrickOf, type VariantId } from './variants.ts';
import { runTrick, type ContestDecision, type LeadDecision, type TrickStep } from './game.ts';

export interface TrickInput {
  readonly variant: VariantId;
  readonly chosen: readonly [Suit, Suit];
  readonly cards: readonly CardCode[];
}

/** One card of the trick, in play order, as data: the words come from the message catalog (the one kind of step, game.ts). */
export type Step = TrickStep<CardCode, Role, ReasonKey, ReasonParams>;

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

/** Decisions for each (card, holder) pair of a context are made once and shared by every step. */
const DECISIONS = new WeakMap<DealContext, (KDecision | undefined)[]>();
const LEADS = new WeakMap<CardFacts, LeadDecision<ReasonParams>>();

type KDecision = ContestDecision<ReasonKey, ReasonParams>;

function lead(c: CardFacts): LeadDecision<ReasonParams> {
  let d = LEADS.get(c);
  if (!d) {
    d = Object.freeze<LeadDecision<ReasonParams>>({
      outcome: 'leads',
      reason: { key: 'leads', params: { card: c.code, against: null, guard: c.guard } },
      ruling: guardRuling(c),
    });
    LEADS.set(c, d);
  }
  return d;
}

function decide(ctx: DealContext, cache: (KDecision | undefined)[], c: CardFacts, h: CardFacts): KDecision {
  const key = c.index * 64 + h.index;
  let d = cache[key];
  if (!d) {
    const verdict = challenge(ctx, c, h);
    d = Object.freeze({
      outcome: verdict.takes ? 'takes' : 'stays',
      reason: { key: verdict.reason, params: { card: c.code, against: h.code, guard: h.guard } },
      ruling: verdict.ruling ?? (verdict.takes ? guardRuling(h) : null),
    });
    cache[key] = d;
  }
  return d;
}

/** Resolves a checked trick (the deal's play asks here, past its own edge): the one step loop with Knüffeln's decisions. */
export function playTrick(ctx: DealContext, cards: readonly CardFacts[]): TrickResult {
  let cache = DECISIONS.get(ctx);
  if (!cache) DECISIONS.set(ctx, (cache = new Array<KDecision | undefined>(64 * 64).fill(undefined)));
  const memo = cache;
  return runTrick(
    cards,
    () => lead(cards[0]!),
    (i, h) => decide(ctx, memo, cards[i]!, cards[h]!),
  );
}
