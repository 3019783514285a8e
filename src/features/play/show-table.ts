/**
 * Brings the table and the learner's whole hand (or a looked-through deal's steps) onto the screen when either is off it (a phone at large text, a new
 * deal, a question while the page was scrolled elsewhere): the page scrolls just far enough that the hand's last row
 * is in view, and never so far that the table's top leaves the screen while both fit; where they cannot both fit, the
 * hand comes first. When both are in view nothing moves (issue 44: the table keeps still).
 */
export function showTable(root: HTMLElement | undefined): void {
  const table = root?.querySelector('.table')?.getBoundingClientRect();
  // a deal looked through: its steps under the table, rather than the hand
  const hand = (root?.querySelector('.replay') ?? root?.querySelector('.hand'))?.getBoundingClientRect();
  if (!table || !hand) return;
  const bottom = hand.bottom + 8;
  if (table.top >= 0 && bottom <= innerHeight) return;
  const fits = bottom - table.top <= innerHeight;
  scrollBy({ top: fits && table.top < 0 ? table.top : bottom - innerHeight, behavior: 'instant' });
}

/**
 * Counts the room a hand keeps (issue 44): the most cards it has held since its deal (`deal`, any value naming it)
 * began, so that a laid card's place stays, empty and unseen, and nothing below the hand moves.
 */
export function handRoom(): (deal: unknown, ...counts: number[]) => number {
  let at: unknown;
  let most = 0;
  return (deal, ...counts) => {
    if (deal !== at) [at, most] = [deal, 0];
    return (most = Math.max(most, ...counts));
  };
}

/**
 * Keeps the hand's order as it was shown in its deal (`deal`, any value naming it; issue 44): a card laid leaves its
 * neighbours where they were, and a card taken for one given (an exchange, cards laid aside for others) lies where the
 * given one lay, so no other card moves. A new deal, or any other change (a deal looked through backwards), shows the
 * hand in its own order (`sorted`).
 */
export function keptOrder<C>(): (deal: unknown, sorted: readonly C[]) => readonly C[] {
  let at: unknown;
  let shown: readonly C[] = [];
  return (deal, sorted) => {
    if (deal !== at) [at, shown] = [deal, []];
    const fresh = sorted.filter((c) => !shown.includes(c));
    const kept = shown.filter((c) => sorted.includes(c));
    let k = 0;
    // (as many taken as given, and some kept: each taken card where a given one lay)
    return (shown = !fresh.length
      ? kept
      : kept.length && fresh.length === shown.length - kept.length
        ? shown.map((c) => (sorted.includes(c) ? c : fresh[k++]!))
        : sorted);
  };
}
