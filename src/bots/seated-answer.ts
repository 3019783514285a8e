/** The worker's answers for the games beside four-player Knüffeln (loaded there on first use): a bot's move, or the coach's weighing. */
import { randomFrom, type TableView, type TableAct } from '../rules/index.ts';
import type { GamePoint, Strength } from './protocol.ts';
import { anyTableGame, TABLE_GAMES } from '../rules/table-games.ts';
import { isCostly } from './spread.ts';
import { withSensible } from './sensible.ts';
import { COACH, decideSeated, SEATED, weighSeated, type SeatedWeight } from './seated.ts';

export interface GameQuestion {
  readonly game: string;
  readonly seat: number;
  readonly view: unknown;
  readonly strength: Strength;
  readonly seed: string;
}

const entryOf = (game: string) => {
  const entry = Object.hasOwn(TABLE_GAMES, game) ? anyTableGame(game as keyof typeof TABLE_GAMES) : undefined;
  if (!entry) throw new Error(`no such game: ${game}`);
  return entry;
};
/** the game's machine as the bots take it: with a family game's sensible choices (sensible.ts) */
const machineOf = (game: string) => withSensible(game, entryOf(game).game);

export const decideGame = (q: GameQuestion): TableAct => decideSeated(machineOf(q.game), q.view, q.seat, randomFrom(q.seed), SEATED[q.strength]);
/** The coach's hint: the seat's choices weighed by the coach's weighing (COACH), best first. */
export const weighGame = (q: GameQuestion): SeatedWeight<TableAct>[] => weighSeated(machineOf(q.game), q.view, q.seat, randomFrom(q.seed), COACH);

/** The cards a seat has seen at this moment: its hand, cards it has looked at, and every card face up. */
function seenBy(view: TableView): Set<string> {
  return new Set<string>([...view.hand, ...(view.looked ?? []), ...view.faceUp.map((f) => f.card)]);
}

/**
 * The coach's look back at a finished deal of one of these games: the seat's costliest moves (at most three), in the
 * deal's order. Each move is weighed as the hint weighed it then (the hint's seed, `${seed}/${move}`), from the seat's
 * view; a move counts only when its cost exceeds the weighing's margin and a twentieth of a game. A move made before the
 * seat had seen cards it was still to be dealt (a call in a pause of the dealing) is never blamed: nothing it knew then
 * could justify the other choice.
 */
export function reviewGame(q: { readonly game: string; readonly seat: number; readonly state: unknown; readonly seed: string }): GamePoint[] {
  const entry = entryOf(q.game);
  const m = machineOf(q.game);
  const game = entry.unit === 'cent' ? 10 : 1;
  const actions = m.actionsOf(q.state);
  // The deal's states before each move, and the cards the seat held at any time after each.
  const states: unknown[] = [m.start(m.startOf(q.state))];
  actions.forEach((a) => {
    const next = m.apply(states.at(-1), a);
    states.push(next.ok ? next.value : states.at(-1));
  });
  const heldFrom: Set<string>[] = states.map(() => new Set());
  for (let i = states.length - 1; i >= 0; i--) {
    const later = i + 1 < states.length ? heldFrom[i + 1]! : new Set<string>();
    heldFrom[i] = new Set([...later, ...m.table(m.viewOf(states[i], q.seat)).hand]);
  }
  const points: (GamePoint & { cost: number })[] = [];
  actions.forEach((a, i) => {
    const s = states[i];
    if (a.seat !== q.seat || m.legalActions(s).length < 2) return;
    const view = m.viewOf(s, q.seat);
    const seen = seenBy(m.table(view));
    if ([...heldFrom[i + 1]!].some((c) => !seen.has(c))) return;
    const weights = weighSeated(m, view, q.seat, randomFrom(`${q.seed}/${i}`), COACH, a);
    const made = weights.find((w) => JSON.stringify(w.action) === JSON.stringify(a));
    const best = weights[0]!;
    if (made && isCostly(best.worth - made.worth, made.margin, game))
      points.push({ at: i, made: a, better: best.action, worth: [made.worth, best.worth], margin: made.margin, cost: best.worth - made.worth });
  });
  return points
    .sort((x, y) => y.cost - x.cost)
    .slice(0, 3)
    .sort((x, y) => x.at - y.at)
    .map(({ at, made, better, worth, margin }) => ({ at, made, better, worth, margin }));
}
