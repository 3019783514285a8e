// Prints how many resolveTrick calls per second the rules module makes, steps included, over at least a
// million random legal tricks: the four Knüffeln tables together, then each family game on its own.
// Target: 1,000,000 a second for each. Run: npm run bench
import {
  BANNERS,
  FAMILY,
  FAMILY_IDS,
  maxFamilyTrick,
  maxTrickOf,
  packOf,
  resolveTrick,
  SUITS,
  VARIANT_IDS,
  VARIANTS,
  type CardCode,
  type FamilyCard,
  type FamilyId,
  type Suit,
  type VariantId,
} from '../src/rules/index.ts';

const N = Number(process.env.BENCH_TRICKS ?? 1_000_000);
let seed = 0x9e3779b9;
const rand = (n: number) => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % n;
};

type Trick = { variant: VariantId; chosen: [Suit, Suit]; cards: CardCode[] } | { variant: FamilyId; chosen: Suit[]; cards: FamilyCard[]; kaisers?: CardCode[] };
let game: FamilyId | null = null;
function randomTrick(): Trick {
  if (game) return randomFamilyTrick(game);
  const variant = VARIANT_IDS[rand(VARIANT_IDS.length)]!;
  const a = SUITS[rand(4)]!;
  let b = SUITS[rand(4)]!;
  while (b === a) b = SUITS[rand(4)]!;
  const pack = packOf(VARIANTS[variant]);
  const n = 1 + rand(maxTrickOf(VARIANTS[variant]));
  const cards: CardCode[] = [];
  while (cards.length < n) {
    const c = pack[rand(pack.length)]!;
    if (!cards.includes(c)) cards.push(c);
  }
  return { variant, chosen: [a, b], cards };
}

function randomFamilyTrick(id: FamilyId): Trick {
  const g = FAMILY[id];
  const a = SUITS[rand(4)]!;
  let b = SUITS[rand(4)]!;
  while (b === a) b = SUITS[rand(4)]!;
  const n = 1 + rand(maxFamilyTrick(g));
  const cards: FamilyCard[] = [];
  while (cards.length < n) {
    const c = g.pack[rand(g.pack.length)]!;
    if (!cards.includes(c)) cards.push(c);
  }
  const trick: Trick = { variant: id, chosen: g.chosenCount === 2 ? [a, b] : [a], cards };
  if (g.kaisers) trick.kaisers = BANNERS.filter(() => rand(4) > 0);
  return trick;
}

// Fresh random tricks in batches keep the heap small; only the resolveTrick loop is timed.
const BATCH = 2_000;
const batch = new Array<Trick>(BATCH);
function pass(): { seconds: number; checksum: number } {
  let checksum = 0;
  let ns = 0n;
  for (let done = 0; done < N; done += BATCH) {
    for (let i = 0; i < BATCH; i++) batch[i] = randomTrick();
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < BATCH; i++) {
      const r = resolveTrick(batch[i] as never);
      if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.params)}`);
      checksum += r.value.winner + r.value.steps.length;
    }
    ns += process.hrtime.bigint() - t0;
  }
  return { seconds: Number(ns) / 1e9, checksum };
}

function report(what: string): boolean {
  pass(); // warm-up
  const runs = [pass(), pass(), pass()];
  const sorted = runs.map((r) => r.seconds).sort((a, b) => a - b);
  const perSecond = Math.round(N / sorted[0]!);
  const median = Math.round(N / sorted[1]!);
  console.log(`\nresolveTrick, ${what}: 3 passes of ${N.toLocaleString('en')} fresh random legal tricks (one card up to the longest trick, steps included)`);
  console.log(`passes: ${runs.map((r) => r.seconds.toFixed(3) + ' s').join(', ')} (checksums ${runs.map((r) => r.checksum).join(', ')})`);
  console.log(
    `${perSecond.toLocaleString('en')} calls/s (best pass), ${median.toLocaleString('en')} (median); target 1,000,000 calls/s: ${perSecond >= 1_000_000 ? 'met' : 'NOT met'}`,
  );
  return perSecond >= 1_000_000;
}

let met = report('Knüffeln, all four tables');
for (const id of FAMILY_IDS) {
  game = id;
  met = report(FAMILY[id].kaisers ? `${id} (declared Kaisers at random)` : id) && met;
}
if (!met) process.exitCode = 1;
