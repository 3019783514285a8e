/** Playing a deal's remaining tricks out fast, every hand known: the bots' way of looking ahead, one sampled deal at a time. */
import { endAfter, type Outcome, type Seat, type Side } from '../rules/index.ts';
import type { CardMatrix } from './matrix.ts';

/** A deal in the middle of its play, every hand filled in (cards as numbers of the table). */
export interface Position {
  readonly hands: number[][];
  leader: Seat;
  /** the cards of the trick so far, from the leader */
  trick: number[];
  readonly won: [number, number];
  played: number;
  marching: Side | null;
}

/**
 * Which card of the hand a player lays (its place in the hand), knowing the trick so far: the card that holds it and
 * whether the partner laid it. A playout's policy may also look at the other hands of the sampled deal (`p`).
 */
export type Policy = (
  t: CardMatrix,
  hand: readonly number[],
  trick: readonly number[],
  holder: number,
  partnerHolds: boolean,
  random: () => number,
  p?: Position,
  seat?: number,
) => number;

/**
 * A plain greedy player: lead the strongest card; play low when the partner holds the trick; else play the lowest
 * card that takes it, or the lowest card.
 */
export const greedyPolicy: Policy = (t, hand, trick, holder, partnerHolds) => {
  const s = t.strength;
  let best = 0;
  if (trick.length === 0) {
    for (let i = 1; i < hand.length; i++) if (s[hand[i]!]! > s[hand[best]!]!) best = i;
    return best;
  }
  let lowest = 0;
  for (let i = 1; i < hand.length; i++) if (s[hand[i]!]! < s[hand[lowest]!]!) lowest = i;
  if (partnerHolds) return lowest;
  let taker = -1;
  for (let i = 0; i < hand.length; i++) {
    const c = hand[i]!;
    if (t.takes[c * t.n + holder] && (taker < 0 || s[c]! < s[hand[taker]!]!)) taker = i;
  }
  return taker >= 0 ? taker : lowest;
};

/** No opponent still to play in this trick holds a card that takes `card`, in the sampled hands. */
function safe(t: CardMatrix, p: Position, seat: number, card: number): boolean {
  for (let k = ((seat - p.leader + 4) % 4) + 1; k < 4; k++) {
    const other = (p.leader + k) % 4;
    if (other % 2 === seat % 2) continue;
    for (const d of p.hands[other]!) if (t.takes[d * t.n + card]) return false;
  }
  return true;
}

/**
 * A player who sees the sampled deal's hands: lead the lowest card no opponent can take, else the lowest card; when
 * the partner's card is safe, play low; else take with the lowest card that stays safe, else play the lowest card.
 * The bots play their samples out with it (determinized, each sample is a deal with every card known).
 */
export const seeingPolicy: Policy = (t, hand, trick, holder, partnerHolds, random, p, seat) => {
  if (!p || seat === undefined) return greedyPolicy(t, hand, trick, holder, partnerHolds, random);
  const s = t.strength;
  const order = hand.map((_, i) => i).sort((a, b) => s[hand[a]!]! - s[hand[b]!]!);
  const lowest = order[0]!;
  // Leading, the opponents are all still to play.
  if (trick.length === 0) {
    const saved = p.leader;
    p.leader = seat as Seat;
    const i = order.find((j) => safe(t, p, seat, hand[j]!));
    p.leader = saved;
    return i ?? lowest;
  }
  if (partnerHolds && safe(t, p, seat, holder)) return lowest;
  const i = order.find((j) => t.takes[hand[j]! * t.n + holder] && safe(t, p, seat, hand[j]!));
  return i ?? lowest;
};

export interface Ending {
  readonly outcome: Exclude<Outcome, 'ran'>;
  /** the side that is paid */
  readonly side: Side;
  readonly won: readonly [number, number];
  /** the side that took the first trick finished in the playout */
  readonly first?: Side;
}

/** Who holds the trick so far: its place in the trick. */
export function holderOf(t: CardMatrix, trick: readonly number[]): number {
  let h = 0;
  for (let i = 1; i < trick.length; i++) if (t.takes[trick[i]! * t.n + trick[h]!]) h = i;
  return h;
}

/**
 * Plays the position to the end of the deal with one policy for every seat (it changes the position). A Jann is
 * taken, not played on for the march, unless a side is marching already.
 */
export function playOut(t: CardMatrix, p: Position, policy: Policy, random: () => number): Ending {
  let first: Side | undefined;
  for (;;) {
    while (p.trick.length < 4) {
      const seat = (p.leader + p.trick.length) % 4;
      const hand = p.hands[seat]!;
      const h = p.trick.length ? holderOf(t, p.trick) : 0;
      const i = policy(t, hand, p.trick, p.trick.length ? p.trick[h]! : -1, p.trick.length > 0 && (p.leader + h) % 2 === seat % 2, random, p, seat);
      p.trick.push(hand[i]!);
      hand[i] = hand[hand.length - 1]!;
      hand.pop();
    }
    const taker = ((p.leader + holderOf(t, p.trick)) % 4) as Seat;
    const side = (taker % 2) as Side;
    first ??= side;
    p.won[side]++;
    p.played++;
    p.leader = taker;
    p.trick = [];
    const end = endAfter(4, p.won, p.played, side, p.marching);
    // The side that took the last trick is the side paid: it won the deal, the Jann or the march, or broke the march.
    if (end) return { outcome: end, side, won: p.won, first };
  }
}

/** The side that takes the trick being played, its other cards laid by the policy (it changes the position). */
export function finishTrick(t: CardMatrix, p: Position, policy: Policy, random: () => number): Side {
  while (p.trick.length < 4) {
    const seat = (p.leader + p.trick.length) % 4;
    const hand = p.hands[seat]!;
    const h = holderOf(t, p.trick);
    const i = policy(t, hand, p.trick, p.trick[h]!, (p.leader + h) % 2 === seat % 2, random, p, seat);
    p.trick.push(hand[i]!);
    hand.splice(i, 1);
  }
  return ((p.leader + holderOf(t, p.trick)) % 2) as Side;
}

/**
 * The rest of the deal solved exactly, every hand known (one sampled deal): each seat plays the card best for its side,
 * `score` valuing an ending for `side`. For the last few tricks only: it tries every order of the cards left. Any position
 * within a trick will do, a complete trick included: it is taken first, and its taker leads next.
 */
export function solve(t: CardMatrix, p: Position, side: Side, score: (e: Ending) => number, alpha = -Infinity, beta = Infinity): number {
  if (p.trick.length === 4) return taken(t, p, side, score, alpha, beta);
  const seat = (p.leader + p.trick.length) % 4;
  const hand = p.hands[seat]!;
  const mine = seat % 2 === side;
  let best = mine ? -Infinity : Infinity;
  for (let i = 0; i < hand.length; i++) {
    const card = hand[i]!;
    hand.splice(i, 1);
    p.trick.push(card);
    const value = solve(t, p, side, score, alpha, beta);
    p.trick.pop();
    hand.splice(i, 0, card);
    if (mine ? value > best : value < best) best = value;
    if (mine) alpha = Math.max(alpha, value);
    else beta = Math.min(beta, value);
    if (alpha >= beta) break;
  }
  return best;
}

/** A complete trick taken: the ending's score when the deal ends with it, else the rest solved with its taker to lead (the position is put back). */
function taken(t: CardMatrix, p: Position, side: Side, score: (e: Ending) => number, alpha: number, beta: number): number {
  const { leader, trick } = p;
  const taker = ((leader + holderOf(t, trick)) % 4) as Seat;
  const won = (taker % 2) as Side;
  p.won[won]++;
  p.played++;
  const end = endAfter(4, p.won, p.played, won, p.marching);
  let value: number;
  if (end) value = score({ outcome: end, side: won, won: p.won });
  else {
    p.leader = taker;
    p.trick = [];
    value = solve(t, p, side, score, alpha, beta);
  }
  p.leader = leader;
  p.trick = trick;
  p.won[won]--;
  p.played--;
  return value;
}
