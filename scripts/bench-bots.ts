// How well and how fast the bots play (issue 14). Club-player bots play 2,000 seeded deals against random legal
// players and 2,000 against the greedy policy, each deal twice with the seats swapped so that the cards' luck
// cancels; it prints the deals they win, the money they win in the table's stakes (issue 27: cents per player per deal,
// each seated pair of a deal one sample, with a 95 % interval), how many decisions a second they make, and the median
// and 95th percentile of a club decision's time. Goals: p95 ≤ 100 ms, ≥ 87% against random, ≥ 58% against greedy.
// The deals are shared between two worker threads (the machine's two cores). Run: npm run bench:bots
// BENCH_DEALS=200 for a quicker look.
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { greedyPlayer, randomPlayer } from '../src/bots/baselines.ts';
import { decide } from '../src/bots/bot.ts';
import { apply, contextOf, factsFor, randomFrom, startDeal, VARIANTS, viewOf, type Action, type Seat, type SeatView } from '../src/rules/index.ts';

type Player = (v: SeatView, random: () => number) => Action;
interface Work {
  readonly from: number;
  readonly to: number;
}
interface Done {
  readonly wins: Record<string, number>;
  readonly deals: Record<string, number>;
  /** per deal, what the club side won in both seatings together, in cents per player (a loss is negative) */
  readonly money: Record<string, number[]>;
  /** the audit of bots.md: the club side's sees and those in deals it lost; its cards played to a led chosen Seven,
   * and those that were an Ole or a beater while it held a dud */
  readonly audit: Record<string, { sees: number; seesLost: number; onSeven: number; wasted: number }>;
  readonly times: number[];
}
const BASELINES: Record<string, Player> = { random: randomPlayer, greedy: greedyPlayer };
const DEALS = Number(process.env.BENCH_DEALS ?? 2000);

/** Plays deals from..to against each baseline, twice each (the club bots North–South, then East–West). */
function play({ from, to }: Work): Done {
  const done: Done = { wins: {}, deals: {}, money: {}, audit: {}, times: [] };
  for (const [name, baseline] of Object.entries(BASELINES)) {
    let wins = 0;
    let deals = 0;
    const money: number[] = [];
    const audit = { sees: 0, seesLost: 0, onSeven: 0, wasted: 0 };
    for (let i = from; i < to; i++) {
      let pair = 0;
      for (const club of [0, 1]) {
        let s = startDeal({ variant: 'bohmstedt', seed: `bench-${i}`, dealNo: 0, dealer: (i % 4) as Seat });
        const random = randomFrom(`bench-${i}-${name}-${club}`);
        let sees = 0;
        while (s.phase !== 'over') {
          const v = viewOf(s, s.toAct);
          let a: Action;
          if (s.toAct % 2 === club) {
            const t0 = performance.now();
            a = decide(v, 'club', random);
            done.times.push(performance.now() - t0);
            if (a.type === 'see') sees++;
            if (a.type === 'play' && s.trick && s.trick.cards.length > 0 && !s.trick.turned) {
              const ctx = contextOf(VARIANTS[s.start.variant], s.chosen);
              const role = (c: (typeof v.hand)[number]) => factsFor(ctx, c).role.kind;
              if (role(s.trick.cards[0]!) === 'seven') {
                audit.onSeven++;
                if ((role(a.card) === 'ole' || role(a.card) === 'beater') && v.hand.some((c) => role(c) === 'dud')) audit.wasted++;
              }
            }
          } else a = baseline(v, random);
          const next = apply(s, a);
          if (!next.ok) throw new Error(`deal ${i}: ${a.type} refused (${next.error.code})`);
          s = next.value;
        }
        deals++;
        if (s.result!.winner === club) wins++;
        // Bohmstedt pays in cents: each loser pays one winner the amount, so each player wins or loses it.
        const { unit, amount } = s.result!.payment;
        if (unit !== 'cent') throw new Error(`deal ${i}: paid in ${unit}, not cents`);
        pair += s.result!.winner === club ? amount : -amount;
        audit.sees += sees;
        if (s.result!.winner !== club) audit.seesLost += sees;
      }
      money.push(pair);
    }
    done.wins[name] = wins;
    done.deals[name] = deals;
    done.money[name] = money;
    done.audit[name] = audit;
  }
  return done;
}

if (!isMainThread) {
  parentPort!.postMessage(play(workerData as Work));
} else {
  const threads = Math.max(1, Math.min(2, availableParallelism()));
  const started = performance.now();
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, k) => {
      const work: Work = { from: Math.floor((DEALS * k) / threads), to: Math.floor((DEALS * (k + 1)) / threads) };
      return new Promise<Done>((resolve, reject) => {
        const w = new Worker(new URL(import.meta.url), { workerData: work });
        w.once('message', resolve);
        w.once('error', reject);
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const times = parts.flatMap((p) => p.times).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const percent = (name: string) => {
    const wins = parts.reduce((sum, p) => sum + p.wins[name]!, 0);
    const deals = parts.reduce((sum, p) => sum + p.deals[name]!, 0);
    return { wins, deals, rate: Math.round((1000 * wins) / deals) / 10 };
  };
  const vsRandom = percent('random');
  const vsGreedy = percent('greedy');
  /** Cents per player per deal: the mean over the seated pairs (each pair is two deals), and its 95 % interval. */
  const cents = (name: string) => {
    const pairs = parts.flatMap((p) => p.money[name]!);
    const mean = pairs.reduce((a, b) => a + b, 0) / pairs.length;
    const sd = Math.sqrt(pairs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, pairs.length - 1));
    return { perDeal: mean / 2, margin: (1.96 * sd) / Math.sqrt(pairs.length) / 2 };
  };
  const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
  const moneyRandom = cents('random');
  const moneyGreedy = cents('greedy');
  const busy = times.reduce((a, b) => a + b, 0) / 1000;
  console.log(`${DEALS} seeded Bohmstedt deals per opponent, each played twice with the seats swapped (${seconds.toFixed(0)} s on ${threads} threads)`);
  console.log(
    `club decisions: ${times.length}, ${Math.round(times.length / busy)} a second per thread; median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms (goal ≤ 100 ms)`,
  );
  console.log(`club bots against random legal players: ${vsRandom.wins} of ${vsRandom.deals} deals won (goal ≥ 87%)`);
  console.log(`club bots against the greedy policy: ${vsGreedy.wins} of ${vsGreedy.deals} deals won (goal ≥ 58%)`);
  for (const [name, m] of [
    ['random legal players', moneyRandom],
    ['the greedy policy', moneyGreedy],
  ] as const)
    console.log(`club bots against ${name}: ${signed(m.perDeal)} cents a deal per player (95 % interval ± ${m.margin.toFixed(1)})`);
  for (const name of ['random', 'greedy']) {
    const sum = (k: 'sees' | 'seesLost' | 'onSeven' | 'wasted') => parts.reduce((n, p) => n + p.audit[name]![k], 0);
    console.log(
      `audit against ${name}: ${sum('seesLost')} of ${sum('sees')} sees in deals lost; an Ole or a beater on a led chosen Seven while a dud was held: ${sum('wasted')} of ${sum('onSeven')} cards played to one`,
    );
  }
  console.log(
    `bots: p95 ${Math.round(at(0.95))} ms, vs random ${vsRandom.rate}%, vs greedy ${vsGreedy.rate}%, vs greedy ${moneyGreedy.perDeal >= 0 ? '+' : '−'}${Math.abs(Math.round(moneyGreedy.perDeal))} c/deal`,
  );
}
