/**
 * A whole deal of Knüffeln for four, as a state machine: pure, serializable (plain data) and replayable from its
 * start and its actions. eaton-2021: The Deal and Exchange, The Play, Drehen und Sehen; the variants' sections.
 */
import { makeCard, suitOf, type CardCode } from './cards.ts';
import { dealCards } from './deal.ts';
import { endAfter, type Outcome, type Side } from './deal-end.ts';
import { refuse, shown, type RuleError } from './errors.ts';
import { settle, type Payment } from './payments.ts';
import { ok, type Result } from './result.ts';
import { contextOf, factsFor, lookupFacts, type DealContext } from './roles.ts';
import type { RulingId } from './rulings.ts';
import { dealTable, type TurnUps } from './table-deal.ts';
import { applied, parseTableAction, replayed, TABLE_ACTION_TYPES, type TableAction } from './table-actions.ts';
import { beforePlay, decidePlay, without, withHand, type InPlay, type TableRules, type TableTrick } from './table-play.ts';
import { playTrick } from './trick.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { isVariantId, type VariantId } from './variants.ts';

/** The seats in the order of play: South, West, North, East. South and North are partners (side 0), West and East (side 1). */
export const SEATS = [0, 1, 2, 3] as const;
export type Seat = (typeof SEATS)[number];
export const isSeat = (x: unknown): x is Seat => x === 0 || x === 1 || x === 2 || x === 3;
export const sideOfSeat = (seat: Seat): Side => (seat % 2) as Side;
/** The seat on a player's left, who plays next. */
export const nextSeat = (seat: Seat): Seat => ((seat + 1) % 4) as Seat;

/** The seat that cuts: the dealer's right in the modern games and (ruling cutter-side) in 1938, the dealer's left in 1924. */
export const cutterSeat = (variant: VariantId, dealer: Seat): Seat => ((dealer + (KNUEFFELN[variant].rules.cut.side === 'left' ? 1 : 3)) % 4) as Seat;

/** Where a deal starts: the session's seed and the deal's number pick the shuffle; the dealer's left leads. */
export interface DealStart {
  readonly variant: VariantId;
  readonly seed: string;
  readonly dealNo: number;
  readonly dealer: Seat;
  /** the pack as it lies after the shuffle, top first: a deal laid out by hand (the course's sample deal, a test); else the seed shuffles */
  readonly deck?: readonly CardCode[];
}

/** An exchange open to one player, who takes it or lets it go. */
export interface Offer {
  /** an Ole for the Queen (or King) of its suit, or a turn-up for the chosen Ten (1924: the dog) */
  readonly kind: 'ole' | 'turn-up';
  readonly seat: Seat;
  readonly give: CardCode;
  /** what the player may take: the one Ole, or the turn-ups of the Ten's suit still on the table */
  readonly options: readonly CardCode[];
  readonly rulings: readonly RulingId[];
}

/** An exchange made at the table: everyone sees both cards. */
export interface Exchanged {
  readonly kind: Offer['kind'];
  readonly seat: Seat;
  readonly give: CardCode;
  readonly take: CardCode;
}

export type Trick = TableTrick<Seat>;

export interface DealResult {
  readonly outcome: Outcome;
  /** the side that is paid */
  readonly winner: Side;
  readonly tricks: readonly [number, number];
  /** turns accepted in the deal, by both sides (for a run, those before the refused one) */
  readonly acceptedTurns: number;
  readonly payment: Payment;
}

export type Action = TableAction<Seat>;
export const ACTION_TYPES = TABLE_ACTION_TYPES;
export type ActionType = Action['type'];

/** exchange: the offers one by one; play: cards to tricks; turned: a card lies face down; march: a Jann's winners choose; over. */
export type Phase = 'exchange' | 'play' | 'turned' | 'march' | 'over';

export interface PlayState extends InPlay<Seat>, TurnUps {
  readonly start: DealStart;
  /** the undealt cards, top first; its bottom is the last */
  readonly stock: readonly CardCode[];
  /** 1924 and 1938: Olen the cutter laid face up, still on the table */
  readonly laidOut: readonly CardCode[];
  /** cards given for the cutter's Olen, face up on the table */
  readonly given: readonly CardCode[];
  readonly exchanges: readonly Exchanged[];
  /** stock cards everyone saw: the Olen the dealer showed from its bottom; 1938, the cutter's three cards that were no Olen */
  readonly shown: readonly CardCode[];
  /** stock cards one player alone has seen: the dealer's look at a bottom card that was no Ole; 1924, the cutter's three that were no Olen */
  readonly peeks: readonly { readonly seat: Seat; readonly card: CardCode }[];
  /** the offer being decided, and where the next is looked for: the Olen (bottom cards looked at) and then the Tens */
  readonly offer: Offer | null;
  readonly cursor: { readonly stage: 'ole' | 'ten'; readonly index: number };
  readonly phase: Phase;
  readonly result: DealResult | null;
  readonly actions: readonly Action[];
}

/** The deal's context: what each card is, once the chosen suits are known (a state, a seat's view, or just the variant and the suits). */
const CONTEXTS = new Map<string, DealContext>();
export function dealContext(s: { readonly start: Pick<DealStart, 'variant'>; readonly chosen: PlayState['chosen'] }): DealContext {
  const key = `${s.start.variant} ${s.chosen.join('')}`;
  let ctx = CONTEXTS.get(key);
  if (!ctx) CONTEXTS.set(key, (ctx = contextOf(KNUEFFELN[s.start.variant].rules, s.chosen)));
  return ctx;
}
const isOle = (ctx: DealContext, c: CardCode) => lookupFacts(ctx, c)?.role.kind === 'ole';

/** Checks where a deal starts, at the edge. */
export function parseDealStart(input: unknown): Result<DealStart, RuleError> {
  if (typeof input !== 'object' || input === null) return refuse('bad-input');
  const { variant, seed, dealNo, dealer, players } = input as Record<string, unknown>;
  if (!isVariantId(variant)) return refuse('unknown-variant', { variant: shown(variant) });
  // A table of five is read by its own edge (five.ts, parseFiveStart).
  if (players !== undefined && players !== 4) return refuse('bad-players', { allowed: '4' });
  if (typeof seed !== 'string' || !Number.isSafeInteger(dealNo) || (dealNo as number) < 0 || !isSeat(dealer)) return refuse('bad-input');
  const { deck } = input as Record<string, unknown>;
  if (deck === undefined) return ok({ variant, seed, dealNo: dealNo as number, dealer });
  const dealt = dealCards(variant, Array.isArray(deck) ? deck : [], 4);
  if (!dealt.ok) return dealt;
  return ok({ variant, seed, dealNo: dealNo as number, dealer, deck: deck as CardCode[] });
}

/** Shuffles and deals (again, by the same dealer, after a throw-in), and opens the exchanges. */
export function startDeal(start: DealStart): PlayState {
  const forehand = nextSeat(start.dealer);
  const { deal: d, turnUps } = dealTable(start, 4);
  // dealCards gives the hands from forehand round to the dealer.
  const hands = SEATS.map((seat) => d.hands[(seat - forehand + 4) % 4]!);
  const open: PlayState = {
    start,
    ...turnUps,
    hands,
    stock: d.stock,
    laidOut: d.shownByCutter,
    given: [],
    exchanges: [],
    ...cutterLook(
      start,
      d.cutterThree.filter((c) => !d.shownByCutter.includes(c)),
    ),
    offer: null,
    cursor: { stage: 'ole', index: 0 },
    phase: 'exchange',
    toAct: forehand,
    ...beforePlay(),
    result: null,
    actions: [],
  };
  return nextOffer(open, open.cursor);
}

/**
 * The cutter's three bottom cards that were no Olen (1924, 1938), back at the bottom of the stock: seen by the cutter
 * alone in 1924 (Bernhard lays out only the Olen), by everyone in 1938 (Eaton's cutter lays all three face up).
 */
function cutterLook(start: DealStart, rest: readonly CardCode[]): Pick<PlayState, 'shown' | 'peeks'> {
  const { oleExchange } = KNUEFFELN[start.variant].rules;
  if (oleExchange.from !== 'cutter-three' || oleExchange.laid === 'all') return { shown: rest, peeks: [] };
  const seat = cutterSeat(start.variant, start.dealer);
  return { shown: [], peeks: rest.map((card) => ({ seat, card })) };
}

const holderOf = (hands: PlayState['hands'], card: CardCode): Seat | null => {
  const i = hands.findIndex((h) => h.includes(card));
  return i < 0 ? null : (i as Seat);
};

/**
 * The Ole at this point of the chain, and who may take it: the holder of its Queen, or of its King when no player
 * holds the Queen (ruling queen-not-held). `stop`: the chain ends here (from the stock, only a taken Ole lets the
 * dealer look at the next bottom card).
 */
function oleOffer(s: PlayState, index: number): { offer: Offer | null; stop: boolean } {
  const ctx = dealContext(s);
  const { oleExchange } = ctx.variant;
  const fromCutter = oleExchange.from === 'cutter-three';
  const ole = fromCutter ? s.laidOut[index] : index < oleExchange.max ? s.stock[s.stock.length - 1 - index] : undefined;
  if (ole === undefined) return { offer: null, stop: true };
  if (!isOle(ctx, ole)) return { offer: null, stop: !fromCutter };
  const suit = suitOf(ole);
  const rulings: RulingId[] = fromCutter ? ['cutter-olen'] : [];
  if (oleExchange.queens === 'chosen' && !s.chosen.includes(suit)) return { offer: null, stop: !fromCutter };
  const queen = `Q${suit}` as CardCode;
  const king = `K${suit}` as CardCode;
  const byQueen = holderOf(s.hands, queen);
  const byKing = byQueen === null ? holderOf(s.hands, king) : null;
  const seat = byQueen ?? byKing;
  if (seat === null) return { offer: null, stop: !fromCutter };
  // The Queen asleep in the stock is the sources' case; lying turned up, or given for an earlier Ole, is the ruling's.
  const asleep = s.stock.includes(queen) && !s.exchanges.some((e) => e.give === queen);
  if (byKing !== null && !asleep) rulings.push('queen-not-held');
  return { offer: { kind: 'ole', seat, give: byKing === null ? queen : king, options: [ole], rulings }, stop: false };
}

/** The dealer looks at a bottom card of the stock: an Ole is shown to all, another card only the dealer saw. */
function looked(s: PlayState, index: number): PlayState {
  const ctx = dealContext(s);
  const { from, max } = ctx.variant.oleExchange;
  const card = s.stock[s.stock.length - 1 - index];
  if (from === 'cutter-three' || index >= max || card === undefined) return s;
  return isOle(ctx, card) ? { ...s, shown: [...s.shown, card] } : { ...s, peeks: [...s.peeks, { seat: s.start.dealer, card }] };
}

/** The Ten (1924: the dog) of a chosen suit, if a player holds it, for the turn-ups of its suit still on the table. */
function tenOffer(s: PlayState, index: number): Offer | null {
  const ctx = dealContext(s);
  const suit = s.chosen[index]!;
  const give = makeCard({ rank: ctx.variant.exchangeRank, suit });
  const seat = holderOf(s.hands, give);
  const options = s.kept[index]!;
  if (seat === null || options.length === 0) return null;
  return { kind: 'turn-up', seat, give, options, rulings: options.some((c) => isOle(ctx, c)) ? ['ten-for-any-turn-up'] : [] };
}

/**
 * The next exchange to decide, in the order Eaton tells them (ruling exchange-order): the Olen from the bottom of the
 * stock (1924 and 1938: the cutter's Olen), then the Tens. When none is left, forehand leads to the first trick.
 */
function nextOffer(s: PlayState, from: PlayState['cursor']): PlayState {
  let { stage, index } = from;
  for (;;) {
    if (stage === 'ole') {
      s = looked(s, index);
      const { offer, stop } = oleOffer(s, index);
      if (offer) return { ...s, offer, cursor: { stage, index }, toAct: offer.seat };
      if (stop) [stage, index] = ['ten', 0];
      else index++;
      continue;
    }
    if (index > 1) return { ...s, offer: null, cursor: { stage, index }, phase: 'play', toAct: nextSeat(s.start.dealer) };
    const offer = tenOffer(s, index);
    if (offer) return { ...s, offer, cursor: { stage, index }, toAct: offer.seat };
    index++;
  }
}

/**
 * The offer at a point of the exchanges' chain, the card there already looked at: a deal dealt again from a seat's
 * view (four-table.ts) asks who would be offered what, without looking at a bottom card a second time.
 */
export function offerAt(s: PlayState, at: PlayState['cursor']): Offer | null {
  if (at.stage === 'ole') return oleOffer(s, at.index).offer;
  return at.index > 1 ? null : tenOffer(s, at.index);
}

function exchange(s: PlayState, offer: Offer, take: CardCode): PlayState {
  const hand = [...without(s.hands[offer.seat]!, offer.give), take];
  const next: PlayState = {
    ...s,
    hands: withHand(s.hands, offer.seat, hand),
    exchanges: [...s.exchanges, { kind: offer.kind, seat: offer.seat, give: offer.give, take }],
  };
  if (offer.kind === 'turn-up') {
    // The Ten lies face up where the turn-up was.
    const swap = (k: readonly CardCode[]) => k.map((c) => (c === take ? offer.give : c));
    const i = s.cursor.index;
    const kept: PlayState['kept'] = i === 0 ? [swap(s.kept[0]), s.kept[1]] : [s.kept[0], swap(s.kept[1])];
    return nextOffer({ ...next, kept }, { stage: 'ten', index: i + 1 });
  }
  // A cutter's Ole taken leaves the table, so the next one laid out moves up to its place.
  if (s.laidOut.includes(take)) return nextOffer({ ...next, laidOut: without(s.laidOut, take), given: [...s.given, offer.give] }, s.cursor);
  return nextOffer({ ...next, stock: s.stock.map((c) => (c === take ? offer.give : c)) }, { stage: 'ole', index: s.cursor.index + 1 });
}

/** The seat that took a finished trick. */
export function trickWinner(t: Trick, ctx: DealContext): Seat {
  const r = playTrick(
    ctx,
    t.cards.map((c) => factsFor(ctx, c)),
  );
  return ((t.leader + r.winner) % 4) as Seat;
}

function finish(s: PlayState, outcome: Outcome, winner: Side, tricks: readonly [number, number]): PlayState {
  const acceptedTurns = s.accepted[0] + s.accepted[1];
  const paid = settle({ variant: s.start.variant, outcome, acceptedTurns, players: 4, ...(outcome === 'ran' ? { wentOn: s.marching !== null } : {}) });
  if (!paid.ok) throw new Error(`a deal played by the rules could not be settled: ${paid.error.code}`);
  return { ...s, phase: 'over', offer: null, result: { outcome, winner, tricks, acceptedTurns, payment: paid.value } };
}

/** The table of four: partners sit opposite, all four play every trick, and the next player, on the left, answers a turn. */
const FOUR: TableRules<PlayState, Seat> = {
  sideOf: (_, seat) => sideOfSeat(seat),
  nextTo: (_, seat) => nextSeat(seat),
  answerer: (_, turner) => nextSeat(turner),
  trickSize: () => 4,
  taker: (s, trick) => trickWinner(trick, dealContext(s)),
  ended: (after, side) => endAfter(4, after.won, after.tricks.length, side, after.marching),
  finish,
};

/** Checks an action at the edge: its shape, not yet whether the rules allow it. */
export function parseAction(input: unknown): Result<Action, RuleError> {
  return parseTableAction(input, ACTION_TYPES, isSeat);
}

/**
 * One action by the rules: the next state, or a refusal with its code, and the state unchanged. An illegal action
 * is refused: a card not held, an exchange not on offer, turning where the variant forbids it, acting out of turn.
 */
export function apply(s: PlayState, input: unknown): Result<PlayState, RuleError> {
  return applied(s, parseAction(input), decide);
}

function decide(s: PlayState, a: Action): Result<PlayState, RuleError> {
  if (s.phase === 'over') return refuse('deal-over');
  if (a.type !== 'exchange' && a.type !== 'decline') return decidePlay(s, a, FOUR);
  if (s.phase !== 'exchange' || !s.offer) return refuse('not-now', { action: a.type });
  const offer = s.offer;
  if (a.seat !== offer.seat) return refuse('not-your-turn', { seat: a.seat, expected: offer.seat });
  // A Queen or King got for a Ten never takes an Ole (eaton-2021, The Deal and Exchange). The Olen are offered before
  // the Tens (ruling exchange-order), so no Ole is on offer by then: this guards a caller that asks anyway, while a
  // second Ten is on offer.
  const gotForTen = a.type === 'exchange' && s.exchanges.some((e) => e.kind === 'turn-up' && e.seat === a.seat && e.take === a.give);
  if (a.type === 'exchange' && gotForTen && isOle(dealContext(s), a.take)) return refuse('double-exchange', { card: a.give });
  if (a.type === 'decline') {
    // From the stock, the dealer looks at the next bottom card only after an Ole was taken; the cutter's Olen are each offered.
    if (offer.kind === 'turn-up') return ok(nextOffer(s, { stage: 'ten', index: s.cursor.index + 1 }));
    const { oleExchange } = KNUEFFELN[s.start.variant].rules;
    return ok(nextOffer(s, oleExchange.from === 'cutter-three' ? { stage: 'ole', index: s.cursor.index + 1 } : { stage: 'ten', index: 0 }));
  }
  if (!s.hands[a.seat]!.includes(a.give)) return refuse('card-not-held', { card: a.give });
  if (a.give !== offer.give || !offer.options.includes(a.take)) return refuse('no-exchange', { give: a.give, take: a.take });
  return ok(exchange(s, offer, a.take));
}

/** A deal from its start and its actions, as they were played; the first refused action stops the replay. */
export function replayDeal(start: unknown, actions: readonly unknown[]): Result<PlayState, RuleError & { readonly index: number }> {
  return replayed(start, actions, parseDealStart, startDeal, apply);
}
