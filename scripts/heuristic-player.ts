// A simple, sensible player of the family games, for the bench (issue 46; bots.md finding 2 describes the review's own):
// it decides from its seat's view alone, asking the rules only for its legal choices and who would hold the trick after
// a card. It leads the cheapest card no outstanding card takes, else its lowest; takes a trick the other side holds with
// the cheapest card that does, else throws its lowest; under a partner's trick lays its lowest card that leaves it
// there. It declares every banner, lays aside its two weakest cards, marks a raise of three with two strong cards (else
// one), calls Spieldrei with three strong cards before the first trick or one trick short leading a sure winner (never
// before its hand is complete), accepts an offer unless a rough chance makes folding cheaper, takes a turn-up for the
// Banner when it is stronger, and never concedes.
import { readSeat } from '../src/rules/family-read.ts';
import type { FamilyView } from '../src/rules/family-deal.ts';
import type { FamilyId } from '../src/rules/family.ts';
import type { CardCode, TableAct, TableGame } from '../src/rules/index.ts';
import { choicesOfFive, type FiveView } from '../src/rules/five-view.ts';
import { nextInPlay, sideOfFive, type FiveAction } from '../src/rules/five.ts';
import { matrixOf } from '../src/bots/matrix.ts';
import { greedyPolicy, holderOf } from '../src/bots/playout.ts';

type Act = TableAct & { readonly card?: string; readonly by?: number; readonly cards?: readonly string[]; readonly give?: string; readonly take?: string };

const lowest = <A>(list: readonly A[], value: (a: A) => number): A => list.reduce((b, a) => (value(a) < value(b) ? a : b));

/** The heuristic's move at a family game, from its view. */
export function heuristicMove(game: TableGame<unknown, TableAct, unknown>, id: FamilyId, view: unknown): TableAct {
  const v = view as FamilyView;
  const choices = game.choices(view) as readonly Act[];
  if (choices.length === 1) return choices[0]!;
  const r = readSeat(id, v);
  const strong = r.strong.length;
  const of = (type: string) => choices.filter((a) => a.type === type);
  const plays = of('play');
  const seat = v.seat;
  if (plays.length) {
    const p = (a: Act) => r.power(a.card!);
    const side = seat % 2;
    const leading = r.holder === null;
    // Spieldrei one trick short, leading a sure winner (its hand is complete by the first lead).
    const needed = game.rules.end.kind === 'tricks' ? game.rules.end.needed : Math.ceil(game.rules.end.of / 2);
    if (leading && of('spieldrei').length && v.won[side] === needed - 1 && plays.some((a) => r.sure(a.card!))) return of('spieldrei')[0]!;
    if (leading) {
      const sure = plays.filter((a) => r.sure(a.card!));
      return lowest(sure.length ? sure : plays, p);
    }
    if (r.holder % 2 === side) {
      const under = plays.filter((a) => r.after(a.card!) === r.holder);
      return lowest(under.length ? under : plays, p);
    }
    const takers = plays.filter((a) => r.after(a.card!) % 2 === side);
    return lowest(takers.length ? takers : plays, p);
  }
  const table = game.table(view);
  const first = (...types: string[]) => types.map(of).find((l) => l.length)?.[0];
  if (of('declare').length) return of('declare')[0]!;
  const accept = first('accept');
  if (accept && table.answer) {
    // A rough chance from the count of strong cards: a quarter of a hand is strong on average.
    const p = Math.min(0.95, Math.max(0.05, 0.5 + 0.15 * (strong - v.hand.length / 4)));
    return (2 * p - 1) * table.answer.accept >= -table.answer.refuse ? accept : (first('fold') ?? accept);
  }
  const raises = of('raise');
  if (raises.length) {
    const big = raises.find((a) => a.by === 3);
    if (big && strong >= 2 && v.phase !== 'deal') return big;
    return first('pass') ?? lowest(raises, (a) => a.by!);
  }
  if (of('spieldrei').length && v.phase !== 'deal' && v.tricks.length === 0 && !v.trick && strong >= 3) return of('spieldrei')[0]!;
  const discards = of('discard');
  if (discards.length) return lowest(discards, (a) => a.cards!.reduce((n, c) => n + r.power(c), 0));
  const swaps = of('exchange');
  if (swaps.length) {
    const best = swaps.reduce((b, a) => (r.power(a.take!) - r.power(a.give!) > r.power(b.take!) - r.power(b.give!) ? a : b));
    return r.power(best.take!) > r.power(best.give!) ? best : (first('pass') ?? best);
  }
  return first('pass') ?? choices.find((a) => a.type !== 'concede' && a.type !== 'fold') ?? choices[0]!;
}

/**
 * At Knüffeln for five, the greedy policy of src/bots/baselines.ts, as issue 46 asks: it takes a turn-up for a Ten when
 * it is stronger, always sees a turned card, stops at its Jann, and plays by greedyPolicy (its own side's trick kept
 * cheaply, the other side's taken with the cheapest card that does). What the dealer does is the bench's to say.
 */
export function greedyFive(v: FiveView, random: () => number): FiveAction {
  const choices = choicesOfFive(v);
  if (choices.length === 1) return choices[0]!;
  const t = matrixOf(v.start.variant, v.chosen);
  const strength = (c: CardCode) => t.strength[t.index.get(c)!]!;
  const seat = v.seat;
  const of = (type: FiveAction['type']) => choices.filter((a) => a.type === type);
  if (v.phase === 'exchange') {
    const offers = of('exchange') as (FiveAction & { give: CardCode; take: CardCode })[];
    const best = offers.length ? offers.reduce((a, b) => (strength(b.take) > strength(a.take) ? b : a)) : null;
    return best && strength(best.take) > strength(best.give) ? best : (of('decline')[0] ?? choices[0]!);
  }
  if (v.phase === 'turned') return of('see')[0] ?? choices[0]!;
  if (v.phase === 'march') return of('stop')[0] ?? choices[0]!;
  const plays = of('play') as (FiveAction & { card: CardCode })[];
  if (!plays.length) return choices[0]!;
  const hand = v.hand.map((c) => t.index.get(c)!);
  const trick = (v.trick?.cards ?? []).map((c) => t.index.get(c)!);
  const h = holderOf(t, trick);
  let holder = v.trick?.leader ?? seat;
  for (let i = 0; i < h; i++) holder = nextInPlay(v, holder, v.tricks.length);
  const partnerHolds = trick.length > 0 && sideOfFive(v, holder) === sideOfFive(v, seat);
  const card = v.hand[greedyPolicy(t, hand, trick, trick.length ? trick[h]! : -1, partnerHolds, random)]!;
  return plays.find((a) => a.card === card) ?? plays[0]!;
}
