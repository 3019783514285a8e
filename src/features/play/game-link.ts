/**
 * A deal of any game at the Play table in a link, as BBO's hand viewer keeps a deal: the game, its table, its seed,
 * number and dealer, and every move as its place among the choices open then (one letter a move, 0–9 then a–z), so
 * one codec serves every game and a link can only hold moves the rules allowed. Read at the edge into a Result. Every
 * function here is generic in the game's state, actions and views, so none can hand one game's deal to another's rules.
 */
import { replayedFrom } from './table-model.ts';
import { type TableSeats, type TableStart, ok, type Result, type TableAct } from '../../rules/index.ts';

export const LINK_PROBLEMS = ['unknown-game', 'bad-start', 'bad-move'] as const;
export type LinkProblem = (typeof LINK_PROBLEMS)[number];

/** What a link could not give: the code, and for a move the deal as far as it could be played and the move's place. */
export interface LinkRefusal<S> {
  readonly code: LinkProblem;
  /** for bad-move: the move's place in the link, counted from 1, and the deal up to the move before it */
  readonly at?: number;
  readonly state?: S;
}

const DIGITS = '0123456789abcdefghijklmnopqrstuvwxyz';

/**
 * A deal replayed by the rules from the start of `state`'s deal through `moves`: the state before any move, then after
 * each one, stopping at a move the rules refuse. The table's look-through, its look back and its words all replay so.
 */
export const replayed = <S, A extends TableAct, V>(game: TableSeats<S, A, V>, state: S, moves: readonly A[]): S[] =>
  replayedFrom({ game, dealt: (s) => game.start(game.startOf(s)) }, state, moves);

/** The link's query for a deal: the game, the start's fields, the moves. */
export function makeGameLink<S, A extends TableAct, V>(id: string, game: TableSeats<S, A, V>, state: S): string {
  const start = game.startOf(state);
  let s = game.start(start);
  let moves = '';
  for (const a of game.actionsOf(state)) {
    const i = game.legalActions(s).findIndex((b) => JSON.stringify(b) === JSON.stringify(a));
    const next = game.apply(s, a);
    if (i < 0 || i >= DIGITS.length || !next.ok) break;
    moves += DIGITS[i];
    s = next.value;
  }
  const q = new URLSearchParams({ game: id, seats: String(start.seats), seed: start.seed, deal: String(start.dealNo), dealer: String(start.dealer) });
  if (moves) q.set('moves', moves);
  return `?${q.toString()}`;
}

const int = (x: string | null): number => (x !== null && /^\d{1,3}$/.test(x) ? Number(x) : NaN);

/** Reads a link's deal of the game `id`: a link naming another game is refused, its start checked by the game's own edge, each move replayed through the rules. */
export function readGameLink<S, A extends TableAct, V>(id: string, game: TableSeats<S, A, V>, search: string): Result<S, LinkRefusal<S>> {
  const q = new URLSearchParams(search);
  if (q.get('game') !== id) return { ok: false, error: { code: 'unknown-game' } };
  const raw: TableStart = { seats: int(q.get('seats')), seed: q.get('seed') ?? '', dealNo: int(q.get('deal')), dealer: int(q.get('dealer')) };
  const start = game.parseStart(raw);
  if (!start.ok || !raw.seed) return { ok: false, error: { code: 'bad-start' } };
  let s = game.start(start.value);
  const moves = q.get('moves') ?? '';
  for (let k = 0; k < moves.length; k++) {
    const i = DIGITS.indexOf(moves[k]!);
    const a = i >= 0 ? game.legalActions(s)[i] : undefined;
    const next = a ? game.apply(s, a) : null;
    if (!next?.ok) return { ok: false, error: { code: 'bad-move', at: k + 1, state: s } };
    s = next.value;
  }
  return ok(s);
}
