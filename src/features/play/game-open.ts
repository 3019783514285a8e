/**
 * Which deal the table opens with, from the page's address: the deal a link holds; as far as a link's moves go, with
 * the move the rules refused named; or a fresh deal of the game an address names (at the table size it asks for, where
 * the game is dealt at it), or of the first game. A bare address (a game and no seed) opens without a word of trouble.
 */
import type { TableGameEntry } from '../../rules/table-games.ts';
import { makeGameLink, readGameLink, type AnyTableGame, type LinkProblem, type LinkRefusal } from './game-link.ts';
import type { TableLinks } from './table-links.ts';

export interface Opened<Id extends string = string> {
  readonly id: Id;
  readonly state: unknown;
  /** what the address got wrong, to be said above the table; null when nothing */
  readonly problem: LinkRefusal | null;
}

/** A fresh deal of a game: its first deal at that table size (the usual one when none is asked), from a new seed. */
export function freshDeal(game: AnyTableGame, seats: number | undefined, seed: string): unknown {
  return game.start(game.first(seats !== undefined && game.tables.includes(seats) ? seats : game.tables[0]!, seed));
}

export function openTable<Id extends string>(games: Readonly<Record<Id, Pick<TableGameEntry, 'game'>>>, search: string, seed: string): Opened<Id> {
  const machines: Readonly<Record<string, AnyTableGame>> = Object.fromEntries(
    Object.entries<Pick<TableGameEntry, 'game'>>(games).map(([id, e]) => [id, e.game]),
  );
  const ids = Object.keys(games).filter((id): id is Id => Object.hasOwn(games, id));
  const q = new URLSearchParams(search);
  const read = readGameLink(machines, search);
  const known = (x: string) => ids.find((id) => id === x);
  // (a link read names a game of the registry: the machines are its games)
  if (read.ok) return { id: known(read.value.id) ?? ids[0]!, state: read.value.state, problem: null };
  const id = known(q.get('game') ?? '') ?? ids[0]!;
  const problem = !q.has('seed') && read.error.code === 'bad-start' ? null : read.error;
  if (problem?.code === 'bad-move') return { id, state: problem.state, problem };
  return { id, state: freshDeal(machines[id]!, Number(q.get('seats')), seed), problem };
}

/** The other games' links (?game=…), the Play table's second format (table-links.ts): no talk and no move shown; each problem by its code. */
export function gameLinks<Id extends string>(games: Readonly<Record<Id, Pick<TableGameEntry, 'game'>>>): TableLinks<unknown, Id, LinkProblem> {
  return {
    read(search, seed) {
      const { id, state, problem } = openTable(games, search, seed);
      return {
        id,
        state,
        talk: [],
        at: null,
        problems: problem ? [problem.at === undefined ? { code: problem.code } : { code: problem.code, at: problem.at }] : [],
      };
    },
    write: (id, whole) => makeGameLink(id, games[id].game, whole),
  };
}
