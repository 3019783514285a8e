/** A guess at the cards a player cannot see, consistent with all they know: the other hands dealt at random from the unseen cards. */
import { knownFaceDown, unseenCards, type CardCode, type SeatView } from '../rules/index.ts';
import type { Position } from './playout.ts';
import type { CardMatrix } from './matrix.ts';
import { laidBy, type Claim } from './talk.ts';

/** Swaps tried to bring a sampled deal into line with what the bot believes. */
const SWAPS = 80;

/**
 * One sampled deal, from where the view stands: every hand filled in, and a face-down lead guessed too. With claims (what
 * the bot believes of what it heard), cards the bot cannot place are swapped between the other hands and the unseen
 * stock until the deal agrees with them, or as far as a few swaps can bring it.
 */
export function sampleDeal(v: SeatView, t: CardMatrix, random: () => number, claims: readonly Claim[] = []): Position {
  return sampleWorld(v, t, random, claims).position;
}

/** A sampled deal and the unseen cards it left in the stock. */
export function sampleWorld(
  v: SeatView,
  t: CardMatrix,
  random: () => number,
  claims: readonly Claim[] = [],
  forgets = false,
): { position: Position; rest: number[] } {
  const world = dealOnce(v, t, random, forgets);
  const { position: p, rest } = world;
  if (claims.length === 0) return world;
  const laid = laidBy(v);
  const fixed = new Set(v.known.flat().map((c) => t.index.get(c)!));
  const missOf = (c: Claim) => {
    const now = p.hands[c.seat]!.map((n) => t.codes[n]!);
    return c.miss([...now, ...laid[c.seat]!], now);
  };
  const total = () => claims.reduce((sum, c) => sum + missOf(c), 0);
  let miss = total();
  for (let k = 0; k < SWAPS && miss > 0; k++) {
    const seat = claims.find((c) => missOf(c) > 0)!.seat;
    const mine = p.hands[seat]!;
    const free = (h: number[]) => h.flatMap((n, i) => (fixed.has(n) ? [] : [[h, i] as const]));
    const from = free(mine);
    const to = [...p.hands.flatMap((h, s) => (s === seat || s === v.seat ? [] : free(h))), ...free(rest)];
    if (!from.length || !to.length) break;
    const [a, i] = from[Math.floor(random() * from.length)]!;
    const [b, j] = to[Math.floor(random() * to.length)]!;
    [a[i], b[j]] = [b[j]!, a[i]!];
    const next = total();
    if (next <= miss) miss = next;
    else [a[i], b[j]] = [b[j], a[i]];
  }
  return world;
}

/**
 * The same sampled deal as another seat might picture it: that seat's hand kept, the cards it cannot see (the other
 * hands' and the stock's, except those known to all) dealt again among those places, sizes kept. Returns a new position.
 */
export function redealFor(p: Position, rest: readonly number[], seat: number, fixed: ReadonlySet<number>, random: () => number): Position {
  const pool: number[] = [...rest];
  for (let s = 0; s < 4; s++) if (s !== seat) for (const c of p.hands[s]!) if (!fixed.has(c)) pool.push(c);
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const hands = p.hands.map((h, s) => (s === seat ? [...h] : h.map((c) => (fixed.has(c) ? c : pool.pop()!))));
  return { ...p, hands, trick: [...p.trick], won: [p.won[0], p.won[1]] };
}

/**
 * `forgets`: as a beginner does, once two tricks are played the player has lost track of who took the cards it saw
 * taken (a turn-up, an exchange): it pictures them anywhere it cannot see. It never pictures a card already played.
 */
function dealOnce(v: SeatView, t: CardMatrix, random: () => number, forgets: boolean): { position: Position; rest: number[] } {
  const forgot = forgets && v.tricks.length >= 2;
  const pool = unseenCards(v);
  if (forgot) pool.push(...v.known.flatMap((known, seat) => (seat === v.seat ? [] : known)));
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const hidden = v.phase === 'turned' && v.faceDown === null;
  const down = knownFaceDown(v);
  if (down) pool.splice(pool.indexOf(down), 1);
  const num = (c: CardCode) => t.index.get(c)!;
  const hands = v.known.map((known, seat) => {
    if (seat === v.seat) return v.hand.map(num);
    const kept = forgot ? [] : known;
    const guessed = pool.splice(0, v.handSizes[seat]! - kept.length);
    return [...kept, ...guessed].map(num);
  });
  const trick = (v.trick?.cards ?? []).map(num);
  // Another player's card face down: that exchanged card, else any unseen card (it is in no hand).
  if (hidden) trick.unshift(num(down ?? pool.shift()!));
  if (v.phase === 'turned' && v.faceDown !== null) trick.unshift(num(v.faceDown));
  const position: Position = {
    hands,
    leader: v.trick?.leader ?? (v.toAct as NonNullable<typeof v.toAct>),
    trick,
    won: [v.won[0], v.won[1]],
    played: v.tricks.length,
    marching: v.marching,
  };
  return { position, rest: pool.map(num) };
}
