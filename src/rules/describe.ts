import type { CardCode } from './cards.ts';
import { challenge } from './beats.ts';
import { factsFor, type CardFacts, type DealContext } from './roles.ts';
import { packOf } from './variants.ts';

export interface CardDescription {
  readonly facts: CardFacts;
  /** cards that take the trick from this one while it holds it (for a led card: what beats the lead) */
  readonly beatenBy: readonly CardCode[];
  /** cards this one takes the trick from when played after them, had they been holding it */
  readonly beats: readonly CardCode[];
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
