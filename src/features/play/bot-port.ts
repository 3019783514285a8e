/**
 * The table's bots, behind a port: the store asks through it, so a test passes bots of its own and the table never
 * knows where they think. `workerBots` is the real one: they decide and weigh in a worker, and speak on the page
 * (a few cheap questions of the rules, asked between their moves).
 */
import { speak } from '../../bots/talk.ts';
import { coachSeed, KNUEFFELN_BOT, type CardWeight } from '../../bots/protocol.ts';
import type { Choice } from '../../bots/reasons.ts';
import { botClient } from './bot-client.ts';
import type { Action, PlayState, SeatView } from '../../rules/index.ts';
import type { TurningPoint } from '../../bots/protocol.ts';
import type { TablePort } from './table-store.svelte.ts';

/** The coach's weighing for the learner: every card in hand, the best first (empty when no card is to be laid), and the big decision open, if any. */
export interface Advice {
  readonly cards: readonly CardWeight[];
  readonly choices: readonly Choice[];
}

/** Four-player Knüffeln's bots behind the one table's port. */
export type BotPort = TablePort<PlayState, Action, SeatView, TurningPoint, Advice>;

/** Four-player Knüffeln's bots at the one table: Knüffeln's own bot, in the worker. */
export function workerBots(): BotPort {
  const ask = botClient();
  const game = KNUEFFELN_BOT;
  return {
    decide: async ({ seat, view, heard, strength, seed }) =>
      (await ask({ kind: 'decide', game, seat, view, heard, strength, seed })).move as Action | undefined,
    // the club player's weighing, with the look back's own seed for this position (so the two agree)
    hint: async ({ seat, view, heard, at }) => {
      const a = await ask({ kind: 'weigh', game, seat, view, heard, strength: 'club', seed: coachSeed(at) });
      return { cards: a.advice ?? [], choices: a.choices ?? [] };
    },
    review: async ({ seat, state, talk }) =>
      ((await ask({ kind: 'review', game, seat, state: { start: state.start, actions: state.actions }, heard: talk, strength: 'club', seed: '' })).points ??
        []) as readonly TurningPoint[],
    speak,
  };
}
