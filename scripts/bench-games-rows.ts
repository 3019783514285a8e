// The rows of the games bench (bench-games.ts): each game and table the Play table deals beside four-player Knüffeln,
// and whose seats the bots take.
import type { AnyTableGame } from '../src/features/play/game-link.ts';

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
}

export const BENCH_ROWS: readonly BenchRow[] = [];
