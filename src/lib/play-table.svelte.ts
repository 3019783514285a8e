import type { CardWeight, Strength } from '../bots/bot.ts';
import type { TurningPoint } from '../bots/coach.ts';
import {
  apply,
  firstDealStart,
  newSession,
  nextDealStart,
  replayDeal,
  scoreDeal,
  sideOfSeat,
  startDeal,
  viewOf,
  type Action,
  type PlayState,
  type Seat,
  type SessionScore,
  type VariantId,
} from '../rules/index.ts';
import { botClient } from './bot-client.ts';

/** The learner's seat: South. */
export const YOU: Seat = 0;

/** Who decides now: the learner for their side's answer to a turn and their side's Jann; else the seat to act. */
export function deciderOf(s: PlayState): Seat | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'turned' && sideOfSeat(s.trick!.leader) !== sideOfSeat(YOU)) return YOU;
  if (s.phase === 'march' && sideOfSeat(s.toAct) === sideOfSeat(YOU)) return YOU;
  return s.toAct;
}

/** Where a replay stops: after the exchanges, after each trick taken, and at the last move. */
function stopsOf(start: PlayState['start'], moves: readonly Action[]): number[] {
  const stops = [0];
  let s = startDeal(start);
  for (let i = 0; i < moves.length; i++) {
    const r = apply(s, moves[i]);
    if (!r.ok) break;
    if ((s.phase === 'exchange' && r.value.phase !== 'exchange') || r.value.tricks.length > s.tricks.length) stops.push(i + 1);
    s = r.value;
  }
  if (stops.at(-1) !== moves.length) stops.push(moves.length);
  return stops;
}

/** A bot's pause before it acts, so a player can follow the table. */
const PAUSE_MS = 700;

/** The Play door's table: the deal, the session's score, and the bots, who think in a worker. */
export class PlayTable {
  state = $state.raw<PlayState>() as PlayState;
  score = $state.raw<SessionScore>() as SessionScore;
  strength = $state<Strength>('club');
  /** bots act at once */
  fast = $state(false);
  /** the coach's turning points of the deal just finished (null until it has looked back) */
  review = $state.raw<readonly TurningPoint[] | null>(null);
  /** a shared deal being looked through: all its moves, and how many the table shows; null while playing */
  replay = $state.raw<{ readonly moves: readonly Action[]; readonly at: number } | null>(null);
  /** where the replay stops: the end of the exchanges, each trick taken, and the last move */
  stops = $derived(this.replay ? stopsOf(this.state.start, this.replay.moves) : []);
  /** the seat a bot is thinking for, or null */
  thinking = $state.raw<Seat | null>(null);
  you = $derived(viewOf(this.state, YOU));
  decider = $derived(deciderOf(this.state));
  private ask = botClient();
  private runs = 0;

  constructor(state: PlayState, score: SessionScore = newSession(state.start.variant)) {
    this.state = state;
    this.score = score;
  }

  /** A fresh session in a variant, on a new seed. */
  restart(variant: VariantId, seed: string) {
    this.state = startDeal(firstDealStart(variant, seed));
    this.review = null;
    this.replay = null;
    this.score = newSession(variant);
    void this.play();
  }

  /** The learner's action; false when the rules refuse it (it is not their turn, say). In a replay, it takes over from there. */
  act(a: Action): boolean {
    if (this.decider !== YOU) return false;
    this.replay = null;
    return this.take(a);
  }

  /** Opens a shared deal to look through, at its last move. */
  look(state: PlayState) {
    this.state = state;
    this.review = null;
    this.replay = state.actions.length ? { moves: state.actions, at: state.actions.length } : null;
    if (state.result) void this.lookBack();
    if (!this.replay) void this.play();
  }

  /** Shows the shared deal after its first `at` moves. */
  stepTo(at: number) {
    if (!this.replay) return;
    const r = replayDeal(this.state.start, this.replay.moves.slice(0, at));
    if (!r.ok) return;
    this.state = r.value;
    this.replay = { ...this.replay, at };
  }

  /** Leaves the replay where it stands: the later moves are dropped, and the deal is played on from here. */
  takeOver() {
    this.replay = null;
    void this.play();
  }

  private take(a: Action): boolean {
    const r = apply(this.state, a);
    if (!r.ok) return false;
    this.set(r.value);
    void this.play();
    return true;
  }

  /** The coach's hint for the learner's card: every card weighed as the club-player bot weighs it, the best first. */
  async hint(): Promise<readonly CardWeight[]> {
    const state = this.state;
    const { advice } = await this.ask({ kind: 'advise', view: viewOf(state, YOU), strength: 'club', seed: `hint/${state.actions.length}` });
    return state === this.state ? (advice ?? []) : [];
  }

  /** The coach looks back at the deal just finished, in the worker: the learner's plays that cost the most. */
  private async lookBack() {
    const state = this.state;
    const { review } = await this.ask({ kind: 'review', deal: { start: state.start, actions: state.actions } });
    if (state === this.state) this.review = review ?? [];
  }

  /** A deal's new state; at its end, the score and the coach's look back. */
  private set(next: PlayState) {
    this.state = next;
    this.review = null;
    if (next.result) {
      this.score = scoreDeal(this.score, next.result);
      void this.lookBack();
    }
  }

  /** The next deal of the session, dealt by the next player on the left. */
  nextDeal() {
    if (this.state.phase !== 'over') return;
    this.state = startDeal(nextDealStart(this.state.start));
    this.review = null;
    this.replay = null;
    void this.play();
  }

  /** Lets the bots act until it is the learner's turn (a newer call takes over from an older one). */
  async play() {
    const run = ++this.runs;
    if (this.replay) return;
    for (let seat = this.decider; seat !== null && seat !== YOU; seat = this.decider) {
      this.thinking = seat;
      const state = this.state;
      const [{ action }] = await Promise.all([
        this.ask({
          kind: 'decide',
          view: viewOf(state, seat),
          strength: this.strength,
          seed: `${state.start.seed}/${state.start.dealNo}/${state.actions.length}`,
        }),
        new Promise((done) => setTimeout(done, this.fast ? 0 : PAUSE_MS)),
      ]);
      if (run !== this.runs || state !== this.state) return;
      this.thinking = null;
      const r = action ? apply(state, action) : null;
      if (!r?.ok) return;
      this.set(r.value);
    }
    if (run === this.runs) this.thinking = null;
  }
}
