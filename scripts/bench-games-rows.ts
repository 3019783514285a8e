// The rows of the games bench (bench-games.ts): each game and table the Play table deals beside four-player Knüffeln,
// and whose seats the bots take.
import type { TableAct, TableGame } from '../src/rules/index.ts';

/** Any game at the table, with its bots' parts. */
export type AnyTableGame = TableGame<unknown, TableAct, unknown>;
import { anyTableGame, TABLE_GAME_IDS } from '../src/rules/table-games.ts';
import { withSensible } from '../src/bots/sensible.ts';

export interface BenchRow {
  readonly name: string;
  readonly game: AnyTableGame;
  readonly seats: number;
  /** the unit of the game's stakes, for the report */
  readonly unit: string;
  /** the bots' seats in a deal (asked of its state as it stands: a side can form during the deal) */
  readonly ours: (game: AnyTableGame, state: unknown) => readonly number[];
  /** the seats the bots take when the deal is played again the other way round */
  readonly theirs: (game: AnyTableGame, state: unknown) => readonly number[];
  /** two sides alike: the deal is played again with the bots on the other side */
  readonly swap: boolean;
  /** a choice made for whoever faces it, bot or random (the five-player dealer plays alone: the lone dealer's game is measured) */
  readonly force?: string;
}

const dealerOf = (game: AnyTableGame, s: unknown) => game.startOf(s).dealer;
const all = (n: number) => Array.from({ length: n }, (_, seat) => seat);

export const BENCH_ROWS: readonly BenchRow[] = TABLE_GAME_IDS.flatMap((id): BenchRow[] => {
  // the machine as the bots take it: a family game's with its sensible choices
  const { game: played, unit } = anyTableGame(id);
  const game = withSensible(id, played);
  const units = unit === 'cent' ? 'cents' : 'points';
  if (id === 'knueffeln-5')
    // The lone dealer against four random players, and four bots against a random lone dealer.
    return [
      { name: `${id}: the lone dealer`, game, seats: 5, unit: units, ours: (g, s) => [dealerOf(g, s)], theirs: () => [], swap: false, force: 'alone' },
      {
        name: `${id}: the four against a lone dealer`,
        game,
        seats: 5,
        unit: units,
        ours: (g, s) => all(5).filter((x) => x !== dealerOf(g, s)),
        theirs: () => [],
        swap: false,
        force: 'alone',
      },
    ];
  return game.tables.map((seats) => ({
    name: `${id} at ${seats}`,
    game,
    seats,
    unit: units,
    ours: () => all(seats).filter((x) => x % 2 === 0),
    theirs: () => all(seats).filter((x) => x % 2 === 1),
    swap: true,
  }));
});
