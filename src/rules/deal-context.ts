import { isCardCode, isSuit, type CardCode, type Suit } from './cards.ts';
import { challenge } from './beats.ts';
import { refuse, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';
import { contextOf, factsFor, type CardFacts, type DealContext } from './roles.ts';
import { isVariantId, packOf, VARIANTS, type VariantId } from './variants.ts';

/** Checks a variant id and two chosen suits at the edge. */
export function parseDealContext(variant: unknown, chosen: unknown): Result<DealContext, RuleError> {
  if (!isVariantId(variant)) return refuse('unknown-variant', { variant: String(variant) });
  if (!Array.isArray(chosen) || chosen.length !== 2 || !isSuit(chosen[0]) || !isSuit(chosen[1]) || chosen[0] === chosen[1]) {
    return refuse('bad-chosen');
  }
  return ok(contextOf(VARIANTS[variant], [chosen[0] as Suit, chosen[1] as Suit]));
}

export interface CardDescription {
  readonly facts: CardFacts;
  /** cards that take the trick from this one while it holds it (for a led card: what beats the lead) */
  readonly beatenBy: readonly CardCode[];
  /** cards this one takes the trick from when played after them, had they been holding it */
  readonly beats: readonly CardCode[];
}

/** Checks one card code against a variant's pack: malformed, or not in the pack, or the card. */
export function lookupCardIn(variant: VariantId, code: unknown): Result<CardCode, RuleError> {
  if (!isCardCode(code)) return refuse('bad-card', { card: String(code) });
  const v = VARIANTS[variant];
  if (!packOf(v).includes(code)) return refuse('not-in-pack', { card: code, omitted: v.omittedRanks.join('') });
  return ok(code);
}

/** "What is this card in this deal, and what can beat it?" */
export function describeCard(ctx: DealContext, code: CardCode): CardDescription {
  const facts = factsFor(ctx, code);
  const beatenBy: CardCode[] = [];
  const beats: CardCode[] = [];
  for (const other of packOf(ctx.variant)) {
    if (other === code) continue;
    const o = factsFor(ctx, other);
    if (challenge(ctx, o, facts).takes) beatenBy.push(other);
    if (challenge(ctx, facts, o).takes) beats.push(other);
  }
  return { facts, beatenBy, beats };
}
