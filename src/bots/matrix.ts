/**
 * A deal's cards as small numbers, for playing many deals out fast: which card takes which (the rules module's
 * verdict, asked once per pair) and how strong each card is. Made once per variant and chosen suits.
 */
import { dealContext, factsFor, playTrick, strengthOf, type CardCode, type DealContext, type Suit, type VariantId } from '../rules/index.ts';

export interface CardMatrix {
  readonly ctx: DealContext;
  /** card number → code, and back */
  readonly codes: readonly CardCode[];
  readonly index: ReadonlyMap<CardCode, number>;
  /** takes[c * n + h]: card c, played to a trick that h holds, takes it */
  readonly takes: Uint8Array;
  /** how strong a card is (rules module's order: Olen, beaters, the Seven, free cards, then by rank) */
  readonly strength: Int16Array;
  readonly n: number;
}

const MATRICES = new Map<string, CardMatrix>();

export function matrixOf(variant: VariantId, chosen: readonly [Suit, Suit]): CardMatrix {
  const key = `${variant} ${chosen.join('')}`;
  let t = MATRICES.get(key);
  if (t) return t;
  const ctx = dealContext({ start: { variant }, chosen });
  const codes = [...ctx.facts.keys()];
  const n = codes.length;
  const facts = codes.map((c) => factsFor(ctx, c));
  const takes = new Uint8Array(n * n);
  // Who holds a trick decides nothing else: a card takes it from its holder or not (src/rules/trick.ts).
  for (let c = 0; c < n; c++) for (let h = 0; h < n; h++) if (c !== h) takes[c * n + h] = playTrick(ctx, [facts[h]!, facts[c]!]).winner === 1 ? 1 : 0;
  t = { ctx, codes, index: new Map(codes.map((c, i) => [c, i])), takes, strength: Int16Array.from(codes.map((c) => strengthOf(ctx, c))), n };
  MATRICES.set(key, t);
  return t;
}
