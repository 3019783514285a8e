/**
 * Four-player Knüffeln's table as a store: the one table's store (table-store.svelte.ts) over its hosts (four-host.ts),
 * with what its screen reads beyond every game's: the learner's own view of the deal, the session's score and the 1924
 * slate, every hand once the deal is over.
 */
import { viewOf, type Action, type PlayState, type SeatView, type VariantId } from '../../rules/index.ts';
import type { TurningPoint } from '../../bots/protocol.ts';
import type { Advice, BotPort } from './bot-port.ts';
import { FOUR_HOSTS, markOf, scoreBefore, YOU } from './four-host.ts';
import { TableStore } from './table-store.svelte.ts';

export class FourStore extends TableStore<PlayState, Action, SeatView, TurningPoint, Advice, VariantId> {
  /** the coach's look back at the deal shown, once it is over and weighed */
  review = $derived(this.points);
  score = $derived(scoreBefore(this.model));
  mark = $derived(markOf(this.model));
  stops = $derived(this.replay?.stops ?? []);
  cardStops = $derived(this.replay?.cards ?? []);
  /** every seat's cards in hand, face up: only once the deal shown is over, or in the replay of a finished deal */
  override hands = $derived(this.over ? this.state.hands : null);
  you = $derived(viewOf(this.state, YOU));

  constructor(state: PlayState, bots: BotPort) {
    super(FOUR_HOSTS, state.start.variant, state, bots);
  }
}
