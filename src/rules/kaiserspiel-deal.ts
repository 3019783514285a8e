/**
 * A whole deal of Kaiserspiel (Nidwalden's Kaiserjass) as a state machine: pure, serializable and replayable from its
 * start and its actions (kaiserjass: The Players, The Deal, Further Announcement of Kaisers, The Play). Four players
 * (seven cards, two discarded) or six (five cards); anticlockwise, so the seats are numbered in the order of play,
 * each on the right of the one before; the dealer's right leads; three tricks of five win the deal. Its tricks are
 * decided by the game's own rule in the registry (kaiserspiel.ts), among the cards played face up.
 */
import { isCardCode, type CardCode } from './cards.ts';
import type { SeatedMachine } from './deal-rules.ts';
import { refuse, shown, type RuleError } from './errors.ts';
import { BANNERS } from './family-ids.ts';
import { FAMILY } from './family-games.ts';
import { chosenSuitOf, dealStages, discardCount, isBanner, isKaiserTable, KAISER_HANDS, rightOf } from './kaiser-dealing.ts';
import { redeal } from './kaiser-redeal.ts';
import { accepted, foldPoints, kaiserOffer, NO_STAKES, spieldreiOffer, stakeValue, threeOffer, type KaiserSide } from './kaiser-stakes.ts';
import {
  actingSeat,
  captainOf,
  isCaptain,
  KAISER_ACTION_TYPES,
  otherSide,
  sideOf,
  type KaiserAction,
  type KaiserResult,
  type KaiserStart,
  type KaiserState,
  type KaiserTrick,
} from './kaiser-state.ts';
import { choicesOf, legalActions, viewOf, type KaiserView } from './kaiser-view.ts';
import { ok, type Result } from './result.ts';
import { randomFrom, shuffled } from './shuffle.ts';

/** Kaiserspiel's deal as data (deal-rules.ts): anticlockwise, four or six seats, two discards at four, face-down cards, the raise and the fold. */
export const KAISERSPIEL_DEAL = {
  game: 'kaiserspiel',
  seats: [4, 6],
  direction: 'anticlockwise',
  hands: KAISER_HANDS,
  exchanges: [{ kind: 'discard', count: 2, atTables: [4] }],
  faceDown: [{ kind: 'discards' }, { kind: 'played', mustName: BANNERS }],
  stakes: { kind: 'raise', base: 4, steps: [1, 3], after: 'declaration', fold: 'scores-before-raise', call: { points: 3, next: 'other-side' } },
  // Ruling kaiser-three-tricks: play stops once a side has three tricks.
  end: { kind: 'tricks', of: 5, needed: 3 },
  sides: 2,
} as const;

const PACK = FAMILY.kaiserspiel.pack as readonly CardCode[];
const NEEDED = KAISERSPIEL_DEAL.end.needed;

/** Checks where a deal starts, at the edge; a laid-out pack must be the game's forty cards with no banner at the bottom. */
export function parseKaiserStart(input: unknown): Result<KaiserStart, RuleError> {
  if (typeof input !== 'object' || input === null) return refuse('bad-input');
  const { players, seed, dealNo, dealer, deck } = input as Record<string, unknown>;
  if (!isKaiserTable(players)) return refuse('bad-players', { players: shown(players) });
  const seat = dealer as number;
  if (typeof seed !== 'string' || !Number.isSafeInteger(dealNo) || (dealNo as number) < 0 || !Number.isInteger(seat) || seat < 0 || seat >= players) {
    return refuse('bad-input');
  }
  const base = { players, seed, dealNo: dealNo as number, dealer: seat };
  if (deck === undefined) return ok(base);
  const good =
    Array.isArray(deck) &&
    deck.length === PACK.length &&
    deck.every((c) => isCardCode(c) && PACK.includes(c)) &&
    new Set(deck).size === PACK.length &&
    !isBanner(deck[deck.length - 1] as CardCode);
  if (!good) return refuse('bad-deck', { deck: shown(deck, ' ') });
  return ok({ ...base, deck: [...(deck as CardCode[])] });
}

/**
 * The pack after the shuffle and the cut: the bottom card is shown to all, and a banner there means the pack is
 * shuffled and cut again (kaiserjass: The Deal).
 */
function cutPack(start: KaiserStart): { deck: readonly CardCode[]; reshuffles: number } {
  if (start.deck) return { deck: start.deck, reshuffles: 0 };
  for (let reshuffles = 0; ; reshuffles++) {
    const deck = shuffled(PACK, randomFrom(`${start.seed}/${start.dealNo}/${reshuffles}`));
    if (!isBanner(deck[deck.length - 1]!)) return { deck, reshuffles };
  }
}

/** Deals the first stage and asks the first seat of its pause. */
export function startKaiserDeal(start: KaiserStart): KaiserState {
  const { deck, reshuffles } = cutPack(start);
  const n = start.players;
  const open: KaiserState = {
    start,
    reshuffles,
    bottom: deck[deck.length - 1]!,
    stock: deck,
    hands: Array.from({ length: n }, () => []),
    faceUp: [],
    chosen: null,
    stage: -1,
    discards: Array.from({ length: n }, () => []),
    declared: [],
    lost: [],
    stakes: NO_STAKES,
    phase: 'deal',
    turn: null,
    ask: null,
    tricks: [],
    trick: null,
    takers: [],
    won: [0, 0],
    result: null,
    actions: [],
  };
  return nextStage(open);
}

/** Who is asked in a pause: every seat holding a card, and the captains, who may call Spieldrei (ruling kaiser-calls). */
const asked = (s: KaiserState, seat: number): boolean => s.hands[seat]!.length > 0 || isCaptain(seat);

/** The next seat asked in this pause or round, from the dealer's right round to the dealer; null when all were asked. */
function nextAsked(s: KaiserState, after: number | null): number | null {
  const n = s.start.players;
  const from = after === null ? 0 : ((after - s.start.dealer - 1 + n) % n) + 1;
  for (let i = from; i < n; i++) {
    const seat = (s.start.dealer + 1 + i) % n;
    if (s.phase !== 'deal' || asked(s, seat)) return seat;
  }
  return null;
}

/** Deals the next stage of the deal; after the last, the discard (four players) or the round of announcements. */
function nextStage(s: KaiserState): KaiserState {
  const n = s.start.players;
  const stages = dealStages(n, s.start.dealer);
  let next = s;
  for (let stage = s.stage + 1; stage < stages.length; stage++) {
    const hands = next.hands.map((h) => [...h]);
    const faceUp = [...next.faceUp];
    let stock = next.stock;
    for (const p of stages[stage]!.packets) {
      const cards = stock.slice(0, p.count);
      stock = stock.slice(p.count);
      hands[p.seat]!.push(...cards);
      if (p.up) faceUp.push(...cards.map((card) => ({ seat: p.seat, card })));
    }
    const chosen =
      next.chosen ??
      (faceUp.length === n
        ? chosenSuitOf(
            faceUp.map((f) => f.card),
            next.bottom,
          )
        : null);
    next = { ...next, hands, faceUp, stock, chosen, stage };
    if (stages[stage]!.pause) return { ...next, phase: 'deal', turn: nextAsked(next, null) };
  }
  if (discardCount(n) > 0) return { ...next, phase: 'discard', turn: rightOf(n, s.start.dealer) };
  return { ...next, phase: 'announce', turn: rightOf(n, s.start.dealer) };
}

const without = (cards: readonly CardCode[], gone: readonly CardCode[]) => cards.filter((c) => !gone.includes(c));
const withSeat = <T>(list: readonly T[], seat: number, value: T): T[] => list.map((x, i) => (i === seat ? value : x));

/** The deal over: the side that won, how, and for how many points. */
function finish(s: KaiserState, winner: KaiserSide, how: KaiserResult['how'], points: number): KaiserState {
  return { ...s, phase: 'over', turn: null, ask: null, result: { winner, how, points, tricks: [s.won[0], s.won[1]] } };
}

/** A seat passes: in a pause, its banners dealt face up in this stage and not declared are lost; the next seat is asked. */
function passed(s: KaiserState, seat: number): KaiserState {
  const n = s.start.players;
  if (s.phase === 'deal') {
    // The face-up stages come first, two cards each.
    const now = (s.stage < n / 2 ? s.faceUp.slice(2 * s.stage, 2 * s.stage + 2) : []).filter((f) => f.seat === seat && isBanner(f.card));
    const lost = now.filter((f) => !s.declared.some((d) => d.card === f.card)).map((f) => f.card);
    const next = { ...s, lost: [...s.lost, ...lost] };
    const after = nextAsked(next, seat);
    return after === null ? nextStage(next) : { ...next, turn: after };
  }
  const after = nextAsked(s, seat);
  return after === null ? { ...s, phase: 'play', turn: rightOf(n, s.start.dealer) } : { ...s, turn: after };
}

/** Lays a card to the trick; the last card decides it among the cards played face up, and maybe the deal. */
function lay(s: KaiserState, seat: number, card: CardCode, faceDown: boolean): KaiserState {
  const n = s.start.players;
  const hands = withSeat(s.hands, seat, without(s.hands[seat]!, [card]));
  const trick: KaiserTrick = s.trick
    ? { ...s.trick, cards: [...s.trick.cards, { seat, card, faceDown }] }
    : { leader: seat, cards: [{ seat, card, faceDown }] };
  if (trick.cards.length < n) return { ...s, hands, trick, turn: rightOf(n, seat) };
  const taker = trickTaker(s, trick);
  const won: [number, number] = [s.won[0], s.won[1]];
  won[sideOf(taker)]++;
  const after: KaiserState = { ...s, hands, tricks: [...s.tricks, trick], trick: null, takers: [...s.takers, taker], won, turn: taker };
  return won[sideOf(taker)] >= NEEDED ? finish(after, sideOf(taker), 'tricks', stakeValue(s.stakes)) : after;
}

/** Who takes a finished trick: the game's own rule over the cards played face up (ruling kaiser-face-down). */
export function trickTaker(s: Pick<KaiserState, 'chosen' | 'declared'>, trick: KaiserTrick): number {
  const game = FAMILY.kaiserspiel;
  const ctx = game.context(
    [s.chosen!],
    s.declared.map((d) => d.card),
  );
  const up = trick.cards.filter((c) => !c.faceDown);
  const r = game.play(up.map((c) => ctx.facts.get(c.card)!));
  return up[r.winner]!.seat;
}

/** Checks an action at the edge: its shape, not yet whether the rules allow it; a fresh object, so the record stays the deal's own. */
export function parseKaiserAction(input: unknown): Result<KaiserAction, RuleError> {
  if (typeof input !== 'object' || input === null) return refuse('bad-action', { action: shown(input) });
  const a = input as Record<string, unknown>;
  const { type, seat } = a;
  if (typeof type !== 'string' || !(KAISER_ACTION_TYPES as readonly string[]).includes(type) || !Number.isInteger(seat)) {
    return refuse('bad-action', { action: shown(type) });
  }
  const at = seat as number;
  switch (type as KaiserAction['type']) {
    case 'declare':
      return isCardCode(a['card']) ? ok({ type: 'declare', seat: at, card: a['card'] }) : refuse('bad-card', { card: shown(a['card']) });
    case 'raise':
      return a['by'] === 1 || a['by'] === 3 ? ok({ type: 'raise', seat: at, by: a['by'] }) : refuse('bad-action', { action: shown(type) });
    case 'discard': {
      const cards = a['cards'];
      if (!Array.isArray(cards) || cards.length !== 2 || !cards.every(isCardCode)) return refuse('bad-card', { card: shown(cards, ' ') });
      return ok({ type: 'discard', seat: at, cards: [cards[0] as CardCode, cards[1] as CardCode] });
    }
    case 'play':
      if (!isCardCode(a['card'])) return refuse('bad-card', { card: shown(a['card']) });
      return ok({ type: 'play', seat: at, card: a['card'], faceDown: a['faceDown'] === true });
    default:
      return ok({ type: type as 'spieldrei' | 'accept' | 'fold' | 'pass', seat: at });
  }
}

const sameAction = (a: KaiserAction, b: KaiserAction): boolean => JSON.stringify(a) === JSON.stringify(b);

/** One action by the rules: the next state, or a refusal with its code, and the state unchanged. */
export function applyKaiser(s: KaiserState, input: unknown): Result<KaiserState, RuleError> {
  const parsed = parseKaiserAction(input);
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  if (s.phase === 'over') return refuse('deal-over');
  const expected = actingSeat(s)!;
  if (a.seat !== expected) return refuse('not-your-turn', { seat: a.seat, expected });
  if ((a.type === 'play' || a.type === 'declare') && !s.hands[a.seat]!.includes(a.card)) return refuse('card-not-held', { card: a.card });
  if (a.type === 'discard' && !a.cards.every((c) => s.hands[a.seat]!.includes(c))) return refuse('card-not-held', { card: a.cards.join(' ') });
  if (!legalActions(s).some((b) => sameAction(a, b))) return refuse('not-now', { action: a.type });
  return ok({ ...decide(s, a), actions: [...s.actions, a] });
}

/** A legal action's effect. */
function decide(s: KaiserState, a: KaiserAction): KaiserState {
  const side = sideOf(a.seat);
  const ask = s.ask;
  switch (a.type) {
    case 'declare':
      return {
        ...s,
        declared: [
          ...s.declared,
          { seat: a.seat, card: a.card, open: s.faceUp.some((f) => f.card === a.card), during: s.phase === 'deal' ? 'deal' : 'announce' },
        ],
        ask: { kind: 'mark', seat: captainOf(side), side },
      };
    case 'raise':
      return { ...s, ask: { kind: 'answer', seat: captainOf(otherSide(side)), offer: ask!.kind === 'three' ? threeOffer(side) : kaiserOffer(side, a.by) } };
    case 'spieldrei':
      return { ...s, ask: { kind: 'answer', seat: captainOf(otherSide(side)), offer: spieldreiOffer(side) } };
    case 'fold': {
      const offer = ask?.kind === 'answer' ? ask.offer : null;
      return finish(s, offer!.side, 'fold', foldPoints(s.stakes));
    }
    case 'accept': {
      const offer = ask?.kind === 'answer' ? ask.offer : null;
      const stakes = accepted(s.stakes, offer!);
      // Just after a small Kaiser is accepted, its captain may make it three (kaiserjass: Further Announcement of Kaisers).
      const small = offer!.kind === 'kaiser' && offer!.adds === 1;
      return { ...s, stakes, ask: small ? { kind: 'three', seat: captainOf(offer!.side), side: offer!.side } : null };
    }
    case 'pass':
      return ask ? { ...s, ask: null } : passed(s, a.seat);
    case 'discard': {
      const next = {
        ...s,
        hands: withSeat(s.hands, a.seat, without(s.hands[a.seat]!, a.cards)),
        discards: withSeat(s.discards, a.seat, [...a.cards]),
      };
      const after = rightOf(s.start.players, a.seat);
      return after === rightOf(s.start.players, s.start.dealer) ? { ...next, phase: 'announce', turn: after } : { ...next, turn: after };
    }
    case 'play':
      return lay(s, a.seat, a.card, a.faceDown);
  }
}

/** A deal from its start and its actions, as they were played; the first refused action stops the replay. */
export function replayKaiserDeal(start: unknown, actions: readonly unknown[]): Result<KaiserState, RuleError & { readonly index: number }> {
  const parsed = parseKaiserStart(start);
  if (!parsed.ok) return { ok: false, error: { ...parsed.error, index: -1 } };
  let s = startKaiserDeal(parsed.value);
  for (let i = 0; i < actions.length; i++) {
    const next = applyKaiser(s, actions[i]);
    if (!next.ok) return { ok: false, error: { ...next.error, index: i } };
    s = next.value;
  }
  return ok(s);
}

/** Once the deal is over, each seat's points as the race to the target counts them: the winners' side +, the other side −. */
export function kaiserPaid(s: KaiserState): number[] {
  const r = s.result;
  return s.hands.map((_, seat) => (r === null ? 0 : sideOf(seat) === r.winner ? r.points : -r.points));
}

/** Kaiserspiel's deal behind the deal interface, seen from its seats: what the generic bot plays. */
export const kaiserspielDeal = {
  rules: KAISERSPIEL_DEAL,
  parseStart: parseKaiserStart,
  start: startKaiserDeal,
  apply: applyKaiser,
  legalActions,
  result: (s: KaiserState) => s.result,
  seatCount: (s: KaiserState) => s.start.players,
  toAct: actingSeat,
  viewOf,
  choices: choicesOf,
  redeal,
  paid: kaiserPaid,
} satisfies SeatedMachine<typeof KAISERSPIEL_DEAL, KaiserStart, KaiserState, KaiserAction, KaiserResult, KaiserView>;
