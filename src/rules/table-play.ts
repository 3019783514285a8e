/**
 * The play of a deal of Knüffeln, at a table of four (play.ts) or five (five.ts), step by step by the rules: a card
 * played to the trick (any card in hand: Knüffeln has no duty to follow) or a lead turned face down (drehen), the other
 * side's answer (sehen or lopen), a Jann's winners going on for the march or taking the Jann. The table gives what is
 * its own (TableRules): the sides, who plays to a trick and who answers a turn, who takes a trick, how the deal ends
 * and what it pays. What is open to a seat is table-view.ts. eaton-2021, The Play, Drehen und Sehen; Five-Player Knüffeln.
 */
import type { CardCode } from './cards.ts';
import { otherSide, type Outcome, type Side } from './deal-end.ts';
import { refuse, type RuleError } from './errors.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { ok, type Result } from './result.ts';
import type { TableAction } from './table-actions.ts';
import { mayTurn } from './turning.ts';
import type { VariantId } from './variants.ts';

/** A trick at a table whose seats are S. */
export interface TableTrick<S extends number> {
  readonly leader: S;
  /** in the order of play, from the leader */
  readonly cards: readonly CardCode[];
  /** the lead was turned face down (drehen) and seen */
  readonly turned: boolean;
}

/** The part of a deal's state that the play reads and writes, at four or at five. */
export interface InPlay<S extends number> {
  readonly start: { readonly variant: VariantId };
  readonly phase: string;
  /** who acts next: the player offered an exchange, the player to play, the turn's answer, the Jann's choice */
  readonly toAct: S;
  /** by seat */
  readonly hands: readonly (readonly CardCode[])[];
  readonly tricks: readonly TableTrick<S>[];
  /** who took each finished trick */
  readonly takers: readonly S[];
  /** tricks won by each side */
  readonly won: readonly [number, number];
  /** the trick being played, or null before its lead */
  readonly trick: TableTrick<S> | null;
  /** a lead turned face down, waiting for the other side's answer */
  readonly faceDown: CardCode | null;
  /** turns accepted, by the side that turned */
  readonly accepted: readonly [number, number];
  /** the side that went on for the march after its Jann */
  readonly marching: Side | null;
}

/** The play's part of a deal's state before the first lead: no trick, no turn, no march. */
export const beforePlay = () => ({ tricks: [], takers: [], won: [0, 0], trick: null, faceDown: null, accepted: [0, 0], marching: null }) as const;

/** What a table decides for itself in the play (the trick being played is the one after `s.tricks`). */
export interface TableRules<St, S extends number> {
  /** the side a seat plays on; null for a seat out of the deal (a dealer of five who sits out) */
  sideOf(s: St, seat: S): Side | null;
  /** who plays after `seat` to the trick being played */
  nextTo(s: St, seat: S): S;
  /** who answers a turn led by `turner`: the first of the other side to play to the trick; null when none of it plays to it */
  answerer(s: St, turner: S): S | null;
  /** how many cards the trick being played takes */
  trickSize(s: St): number;
  /** who took the trick being played, now full */
  taker(s: St, trick: TableTrick<S>): S;
  /** what the trick just taken by `side` does to the deal (`after` counts it): its end, or null to play on */
  ended(after: St, side: Side): Exclude<Outcome, 'ran'> | null;
  /** the deal over, settled */
  finish(s: St, outcome: Outcome, winner: Side, tricks: readonly [number, number]): St;
}

export const without = (cards: readonly CardCode[], card: CardCode) => cards.filter((c) => c !== card);
export const withHand = (hands: readonly (readonly CardCode[])[], seat: number, hand: readonly CardCode[]) => hands.map((h, i) => (i === seat ? hand : h));

/** May the side on lead turn now: before the trick's first card, when the variant's turns allow it (turning.ts)? */
export const mayTurnNow = (t: Pick<InPlay<number>, 'start' | 'trick' | 'won' | 'accepted'>, side: Side): boolean =>
  t.trick === null && mayTurn(KNUEFFELN[t.start.variant].rules, { tricksWon: t.won[side], turnsMade: t.accepted[side] });

/** The actions of the play: a card, a turn's answer, the choice after a Jann. */
export type PlayAction<S extends number> = Exclude<TableAction<S>, { readonly type: 'exchange' | 'decline' }>;

/**
 * One action of the play by the rules, or a refusal with its code: a card only by the seat to act and from its hand;
 * a turn only where the variant turns, on a lead, when the side may turn now and someone of the other side plays to
 * the trick; a turn's answer only by the other side; the choice after a Jann only by its winners.
 */
export function decidePlay<S extends number, St extends InPlay<S>>(s: St, a: PlayAction<S>, table: TableRules<St, S>): Result<St, RuleError> {
  switch (a.type) {
    case 'play':
    case 'turn': {
      if (s.phase !== 'play') return refuse('not-now', { action: a.type });
      if (a.seat !== s.toAct) return refuse('not-your-turn', { seat: a.seat, expected: s.toAct });
      if (!s.hands[a.seat]!.includes(a.card)) return refuse('card-not-held', { card: a.card });
      const hands = withHand(s.hands, a.seat, without(s.hands[a.seat]!, a.card));
      if (a.type === 'play') return ok(lay({ ...s, hands }, a.seat, a.card, table));
      const variant = KNUEFFELN[s.start.variant].rules;
      if (variant.drehen === 'none') return refuse('no-drehen');
      const answer = mayTurnNow(s, table.sideOf(s, a.seat)!) ? table.answerer(s, a.seat) : null;
      if (answer === null) return refuse('cannot-turn');
      return ok({ ...s, hands, phase: 'turned', faceDown: a.card, trick: { leader: a.seat, cards: [], turned: true }, toAct: answer });
    }
    case 'see':
    case 'run': {
      if (s.phase !== 'turned' || !s.trick || !s.faceDown) return refuse('not-now', { action: a.type });
      const leader = s.trick.leader;
      const turner = table.sideOf(s, leader)!;
      const side = table.sideOf(s, a.seat);
      if (side === null || side === turner) return refuse('not-your-turn', { seat: a.seat, expected: s.toAct });
      if (a.type === 'run') {
        // Running ends the deal for what it was worth before this turn; running from a turn made in a march fails the march.
        const hands = withHand(s.hands, leader, [...s.hands[leader]!, s.faceDown]);
        return ok(table.finish({ ...s, hands, faceDown: null, trick: null }, 'ran', s.marching === null ? turner : otherSide(turner), s.won));
      }
      const accepted: [number, number] = [s.accepted[0], s.accepted[1]];
      accepted[turner]++;
      const trick: TableTrick<S> = { leader, cards: [s.faceDown], turned: true };
      return ok({ ...s, accepted, faceDown: null, trick, phase: 'play', toAct: table.nextTo(s, leader) });
    }
    case 'go-on':
    case 'stop': {
      if (s.phase !== 'march') return refuse('not-now', { action: a.type });
      const side = table.sideOf(s, s.toAct)!;
      if (table.sideOf(s, a.seat) !== side) return refuse('not-your-turn', { seat: a.seat, expected: s.toAct });
      if (a.type === 'go-on') return ok({ ...s, marching: side, phase: 'play' });
      return ok(table.finish(s, 'jann', side, s.won));
    }
  }
}

/** Lays a card face up to the trick (a turned lead lies in it once seen); the last card the trick takes decides it, and maybe the deal. */
function lay<S extends number, St extends InPlay<S>>(s: St, seat: S, card: CardCode, table: TableRules<St, S>): St {
  const trick: TableTrick<S> = s.trick ? { ...s.trick, cards: [...s.trick.cards, card] } : { leader: seat, cards: [card], turned: false };
  if (trick.cards.length < table.trickSize(s)) return { ...s, trick, toAct: table.nextTo(s, seat) };
  const taker = table.taker(s, trick);
  const side = table.sideOf(s, taker)!;
  const won: [number, number] = [s.won[0], s.won[1]];
  won[side]++;
  const after: St = { ...s, tricks: [...s.tricks, trick], takers: [...s.takers, taker], won, trick: null, toAct: taker };
  const end = table.ended(after, side);
  if (end === null) return after;
  // After a Jann its winners may lead on for the march (eaton-2021, The Play; Five-Player Knüffeln).
  if (end === 'jann' && s.marching === null) return { ...after, phase: 'march' };
  return table.finish(after, end, side, won);
}
