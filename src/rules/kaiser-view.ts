/**
 * What one seat knows of a Kaiserspiel deal, and what it may do: its own cards, what was done in the open, and never
 * the seed. Ruling kaiser-face-down: a card played face down stays hidden from the other seats, who see only whether it
 * was a banner ("Kaiser"); a Kaiser declared from a hidden card is heard, not seen, until it is played face up.
 */
import type { CardCode } from './cards.ts';
import { isBanner } from './kaiser-dealing.ts';
import { maySpieldrei } from './kaiser-stakes.ts';
import { actingSeat, isCaptain, sideOf, type KaiserAction, type KaiserDeclared, type KaiserStart, type KaiserState } from './kaiser-state.ts';

/** A card on the table as a seat sees it: a face-down card of another seat has no face, only whether it is a banner. */
export interface SeenCard {
  readonly seat: number;
  readonly card: CardCode | null;
  readonly faceDown: boolean;
  readonly banner: boolean;
}
export interface SeenTrick {
  readonly leader: number;
  readonly cards: readonly SeenCard[];
}

/** What is done in the open: everyone sees it. */
type Open = 'reshuffles' | 'bottom' | 'faceUp' | 'chosen' | 'stage' | 'lost' | 'stakes' | 'phase' | 'turn' | 'ask' | 'takers' | 'won' | 'result';

export interface KaiserView extends Pick<KaiserState, Open> {
  readonly seat: number;
  /** the table, the deal's number and the dealer; never the seed or a laid-out pack, which would tell every card */
  readonly start: Omit<KaiserStart, 'seed' | 'deck'>;
  readonly hand: readonly CardCode[];
  readonly handSizes: readonly number[];
  /** this seat's own discards */
  readonly discards: readonly CardCode[];
  readonly discardSizes: readonly number[];
  readonly stockSize: number;
  /** every Kaiser declared; the banner itself where this seat saw it (its own, one dealt face up, one played face up) */
  readonly declared: readonly (Omit<KaiserDeclared, 'card'> & { readonly card: CardCode | null })[];
  readonly tricks: readonly SeenTrick[];
  readonly trick: SeenTrick | null;
  readonly toAct: number | null;
}

const seen = (seat: number, c: { seat: number; card: CardCode; faceDown: boolean }): SeenCard => ({
  seat: c.seat,
  card: c.faceDown && c.seat !== seat ? null : c.card,
  faceDown: c.faceDown,
  banner: isBanner(c.card),
});

/** The view of one seat. */
export function viewOf(s: KaiserState, seat: number): KaiserView {
  const { players, dealNo, dealer } = s.start;
  const trickOf = (t: KaiserState['tricks'][number]): SeenTrick => ({ leader: t.leader, cards: t.cards.map((c) => seen(seat, c)) });
  const shownUp = new Set([...s.tricks, ...(s.trick ? [s.trick] : [])].flatMap((t) => t.cards.filter((c) => !c.faceDown).map((c) => c.card)));
  return {
    seat,
    start: { players, dealNo, dealer },
    reshuffles: s.reshuffles,
    bottom: s.bottom,
    faceUp: s.faceUp,
    chosen: s.chosen,
    stage: s.stage,
    lost: s.lost,
    stakes: s.stakes,
    phase: s.phase,
    turn: s.turn,
    ask: s.ask,
    takers: s.takers,
    won: s.won,
    result: s.result,
    hand: s.hands[seat]!,
    handSizes: s.hands.map((h) => h.length),
    discards: s.discards[seat]!,
    discardSizes: s.discards.map((d) => d.length),
    stockSize: s.stock.length,
    declared: s.declared.map((d) => ({ ...d, card: d.seat === seat || d.open || shownUp.has(d.card) ? d.card : null })),
    tricks: s.tricks.map(trickOf),
    trick: s.trick ? trickOf(s.trick) : null,
    toAct: actingSeat(s),
  };
}

/** The banners this seat may declare now: in hand, not declared, not lost (a face-up banner let go in its pause). */
export function declarable(v: KaiserView): CardCode[] {
  const mine = new Set(v.declared.filter((d) => d.seat === v.seat).map((d) => d.card));
  return v.hand.filter((c) => isBanner(c) && !mine.has(c) && !v.lost.includes(c));
}

/** Every way to lay two of the hand's cards aside. */
function pairs(hand: readonly CardCode[]): [CardCode, CardCode][] {
  const out: [CardCode, CardCode][] = [];
  for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) out.push([hand[i]!, hand[j]!]);
  return out;
}

/** What this seat may do now, by the rules (nothing when it is not its turn): the same as legalActions of the state. */
export function choicesOf(v: KaiserView): KaiserAction[] {
  const seat = v.seat;
  if (v.toAct !== seat) return [];
  const ask = v.ask;
  if (ask) {
    if (ask.kind === 'mark') return [1, 3].map((by): KaiserAction => ({ type: 'raise', seat, by: by as 1 | 3 }));
    if (ask.kind === 'answer')
      return [
        { type: 'accept', seat },
        { type: 'fold', seat },
      ];
    return [
      { type: 'raise', seat, by: 3 },
      { type: 'pass', seat },
    ];
  }
  // Ruling kaiser-calls: a captain calls Spieldrei on the captain's own turn, never twice in succession for one side.
  const spieldrei: KaiserAction[] = isCaptain(seat) && maySpieldrei(v.stakes, sideOf(seat)) ? [{ type: 'spieldrei', seat }] : [];
  switch (v.phase) {
    case 'deal':
    case 'announce':
      return [...declarable(v).map((card): KaiserAction => ({ type: 'declare', seat, card })), ...spieldrei, { type: 'pass', seat }];
    case 'discard':
      return pairs(v.hand).map((cards): KaiserAction => ({ type: 'discard', seat, cards }));
    case 'play': {
      const up = v.hand.map((card): KaiserAction => ({ type: 'play', seat, card, faceDown: false }));
      // Ruling kaiser-face-down: the lead is always face up.
      const down = v.trick ? v.hand.map((card): KaiserAction => ({ type: 'play', seat, card, faceDown: true })) : [];
      return [...up, ...down, ...spieldrei];
    }
    case 'over':
      return [];
  }
}

/** Every action the rules allow now: the choices of the seat to act. */
export const legalActions = (s: KaiserState): KaiserAction[] => {
  const seat = actingSeat(s);
  return seat === null ? [] : choicesOf(viewOf(s, seat));
};
