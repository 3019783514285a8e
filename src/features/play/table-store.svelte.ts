/**
 * The one Play table as a store, for every game: the pure model (table-model.ts) under runes, its effects carried out
 * through a port to the bots. A run (the bots acting until it is the learner's turn) has an AbortController: a newer
 * run, or a deal looked through, aborts the older one, and nothing it was waiting for reaches the model. The game on
 * the table is the host its model names, out of the hosts the store was given.
 */
import type { FamilyCard, Said, Seat, TableAct, TablePhrase, TableView } from '../../rules/index.ts';
import type { Strength } from '../../bots/protocol.ts';
import { paced, pauseAfter } from './bot-pace.ts';
import { keptBefore } from './table-keep.ts';
import type { LinkRead } from './table-links.ts';
import {
  botsSpeak,
  deciderOf,
  heardOf,
  initialTable,
  isAsking,
  isOver,
  reviewOf,
  sessionTotal,
  stepTable,
  type Opened,
  type TableEffect,
  type Finished,
  type TableEvent,
  type TableHost,
  type TableModel,
} from './table-model.ts';

/** What a bot is asked: the game, its seat and its own view of the deal, what it heard, its strength and its seed. */
export interface BotAsk<V> {
  readonly id: string;
  readonly seat: number;
  readonly view: V;
  readonly heard: readonly Said[];
  readonly strength: Strength;
  readonly seed: string;
}

/** The bots behind a port, each game's own (each entry names its strategy): the real one asks a worker; a test passes its own. */
export interface TablePort<S, A, V, P, H> {
  /** the action a bot takes (undefined: it has none) */
  decide(q: BotAsk<V>): Promise<A | undefined>;
  /** the coach's hint for the learner from their view, `at` moves into the deal */
  hint(q: Omit<BotAsk<V>, 'strength' | 'seed'> & { readonly at: number }): Promise<H>;
  /** the coach's look back at a finished deal: the learner's costliest moves, with what was said at the table */
  review(q: { readonly id: string; readonly seat: number; readonly state: S; readonly talk: readonly Said[] }): Promise<readonly P[]>;
  /** what a bot says now from its own view, or null, where the game has table talk (`learner`: the seat a person plays) */
  speak?(view: V, heard: readonly Said[], random: () => number, learner: Seat): TablePhrase | null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done) => {
    if (ms <= 0) return done();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

export class TableStore<S, A extends TableAct, V, P, H, Id extends string = string> {
  model = $state.raw<TableModel<S, A, P>>() as TableModel<S, A, P>;
  /** the game on the table: its id in the registry the store was given, its host, and its deal machine */
  id = $derived.by<Id>(() => (this.isId(this.model.id) ? this.model.id : this.first));
  host = $derived.by(() => this.hosts[this.id]);
  game = $derived(this.host.game);
  /** the deal shown: the one played, or a deal looked through up to the move shown */
  state = $derived(this.model.state);
  replay = $derived(this.model.replay);
  finished = $derived(this.model.finished);
  talk = $derived(this.model.talk);
  thinking = $derived(this.model.thinking);
  trouble = $derived(this.model.trouble);
  engaged = $derived(this.model.engaged);
  /** what the learner's seat sees, as the table draws every game */
  view = $derived.by<TableView>(() => this.game.table(this.game.viewOf(this.state, this.model.you)));
  /** the deal shown is over (or is a finished deal looked through): every hand may be shown face up */
  over = $derived.by(() => isOver(this.host, this.model));
  /** who decides now: the seat to act, or the learner where they answer for their side */
  decider = $derived.by(() => deciderOf(this.host, this.state, this.model.you));
  heard = $derived.by(() => heardOf(this.host, this.model));
  /** the learner is asked for their word, or their silence */
  asking = $derived.by(() => isAsking(this.host, this.model));
  /** the coach's look back at the deal played, once it is over and weighed (it comes a little later); null before */
  points = $derived.by(() => reviewOf(this.host, this.model));
  /** once the deal shown is over, every hand face up; null while it is played */
  hands = $derived.by<readonly (readonly FamilyCard[])[] | null>(() => (this.over ? this.seats((v) => v.hand) : null));
  /** once the deal shown is over, the cards each seat laid aside, face up (null where none were) */
  aside = $derived.by(() => {
    const aside = this.over ? this.seats((v) => v.aside ?? []) : null;
    return aside?.some((a) => a.length) ? aside : null;
  });
  /** the deal as it stands, all of it while it is looked through (the address holds it) */
  whole = $derived(this.replay?.whole ?? this.state);
  /** the session's money (or points) for the learner */
  total = $derived(sessionTotal(this.model));
  /** the learner's choices now, from their own view */
  choices = $derived.by(() =>
    this.replay || this.decider !== this.model.you || this.asking ? [] : this.game.choices(this.game.viewOf(this.state, this.model.you)),
  );
  /** the coach's hint for the deal as it stood when asked (it holds for that moment only), and the moment being weighed */
  hinted = $state.raw<{ at: S; advice: H } | null>(null);
  hinting = $state.raw<S | null>(null);
  private running = new AbortController();

  constructor(
    private readonly hosts: Readonly<Record<Id, TableHost<S, A, V>>>,
    private readonly first: Id,
    state: S,
    private readonly bots: TablePort<S, A, V, P, H>,
  ) {
    this.model = initialTable(first, state);
  }

  /** a game of the store's registry (a restart to any other is refused) */
  private isId = (id: string): id is Id => Object.hasOwn(this.hosts, id);

  /** what each seat's view of the deal shown says of it */
  private seats(of: (v: TableView) => readonly FamilyCard[]): readonly (readonly FamilyCard[])[] {
    return Array.from({ length: this.game.seatCount(this.state) }, (_, seat) => of(this.game.table(this.game.viewOf(this.state, seat))));
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

  dispatch(e: TableEvent<S, A, P>): void {
    const id = (e.type === 'open' && e.id) || this.id;
    if (!this.isId(id)) return;
    const host = this.hosts[id];
    const { model, effects } = stepTable(host, this.model, e);
    this.model = model;
    for (const effect of effects) this.carryOut(effect);
  }

  /** The learner's move; false when the rules or the turn refuse it. In a replay, it takes over from there. */
  act(action: A): boolean {
    const before = this.model;
    this.dispatch({ type: 'act', action });
    return this.model !== before;
  }
  say = (phrase: TablePhrase) => this.dispatch({ type: 'say', phrase });
  /** Opens a deal read from the address, of the game it names. */
  open = (read: Opened<S>, id: Id = this.id) => this.dispatch({ type: 'open', read, id });
  /** Opens what a link holds (table-links.ts), with those of the tab's kept deals (`stored`) that came before it in its session. */
  openLink = (read: LinkRead<S, Id>, stored: readonly Finished[]) =>
    this.isId(read.id) &&
    this.open({ state: read.state, talk: read.talk, at: read.at, finished: keptBefore(stored, this.hosts[read.id], read.state) }, read.id);
  /** Adds the session's finished deals kept for the tab. */
  kept = (finished: TableModel<S, A, P>['finished']) => this.dispatch({ type: 'kept', finished });
  lookThrough = () => this.dispatch({ type: 'look-through' });
  stepTo = (at: number) => this.dispatch({ type: 'step-to', at });
  /** the deal looked through at a move (the look back's "Show me that moment") */
  showMoment = (at: number) => {
    this.lookThrough();
    this.stepTo(at);
  };
  takeOver = () => this.dispatch({ type: 'take-over' });
  closeReplay = () => this.dispatch({ type: 'close-replay' });
  nextDeal = () => this.dispatch({ type: 'next-deal' });
  retry = () => this.dispatch({ type: 'retry' });

  /** Asks the coach for a hint at this moment: `hinting` while it weighs, then `hinted`. */
  async askHint(): Promise<void> {
    const at = this.model.state;
    this.hinting = at;
    const advice = await this.hint();
    if (this.hinting === at) this.hinting = null;
    if (advice) this.hinted = { at, advice };
  }

  /** The coach's hint from the learner's view, with what was said; null when the deal moved on meanwhile or the bots failed. */
  async hint(): Promise<H | null> {
    const { id, you, state } = this.model;
    try {
      const view = this.game.viewOf(state, you);
      const advice = await this.bots.hint({ id, seat: you, view, heard: this.heard, at: this.game.actionsOf(state).length });
      return state === this.model.state ? advice : null;
    } catch {
      // (the deal moved on meanwhile: nothing for this deal's table to say)
      if (state === this.model.state) this.dispatch({ type: 'trouble' });
      return null;
    }
  }

  private carryOut(e: TableEffect<S>): void {
    if (e.type === 'wait' || e.type === 'stop') {
      this.running.abort();
      this.running = new AbortController();
    }
    const { signal } = this.running;
    const send = (event: TableEvent<S, A, P>) => !signal.aborted && this.dispatch(event);
    const { id, you } = this.model;
    switch (e.type) {
      case 'wait':
        // One task: the table is drawn (a deal opens, a card is laid) before the bots weigh their words.
        return void setTimeout(() => send({ type: 'go' }));
      case 'stop':
        return;
      case 'speak': {
        const { host, model } = this;
        const said = botsSpeak(host, model, (seat, heard, round) =>
          host.talk && this.bots.speak
            ? this.bots.speak(host.game.viewOf(model.state, seat), heard, host.talk.random(model.state, seat, round), model.you as Seat)
            : null,
        );
        return this.dispatch({ type: 'said', said });
      }
      case 'decide':
        // In a task of its own, after the words just said are drawn (starting the bots' worker is work too).
        return void setTimeout(() => {
          if (signal.aborted) return;
          const q = { id, seat: e.seat, view: this.game.viewOf(e.state, e.seat), heard: e.heard, strength: e.strength, seed: e.seed };
          // a turn, a see or a run is weighed longer than a card (bot-pace.ts pauseAfter)
          Promise.all([this.bots.decide(q), sleep(paced(e.pause), signal)])
            .then(([action]) => sleep(paced(action ? pauseAfter(action, e.pause) : 0), signal).then(() => action))
            .then(
              (action) => send({ type: 'decided', state: e.state, action }),
              () => send({ type: 'bots-failed' }),
            );
        });
      case 'review':
        // The coach's look back belongs to its deal, not to a run: it is not aborted.
        return void this.bots.review({ id, seat: you, state: e.state, talk: e.talk }).then(
          (points) => this.dispatch({ type: 'reviewed', place: e.place, points }),
          () => this.dispatch({ type: 'review-failed', place: e.place }),
        );
    }
  }
}
