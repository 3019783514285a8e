/** For tests: the rules' own answer to a position, every card known (the solver's known answers come from it). */
import { apply, legalActions, type PlayState, type Side } from '../rules/index.ts';

/** What the position is worth to `side` in the table's stakes, every card known and every seat at its best (only cards laid). */
export function exactly(s: PlayState, side: Side): number {
  if (s.phase === 'over') return (s.result!.winner === side ? 1 : -1) * s.result!.payment.amount;
  const mine = s.toAct % 2 === side;
  let best = mine ? -Infinity : Infinity;
  for (const a of legalActions(s)) {
    if (a.type !== 'play') continue;
    const r = apply(s, a);
    if (!r.ok) continue;
    const v = exactly(r.value, side);
    best = mine ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}
