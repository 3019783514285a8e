// How well and how fast the seated bot (src/bots/seated.ts) plays every game the Play table deals beside four-player
// Knüffeln (issue 28): per game and table, seeded deals each played twice, the bots at one set of seats and random legal
// players at the others, then the other way round (so the cards' luck cancels); the money is what the bots' seats were
// paid, per player per deal, in the game's stakes, with a 95 % interval over the pairs; then each game's p95 decision
// time at the club strength. Run: npm run bench:bots (it runs this first); GAMES_DEALS=100 for a quicker look;
// GAMES_ONLY and GAMES_THREADS as `report` says.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { decideSeated, SEATED } from '../src/bots/seated.ts';
import { randomFrom, type TableStart } from '../src/rules/index.ts';
import { BENCH_ROWS, type AnyTableGame, type BenchRow } from './bench-games-rows.ts';

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

/** What a row's deals from..to gave: the money per deal (or pair), the decision times, the deals ahead, random play's total. */
interface Part extends Measured {
  readonly baseline: number;
}

/**
 * A row's deals from..to: each with the bots at the row's seats (`ours`) and random players at the others; then, for a
 * row of two sides, the same deal with the bots at the others' seats (`theirs`), the pair's mean being one sample. A row
 * of seats unlike the others' (the lone dealer, or the four against a dealer) is played a second time by random players
 * only, for what random play makes in those seats (its sum in `baseline`).
 */
export function measure(row: BenchRow, from: number, to: number): Part {
  const money: number[] = [];
  const times: number[] = [];
  let wins = 0;
  let baseline = 0;
  const mean = (paid: readonly number[], seats: readonly number[]) => (seats.length ? seats.reduce((n, seat) => n + paid[seat]!, 0) / seats.length : 0);
  for (let i = from; i < to; i++) {
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
      baseline += mean(
        playDeal(row.game, start, () => [], `${start.seed}/a`, []),
        seats,
      );
    }
  }
  return { money, times, wins, baseline };
}

const signed = (x: number, digits = 2) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;

/** A row's deals shared among `threads` worker threads (each deal's seeds are its own, so the split changes nothing). */
async function measured(k: number, deals: number, threads: number): Promise<Part> {
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, t) => {
      const work = { row: k, from: Math.floor((deals * t) / threads), to: Math.floor((deals * (t + 1)) / threads) };
      return new Promise<Part>((resolve, reject) => {
        const w = new Worker(new URL(import.meta.url), { workerData: work });
        w.once('message', resolve);
        w.once('error', reject);
      });
    }),
  );
  return {
    money: parts.flatMap((p) => p.money),
    times: parts.flatMap((p) => p.times),
    wins: parts.reduce((n, p) => n + p.wins, 0),
    baseline: parts.reduce((n, p) => n + p.baseline, 0),
  };
}

/**
 * Prints each row and whether it meets its goal: money clearly positive (the interval above zero, and above what
 * random players make in those seats) and p95 ≤ 100 ms. GAMES_ONLY=pattern: only the rows whose name matches it;
 * GAMES_THREADS=N: N worker threads (default 1).
 */
export async function report(deals = DEALS): Promise<boolean> {
  const only = process.env.GAMES_ONLY;
  const threads = Math.max(1, Number(process.env.GAMES_THREADS ?? 1));
  let allMet = true;
  const started = performance.now();
  for (const [k, row] of BENCH_ROWS.entries()) {
    if (only && !new RegExp(only).test(row.name)) continue;
    const part = await measured(k, deals, threads);
    const { money, times, wins } = part;
    const baseline = part.baseline / deals;
    const mean = money.reduce((x, y) => x + y, 0) / money.length;
    const sd = Math.sqrt(money.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, money.length - 1));
    const margin = (1.96 * sd) / Math.sqrt(money.length);
    const sorted = [...times].sort((x, y) => x - y);
    const p95 = sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))]! : 0;
    const met = mean - margin > (row.swap ? 0 : Math.max(0, baseline)) && p95 <= 100;
    allMet &&= met;
    console.log(
      `${row.name}: ${signed(mean)} ${row.unit} a deal per player (95 % interval ± ${margin.toFixed(2)}${row.swap ? '' : `; random players there: ${signed(baseline)}`}), ahead in ${Math.round((100 * wins) / deals)} % of deals; club p95 ${p95.toFixed(1)} ms over ${times.length} decisions; goal (clearly positive, p95 ≤ 100 ms) ${met ? 'met' : 'NOT met'}`,
    );
  }
  console.log(
    `${deals} seeded deals per row, each played twice with the seats swapped (${((performance.now() - started) / 1000).toFixed(0)} s on ${threads} thread${threads > 1 ? 's' : ''})`,
  );
  return allMet;
}

if (!isMainThread) {
  const { row, from, to } = workerData as { row: number; from: number; to: number };
  parentPort!.postMessage(measure(BENCH_ROWS[row]!, from, to));
  // With BENCH_EXACT the bench prints only the exact-ending table (bench-bots.ts).
} else if (import.meta.url === `file://${process.argv[1]}` && !process.env.BENCH_EXACT) await report();
