/** Two plain players to measure the bots against (npm run bench:bots): one at random, one greedy. They see only their view. */
import { choicesOf, type Action, type CardCode, type SeatView } from '../rules/index.ts';
import { greedyPolicy, holderOf } from './playout.ts';
import { matrixOf } from './matrix.ts';

/** Any legal action, at random: any card, turning, seeing or running, exchanging or not. */
export function randomPlayer(v: SeatView, random: () => number): Action {
  const choices = choicesOf(v);
  return choices[Math.floor(random() * choices.length)]!;
}

/** An exchange offered is taken when what comes is stronger than what goes (an Ole always is); else it is let go. */
export function strongerExchange(v: SeatView): Action {
  const t = matrixOf(v.start.variant, v.chosen);
  const strength = (c: CardCode) => t.strength[t.index.get(c)!]!;
  const o = v.offer!;
  const best = o.options.reduce((a, b) => (strength(b) > strength(a) ? b : a));
  return strength(best) > strength(o.give) ? { type: 'exchange', seat: v.seat, give: o.give, take: best } : { type: 'decline', seat: v.seat };
}

/**
 * The greedy policy at the table: it takes an exchange that brings a stronger card, never turns, always sees a
 * turned card and takes its Jann; it plays by greedyPolicy.
 */
export function greedyPlayer(v: SeatView, random: () => number): Action {
  const seat = v.seat;
  const t = matrixOf(v.start.variant, v.chosen);
  switch (v.phase) {
    case 'exchange':
      return strongerExchange(v);
    case 'turned':
      return { type: 'see', seat };
    case 'march':
      return { type: 'stop', seat };
    default: {
      const hand = v.hand.map((c) => t.index.get(c)!);
      const trick = (v.trick?.cards ?? []).map((c) => t.index.get(c)!);
      const h = holderOf(t, trick);
      const partnerHolds = trick.length > 0 && (v.trick!.leader + h) % 2 === seat % 2;
      return { type: 'play', seat, card: v.hand[greedyPolicy(t, hand, trick, trick.length ? trick[h]! : -1, partnerHolds, random)]! };
    }
  }
}
