/** How a deal ends: the tricks each side needs, the Jann, the march. eaton-2021, The Play; Five-Player Knüffeln. */

/** How a deal can end. */
export const OUTCOMES = ['game', 'jann', 'march', 'failed-march', 'ran'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const isOutcome = (x: unknown): x is Outcome => typeof x === 'string' && (OUTCOMES as readonly string[]).includes(x);

/** Tricks in a deal: one for each of the nine cards in a hand. */
export const TRICKS = 9;

/** The two sides; with five players side 0 is the dealer playing alone. */
export type Side = 0 | 1;
/** The other side. */
export const otherSide = (side: Side): Side => (side === 0 ? 1 : 0);

/** Tricks a side needs: five, or four for the dealer playing alone in the five-player game. */
export const tricksNeeded = (players: 4 | 5, side: 'dealer' | 'team'): number => (players === 5 && side === 'dealer' ? 4 : 5);

const needOf = (players: 4 | 5, side: Side): number => tricksNeeded(players, players === 5 && side === 0 ? 'dealer' : 'team');

/**
 * What the trick just won by `side` does to a deal still open: `tricks` counts it already and `played`
 * is the tricks so far. A side going for the march (`marching`) fails at its first lost trick and wins
 * the march at `marchLength`; otherwise the first side to its tricks wins a game, or a Jann if it lost
 * none. Null: the deal goes on. After a Jann the winners may still go on for the march.
 */
export function endAfter(
  players: 4 | 5,
  tricks: readonly [number, number],
  played: number,
  side: Side,
  marching: Side | null,
  marchLength = TRICKS,
): Exclude<Outcome, 'ran'> | null {
  if (marching !== null) return side !== marching ? 'failed-march' : played >= marchLength ? 'march' : null;
  if (tricks[side] < needOf(players, side)) return null;
  return tricks[side] === played ? 'jann' : 'game';
}
