/**
 * The Play table as a pure model: `step(model, event)` gives the next model and the effects the store is to carry
 * out (wait a task, ask a bot, ask the coach). Plain data in, plain data out, so a test drives a whole deal, a replay
 * and a bot that fails without a worker, a browser or a timer.
 */
import {
  apply,
  choicesOf,
  firstDealStart,
  lastPlayerMoment,
  newSession,
  nextDealStart,
  replayDeal,
  scoreDeal,
  sideOfSeat,
  slateMark,
  startDeal,
  viewOf,
  wordsFor,
  type Action,
  type CardCode,
  type DealResult,
  type PlayState,
  type Said,
  type Seat,
  type SeatView,
  type SessionScore,
  type TablePhrase,
  type VariantId,
} from '../../rules/index.ts';
import type { Strength, TurningPoint } from '../../bots/protocol.ts';
import { makeDealLink } from './deal-link.ts';
import { pauseFor } from './bot-pace.ts';

/** The learner's seat: South. */
export const YOU: Seat = 0;

/** A finished deal of the session: its number, its link (the score is rebuilt from these after a reload) and its result. */
export interface FinishedDeal {
  readonly dealNo: number;
  readonly link: string;
  readonly result: DealResult;
}

/** A shared deal being looked through: all its moves, how many the table shows, and where stepping stops (found once, when it opens). */
export interface Replay {
  readonly moves: readonly Action[];
  readonly at: number;
  /** trick by trick: after the exchanges, after each trick */
  readonly stops: readonly number[];
  /** card by card: after each move that lays or exchanges a card */
  readonly cards: readonly number[];
  /** the deal looked through is over at its last move: its four hands may be shown face up at every step */
  readonly finished: boolean;
}

export interface PlayModel {
  readonly state: PlayState;
  /** the opponents' strength (West and East) */
  readonly strength: Strength;
  /** the partner's strength (North) */
  readonly partner: Strength;
  /** bots act at once */
  readonly fast: boolean;
  /** the session's finished deals, by number */
  readonly finished: readonly FinishedDeal[];
  /** a shared deal being looked through, or null while playing */
  readonly replay: Replay | null;
  /** what was said at the table in this deal (in a replay, all of it) */
  readonly talk: readonly Said[];
  /** the seat a bot is thinking for, or null */
  readonly thinking: Seat | null;
  /** the bots could not be reached: the table says so and offers to try again */
  readonly trouble: boolean;
  /** the learner has acted here: a question that appears may take the focus */
  readonly engaged: boolean;
  /** the coach's look back, at the deal it was asked about */
  readonly reviewed: { readonly place: string; readonly points: readonly TurningPoint[] } | null;
  /** the deal whose look back has been asked for, so it is asked once */
  readonly asked: string;
}

/** What the learner, the address or the bots do to the table. */
export type PlayEvent =
  | { readonly type: 'act'; readonly action: Action }
  | { readonly type: 'say'; readonly phrase: TablePhrase }
  | { readonly type: 'restart'; readonly variant: VariantId; readonly seed: string }
  | { readonly type: 'resume'; readonly state: PlayState; readonly talk?: readonly Said[] }
  | { readonly type: 'look'; readonly state: PlayState; readonly talk?: readonly Said[] }
  | { readonly type: 'open'; readonly read: OpenedDeal }
  /** the session's finished deals kept for the tab, read after the table opened: added to those the table has */
  | { readonly type: 'kept'; readonly finished: readonly FinishedDeal[] }
  | { readonly type: 'look-through' }
  | { readonly type: 'step-to'; readonly at: number }
  | { readonly type: 'take-over' }
  | { readonly type: 'next-deal' }
  | { readonly type: 'retry' }
  | { readonly type: 'settings'; readonly strength?: Strength; readonly partner?: Strength; readonly fast?: boolean }
  /** the store's wait is over: the bots speak, and the next seat to act is asked */
  | { readonly type: 'go' }
  /** what the bots said, each from its own view (the store asks them: see `botsSpeak`) */
  | { readonly type: 'said'; readonly said: readonly Said[] }
  /** a bot's action for the deal as it stood when it was asked */
  | { readonly type: 'decided'; readonly state: PlayState; readonly action: Action | undefined }
  | { readonly type: 'bots-failed' }
  | { readonly type: 'reviewed'; readonly place: string; readonly points: readonly TurningPoint[] }
  | { readonly type: 'review-failed' }
  /** a question to the bots outside a run (the coach's hint) went unanswered */
  | { readonly type: 'trouble' };

/** What the store does for the model. A new run ('wait' or 'stop') ends any run before it. */
export type PlayEffect =
  /** start a new run: wait one task (so the table is drawn first), then send 'go' */
  | { readonly type: 'wait' }
  /** end the run in progress: a bot still thinking is not waited for */
  | { readonly type: 'stop' }
  /** the bots speak now, from their own views: send 'said' with what they say */
  | { readonly type: 'speak' }
  /** ask a bot for its action, after a pause so a player can follow the table; send 'decided' or 'bots-failed' */
  | {
      readonly type: 'decide';
      readonly seat: Seat;
      readonly state: PlayState;
      readonly heard: readonly Said[];
      readonly seed: string;
      readonly pause: number;
      /** the partner's strength for North, the opponents' for West and East */
      readonly strength: Strength;
    }
  /** ask the coach to look back at a finished deal; send 'reviewed' or 'review-failed' */
  | { readonly type: 'review'; readonly place: string; readonly deal: Pick<PlayState, 'start' | 'actions'>; readonly talk: readonly Said[] };

export interface Stepped {
  readonly model: PlayModel;
  readonly effects: readonly PlayEffect[];
}

/** A deal read from an address: the deal, what was said, the move to show (&at=), the session's kept deals before it. */
export interface OpenedDeal {
  readonly state: PlayState;
  readonly talk: readonly Said[];
  readonly at: number | null;
  readonly finished: readonly FinishedDeal[];
}

/**
 * A bot's pause before it acts, as a person's: short for an obvious card (the last one in hand), longer for a lead or a
 * real choice (a little more or less each time, from the deal's seed), and longest before a lead after a trick, so the
 * trick just taken can be read.
 */
export function pauseOf(state: PlayState, seat: Seat, seed: string): number {
  const view = viewOf(state, seat);
  const afterTrick = state.phase === 'play' && state.trick === null && state.tricks.length > 0;
  return pauseFor(afterTrick, state.phase === 'play' ? view.hand.length <= 1 : choicesOf(view).length <= 1, seed);
}

/** The strength a bot plays at: North, the learner's partner, at the partner's; West and East at the opponents'. */
export const strengthFor = (m: Pick<PlayModel, 'strength' | 'partner'>, seat: Seat): Strength =>
  sideOfSeat(seat) === sideOfSeat(YOU) ? m.partner : m.strength;

/** A deal's place (the coach's look back belongs to one): its link, with its seed, number and every move. */
export const placeOf = makeDealLink;

export const initialModel = (state: PlayState): PlayModel => ({
  state,
  strength: 'club',
  partner: 'club',
  fast: false,
  finished: [],
  replay: null,
  talk: [],
  thinking: null,
  trouble: false,
  engaged: false,
  reviewed: null,
  asked: '',
});

// What follows from the model: the store derives these, and so does the reducer.

/** Who decides now: the learner for their side's answer to a turn and their side's Jann; else the seat to act. */
export function deciderOf(s: PlayState): Seat | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'turned' && sideOfSeat(s.trick!.leader) !== sideOfSeat(YOU)) return YOU;
  if (s.phase === 'march' && sideOfSeat(s.toAct) === sideOfSeat(YOU)) return YOU;
  return s.toAct;
}
/** What has been said by the point of the deal shown. */
export const heardOf = (m: Pick<PlayModel, 'talk' | 'state'>): Said[] => m.talk.filter((s) => s.at <= m.state.actions.length);
/** The learner plays last to a card just led: the table waits for their word, or their silence. */
export function isAsking(m: PlayModel, you: SeatView = viewOf(m.state, YOU)): boolean {
  if (m.replay || lastPlayerMoment(you) !== YOU) return false;
  const trick = m.state.tricks.length;
  return !heardOf(m).some((s) => s.seat === YOU && s.trick === trick && (s.phrase === 'silent' || s.phrase === 'ich-kann-nichts'));
}
/** The session's score from its finished deals numbered below `dealNo`. */
export const scoreBefore = (m: Pick<PlayModel, 'finished' | 'state'>, dealNo = Infinity): SessionScore =>
  m.finished.filter((f) => f.dealNo < dealNo).reduce((sc, f) => scoreDeal(sc, f.result), newSession(m.state.start.variant));
/** The mark the deal just finished put on the 1924 slate (against the side that lost the ladder game), or null. */
export const markOf = (m: Pick<PlayModel, 'finished' | 'state'>) => (m.state.result ? slateMark(scoreBefore(m, m.state.start.dealNo), m.state.result) : null);
/** The coach's turning points of the deal shown, once it is over (null until the coach has looked back). */
export const reviewOf = (m: PlayModel) => (m.reviewed?.place === placeOf(m.state) ? m.reviewed.points : null);

/** Where a replay stops: after the exchanges, after each trick taken, and at the last move. */
export function stopsOf(start: PlayState['start'], moves: readonly Action[]): number[] {
  const stops = [0];
  let s = startDeal(start);
  for (let i = 0; i < moves.length; i++) {
    const r = apply(s, moves[i]);
    if (!r.ok) break;
    if ((s.phase === 'exchange' && r.value.phase !== 'exchange') || r.value.tricks.length > s.tricks.length) stops.push(i + 1);
    s = r.value;
  }
  if (stops.at(-1) !== moves.length) stops.push(moves.length);
  return stops;
}

const CARD_MOVES = new Set<Action['type']>(['play', 'turn', 'exchange']);
/** Where a replay stops card by card: after each card laid to a trick (face up or down) or exchanged, and at both ends. */
export function cardStopsOf(moves: readonly Action[]): number[] {
  const stops = [0];
  for (let i = 0; i < moves.length; i++) if (CARD_MOVES.has(moves[i]!.type) || i === moves.length - 1) stops.push(i + 1);
  return stops;
}

/**
 * Every seat's cards still in hand, to be shown face up: only once the deal is over, or in the replay of a deal that
 * is over; null while a deal is in progress, so no other hand is ever shown then.
 */
export const openHandsOf = (m: Pick<PlayModel, 'state' | 'replay'>): readonly (readonly CardCode[])[] | null =>
  m.state.phase === 'over' || m.replay?.finished ? m.state.hands : null;

/** Who acts next, once the bots have spoken: null while the learner is asked for their word, or the deal is over. */
const nextToAct = (m: PlayModel): Seat | null => (m.state.phase === 'over' ? null : isAsking(m) ? YOU : deciderOf(m.state));

const none = (model: PlayModel): Stepped => ({ model, effects: [] });

/** A new run: the table shows whose turn it is, waits one task, then the bots speak and act until it is the learner's turn. */
function run(m: PlayModel, before: readonly PlayEffect[] = []): Stepped {
  if (m.replay) return { model: m, effects: [...before, { type: 'stop' }] };
  const decider = deciderOf(m.state);
  return { model: { ...m, thinking: decider !== null && decider !== YOU ? decider : null }, effects: [...before, { type: 'wait' }] };
}

/** Once the deal shown is over, the coach looks back at it (once per deal). */
function lookBack(m: PlayModel): Stepped {
  const { state } = m;
  const place = state.result ? placeOf(state) : '';
  if (!state.result || reviewOf(m) || m.asked === place) return none(m);
  return { model: { ...m, asked: place }, effects: [{ type: 'review', place, deal: { start: state.start, actions: state.actions }, talk: heardOf(m) }] };
}

/** A deal's new state, with the words that go with its last action; at its end, the score and the coach's look back. */
function set(m: PlayModel, next: PlayState): Stepped {
  const a = next.actions.at(-1);
  const words = a && wordsFor(a.type);
  const talk = a && words ? [...m.talk, { seat: a.seat, phrase: words, at: next.actions.length, trick: next.tricks.length }] : m.talk;
  let model: PlayModel = { ...m, state: next, talk };
  if (!next.result) return none(model);
  const deal = { dealNo: next.start.dealNo, link: makeDealLink(next), result: next.result };
  model = { ...model, finished: [...model.finished.filter((f) => f.dealNo !== deal.dealNo), deal].sort((x, y) => x.dealNo - y.dealNo) };
  return lookBack(model);
}

/** Plays on from a deal as it stands: the bots act when it is their turn. */
const resume = (m: PlayModel, state: PlayState, talk: readonly Said[] = heardOf(m)): Stepped =>
  run({ ...m, state, talk: talk.filter((s) => s.at <= state.actions.length), replay: null });

/** Opens a deal to look through, at its last move; a finished deal gets the coach's look back. A bot still thinking for another deal is not waited for. */
function look(m: PlayModel, state: PlayState, talk: readonly Said[] = []): Stepped {
  const replay = state.actions.length
    ? {
        moves: state.actions,
        at: state.actions.length,
        stops: stopsOf(state.start, state.actions),
        cards: cardStopsOf(state.actions),
        finished: state.result !== null,
      }
    : null;
  const back = lookBack({ ...m, state, talk, replay, thinking: null });
  return replay ? { model: back.model, effects: [{ type: 'stop' }, ...back.effects] } : run(back.model, back.effects);
}

/** Shows the deal being looked through after its first `at` moves. */
function stepTo(m: PlayModel, at: number): Stepped {
  if (!m.replay) return none(m);
  const r = replayDeal(m.state.start, m.replay.moves.slice(0, at));
  return r.ok ? lookBack({ ...m, state: r.value, replay: { ...m.replay, at } }) : none(m);
}

export function step(m: PlayModel, e: PlayEvent): Stepped {
  switch (e.type) {
    case 'act': {
      // The learner's action, when it is theirs to take and the rules allow it. In a replay it takes over from there:
      // what was said later in the shared deal goes with its later moves.
      if (deciderOf(m.state) !== YOU || isAsking(m)) return none(m);
      const r = apply(m.state, e.action);
      if (!r.ok) return none(m);
      const s = set({ ...m, engaged: true, talk: m.replay ? heardOf(m) : m.talk, replay: null }, r.value);
      return run(s.model, s.effects);
    }
    case 'say':
      // The learner says something (or keeps silent as the last player); the partner hears it as the truth.
      if (m.replay || m.state.phase === 'over') return none(m);
      return run({ ...m, engaged: true, talk: [...heardOf(m), { seat: YOU, phrase: e.phrase, at: m.state.actions.length, trick: m.state.tricks.length }] });
    case 'restart':
      return resume({ ...m, finished: [] }, startDeal(firstDealStart(e.variant, e.seed)), []);
    case 'resume':
      return resume(m, e.state, e.talk);
    case 'look':
      return look(m, e.state, e.talk);
    case 'open': {
      // A finished deal opens to be looked through (at its end, or at the move the link names); an unfinished one is played on.
      const m1 = { ...m, finished: e.read.finished };
      const opened = e.read.state.result ? look(m1, e.read.state, e.read.talk) : resume(m1, e.read.state, e.read.talk);
      const { at } = e.read;
      if (!opened.model.replay || at === null || !Number.isInteger(at) || at < 0 || at >= e.read.state.actions.length) return opened;
      const shown = stepTo(opened.model, at);
      return { model: shown.model, effects: [...opened.effects, ...shown.effects] };
    }
    case 'kept': {
      const known = new Set(m.finished.map((f) => f.dealNo));
      const more = e.finished.filter((f) => !known.has(f.dealNo));
      return none(more.length ? { ...m, finished: [...m.finished, ...more].sort((x, y) => x.dealNo - y.dealNo) } : m);
    }
    case 'look-through':
      return look({ ...m, engaged: true }, m.state, m.talk);
    case 'step-to':
      return stepTo(m, e.at);
    case 'take-over':
      return resume({ ...m, engaged: true }, m.state);
    case 'next-deal':
      return m.state.phase === 'over' ? resume(m, startDeal(nextDealStart(m.state.start)), []) : none(m);
    case 'retry': {
      const back = m.state.result ? lookBack({ ...m, engaged: true, trouble: false }) : none({ ...m, engaged: true, trouble: false });
      return run(back.model, back.effects);
    }
    case 'settings':
      return none({ ...m, strength: e.strength ?? m.strength, partner: e.partner ?? m.partner, fast: e.fast ?? m.fast });
    case 'go':
      if (m.replay) return none({ ...m, thinking: null });
      return m.state.phase === 'over' ? none({ ...m, thinking: null }) : { model: m, effects: [{ type: 'speak' }] };
    case 'said': {
      const model = { ...m, talk: e.said.length ? [...heardOf(m), ...e.said] : m.talk };
      const seat = nextToAct(model);
      if (seat === null || seat === YOU) return none({ ...model, thinking: null });
      const { state } = model;
      const seed = `${state.start.seed}/${state.start.dealNo}/${state.actions.length}`;
      const pause = model.fast ? 0 : pauseOf(state, seat, seed);
      return {
        model: { ...model, thinking: seat },
        effects: [{ type: 'decide', seat, state, heard: heardOf(model), seed, pause, strength: strengthFor(model, seat) }],
      };
    }
    case 'decided': {
      if (e.state !== m.state) return none({ ...m, thinking: null });
      const r = e.action ? apply(m.state, e.action) : null;
      if (!r?.ok) return none({ ...m, thinking: null });
      const s = set({ ...m, thinking: null }, r.value);
      // The bots go on at once, without a new wait: the pause was taken while the bot thought.
      return { model: s.model, effects: [...s.effects, ...(s.model.state.phase === 'over' ? [] : [{ type: 'speak' } as const])] };
    }
    case 'bots-failed':
      return none({ ...m, thinking: null, trouble: true });
    case 'reviewed':
      return none({ ...m, reviewed: { place: e.place, points: e.points } });
    case 'review-failed':
      return none({ ...m, asked: '', trouble: true });
    case 'trouble':
      return none({ ...m, trouble: true });
  }
}

/**
 * What the bots say now, each from its own view: a word about the hand, the last player's word or silence. `speak`
 * is the bots' own choice of words (src/bots/talk.ts), passed in so that this stays free of the bots.
 */
export function botsSpeak(m: PlayModel, speak: (seat: Seat, heard: readonly Said[], round: number) => TablePhrase | null): Said[] {
  const at = m.state.actions.length;
  const trick = m.state.tricks.length;
  let heard = heardOf(m);
  const said: Said[] = [];
  for (let spoke = true, n = 0; spoke && n < 12; n++) {
    spoke = false;
    for (const seat of [1, 2, 3] as const) {
      const phrase = speak(seat, heard, n);
      if (!phrase) continue;
      const s = { seat, phrase, at, trick };
      heard = [...heard, s];
      said.push(s);
      spoke = true;
    }
  }
  return said;
}
