import { refuse, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';
import { isVariantId, VARIANTS, type Stakes, type VariantId } from './variants.ts';

/** How a deal can end. */
export const OUTCOMES = ['game', 'jann', 'march', 'failed-march', 'ran'] as const;
export type Outcome = (typeof OUTCOMES)[number];
export const isOutcome = (x: unknown): x is Outcome => typeof x === 'string' && (OUTCOMES as readonly string[]).includes(x);

/** One lead per trick: at most nine turns in a deal. */
export const MAX_TURNS = 9;
/** 1924: each side may turn after two tricks and again after four. */
export const MAX_TURNS_1924 = 4;

export interface SettleInput {
  readonly variant: VariantId;
  /** game: five tricks; jann: the first five; march: all nine; failed-march: went on and lost a trick; ran: folded on a turn */
  readonly outcome: Outcome;
  /** turns the other side accepted; for ran, those accepted before the refused one */
  readonly acceptedTurns: number;
  /** 4, or 5: the dealer alone against four */
  readonly players?: 4 | 5;
}

export interface Payment {
  /** cents, pfennigs, multiples of the basic game, or rungs of the 1924 slate ladder */
  readonly unit: 'cent' | 'pfennig' | 'basic-game' | 'rung';
  /** what each loser pays each winner (or, on the ladder, the rungs the winners erase) */
  readonly amount: number;
  /** the parts that add up to the amount, as data for a breakdown */
  readonly parts: readonly { readonly item: 'game' | 'jann' | 'march' | 'turns'; readonly count: number; readonly amount: number }[];
  /** who pays: the side that lost the tricks, the side that went on for the march, or the side that ran */
  readonly payer: 'losers' | 'marching-side' | 'running-side';
  /** separate payments made: each of the two losers pays one winner; with five, the dealer and each of four */
  readonly payments: number;
}

const unitOf = (s: Stakes): Payment['unit'] => (s.kind === 'ladder' ? 'rung' : s.unit);

/** What a finished deal is worth (seed 000 "Drehen und Sehen" and the stakes; Hattstedt, 1924, 1938). */
export function settle(input: SettleInput): Result<Payment, RuleError> {
  const { variant, outcome, acceptedTurns: turns } = (input ?? {}) as Partial<SettleInput>;
  if (!isVariantId(variant)) return refuse('unknown-variant', { variant: String(variant) });
  if (!isOutcome(outcome)) return refuse('bad-outcome', { outcome: String(outcome) });
  const players = input.players ?? 4;
  if (players !== 4 && players !== 5) return refuse('bad-players');
  const v = VARIANTS[variant];
  const max = v.drehen === 'after-two-and-four' ? MAX_TURNS_1924 : MAX_TURNS;
  if (typeof turns !== 'number' || !Number.isInteger(turns) || turns < 0 || turns > max) return refuse('bad-turns', { max });
  if (v.drehen === 'none' && turns > 0) return refuse('no-drehen');
  const s = v.stakes;
  const item = outcome === 'jann' ? 'jann' : outcome === 'march' || outcome === 'failed-march' ? 'march' : 'game';
  const parts: Payment['parts'][number][] = [{ item, count: 1, amount: s[item] }];
  if (turns > 0) parts.push({ item: 'turns', count: turns, amount: turns * s.turn });
  const amount = parts.reduce((sum, p) => sum + p.amount, 0);
  const payer = outcome === 'failed-march' ? 'marching-side' : outcome === 'ran' ? 'running-side' : 'losers';
  return ok({ unit: unitOf(s), amount, parts, payer, payments: players === 5 ? 4 : 2 });
}

/** Tricks a side needs: five, or four for the dealer playing alone in the five-player game. */
export const tricksNeeded = (players: 4 | 5, side: 'dealer' | 'team'): number => (players === 5 && side === 'dealer' ? 4 : 5);

export type Side = 0 | 1;

export interface DealScore {
  readonly outcome: Outcome | null;
  /** the side the deal goes to, or null while it is still being played */
  readonly winner: Side | null;
  readonly tricks: readonly [number, number];
  /** tricks played when the deal was decided */
  readonly decidedAfter: number | null;
}

/**
 * Scores a deal from the side that took each trick. With five players side 0 is the dealer playing alone.
 * `wentOn` says the side that made a Jann led to the next trick, going for the march; `tricksInDeal` is 9,
 * or 8 when a five-player dealer took up an 8-card stock.
 */
export function scoreTricks(
  players: 4 | 5,
  winners: readonly Side[],
  { wentOn = false, tricksInDeal = 9 }: { wentOn?: boolean; tricksInDeal?: number } = {},
): DealScore {
  const need: readonly [number, number] = [tricksNeeded(players, players === 5 ? 'dealer' : 'team'), 5];
  const tricks: [number, number] = [0, 0];
  let janner: Side | null = null;
  for (let i = 0; i < winners.length; i++) {
    const side = winners[i]!;
    tricks[side]++;
    if (janner !== null) {
      if (side !== janner) return { outcome: 'failed-march', winner: side, tricks, decidedAfter: i + 1 };
      continue;
    }
    if (tricks[side] >= need[side]) {
      const jann = tricks[side] === i + 1;
      if (jann && wentOn) {
        janner = side;
        continue;
      }
      return { outcome: jann ? 'jann' : 'game', winner: side, tricks, decidedAfter: i + 1 };
    }
  }
  if (janner !== null && winners.length >= tricksInDeal) {
    return { outcome: 'march', winner: janner, tricks, decidedAfter: winners.length };
  }
  return { outcome: null, winner: null, tricks, decidedAfter: null };
}

/** The 1924 slate: rungs left on each side's ladder and the marks of lost games. */
export interface Ladder {
  readonly rungs: readonly [number, number];
  readonly knueppel: readonly [number, number];
  readonly brille: readonly [number, number];
}

export const newLadder = (rungs = 4): Ladder => ({ rungs: [rungs, rungs], knueppel: [0, 0], brille: [0, 0] });

/**
 * The winners erase rungs from their side. Erasing the last rung wins the game: the losers get a Knüppel,
 * or a Brille if all the rungs went in one deal (ruling brille, after seed 000), and the slate starts again.
 */
export function eraseRungs(ladder: Ladder, winner: Side, rungs: number, full = 4): { ladder: Ladder; mark: 'knueppel' | 'brille' | null } {
  const left = Math.max(0, ladder.rungs[winner] - rungs);
  if (left > 0) {
    const r: [number, number] = [...ladder.rungs];
    r[winner] = left;
    return { ladder: { ...ladder, rungs: r }, mark: null };
  }
  const loser: Side = winner === 0 ? 1 : 0;
  const mark = ladder.rungs[winner] === full && rungs >= full ? 'brille' : 'knueppel';
  const marks: [number, number] = [...ladder[mark]];
  marks[loser]++;
  return { ladder: { ...ladder, rungs: [full, full], [mark]: marks }, mark };
}
