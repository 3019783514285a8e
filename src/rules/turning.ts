import type { Variant } from './variants.ts';

/** How a deal can end. */
export const OUTCOMES = ['game', 'jann', 'march', 'failed-march', 'ran'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const isOutcome = (x: unknown): x is Outcome => typeof x === 'string' && (OUTCOMES as readonly string[]).includes(x);

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

/** Tricks in a deal: nine. */
const TRICKS = 9;

function searchLimits(variant: Variant, players: 4 | 5): TurnLimits {
  const need = [players === 5 ? 4 : 5, 5] as const;
  const best: Record<TurnCase, number | null> = { game: null, jann: null, march: null, 'failed-march': null, ran: null, 'ran-in-march': null };
  const note = (c: TurnCase, turns: number) => {
    best[c] = Math.max(best[c] ?? 0, turns);
  };
  const seen = new Set<string>();
  /** At the lead of trick `t`: tricks won and turns made per side, the side on lead, the side marching (or -1). */
  const lead = (t: number, won: readonly [number, number], made: readonly [number, number], leader: 0 | 1, marching: -1 | 0 | 1) => {
    const key = `${t} ${won.join()} ${made.join()} ${leader} ${marching}`;
    if (seen.has(key)) return;
    seen.add(key);
    const accepted = made[0] + made[1];
    if (mayTurn(variant, { tricksWon: won[leader], turnsMade: made[leader] })) {
      note(marching >= 0 ? 'ran-in-march' : 'ran', accepted);
      const more: [number, number] = [made[0], made[1]];
      more[leader]++;
      play(t, won, more, marching);
    }
    play(t, won, made, marching);
  };
  const play = (t: number, won: readonly [number, number], made: readonly [number, number], marching: -1 | 0 | 1) => {
    const accepted = made[0] + made[1];
    for (const side of [0, 1] as const) {
      const after: [number, number] = [won[0], won[1]];
      after[side]++;
      if (marching >= 0) {
        if (side !== marching) note('failed-march', accepted);
        else if (t + 1 === TRICKS) note('march', accepted);
        else lead(t + 1, after, made, side, marching);
      } else if (after[side] >= need[side]) {
        const jann = after[side] === t + 1;
        note(jann ? 'jann' : 'game', accepted);
        if (jann) lead(t + 1, after, made, side, side);
      } else lead(t + 1, after, made, side, -1);
    }
  };
  lead(0, [0, 0], [0, 0], 0, -1);
  lead(0, [0, 0], [0, 0], 1, -1);
  return best;
}
