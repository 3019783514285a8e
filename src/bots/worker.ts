/** The bots' own thread, so the page never waits on them: it gets a seat's view and answers with an action or a hint. */
import { randomFrom, type Action, type SeatView } from '../rules/index.ts';
import { advise, decide, type CardWeight, type Strength } from './bot.ts';

export interface BotRequest {
  readonly id: number;
  readonly kind: 'decide' | 'advise';
  readonly view: SeatView;
  readonly strength: Strength;
  readonly seed: string;
}
export interface BotAnswer {
  readonly id: number;
  readonly action?: Action;
  readonly advice?: readonly CardWeight[];
}

/** Answers one request: the worker's message handler. */
export function answer({ id, kind, view, strength, seed }: BotRequest): BotAnswer {
  const random = randomFrom(seed);
  return kind === 'decide' ? { id, action: decide(view, strength, random) } : { id, advice: advise(view, strength, random) };
}

const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage: (m: BotAnswer) => void };
if (typeof window === 'undefined' && 'postMessage' in scope) scope.onmessage = (e) => scope.postMessage(answer(e.data));
