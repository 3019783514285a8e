/**
 * The table for the games of the registry as a store (TableStore; the game's own deal machine is its TableGame): the
 * one table's pure model (table-model.ts) under runes, its effects carried out through a port to the bots. A run (the
 * bots acting until it is the learner's turn) has an AbortController: a newer run, or a deal looked through, aborts the
 * older one, and nothing it was waiting for reaches the model.
 */
import type { GamePoint, Strength } from '../../bots/protocol.ts';
import type { FamilyCard, TableView, TableAct } from '../../rules/index.ts';
import { makeGameLink, type AnyTableGame } from './game-link.ts';
import {
  initialTable,
  isOver,
  replayedFrom,
  reviewOf,
  sessionTotal,
  stepTable,
  type TableEffect,
  type TableEvent,
  type TableHost,
  type TableModel,
} from './table-model.ts';
import { paced } from './bot-pace.ts';

export type GameModel = TableModel<unknown, TableAct, GamePoint>;
export type GameEvent = TableEvent<unknown, TableAct, GamePoint>;

/** A game of the registry at the one table: its link, and the bots' seed for a move (the link so far and the seat). */
export const gameHost = (id: string, game: AnyTableGame): TableHost<unknown, TableAct, unknown> => ({
  game,
  link: (s) => makeGameLink(id, game, s),
  dealt: (s) => game.start(game.startOf(s)),
  botSeed: (s, seat) => `${makeGameLink(id, game, s)}/${seat}`,
});

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
  readonly host: TableHost<unknown, TableAct, unknown>;
  private readonly bots: GamePort;
  model = $state.raw<GameModel>() as GameModel;
  /** the look back of the deal played, once it is over and weighed (it comes a little later); null before */
  points = $derived.by(() => reviewOf(this.host, this.model));
  /** the deal shown: the one played, or a deal looked through up to the move shown */
  shown = $derived(this.model.state);
  /** the deal as it stands, all of it while it is looked through (the address holds it) */
  whole = $derived.by(() => (this.model.replay ? replayedFrom(this.host, this.model.state, this.model.replay.moves).at(-1) : this.model.state));
  view = $derived.by<TableView>(() => this.game.table(this.game.viewOf(this.shown, this.model.you)));
  toAct = $derived.by(() => this.game.toAct(this.model.state));
  over = $derived.by(() => isOver(this.host, this.model));
  /** once the deal is over, every hand face up; null while it is played */
  hands = $derived.by(() => (this.over ? this.seats((v) => v.hand) : null));
  /** once the deal is over, the cards each seat laid aside, face up (null where none were) */
  aside = $derived.by(() => {
    const aside = this.over ? this.seats((v) => v.aside ?? []) : null;
    return aside?.some((a) => a.length) ? aside : null;
  });
  total = $derived(sessionTotal(this.model));
  /** the learner's choices now, from their own view */
  choices = $derived.by(() =>
    this.model.replay || this.toAct !== this.model.you ? [] : this.game.choices(this.game.viewOf(this.model.state, this.model.you)),
  );
  private running = new AbortController();

  constructor(game: AnyTableGame, id: string, state: unknown, bots: GamePort) {
    this.game = game;
    this.host = gameHost(id, game);
    this.bots = bots;
    this.model = initialTable(id, state);
  }

  /** what each seat's view of the deal shown says of it: its hand, its cards laid aside */
  private seats(of: (v: TableView) => readonly FamilyCard[]): readonly (readonly FamilyCard[])[] {
    return Array.from({ length: this.game.seatCount(this.shown) }, (_, seat) => of(this.game.table(this.game.viewOf(this.shown, seat))));
  }

  dispatch(e: GameEvent): void {
    const { model, effects } = stepTable(this.host, this.model, e);
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

  private carryOut(effect: TableEffect<unknown>): void {
    const { id, you } = this.model;
    if (effect.type === 'stop') return void this.newRun();
    if (effect.type === 'wait') {
      const signal = this.newRun();
      setTimeout(() => !signal.aborted && this.dispatch({ type: 'go' }));
      return;
    }
    if (effect.type === 'review') {
      // The coach's look back belongs to its deal, not to a run. It weighs each move with the hint's own seeds, so it
      // never faults a move the hint advised.
      void this.bots.review({ game: id, seat: you, state: effect.state, seed: `${id}/hint` }).then(
        (points) => this.dispatch({ type: 'reviewed', place: effect.place, points }),
        () => this.dispatch({ type: 'review-failed' }),
      );
      return;
    }
    if (effect.type === 'speak') return;
    const signal = this.running.signal;
    void (async () => {
      await sleep(paced(effect.pause), signal);
      if (signal.aborted) return;
      try {
        const action = await this.bots.decide({
          game: id,
          seat: effect.seat,
          view: this.game.viewOf(effect.state, effect.seat),
          strength: effect.strength,
          seed: effect.seed,
        });
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
