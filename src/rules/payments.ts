import { refuse, shown, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';
import type { RulingId } from './rulings.ts';
import { endAfter, isOutcome, TRICKS, type Outcome, type Side } from './deal-end.ts';
import { turnLimits } from './turning.ts';
import { isVariantId, VARIANTS, type Stakes, type VariantId } from './variants.ts';

export interface SettleInput {
  readonly variant: VariantId;
  /** game: five tricks; jann: the first five; march: all nine; failed-march: went on and lost a trick; ran: folded on a turn */
  readonly outcome: Outcome;
  /** turns the other side accepted; for ran, those accepted before the refused one */
  readonly acceptedTurns: number;
  /** 4, or 5: the dealer alone against four */
  readonly players?: 4 | 5;
  /** for ran: the turn was made by a side that had gone on for the march after its Jann */
  readonly wentOn?: boolean;
}

export interface Payment {
  /** cents, pfennigs, multiples of the basic game, rungs of the 1924 slate ladder, or that whole ladder game */
  readonly unit: 'cent' | 'pfennig' | 'basic-game' | 'rung' | 'ladder-game';
  /** what each loser pays one winner (or, on the ladder, the rungs the winners erase, or 1 ladder game) */
  readonly amount: number;
  /** the parts that add up to the amount, as data for a breakdown */
  readonly parts: readonly { readonly item: 'game' | 'jann' | 'march' | 'turns'; readonly count: number; readonly amount: number }[];
  /** who pays: the side that lost the tricks, the side that went on for the march, or the side that ran */
  readonly payer: 'losers' | 'marching-side' | 'running-side';
  /** separate payments made: each of the two losers pays one winner; with five, the dealer and each of four */
  readonly payments: number;
  /** rulings that decided the payment, where the sources are silent or disagree */
  readonly rulings: readonly RulingId[];
}

const unitOf = (s: Stakes): Exclude<Payment['unit'], 'ladder-game'> => (s.kind === 'ladder' ? 'rung' : s.unit);

/**
 * What a finished deal is worth: eaton-2021, Drehen und Sehen and the stakes; its Hattstedt and
 * Early 20th century sections. A count of accepted turns that the variant's turning rule cannot give
 * for this ending is refused.
 */
export function settle(input: SettleInput): Result<Payment, RuleError> {
  const { variant, outcome, acceptedTurns: turns, players = 4, wentOn = false } = (input ?? {}) as Partial<SettleInput>;
  if (!isVariantId(variant)) return refuse('unknown-variant', { variant: shown(variant) });
  if (!isOutcome(outcome)) return refuse('bad-outcome', { outcome: shown(outcome) });
  const v = VARIANTS[variant];
  if ((players !== 4 && players !== 5) || !v.players.includes(players)) return refuse('bad-players', { allowed: v.players.join(' or ') });
  if (wentOn !== false && (wentOn !== true || outcome === 'game' || outcome === 'jann')) return refuse('not-marching', { outcome });
  const ranInMarch = outcome === 'ran' && wentOn;
  // (every ending but running comes about without a turn: the limits, a search, are looked up only where they can refuse)
  const max = outcome === 'ran' || turns !== 0 ? turnLimits(v, players)[ranInMarch ? 'ran-in-march' : outcome] : 0;
  if (max === null) return refuse('cannot-run');
  if (typeof turns !== 'number' || !Number.isInteger(turns) || turns < 0) return refuse('bad-turns', { max, outcome });
  if (v.drehen === 'none' && turns > 0) return refuse('no-drehen');
  if (turns > max) return refuse('bad-turns', { max, outcome });
  // A march that fails, by a lost trick or by the others running from a turn, pays the march (eaton-2021, The Play).
  const marchFailed = outcome === 'failed-march' || ranInMarch;
  const item = outcome === 'jann' ? 'jann' : outcome === 'march' || marchFailed ? 'march' : 'game';
  const payer = marchFailed ? 'marching-side' : outcome === 'ran' ? 'running-side' : 'losers';
  const payments = players === 5 ? 4 : 2;
  const s = v.stakes;
  if (item === 'march' && s.march === 'ladder-game') {
    return ok({ unit: 'ladder-game', amount: 1, parts: [{ item, count: 1, amount: 1 }], payer, payments, rulings: ['march-1924'] });
  }
  const parts: Payment['parts'][number][] = [{ item, count: 1, amount: s[item] as number }];
  if (turns > 0) parts.push({ item: 'turns', count: turns, amount: turns * s.turn });
  const amount = parts.reduce((sum, p) => sum + p.amount, 0);
  const rulings: RulingId[] = s.kind === 'money' && players === 4 ? ['one-payee'] : [];
  return ok({ unit: unitOf(s), amount, parts, payer, payments, rulings });
}

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
  { wentOn = false, tricksInDeal = TRICKS }: { wentOn?: boolean; tricksInDeal?: number } = {},
): DealScore {
  const tricks: [number, number] = [0, 0];
  let marching: Side | null = null;
  for (let i = 0; i < winners.length; i++) {
    const side = winners[i]!;
    tricks[side]++;
    // Only the five-player dealer with an 8-card stock marches in fewer than nine tricks (eaton-2021, Five-Player Knüffeln).
    const marchLength = players === 5 && marching === 0 ? tricksInDeal : TRICKS;
    const end = endAfter(players, tricks, i + 1, side, marching, marchLength);
    if (end === 'jann' && wentOn) marching = side;
    else if (end) return { outcome: end, winner: side, tricks, decidedAfter: i + 1 };
  }
  return { outcome: null, winner: null, tricks, decidedAfter: null };
}
