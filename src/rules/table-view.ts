/**
 * What one seat knows of a deal of Knüffeln, at a table of four (view.ts) or five (five-view.ts): its hand, the cards
 * everyone knows another holds, whose turn it is and the play as it lies in the open; and what the seat may do now.
 */
import type { CardCode } from './cards.ts';
import type { TableAction } from './table-actions.ts';
import type { InPlay } from './table-play.ts';

/** What a seat knows at any Knüffeln table, an offer being an exchange of O; a table's view adds its own (the start, the stock). (What the screen draws of any game is deal-rules.ts TableView.) */
export interface SeatKnowledge<S extends number, O> {
  readonly seat: S;
  readonly hand: readonly CardCode[];
  readonly handSizes: readonly number[];
  readonly stockSize: number;
  /** per seat, the cards everyone knows it holds: taken in an exchange and not yet played */
  readonly known: readonly (readonly CardCode[])[];
  /** who acts next; while the exchanges are decided, only the player offered one knows (the others wait) */
  readonly toAct: S | null;
  /** the exchange this player is offered, if any */
  readonly offer: O | null;
  /** the card this player turned face down; another player's stays hidden */
  readonly faceDown: CardCode | null;
}

/** A deal's state as seenBy reads it: the play, the exchanges made and the one on offer. */
type Seen<S extends number> = InPlay<S> & {
  readonly exchanges: readonly { readonly seat: number; readonly take: CardCode }[];
  readonly offer: { readonly seat: S } | null;
};

/** What seenBy gives: the play's fields as the state types them, and the seat's knowledge as SeatKnowledge types it. */
type SeenPlay<S extends number, St extends Seen<S>> = Pick<St, 'phase' | 'tricks' | 'takers' | 'won' | 'trick' | 'accepted' | 'marching'> &
  Pick<SeatKnowledge<S, NonNullable<St['offer']>>, 'known' | 'toAct' | 'offer' | 'faceDown'>;

/**
 * What a seat sees of the hands, the turn and the play: the cards others took in an exchange, who acts (while the
 * exchanges are decided, only the seat offered one knows), the offer if it is this seat's, and all of the play but
 * a lead another seat turned face down.
 */
export function seenBy<S extends number, St extends Seen<S>>(s: St, seat: S): SeenPlay<S, St> {
  const asked = s.phase === 'exchange' ? s.offer?.seat === seat : true;
  return {
    known: s.hands.map((h, i) => (i === seat ? h : h.filter((c) => s.exchanges.some((e) => e.seat === i && e.take === c)))),
    phase: s.phase,
    toAct: asked ? s.toAct : null,
    offer: s.offer?.seat === seat ? s.offer : null,
    tricks: s.tricks,
    takers: s.takers,
    won: s.won,
    trick: s.trick,
    faceDown: s.faceDown !== null && s.trick?.leader === seat ? s.faceDown : null,
    accepted: s.accepted,
    marching: s.marching,
  };
}

/** What a seat sees of the deal that tells what it may do. */
type ChoiceView<S extends number> = Pick<
  SeatKnowledge<S, { readonly give: CardCode; readonly options: readonly CardCode[] }>,
  'seat' | 'toAct' | 'offer' | 'hand'
> & {
  readonly phase: string;
};

/**
 * What a seat may do now, by the rules (nothing when it is not its turn): take the exchange offered or let it go; play
 * any card of its hand, or turn it when `turns()` says the seat may turn now; see or run; go on for the march or stop.
 */
export function choicesAt<S extends number>(v: ChoiceView<S>, turns: () => boolean): TableAction<S>[] {
  const seat = v.seat;
  if (v.toAct !== seat) return [];
  switch (v.phase) {
    case 'exchange': {
      const o = v.offer!;
      return [...o.options.map((take): TableAction<S> => ({ type: 'exchange', seat, give: o.give, take })), { type: 'decline', seat }];
    }
    case 'play': {
      const plays = v.hand.map((card): TableAction<S> => ({ type: 'play', seat, card }));
      return turns() ? [...plays, ...v.hand.map((card): TableAction<S> => ({ type: 'turn', seat, card }))] : plays;
    }
    case 'turned':
      return [
        { type: 'see', seat },
        { type: 'run', seat },
      ];
    case 'march':
      return [
        { type: 'go-on', seat },
        { type: 'stop', seat },
      ];
    default:
      return [];
  }
}
