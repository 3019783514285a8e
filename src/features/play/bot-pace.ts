/**
 * The pace the bots keep at either table, by one rule: a person's pause before each move (or none with "Bots play at
 * once"); a test may set one pace for the tab instead, in milliseconds a move, under `PACE_KEY` in the tab's storage,
 * so that a whole deal plays at a known speed (issue 44: the table that keeps still is measured at 100 ms).
 */
import { randomFrom } from '../../rules/index.ts';

export const PACE_KEY = 'knuffeln.play.pace';

/** A person's pauses, in milliseconds: a trick just taken is left to be seen; a move with no choice is quick; else a think of its own length. */
export const PAUSE = { afterTrick: 1600, obvious: 350, think: 700, spread: 400 } as const;

/** The pause before a bot's move: after a trick taken, for a move with no choice, or a think whose length the seed picks. */
export function pauseFor(afterTrick: boolean, obvious: boolean, seed: string): number {
  if (afterTrick) return PAUSE.afterTrick;
  return obvious ? PAUSE.obvious : PAUSE.think + Math.floor(randomFrom(`${seed}/pause`)() * PAUSE.spread);
}

/** The pause a bot waits: the tab's pace where one is set, else its own (none stays none). */
export function paced(pause: number): number {
  if (pause === 0) return 0;
  try {
    const pace = Number(sessionStorage.getItem(PACE_KEY) ?? '');
    return Number.isFinite(pace) && pace > 0 ? pace : pause;
  } catch {
    return pause;
  }
}
