import { isCardCode, isSuit, type CardCode, type Suit } from './cards.ts';
import { refuse, shown, type CardRefusal, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';
import { contextOf, type DealContext } from './roles.ts';
import { isVariantId, packOf, VARIANTS, type Variant, type VariantId } from './variants.ts';

/**
 * The one parse of the chosen suits, first then second: two different suit letters, as a string ("HS",
 * either case) or a list (['H', 'S']). Schemas, share links and the rules all read them through here.
 */
export function parseChosen(value: unknown): Result<readonly [Suit, Suit], RuleError<'bad-chosen'>> {
  const letters = typeof value === 'string' ? [...value.toUpperCase()] : value;
  if (!isChosenPair(letters)) return refuse('bad-chosen', { chosen: shown(value) });
  return ok([letters[0], letters[1]] as const);
}

const isChosenPair = (x: unknown): x is readonly [Suit, Suit] => Array.isArray(x) && x.length === 2 && isSuit(x[0]) && isSuit(x[1]) && x[0] !== x[1];

/** Checks a variant id and two chosen suits at the edge. */
export function parseDealContext(variant: unknown, chosen: unknown): Result<DealContext, RuleError> {
  if (!isVariantId(variant)) return refuse('unknown-variant', { variant: shown(variant) });
  // The same check as parseChosen, without copying the pair: every trick the bench and the bots resolve passes here.
  if (!isChosenPair(chosen)) return refuse('bad-chosen', { chosen: shown(chosen) });
  return ok(contextOf(VARIANTS[variant], chosen));
}

const PACK_SETS = new Map<Variant, ReadonlySet<string>>();
const packSetOf = (v: Variant): ReadonlySet<string> => {
  let set = PACK_SETS.get(v);
  if (!set) PACK_SETS.set(v, (set = new Set(packOf(v))));
  return set;
};

/** Checks one card code against a variant's pack: malformed, or not in the pack, or the card. */
export function lookupCardIn(variant: VariantId, code: unknown): Result<CardCode, CardRefusal> {
  if (!isCardCode(code)) return refuse('bad-card', { card: shown(code) });
  const v = VARIANTS[variant];
  if (!packSetOf(v).has(code)) return refuse('not-in-pack', { card: code, omitted: v.omittedRanks.join('') });
  return ok(code);
}
