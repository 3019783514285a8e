// How well and how fast the bots play (issues 14 and 27). Seeded Bohmstedt deals, each played twice with the
// partnerships swapped so that the cards' luck cancels (a seated pair is one sample). Matches: club against random
// legal players, against the greedy policy and against the exploit of bots.md (a club-level player who turns whenever
// two tricks ahead); strong against club and greedy; gentle against random, greedy and club. For each it prints the deals won and the money won in the
// table's stakes (cents per player per deal, with a 95 % interval over the pairs); then the decision times per strength
// and the audit of bots.md's behaviours for the club side; its 'goals' line says which goals are met. Two worker threads
// (the machine's two cores; BENCH_THREADS=N for another count). Run: npm run bench:bots; BENCH_DEALS=200 for a quicker
// look; BENCH_ONLY, BENCH_FROM, BENCH_PAIRS and BENCH_TUNE are described where they are read; BENCH_EXACT=0,1,2,3,4
// prints the exact-ending table instead (scripts/bench-exact.ts).
import { writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { greedyPlayer, randomPlayer } from '../src/bots/baselines.ts';
import { decide, tune } from '../src/bots/bot.ts';
import { greedyPolicy, holderOf, seeingPolicy } from '../src/bots/playout.ts';
import { matrixOf } from '../src/bots/matrix.ts';
import {
  apply,
  choicesOf,
  contextOf,
  factsFor,
  randomFrom,
  startDeal,
  unseenCards,
  VARIANTS,
  viewOf,
  type Action,
  type CardCode,
  type PlayState,
  type Seat,
  type SeatView,
} from '../src/rules/index.ts';
import type { Strength } from '../src/bots/protocol.ts';

/**
 * BENCH_TUNE: a strength's settings changed for this run, to measure one idea at a time, as JSON, e.g.
 * '{"strong":{"exact":4,"exactSamples":60}}' (a policy by its name: "greedy" or "seeing").
 */
const TUNE = JSON.parse(process.env.BENCH_TUNE ?? '{}') as Partial<Record<Strength, Record<string, unknown>>>;
const POLICIES = { greedy: greedyPolicy, seeing: seeingPolicy } as const;
for (const [strength, change] of Object.entries(TUNE) as [Strength, Record<string, unknown>][]) {
  const policies = (key: string) => (typeof change[key] === 'string' ? { [key]: POLICIES[change[key] as keyof typeof POLICIES] } : {});
  tune(strength, { ...change, ...policies('policy'), ...policies('opponents') });
}

type Player = (v: SeatView, random: () => number) => Action;
const bot =
  (strength: Strength): Player =>
  (v, random) =>
    decide(v, strength, random);
/**
 * The exploit of bots.md: a club-level player (the club bot's cards) who turns its lead whenever its side is two tricks
 * or more ahead and the turn is allowed, and sees every turn.
 */
const aheadTurner: Player = (v, random) => {
  if (v.phase === 'turned') return { type: 'see', seat: v.seat };
  const action = decide(v, 'club', random);
  const side = v.seat % 2;
  const ahead = v.won[side]! - v.won[1 - side]! >= 2;
  const card = action.type === 'play' || action.type === 'turn' ? action.card : null;
  return card && ahead && choicesOf(v).some((c) => c.type === 'turn' && c.card === card) ? { type: 'turn', seat: v.seat, card } : action;
};

/** A match: the side measured (`a`, with its strength for the times) against `b`. */
interface Match {
  readonly name: string;
  readonly a: Strength;
  readonly b: Player | Strength;
}
const MATCHES: readonly Match[] = [
  { name: 'club against random legal players', a: 'club', b: randomPlayer },
  { name: 'club against the greedy policy', a: 'club', b: greedyPlayer },
  { name: 'club against the exploit (a club player who turns when two tricks ahead)', a: 'club', b: aheadTurner },
  { name: 'strong against club', a: 'strong', b: 'club' },
  { name: 'strong against the greedy policy', a: 'strong', b: greedyPlayer },
  { name: 'gentle against random legal players', a: 'gentle', b: randomPlayer },
  { name: 'gentle against the greedy policy', a: 'gentle', b: greedyPlayer },
  { name: 'gentle against club', a: 'gentle', b: 'club' },
];
const DEALS = Number(process.env.BENCH_DEALS ?? 800);
/**
 * BENCH_FROM=K: start at deal K (deal K to K + BENCH_DEALS). Each deal plays the same whatever else runs (its seeds are
 * its own), so runs over different deals add up: BENCH_PAIRS=file writes each match's money per deal pair (JSON) to
 * merge them.
 */
const FROM = Number(process.env.BENCH_FROM ?? 0);
/** BENCH_ONLY=pattern: only the matches whose name matches it (a regular expression); the goals line needs the first four */
const ONLY = process.env.BENCH_ONLY;
const PLAYED = ONLY ? MATCHES.filter((m) => new RegExp(ONLY).test(m.name)) : MATCHES;

interface Audit {
  sees: number;
  seesLost: number;
  sevenLeads: number;
  /** Seven leads on which the measured side laid a valuable card while holding a dud */
  wasted: number;
  /** the partner's trick, safe from the opponents still to play, overtaken with an Ole */
  overtaken: number;
  /** deals lost with a chosen Seven still in the measured side's hands */
  sevenKept: number;
  lost: number;
}
interface Done {
  readonly wins: number[];
  readonly deals: number[];
  /** per match, per deal: what side a won in both seatings together, in cents per player (a loss is negative) */
  readonly money: number[][];
  readonly audit: Audit[];
  /** decision times per strength, ms */
  readonly times: Record<string, number[]>;
}

const VALUABLE = new Set(['ole', 'beater', 'seven', 'free-card', 'unchosen-ace']);

/** Notes what bots.md audits about side a's action `act` in state `s`. */
function audit(s: PlayState, act: Action, a: Audit): void {
  if (act.type === 'see') a.sees++;
  if (act.type !== 'play' || !s.trick || s.trick.cards.length === 0) return;
  const ctx = contextOf(VARIANTS[s.start.variant], s.chosen);
  const role = (c: CardCode) => factsFor(ctx, c).role.kind;
  const hand = s.hands[act.seat]!;
  if (role(s.trick.cards[0]!) === 'seven' && VALUABLE.has(role(act.card)) && hand.some((c) => role(c) === 'dud')) a.wasted++;
  // The partner holds the trick, and the player can tell it is safe: no card it cannot see takes it (it may be the last).
  const t = matrixOf(s.start.variant, s.chosen);
  const trick = s.trick.cards.map((c) => t.index.get(c)!);
  const h = holderOf(t, trick);
  // An Ole laid while the hand held no card but Olen is no choice.
  if ((s.trick.leader + h) % 2 !== act.seat % 2 || role(act.card) !== 'ole' || hand.every((c) => role(c) === 'ole')) return;
  const last = s.trick.cards.length === 3;
  const safe = last || unseenCards(viewOf(s, act.seat)).every((c) => !t.takes[t.index.get(c)! * t.n + trick[h]!]);
  if (safe && t.takes[t.index.get(act.card)! * t.n + trick[h]!]) a.overtaken++;
}

/** Plays deals from..to of every match, twice each (side a North–South, then East–West). */
function play({ from, to }: { from: number; to: number }): Done {
  const done: Done = { wins: [], deals: [], money: [], audit: [], times: {} };
  for (const m of PLAYED) {
    const times = (done.times[m.a] ??= []);
    const bTimes = typeof m.b === 'string' ? (done.times[m.b] ??= []) : [];
    const playerB = typeof m.b === 'string' ? bot(m.b) : m.b;
    let wins = 0;
    let deals = 0;
    const money: number[] = [];
    const a: Audit = { sees: 0, seesLost: 0, sevenLeads: 0, wasted: 0, overtaken: 0, sevenKept: 0, lost: 0 };
    for (let i = from; i < to; i++) {
      let pair = 0;
      for (const sideA of [0, 1]) {
        let s = startDeal({ variant: 'bohmstedt', seed: `bench-${i}`, dealNo: 0, dealer: (i % 4) as Seat });
        const random = randomFrom(`bench-${i}-${m.name}-${sideA}`);
        const before = { sees: a.sees };
        let wastedLead = false;
        while (s.phase !== 'over') {
          const v = viewOf(s, s.toAct);
          let act: Action;
          if (s.toAct % 2 === sideA) {
            const t0 = performance.now();
            act = decide(v, m.a, random);
            times.push(performance.now() - t0);
            const w = a.wasted;
            audit(s, act, a);
            if (a.wasted > w) {
              a.wasted = w + (wastedLead ? 0 : 1);
              wastedLead = true;
            }
          } else {
            const t0 = performance.now();
            act = playerB(v, random);
            if (typeof m.b === 'string') bTimes.push(performance.now() - t0);
          }
          const next = apply(s, act);
          if (!next.ok) throw new Error(`deal ${i}: ${act.type} refused (${next.error.code})`);
          if (next.value.trick?.cards.length === 1) {
            const ctx = contextOf(VARIANTS[s.start.variant], s.chosen);
            if (factsFor(ctx, next.value.trick.cards[0]!).role.kind === 'seven') a.sevenLeads++;
            wastedLead = false;
          }
          s = next.value;
        }
        deals++;
        const won = s.result!.winner === sideA;
        if (won) wins++;
        else {
          a.lost++;
          a.seesLost += a.sees - before.sees;
          const ctx = contextOf(VARIANTS[s.start.variant], s.chosen);
          if (s.hands.some((h, seat) => seat % 2 === sideA && h.some((c) => factsFor(ctx, c).role.kind === 'seven'))) a.sevenKept++;
        }
        // Bohmstedt pays in cents: each loser pays one winner the amount, so each player wins or loses it.
        const { unit, amount } = s.result!.payment;
        if (unit !== 'cent') throw new Error(`deal ${i}: paid in ${unit}, not cents`);
        pair += won ? amount : -amount;
      }
      money.push(pair);
    }
    done.wins.push(wins);
    done.deals.push(deals);
    done.money.push(money);
    done.audit.push(a);
  }
  return done;
}

if (!isMainThread) {
  parentPort!.postMessage(play(workerData as { from: number; to: number }));
} else if (process.env.BENCH_EXACT) {
  // The exact-ending table instead of the matches (scripts/bench-exact.ts).
  await import('./bench-exact.ts');
} else {
  const threads = Number(process.env.BENCH_THREADS ?? Math.max(1, Math.min(2, availableParallelism())));
  const started = performance.now();
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, k) => {
      const work = { from: FROM + Math.floor((DEALS * k) / threads), to: FROM + Math.floor((DEALS * (k + 1)) / threads) };
      return new Promise<Done>((resolve, reject) => {
        const w = new Worker(new URL(import.meta.url), { workerData: work });
        w.once('message', resolve);
        w.once('error', reject);
      });
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sum = (f: (p: Done) => number) => parts.reduce((n, p) => n + f(p), 0);
  const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(1)}`;
  console.log(
    `${DEALS} seeded Bohmstedt deals per match${FROM ? ` (from deal ${FROM})` : ''}, each played twice with the partnerships swapped (${seconds.toFixed(0)} s on ${threads} threads)`,
  );
  const results = PLAYED.map((m, k) => {
    const wins = sum((p) => p.wins[k]!);
    const deals = sum((p) => p.deals[k]!);
    const pairs = parts.flatMap((p) => p.money[k]!);
    const mean = pairs.reduce((x, y) => x + y, 0) / pairs.length;
    const sd = Math.sqrt(pairs.reduce((x, y) => x + (y - mean) ** 2, 0) / Math.max(1, pairs.length - 1));
    const r = { rate: Math.round((1000 * wins) / deals) / 10, cents: mean / 2, margin: (1.96 * sd) / Math.sqrt(pairs.length) / 2 };
    console.log(`${m.name}: ${wins} of ${deals} deals won (${r.rate}%), ${signed(r.cents)} cents a deal per player (95 % interval ± ${r.margin.toFixed(1)})`);
    return r;
  });
  if (process.env.BENCH_PAIRS) {
    const pairs = Object.fromEntries(PLAYED.map((m, k) => [m.name, { from: FROM, money: parts.flatMap((p) => p.money[k]!), wins: sum((p) => p.wins[k]!) }]));
    writeFileSync(process.env.BENCH_PAIRS, JSON.stringify(pairs));
  }
  const p95 = (s: string) => {
    const times = parts.flatMap((p) => p.times[s] ?? []).sort((x, y) => x - y);
    if (times.length === 0) return 0;
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    console.log(`${s} decisions: ${times.length}; median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`);
    return at(0.95);
  };
  const clubP95 = p95('club');
  const strongP95 = p95('strong');
  p95('gentle');
  PLAYED.forEach((m, k) => {
    if (m.a !== 'club') return;
    const a = (key: keyof Audit) => sum((p) => p.audit[k]![key]);
    console.log(
      `audit, ${m.name}: sees ${a('sees')}, in deals lost ${a('seesLost')}; a valuable card on a led chosen Seven while a dud was held: ${a('wasted')} of ${a('sevenLeads')} Seven leads; the partner's safe trick overtaken with an Ole: ${a('overtaken')}; a chosen Seven kept in ${a('sevenKept')} of ${a('lost')} deals lost`,
    );
  });
  // The goals need the first four matches (club against random, greedy and the exploit; strong against club).
  if (MATCHES.slice(0, 4).some((m) => !PLAYED.includes(m))) process.exit(0);
  const [random, greedy, exploit, strong] = results as [(typeof results)[0], (typeof results)[0], (typeof results)[0], (typeof results)[0]];
  // The audit's goals over every match the club side played.
  const club = (key: keyof Audit) => PLAYED.reduce((n, m, k) => n + (m.a === 'club' ? sum((p) => p.audit[k]![key]) : 0), 0);
  const met = (ok: boolean) => (ok ? 'met' : 'NOT met');
  console.log(
    [
      `goals: club vs greedy ≥ 72% and ≥ +20 c ${met(greedy.rate >= 72 && greedy.cents >= 20)}`,
      `strong vs club ≥ 55% and ≥ +2 c ${met(strong.rate >= 55 && strong.cents >= 2)}`,
      `the exploit wins no money ${met(exploit.cents >= 0)}`,
      `club sees lost ≤ half ${met(club('seesLost') <= club('sees') / 2)}`,
      `valuable cards on a led Seven < 2% ${met(club('wasted') < 0.02 * club('sevenLeads'))}`,
      `safe tricks overtaken with an Ole: 0 ${met(club('overtaken') === 0)}`,
      `p95 club ≤ 100 ms ${met(clubP95 <= 100)}, strong ≤ 300 ms ${met(strongP95 <= 300)}`,
      `(issue 14's 87% of deals against random legal players ${met(random.rate >= 87)}: a run from a turn is a deal lost for the game's stake)`,
    ].join('; '),
  );
  console.log(
    `bots: p95 ${Math.round(clubP95)} ms, vs random ${random.rate}%, vs greedy ${greedy.rate}%, vs greedy ${greedy.cents >= 0 ? '+' : '−'}${Math.abs(Math.round(greedy.cents))} c/deal`,
  );
}
