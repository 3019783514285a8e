import type { CardWeight, Strength } from '../bots/bot.ts';
import type { TurningPoint } from '../bots/coach.ts';
import {
  apply,
  firstDealStart,
  newSession,
  nextDealStart,
  replayDeal,
  scoreDeal,
  slateMark,
  sideOfSeat,
  startDeal,
  viewOf,
  type Action,
  type PlayState,
  type Seat,
  type SessionScore,
  type VariantId,
} from '../rules/index.ts';
import { lastPlayerMoment, speak, talkRandom, wordsFor, type Said, type TablePhrase } from '../bots/talk.ts';
import { botClient } from './bot-client.ts';
import { makeDealLink } from './deal-link.ts';
import { YOU, type FinishedDeal } from './play-session.ts';

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

/** A bot's pause before it acts, so a player can follow the table; longer before a lead, so the trick just taken can be read. */
const PAUSE_MS = 700;
const PAUSE_AFTER_TRICK_MS = 1600;

/** A deal's place (the coach's look back belongs to one): its link, with its seed, number and every move. */
const placeOf = makeDealLink;

/** The Play door's table: the deal, the session's score, and the bots, who think in a worker. */
export class PlayTable {
  state = $state.raw<PlayState>() as PlayState;
  strength = $state<Strength>('club');
  /** bots act at once */
  fast = $state(false);
  /** the coach's look back, at the deal it was asked about */
  private reviewed = $state.raw<{ readonly place: string; readonly points: readonly TurningPoint[] } | null>(null);
  /** the coach's turning points of the deal shown, once it is over (null until the coach has looked back) */
  review = $derived(this.reviewed?.place === placeOf(this.state) ? this.reviewed.points : null);
  /** the learner has acted here: a question that appears may take the focus */
  engaged = false;
  /** the bots could not be reached (their worker failed): the table says so and offers to try again */
  trouble = $state(false);
  /** the session's finished deals, by number */
  finished = $state.raw<readonly FinishedDeal[]>([]);
  /** the session's score: its finished deals, settled in turn */
  score = $derived(this.scoreBefore(Infinity));
  /** the mark the deal just finished put on the 1924 slate (against the side that lost the ladder game), or null */
  mark = $derived(this.state.result ? slateMark(this.scoreBefore(this.state.start.dealNo), this.state.result) : null);
  /** the deal whose look back has been asked for, so it is asked once */
  private asked = '';
  /** a shared deal being looked through: all its moves, and how many the table shows; null while playing */
  replay = $state.raw<{ readonly moves: readonly Action[]; readonly at: number } | null>(null);
  /** where the replay stops: the end of the exchanges, each trick taken, and the last move */
  stops = $derived(this.replay ? stopsOf(this.state.start, this.replay.moves) : []);
  /** the seat a bot is thinking for, or null */
  thinking = $state.raw<Seat | null>(null);
  you = $derived(viewOf(this.state, YOU));
  decider = $derived(deciderOf(this.state));
  /** what was said at the table in this deal (in a replay, all of it) */
  talk = $state.raw<readonly Said[]>([]);
  /** what has been said by the point of the deal shown */
  heard = $derived(this.talk.filter((s) => s.at <= this.state.actions.length));
  /** the learner plays last to a card just led: the table waits for their word, or their silence */
  asking = $derived(
    !this.replay &&
      lastPlayerMoment(this.you) === YOU &&
      !this.heard.some((s) => s.seat === YOU && s.trick === this.state.tricks.length && (s.phrase === 'silent' || s.phrase === 'ich-kann-nichts')),
  );
  private ask = botClient();
  private runs = 0;

  constructor(state: PlayState) {
    this.state = state;
  }

  /** The session's score from its finished deals numbered below `dealNo`. */
  private scoreBefore(dealNo: number): SessionScore {
    return this.finished.filter((f) => f.dealNo < dealNo).reduce((sc, f) => scoreDeal(sc, f.result), newSession(this.state.start.variant));
  }

  /** A fresh session in a variant, on a new seed. */
  restart(variant: VariantId, seed: string) {
    this.finished = [];
    this.resume(startDeal(firstDealStart(variant, seed)), []);
  }

  /** The learner's action; false when the rules refuse it (it is not their turn, say). In a replay, it takes over from there. */
  act(a: Action): boolean {
    if (this.decider !== YOU || this.asking) return false;
    const r = apply(this.state, a);
    if (!r.ok) return false;
    this.engaged = true;
    // A card laid in a replay takes over from there: what was said later in the shared deal goes with its later moves.
    if (this.replay) this.talk = this.heard;
    this.replay = null;
    this.set(r.value);
    void this.play();
    return true;
  }

  /** Plays on from a deal as it stands (a new deal, or an unfinished one from a link): the bots act when it is their turn. */
  resume(state: PlayState, talk: readonly Said[] = this.heard) {
    this.state = state;
    this.talk = talk.filter((s) => s.at <= state.actions.length);
    this.replay = null;
    void this.play();
  }

  /** Opens a deal to look through move by move, at its last move; a finished deal gets the coach's look back. */
  look(state: PlayState, talk: readonly Said[] = []) {
    // A bot still thinking for another deal is not waited for.
    this.runs++;
    this.thinking = null;
    this.state = state;
    this.talk = talk;
    this.replay = state.actions.length ? { moves: state.actions, at: state.actions.length } : null;
    this.lookBack();
    if (!this.replay) void this.play();
  }

  /** Looks back through the deal on the table, move by move (the bots wait); "Play on from here" goes on from any point. */
  lookThrough() {
    this.engaged = true;
    this.look(this.state, this.talk);
  }

  /** Shows the deal being looked through after its first `at` moves. */
  stepTo(at: number) {
    if (!this.replay) return;
    const r = replayDeal(this.state.start, this.replay.moves.slice(0, at));
    if (!r.ok) return;
    this.state = r.value;
    this.replay = { ...this.replay, at };
    this.lookBack();
  }

  /** Leaves the replay where it stands: the later moves are dropped, and the deal is played on from here. */
  takeOver() {
    this.engaged = true;
    this.resume(this.state);
  }

  /** The coach's hint for the learner's card: every card weighed as the club-player bot weighs it, the best first. */
  async hint(): Promise<readonly CardWeight[]> {
    const state = this.state;
    try {
      const { advice } = await this.ask({
        kind: 'advise',
        view: viewOf(state, YOU),
        heard: this.heard,
        strength: 'club',
        seed: `hint/${state.actions.length}`,
      });
      return state === this.state ? (advice ?? []) : [];
    } catch {
      this.trouble = true;
      return [];
    }
  }

  /** Once the deal shown is over, the coach looks back at it, in the worker: the learner's plays that cost the most. */
  private lookBack() {
    const state = this.state;
    if (!state.result || this.review || this.asked === placeOf(state)) return;
    this.asked = placeOf(state);
    this.ask({ kind: 'review', deal: { start: state.start, actions: state.actions } }).then(
      ({ review }) => (this.reviewed = { place: placeOf(state), points: review ?? [] }),
      () => ([this.asked, this.trouble] = ['', true]),
    );
  }

  /** A deal's new state; at its end, the score and the coach's look back. */
  private set(next: PlayState) {
    const a = next.actions.at(-1);
    const words = a && wordsFor(a.type);
    if (a && words) this.talk = [...this.talk, { seat: a.seat, phrase: words, at: next.actions.length, trick: next.tricks.length }];
    this.state = next;
    if (next.result) {
      const deal = { dealNo: next.start.dealNo, link: makeDealLink(next), result: next.result };
      this.finished = [...this.finished.filter((f) => f.dealNo !== deal.dealNo), deal].sort((a, b) => a.dealNo - b.dealNo);
      this.lookBack();
    }
  }

  /** The next deal of the session, dealt by the next player on the left. */
  nextDeal() {
    if (this.state.phase === 'over') this.resume(startDeal(nextDealStart(this.state.start)), []);
  }

  /** The learner says something (or keeps silent as the last player); the partner hears it as the truth. */
  say(phrase: TablePhrase) {
    if (this.replay || this.state.phase === 'over') return;
    this.engaged = true;
    this.talk = [...this.heard, { seat: YOU, phrase, at: this.state.actions.length, trick: this.state.tricks.length }];
    void this.play();
  }

  /** The bots say what they have to say now, each from its own view: a word about the hand, the last player's word or silence. */
  private speakBots() {
    const { seed, dealNo } = this.state.start;
    const at = this.state.actions.length;
    for (let said = true, n = 0; said && n < 12; n++) {
      said = false;
      for (const seat of [1, 2, 3] as const) {
        const phrase = speak(viewOf(this.state, seat), this.heard, talkRandom(seed, dealNo, at + n, seat));
        if (!phrase) continue;
        this.talk = [...this.heard, { seat, phrase, at, trick: this.state.tricks.length }];
        said = true;
      }
    }
  }

  /** After the bots failed: asks them again. */
  retry() {
    this.engaged = true;
    this.trouble = false;
    if (this.state.result) this.lookBack();
    void this.play();
  }

  /** Who acts next, once the bots have spoken: null while the learner is asked for their word. */
  private talkThenDecider(): Seat | null {
    if (this.state.phase === 'over') return null;
    this.speakBots();
    return this.asking ? YOU : this.decider;
  }

  /** Lets the bots act until it is the learner's turn (a newer call takes over from an older one). */
  async play() {
    const run = ++this.runs;
    if (this.replay) return;
    // The bots weigh their words in a task of their own, after the table is drawn: a deal opens, and a card is laid,
    // without waiting for them. Meanwhile the table says whose turn it is.
    if (this.decider !== null && this.decider !== YOU) this.thinking = this.decider;
    await new Promise((next) => setTimeout(next));
    if (run !== this.runs || this.replay) return;
    for (let seat = this.talkThenDecider(); seat !== null && seat !== YOU; seat = this.talkThenDecider()) {
      this.thinking = seat;
      const state = this.state;
      const pause = this.fast ? 0 : state.trick === null && state.tricks.length > 0 ? PAUSE_AFTER_TRICK_MS : PAUSE_MS;
      const seed = `${state.start.seed}/${state.start.dealNo}/${state.actions.length}`;
      let action: Action | undefined;
      try {
        [{ action }] = await Promise.all([
          this.ask({ kind: 'decide', view: viewOf(state, seat), heard: this.heard, strength: this.strength, seed }),
          new Promise((done) => setTimeout(done, pause)),
        ]);
      } catch {
        if (run === this.runs) [this.thinking, this.trouble] = [null, true];
        return;
      }
      if (run !== this.runs) return;
      if (state !== this.state) return void (this.thinking = null);
      this.thinking = null;
      const r = action ? apply(state, action) : null;
      if (!r?.ok) return;
      this.set(r.value);
    }
    if (run === this.runs) this.thinking = null;
  }
}
