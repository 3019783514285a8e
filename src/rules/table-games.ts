/**
 * The games the Play table deals beside four-player Knüffeln, one entry each (chessops' one registry of rules): the
 * deal machine seen from its seats (deal-rules.ts TableGame), what its deals are paid in, and its pack's style.
 * Loaded only when one of them is played.
 */
import type { DealRules, TableAct, TableGame, TableStart, TableView } from './deal-rules.ts';
import {
  scoreFamilyDeal,
  trickTaker,
  type FamilyAction,
  type FamilyDealMachine,
  type FamilyScore,
  type FamilyDealState,
  type FamilyGameAction,
  type FamilyView,
} from './family-deal.ts';
import type { FamilyCard } from './family-ids.ts';
import type { PackStyle } from './game.ts';
import { FAMILY } from './family-games.ts';
import { karnoeffelDeal } from './karnoeffel-deal.ts';
import { karniffelDeal } from './karniffel-deal.ts';
import { kaiserspielDeal } from './kaiserspiel-deal.ts';
import { accepted, stakeValue } from './kaiser-stakes.ts';
import { firstDealer, namingCard, type KaiserTable } from './kaiser-dealing.ts';
import { randomFrom } from './shuffle.ts';
import type { CardCode } from './cards.ts';
import { fiveTrickWinner, leftOf, playersOf, sideOfFive, type FiveAction, type FiveSeat, type FiveState } from './five.ts';
import { FIVE_MACHINE, legalFive, type FiveView } from './five-view.ts';
import { plainMove } from './plain-player.ts';
import { plainAsked } from './plain-asked.ts';
import { orderOf, type CardOrder } from './family-read.ts';
import { settle } from './payments.ts';
import { ok } from './result.ts';
import { TABLE_SEATS, type TableGameId } from './table-ids.ts';

export interface TableGameEntry<S, A extends TableAct, V> {
  readonly game: TableGame<S, A, V>;
  /** what a deal is paid in: Knüffeln's cents, the family's points */
  readonly unit: 'cent' | 'point';
  readonly style: PackStyle;
  /** the score a session plays to, or null where each deal is settled alone */
  readonly target: number | null;
}
/**
 * An entry whatever its game, its types forgotten: for code that takes a game by an id known only at run time (the
 * worker's edge, where a view arrives as data; the table's root, which hands it to a component generic in its types;
 * tests over every game). Everything else keeps a game's own state, actions and views.
 */
export type AnyTableEntry = TableGameEntry<unknown, TableAct, unknown>;

const baseOf = (rules: DealRules): number => rules.stakes.base;

/** How a family game differs at the table from the family's plain deal. */
interface FamilyTableOptions<VExt> {
  /** what the deal is worth now (the rules' base stake where it never changes) */
  readonly stakeOf?: (v: FamilyView<VExt>) => number;
  /** cards shown face up besides the table's and those taken in the open */
  readonly shownOf?: (v: FamilyView<VExt>) => TableView['faceUp'];
  /** a session's first dealer: seat 0, the learner, where a source gives no way (ruling first-dealer) */
  readonly firstDealer?: (seats: number, seed: string) => number;
  /** a raise of the stake the seat is asked to answer, as TableView['answer'] */
  readonly answerOf?: (v: FamilyView<VExt>) => TableView['answer'];
  /** the card seen face up that named the chosen suit, as TableView['namer'] */
  readonly namerOf?: (v: FamilyView<VExt>) => FamilyCard | undefined;
}

/** A family game's deal machine at the table: its start as a link writes it, and its view as the table draws it. */
export function familyTable<Ext, VExt, GA extends FamilyGameAction>(
  m: FamilyDealMachine<Ext, VExt, GA>,
  {
    stakeOf = () => baseOf(m.rules),
    shownOf = () => [],
    firstDealer = () => 0,
    answerOf = () => undefined,
    namerOf = () => undefined,
  }: FamilyTableOptions<VExt> = {},
): TableGame<FamilyDealState<Ext, GA>, FamilyDealState<Ext, GA>['actions'][number], FamilyView<VExt>> {
  const id = m.game.id;
  return {
    ...m,
    tables: m.rules.seats,
    parseStart: (input) => {
      const s = (input ?? {}) as Partial<TableStart>;
      const parsed = m.parseStart({ game: id, players: s.seats, seed: s.seed, dealNo: s.dealNo, dealer: s.dealer });
      return parsed.ok ? ok({ seats: parsed.value.players, seed: parsed.value.seed, dealNo: parsed.value.dealNo, dealer: parsed.value.dealer }) : parsed;
    },
    start: (start) => m.start({ game: id, players: start.seats, seed: start.seed, dealNo: start.dealNo, dealer: start.dealer }),
    startOf: (s) => ({ seats: s.start.players, seed: s.start.seed, dealNo: s.start.dealNo, dealer: s.start.dealer }),
    next: (s) => {
      const n = m.next(s.start);
      return { seats: n.players, seed: n.seed, dealNo: n.dealNo, dealer: n.dealer };
    },
    first: (seats, seed) => ({ seats, seed, dealNo: 0, dealer: firstDealer(seats, seed) }),
    actionsOf: (s) => s.actions,
    plain: (s, random) => {
      const players = s.start.players;
      const ctx = m.game.context ? m.game.context(s) : FAMILY[id].context(s.chosen, []);
      const t = s.trick;
      const after = (a: { type: string; seat: number }) =>
        'card' in a && a.type === 'play'
          ? trickTaker(ctx, { leader: t?.leader ?? s.toAct, cards: [...(t?.cards ?? []), a.card as FamilyCard], down: t?.down ?? [] }, players)
          : s.toAct;
      const holder = t && t.cards.length ? trickTaker(ctx, t, players) : null;
      // the cards ranked in this deal, once the chosen suits are named (before, nothing asks for a card's strength)
      let order: CardOrder | undefined;
      const ranked = () => (order ??= orderOf(ctx));
      const power = s.chosen.length ? (c: string) => ranked().power.get(c) ?? 0 : undefined;
      const beaten = (c: string) => {
        const by = ranked().takenBy.get(c);
        return !by || s.hands.some((h, x) => x % 2 !== s.toAct % 2 && h.some((d) => by.has(d)));
      };
      const choices = m.legalActions(s);
      if (!choices.some((a) => a.type === 'play')) return plainAsked(choices, power, random);
      return plainMove({ choices, seat: s.toAct, holder, after, sideOf: (x) => x % 2, random, power, beaten });
    },
    table: (v): TableView => {
      const n = v.start.players;
      const laid = (t: { leader: number; cards: readonly (string | null)[] }) => ({
        leader: t.leader,
        cards: t.cards.map((card, k) => ({ seat: (t.leader + k) % n, card: card as TableView['hand'][number] | null })),
      });
      const answer = answerOf(v);
      const namer = namerOf(v);
      // a hand a rule lets this seat see (Karniffel's director: the partners'; ruling karniffel-director)
      const shown = v.hands.flatMap((hand, seat) => (seat !== v.seat && v.seesHand[seat] ? [{ seat, hand }] : []));
      return {
        ...(shown.length ? { shown } : {}),
        ...(answer ? { answer } : {}),
        ...(namer ? { namer } : {}),
        seat: v.seat,
        seats: n,
        dealer: v.start.dealer,
        sides: Array.from({ length: n }, (_, seat) => (seat % 2) as 0 | 1),
        hand: v.hand,
        ...(v.aside.length ? { aside: v.aside } : {}),
        handSizes: v.handSizes,
        chosen: v.chosen,
        faceUp: [...v.table.map((card) => ({ seat: null, card })), ...v.known.flatMap((cards, seat) => cards.map((card) => ({ seat, card }))), ...shownOf(v)],
        trick: v.trick ? laid(v.trick) : null,
        tricks: v.tricks.map((t, i) => ({ ...laid(t), taker: v.takers[i]! })),
        won: v.won,
        toAct: v.result ? null : v.toAct,
        stake: stakeOf(v),
      };
    },
  };
}

/** Knüffeln for five (Bohmstedt's table) at the Play table: its start as a link writes it, its view as the table draws it. */
export const FIVE_TABLE: TableGame<FiveState, FiveAction, FiveView> = {
  ...FIVE_MACHINE,
  tables: TABLE_SEATS['knueffeln-5'],
  parseStart: (input) => {
    const s = (input ?? {}) as Partial<TableStart>;
    const parsed = FIVE_MACHINE.parseStart({ variant: 'bohmstedt', players: s.seats, seed: s.seed, dealNo: s.dealNo, dealer: s.dealer });
    return parsed.ok ? ok({ seats: 5, seed: parsed.value.seed, dealNo: parsed.value.dealNo, dealer: parsed.value.dealer }) : parsed;
  },
  start: (start) => FIVE_MACHINE.start({ variant: 'bohmstedt', players: 5, seed: start.seed, dealNo: start.dealNo, dealer: start.dealer as FiveSeat }),
  startOf: (s) => ({ seats: 5, seed: s.start.seed, dealNo: s.start.dealNo, dealer: s.start.dealer }),
  next: (s) => ({ seats: 5, seed: s.start.seed, dealNo: s.start.dealNo + 1, dealer: leftOf(s.start.dealer) }),
  // The learner deals first, so the game's own question (play alone or sit out) comes at once.
  first: (seats, seed) => ({ seats, seed, dealNo: 0, dealer: 0 }),
  actionsOf: (s) => s.actions,
  plain: (s, random) => {
    const index = s.tricks.length;
    const t = s.trick;
    const after = (a: FiveAction) =>
      a.type === 'play' ? fiveTrickWinner(s, { leader: t?.leader ?? s.toAct, cards: [...(t?.cards ?? []), a.card], turned: false }, index) : s.toAct;
    const holder = t && t.cards.length ? fiveTrickWinner(s, t, index) : null;
    return plainMove({ choices: legalFive(s), seat: s.toAct, holder, after, sideOf: (x) => sideOfFive(s, x as FiveSeat), random });
  },
  table: (v): TableView => {
    const laid = (t: FiveState['tricks'][number], i: number) => {
      const order = playersOf(v, i);
      const from = order.indexOf(t.leader);
      return {
        leader: t.leader,
        cards: t.cards.map((card, k) => ({
          seat: order[(from + k) % order.length]!,
          card: k === 0 && t.turned && v.phase === 'turned' && v.faceDown === null ? null : card,
        })),
      };
    };
    const turns = v.accepted[0] + v.accepted[1];
    // Running from a turn made in a march fails it, and the marchers pay the march (eaton-2021, The Play).
    const march = v.marching !== null;
    const worth = (outcome: 'game' | 'march' | 'ran', turnsThen: number) => {
      const paid = settle({ variant: v.start.variant, outcome, acceptedTurns: turnsThen, players: 5, ...(outcome === 'ran' ? { wentOn: march } : {}) });
      return paid.ok ? paid.value.amount : null;
    };
    // A dealer alone settles with each of the four, each of the four with the dealer (eaton-2021, Five-Player Knüffeln).
    const dealerAlone = v.alone === true;
    const each = dealerAlone && v.seat === v.start.dealer ? 4 : 1;
    const see = worth(march ? 'march' : 'game', turns + 1);
    const run = worth('ran', turns);
    const asked = v.phase === 'turned' && v.toAct === v.seat && see !== null && run !== null;
    return {
      ...(dealerAlone ? { alone: v.start.dealer } : {}),
      ...(asked ? { answer: { accept: each * see, refuse: each * run, march } } : {}),
      seat: v.seat,
      seats: 5,
      dealer: v.start.dealer,
      sides: Array.from({ length: 5 }, (_, seat) => sideOfFive(v, seat as FiveSeat)),
      hand: v.hand,
      // The dealer looks at the whole stock before choosing, and keeps what it saw when sitting out (eaton-2021).
      ...(v.stock && v.alone !== true ? { looked: v.stock } : {}),
      handSizes: v.handSizes,
      chosen: v.chosen,
      // The turn-ups kept lie in the middle; a turn-up another seat took for its Ten is seen at its seat, gone once
      // played (face up or down): the table keeps its place to the deal's end.
      faceUp: [
        ...v.kept.flat().map((card) => ({ seat: null, card })),
        ...v.exchanges.filter((e) => e.seat !== v.seat).map((e) => ({ seat: e.seat, card: e.take, gone: !v.known[e.seat]!.includes(e.take) })),
      ],
      trick: v.trick ? laid(v.trick, v.tricks.length) : null,
      tricks: v.tricks.map((t, i) => ({ ...laid(t, i), taker: v.takers[i]! })),
      won: v.won,
      toAct: v.result ? null : v.toAct,
      stake: worth('game', turns) ?? 0,
    };
  },
};

const entry = <Ext, VExt, GA extends FamilyGameAction>(
  m: FamilyDealMachine<Ext, VExt, GA>,
  table = familyTable(m),
): TableGameEntry<FamilyDealState<Ext, GA>, FamilyAction<GA>, FamilyView<VExt>> => ({
  game: table,
  unit: 'point',
  style: FAMILY[m.game.id].style,
  target: m.game.target,
});

export { TABLE_GAME_IDS, type TableGameId } from './table-ids.ts';

/** Every game the table deals beside four-player Knüffeln, each entry with its own types (TABLE_GAMES.karniffel's deal is Karniffel's). */
export const TABLE_GAMES = {
  'knueffeln-5': { game: FIVE_TABLE, unit: 'cent', style: 'french', target: null },
  // The lowest card of the first round, dealt face up, named the suit (karnoeffel, The play).
  karnoeffel: entry(karnoeffelDeal, familyTable(karnoeffelDeal, { namerOf: (v) => v.ext.faceUp[v.ext.namer] })),
  karniffel: entry(karniffelDeal),
  // Kaiserspiel's stake grows with the accepted raises; its first cards, dealt face up, everyone saw (kaiserjass: The Deal).
  kaiserspiel: entry(
    kaiserspielDeal,
    familyTable(kaiserspielDeal, {
      stakeOf: (v) => stakeValue(v.ext.stakes),
      shownOf: (v) => v.ext.faceUp,
      namerOf: (v) =>
        v.chosen.length
          ? namingCard(
              v.ext.faceUp.map((f) => f.card),
              v.ext.bottom,
            )
          : undefined,
      firstDealer: (seats, seed) =>
        firstDealer(seats as KaiserTable, FAMILY.kaiserspiel.pack as readonly CardCode[], randomFrom(`${seed}/first-dealer`)).dealer,
      // An offer accepted raises the stake; folded, the raising side gets what the deal was worth before it.
      answerOf: (v) => {
        const ask = v.ext.ask;
        if (ask?.kind !== 'answer' || v.toAct !== v.seat) return undefined;
        return {
          accept: stakeValue(accepted(v.ext.stakes, ask.offer)),
          refuse: stakeValue(v.ext.stakes),
          march: false,
          offer: { kind: ask.offer.kind, adds: ask.offer.adds },
        };
      },
    }),
  ),
} as const satisfies Readonly<Record<TableGameId, AnyTableEntry>>;

/** A session's score where a game is played to a target: each side's points, and the side that reached it first. */
export type SessionScore = Omit<FamilyScore, 'game'> & { readonly target: number };

/**
 * The score of a session of a game played to a target (Karnöffel to five, Kaiserspiel to 101: the rulings
 * karnoeffel-score and kaiser-first-dealer), from what each finished deal paid its seats, in order: a deal's points go
 * to the side of the seats it paid (each seat's side as `sides` has it), and the first side to the target wins the
 * game (scoreFamilyDeal). Deals after the game was won do not count.
 */
export function sessionScore(target: number, sides: readonly (0 | 1 | null)[], deals: readonly (readonly number[])[]): SessionScore {
  let score: SessionScore = { deals: 0, points: [0, 0], target, winner: null };
  for (const paid of deals) {
    const seat = paid.findIndex((x) => x > 0);
    const side = seat < 0 ? null : sides[seat];
    if (score.winner !== null || side === undefined || side === null) continue;
    score = scoreFamilyDeal(score, { winner: side, points: paid[seat]! });
  }
  return score;
}

/** A game's entry by an id known only at run time, its types forgotten (AnyTableEntry). */
export const anyTableGame = (id: TableGameId): AnyTableEntry => TABLE_GAMES[id];
