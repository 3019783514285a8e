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

/** The moves a player weighs longer than a card (issue 46): a lead turned face down, and seeing or running from one. */
const WEIGHTY = new Set(['turn', 'see', 'run']);

/**
 * What a bot waits more once its move is decided, when the move is one it would weigh (a turn, a see, a run): so that
 * the whole pause is at least twice the longest routine card's. Nothing where there was no pause ("Bots play at once").
 */
export function pauseAfter(action: { readonly type: string }, pause: number): number {
  if (pause === 0 || !WEIGHTY.has(action.type)) return 0;
  return Math.max(0, 2 * (PAUSE.think + PAUSE.spread) - pause);
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
