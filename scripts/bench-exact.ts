// The exact-ending table (issue 43): club against the greedy policy and strong against club, with 0 to 4 of the last
// tricks solved exactly, over the same seeded deals, each setting paired deal by deal against the strength's own setting.
// Run through the bench: BENCH_EXACT=0,1,2,3,4 npm run bench:bots (BENCH_EXACT_ONLY=club or strong for one match;
// BENCH_DEALS and BENCH_FROM as for the bench; each run's pairs are kept in reports/exact/ and reused, so a long table can
// be made in parts). Each setting is one run of scripts/bench-bots.ts with BENCH_TUNE.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { settingsOf } from '../src/bots/bot.ts';

const EXACT = (process.env.BENCH_EXACT ?? '0,1,2,3,4').split(',').map(Number);
const DEALS = Number(process.env.BENCH_DEALS ?? 800);
const FROM = Number(process.env.BENCH_FROM ?? 0);
const MATCHES = [
  { strength: 'club', name: 'club against the greedy policy' },
  { strength: 'strong', name: 'strong against club' },
] as const;
const ONLY = process.env.BENCH_EXACT_ONLY;

interface Pairs {
  readonly money: number[];
  readonly wins: number;
}
mkdirSync('reports/exact', { recursive: true });

/** One setting's run: the money per deal pair, from a run made before when there is one. */
function run(strength: string, name: string, exact: number): Pairs {
  const file = `reports/exact/${strength}-${exact}-${FROM}-${DEALS}.json`;
  if (!existsSync(file)) {
    const started = performance.now();
    const r = spawnSync(process.execPath, ['scripts/bench-bots.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, BENCH_EXACT: '', BENCH_ONLY: `^${name}$`, BENCH_TUNE: JSON.stringify({ [strength]: { exact } }), BENCH_PAIRS: file },
    });
    if (r.status !== 0) throw new Error(`${strength} at ${exact}: the bench failed`);
    console.log(`  (${strength} solving ${exact}: ${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, Pairs>)[name]!;
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const interval = (xs: readonly number[]) => {
  const m = mean(xs);
  return (1.96 * Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / Math.max(1, xs.length - 1))) / Math.sqrt(xs.length);
};
const signed = (x: number, digits = 2) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(digits)}`;

console.log(`The exact-ending table: deals ${FROM} to ${FROM + DEALS - 1}, each played twice with the partnerships swapped`);
for (const m of MATCHES) {
  if (ONLY && ONLY !== m.strength) continue;
  const own = settingsOf(m.strength).exact;
  const runs = new Map(EXACT.map((k) => [k, run(m.strength, m.name, k)]));
  const base = runs.get(own) ?? run(m.strength, m.name, own);
  console.log(`\n${m.name} (${m.strength} solves ${own} now)`);
  console.log(`| tricks solved exactly | money per deal (cents a player) | deals won | paired against ${own} (95 %) |`);
  console.log('|---|---|---|---|');
  for (const [k, r] of runs) {
    // A pair's money is what the side won in both seatings: per player per deal, half of it.
    const diff = r.money.map((x, i) => (x - base.money[i]!) / 2);
    const paired = k === own ? '—' : `${signed(mean(diff))} ± ${interval(diff).toFixed(2)}${Math.abs(mean(diff)) > interval(diff) ? ' (excludes 0)' : ''}`;
    console.log(`| ${k} | ${signed(mean(r.money) / 2)} c | ${((100 * r.wins) / (2 * r.money.length)).toFixed(1)} % | ${paired} |`);
  }
}
