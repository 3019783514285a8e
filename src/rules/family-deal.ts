/**
 * A whole deal of a trick-taking game of the family (Karnöffel, Karniffel, Kaiserspiel), as one state machine: pure,
 * serializable (plain data) and replayable from its start and its actions. The seats are 0 … n-1 in the order of
 * play (the direction, clockwise or not, is the game's data), the two sides alternate (side = seat % 2), any card may
 * be played, each trick is decided by the game's own rule from the registry (FAMILY, family-trick.ts), and the winner
 * leads. A game plugs in what is its own (a FamilyDealGame: karnoeffel-deal.ts, karniffel-deal.ts): how the cards
 * are dealt and the suits chosen, its phases before play (exchanges, declarations…) and its actions there, a card
 * that may not be played, whose hand a seat may see, and what a deal is worth.
 */
import type { Suit } from './cards.ts';
import type { DealRules, SeatedMachine } from './deal-rules.ts';
import { refuse, shown, type RuleError } from './errors.ts';
import { FAMILY } from './family-games.ts';
import { isFamilyId, type FamilyCard, type FamilyId } from './family-ids.ts';
import type { FamilyContext, FamilyFacts } from './family.ts';
import { playFamilyTrick } from './family-trick.ts';
import { ok, type Result } from './result.ts';
import { randomFrom, shuffled } from './shuffle.ts';

/** The two sides: seats 0, 2, 4 and seats 1, 3, 5. */
export type FamilySide = 0 | 1;
export const sideOf = (seat: number): FamilySide => (seat % 2) as FamilySide;
/** The seat that plays after this one, at a table of n. */
export const nextOf = (players: number, seat: number): number => (seat + 1) % players;

/** Where a deal starts: the game and its table, the session's seed and the deal's number (which pick the shuffle), the dealer. */
export interface FamilyDealStart {
  readonly game: FamilyId;
  readonly players: number;
  readonly seed: string;
  readonly dealNo: number;
  readonly dealer: number;
  /** the pack as it lies after the shuffle, top first: a deal laid out by hand (a test, a lesson); else the seed shuffles */
  readonly deck?: readonly FamilyCard[];
}

/** A trick as played: the leader's seat, the cards in the order of play, and which of them were played face down. */
export interface FamilyTrick {
  readonly leader: number;
  readonly cards: readonly FamilyCard[];
  /** positions in `cards` played face down (Kaiserspiel): such a card does not try to take the trick */
  readonly down: readonly number[];
}

/** A trick as one seat sees it: a card another seat played face down is null. */
export interface FamilyViewTrick {
  readonly leader: number;
  readonly cards: readonly (FamilyCard | null)[];
  readonly down: readonly number[];
}

/** How a deal ended and what it was worth to the side that won it. */
export interface FamilyDealResult {
  readonly winner: FamilySide;
  /** 'tricks': the tricks decided it; 'conceded': the loser gave it up (Karniffel's director); a game may add its own ('fold') */
  readonly how: string;
  readonly tricks: readonly [number, number];
  /** what the deal is worth to each player of the winning side, in the game's own units (points, stakes) */
  readonly points: number;
}

/** Playing a card to the trick, face up or (where the game allows it) face down. */
export type FamilyPlay = { readonly type: 'play' | 'play-down'; readonly seat: number; readonly card: FamilyCard };
/** What a game adds: an action of its own phases, always with its type and the seat that acts. */
export interface FamilyGameAction {
  readonly type: string;
  readonly seat: number;
}
export type FamilyAction<GA extends FamilyGameAction = FamilyGameAction> = FamilyPlay | GA;

/** The phase of play and the end; a game names its own phases before play. */
export type FamilyPhase = 'play' | 'over' | (string & {});

export interface FamilyDealState<Ext = unknown, GA extends FamilyGameAction = FamilyGameAction> {
  readonly start: FamilyDealStart;
  /** the cards turned face up by deals thrown in and dealt again, one list per deal thrown in */
  readonly throwIns: readonly (readonly FamilyCard[])[];
  readonly phase: FamilyPhase;
  /** the chosen suit or suits, first then second */
  readonly chosen: readonly Suit[];
  /** by seat */
  readonly hands: readonly (readonly FamilyCard[])[];
  /** the undealt cards, face down, seen by nobody */
  readonly stock: readonly FamilyCard[];
  /** by seat, cards laid aside face down, seen by that seat alone (Kaiserspiel's discards) */
  readonly aside: readonly (readonly FamilyCard[])[];
  /** cards face up on the table, out of play (Karniffel's turn-ups, and a Banner given for one) */
  readonly table: readonly FamilyCard[];
  /** by seat, the cards everyone knows it holds (Karnöffel's face-up first card, a turn-up taken), until played */
  readonly known: readonly (readonly FamilyCard[])[];
  /** the seat to act (once the deal is over, the last to have acted: toAct() then answers null) */
  readonly toAct: number;
  readonly tricks: readonly FamilyTrick[];
  /** who took each finished trick */
  readonly takers: readonly number[];
  /** tricks won by each side */
  readonly won: readonly [number, number];
  /** the trick being played, or null before its lead */
  readonly trick: FamilyTrick | null;
  readonly result: FamilyDealResult | null;
  /** the game's own record (turn-ups on offer, declarations, the stake…) */
  readonly ext: Ext;
  readonly actions: readonly FamilyAction<GA>[];
}

/** What one seat knows of a deal: its own hand, what a rule lets it see, and what happened in the open. Never the seed. */
export interface FamilyView<VExt = unknown> {
  readonly seat: number;
  readonly start: Omit<FamilyDealStart, 'seed' | 'deck'>;
  readonly throwIns: FamilyDealState['throwIns'];
  readonly phase: FamilyPhase;
  readonly chosen: readonly Suit[];
  readonly hand: readonly FamilyCard[];
  /** per seat, what this seat sees of that hand: all of it (its own; a hand a rule shows it), else the cards everyone knows */
  readonly hands: readonly (readonly FamilyCard[])[];
  /** per seat, whether this seat sees the whole hand */
  readonly seesHand: readonly boolean[];
  readonly handSizes: readonly number[];
  readonly known: FamilyDealState['known'];
  readonly stockSize: number;
  /** its own cards laid aside; another seat's are hidden (their counts: asideSizes) */
  readonly aside: readonly FamilyCard[];
  readonly asideSizes: readonly number[];
  readonly table: readonly FamilyCard[];
  readonly toAct: number;
  readonly tricks: readonly FamilyViewTrick[];
  readonly takers: readonly number[];
  readonly won: readonly [number, number];
  readonly trick: FamilyViewTrick | null;
  readonly result: FamilyDealResult | null;
  /** what this seat sees of the game's own record */
  readonly ext: VExt;
}

/** What a game's deal lays out: hands, the chosen suits, the table, its first phase and the seat to act. */
export interface FamilyDealt<Ext> {
  readonly chosen: readonly Suit[];
  readonly hands: readonly (readonly FamilyCard[])[];
  readonly stock: readonly FamilyCard[];
  readonly table: readonly FamilyCard[];
  readonly known: readonly (readonly FamilyCard[])[];
  readonly aside?: readonly (readonly FamilyCard[])[];
  readonly phase: FamilyPhase;
  readonly toAct: number;
  readonly ext: Ext;
}

/** What the trick phase needs to know to allow a card: the state's or a view's open facts. */
export interface PlayAt {
  readonly start: Pick<FamilyDealStart, 'game' | 'players' | 'dealer'>;
  readonly chosen: readonly Suit[];
  readonly tricks: readonly FamilyViewTrick[];
  readonly trick: FamilyViewTrick | null;
}

/**
 * A game's part of its whole deal. `Ext` is its own record in the state, `VExt` what a seat sees of it (the same,
 * unless the game hides some of it), `GA` its own actions.
 */
export interface FamilyDealGame<Ext = unknown, VExt = Ext, GA extends FamilyGameAction = FamilyGameAction> {
  readonly id: FamilyId;
  /** the deal as data (seats, direction, hands, exchanges, face-down cards, stakes, the end) */
  readonly rules: DealRules;
  /** the score a session plays to (points), or null where each deal is settled alone (a stake) */
  readonly target: number | null;
  /** deals a pack (top first): the hands, the chosen suits, the first phase; or throws the deal in (the same dealer deals again), with the cards everyone saw */
  deal(start: FamilyDealStart, deck: readonly FamilyCard[]): FamilyDealt<Ext> | { readonly thrownIn: readonly FamilyCard[] };
  /** the types of its own actions */
  readonly actionTypes: readonly GA['type'][];
  /** reads one of its own actions at the edge (type and seat already checked); a fresh object, nothing of the input kept */
  parseAction(type: GA['type'], seat: number, input: Readonly<Record<string, unknown>>): Result<GA, RuleError>;
  /** applies one of its own actions by the rules, or refuses it */
  act(s: FamilyDealState<Ext, GA>, a: GA): Result<FamilyDealState<Ext, GA>, RuleError>;
  /** its own actions this view's seat may take now (in its phases, or beside the cards in play: a concession) */
  choices(v: FamilyView<VExt>): readonly GA[];
  /** a refusal for a card that may not be played now (Karniffel: a chosen Seven may not lead the first trick); null allows it */
  mayPlay?(at: PlayAt, seat: number, card: FamilyCard, down: boolean): RuleError | null;
  /** whether a seat may play face down at all (Kaiserspiel); absent: never */
  readonly playsDown?: boolean;
  /** the other seats whose whole hand this seat sees, by rule (Karniffel's director: the partner's) */
  sees?(players: number, seat: number): readonly number[];
  /** what a seat sees of the game's record; absent: all of it */
  viewExt?(s: FamilyDealState<Ext, GA>, seat: number): VExt;
  /** the game's record again from what a seat saw of it, for a deal dealt again from a view; absent: the view's record */
  extFrom?(v: FamilyView<VExt>, random: () => number): Ext;
  /** whether a deal dealt again from a view fits what the view's seat was told (a declaration); absent: any deal fits */
  fits?(s: FamilyDealState<Ext, GA>, v: FamilyView<VExt>): boolean;
  /** the context of the deal's tricks; absent: the game's context for the chosen suits */
  context?(s: Pick<FamilyDealState<Ext, GA>, 'start' | 'chosen' | 'ext'>): FamilyContext;
  /** what a deal won by the tricks is worth; absent: the base of the game's stakes (rules.stakes) */
  points?(s: FamilyDealState<Ext, GA>): number;
  /** who deals the next deal; absent: the forehand, the dealer's next in the order of play */
  nextDealer?(start: FamilyDealStart): number;
}

/** A family game's whole deal, as every game's bots and table ask it: a seated deal machine. */
export type FamilyDealMachine<Ext = unknown, VExt = Ext, GA extends FamilyGameAction = FamilyGameAction> = SeatedMachine<
  DealRules,
  FamilyDealStart,
  FamilyDealState<Ext, GA>,
  FamilyAction<GA>,
  FamilyDealResult,
  FamilyView<VExt>
> & {
  readonly game: FamilyDealGame<Ext, VExt, GA>;
  /** the deal from its start and its actions, as they were played; the first refused action stops the replay */
  replay(start: unknown, actions: readonly unknown[]): Result<FamilyDealState<Ext, GA>, RuleError & { readonly index: number }>;
  /** where the next deal of a session starts: the same seed, the next number, the deal passing on as the game says */
  next(start: FamilyDealStart): FamilyDealStart;
};

const without = <T>(cards: readonly T[], card: T): T[] => cards.filter((c) => c !== card);
const replaceAt = <T>(list: readonly T[], i: number, value: T): T[] => list.map((x, j) => (j === i ? value : x));

/** How many tricks a deal has: the cards each seat holds once play begins. */
export const tricksOf = (rules: DealRules, players: number): number => (rules.hands as Readonly<Record<number, { held: number }>>)[players]?.held ?? 0;

/** The pack of a family game, from the registry. */
export const packOfGame = (game: FamilyId): readonly FamilyCard[] => FAMILY[game].pack;

/** The context of a deal's tricks: the game's own, or the registry's context for the chosen suits. */
function contextOfDeal<Ext, VExt, GA extends FamilyGameAction>(
  game: FamilyDealGame<Ext, VExt, GA>,
  s: Pick<FamilyDealState<Ext, GA>, 'start' | 'chosen' | 'ext'>,
): FamilyContext {
  return game.context ? game.context(s) : FAMILY[s.start.game].context(s.chosen, []);
}

/**
 * The seat that took a finished trick, by the game's own trick rule (the registry's): the cards played face down take
 * no part; if every card lies face down, the leader keeps it.
 */
export function trickTaker(ctx: FamilyContext, trick: FamilyTrick, players: number): number {
  const up: number[] = [];
  const facts: FamilyFacts[] = [];
  trick.cards.forEach((c, i) => {
    if (trick.down.includes(i)) return;
    up.push(i);
    facts.push(ctx.facts.get(c)!);
  });
  if (facts.length === 0) return trick.leader;
  const r = playFamilyTrick(ctx, facts);
  return (trick.leader + up[r.winner]!) % players;
}

/** The deal's end: the winner, how, and what it is worth; the state is over. Games call it for their own endings. */
export function finishDeal<Ext, GA extends FamilyGameAction>(
  s: FamilyDealState<Ext, GA>,
  winner: FamilySide,
  how: string,
  points: number,
): FamilyDealState<Ext, GA> {
  return { ...s, phase: 'over', result: { winner, how, tricks: s.won, points } };
}

/** The first trick, led by `leader`: the phases before play are done. */
export const beginPlay = <Ext, GA extends FamilyGameAction>(s: FamilyDealState<Ext, GA>, leader: number): FamilyDealState<Ext, GA> => ({
  ...s,
  phase: 'play',
  toAct: leader,
});

/** Reads a laid-out pack at the edge: every card of the game's pack once (a card the game plays under another code is read as that). */
function parseDeck(game: FamilyId, deck: unknown): Result<readonly FamilyCard[], RuleError> {
  const g = FAMILY[game];
  const bad = () => refuse('bad-deck', { size: g.pack.length });
  if (!Array.isArray(deck) || deck.length !== g.pack.length) return bad();
  const out: FamilyCard[] = [];
  for (const c of deck) {
    const card = g.lookupCard(c);
    if (!card.ok || out.includes(card.value)) return bad();
    out.push(card.value);
  }
  return ok(out);
}

/** Builds the deal machine of a family game from its part. */
export function familyDeal<Ext, VExt, GA extends FamilyGameAction>(game: FamilyDealGame<Ext, VExt, GA>): FamilyDealMachine<Ext, VExt, GA> {
  type State = FamilyDealState<Ext, GA>;
  type View = FamilyView<VExt>;
  type Action = FamilyAction<GA>;
  const seats = game.rules.seats;

  function parseStart(input: unknown): Result<FamilyDealStart, RuleError> {
    if (typeof input !== 'object' || input === null) return refuse('bad-input');
    const { game: id, players, seed, dealNo, dealer, deck } = input as Record<string, unknown>;
    if (!isFamilyId(id) || id !== game.id) return refuse('unknown-variant', { variant: shown(id) });
    if (typeof players !== 'number' || !seats.includes(players)) return refuse('bad-players', { allowed: seats.join(' or ') });
    if (typeof seed !== 'string' || !Number.isSafeInteger(dealNo) || (dealNo as number) < 0) return refuse('bad-input');
    if (!Number.isInteger(dealer) || (dealer as number) < 0 || (dealer as number) >= players) return refuse('bad-input');
    const base = { game: id, players, seed, dealNo: dealNo as number, dealer: dealer as number };
    if (deck === undefined) return ok(base);
    const cards = parseDeck(id, deck);
    return cards.ok ? ok({ ...base, deck: cards.value }) : cards;
  }

  function start(st: FamilyDealStart): State {
    const throwIns: FamilyCard[][] = [];
    for (;;) {
      // A deal laid out by hand that is thrown in is dealt again from the seed.
      const deck = st.deck && throwIns.length === 0 ? st.deck : shuffled(packOfGame(st.game), randomFrom(`${st.seed}/${st.dealNo}/${throwIns.length}`));
      const d = game.deal(st, deck);
      if ('thrownIn' in d) {
        throwIns.push([...d.thrownIn]);
        if (throwIns.length > 50) throw new Error('a deal was thrown in fifty times');
        continue;
      }
      return {
        start: st,
        throwIns,
        phase: d.phase,
        chosen: d.chosen,
        hands: d.hands,
        stock: d.stock,
        aside: d.aside ?? d.hands.map(() => []),
        table: d.table,
        known: d.known,
        toAct: d.toAct,
        tricks: [],
        takers: [],
        won: [0, 0],
        trick: null,
        result: null,
        ext: d.ext,
        actions: [],
      };
    }
  }

  /** Lays a card to the trick; the last card of the round decides it, and maybe the deal. */
  function lay(s: State, seat: number, card: FamilyCard, down: boolean): State {
    const n = s.start.players;
    const hands = replaceAt(s.hands, seat, without(s.hands[seat]!, card));
    const known = replaceAt(s.known, seat, without(s.known[seat]!, card));
    const prev = s.trick;
    const trick: FamilyTrick = prev
      ? { ...prev, cards: [...prev.cards, card], down: down ? [...prev.down, prev.cards.length] : prev.down }
      : { leader: seat, cards: [card], down: down ? [0] : [] };
    if (trick.cards.length < n) return { ...s, hands, known, trick, toAct: nextOf(n, seat) };
    const taker = trickTaker(contextOfDeal(game, s), trick, n);
    const side = sideOf(taker);
    const won: [number, number] = [s.won[0], s.won[1]];
    won[side]++;
    const after: State = { ...s, hands, known, tricks: [...s.tricks, trick], takers: [...s.takers, taker], won, trick: null, toAct: taker };
    const total = tricksOf(game.rules, n);
    const end = game.rules.end;
    const decided = end.kind === 'tricks' && won[side] >= end.needed;
    if (!decided && after.tricks.length < total) return after;
    const winner: FamilySide = won[0] > won[1] ? 0 : 1;
    return finishDeal(after, winner, 'tricks', game.points ? game.points(after) : game.rules.stakes.base);
  }

  function playChoices(v: View): Action[] {
    const kinds: FamilyPlay['type'][] = game.playsDown ? ['play', 'play-down'] : ['play'];
    const out: Action[] = [];
    for (const type of kinds) for (const card of v.hand) if (!game.mayPlay?.(v, v.seat, card, type === 'play-down')) out.push({ type, seat: v.seat, card });
    return out;
  }

  function parseAction(s: State, input: unknown): Result<Action, RuleError> {
    if (typeof input !== 'object' || input === null) return refuse('bad-action', { action: shown(input) });
    const a = input as Record<string, unknown>;
    const { type, seat } = a;
    const isSeat = Number.isInteger(seat) && (seat as number) >= 0 && (seat as number) < s.start.players;
    if (typeof type !== 'string' || !isSeat) return refuse('bad-action', { action: shown(type) });
    if (type === 'play' || type === 'play-down') {
      if (type === 'play-down' && !game.playsDown) return refuse('bad-action', { action: type });
      const card = FAMILY[s.start.game].lookupCard(a['card']);
      if (!card.ok) return card;
      return ok({ type, seat: seat as number, card: card.value });
    }
    if ((game.actionTypes as readonly string[]).includes(type)) return game.parseAction(type, seat as number, a);
    return refuse('bad-action', { action: type });
  }

  function decide(s: State, a: Action): Result<State, RuleError> {
    if (s.result) return refuse('deal-over');
    if (a.type === 'play' || a.type === 'play-down') {
      const p = a as FamilyPlay;
      if (s.phase !== 'play') return refuse('not-now', { action: p.type });
      if (p.seat !== s.toAct) return refuse('not-your-turn', { seat: p.seat, expected: s.toAct });
      if (!s.hands[p.seat]!.includes(p.card)) return refuse('card-not-held', { card: p.card });
      const no = game.mayPlay?.(s, p.seat, p.card, p.type === 'play-down');
      if (no) return { ok: false, error: no };
      return ok(lay(s, p.seat, p.card, p.type === 'play-down'));
    }
    return game.act(s, a as GA);
  }

  function apply(s: State, input: unknown): Result<State, RuleError> {
    const parsed = parseAction(s, input);
    if (!parsed.ok) return parsed;
    const done = decide(s, parsed.value);
    return done.ok ? ok({ ...done.value, actions: [...s.actions, parsed.value] }) : done;
  }

  function viewOf(s: State, seat: number): View {
    const { game: id, players, dealNo, dealer } = s.start;
    const shownTo = new Set([seat, ...(game.sees?.(players, seat) ?? [])]);
    const hidden = (t: FamilyTrick): FamilyViewTrick =>
      t.down.length === 0 ? t : { ...t, cards: t.cards.map((c, i) => (t.down.includes(i) && (t.leader + i) % players !== seat ? null : c)) };
    return {
      seat,
      start: { game: id, players, dealNo, dealer },
      throwIns: s.throwIns,
      phase: s.phase,
      chosen: s.chosen,
      hand: s.hands[seat]!,
      hands: s.hands.map((h, i) => (shownTo.has(i) ? h : s.known[i]!)),
      seesHand: s.hands.map((_, i) => shownTo.has(i)),
      handSizes: s.hands.map((h) => h.length),
      known: s.known,
      stockSize: s.stock.length,
      aside: s.aside[seat]!,
      asideSizes: s.aside.map((a) => a.length),
      table: s.table,
      toAct: s.toAct,
      tricks: s.tricks.map(hidden),
      takers: s.takers,
      won: s.won,
      trick: s.trick ? hidden(s.trick) : null,
      result: s.result,
      ext: game.viewExt ? game.viewExt(s, seat) : (s.ext as unknown as VExt),
    };
  }

  function choices(v: View): readonly Action[] {
    if (v.result || v.toAct !== v.seat) return [];
    const own = game.choices(v);
    return v.phase === 'play' ? [...playChoices(v), ...own] : own;
  }

  function redealOnce(v: View, random: () => number): State {
    const seen = new Set<FamilyCard | null>([...v.hands.flat(), ...v.aside, ...v.table, ...v.tricks.flatMap((t) => t.cards), ...(v.trick?.cards ?? [])]);
    const unseen = shuffled(
      packOfGame(v.start.game).filter((c) => !seen.has(c)),
      random,
    );
    let at = 0;
    const take = (count: number) => {
      const out = unseen.slice(at, at + count);
      at += count;
      return out;
    };
    const hands = v.hands.map((h, i) => (v.seesHand[i] ? h : [...h, ...take(v.handSizes[i]! - h.length)]));
    const aside = v.asideSizes.map((size, i) => (i === v.seat ? v.aside : take(size)));
    const fill = (t: FamilyViewTrick): FamilyTrick => ({ ...t, cards: t.cards.map((c) => c ?? take(1)[0]!) });
    const tricks = v.tricks.map(fill);
    const trick = v.trick ? fill(v.trick) : null;
    const stock = take(v.stockSize);
    if (at !== unseen.length) throw new Error(`a view left ${unseen.length - at} cards without a place`);
    return {
      start: { ...v.start, seed: '' },
      throwIns: v.throwIns,
      phase: v.phase,
      chosen: v.chosen,
      hands,
      stock,
      aside,
      table: v.table,
      known: v.known,
      toAct: v.toAct,
      tricks,
      takers: v.takers,
      won: v.won,
      trick,
      result: v.result,
      ext: game.extFrom ? game.extFrom(v, random) : (v.ext as unknown as Ext),
      actions: [],
    };
  }

  function redeal(v: View, random: () => number): State {
    let s = redealOnce(v, random);
    for (let tries = 1; game.fits && !game.fits(s, v) && tries < 200; tries++) s = redealOnce(v, random);
    return s;
  }

  function paid(s: State): readonly number[] {
    const r = s.result;
    if (!r) return s.hands.map(() => 0);
    return s.hands.map((_, seat) => (sideOf(seat) === r.winner ? r.points : -r.points));
  }

  function replay(startInput: unknown, actions: readonly unknown[]) {
    const parsed = parseStart(startInput);
    if (!parsed.ok) return { ok: false as const, error: { ...parsed.error, index: -1 } };
    let s = start(parsed.value);
    for (let i = 0; i < actions.length; i++) {
      const next = apply(s, actions[i]);
      if (!next.ok) return { ok: false as const, error: { ...next.error, index: i } };
      s = next.value;
    }
    return ok(s);
  }

  const legalActions = (s: State): readonly Action[] => (s.result ? [] : choices(viewOf(s, s.toAct)));

  return {
    game,
    rules: game.rules,
    parseStart,
    start,
    apply,
    legalActions,
    result: (s) => s.result,
    seatCount: (s) => s.start.players,
    toAct: (s) => (s.result ? null : s.toAct),
    viewOf,
    choices,
    redeal,
    paid,
    replay,
    // Unless the game says otherwise, the forehand (the dealer's next in the order of play) deals next.
    next: (st) => ({
      game: st.game,
      players: st.players,
      seed: st.seed,
      dealNo: st.dealNo + 1,
      dealer: game.nextDealer ? game.nextDealer(st) : nextOf(st.players, st.dealer),
    }),
  };
}

/** The score of a session of one family game: the points (or stakes) each side has won, and the winner once a target is reached. */
export interface FamilyScore {
  readonly game: FamilyId;
  readonly deals: number;
  readonly points: readonly [number, number];
  /** the points that win the game; null where each deal is settled alone */
  readonly target: number | null;
  /** the side that reached the target first; null while the game goes on, or where there is no target */
  readonly winner: FamilySide | null;
}

export const newFamilyScore = (game: Pick<FamilyDealGame<never, never, never>, 'id' | 'target'>): FamilyScore => ({
  game: game.id,
  deals: 0,
  points: [0, 0],
  target: game.target,
  winner: null,
});

/** The score after a deal: its points to the side that won it; the first side to the target wins the game. */
export function scoreFamilyDeal<Score extends Omit<FamilyScore, 'game'>>(score: Score, result: Pick<FamilyDealResult, 'winner' | 'points'>): Score {
  const points: [number, number] = [score.points[0], score.points[1]];
  points[result.winner] += result.points;
  const reached = score.winner === null && score.target !== null && points[result.winner] >= score.target;
  return { ...score, deals: score.deals + 1, points, winner: reached ? result.winner : score.winner };
}
