/** The bots' own thread, so the page never waits on them: a seat's view in, an action or a hint (the cards and the big decision weighed) out; a finished deal in, its review out. */
import { randomFrom, type Action, type CardWeight, type PlayState, type Said, type SeatView, type Strength, type TurningPoint } from '../rules/index.ts';
import { advise, decide, weighChoices, type ChoiceWeight } from './bot.ts';
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
  /** with the advice: the big decision open to the seat, weighed (see or run, go on or stop, turn or play), or none */
  readonly choices?: readonly ChoiceWeight[];
  readonly review?: readonly TurningPoint[];
}

/** Answers one request: the worker's message handler. */
export function answer(r: BotRequest): BotAnswer {
  if (r.kind === 'review') return { id: r.id, review: turningPoints(r.deal, 0) };
  const random = randomFrom(r.seed);
  const heard = r.heard ?? [];
  if (r.kind === 'decide') return { id: r.id, action: decide(r.view, r.strength, random, heard) };
  // The coach: the cards weighed when one is to be laid, and the big decision open to the seat (one fewer card to weigh when it is to turn or not).
  const choices = weighChoices(r.view, r.strength, random, heard);
  const advice = r.view.phase === 'play' && r.view.hand.length > 0 ? advise(r.view, r.strength, random, heard) : [];
  return { id: r.id, advice, choices };
}

const scope = globalThis as unknown as { onmessage: ((e: MessageEvent<BotRequest>) => void) | null; postMessage: (m: BotAnswer) => void };
if (typeof window === 'undefined' && 'postMessage' in scope) scope.onmessage = (e) => scope.postMessage(answer(e.data));
