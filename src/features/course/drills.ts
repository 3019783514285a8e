import {
  contextOf,
  DEFAULT_VARIANT,
  factsFor,
  maxTrickOf,
  packOf,
  resolveKnueffelnTrick,
  SUITS,
  VARIANT_IDS,
  VARIANTS,
  type CardCode,
  type RoleKind,
  type Suit,
  type VariantId,
} from '../../rules/index.ts';
import type { Exercise } from '../../content-data/exercise-schema.ts';

export type DrillKind = 'roles' | 'winner';
export const MAX_LEVEL = 4;

const pickOne = <T>(rand: (n: number) => number, xs: readonly T[]): T => xs[rand(xs.length)]!;

function dealFor(rand: (n: number) => number, level: number): { variant: VariantId; chosen: readonly [Suit, Suit] } {
  const variant: VariantId = level >= MAX_LEVEL ? pickOne(rand, VARIANT_IDS) : DEFAULT_VARIANT;
  const a = pickOne(rand, SUITS);
  const b = pickOne(
    rand,
    SUITS.filter((s) => s !== a),
  );
  return { variant, chosen: [a, b] };
}

/** Card roles a level asks about: the Olen and beaters first, then everything. */
const ROLE_LEVELS: readonly (readonly RoleKind[])[] = [
  ['ole', 'beater'],
  ['ole', 'beater', 'seven', 'free-card'],
  ['ole', 'beater', 'seven', 'free-card', 'chosen-plain', 'unchosen-ace', 'unchosen-court', 'dud'],
];

/**
 * A fresh drill question for a level (1 to MAX_LEVEL): "what is this card?" or "who takes this trick?".
 * Its stated answer comes from the rules module, and it is checked like any lesson exercise.
 */
export function makeDrill(kind: DrillKind, level: number, rand: (n: number) => number, n: number): Exercise {
  const { variant, chosen } = dealFor(rand, level);
  const ctx = contextOf(VARIANTS[variant], chosen);
  const pack = packOf(VARIANTS[variant]);
  if (kind === 'roles') {
    const kinds = ROLE_LEVELS[Math.min(level, ROLE_LEVELS.length) - 1]!;
    const pool = pack.filter((c) => kinds.includes(factsFor(ctx, c).role.kind));
    const card = pickOne(rand, pool);
    return { kind: 'role', id: `drill-${n}`, variant, chosen, card, answer: factsFor(ctx, card).role.kind };
  }
  const size = Math.min(maxTrickOf(VARIANTS[variant]), level + 1);
  const cards: CardCode[] = [];
  while (cards.length < size) {
    const c = pickOne(rand, pack);
    if (!cards.includes(c)) cards.push(c);
  }
  const r = resolveKnueffelnTrick({ variant, chosen: ctx.chosen, cards });
  return { kind: 'winner', id: `drill-${n}`, variant, chosen, cards, answer: cards[r.ok ? r.value.winner : 0]! };
}

/**
 * What a drill question is about, as the rules module names it: "role:<kind>" for the card asked about; for a trick,
 * "lead:<kind>" for the card led and "win:<reason>" for why the winning card holds it (the reason key of the step at
 * which it took the trick, or "win:leads" when the lead keeps it). The learner's mistakes are counted by these.
 */
export function topicsOf(ex: Exercise): string[] {
  if (ex.kind === 'role') return [`role:${ex.answer}`];
  if (ex.kind !== 'winner') return [];
  const r = resolveKnueffelnTrick({ variant: ex.variant, chosen: ex.chosen, cards: ex.cards });
  if (!r.ok) return [];
  const { steps, winner } = r.value;
  return [`lead:${steps[0]!.role.kind}`, `win:${steps[winner]!.reason.key}`];
}

/** How many fresh questions the drill tries for one on the learner's weak topic before it takes any. */
const TRIES = 200;

/**
 * A drill question that, every other time, is about a topic the learner has missed (picked by how often it was
 * missed); otherwise any question of the level, as makeDrill makes it.
 */
export function makeAdaptiveDrill(kind: DrillKind, level: number, rand: (n: number) => number, n: number, misses: Readonly<Record<string, number>>): Exercise {
  const prefix = kind === 'roles' ? 'role:' : '';
  const weak = Object.entries(misses).filter(([t, c]) => c > 0 && (kind === 'roles' ? t.startsWith(prefix) : !t.startsWith('role:')));
  if (weak.length === 0 || rand(2) === 0) return makeDrill(kind, level, rand, n);
  let pick = rand(weak.reduce((sum, [, c]) => sum + c, 0));
  const topic = weak.find(([, c]) => (pick -= c) < 0)![0];
  for (let i = 0; i < TRIES; i++) {
    const ex = makeDrill(kind, level, rand, n);
    if (topicsOf(ex).includes(topic)) return ex;
  }
  return makeDrill(kind, level, rand, n);
}

/** Difficulty grows after three right in a row and eases after two wrong. */
export function nextLevel(level: number, history: readonly boolean[]): number {
  const last = history.slice(-3);
  if (last.length === 3 && last.every(Boolean)) return Math.min(MAX_LEVEL, level + 1);
  const lastTwo = history.slice(-2);
  if (lastTwo.length === 2 && lastTwo.every((r) => !r)) return Math.max(1, level - 1);
  return level;
}
