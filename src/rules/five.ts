/**
 * A whole deal of Knüffeln for five, as a state machine: pure, serializable and replayable from its start and its
 * actions. eaton-2021, Five-Player Knüffeln: the dealer deals four hands as usual, looks at the whole stock and plays
 * alone with it against the four, or sits out while the four play two against two (rulings five-choice-first,
 * five-sit-out). Five seats, 0 … 4, clockwise: the next seat is on a player's left.
 */
import { makeCard, type CardCode } from './cards.ts';
import { dealCards } from './deal.ts';
import { endAfter, TRICKS, type Outcome, type Side } from './deal-end.ts';
import { refuse, shown, type RuleError } from './errors.ts';
import { settle, type Payment } from './payments.ts';
import { ok, type Result } from './result.ts';
import { contextOf, factsFor, type DealContext } from './roles.ts';
import type { RulingId } from './rulings.ts';
import { dealTable, type TurnUps } from './table-deal.ts';
import { applied, parseTableAction, replayed, TABLE_ACTION_TYPES, type TableAction } from './table-actions.ts';
import { beforePlay, decidePlay, without, withHand, type InPlay, type TableRules, type TableTrick } from './table-play.ts';
import { playTrick } from './trick.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { isVariantId, VARIANTS, type VariantId } from './variants.ts';

export const FIVE_SEATS = [0, 1, 2, 3, 4] as const;
export type FiveSeat = (typeof FIVE_SEATS)[number];
export const isFiveSeat = (x: unknown): x is FiveSeat => typeof x === 'number' && (FIVE_SEATS as readonly number[]).includes(x);
/** The seat `by` places to a player's left (clockwise); by 4 is the player's right. */
export const leftOf = (seat: FiveSeat, by = 1): FiveSeat => ((seat + by) % 5) as FiveSeat;

/** Where a deal for five starts: as a four-player start (play.ts), naming the table of five and a dealer among five. */
export interface FiveDealStart {
  readonly variant: VariantId;
  readonly seed: string;
  readonly dealNo: number;
  readonly players: 5;
  readonly dealer: FiveSeat;
  /** the pack as it lies after the shuffle, top first: a deal laid out by hand; else the seed shuffles */
  readonly deck?: readonly CardCode[];
}

/** A chosen Ten for the turn-ups of its suit: the one exchange of the five-player game (no Ole from the stock). */
export interface FiveOffer {
  readonly kind: 'turn-up';
  readonly seat: FiveSeat;
  readonly give: CardCode;
  readonly options: readonly CardCode[];
  readonly rulings: readonly RulingId[];
}
export interface FiveExchanged {
  readonly kind: 'turn-up';
  readonly seat: FiveSeat;
  readonly give: CardCode;
  readonly take: CardCode;
}
export type FiveTrick = TableTrick<FiveSeat>;

export type FiveAction =
  /** the dealer takes up the stock and plays alone against the four, or sits out */
  { readonly type: 'alone'; readonly seat: FiveSeat } | { readonly type: 'sit-out'; readonly seat: FiveSeat } | TableAction<FiveSeat>;
export const FIVE_ACTION_TYPES = ['alone', 'sit-out', ...TABLE_ACTION_TYPES] as const;
export type FiveActionType = FiveAction['type'];

/** choose: the dealer decides; exchange: the Tens; play; turned: a lead lies face down; march: a Jann's winners choose; over. */
export type FivePhase = 'choose' | 'exchange' | 'play' | 'turned' | 'march' | 'over';

export interface FiveResult {
  readonly outcome: Outcome;
  /** the side that is paid: alone, 0 is the dealer and 1 the four; sitting out, 0 is forehand's pair */
  readonly winner: Side;
  readonly tricks: readonly [number, number];
  readonly acceptedTurns: number;
  readonly payment: Payment;
  /** what each seat won (negative: paid), in the stakes' unit; a dealer who sat out neither pays nor is paid */
  readonly paid: readonly number[];
  /** the rulings that decided the deal where the source is silent: five-sit-out, five-ninth-trick */
  readonly rulings: readonly RulingId[];
}

export interface FiveState extends InPlay<FiveSeat>, TurnUps {
  readonly start: FiveDealStart;
  /** by seat; the dealer's is empty unless the dealer took up the stock */
  readonly hands: readonly (readonly CardCode[])[];
  /** the undealt cards, which the dealer alone has seen; empty once the dealer took them up */
  readonly stock: readonly CardCode[];
  /** null until the dealer chose: true, alone against the four; false, sitting out */
  readonly alone: boolean | null;
  readonly exchanges: readonly FiveExchanged[];
  readonly offer: FiveOffer | null;
  /** the chosen suit whose Ten is offered or looked for next (0, 1; 2 when done) */
  readonly cursor: number;
  readonly phase: FivePhase;
  readonly result: FiveResult | null;
  readonly actions: readonly FiveAction[];
}

const ctxOf = (s: { readonly start: { readonly variant: VariantId }; readonly chosen: FiveState['chosen'] }): DealContext =>
  contextOf(VARIANTS[s.start.variant], s.chosen);

/** The variants dealt at a table of five: the modern ones (eaton-2021; ruling variants-inherit). */
export const fiveVariants = (): VariantId[] => (Object.keys(VARIANTS) as VariantId[]).filter((v) => VARIANTS[v].players.includes(5));

/** Who sits in the deal: the dealer, and whether the dealer plays (a state, or a seat's view). */
type Table = { readonly start: { readonly dealer: FiveSeat }; readonly alone: boolean | null };

/**
 * The side a seat plays on, or null for a dealer who sits out (and for the dealer before the choice). Alone: the dealer
 * is side 0, the four side 1. Sitting out: the four alternate round the table, forehand and the third player (0)
 * against the second and the fourth (1), as partners sit opposite at four (ruling five-sit-out).
 */
export function sideOfFive(s: Table, seat: FiveSeat): Side | null {
  const from = (seat - s.start.dealer + 5) % 5;
  if (from === 0) return s.alone ? 0 : null;
  if (s.alone) return 1;
  return from % 2 === 1 ? 0 : 1;
}

/** Who sits in the deal and what lies on the table: the dealer's stock is the pack less four hands and the turn-ups. */
type Dealt = Table & { readonly chosen: FiveState['chosen']; readonly kept: FiveState['kept']; readonly start: { readonly variant: VariantId } };

/** Cards in the stock the dealer looked at: ten, or nine or eight when more turn-ups lie on the table (eaton-2021). */
export const stockCardsOf = (s: Dealt): number => KNUEFFELN[s.start.variant].pack.length - 4 * TRICKS - s.kept[0].length - s.kept[1].length;

/**
 * The seats that play the trick numbered `trick` (from 0), clockwise from the dealer's left: the four, and the dealer
 * when alone and still holding a card. A dealer with eight cards has none for the ninth trick, which the four play
 * among themselves when they go on for the march (ruling five-ninth-trick).
 */
export const playersOf = (s: Dealt, trick: number): FiveSeat[] =>
  [1, 2, 3, 4, ...(s.alone && trick < stockCardsOf(s) ? [5] : [])].map((by) => leftOf(s.start.dealer, by));

/** The next seat to play after `seat` in the trick numbered `trick`: the next on the left who plays to it. */
export function nextInPlay(s: Dealt, seat: FiveSeat, trick: number): FiveSeat {
  const next = leftOf(seat);
  return playersOf(s, trick).includes(next) ? next : leftOf(next);
}

/**
 * Whether anyone of the other side plays to the trick now led, to answer a turn: against a lone dealer with eight cards
 * the four play the ninth trick among themselves (ruling five-ninth-trick), and a lead nobody can see is not turned.
 */
export const answered = (s: Dealt & { readonly tricks: readonly unknown[] }, side: Side): boolean =>
  playersOf(s, s.tricks.length).some((seat) => sideOfFive(s, seat) !== side);

/**
 * Who leads the first trick: with the dealer alone, the player second to the dealer's right, so that the dealer plays
 * third (eaton-2021, Five-Player Knüffeln); with the dealer sitting out, forehand, as at four (ruling five-sit-out).
 */
export const firstLeader = (s: Table): FiveSeat => leftOf(s.start.dealer, s.alone ? 3 : 1);

/**
 * The tricks a march must take: all nine, but the dealer alone with an 8-card stock marches in eight (eaton-2021,
 * Five-Player Knüffeln). The four's march against that dealer takes all nine (ruling five-ninth-trick).
 */
const marchLengthOf = (s: FiveState): number => (s.alone && s.marching === 0 ? Math.min(TRICKS, stockCardsOf(s)) : TRICKS);

/** Checks where a deal for five starts, at the edge. */
export function parseFiveStart(input: unknown): Result<FiveDealStart, RuleError> {
  if (typeof input !== 'object' || input === null) return refuse('bad-input');
  const { variant, seed, dealNo, dealer, players, deck } = input as Record<string, unknown>;
  if (!isVariantId(variant)) return refuse('unknown-variant', { variant: shown(variant) });
  if (players !== 5 || !VARIANTS[variant].players.includes(5)) return refuse('bad-players', { allowed: VARIANTS[variant].players.join(' or ') });
  if (typeof seed !== 'string' || !Number.isSafeInteger(dealNo) || (dealNo as number) < 0 || !isFiveSeat(dealer)) return refuse('bad-input');
  const start: FiveDealStart = { variant, seed, dealNo: dealNo as number, players: 5, dealer };
  if (deck === undefined) return ok(start);
  const dealt = dealCards(variant, Array.isArray(deck) ? deck : [], 5);
  if (!dealt.ok) return dealt;
  return ok({ ...start, deck: deck as CardCode[] });
}

/** Shuffles and deals four hands (again, by the same dealer, after a throw-in); the dealer looks at the stock and chooses. */
export function startFive(start: FiveDealStart): FiveState {
  const forehand = leftOf(start.dealer);
  const { deal: d, turnUps } = dealTable(start, 5);
  // dealCards gives the four hands from forehand round to the dealer's right; the dealer is dealt none.
  const hands = FIVE_SEATS.map((seat) => (seat === start.dealer ? [] : d.hands[(seat - forehand + 5) % 5]!));
  return {
    start,
    ...turnUps,
    hands,
    stock: d.stock,
    alone: null,
    exchanges: [],
    offer: null,
    cursor: 0,
    phase: 'choose',
    toAct: start.dealer,
    ...beforePlay(),
    result: null,
    actions: [],
  };
}

const holderOf = (hands: FiveState['hands'], card: CardCode): FiveSeat | null => {
  const i = hands.findIndex((h) => h.includes(card));
  return i < 0 ? null : (i as FiveSeat);
};

/** The Ten of the chosen suit `index`, if a player in the deal holds it and a turn-up of its suit is still on the table. */
export function offerAt(s: Pick<FiveState, 'start' | 'chosen' | 'hands' | 'kept'>, index: number): FiveOffer | null {
  const ctx = ctxOf(s);
  const give = makeCard({ rank: ctx.variant.exchangeRank, suit: s.chosen[index]! });
  const seat = holderOf(s.hands, give);
  const options = s.kept[index]!;
  if (seat === null || options.length === 0) return null;
  const rulings: RulingId[] = options.some((c) => factsFor(ctx, c).role.kind === 'ole') ? ['ten-for-any-turn-up'] : [];
  return { kind: 'turn-up', seat, give, options, rulings };
}

/**
 * The next Ten to offer, the first chosen suit's first (ruling five-choice-first), from the hands in play: a dealer who
 * sits out leaves the stock's Tens where they lie. When none is left, the first trick is led.
 */
function nextOffer(s: FiveState, from: number): FiveState {
  for (let index = from; index < 2; index++) {
    const offer = offerAt(s, index);
    if (offer) return { ...s, offer, cursor: index, toAct: offer.seat };
  }
  return { ...s, offer: null, cursor: 2, phase: 'play', toAct: firstLeader(s) };
}

/** The seat that took a finished trick. */
export function fiveTrickWinner(s: Dealt, t: FiveTrick, index: number): FiveSeat {
  const ctx = ctxOf(s);
  const r = playTrick(
    ctx,
    t.cards.map((c) => factsFor(ctx, c)),
  );
  let seat = t.leader;
  for (let i = 0; i < r.winner; i++) seat = nextInPlay(s, seat, index);
  return seat;
}

/** What each seat won (negative: paid) for a deal worth `amount` to each winner from each loser. */
function paidBySeat(s: FiveState, winner: Side, amount: number): number[] {
  return FIVE_SEATS.map((seat) => {
    const side = sideOfFive(s, seat);
    if (side === null) return 0;
    // Alone: the dealer settles with each of the four (eaton-2021, Five-Player Knüffeln). Sitting out: each loser pays one winner.
    const each = s.alone && side === 0 ? 4 * amount : amount;
    return side === winner ? each : -each;
  });
}

function finish(s: FiveState, outcome: Outcome, winner: Side, tricks: readonly [number, number]): FiveState {
  const acceptedTurns = s.accepted[0] + s.accepted[1];
  const paid = settle({
    variant: s.start.variant,
    outcome,
    acceptedTurns,
    players: s.alone ? 5 : 4,
    ...(outcome === 'ran' ? { wentOn: s.marching !== null } : {}),
  });
  if (!paid.ok) throw new Error(`a deal played by the rules could not be settled: ${paid.error.code}`);
  const rulings: RulingId[] = s.alone ? [] : ['five-sit-out'];
  if (s.tricks.length === TRICKS && s.alone && stockCardsOf(s) < TRICKS) rulings.push('five-ninth-trick');
  const result: FiveResult = { outcome, winner, tricks, acceptedTurns, payment: paid.value, paid: paidBySeat(s, winner, paid.value.amount), rulings };
  return { ...s, phase: 'over', offer: null, result };
}

/**
 * The table of five: the sides of the deal (sideOfFive), the seats that play each trick (playersOf), and the answer to
 * a turn from the first player of the other side after the turner, if any of it plays to the trick (answered).
 */
const FIVE: TableRules<FiveState, FiveSeat> = {
  sideOf: sideOfFive,
  nextTo: (s, seat) => nextInPlay(s, seat, s.tricks.length),
  answerer: (s, turner) => {
    const side = sideOfFive(s, turner)!;
    if (!answered(s, side)) return null;
    let answer = nextInPlay(s, turner, s.tricks.length);
    while (sideOfFive(s, answer) === side) answer = nextInPlay(s, answer, s.tricks.length);
    return answer;
  },
  trickSize: (s) => playersOf(s, s.tricks.length).length,
  taker: (s, trick) => fiveTrickWinner(s, trick, s.tricks.length),
  // After a Jann (the dealer's first four, the four's first five) its winners may lead on for the march.
  ended: (after, side) => endAfter(after.alone ? 5 : 4, after.won, after.tricks.length, side, after.marching, marchLengthOf(after)),
  finish,
};

/** Checks an action at the edge: its shape, not yet whether the rules allow it. */
export function parseFiveAction(input: unknown): Result<FiveAction, RuleError> {
  return parseTableAction(input, FIVE_ACTION_TYPES, isFiveSeat);
}

/** One action by the rules: the next state, or a refusal with its code and the state unchanged. */
export function applyFive(s: FiveState, input: unknown): Result<FiveState, RuleError> {
  return applied(s, parseFiveAction(input), decide);
}

function decide(s: FiveState, a: FiveAction): Result<FiveState, RuleError> {
  if (s.phase === 'over') return refuse('deal-over');
  const dealer = s.start.dealer;
  switch (a.type) {
    case 'alone':
    case 'sit-out': {
      if (s.phase !== 'choose') return refuse('not-now', { action: a.type });
      if (a.seat !== dealer) return refuse('not-your-turn', { seat: a.seat, expected: dealer });
      // The dealer plays alone with the whole stock as a hand, an Ole at its bottom included (eaton-2021).
      if (a.type === 'alone') return ok(nextOffer({ ...s, alone: true, hands: withHand(s.hands, dealer, s.stock), stock: [], phase: 'exchange' }, 0));
      return ok(nextOffer({ ...s, alone: false, phase: 'exchange' }, 0));
    }
    case 'exchange':
    case 'decline': {
      if (s.phase !== 'exchange' || !s.offer) return refuse('not-now', { action: a.type });
      const offer = s.offer;
      if (a.seat !== offer.seat) return refuse('not-your-turn', { seat: a.seat, expected: offer.seat });
      if (a.type === 'decline') return ok(nextOffer(s, s.cursor + 1));
      if (!s.hands[a.seat]!.includes(a.give)) return refuse('card-not-held', { card: a.give });
      if (a.give !== offer.give || !offer.options.includes(a.take)) return refuse('no-exchange', { give: a.give, take: a.take });
      // The Ten lies face up where the turn-up was.
      const swap = (k: readonly CardCode[]) => k.map((c) => (c === a.take ? offer.give : c));
      const kept: FiveState['kept'] = s.cursor === 0 ? [swap(s.kept[0]), s.kept[1]] : [s.kept[0], swap(s.kept[1])];
      const hands = withHand(s.hands, a.seat, [...without(s.hands[a.seat]!, a.give), a.take]);
      const exchanges = [...s.exchanges, { kind: 'turn-up' as const, seat: a.seat, give: a.give, take: a.take }];
      return ok(nextOffer({ ...s, hands, kept, exchanges }, s.cursor + 1));
    }
    default:
      return decidePlay(s, a, FIVE);
  }
}

/** A deal for five from its start and its actions; the first refused action stops the replay. */
export function replayFive(start: unknown, actions: readonly unknown[]): Result<FiveState, RuleError & { readonly index: number }> {
  return replayed(start, actions, parseFiveStart, startFive, applyFive);
}
