/**
 * The Play table for every game dealt by a TableGame (the family's games, Knüffeln for five), as a pure model:
 * `stepGame(game, model, event)` gives the next model and the effects the store carries out (wait a task, ask a bot).
 * Plain data in and out, so a test drives whole deals without a worker, a browser or a timer. The learner sits at one
 * seat; the bots sit at the others and decide from their own views.
 */
import type { FamilyCard, TableAct } from '../../rules/index.ts';
import type { Strength } from '../../bots/protocol.ts';
import { makeGameLink, replayed, type AnyTableGame } from './game-link.ts';
import { pauseFor } from './bot-pace.ts';

/** A finished deal of the session: its number, its link, and what it paid each seat. */
export interface GameFinished {
  readonly dealNo: number;
  readonly link: string;
  readonly paid: readonly number[];
}

export interface GameModel {
  /** the game's id in the table's registry (for the link) */
  readonly id: string;
  readonly state: unknown;
  /** the learner's seat */
  readonly you: number;
  /** the others' strength: the partners' and the opponents' */
  readonly partner: Strength;
  readonly strength: Strength;
  readonly fast: boolean;
  readonly finished: readonly GameFinished[];
  /** a deal looked through: every move, and how many the table shows; null while playing */
  readonly replay: { readonly moves: readonly TableAct[]; readonly at: number } | null;
  /** the seat a bot is thinking for */
  readonly thinking: number | null;
  readonly trouble: boolean;
}

export type GameEvent =
  | { readonly type: 'act'; readonly action: TableAct }
  | { readonly type: 'go' }
  | { readonly type: 'decided'; readonly state: unknown; readonly action: TableAct | undefined }
  | { readonly type: 'bots-failed' }
  | { readonly type: 'retry' }
  | { readonly type: 'next-deal' }
  | { readonly type: 'restart'; readonly id: string; readonly state: unknown }
  | { readonly type: 'look-through' }
  | { readonly type: 'step-to'; readonly at: number }
  | { readonly type: 'take-over' }
  /** back to the deal as it stands, the look-through closed */
  | { readonly type: 'close-replay' }
  /** the session's finished deals kept for the tab (a reload, the other language): those of this deal's seed before it */
  | { readonly type: 'resume'; readonly finished: readonly GameFinished[] }
  | { readonly type: 'settings'; readonly strength?: Strength; readonly partner?: Strength; readonly fast?: boolean };

export type GameEffect =
  | { readonly type: 'wait' }
  | { readonly type: 'stop' }
  /** ask the bot at `seat` for its action from its own view, after `pause` ms; send 'decided' or 'bots-failed' */
  | {
      readonly type: 'decide';
      readonly seat: number;
      readonly view: unknown;
      readonly state: unknown;
      readonly strength: Strength;
      readonly seed: string;
      readonly pause: number;
    };

export interface GameStepped {
  readonly model: GameModel;
  readonly effects: readonly GameEffect[];
}

export const initialGame = (id: string, state: unknown, you = 0): GameModel => ({
  id,
  state,
  you,
  partner: 'club',
  strength: 'club',
  fast: false,
  finished: [],
  replay: null,
  thinking: null,
  trouble: false,
});

/** The strength a bot plays at: the learner's partners at the partner's, the others at the opponents'. */
export function strengthAt(game: AnyTableGame, m: GameModel, seat: number): Strength {
  const sides = game.table(game.viewOf(m.state, m.you)).sides;
  return sides[seat] !== null && sides[seat] === sides[m.you] ? m.partner : m.strength;
}

/** The session's money (or points) for the learner: the sum of what the finished deals paid their seat. */
export const sessionTotal = (m: Pick<GameModel, 'finished' | 'you'>): number => m.finished.reduce((sum, f) => sum + (f.paid[m.you] ?? 0), 0);

/** The deal shown, with the moves it was dealt by: the state, or the replay's moves up to where it stands. */
export function shownState(game: AnyTableGame, m: GameModel): unknown {
  return m.replay ? replayed(game, m.state, m.replay.moves.slice(0, m.replay.at)).at(-1) : m.state;
}

/** Every hand face up: only once the deal shown is over (or a finished deal is looked through), never while one is played; `s`, the deal shown (the store has it at hand). */
export function openHands(game: AnyTableGame, m: GameModel, s: unknown = shownState(game, m)): readonly (readonly FamilyCard[])[] | null {
  const over = game.result(m.state) !== null;
  if (!over) return null;
  return Array.from({ length: game.seatCount(s) }, (_, seat) => game.table(game.viewOf(s, seat)).hand);
}

/** The cards each seat laid aside face down, face up for all: only once the deal is over, as every hand. */
export function laidAside(game: AnyTableGame, m: GameModel, s: unknown = shownState(game, m)): readonly (readonly FamilyCard[])[] | null {
  if (game.result(m.state) === null) return null;
  const aside = Array.from({ length: game.seatCount(s) }, (_, seat) => game.table(game.viewOf(s, seat)).aside ?? []);
  return aside.some((a) => a.length) ? aside : null;
}

const none = (model: GameModel): GameStepped => ({ model, effects: [] });

/** A bot's pause before it acts, by the one rule of both tables (bot-pace.ts). */
function pauseOf(game: AnyTableGame, state: unknown, seat: number, seed: string): number {
  const view = game.table(game.viewOf(state, seat));
  return pauseFor(view.trick === null && view.tricks.length > 0, game.legalActions(state).length <= 1, seed);
}

/** A new run: the table waits one task (so it is drawn first), then the bots act until it is the learner's turn. */
function run(game: AnyTableGame, m: GameModel): GameStepped {
  if (m.replay) return { model: m, effects: [{ type: 'stop' }] };
  const seat = game.toAct(m.state);
  return { model: { ...m, thinking: seat !== null && seat !== m.you ? seat : null }, effects: [{ type: 'wait' }] };
}

/** A deal just finished joins the session's (once). */
function finish(game: AnyTableGame, m: GameModel): GameModel {
  if (game.result(m.state) === null) return m;
  const start = game.startOf(m.state);
  if (m.finished.some((f) => f.dealNo === start.dealNo)) return m;
  const f: GameFinished = { dealNo: start.dealNo, link: makeGameLink(m.id, game, m.state), paid: game.paid(m.state) };
  return { ...m, finished: [...m.finished, f] };
}

export function stepGame(game: AnyTableGame, m: GameModel, e: GameEvent): GameStepped {
  switch (e.type) {
    case 'act': {
      if (m.replay || game.toAct(m.state) !== m.you || e.action.seat !== m.you) return none(m);
      const next = game.apply(m.state, e.action);
      if (!next.ok) return none(m);
      return run(game, finish(game, { ...m, state: next.value }));
    }
    case 'go': {
      const seat = game.toAct(m.state);
      if (m.replay || seat === null || seat === m.you) return none({ ...m, thinking: null });
      const seed = `${makeGameLink(m.id, game, m.state)}/${seat}`;
      const pause = m.fast ? 0 : pauseOf(game, m.state, seat, seed);
      const decide: GameEffect = { type: 'decide', seat, view: game.viewOf(m.state, seat), state: m.state, strength: strengthAt(game, m, seat), seed, pause };
      return { model: { ...m, thinking: seat, trouble: false }, effects: [decide] };
    }
    case 'decided': {
      // An answer for a deal that has moved on (a restart, a replay) is dropped.
      if (e.state !== m.state || !e.action) return none(m);
      const next = game.apply(m.state, e.action);
      if (!next.ok) return none({ ...m, thinking: null, trouble: true });
      return run(game, finish(game, { ...m, state: next.value, thinking: null }));
    }
    case 'bots-failed':
      return none({ ...m, thinking: null, trouble: true });
    case 'retry':
      return run(game, { ...m, trouble: false });
    case 'next-deal': {
      if (game.result(m.state) === null) return none(m);
      return run(game, { ...m, state: game.start(game.next(m.state)), replay: null });
    }
    case 'restart':
      return run(game, { ...m, id: e.id, state: e.state, finished: e.id === m.id ? m.finished : [], replay: null });
    case 'look-through': {
      const moves = game.actionsOf(m.state);
      return { model: { ...m, replay: { moves, at: 0 }, thinking: null }, effects: [{ type: 'stop' }] };
    }
    case 'step-to': {
      if (!m.replay) return none(m);
      const at = Math.max(0, Math.min(m.replay.moves.length, e.at));
      return none({ ...m, replay: { ...m.replay, at } });
    }
    case 'take-over': {
      // Play on from the move shown: the later moves are dropped.
      if (!m.replay) return none(m);
      return run(game, { ...m, state: shownState(game, m), replay: null });
    }
    case 'resume': {
      const start = game.startOf(m.state);
      const ours = (f: GameFinished) => {
        const q = new URLSearchParams(f.link);
        return q.get('game') === m.id && q.get('seed') === start.seed;
      };
      const before = new Map(e.finished.filter((f) => f.dealNo < start.dealNo && ours(f)).map((f) => [f.dealNo, f]));
      return none(finish(game, { ...m, finished: [...before.values()].sort((a, b) => a.dealNo - b.dealNo) }));
    }
    case 'close-replay':
      return m.replay ? run(game, { ...m, replay: null }) : none(m);
    case 'settings':
      return none({ ...m, strength: e.strength ?? m.strength, partner: e.partner ?? m.partner, fast: e.fast ?? m.fast });
  }
}
