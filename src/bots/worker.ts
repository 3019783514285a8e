/** The bots' own thread, so the page never waits on them: a seat's view in, an action or a hint out; a finished deal in, its review out. */
import { randomFrom, type Action, type CardWeight, type PlayState, type Said, type SeatView, type Strength, type TurningPoint } from '../rules/index.ts';
import { advise, decide } from './bot.ts';
import { turningPoints } from './coach.ts';

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
  /** the coach's look back at a finished deal, for the learner's seat (South) */
  | { readonly id: number; readonly kind: 'review'; readonly deal: Pick<PlayState, 'start' | 'actions'> };
export interface BotAnswer {
  readonly id: number;
  readonly action?: Action;
  readonly advice?: readonly CardWeight[];
  readonly review?: readonly TurningPoint[];
}

/** Answers one request: the worker's message handler. */
export function answer(r: BotRequest): BotAnswer {
  if (r.kind === 'review') return { id: r.id, review: turningPoints(r.deal, 0) };
  const random = randomFrom(r.seed);
  const heard = r.heard ?? [];
  return r.kind === 'decide'
    ? { id: r.id, action: decide(r.view, r.strength, random, heard) }
    : { id: r.id, advice: advise(r.view, r.strength, random, heard) };
}

const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage: (m: BotAnswer) => void };
if (typeof window === 'undefined' && 'postMessage' in scope) scope.onmessage = (e) => scope.postMessage(answer(e.data));
