/**
 * The one Play table as a pure model, for every game: `stepTable(host, model, event)` gives the next model and the
 * effects the store carries out (wait a task, let the bots speak, ask a bot, ask the coach to look back). Plain data in
 * and out, so a test drives whole deals without a worker, a browser or a timer. The learner sits at one seat; the bots
 * sit at the others and decide from their own views. What a game has beyond its deal machine (table talk, a side that
 * answers as one) is a capability of its host, used wherever a host has it.
 */
import type { Said, TableAct, TableSeats, TablePhrase } from '../../rules/index.ts';
import type { Strength } from '../../bots/protocol.ts';
import { pauseFor } from './bot-pace.ts';

/** Table talk, where a game has it: the words that go with an action, and whether the learner is asked for theirs. */
export interface TableTalk<S, A> {
  wordsFor(a: A): TablePhrase | null;
  /** the learner plays last to a card just led, and has not yet given their word or silence (in `heard`) */
  asking(s: S, heard: readonly Said[], you: number): boolean;
  /** a bot's own randomness for its words now, in a round of talk (the same again for the same deal) */
  random(s: S, seat: number, round: number): () => number;
}

/** What the table needs of a game: its deal machine, its link, the bots' seeds, and the capabilities it has. */
export interface TableHost<S, A extends TableAct, V> {
  readonly game: TableSeats<S, A, V>;
  /** the deal's place: the query of its link (a look back belongs to one; the session keeps it) */
  link(s: S): string;
  /** the session a deal's link belongs to (its game or rules, and its seed), or null for a link that is not this game's */
  session(link: string): string | null;
  /** the deal before any move (a deal laid out by hand keeps its pack) */
  dealt(s: S): S;
  /** a bot's random seed for its move now */
  botSeed(s: S, seat: number): string;
  /** who decides now, where the learner answers for their side (Knüffeln's turn and Jann); else the seat to act */
  decider?(s: S, you: number): number | null;
  readonly talk?: TableTalk<S, A>;
}

/** A finished deal of the session: its number, its link, and what it paid each seat. */
export interface Finished {
  readonly dealNo: number;
  readonly link: string;
  readonly paid: readonly number[];
}

/** A deal being looked through: all its moves, how many the table shows, and where stepping stops (found once, when it opens). */
export interface Replay<S, A> {
  /** the whole deal looked through, and its moves */
  readonly whole: S;
  readonly moves: readonly A[];
  readonly at: number;
  /** trick by trick: before the first card, after each trick taken, at the last move */
  readonly stops: readonly number[];
  /** card by card: after each move that lays, turns, exchanges or lays aside a card */
  readonly cards: readonly number[];
  /** the deal looked through is over at its last move: every hand may be shown face up at every step */
  readonly finished: boolean;
  /** the place of the whole deal looked through (its look back belongs to it at every step) */
  readonly place: string;
}

export interface TableModel<S, A, P = unknown> {
  /** the game's id in the table's registry */
  readonly id: string;
  /** the deal shown: the one played, or a deal looked through up to the move shown */
  readonly state: S;
  /** the learner's seat */
  readonly you: number;
  /** the bots' strengths: the learner's partners', the opponents' */
  readonly partner: Strength;
  readonly strength: Strength;
  readonly fast: boolean;
  readonly finished: readonly Finished[];
  readonly replay: Replay<S, A> | null;
  /** what was said at the table in this deal (in a replay, all of it) */
  readonly talk: readonly Said[];
  /** the seat a bot is thinking for */
  readonly thinking: number | null;
  /** the bots could not be reached: the table says so and offers to try again */
  readonly trouble: boolean;
  /** the learner has acted here: a question that appears may take the focus */
  readonly engaged: boolean;
  /** the coach's look back, at the deal it was asked about */
  readonly reviewed: { readonly place: string; readonly points: readonly P[] } | null;
  /** the deal whose look back has been asked for, so it is asked once */
  readonly asked: string;
}

/** A deal read from an address: the deal, what was said, the move to show, the session's kept deals before it. */
export interface Opened<S> {
  readonly state: S;
  readonly talk: readonly Said[];
  readonly at: number | null;
  readonly finished: readonly Finished[];
}

export type TableEvent<S, A, P = unknown> =
  | { readonly type: 'act'; readonly action: A }
  | { readonly type: 'say'; readonly phrase: TablePhrase }
  /** a new session: another game, or the same on a new seed */
  /** plays on from a deal as it stands */
  | { readonly type: 'resume'; readonly state: S; readonly talk?: readonly Said[] }
  /** opens a deal to look through, at its last move */
  | { readonly type: 'look'; readonly state: S; readonly talk?: readonly Said[] }
  /** a deal read from an address: a finished one is looked through (at the move it names), an unfinished one played on */
  | { readonly type: 'open'; readonly read: Opened<S>; readonly id?: string }
  /** the session's finished deals kept for the tab, read after the table opened: added to those the table has */
  | { readonly type: 'kept'; readonly finished: readonly Finished[] }
  | { readonly type: 'look-through' }
  | { readonly type: 'step-to'; readonly at: number }
  /** play on from the move shown: the later moves are dropped */
  | { readonly type: 'take-over' }
  /** back to the deal as it stands, the look-through closed */
  | { readonly type: 'close-replay' }
  | { readonly type: 'next-deal' }
  | { readonly type: 'retry' }
  | { readonly type: 'settings'; readonly strength?: Strength; readonly partner?: Strength; readonly fast?: boolean }
  /** the store's wait is over: the bots speak (where the game has talk), then the next seat to act is asked */
  | { readonly type: 'go' }
  /** what the bots said, each from its own view */
  | { readonly type: 'said'; readonly said: readonly Said[] }
  /** a bot's action for the deal as it stood when it was asked */
  | { readonly type: 'decided'; readonly state: S; readonly action: A | undefined }
  | { readonly type: 'bots-failed' }
  | { readonly type: 'reviewed'; readonly place: string; readonly points: readonly P[] }
  | { readonly type: 'review-failed'; readonly place: string }
  /** a question to the bots outside a run (the coach's hint) went unanswered */
  | { readonly type: 'trouble' };

/** What the store does for the model. A new run ('wait' or 'stop') ends any run before it. */
export type TableEffect<S> =
  /** start a new run: wait one task (so the table is drawn first), then send 'go' */
  | { readonly type: 'wait' }
  /** end the run in progress: a bot still thinking is not waited for */
  | { readonly type: 'stop' }
  /** the bots speak now, from their own views: send 'said' with what they say */
  | { readonly type: 'speak' }
  /** ask the bot at `seat` for its action from its own view, after `pause` ms; send 'decided' or 'bots-failed' */
  | {
      readonly type: 'decide';
      readonly seat: number;
      readonly state: S;
      readonly heard: readonly Said[];
      readonly strength: Strength;
      readonly seed: string;
      readonly pause: number;
    }
  /** ask the coach to look back at a finished deal; send 'reviewed' or 'review-failed' */
  | { readonly type: 'review'; readonly place: string; readonly state: S; readonly talk: readonly Said[] };

export interface TableStepped<S, A, P = unknown> {
  readonly model: TableModel<S, A, P>;
  readonly effects: readonly TableEffect<S>[];
}

export const initialTable = <S, A, P = unknown>(id: string, state: S, you = 0): TableModel<S, A, P> => ({
  id,
  state,
  you,
  partner: 'club',
  strength: 'club',
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

/** Who decides now: the seat to act, or the learner where they answer for their side. */
export const deciderOf = <S, A extends TableAct, V>(host: TableHost<S, A, V>, s: S, you: number): number | null =>
  host.game.result(s) !== null ? null : host.decider ? host.decider(s, you) : host.game.toAct(s);

/** What has been said by the point of the deal shown. */
export const heardOf = <S, A extends TableAct, V>(host: TableHost<S, A, V>, m: Pick<TableModel<S, A>, 'talk' | 'state'>): Said[] => {
  const n = host.game.actionsOf(m.state).length;
  return m.talk.filter((s) => s.at <= n);
};

/** The learner is asked for their word (or silence) before the table goes on. */
export const isAsking = <S, A extends TableAct, V>(host: TableHost<S, A, V>, m: TableModel<S, A, unknown>): boolean =>
  !m.replay && !!host.talk && host.talk.asking(m.state, heardOf(host, m), m.you);

/** The strength a bot plays at: the learner's partners at the partner's, the others at the opponents'. */
export function strengthAt<S, A extends TableAct, V>(host: TableHost<S, A, V>, m: TableModel<S, A, unknown>, seat: number): Strength {
  const { sides } = host.game.table(host.game.viewOf(m.state, m.you));
  return sides[seat] !== null && sides[seat] === sides[m.you] ? m.partner : m.strength;
}

/** The session's money (or points) for the learner: the sum of what the finished deals paid their seat. */
export const sessionTotal = (m: Pick<TableModel<unknown, unknown>, 'finished' | 'you'>): number => m.finished.reduce((sum, f) => sum + (f.paid[m.you] ?? 0), 0);

/** The deal shown is over, or is a finished deal looked through: every hand may be shown face up. */
export const isOver = <S, A extends TableAct, V>(host: TableHost<S, A, V>, m: TableModel<S, A, unknown>): boolean =>
  m.replay ? m.replay.finished : host.game.result(m.state) !== null;

/** The coach's look back at the deal played, or at the deal looked through, once it is over (null until the coach has looked back). */
export const reviewOf = <S, A extends TableAct, V, P>(host: TableHost<S, A, V>, m: TableModel<S, A, P>): readonly P[] | null =>
  m.reviewed && m.reviewed.place === (m.replay?.place ?? host.link(m.state)) ? m.reviewed.points : null;

/** A deal replayed by the rules from its start through `moves`: the state before any move, then after each one, up to a move the rules refuse. */
export function replayedFrom<S, A extends TableAct, V>(host: Pick<TableHost<S, A, V>, 'game' | 'dealt'>, s: S, moves: readonly A[]): S[] {
  const states = [host.dealt(s)];
  for (const a of moves) {
    const next = host.game.apply(states.at(-1)!, a);
    if (!next.ok) break;
    states.push(next.value);
  }
  return states;
}

/** A move that lays, turns, exchanges or lays aside a card (a replay stops after each, card by card). */
const movesACard = (a: TableAct): boolean => 'card' in a || 'cards' in a || 'take' in a;

/** Where a replay stops: trick by trick (before the first card, after each trick taken) and card by card; both at each end. */
export function replayStops<S, A extends TableAct, V>(host: TableHost<S, A, V>, s: S, moves: readonly A[], you: number) {
  const { game } = host;
  const tables = replayedFrom(host, s, moves).map((st) => game.table(game.viewOf(st, you)));
  const stops = [0];
  const cards = [0];
  for (let i = 0; i < moves.length && i + 1 < tables.length; i++) {
    const [before, after] = [tables[i]!, tables[i + 1]!];
    const firstCard = before.tricks.length === 0 && !before.trick?.cards.length && !!after.trick?.cards.length;
    if (firstCard && stops.at(-1) !== i) stops.push(i);
    if (after.tricks.length > before.tricks.length) stops.push(i + 1);
    if (movesACard(moves[i]!) || i === moves.length - 1) cards.push(i + 1);
  }
  if (stops.at(-1) !== moves.length) stops.push(moves.length);
  if (cards.at(-1) !== moves.length) cards.push(moves.length);
  return { stops, cards };
}

const none = <S, A, P>(model: TableModel<S, A, P>): TableStepped<S, A, P> => ({ model, effects: [] });

type Host<S, A extends TableAct> = TableHost<S, A, unknown>;

/** A new run: the table shows whose turn it is, waits one task, then the bots speak and act until it is the learner's turn. */
function run<S, A extends TableAct, P>(host: Host<S, A>, m: TableModel<S, A, P>, before: readonly TableEffect<S>[] = []): TableStepped<S, A, P> {
  if (m.replay) return { model: m, effects: [...before, { type: 'stop' }] };
  const decider = deciderOf(host, m.state, m.you);
  return { model: { ...m, thinking: decider !== null && decider !== m.you ? decider : null }, effects: [...before, { type: 'wait' }] };
}

/** Once the deal shown is over, the coach looks back at it (once a deal). */
function lookBack<S, A extends TableAct, P>(host: Host<S, A>, m: TableModel<S, A, P>): TableStepped<S, A, P> {
  if (host.game.result(m.state) === null) return none(m);
  const place = host.link(m.state);
  if (m.reviewed?.place === place) return none(m);
  if (m.asked === place) return none(m);
  return { model: { ...m, asked: place }, effects: [{ type: 'review', place, state: m.state, talk: heardOf(host, m) }] };
}

/** A deal's new state, with the words that go with its last action; at its end, the session's record and the look back. */
function set<S, A extends TableAct, P>(host: Host<S, A>, m: TableModel<S, A, P>, next: S): TableStepped<S, A, P> {
  const { game } = host;
  const moves = game.actionsOf(next);
  const a = moves.at(-1);
  const words = a && host.talk?.wordsFor(a);
  const said = (seat: number): Said => ({
    seat: seat as Said['seat'],
    phrase: words!,
    at: moves.length,
    trick: game.table(game.viewOf(next, m.you)).tricks.length,
  });
  let model: TableModel<S, A, P> = { ...m, state: next, talk: a && words ? [...m.talk, said(a.seat)] : m.talk };
  if (game.result(next) === null) return none(model);
  const deal: Finished = { dealNo: game.startOf(next).dealNo, link: host.link(next), paid: game.paid(next) };
  model = { ...model, finished: [...model.finished.filter((f) => f.dealNo !== deal.dealNo), deal].sort((x, y) => x.dealNo - y.dealNo) };
  return lookBack(host, model);
}

/** Plays on from a deal as it stands: the bots act when it is their turn. */
function resume<S, A extends TableAct, P>(host: Host<S, A>, m: TableModel<S, A, P>, state: S, talk: readonly Said[] = heardOf(host, m)) {
  const n = host.game.actionsOf(state).length;
  return run(host, { ...m, state, talk: talk.filter((s) => s.at <= n), replay: null });
}

/** Opens a deal to look through, at its last move; a finished deal gets the coach's look back. A bot still thinking is not waited for. */
function look<S, A extends TableAct, P>(host: Host<S, A>, m: TableModel<S, A, P>, state: S, talk: readonly Said[] = []): TableStepped<S, A, P> {
  const moves = host.game.actionsOf(state);
  const replay = moves.length
    ? { whole: state, moves, at: moves.length, ...replayStops(host, state, moves, m.you), finished: host.game.result(state) !== null, place: host.link(state) }
    : null;
  const back = lookBack(host, { ...m, state, talk, replay, thinking: null });
  return replay ? { model: back.model, effects: [{ type: 'stop' }, ...back.effects] } : run(host, back.model, back.effects);
}

/** Shows the deal being looked through after its first `at` moves. */
function stepTo<S, A extends TableAct, P>(host: Host<S, A>, m: TableModel<S, A, P>, at: number): TableStepped<S, A, P> {
  if (!m.replay) return none(m);
  const to = Math.max(0, Math.min(m.replay.moves.length, at));
  const states = replayedFrom(host, m.state, m.replay.moves.slice(0, to));
  if (states.length !== to + 1) return none(m);
  return lookBack(host, { ...m, state: states.at(-1)!, replay: { ...m.replay, at: to } });
}

/** A move with no choice: one action open, or one card to lay, face up or down (the last card in hand). */
export function isObvious(choices: readonly TableAct[]): boolean {
  const cards = new Set(choices.map((a) => ('card' in a ? a.card : null)));
  return choices.length <= 1 || (cards.size === 1 && !cards.has(null));
}

/** The bots go on: the next to act is asked, with a person's pause (by the one rule of bot-pace.ts). */
function ask<S, A extends TableAct, P>(host: Host<S, A>, m: TableModel<S, A, P>): TableStepped<S, A, P> {
  const seat = isAsking(host, m) ? m.you : deciderOf(host, m.state, m.you);
  if (seat === null || seat === m.you) return none({ ...m, thinking: null });
  const { game } = host;
  const seed = host.botSeed(m.state, seat);
  const view = game.table(game.viewOf(m.state, seat));
  const pause = m.fast ? 0 : pauseFor(view.trick === null && view.tricks.length > 0, isObvious(game.legalActions(m.state)), seed);
  const decide: TableEffect<S> = { type: 'decide', seat, state: m.state, heard: heardOf(host, m), strength: strengthAt(host, m, seat), seed, pause };
  return { model: { ...m, thinking: seat, trouble: false }, effects: [decide] };
}

export function stepTable<S, A extends TableAct, P>(host: Host<S, A>, m: TableModel<S, A, P>, e: TableEvent<S, A, P>): TableStepped<S, A, P> {
  const { game } = host;
  switch (e.type) {
    case 'act': {
      // The learner's action, when it is theirs to take and the rules allow it. In a replay it takes over from there:
      // what was said later in the deal goes with its later moves.
      if (deciderOf(host, m.state, m.you) !== m.you || isAsking(host, m)) return none(m);
      const next = game.apply(m.state, e.action);
      if (!next.ok) return none(m);
      const s = set(host, { ...m, engaged: true, talk: m.replay ? heardOf(host, m) : m.talk, replay: null }, next.value);
      return run(host, s.model, s.effects);
    }
    case 'say': {
      // The learner says something (or keeps silent as the last player); the partner hears it as the truth.
      if (m.replay || !host.talk || game.result(m.state) !== null) return none(m);
      const said: Said = {
        seat: m.you as Said['seat'],
        phrase: e.phrase,
        at: game.actionsOf(m.state).length,
        trick: game.table(game.viewOf(m.state, m.you)).tricks.length,
      };
      return run(host, { ...m, engaged: true, talk: [...heardOf(host, m), said] });
    }
    case 'resume':
      return resume(host, m, e.state, e.talk);
    case 'look':
      return look(host, m, e.state, e.talk);
    case 'open': {
      const m1 = { ...m, id: e.id ?? m.id, finished: e.read.finished };
      const opened = game.result(e.read.state) !== null ? look(host, m1, e.read.state, e.read.talk) : resume(host, m1, e.read.state, e.read.talk);
      const { at } = e.read;
      if (!opened.model.replay || at === null || !Number.isInteger(at) || at < 0 || at >= opened.model.replay.moves.length) return opened;
      const shown = stepTo(host, opened.model, at);
      return { model: shown.model, effects: [...opened.effects, ...shown.effects] };
    }
    case 'kept': {
      // a deal the table has is kept as it is; of one kept twice, the first
      const deals = new Map([...m.finished, ...e.finished].reverse().map((f) => [f.dealNo, f]));
      if (deals.size === m.finished.length) return none(m);
      return none({ ...m, finished: [...deals.values()].sort((x, y) => x.dealNo - y.dealNo) });
    }
    case 'look-through': {
      // The deal so far, from its start (as BBO's hand viewer opens a deal).
      const opened = look(host, { ...m, engaged: true }, m.state, m.talk);
      const shown = stepTo(host, opened.model, 0);
      return { model: shown.model, effects: [...opened.effects, ...shown.effects] };
    }
    case 'step-to':
      return stepTo(host, m, e.at);
    case 'take-over':
      return m.replay ? resume(host, { ...m, engaged: true }, m.state) : none(m);
    case 'close-replay':
      return m.replay ? resume(host, m, m.replay.whole, m.talk) : none(m);
    case 'next-deal':
      return game.result(m.state) !== null ? resume(host, m, game.start(game.next(m.state)), []) : none(m);
    case 'retry': {
      const back = lookBack(host, { ...m, engaged: true, trouble: false });
      return run(host, back.model, back.effects);
    }
    case 'settings':
      return none({ ...m, strength: e.strength ?? m.strength, partner: e.partner ?? m.partner, fast: e.fast ?? m.fast });
    case 'go':
      if (m.replay || game.result(m.state) !== null) return none({ ...m, thinking: null });
      return host.talk ? { model: m, effects: [{ type: 'speak' }] } : ask(host, m);
    case 'said':
      return ask(host, { ...m, talk: e.said.length ? [...heardOf(host, m), ...e.said] : m.talk });
    case 'decided': {
      // An answer for a deal that has moved on (a restart, a replay) is dropped.
      if (e.state !== m.state || !e.action) return none({ ...m, thinking: null });
      const next = game.apply(m.state, e.action);
      if (!next.ok) return none({ ...m, thinking: null, trouble: true });
      const s = set(host, { ...m, thinking: null }, next.value);
      // The bots go on at once, without a new wait: the pause was taken while the bot thought.
      if (game.result(s.model.state) !== null) return s;
      return { model: s.model, effects: [...s.effects, ...(host.talk ? [{ type: 'speak' } as const] : ask(host, s.model).effects)] };
    }
    case 'bots-failed':
      return none({ ...m, thinking: null, trouble: true });
    case 'reviewed':
      return none({ ...m, reviewed: { place: e.place, points: e.points } });
    case 'review-failed': {
      // A look back that failed for a deal the table has left is not the trouble of the deal shown; it may be asked again.
      if (e.place === (m.replay?.place ?? host.link(m.state))) return none({ ...m, asked: '', trouble: true });
      return none(m.asked === e.place ? { ...m, asked: '' } : m);
    }
    case 'trouble':
      return none({ ...m, trouble: true });
  }
}

/**
 * What the bots say now, each from its own view, in rounds until nobody has more to say: a word about the hand, the
 * last player's word or silence. `speak` is the bots' own choice of words, passed in so that this stays free of them.
 */
export function botsSpeak<S, A extends TableAct>(
  host: Host<S, A>,
  m: TableModel<S, A, unknown>,
  speak: (seat: number, heard: readonly Said[], round: number) => TablePhrase | null,
): Said[] {
  const { game } = host;
  const at = game.actionsOf(m.state).length;
  const trick = game.table(game.viewOf(m.state, m.you)).tricks.length;
  const others = Array.from({ length: game.seatCount(m.state) }, (_, seat) => seat).filter((seat) => seat !== m.you);
  let heard = heardOf(host, m);
  const said: Said[] = [];
  for (let spoke = true, n = 0; spoke && n < 12; n++) {
    spoke = false;
    for (const seat of others) {
      const phrase = speak(seat, heard, n);
      if (!phrase) continue;
      const s: Said = { seat: seat as Said['seat'], phrase, at, trick };
      heard = [...heard, s];
      said.push(s);
      spoke = true;
    }
  }
  return said;
}
