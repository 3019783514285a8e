/**
 * Four-player Knüffeln's table as a store: the one table's pure model (table-model.ts, through four-host.ts) under
 * runes, and the effects it asks for carried out through a bot port. A run (the bots acting until it is the learner's turn) has an AbortController: a newer run, or a
 * deal opened to be looked through, aborts the older one, and nothing it was waiting for reaches the model.
 */
import { firstDealStart, startDeal, talkRandom, viewOf, type Action, type PlayState, type Seat, type TablePhrase, type VariantId } from '../../rules/index.ts';
import { coachSeed, type Strength, type TurningPoint } from '../../bots/protocol.ts';
import { paced } from './bot-pace.ts';
import type { Advice, BotPort } from './bot-port.ts';
import { deciderOf, FOUR_HOSTS, markOf, scoreBefore, YOU, type OpenedDeal, type PlayModel } from './four-host.ts';
import { botsSpeak, heardOf, initialTable, isAsking, isOver, reviewOf, stepTable, type TableEffect, type TableEvent } from './table-model.ts';

type PlayEvent = TableEvent<PlayState, Action, TurningPoint>;

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done) => {
    if (ms <= 0) return done();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

export class PlayTable {
  model = $state.raw<PlayModel>() as PlayModel;
  state = $derived(this.model.state);
  finished = $derived(this.model.finished);
  replay = $derived(this.model.replay);
  talk = $derived(this.model.talk);
  thinking = $derived(this.model.thinking as Seat | null);
  trouble = $derived(this.model.trouble);
  engaged = $derived(this.model.engaged);
  host = $derived(FOUR_HOSTS[this.state.start.variant]);
  review = $derived(reviewOf(this.host, this.model));
  score = $derived(scoreBefore(this.model));
  mark = $derived(markOf(this.model));
  stops = $derived(this.replay?.stops ?? []);
  cardStops = $derived(this.replay?.cards ?? []);
  /** every seat's cards in hand, face up: only once the deal shown is over, or in the replay of a finished deal */
  hands = $derived(isOver(this.host, this.model) ? this.state.hands : null);
  you = $derived(viewOf(this.state, YOU));
  decider = $derived(deciderOf(this.state));
  heard = $derived(heardOf(this.host, this.model));
  asking = $derived(isAsking(this.host, this.model));
  private running = new AbortController();

  constructor(
    state: PlayState,
    private readonly bots: BotPort,
  ) {
    this.model = initialTable(state.start.variant, state);
  }

  get strength(): Strength {
    return this.model.strength;
  }
  set strength(strength: Strength) {
    this.dispatch({ type: 'settings', strength });
  }
  get partner(): Strength {
    return this.model.partner;
  }
  set partner(partner: Strength) {
    this.dispatch({ type: 'settings', partner });
  }
  get fast(): boolean {
    return this.model.fast;
  }
  set fast(fast: boolean) {
    this.dispatch({ type: 'settings', fast });
  }

  dispatch(event: PlayEvent) {
    const host = FOUR_HOSTS[(event.type === 'restart' ? event.id : this.model.id) as VariantId];
    const { model, effects } = stepTable(host, this.model, event);
    this.model = model;
    for (const effect of effects) this.carryOut(effect);
  }

  private carryOut(e: TableEffect<PlayState>) {
    if (e.type === 'wait' || e.type === 'stop') {
      this.running.abort();
      this.running = new AbortController();
    }
    const { signal } = this.running;
    const send = (event: PlayEvent) => !signal.aborted && this.dispatch(event);
    switch (e.type) {
      case 'wait':
        // One task: the table is drawn (a deal opens, a card is laid) before the bots weigh their words.
        return void setTimeout(() => send({ type: 'go' }));
      case 'stop':
        return;
      case 'speak': {
        const { seed, dealNo } = this.model.state.start;
        const at = this.model.state.actions.length;
        const state = this.model.state;
        const said = botsSpeak(this.host, this.model, (seat, heard, n) =>
          this.bots.speak(viewOf(state, seat as Seat), heard, talkRandom(seed, dealNo, at + n, seat as Seat)),
        );
        return this.dispatch({ type: 'said', said });
      }
      case 'decide':
        // In a task of its own, after the words just said are drawn (starting the bots' worker is work too).
        return void setTimeout(() => {
          if (signal.aborted) return;
          const request = { view: viewOf(e.state, e.seat as Seat), heard: e.heard, strength: e.strength, seed: e.seed };
          Promise.all([this.bots.decide(request), sleep(paced(e.pause), signal)]).then(
            ([action]) => send({ type: 'decided', state: e.state, action }),
            () => send({ type: 'bots-failed' }),
          );
        });
      case 'review':
        // The coach's look back belongs to its deal, not to a run: it is not aborted.
        return void this.bots.review({ start: e.state.start, actions: e.state.actions }, e.talk).then(
          (points) => this.dispatch({ type: 'reviewed', place: e.place, points }),
          () => this.dispatch({ type: 'review-failed' }),
        );
    }
  }

  /** The learner's action; false when the rules refuse it (it is not their turn, say). In a replay, it takes over from there. */
  act(action: Action): boolean {
    const before = this.model;
    this.dispatch({ type: 'act', action });
    return this.model !== before;
  }
  say = (phrase: TablePhrase) => this.dispatch({ type: 'say', phrase });
  /** A fresh session in a variant, on a new seed. */
  restart = (variant: VariantId, seed: string) => this.dispatch({ type: 'restart', id: variant, state: startDeal(firstDealStart(variant, seed)) });
  resume = (state: PlayState, talk?: PlayModel['talk']) => this.dispatch({ type: 'resume', state, ...(talk ? { talk } : {}) });
  look = (state: PlayState, talk?: PlayModel['talk']) => this.dispatch({ type: 'look', state, ...(talk ? { talk } : {}) });
  /** Opens a deal read from the address. */
  open = (read: OpenedDeal) => this.dispatch({ type: 'open', read });
  /** Adds the session's finished deals kept for the tab. */
  kept = (finished: PlayModel['finished']) => this.dispatch({ type: 'kept', finished });
  lookThrough = () => this.dispatch({ type: 'look-through' });
  stepTo = (at: number) => this.dispatch({ type: 'step-to', at });
  takeOver = () => this.dispatch({ type: 'take-over' });
  nextDeal = () => this.dispatch({ type: 'next-deal' });
  retry = () => this.dispatch({ type: 'retry' });

  /** the coach's hint for the deal as it stood when asked (it holds for that moment only), and the moment being weighed */
  hinted = $state.raw<{ at: PlayState; advice: Advice } | null>(null);
  hinting = $state.raw<PlayState | null>(null);
  /** Asks the coach for a hint at this moment: `hinting` while it weighs, then `hinted`. */
  async askHint(): Promise<void> {
    const at = this.model.state;
    this.hinting = at;
    const advice = await this.hint();
    if (this.hinting === at) this.hinting = null;
    if (advice) this.hinted = { at, advice };
  }

  /**
   * The coach's hint: every card weighed as the club-player bot weighs it, the best first, and the big decision open
   * to the learner weighed, with the look back's own seed for this position; null when the deal moved on meanwhile or
   * the bots failed.
   */
  async hint(): Promise<Advice | null> {
    const state = this.model.state;
    try {
      const advice = await this.bots.advise({ view: viewOf(state, YOU), heard: this.heard, strength: 'club', seed: coachSeed(state.actions.length) });
      return state === this.model.state ? advice : null;
    } catch {
      this.dispatch({ type: 'trouble' });
      return null;
    }
  }
}
