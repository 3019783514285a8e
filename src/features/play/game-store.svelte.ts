/**
 * The table for every game as a store (TableStore; the game's own deal machine is its TableGame): the pure model
 * (game-table.ts) under runes, its effects carried out through a port to the bots. A run (the bots acting until it is the learner's turn) has an AbortController: a newer run, or a
 * deal looked through, aborts the older one, and nothing it was waiting for reaches the model.
 */
import type { GamePoint, Strength } from '../../bots/protocol.ts';
import type { TableView, TableAct } from '../../rules/index.ts';
import type { AnyTableGame } from './game-link.ts';
import { initialGame, laidAside, openHands, sessionTotal, shownState, stepGame, type GameEffect, type GameEvent, type GameModel } from './game-table.ts';
import { paced } from './bot-pace.ts';

/** A choice weighed for the coach's hint: what it is worth to the seat in the game's stakes, and how often it ends ahead. */
export interface GameWeight {
  readonly action: TableAct;
  readonly worth: number;
  readonly ahead: number;
  /** how far the weighing may be off about it against the best choice (0 for the best) */
  readonly margin: number;
}

/** The bots behind a port: the real one asks a worker; a test passes its own. */
export interface GamePort {
  decide(q: { game: string; seat: number; view: unknown; strength: Strength; seed: string }): Promise<TableAct | undefined>;
  weigh(q: { game: string; seat: number; view: unknown; seed: string }): Promise<readonly GameWeight[]>;
  /** the coach's look back at a finished deal: the seat's costliest moves */
  review(q: { game: string; seat: number; state: unknown; seed: string }): Promise<readonly GamePoint[]>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((done) => {
    if (ms <= 0) return done();
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

export class TableStore {
  readonly game: AnyTableGame;
  private readonly bots: GamePort;
  /** the look back of the deal last weighed */
  private reviewed: { state: unknown; points: Promise<readonly GamePoint[]> } | null = null;
  /** that look back once it came, with the deal it is for */
  private looked = $state.raw<{ state: unknown; points: readonly GamePoint[] } | null>(null);
  model = $state.raw<GameModel>() as GameModel;
  /** the look back of the deal played, once it is over and weighed (it comes a little later); null before */
  points = $derived(this.looked && this.looked.state === this.model.state ? this.looked.points : null);
  /** the deal shown: the one played, or a finished one looked through up to the move shown */
  shown = $derived.by(() => shownState(this.game, this.model));
  view = $derived.by<TableView>(() => this.game.table(this.game.viewOf(this.shown, this.model.you)));
  toAct = $derived.by(() => this.game.toAct(this.model.state));
  over = $derived.by(() => this.game.result(this.model.state) !== null);
  hands = $derived.by(() => openHands(this.game, this.model, this.shown));
  /** once the deal is over, the cards each seat laid aside, face up (null where none were) */
  aside = $derived.by(() => laidAside(this.game, this.model, this.shown));
  total = $derived(sessionTotal(this.model));
  /** the learner's choices now, from their own view */
  choices = $derived.by(() =>
    this.model.replay || this.toAct !== this.model.you ? [] : this.game.choices(this.game.viewOf(this.model.state, this.model.you)),
  );
  private running = new AbortController();

  constructor(game: AnyTableGame, id: string, state: unknown, bots: GamePort) {
    this.game = game;
    this.bots = bots;
    this.model = initialGame(id, state);
  }

  dispatch(e: GameEvent): void {
    const { model, effects } = stepGame(this.game, this.model, e);
    this.model = model;
    for (const effect of effects) this.carryOut(effect);
  }

  /** The learner's move; false when the rules or the turn refuse it. */
  act(action: TableAct): boolean {
    const before = this.model.state;
    this.dispatch({ type: 'act', action });
    return this.model.state !== before;
  }

  /** the coach's weighing for the deal as it stood when asked (it holds for that moment only), and the moment being weighed */
  hinted = $state.raw<{ at: unknown; weights: readonly GameWeight[] } | null>(null);
  hinting = $state.raw<unknown>(null);
  /** Asks the coach for a hint at this moment: `hinting` while it weighs, then `hinted`. */
  async askHint(): Promise<void> {
    const at = this.model.state;
    this.hinting = at;
    const weights = await this.hint();
    if (this.hinting === at) this.hinting = null;
    if (weights[0]) this.hinted = { at, weights };
  }

  /** The coach's weighing of the learner's choices, from their view, best first. */
  hint(): Promise<readonly GameWeight[]> {
    const { id, you, state } = this.model;
    return this.bots
      .weigh({ game: id, seat: you, view: this.game.viewOf(state, you), seed: `${id}/hint/${this.game.actionsOf(state).length}` })
      .catch(() => []);
  }

  /** The coach's look back at the finished deal shown (empty when the bots cannot be reached). */
  review(): Promise<readonly GamePoint[]> {
    const { id, you, state } = this.model;
    // Weighed once a deal: looking the deal through and closing it again shows the same look back at once.
    if (this.reviewed && this.reviewed.state === state) return this.reviewed.points;
    // The hint's own seeds: the look back weighs each move as the hint did then, so it never faults a move the hint advised.
    const points = this.bots.review({ game: id, seat: you, state, seed: `${id}/hint` }).catch(() => []);
    this.reviewed = { state, points };
    void points.then((p) => (this.looked = { state, points: p }));
    return points;
  }

  private carryOut(effect: GameEffect): void {
    if (effect.type === 'stop') return void this.newRun();
    if (effect.type === 'wait') {
      const signal = this.newRun();
      setTimeout(() => !signal.aborted && this.dispatch({ type: 'go' }));
      return;
    }
    const signal = this.running.signal;
    void (async () => {
      await sleep(paced(effect.pause), signal);
      if (signal.aborted) return;
      try {
        const action = await this.bots.decide({ game: this.model.id, seat: effect.seat, view: effect.view, strength: effect.strength, seed: effect.seed });
        if (!signal.aborted) this.dispatch({ type: 'decided', state: effect.state, action });
      } catch {
        if (!signal.aborted) this.dispatch({ type: 'bots-failed' });
      }
    })();
  }

  private newRun(): AbortSignal {
    this.running.abort();
    this.running = new AbortController();
    return this.running.signal;
  }
}
