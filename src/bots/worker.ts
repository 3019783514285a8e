/** The bots' own thread, so the page never waits on them: a seat's view in, an action or a hint (the cards and the big decision weighed) out; a finished deal in, its review out. */
import { randomFrom, type Action, type PlayState, type Said, type SeatView } from '../rules/index.ts';
import type { CardWeight, ChoiceWeight, GamePoint, Strength, TurningPoint } from './protocol.ts';
import { decide, weighPosition } from './bot.ts';
import { turningPoints } from './coach.ts';
import type { GameQuestion } from './seated-answer.ts';
import type { SeatedWeight } from './seated.ts';

export type BotRequest =
  | {
      readonly id: number;
      readonly kind: 'decide' | 'advise';
      readonly view: SeatView;
      /** what was said at the table so far */
      readonly heard?: readonly Said[];
      readonly strength: Strength;
      readonly seed: string;
    }
  /** the coach's look back at a finished deal, for the learner's seat (South), with what was said at the table */
  | { readonly id: number; readonly kind: 'review'; readonly deal: Pick<PlayState, 'start' | 'actions'>; readonly talk?: readonly Said[] }
  /** the games beside four-player Knüffeln (seated-answer.ts, loaded on first use): a bot's move, or the coach's weighing */
  | GameRequest;
interface GameRequest extends GameQuestion {
  readonly id: number;
  readonly kind: 'game-decide' | 'game-weigh' | 'game-review';
  /** for a look back: the finished deal */
  readonly state?: unknown;
}
export interface BotAnswer {
  readonly id: number;
  readonly action?: Action;
  readonly advice?: readonly CardWeight[];
  /** with the advice: the big decision open to the seat, weighed (see or run, go on or stop, turn or play), or none */
  readonly choices?: readonly ChoiceWeight[];
  readonly review?: readonly TurningPoint[];
  /** a move in one of the other games */
  readonly move?: { readonly type: string; readonly seat: number };
  /** the coach's look back there */
  readonly points?: readonly GamePoint[];
  /** the coach's weighing there, best first */
  readonly weights?: readonly SeatedWeight<{ readonly type: string; readonly seat: number }>[];
}

const isGame = (r: BotRequest): r is GameRequest => r.kind === 'game-decide' || r.kind === 'game-weigh' || r.kind === 'game-review';

/** Answers one request: the worker's message handler. The other games' bots load on their first question. */
export async function answer(r: BotRequest): Promise<BotAnswer> {
  if (isGame(r)) {
    const games = await import('./seated-answer.ts');
    if (r.kind === 'game-review') return { id: r.id, points: games.reviewGame({ ...r, state: r.state }) };
    return r.kind === 'game-decide' ? { id: r.id, move: games.decideGame(r) } : { id: r.id, weights: games.weighGame(r) };
  }
  if (r.kind === 'review') return { id: r.id, review: turningPoints(r.deal, 0, 3, r.talk ?? []) };
  const random = randomFrom(r.seed);
  const heard = r.heard ?? [];
  if (r.kind === 'decide') return { id: r.id, action: decide(r.view, r.strength, random, heard) };
  // The coach: one weighing of the position, the cards when one is to be laid and the big decision open to the seat.
  const { cards, choices } = weighPosition(r.view, r.strength, random, heard);
  return { id: r.id, advice: cards, choices };
}

const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage: (m: BotAnswer) => void };
if (typeof window === 'undefined' && 'postMessage' in scope) scope.onmessage = (e) => void answer(e.data).then((a) => scope.postMessage(a));
