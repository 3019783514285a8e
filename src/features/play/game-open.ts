/**
 * Which deal the table opens with, from the page's address: the deal a link holds; as far as a link's moves go, with
 * the move the rules refused named; or a fresh deal of the game an address names (at the table size it asks for, where
 * the game is dealt at it), or of the first game. A bare address (a game and no seed) opens without a word of trouble.
 * The page names its game first (gameIdOf); from then on one game is on the table, its state of its own type.
 */
import { makeGameLink, readGameLink, type LinkProblem, type LinkRefusal } from './game-link.ts';
import type { TableLinks } from './table-links.ts';
import type { TableAct, TableSeats } from '../../rules/index.ts';

export interface Opened<S> {
  readonly state: S;
  /** what the address got wrong, to be said above the table; null when nothing */
  readonly problem: LinkRefusal<S> | null;
}

/** The game an address names, or the first of the games where it names none of them. */
export const gameIdOf = <Id extends string>(ids: readonly [Id, ...Id[]], search: string): Id => {
  const named = new URLSearchParams(search).get('game');
  return ids.find((id) => id === named) ?? ids[0];
};

/** A fresh deal of a game: its first deal at that table size (the usual one when none is asked), from a new seed. */
export function freshDeal<S, A extends TableAct, V>(game: TableSeats<S, A, V>, seats: number | undefined, seed: string): S {
  return game.start(game.first(seats !== undefined && game.tables.includes(seats) ? seats : game.tables[0]!, seed));
}

/** The deal an address holds for the game `id` (gameIdOf): a link of another game is said to name an unknown one. */
export function openTable<S, A extends TableAct, V>(id: string, game: TableSeats<S, A, V>, search: string, seed: string): Opened<S> {
  const q = new URLSearchParams(search);
  const read = readGameLink(id, game, search);
  if (read.ok) return { state: read.value, problem: null };
  const problem = !q.has('seed') && read.error.code === 'bad-start' ? null : read.error;
  if (problem?.code === 'bad-move' && problem.state !== undefined) return { state: problem.state, problem };
  return { state: freshDeal(game, Number(q.get('seats')), seed), problem };
}

/** The other games' links (?game=…), the Play table's second format (table-links.ts), for the game on the table: no talk and no move shown; each problem by its code. */
export function gameLinks<Id extends string, S, A extends TableAct, V>(id: Id, game: TableSeats<S, A, V>): TableLinks<S, Id, LinkProblem> {
  return {
    read(search, seed) {
      const { state, problem } = openTable(id, game, search, seed);
      return {
        id,
        state,
        talk: [],
        at: null,
        problems: problem ? [problem.at === undefined ? { code: problem.code } : { code: problem.code, at: problem.at }] : [],
      };
    },
    write: (_, whole) => makeGameLink(id, game, whole),
  };
}
