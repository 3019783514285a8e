/**
 * The table's bots, behind a port: the store asks through it, so a test passes bots of its own and the table never
 * knows where they think. `workerBots` is the real one: they decide and weigh in a worker, and speak on the page
 * (a few cheap questions of the rules, asked between their moves).
 */
import { speak } from '../../bots/talk.ts';
import type { Action, PlayState, Said, SeatView, TablePhrase } from '../../rules/index.ts';
import type { CardWeight, Strength, TurningPoint } from '../../bots/protocol.ts';
import type { Choice } from '../../bots/reasons.ts';
import { botClient } from './bot-client.ts';

/** What a bot is asked about: its own view of the deal, what it heard, its strength and its random seed. */
export interface BotQuestion {
  readonly view: SeatView;
  readonly heard: readonly Said[];
  readonly strength: Strength;
  readonly seed: string;
}

/** The coach's weighing for the learner: every card in hand, the best first (empty when no card is to be laid), and the big decision open, if any. */
export interface Advice {
  readonly cards: readonly CardWeight[];
  readonly choices: readonly Choice[];
}

export interface BotPort {
  /** the action a bot takes (undefined: it has none) */
  decide(q: BotQuestion): Promise<Action | undefined>;
  /** the coach's hint: the learner's cards weighed, the best first, and the big decision open to them */
  advise(q: BotQuestion): Promise<Advice>;
  /** the learner's plays that cost the most in a finished deal (the coach's look back), weighed with what was said at the table */
  review(deal: Pick<PlayState, 'start' | 'actions'>, talk: readonly Said[]): Promise<readonly TurningPoint[]>;
  /** what a bot says now from its own view, or null; `random` is its own for this moment */
  speak(view: SeatView, heard: readonly Said[], random: () => number): TablePhrase | null;
}

export function workerBots(): BotPort {
  const ask = botClient();
  return {
    decide: async (q) => (await ask({ kind: 'decide', ...q })).action,
    advise: async (q) => {
      const a = await ask({ kind: 'advise', ...q });
      return { cards: a.advice ?? [], choices: a.choices ?? [] };
    },
    review: async (deal, talk) => (await ask({ kind: 'review', deal, talk })).review ?? [],
    speak,
  };
}
