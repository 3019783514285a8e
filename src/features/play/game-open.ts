/**
 * Which deal the table opens with, from the page's address: the deal a link holds; as far as a link's moves go, with
 * the move the rules refused named; or a fresh deal of the game an address names (at the table size it asks for, where
 * the game is dealt at it), or of the first game. A bare address (a game and no seed) opens without a word of trouble.
 */
import type { TableGameEntry } from '../../rules/table-games.ts';
import { readGameLink, type AnyTableGame, type LinkRefusal } from './game-link.ts';

export interface Opened {
  readonly id: string;
  readonly state: unknown;
  /** what the address got wrong, to be said above the table; null when nothing */
  readonly problem: LinkRefusal | null;
}

/** A fresh deal of a game: its first deal at that table size (the usual one when none is asked), from a new seed. */
export function freshDeal(game: AnyTableGame, seats: number | undefined, seed: string): unknown {
  return game.start(game.first(seats !== undefined && game.tables.includes(seats) ? seats : game.tables[0]!, seed));
}

export function openTable(games: Readonly<Record<string, Pick<TableGameEntry, 'game'>>>, search: string, seed: string): Opened {
  const machines = Object.fromEntries(Object.entries(games).map(([id, e]) => [id, e.game])) as Record<string, AnyTableGame>;
  const q = new URLSearchParams(search);
  const read = readGameLink(machines, search);
  if (read.ok) return { id: read.value.id, state: read.value.state, problem: null };
  const named = q.get('game') ?? '';
  const id = Object.hasOwn(games, named) ? named : Object.keys(games)[0]!;
  const problem = !q.has('seed') && read.error.code === 'bad-start' ? null : read.error;
  if (problem?.code === 'bad-move') return { id, state: problem.state, problem };
  return { id, state: freshDeal(machines[id]!, Number(q.get('seats')), seed), problem };
}
