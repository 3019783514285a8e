/**
 * The games of the registry beside four-player Knüffeln at the one table (table-model.ts, table-store.svelte.ts): each
 * a host (its deal machine, its link, its bots' seeds), and the coach's weighing of a choice as their bots give it.
 */
import type { GamePoint } from '../../bots/protocol.ts';
import type { TableAct, TableSeats } from '../../rules/index.ts';
import type { TableGameId } from '../../rules/table-ids.ts';
import { makeGameLink } from './game-link.ts';
import type { TableHost } from './table-model.ts';
import { TableStore, type TablePort } from './table-store.svelte.ts';

/** A choice weighed for the coach's hint: what it is worth to the seat in the game's stakes, and how often it ends ahead. */
export interface GameWeight {
  readonly action: TableAct;
  readonly worth: number;
  readonly ahead: number;
  /** how far the weighing may be off about it against the best choice (0 for the best) */
  readonly margin: number;
}

/** The one table's store with a game of the registry on it, its state, actions and views of the game's own types. */
export type GameStore<S, A extends TableAct, V, Id extends string = TableGameId> = TableStore<S, A, V, GamePoint, readonly GameWeight[], Id>;
/** The other games' bots behind the one table's port, for the game on the table (table-kit.ts workerGames; a test passes its own). */
export type GamePort<S, A extends TableAct, V> = TablePort<S, A, V, GamePoint, readonly GameWeight[]>;

/** A game of the registry at the one table: its link, and the bots' seed for a move (the link so far and the seat). */
export const gameHost = <S, A extends TableAct, V>(id: string, game: TableSeats<S, A, V>): TableHost<S, A, V> => ({
  game,
  link: (s) => makeGameLink(id, game, s),
  session: (link) => {
    const q = new URLSearchParams(link);
    return q.get('game') === id && q.get('seed') ? `${id}/${q.get('seed')}` : null;
  },
  dealt: (s) => game.start(game.startOf(s)),
  botSeed: (s, seat) => `${makeGameLink(id, game, s)}/${seat}`,
});

/** The one table's store with one game of the registry (choosing another opens the page afresh), on a deal of it. */
export function gameStore<Id extends string, S, A extends TableAct, V>(
  id: Id,
  game: TableSeats<S, A, V>,
  state: S,
  bots: GamePort<S, A, V>,
): GameStore<S, A, V, Id> {
  const hosts = { [id]: gameHost(id, game) } as Record<Id, TableHost<S, A, V>>;
  return new TableStore(hosts, id, state, bots);
}
