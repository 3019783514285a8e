/**
 * A toy game behind the table-game interface, for the tests of the seated bot and the game table apart from any
 * game's rules (test-only: nothing ships it): sixteen cards 0–15 (as card codes "0"…"15" on the table), four seats in
 * two sides (seat % 2), four cards each, the highest card takes the trick, the side with more tricks is paid one by
 * each of the others (two all: nobody pays).
 */
import { type DealRules, type TableGame, type TableStart, type CardCode, ok, randomFrom, shuffled } from '../rules/index.ts';

export interface Toy {
  readonly start: TableStart;
  readonly actions: readonly ToyAction[];
  readonly hands: readonly (readonly number[])[];
  readonly trick: readonly number[];
  readonly leader: number;
  readonly won: readonly [number, number];
  readonly played: readonly number[];
}
export interface ToyView {
  readonly start: TableStart;
  readonly actions: readonly ToyAction[];
  readonly toAct: number | null;
  readonly seat: number;
  readonly hand: readonly number[];
  readonly sizes: readonly number[];
  readonly trick: readonly number[];
  readonly leader: number;
  readonly won: readonly [number, number];
  readonly played: readonly number[];
}
export type ToyAction = { readonly type: 'play'; readonly seat: number; readonly card: number };

const over = (s: Toy) => s.hands.every((h) => h.length === 0) && s.trick.length === 0;
const toAct = (s: Toy) => (over(s) ? null : (s.leader + s.trick.length) % 4);
export const view = (s: Toy, seat: number): ToyView => ({
  start: s.start,
  actions: s.actions,
  toAct: toAct(s),
  seat,
  hand: s.hands[seat]!,
  sizes: s.hands.map((h) => h.length),
  trick: s.trick,
  leader: s.leader,
  won: s.won,
  played: s.played,
});

export const TOY: TableGame<Toy, ToyAction, ToyView> = {
  rules: {} as DealRules,
  tables: [4],
  parseStart: (x) => {
    const s = x as TableStart;
    return s.seats === 4 && Number.isInteger(s.dealNo) && s.dealNo >= 0 && Number.isInteger(s.dealer) && s.dealer >= 0 && s.dealer < 4
      ? ok(s)
      : ({ ok: false, error: { code: 'bad-players', params: {} } } as never);
  },
  start: (start) => deal(start.seed, start),
  next: (s) => ({ ...s.start, dealNo: s.start.dealNo + 1, dealer: (s.start.dealer + 1) % 4 }),
  first: (seats, seed) => ({ seats, seed, dealNo: 0, dealer: 0 }),
  startOf: (s) => s.start,
  actionsOf: (s) => s.actions,
  table: (v) => ({
    seat: v.seat,
    seats: 4,
    dealer: 3,
    sides: [0, 1, 0, 1],
    hand: v.hand.map(String) as CardCode[],
    handSizes: v.sizes,
    chosen: [],
    faceUp: [],
    trick: v.trick.length ? { leader: v.leader, cards: v.trick.map((c, k) => ({ seat: (v.leader + k) % 4, card: String(c) as CardCode })) } : null,
    tricks: [],
    won: v.won,
    toAct: v.toAct,
    stake: 1,
  }),
  apply(s, input) {
    const a = input as ToyAction;
    const seat = toAct(s);
    if (seat === null || a.seat !== seat || !s.hands[seat]!.includes(a.card)) return { ok: false, error: { code: 'not-your-turn', params: {} } } as never;
    const hands = s.hands.map((h, i) => (i === seat ? h.filter((c) => c !== a.card) : h));
    const trick = [...s.trick, a.card];
    const actions = [...s.actions, a];
    if (trick.length < 4) return ok({ ...s, hands, trick, played: [...s.played, a.card], actions });
    const top = trick.indexOf(Math.max(...trick));
    const taker = (s.leader + top) % 4;
    const won: [number, number] = [...s.won];
    won[taker % 2]! += 1;
    return ok({ ...s, hands, trick: [], leader: taker, won, played: [...s.played, a.card], actions });
  },
  legalActions: (s) => {
    const seat = toAct(s);
    return seat === null ? [] : s.hands[seat]!.map((card) => ({ type: 'play' as const, seat, card }));
  },
  result: (s) => (over(s) ? s.won : null),
  seatCount: () => 4,
  toAct,
  viewOf: view,
  choices: (v) => (v.toAct === v.seat ? v.hand.map((card) => ({ type: 'play' as const, seat: v.seat, card })) : []),
  redeal(v, random) {
    const unseen = shuffled(
      Array.from({ length: 16 }, (_, c) => c).filter((c) => !v.hand.includes(c) && !v.played.includes(c)),
      random,
    );
    let next = 0;
    const hands = v.sizes.map((n, seat) => (seat === v.seat ? v.hand : unseen.slice(next, (next += n))));
    return { start: v.start, actions: v.actions, hands, trick: v.trick, leader: v.leader, won: v.won, played: v.played };
  },
  paid: (s) => [0, 1, 2, 3].map((seat) => Math.sign(s.won[seat % 2]! - s.won[1 - (seat % 2)]!)),
};

export const deal = (seed: string, start: TableStart = { seats: 4, seed, dealNo: 0, dealer: 3 }): Toy => {
  const cards = shuffled(
    Array.from({ length: 16 }, (_, c) => c),
    randomFrom(`${seed}/${start.dealNo}`),
  );
  return { start, actions: [], hands: [0, 1, 2, 3].map((i) => cards.slice(4 * i, 4 * i + 4)), trick: [], leader: 0, won: [0, 0], played: [] };
};
