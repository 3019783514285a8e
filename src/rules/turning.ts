import { endAfter, type Outcome, type Side } from './deal-end.ts';
import type { Variant } from './variants.ts';

/** What a side on lead knows when it thinks of turning. */
export interface TurnSide {
  readonly tricksWon: number;
  /** its turns the other side has accepted so far */
  readonly turnsMade: number;
}

/** May the side on lead turn (drehen) now? eaton-2021, Drehen und Sehen; Hattstedt; Early 20th century versions. */
export function mayTurn(variant: Variant, side: TurnSide): boolean {
  switch (variant.drehen) {
    case 'any-lead':
      return true;
    case 'none':
      return false;
    case 'after-two-and-four':
      return (side.turnsMade === 0 && side.tricksWon >= 2) || (side.turnsMade === 1 && side.tricksWon >= 4);
  }
}

/** How a deal ended, as far as the turns go: running from a turn made during a march is a case of its own. */
export type TurnCase = Outcome | 'ran-in-march';

/** The most accepted turns each way of ending can come with; null where it cannot happen at all. */
export type TurnLimits = Readonly<Record<TurnCase, number | null>>;

const LIMITS = new Map<Variant, Map<number, TurnLimits>>();

/**
 * The most accepted turns a deal can have for each way it ends, found by playing out every order of
 * trick winners and every turn that mayTurn allows. With five players side 0 is the dealer playing alone.
 */
export function turnLimits(variant: Variant, players: 4 | 5): TurnLimits {
  let byPlayers = LIMITS.get(variant);
  if (!byPlayers) LIMITS.set(variant, (byPlayers = new Map<number, TurnLimits>()));
  let limits = byPlayers.get(players);
  if (!limits) byPlayers.set(players, (limits = searchLimits(variant, players)));
  return limits;
}

function searchLimits(variant: Variant, players: 4 | 5): TurnLimits {
  const best: Record<TurnCase, number | null> = { game: null, jann: null, march: null, 'failed-march': null, ran: null, 'ran-in-march': null };
  const note = (c: TurnCase, turns: number) => {
    best[c] = Math.max(best[c] ?? 0, turns);
  };
  const seen = new Set<number>();
  /** At the lead of trick `t`: tricks won and turns made per side, the side on lead, the side marching. */
  const lead = (t: number, won: readonly [number, number], made: readonly [number, number], leader: Side, marching: Side | null) => {
    // (a number: each count is at most nine, one per trick)
    const key = ((((t * 10 + won[0]) * 10 + won[1]) * 10 + made[0]) * 10 + made[1]) * 6 + leader * 3 + (marching ?? 2);
    if (seen.has(key)) return;
    seen.add(key);
    if (mayTurn(variant, { tricksWon: won[leader], turnsMade: made[leader] })) {
      note(marching !== null ? 'ran-in-march' : 'ran', made[0] + made[1]);
      const more: [number, number] = [made[0], made[1]];
      more[leader]++;
      play(t, won, more, marching);
    }
    play(t, won, made, marching);
  };
  const play = (t: number, won: readonly [number, number], made: readonly [number, number], marching: Side | null) => {
    for (const side of [0, 1] as const) {
      const after: [number, number] = [won[0], won[1]];
      after[side]++;
      const end = endAfter(players, after, t + 1, side, marching);
      if (end) note(end, made[0] + made[1]);
      // After a Jann the winners may go on for the march, leading to the next trick.
      if (!end || end === 'jann') lead(t + 1, after, made, side, end === 'jann' ? side : marching);
    }
  };
  // With five, the player second to the dealer's right, one of the four, leads the first trick.
  for (const first of players === 5 ? ([1] as const) : ([0, 1] as const)) lead(0, [0, 0], [0, 0], first, null);
  return best;
}
