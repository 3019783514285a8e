/**
 * A whole deal of Karniffel (karniffel: Preliminaries, Playing, Scoring): four players in two teams of two, or six in
 * two of three, the 36 German-suited cards (ruling karniffel-pack), five cards each; the next two cards turned for the
 * two chosen suits, more while the suit repeats; the holder of a chosen Banner (Ten) may exchange it for the turn-up of
 * its suit; forehand leads, a chosen Seven may not lead the first trick; the team with three tricks or more wins the
 * stake. Where Wieland is silent, rulings karniffel-deal (how the cards go round, the exchanges' order, a deal with no
 * second suit) and karniffel-director (who directs, what the director sees, the concession).
 */
import { suitOf, type CardCode, type Suit } from './cards.ts';
import type { DealRules } from './deal-rules.ts';
import { refuse, type RuleError } from './errors.ts';
import {
  familyDeal,
  finishDeal,
  nextOf,
  sideOf,
  type FamilyDealGame,
  type FamilyDealStart,
  type FamilyDealState,
  type FamilyDealt,
  type FamilyView,
  type PlayAt,
} from './family-deal.ts';
import { FAMILY } from './family-games.ts';
import { BEAST_CARD, isBeast, type FamilyCard } from './family-ids.ts';
import { ok, type Result } from './result.ts';
import { TABLE_SEATS } from './table-ids.ts';

/** Four or six players, five cards each, all five tricks played; the stake to the team with three or more (karniffel). */
export const KARNIFFEL_DEAL = {
  game: 'karniffel',
  seats: TABLE_SEATS.karniffel,
  direction: 'clockwise',
  hands: { 4: { dealt: 5, held: 5 }, 6: { dealt: 5, held: 5 } },
  exchanges: [{ kind: 'turn-up', give: 'T' }],
  faceDown: [{ kind: 'stock', seen: 'none' }],
  stakes: { kind: 'fixed', base: 1 },
  end: { kind: 'all-tricks', of: 5 },
  sides: 2,
} as const satisfies DealRules<'karniffel', 4 | 6>;

/** What Karniffel's deal adds to the state, all of it in the open. */
export interface KarniffelExt {
  /** every card turned for the chosen suits, in order */
  readonly turned: readonly FamilyCard[];
  /** per chosen suit (first, second), the turn-ups its Banner may still take */
  readonly offers: readonly (readonly FamilyCard[])[];
  /** how many seats have ended their turn at the exchanges, from forehand (ruling karniffel-deal) */
  readonly passed: number;
}

/** Karniffel's own actions: a Banner for a turn-up of its suit, the end of a seat's turn at the exchanges, a director's concession. */
export type KarniffelAction =
  | { readonly type: 'exchange'; readonly seat: number; readonly give: FamilyCard; readonly take: FamilyCard }
  | { readonly type: 'pass'; readonly seat: number }
  | { readonly type: 'concede'; readonly seat: number };

type State = FamilyDealState<KarniffelExt, KarniffelAction>;
type View = FamilyView<KarniffelExt>;

/** The suit printed on a card: a beast is a card of the pack (ruling karniffel-pack) and turned up names its suit (ruling karniffel-deal). */
const printedSuit = (card: FamilyCard): Suit => suitOf(isBeast(card) ? BEAST_CARD[card] : card);

/** The director of each team (ruling karniffel-director): its first seat, seat 0 for one team and seat 1 for the other, for the whole game. */
export const isDirector = (seat: number): boolean => seat === 0 || seat === 1;
/** The seats whose hands a director sees: its partners'. Another player sees only its own. */
export const directedBy = (players: number, seat: number): readonly number[] =>
  isDirector(seat) ? Array.from({ length: players }, (_, s) => s).filter((s) => s !== seat && sideOf(s) === sideOf(seat)) : [];

/** The chosen suit's Banner. */
const bannerOf = (suit: Suit): CardCode => `T${suit}`;

/**
 * Deals five cards each, one at a time from forehand, then turns cards until a second suit shows (karniffel,
 * Preliminaries); with no second suit left in the pack (six players) the deal is thrown in (ruling karniffel-deal).
 */
function deal(start: FamilyDealStart, deck: readonly FamilyCard[]): FamilyDealt<KarniffelExt> | { thrownIn: readonly FamilyCard[] } {
  const n = start.players;
  const forehand = nextOf(n, start.dealer);
  const held = KARNIFFEL_DEAL.hands[4].held;
  const hands = Array.from({ length: n }, (_, seat) => {
    const i = (seat - forehand + n) % n;
    return Array.from({ length: held }, (_, round) => deck[round * n + i]!);
  });
  const rest = deck.slice(held * n);
  const first = printedSuit(rest[0]!);
  const second = rest.findIndex((c) => printedSuit(c) !== first);
  if (second < 0) return { thrownIn: rest };
  const turned = rest.slice(0, second + 1);
  return {
    chosen: [first, printedSuit(rest[second]!)],
    hands,
    stock: rest.slice(second + 1),
    table: turned,
    known: hands.map(() => []),
    phase: 'exchange',
    toAct: forehand,
    ext: { turned, offers: [turned.slice(0, second), [rest[second]!]], passed: 0 },
  };
}

/** The exchanges a seat may make now: each chosen Banner it holds, for each turn-up of its suit still on the table. */
function exchangesOf(at: { readonly chosen: readonly Suit[]; readonly ext: KarniffelExt }, seat: number, hand: readonly FamilyCard[]): KarniffelAction[] {
  return at.chosen.flatMap((suit, i) => {
    const give = bannerOf(suit);
    if (!hand.includes(give)) return [];
    return at.ext.offers[i]!.map((take): KarniffelAction => ({ type: 'exchange', seat, give, take }));
  });
}

/** The context's role of a card decides the Seven: the trick rules know it (karniffel.ts). */
function mayPlay(at: PlayAt, _seat: number, card: FamilyCard): RuleError | null {
  const first = at.tricks.length === 0 && at.trick === null;
  if (!first) return null;
  const role = FAMILY.karniffel.context(at.chosen, []).facts.get(card)?.role;
  return role?.kind === 'seven' ? refuse('may-not-lead', { card }).error : null;
}

function parseAction(type: KarniffelAction['type'], seat: number, a: Readonly<Record<string, unknown>>): Result<KarniffelAction, RuleError> {
  if (type !== 'exchange') return ok({ type, seat });
  const give = FAMILY.karniffel.lookupCard(a['give']);
  if (!give.ok) return give;
  const take = FAMILY.karniffel.lookupCard(a['take']);
  if (!take.ok) return take;
  return ok({ type, seat, give: give.value, take: take.value });
}

function act(s: State, a: KarniffelAction): Result<State, RuleError> {
  if (a.type === 'concede') {
    if (s.phase !== 'play') return refuse('not-now', { action: a.type });
    if (!isDirector(a.seat)) return refuse('not-director', { seat: a.seat });
    if (a.seat !== s.toAct) return refuse('not-your-turn', { seat: a.seat, expected: s.toAct });
    return ok(finishDeal(s, sideOf(a.seat) === 0 ? 1 : 0, 'conceded', KARNIFFEL_DEAL.stakes.base));
  }
  if (s.phase !== 'exchange') return refuse('not-now', { action: a.type });
  if (a.seat !== s.toAct) return refuse('not-your-turn', { seat: a.seat, expected: s.toAct });
  const n = s.start.players;
  if (a.type === 'pass') {
    const passed = s.ext.passed + 1;
    const ext = { ...s.ext, passed };
    // Once every seat has had its turn, forehand leads to the first trick.
    if (passed === n) return ok({ ...s, ext, phase: 'play', toAct: nextOf(n, s.start.dealer) });
    return ok({ ...s, ext, toAct: nextOf(n, a.seat) });
  }
  const hand = s.hands[a.seat]!;
  if (!hand.includes(a.give)) return refuse('card-not-held', { card: a.give });
  const i = s.chosen.findIndex((suit) => bannerOf(suit) === a.give);
  if (i < 0 || !s.ext.offers[i]!.includes(a.take)) return refuse('no-exchange', { give: a.give, take: a.take });
  // The Banner lies face up where the turn-up was, and everyone knows where the turn-up went.
  return ok({
    ...s,
    hands: s.hands.map((h, seat) => (seat === a.seat ? [...h.filter((c) => c !== a.give), a.take] : h)),
    known: s.known.map((k, seat) => (seat === a.seat ? [...k, a.take] : k)),
    table: s.table.map((c) => (c === a.take ? a.give : c)),
    ext: { ...s.ext, offers: s.ext.offers.map((o, j) => (j === i ? o.filter((c) => c !== a.take) : o)) },
  });
}

function choices(v: View): readonly KarniffelAction[] {
  if (v.phase === 'exchange') return [...exchangesOf(v, v.seat, v.hand), { type: 'pass', seat: v.seat }];
  if (v.phase === 'play' && isDirector(v.seat)) return [{ type: 'concede', seat: v.seat }];
  return [];
}

/** Karniffel's part of the family's deal machine. */
export const KARNIFFEL_GAME: FamilyDealGame<KarniffelExt, KarniffelExt, KarniffelAction> = {
  id: 'karniffel',
  rules: KARNIFFEL_DEAL,
  // Each deal is settled alone: the stake to the team with three tricks or more (karniffel, Scoring).
  target: null,
  deal,
  actionTypes: ['exchange', 'pass', 'concede'],
  parseAction,
  act,
  choices,
  mayPlay,
  sees: directedBy,
};

/** Karniffel's whole deal. */
export const karniffelDeal = familyDeal(KARNIFFEL_GAME);
