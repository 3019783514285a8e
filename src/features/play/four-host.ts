/**
 * Four-player Knüffeln at the one table (table-model.ts): its deal machine for each variant (rules/four-table.ts), its
 * link (deal-link.ts), and the capabilities it has beyond a deal: table talk, and a side that answers a turn and
 * chooses at a Jann as one (the learner decides for theirs). Also the session's score as Knüffeln keeps it, with the
 * 1924 slate.
 */
import { FOUR_SEATS } from '../../rules/four-table.ts';
import {
  lastPlayerMoment,
  newSession,
  scoreDeal,
  sideOfSeat,
  slateMark,
  startDeal,
  talkRandom,
  viewOf,
  wordsFor,
  type Action,
  type DealResult,
  type PlayState,
  type Said,
  type Seat,
  type SeatView,
  type SessionScore,
  type VariantId,
} from '../../rules/index.ts';
import type { TurningPoint } from '../../bots/protocol.ts';
import { makeDealLink, parseDealLink } from './deal-link.ts';
import type { Finished, Opened, TableHost, TableModel } from './table-model.ts';

/** The learner's seat: South. */
export const YOU: Seat = 0;

export type FourHost = TableHost<PlayState, Action, SeatView>;
export type PlayModel = TableModel<PlayState, Action, TurningPoint>;
export type OpenedDeal = Opened<PlayState>;

/** Who decides now: the learner for their side's answer to a turn and their side's Jann; else the seat to act. */
export function deciderOf(s: PlayState, you: number = YOU): Seat | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'turned' && sideOfSeat(s.trick!.leader) !== sideOfSeat(you as Seat)) return you as Seat;
  if (s.phase === 'march' && sideOfSeat(s.toAct) === sideOfSeat(you as Seat)) return you as Seat;
  return s.toAct;
}

/** The learner plays last to a card just led: the table waits for their word, or their silence. */
function asking(s: PlayState, heard: readonly Said[], you: number): boolean {
  if (lastPlayerMoment(viewOf(s, you as Seat)) !== you) return false;
  const trick = s.tricks.length;
  return !heard.some((h) => h.seat === you && h.trick === trick && (h.phrase === 'silent' || h.phrase === 'ich-kann-nichts'));
}

const hostOf = (variant: VariantId): FourHost => ({
  game: FOUR_SEATS[variant],
  link: makeDealLink,
  // (another game's link names it: ?game=…)
  session: (link) => {
    const { state, problems } = parseDealLink(link, '-');
    return problems.length || state.start.variant !== variant || new URLSearchParams(link).has('game') ? null : `${variant}/${state.start.seed}`;
  },
  // a deal laid out by hand keeps its pack
  dealt: (s) => startDeal(s.start),
  botSeed: (s) => `${s.start.seed}/${s.start.dealNo}/${s.actions.length}`,
  decider: deciderOf,
  talk: {
    wordsFor: (a) => wordsFor(a.type),
    asking,
    random: (s, seat, round) => talkRandom(s.start.seed, s.start.dealNo, s.actions.length + round, seat as Seat),
  },
});

/** Knüffeln for four, each variant an entry of the one table. */
export const FOUR_HOSTS = Object.fromEntries(Object.keys(FOUR_SEATS).map((id) => [id, hostOf(id as VariantId)])) as Readonly<Record<VariantId, FourHost>>;

/** A finished deal of the session, as the table keeps it: its number, its link and what it paid each seat. */
export const finishedOf = (s: PlayState, link = makeDealLink(s)): Finished => ({ dealNo: s.start.dealNo, link, paid: FOUR_SEATS[s.start.variant].paid(s) });

/** A finished deal's result, read from its link (kept once read: the score asks again after every deal). */
const results = new Map<string, DealResult | null>();
function resultOf(link: string): DealResult | null {
  if (!results.has(link)) results.set(link, parseDealLink(link, '-').state.result);
  return results.get(link)!;
}

/** The session's score from its finished deals numbered below `dealNo`. */
export function scoreBefore(m: Pick<PlayModel, 'finished' | 'state'>, dealNo = Infinity): SessionScore {
  let score = newSession(m.state.start.variant);
  for (const f of m.finished) {
    const r = f.dealNo < dealNo ? resultOf(f.link) : null;
    if (r) score = scoreDeal(score, r);
  }
  return score;
}

/** The mark the deal just finished put on the 1924 slate (against the side that lost the ladder game), or null. */
export const markOf = (m: Pick<PlayModel, 'finished' | 'state'>) => (m.state.result ? slateMark(scoreBefore(m, m.state.start.dealNo), m.state.result) : null);
