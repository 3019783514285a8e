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
