/** A guess at the cards a player cannot see, consistent with all they know: the other hands dealt at random from the unseen cards. */
import { unseenCards, type CardCode, type SeatView } from '../rules/index.ts';
import type { Position } from './playout.ts';
import type { Table } from './table.ts';

/** One sampled deal, from where the view stands: every hand filled in, and a face-down lead guessed too. */
export function sampleDeal(v: SeatView, t: Table, random: () => number): Position {
  const pool = unseenCards(v);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const num = (c: CardCode) => t.index.get(c)!;
  const hands = v.known.map((known, seat) => {
    if (seat === v.seat) return v.hand.map(num);
    const guessed = pool.splice(0, v.handSizes[seat]! - known.length);
    return [...known, ...guessed].map(num);
  });
  const trick = (v.trick?.cards ?? []).map(num);
  // Another player's card face down: any unseen card (it is in no hand).
  if (v.phase === 'turned' && v.faceDown === null) trick.unshift(num(pool.shift()!));
  if (v.phase === 'turned' && v.faceDown !== null) trick.unshift(num(v.faceDown));
  return {
    hands,
    leader: v.trick?.leader ?? (v.toAct as NonNullable<typeof v.toAct>),
    trick,
    won: [v.won[0], v.won[1]],
    played: v.tricks.length,
    marching: v.marching,
  };
}
