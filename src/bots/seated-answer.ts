/** The worker's answers for the games beside four-player Knüffeln (loaded there on first use): a bot's move, or the coach's weighing. */
import { randomFrom, type Strength } from '../rules/index.ts';
import { TABLE_GAMES } from '../rules/table-games.ts';
import { decideSeated, SEATED, weighSeated, type SeatedWeight } from './seated.ts';

type Act = { readonly type: string; readonly seat: number };

export interface GameQuestion {
  readonly game: string;
  readonly seat: number;
  readonly view: unknown;
  readonly strength: Strength;
  readonly seed: string;
}

const machineOf = (game: string) => {
  const entry = Object.hasOwn(TABLE_GAMES, game) ? TABLE_GAMES[game as keyof typeof TABLE_GAMES] : undefined;
  if (!entry) throw new Error(`no such game: ${game}`);
  return entry.game;
};

export const decideGame = (q: GameQuestion): Act => decideSeated(machineOf(q.game), q.view, q.seat, randomFrom(q.seed), SEATED[q.strength]);
export const weighGame = (q: GameQuestion): SeatedWeight<Act>[] => weighSeated(machineOf(q.game), q.view, q.seat, randomFrom(q.seed), SEATED[q.strength]);

/** One of the learner's moves that cost the most, by the club bot's weighing from the learner's view then. */
export interface GamePoint {
  /** the move's place in the deal, counted from 1 */
  readonly at: number;
  readonly made: Act;
  readonly better: Act;
  /** what the move was worth to the seat, and the better one, in the game's stakes */
  readonly worth: readonly [number, number];
}

/** The coach's look back at a finished deal of one of these games: the seat's costliest moves (at most three), in the deal's order. */
export function reviewGame(q: { readonly game: string; readonly seat: number; readonly state: unknown; readonly seed: string }): GamePoint[] {
  const m = machineOf(q.game);
  const actions = m.actionsOf(q.state);
  let s = m.start(m.startOf(q.state));
  const points: (GamePoint & { cost: number })[] = [];
  actions.forEach((a, i) => {
    if (a.seat === q.seat && m.legalActions(s).length > 1) {
      const weights = weighSeated(m, m.viewOf(s, q.seat), q.seat, randomFrom(`${q.seed}/${i}`), SEATED.club);
      const made = weights.find((w) => JSON.stringify(w.action) === JSON.stringify(a));
      const best = weights[0]!;
      // A tenth of the stake's unit or less is no mistake: the samples cannot tell the two apart.
      if (made && best.worth - made.worth > 0.1)
        points.push({ at: i + 1, made: a, better: best.action, worth: [made.worth, best.worth], cost: best.worth - made.worth });
    }
    const next = m.apply(s, a);
    if (next.ok) s = next.value;
  });
  return points
    .sort((x, y) => y.cost - x.cost)
    .slice(0, 3)
    .sort((x, y) => x.at - y.at)
    .map(({ at, made, better, worth }) => ({ at, made, better, worth }));
}
