// How well and how fast the seated bot (src/bots/seated.ts) plays every game the Play table deals beside four-player
// Knüffeln (issue 28): per game and table, seeded deals each played twice, the bots at one set of seats and random legal
// players at the others, then the other way round (so the cards' luck cancels); the money is what the bots' seats were
// paid, per player per deal, in the game's stakes, with a 95 % interval over the pairs; then each game's p95 decision
// time at the club strength. Run: npm run bench:bots (it runs this first); GAMES_DEALS=100 for a quicker look.
import { decideSeated, SEATED } from '../src/bots/seated.ts';
import { randomFrom } from '../src/rules/shuffle.ts';
import type { TableStart } from '../src/rules/deal-rules.ts';
import type { AnyTableGame } from '../src/features/play/game-link.ts';
import { BENCH_ROWS, type BenchRow } from './bench-games-rows.ts';

const DEALS = Number(process.env.GAMES_DEALS ?? 100);

interface Measured {
  readonly money: number[];
  readonly times: number[];
  readonly wins: number;
}

/** One deal: the seats in `bots` play by the club bot, the others at random; what each seat was paid, and the bots' decision times. */
function playDeal(
  game: AnyTableGame,
  start: TableStart,
  bots: (state: unknown) => readonly number[],
  seed: string,
  times: number[],
  force?: string,
): readonly number[] {
  let s = game.start(start);
  const random = randomFrom(seed);
  for (let moves = 0; game.toAct(s) !== null; moves++) {
    if (moves > 2000) throw new Error(`${seed}: the deal did not end`);
    const seat = game.toAct(s)!;
    const choices = game.legalActions(s);
    let action = choices[Math.floor(random() * choices.length)]!;
    const forced = force ? choices.find((a) => a.type === force) : undefined;
    if (forced) action = forced;
    else if (bots(s).includes(seat)) {
      const t0 = performance.now();
      action = decideSeated(game, game.viewOf(s, seat), seat, randomFrom(`${seed}/${moves}`), SEATED.club);
      if (choices.length > 1) times.push(performance.now() - t0);
    }
    const next = game.apply(s, action);
    if (!next.ok) throw new Error(`${seed}: a bot's action was refused`);
    s = next.value;
  }
  return game.paid(s);
}

/**
 * A row: its deals with the bots at the row's seats (`ours`) and random players at the others; then, for a row of two
 * sides, the same deal with the bots at the others' seats (`theirs`), the pair's mean being one sample. A row of seats
 * unlike the others' (the lone dealer, or the four against a dealer) is played a second time by random players only,
 * for what random play makes in those seats.
 */
export function measure(row: BenchRow, deals = DEALS): Measured & { readonly baseline: number } {
  const money: number[] = [];
  const times: number[] = [];
  let wins = 0;
  let baseline = 0;
  const mean = (paid: readonly number[], seats: readonly number[]) => (seats.length ? seats.reduce((n, seat) => n + paid[seat]!, 0) / seats.length : 0);
  for (let i = 0; i < deals; i++) {
    const start: TableStart = { seats: row.seats, seed: `bench-games-${row.name}-${i}`, dealNo: i, dealer: i % row.seats };
    const ours = (s: unknown) => row.ours(row.game, s);
    const theirs = (s: unknown) => row.theirs(row.game, s);
    const a = playDeal(row.game, start, ours, `${start.seed}/a`, times, row.force);
    const seats = ours(row.game.start(start));
    if (mean(a, seats) > 0) wins++;
    if (row.swap) {
      const b = playDeal(row.game, start, theirs, `${start.seed}/b`, [], row.force);
      money.push((mean(a, seats) + mean(b, theirs(row.game.start(start)))) / 2);
    } else {
      money.push(mean(a, seats));
      baseline +=
        mean(
          playDeal(row.game, start, () => [], `${start.seed}/a`, []),
          seats,
        ) / deals;
    }
  }
  return { money, times, wins, baseline };
}

const signed = (x: number, digits = 2) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;

export function report(rows: readonly BenchRow[] = BENCH_ROWS, deals = DEALS): boolean {
  let allMet = true;
  const started = performance.now();
  for (const row of rows) {
    const { money, times, wins, baseline } = measure(row, deals);
    const mean = money.reduce((x, y) => x + y, 0) / money.length;
    const sd = Math.sqrt(money.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, money.length - 1));
    const margin = (1.96 * sd) / Math.sqrt(money.length);
    const sorted = [...times].sort((x, y) => x - y);
    const p95 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]! : 0;
    const met = mean - margin > (row.swap ? 0 : baseline) && p95 <= 100;
    allMet &&= met;
    console.log(
      `${row.name}: ${signed(mean)} ${row.unit} a deal per player (95 % interval ± ${margin.toFixed(2)}${row.swap ? '' : `; random players there: ${signed(baseline)}`}), ahead in ${Math.round((100 * wins) / deals)} % of deals; club p95 ${p95.toFixed(1)} ms over ${times.length} decisions; goal (clearly positive, p95 ≤ 100 ms) ${met ? 'met' : 'NOT met'}`,
    );
  }
  console.log(`${deals} seeded deals per row, each played twice with the seats swapped (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  return allMet;
}

if (import.meta.url === `file://${process.argv[1]}`) report();
