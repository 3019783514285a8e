/**
 * Knüffeln for four at the Play table, one entry a variant: the deal (play.ts) seen from its seats (view.ts) behind
 * the one interface every game at the table has (deal-rules.ts TableGame), so that the table, the bots' seated port
 * and the tests that run over every game take it as they take the others. With it: a state dealt again from a seat's
 * view, and what a finished deal paid each seat.
 */
import type { DealRules, TableGame, TableSeats, TableStart, TableView } from './deal-rules.ts';
import { redealFour } from './four-redeal.ts';
import { TRICKS } from './deal-end.ts';
import { refuse } from './errors.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { settle, type Payment } from './payments.ts';
import { plainMove } from './plain-player.ts';
import { apply, dealContext, parseDealStart, SEATS, sideOfSeat, startDeal, trickWinner } from './play.ts';
import type { Action, PlayState, Seat } from './play.ts';
import { ok } from './result.ts';
import { firstDealStart, nextDealStart } from './session.ts';
import { VARIANT_IDS, type VariantId } from './variants.ts';
import { choicesOf, legalActions, viewOf, type SeatView } from './view.ts';

/** Knüffeln for four as the deal interface describes it: the Olen and the Tens exchanged, a lead may be turned. */
const rulesOf = (variant: VariantId) =>
  ({
    game: variant,
    seats: [4],
    direction: 'clockwise',
    hands: { 4: { dealt: TRICKS, held: TRICKS } },
    exchanges: [
      { kind: 'ole', give: ['Q', 'K'] },
      { kind: 'turn-up', give: KNUEFFELN[variant].rules.exchangeRank },
    ],
    faceDown: [{ kind: 'stock', seen: 'bottom' }, { kind: 'turned-lead' }],
    stakes: { kind: 'fixed', base: 1 },
    end: { kind: 'tricks', of: TRICKS, needed: 5 },
    sides: 2,
  }) as const satisfies DealRules<VariantId, 4>;

/** What each seat won (negative: paid) once the deal is over: each loser pays one winner; nothing before. */
export const paidFour = (s: PlayState): readonly number[] =>
  SEATS.map((seat) => (s.result ? (sideOfSeat(seat) === s.result.winner ? 1 : -1) * s.result.payment.amount : 0));

/** A deal of four worth so much, as the variant settles it (null where an ending cannot be paid so). */
const worthOf = (variant: VariantId, outcome: 'game' | 'march' | 'ran', turns: number, wentOn: boolean): Payment | null => {
  const paid = settle({ variant, outcome, acceptedTurns: turns, players: 4, ...(outcome === 'ran' ? { wentOn } : {}) });
  return paid.ok ? paid.value : null;
};

/** What the table shows of a deal of four from one seat. */
function tableViewOf(v: SeatView): TableView {
  const laid = (t: PlayState['tricks'][number]) => ({ leader: t.leader, cards: t.cards.map((card, k) => ({ seat: (t.leader + k) % 4, card })) });
  const turns = v.accepted[0] + v.accepted[1];
  // Running from a turn made in a march fails it, and the marchers pay the march (eaton-2021, The Play).
  const march = v.marching !== null;
  const turned = v.phase === 'turned' && v.toAct === v.seat;
  const see = turned ? worthOf(v.start.variant, march ? 'march' : 'game', turns + 1, march) : null;
  const run = turned ? worthOf(v.start.variant, 'ran', turns, march) : null;
  const asked = turned && see !== null && run !== null;
  // A lead turned face down lies in the trick, seen by its leader alone.
  const trick =
    v.phase === 'turned' && v.trick
      ? { leader: v.trick.leader, cards: [{ seat: v.trick.leader, card: v.faceDown }], turned: true as const }
      : v.trick
        ? laid(v.trick)
        : null;
  // 1938: the cutter laid all three bottom cards face up (cutterLook in play.ts); in 1924 and from the stock, shown cards lie in the stock.
  const { oleExchange } = KNUEFFELN[v.start.variant].rules;
  const cutterShown = oleExchange.from === 'cutter-three' && oleExchange.laid === 'all' ? v.shown : [];
  return {
    ...(asked ? { answer: { accept: see.amount, refuse: run.amount, march } } : {}),
    seat: v.seat,
    seats: 4,
    dealer: v.start.dealer,
    sides: SEATS.map(sideOfSeat),
    hand: v.hand,
    handSizes: v.handSizes,
    chosen: v.chosen,
    faceUp: [
      ...[...v.kept.flat(), ...v.laidOut, ...v.given, ...cutterShown].map((card) => ({ seat: null, card })),
      // every card taken in an exchange, gone once played (face up or down): the table keeps its place to the deal's end
      ...v.exchanges.filter((e) => e.seat !== v.seat).map((e) => ({ seat: e.seat, card: e.take, gone: !v.known[e.seat]!.includes(e.take) })),
    ],
    trick,
    tricks: v.tricks.map((t, i) => ({ ...laid(t), taker: v.takers[i]! })),
    won: v.won,
    toAct: v.result ? null : v.toAct,
    stake: worthOf(v.start.variant, 'game', turns, false)?.amount ?? 0,
  };
}

/** One variant of Knüffeln for four at the Play table, as the table deals it (its bots' parts apart: fourTable). */
function fourSeats(variant: VariantId): TableSeats<PlayState, Action, SeatView> {
  return {
    rules: rulesOf(variant),
    tables: [4],
    parseStart: (input) => {
      const s = (input ?? {}) as Partial<TableStart>;
      if (s.seats !== 4) return refuse('bad-players', { allowed: '4' });
      const parsed = parseDealStart({ variant, players: 4, seed: s.seed, dealNo: s.dealNo, dealer: s.dealer });
      return parsed.ok ? ok({ seats: 4, seed: parsed.value.seed, dealNo: parsed.value.dealNo, dealer: parsed.value.dealer }) : parsed;
    },
    start: (start) => startDeal({ variant, seed: start.seed, dealNo: start.dealNo, dealer: start.dealer as Seat }),
    startOf: (s) => ({ seats: 4, seed: s.start.seed, dealNo: s.start.dealNo, dealer: s.start.dealer }),
    next: (s) => {
      const n = nextDealStart(s.start);
      return { seats: 4, seed: n.seed, dealNo: n.dealNo, dealer: n.dealer };
    },
    // East deals first, so the learner in the South leads the first trick (session.ts).
    first: (_, seed) => {
      const f = firstDealStart(variant, seed);
      return { seats: 4, seed, dealNo: f.dealNo, dealer: f.dealer };
    },
    actionsOf: (s) => s.actions,
    apply,
    legalActions,
    result: (s) => s.result,
    seatCount: () => 4,
    toAct: (s) => (s.phase === 'over' ? null : s.toAct),
    viewOf: (s, seat) => viewOf(s, seat as Seat),
    choices: choicesOf,
    paid: paidFour,
    table: tableViewOf,
  };
}

/** Knüffeln for four as the table deals it, each variant a game of its own (the Play page loads no more of it). */
export const FOUR_SEATS = /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ VARIANT_IDS.map((id) => [id, fourSeats(id)])) as Readonly<
  Record<VariantId, TableSeats<PlayState, Action, SeatView>>
>;

/** One variant at the table with its bots' parts: a deal dealt again from a view (four-redeal.ts), a plain player. */
const fourTable = (variant: VariantId): TableGame<PlayState, Action, SeatView> => ({
  ...fourSeats(variant),
  redeal: redealFour,
  plain: (s, random) => {
    const ctx = dealContext(s);
    const t = s.trick;
    const after = (a: Action) =>
      a.type === 'play' ? trickWinner({ leader: t?.leader ?? s.toAct, cards: [...(t?.cards ?? []), a.card], turned: false }, ctx) : s.toAct;
    const holder = t && t.cards.length ? trickWinner(t, ctx) : null;
    return plainMove({ choices: legalActions(s), seat: s.toAct, holder, after, sideOf: (x) => x % 2, random });
  },
});

/** Knüffeln for four, each variant a game of its own at the table. */
export const FOUR_TABLES = /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ VARIANT_IDS.map((id) => [id, fourTable(id)])) as Readonly<
  Record<VariantId, TableGame<PlayState, Action, SeatView>>
>;
