/**
 * The choices a sensible player weighs at a family table (bots.md finding 2), which the bots and the coach weigh alone:
 * a game's `sensible` (deal-rules.ts SeatedMachine), given to its machine where the bots take it (`withSensible`), so
 * that the page, which only plays the rules, does not carry it.
 */
import { BANNERS, isFamilyId, type FamilyCard } from '../rules/family-ids.ts';
import { FAMILY } from '../rules/family-games.ts';
import { orderOf } from '../rules/family-read.ts';
import type { FamilyId, FamilyRole } from '../rules/family.ts';
import type { Suit } from '../rules/cards.ts';
import type { AnyMachine } from './seated.ts';

/** How many of its weakest cards a seat weighs laying aside, two at a time. */
const WEAKEST = 5;
/** What a card is that no sensible player lays aside while it has plain cards to spare, or declines in an exchange. */
const LIVE = new Set(['trump', 'beast', 'seven', 'devil', 'free-card']);
const isLive = (role: FamilyRole) => LIVE.has(role.kind) || role.name === 'oberkarniffel' || role.name === 'papst';

/**
 * A family seat's sensible choices (bots.md finding 2): in a pause of the deal (its hand not yet complete) or with one
 * card left, no Spieldrei and no raise it may leave; two cards laid aside only among its weakest, every banner in hand
 * counted a Kaiser (it may yet declare it), and no trump while two plain cards can go; a turn-up that is a trump, a
 * Seven, a free card or a beast is never declined for the Banner.
 */
export function sensibleFamily<A extends { readonly type: string }>(
  id: FamilyId,
  v: { readonly phase: string; readonly chosen: readonly Suit[]; readonly hand: readonly FamilyCard[] },
  choices: readonly A[],
): readonly A[] {
  let out = choices;
  // (with one card left a raise tells nothing the other side need fear: it would fold)
  if (v.phase === 'deal' || v.hand.length < 2) {
    const raises = out.filter((a) => a.type === 'raise') as (A & { by: number })[];
    const calm = out.some((a) => a.type === 'pass');
    const small = Math.min(...raises.map((a) => a.by));
    out = out.filter((a) => a.type !== 'spieldrei' && (a.type !== 'raise' || (!calm && (a as A & { by: number }).by === small)));
  }
  if (!v.chosen.length) return out.length ? out : choices;
  const game = FAMILY[id];
  const ctx = game.context(v.chosen, game.kaisers ? [...BANNERS] : []);
  const role = (c: string) => ctx.facts.get(c)!.role;
  const discards = out.filter((a) => a.type === 'discard') as (A & { cards: readonly string[] })[];
  if (discards.length > 1) {
    const { power } = orderOf(ctx);
    const spare = v.hand.filter((c) => !isLive(role(c)));
    const weak = [...(spare.length >= 2 ? spare : v.hand)].sort((x, y) => power.get(x)! - power.get(y)!).slice(0, WEAKEST);
    const kept = discards.filter((a) => a.cards.every((c) => weak.includes(c as FamilyCard)));
    if (kept.length) out = out.filter((a) => a.type !== 'discard' || kept.includes(a as never));
  }
  const swaps = out.filter((a) => a.type === 'exchange') as (A & { take: string })[];
  if (swaps.some((a) => isLive(role(a.take)))) out = out.filter((a) => a.type !== 'pass');
  return out.length ? out : choices;
}

/** A table game's machine as the bots take it: a family game's with its sensible choices, any other as it is. */
export function withSensible<M extends AnyMachine<unknown, { readonly type: string }, unknown>>(id: string, game: M): M {
  if (!isFamilyId(id)) return game;
  return { ...game, sensible: (v: unknown, choices: readonly { readonly type: string }[]) => sensibleFamily(id, v as never, choices) };
}
