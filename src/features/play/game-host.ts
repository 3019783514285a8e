/**
 * The games of the registry beside four-player Knüffeln at the one table (table-model.ts, table-store.svelte.ts): each
 * a host (its deal machine, its link, its bots' seeds), and the coach's weighing of a choice as their bots give it.
 */
import type { GamePoint } from '../../bots/protocol.ts';
import type { TableAct } from '../../rules/index.ts';
import type { TableGameId } from '../../rules/table-ids.ts';
import { makeGameLink, type AnyTableGame } from './game-link.ts';
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

export type GameHost = TableHost<unknown, TableAct, unknown>;
/** The one table's store with a game of the registry on it. */
export type GameStore = TableStore<unknown, TableAct, unknown, GamePoint, readonly GameWeight[], TableGameId>;

/** A game of the registry at the one table: its link, and the bots' seed for a move (the link so far and the seat). */
export const gameHost = (id: string, game: AnyTableGame): GameHost => ({
  game,
  link: (s) => makeGameLink(id, game, s),
  session: (link) => {
    const q = new URLSearchParams(link);
    return q.get('game') === id && q.get('seed') ? `${id}/${q.get('seed')}` : null;
  },
  dealt: (s) => game.start(game.startOf(s)),
  botSeed: (s, seat) => `${makeGameLink(id, game, s)}/${seat}`,
});

/** Every game of a registry as a host, by its id. */
export const gameHosts = <Id extends string>(games: Readonly<Record<Id, { readonly game: AnyTableGame }>>): Readonly<Record<Id, GameHost>> =>
  Object.fromEntries(Object.entries<{ readonly game: AnyTableGame }>(games).map(([id, e]) => [id, gameHost(id, e.game)])) as Record<Id, GameHost>;

/** The one table's store with the games of a registry, opening on a deal of one of them. */
export const gameStore = (
  games: Readonly<Record<TableGameId, { readonly game: AnyTableGame }>>,
  id: TableGameId,
  state: unknown,
  bots: TablePort<unknown, TableAct, unknown, GamePoint, readonly GameWeight[]>,
): GameStore => new TableStore(gameHosts(games), id, state, bots);
