import { suitOf, type CardCode, type Suit } from './cards.ts';
import { refuse, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';
import { contextOf, factsFor, strengthOf } from './roles.ts';
import type { RulingId } from './rulings.ts';
import type { Variant } from './variants.ts';

/** At most this many turn-ups: four of one suit throws the deal in. */
export const MAX_TURN_UPS = 4;

export type TurnUpOutcome =
  | {
      readonly kind: 'chosen';
      /** the first and the second chosen suit */
      readonly chosen: readonly [Suit, Suit];
      /** every card turned, in order */
      readonly turned: readonly CardCode[];
      /** turn-ups left face up for exchange, per chosen suit (first, second) */
      readonly kept: readonly [readonly CardCode[], readonly CardCode[]];
      readonly rulings: readonly RulingId[];
    }
  | { readonly kind: 'throw-in'; readonly turned: readonly CardCode[] };

/**
 * Turns cards until a second suit shows (eaton-2021, "The Deal and Exchange"). A repeated suit turns the
 * next card; four of one suit throws the deal in.
 */
export function turnUpChosenSuits(variant: Variant, turned: readonly CardCode[]): Result<TurnUpOutcome, RuleError> {
  if (turned.length === 0) return refuse('too-few-turn-ups', { count: 0 });
  const first = suitOf(turned[0]!);
  for (let i = 1; i < MAX_TURN_UPS; i++) {
    const card = turned[i];
    if (card === undefined) return refuse('too-few-turn-ups', { count: i });
    if (suitOf(card) === first) continue;
    const chosen = [first, suitOf(card)] as const;
    const used = turned.slice(0, i + 1);
    const ctx = contextOf(variant, chosen);
    const rulings: RulingId[] = [];
    if (used.some((c) => factsFor(ctx, c).role.kind === 'ole')) rulings.push('turn-up-suit');
    let firstKept = used.slice(0, i);
    if (variant.turnUpsKept === 'highest' && firstKept.length > 1) {
      firstKept = [firstKept.reduce((a, b) => (strengthOf(ctx, b) > strengthOf(ctx, a) ? b : a))];
      rulings.push('highest-turn-up');
    }
    return ok({ kind: 'chosen', chosen, turned: used, kept: [firstKept, [card]], rulings });
  }
  return ok({ kind: 'throw-in', turned: turned.slice(0, MAX_TURN_UPS) });
}
