/**
 * The pace the bots keep at either table. Each bot waits the pause its table gives it (a person's, or none with "Bots
 * play at once"); a test may set one pace for the tab instead, in milliseconds a move, under `PACE_KEY` in the tab's
 * storage, so that a whole deal plays at a known speed (issue 44: the table that keeps still is measured at 100 ms).
 */
export const PACE_KEY = 'knuffeln.play.pace';

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
