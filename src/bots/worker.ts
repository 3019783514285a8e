/** The bots' own thread, so the page never waits on them: a seat's view in, an action or a hint (the cards and the big decision weighed) out; a finished deal in, its review out. */
import { randomFrom, type PlayState, type Said, type Seat, type SeatView } from '../rules/index.ts';
import { KNUEFFELN_BOT, type CardWeight, type ChoiceWeight, type LookBack, type Strength } from './protocol.ts';
import { decide, weighPosition } from './bot.ts';
import { turningPoints } from './coach.ts';
import type { SeatedWeight } from './seated.ts';

/**
 * One question of the table's, for any game (`game` names the bot that answers): a move for a seat from its view
 * (`decide`), the coach's weighing of the learner's choices (`weigh`), or the coach's look back at a finished deal
 * (`review`, with what was said at the table).
 */
export interface BotRequest {
  readonly id: number;
  readonly kind: 'decide' | 'weigh' | 'review';
  readonly game: string;
  readonly seat: number;
  /** the seat's view of the deal (decide, weigh) */
  readonly view?: unknown;
  /** what was said at the table so far */
  readonly heard?: readonly Said[];
  readonly strength: Strength;
  readonly seed: string;
  /** the finished deal (review) */
  readonly state?: unknown;
}
export interface BotAnswer {
  readonly id: number;
  /** a move of the game */
  readonly move?: { readonly type: string; readonly seat: number };
  /** Knüffeln's coach: every card weighed, and the big decision open to the seat (see or run, go on or stop, turn or play) */
  readonly advice?: readonly CardWeight[];
  readonly choices?: readonly ChoiceWeight[];
  /** the other games' coach: every choice weighed, best first */
  readonly weights?: readonly SeatedWeight<{ readonly type: string; readonly seat: number }>[];
  /** the look back: the learner's costliest moves */
  readonly points?: readonly LookBack<unknown>[];
}

/** Answers one request: the worker's message handler. The other games' bots load on their first question. */
export async function answer(r: BotRequest): Promise<BotAnswer> {
  if (r.game !== KNUEFFELN_BOT) {
    const games = await import('./seated-answer.ts');
    const q = { ...r, view: r.view ?? null };
    if (r.kind === 'review') return { id: r.id, points: games.reviewGame({ ...q, state: r.state }) };
    return r.kind === 'decide' ? { id: r.id, move: games.decideGame(q) } : { id: r.id, weights: games.weighGame(q) };
  }
  const heard = r.heard ?? [];
  if (r.kind === 'review') {
    const deal = r.state as Pick<PlayState, 'start' | 'actions'>;
    return { id: r.id, points: turningPoints({ start: deal.start, actions: deal.actions }, r.seat as Seat, 3, heard) };
  }
  const random = randomFrom(r.seed);
  const view = r.view as SeatView;
  if (r.kind === 'decide') return { id: r.id, move: decide(view, r.strength, random, heard) };
  // The coach: one weighing of the position, the cards when one is to be laid and the big decision open to the seat.
  const { cards, choices } = weighPosition(view, r.strength, random, heard);
  return { id: r.id, advice: cards, choices };
}

const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage: (m: BotAnswer) => void };
if (typeof window === 'undefined' && 'postMessage' in scope) scope.onmessage = (e) => void answer(e.data).then((a) => scope.postMessage(a));
