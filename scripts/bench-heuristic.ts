// The other games' bot against a simple, sensible player (issue 46; heuristic-player.ts): per family game and table,
// seeded deals each played twice with the seats swapped, the bot of each strength at one side and the heuristic at the
// other; money per player per deal in the game's points with a 95 % interval over the pairs, strengths compared
// paired on the same deals, the heuristic against random players as a check of the opponent, each strength's p95
// decision time, and an audit of the bot's calls, discards and exchanges. Outside CI (it takes minutes to hours):
//   node scripts/bench-heuristic.ts            HEUR_DEALS=200 HEUR_STRENGTHS=gentle,club,strong HEUR_ONLY=kaiserspiel HEUR_THREADS=2
// Knüffeln for five is its own row (HEUR_ONLY=knueffeln-5): each strength at each seat in turn, the greedy policy of
// src/bots/baselines.ts at the other four (heuristic-player.ts greedyFive), against that policy in the same seat.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { decideSeated, SEATED } from '../src/bots/seated.ts';
import { randomFrom, type TableAct, type TableStart } from '../src/rules/index.ts';
import { anyTableGame } from '../src/rules/table-games.ts';
import { FAMILY_IDS } from '../src/rules/family-ids.ts';
import { FAMILY } from '../src/rules/family-games.ts';
import type { FamilyId, FamilyRole } from '../src/rules/family.ts';
import type { FamilyView } from '../src/rules/family-deal.ts';
import { greedyFive, heuristicMove } from './heuristic-player.ts';
import type { FiveView } from '../src/rules/five-view.ts';
import { withSensible } from '../src/bots/sensible.ts';

type Strength = keyof typeof SEATED;
type Player = Strength | 'heuristic' | 'random';

const DEALS = Number(process.env.HEUR_DEALS ?? 200);
const STRENGTHS = (process.env.HEUR_STRENGTHS ?? 'club').split(',') as Strength[];

interface Row {
  readonly id: FamilyId;
  readonly seats: number;
}
const ROWS: readonly Row[] = FAMILY_IDS.flatMap((id) => anyTableGame(id).game.tables.map((seats) => ({ id, seats })));
const nameOf = (r: Row) => `${r.id} at ${r.seats}`;

/** The bot's questionable moves, counted (bots.md finding 2). */
interface Audit {
  calls: number;
  callsShort: number;
  callsEarly: number;
  discards: number;
  trumpAside: number;
  specials: number;
  specialsDeclined: number;
}
const noAudit = (): Audit => ({ calls: 0, callsShort: 0, callsEarly: 0, discards: 0, trumpAside: 0, specials: 0, specialsDeclined: 0 });

const LIVE = new Set<FamilyRole['kind']>(['trump', 'beast', 'seven', 'devil', 'free-card']);

function audit(a: Audit, row: Row, view: FamilyView, choices: readonly TableAct[], act: TableAct & Record<string, unknown>) {
  const raising = act.type === 'spieldrei' || (act.type === 'raise' && act['by'] === 3);
  if (raising) {
    a.calls++;
    if (view.hand.length < 2) a.callsShort++;
    if (view.phase === 'deal') a.callsEarly++;
  }
  const ctx = () => FAMILY[row.id].context(view.chosen, FAMILY[row.id].kaisers ? ['TC', 'TS', 'TH', 'TD'] : []);
  if (act.type === 'discard') {
    const c = ctx();
    const role = (x: string) => c.facts.get(x)!.role;
    const spare = view.hand.filter((x) => role(x).kind === 'plain' && c.facts.get(x)!.height >= 3);
    const laid = act['cards'] as string[];
    if (spare.length >= 2) {
      a.discards++;
      if (laid.some((x) => LIVE.has(role(x).kind))) a.trumpAside++;
    }
  }
  const offers = choices.filter((x) => x.type === 'exchange') as (TableAct & { take: string })[];
  if (offers.length && row.id === 'karniffel') {
    const c = ctx();
    const special = offers.find((o) => {
      const r = c.facts.get(o.take)!.role;
      return r.kind === 'seven' || r.kind === 'free-card' || r.kind === 'beast' || r.name === 'oberkarniffel' || r.name === 'papst';
    });
    if (special) {
      a.specials++;
      if (act.type !== 'exchange') a.specialsDeclined++;
    }
  }
}

/** One deal: `a` plays the even seats, `b` the odd ones; what each seat was paid. */
function playDeal(row: Row, start: TableStart, a: Player, b: Player, seed: string, times: Record<string, number[]>, au: Audit): readonly number[] {
  const game = withSensible(row.id, anyTableGame(row.id).game);
  let s = game.start(start);
  const random = randomFrom(seed);
  for (let moves = 0; game.toAct(s) !== null; moves++) {
    if (moves > 2000) throw new Error(`${seed}: the deal did not end`);
    const seat = game.toAct(s)!;
    const who = seat % 2 === 0 ? a : b;
    const choices = game.legalActions(s);
    const view = game.viewOf(s, seat);
    let action: TableAct;
    if (who === 'random') action = choices[Math.floor(random() * choices.length)]!;
    else if (who === 'heuristic') action = heuristicMove(game, row.id, view);
    else {
      const t0 = performance.now();
      action = decideSeated(game, view, seat, randomFrom(`${seed}/${moves}`), SEATED[who]);
      if (choices.length > 1) (times[who] ??= []).push(performance.now() - t0);
      audit(au, row, view as FamilyView, choices, action);
    }
    const next = game.apply(s, action);
    if (!next.ok) throw new Error(`${seed}: ${who}'s action was refused`);
    s = next.value;
  }
  return game.paid(s);
}

/**
 * Knüffeln for five (issue 46): `p` at one seat and the greedy heuristic at the other four, each seat in turn, the dealer
 * made to play alone and to sit out; what that seat was paid less what the heuristic was paid there with the same cards.
 * One sample a deal: the mean over the seats and both ways of dealing, in cents.
 */
function fiveGain(i: number, p: Strength, times: Record<string, number[]>): number {
  const game = anyTableGame('knueffeln-5').game;
  const seed = `bench-heuristic-five-${i}`;
  const play = (bot: number | null, force: string) => {
    let s = game.start({ seats: 5, seed, dealNo: i, dealer: i % 5 });
    const random = randomFrom(`${seed}/${force}/moves`);
    for (let moves = 0; game.toAct(s) !== null; moves++) {
      if (moves > 2000) throw new Error(`${seed}: the deal did not end`);
      const seat = game.toAct(s)!;
      const choices = game.legalActions(s);
      const forced = choices.find((a) => a.type === force);
      let action: TableAct;
      if (forced) action = forced;
      else if (seat === bot) {
        const t0 = performance.now();
        action = decideSeated(game, game.viewOf(s, seat), seat, randomFrom(`${seed}/${force}/${moves}`), SEATED[p]);
        if (choices.length > 1) (times[p] ??= []).push(performance.now() - t0);
      } else action = greedyFive(game.viewOf(s, seat) as FiveView, random);
      const next = game.apply(s, action);
      if (!next.ok) throw new Error(`${seed}: an action was refused`);
      s = next.value;
    }
    return game.paid(s);
  };
  let sum = 0;
  for (const force of ['alone', 'sit-out']) {
    const base = play(null, force);
    for (let seat = 0; seat < 5; seat++) sum += play(seat, force)[seat]! - base[seat]!;
  }
  return sum / 10;
}

function measureFive(strengths: readonly Strength[], from: number, to: number): Part {
  const money: Record<string, number[]> = {};
  const times: Record<string, number[]> = {};
  for (let i = from; i < to; i++) for (const p of strengths) (money[p] ??= []).push(fiveGain(i, p, times));
  return { money, times, audits: {} };
}

interface Part {
  /** per player, per deal pair: what a seat of that player's side was paid, the pair's mean */
  readonly money: Record<string, number[]>;
  readonly times: Record<string, number[]>;
  readonly audits: Record<string, Audit>;
}

function measure(row: Row, players: readonly Player[], from: number, to: number): Part {
  const money: Record<string, number[]> = {};
  const times: Record<string, number[]> = {};
  const audits: Record<string, Audit> = {};
  const side = (paid: readonly number[], parity: number) => {
    const seats = paid.map((p, i) => [p, i] as const).filter(([, i]) => i % 2 === parity);
    return seats.reduce((n, [p]) => n + p, 0) / seats.length;
  };
  for (let i = from; i < to; i++) {
    const start: TableStart = { seats: row.seats, seed: `bench-heuristic-${row.id}-${row.seats}-${i}`, dealNo: i, dealer: i % row.seats };
    for (const p of players) {
      const opponent: Player = p === 'heuristic' ? 'random' : 'heuristic';
      const au = (audits[p] ??= noAudit());
      const x = playDeal(row, start, p, opponent, `${start.seed}/a`, times, au);
      const y = playDeal(row, start, opponent, p, `${start.seed}/b`, times, au);
      (money[p] ??= []).push((side(x, 0) + side(y, 1)) / 2);
    }
  }
  return { money, times, audits };
}

const signed = (x: number, digits = 2) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;
function spread(xs: readonly number[]) {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, xs.length - 1));
  return { mean, margin: (1.96 * sd) / Math.sqrt(xs.length) };
}
const p95 = (xs: readonly number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(0.95 * s.length))]! : 0;
};

async function measured(k: number, players: readonly Player[], deals: number, threads: number): Promise<Part> {
  // (k = -1: Knüffeln for five)
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, t) => {
      const work = { row: k, players, from: Math.floor((deals * t) / threads), to: Math.floor((deals * (t + 1)) / threads) };
      return new Promise<Part>((resolve, reject) => {
        const w = new Worker(new URL(import.meta.url), { workerData: work });
        w.once('message', resolve);
        w.once('error', reject);
      });
    }),
  );
  const join = <T>(f: (p: Part) => Record<string, T[]>) => {
    const out: Record<string, T[]> = {};
    for (const p of parts) for (const [k2, v] of Object.entries(f(p))) (out[k2] ??= []).push(...v);
    return out;
  };
  const audits: Record<string, Audit> = {};
  for (const p of parts)
    for (const [k2, a] of Object.entries(p.audits)) {
      const into = (audits[k2] ??= noAudit());
      for (const key of Object.keys(a) as (keyof Audit)[]) into[key] += a[key];
    }
  return { money: join((p) => p.money), times: join((p) => p.times), audits };
}

async function report() {
  const only = process.env.HEUR_ONLY;
  const five = !only || new RegExp(only).test('knueffeln-5 at 5');
  const threads = Math.max(1, Number(process.env.HEUR_THREADS ?? 2));
  const players: Player[] = ['heuristic', ...STRENGTHS];
  const started = performance.now();
  let allMet = true;
  for (const [k, row] of ROWS.entries()) {
    if (only && !new RegExp(only).test(nameOf(row))) continue;
    const part = await measured(k, players, DEALS, threads);
    console.log(`\n${nameOf(row)} (${DEALS} deals, each played twice with the seats swapped; points per player per deal, 95 % interval)`);
    for (const p of players) {
      const { mean, margin } = spread(part.money[p]!);
      const against = p === 'heuristic' ? 'random players' : 'the heuristic';
      const met = p === 'heuristic' || p !== 'club' || mean - margin > 0;
      if (p === 'club') allMet &&= met;
      const t = part.times[p];
      const a = part.audits[p];
      const audited =
        a && p !== 'heuristic'
          ? `; audit: raises ${a.calls} (with < 2 cards ${a.callsShort}, before the hand is complete ${a.callsEarly}), live trump laid aside ${a.trumpAside} of ${a.discards} discards with two spare low cards, strong turn-ups declined ${a.specialsDeclined} of ${a.specials}`
          : '';
      console.log(
        `  ${p.padEnd(9)} against ${against}: ${signed(mean)} ± ${margin.toFixed(2)}${t ? `; p95 ${p95(t).toFixed(0)} ms over ${t.length} decisions` : ''}${audited}${p === 'club' ? ` (goal: above 0 at 95 %: ${met ? 'met' : 'NOT met'})` : ''}`,
      );
    }
    // Strengths paired on the same deals: the difference per deal pair.
    for (let i = 1; i < STRENGTHS.length; i++) {
      const lo = STRENGTHS[i - 1]!;
      const hi = STRENGTHS[i]!;
      const d = part.money[hi]!.map((x, j) => x - part.money[lo]![j]!);
      const { mean, margin } = spread(d);
      console.log(`  ${hi} minus ${lo}, paired: ${signed(mean)} ± ${margin.toFixed(2)} (${mean - margin > 0 ? 'better at 95 %' : 'not clearly better'})`);
    }
  }
  if (five) {
    const part = await measured(-1, STRENGTHS, DEALS, threads);
    console.log(
      `\nknueffeln-5 at 5 (${DEALS} deals; each strength at each seat in turn against the greedy heuristic at the other four, the dealer alone and sitting out; cents per player per deal against the heuristic in the same seat with the same cards, 95 % interval)`,
    );
    for (const p of STRENGTHS) {
      const { mean, margin } = spread(part.money[p]!);
      const met = p !== 'club' || mean - margin > 0;
      if (p === 'club') allMet &&= met;
      const t = part.times[p];
      console.log(
        `  ${p.padEnd(9)} against the heuristic: ${signed(mean)} ± ${margin.toFixed(2)}${t ? `; p95 ${p95(t).toFixed(0)} ms over ${t.length} decisions` : ''}${p === 'club' ? ` (goal: above 0 at 95 %: ${met ? 'met' : 'NOT met'})` : ''}`,
      );
    }
    for (let i = 1; i < STRENGTHS.length; i++) {
      const d = part.money[STRENGTHS[i]!]!.map((x, j) => x - part.money[STRENGTHS[i - 1]!]![j]!);
      const { mean, margin } = spread(d);
      console.log(
        `  ${STRENGTHS[i]} minus ${STRENGTHS[i - 1]}, paired: ${signed(mean)} ± ${margin.toFixed(2)} (${mean - margin > 0 ? 'better at 95 %' : 'not clearly better'})`,
      );
    }
  }
  console.log(
    `\n${((performance.now() - started) / 1000).toFixed(0)} s on ${threads} thread(s); goal (club wins money at 95 % at every table): ${allMet ? 'met' : 'NOT met'}`,
  );
}

if (!isMainThread) {
  const { row, players, from, to } = workerData as { row: number; players: Player[]; from: number; to: number };
  parentPort!.postMessage(row < 0 ? measureFive(players as Strength[], from, to) : measure(ROWS[row]!, players, from, to));
} else await report();
