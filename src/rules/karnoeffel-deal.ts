/**
 * A whole deal of Karnöffel (karnoeffel, The play): four players in two partnerships (ruling karnoeffel-players), the
 * 48 cards without the Aces, five cards each dealt one at a time, the first round face up; the lowest face-up card
 * names the chosen suit (of two equal, the first dealt), and the cards are turned face down again; the dealer's left
 * leads, play goes clockwise, any card may be played, all five tricks are played and the side with the majority wins
 * the deal; the forehand deals next. A deal won is worth one point, a game is played to five (ruling karnoeffel-score).
 */
import { naturalIndex, rankOf, suitOf } from './cards.ts';
import type { DealRules } from './deal-rules.ts';
import { refuse } from './errors.ts';
import { suitedCard, type FamilyCard } from './family-ids.ts';
import { familyDeal, nextOf, type FamilyDealGame, type FamilyDealStart, type FamilyDealt } from './family-deal.ts';
import { TABLE_SEATS } from './table-ids.ts';

/** Five cards each, every trick played (karnoeffel, The play); one point a deal (ruling karnoeffel-score). */
export const KARNOEFFEL_DEAL = {
  game: 'karnoeffel',
  seats: TABLE_SEATS.karnoeffel,
  direction: 'clockwise',
  hands: { 4: { dealt: 5, held: 5 } },
  exchanges: [],
  faceDown: [{ kind: 'stock', seen: 'none' }],
  stakes: { kind: 'fixed', base: 1 },
  end: { kind: 'all-tricks', of: 5 },
  sides: 2,
} as const satisfies DealRules<'karnoeffel', 4>;

/** The points a side needs to win a game of Karnöffel (ruling karnoeffel-score: ours, not the source's). */
export const KARNOEFFEL_TARGET = 5;

/** What Karnöffel's deal adds to the state, all of it in the open: the first round, face up, and the card that named the suit. */
export interface KarnoeffelExt {
  /** by seat, the card it was dealt face up */
  readonly faceUp: readonly FamilyCard[];
  /** the seat whose face-up card named the chosen suit */
  readonly namer: number;
}

/**
 * The lowest of the face-up cards, in the order they were dealt; of two equal, the first (karnoeffel, The play). Before a
 * suit is chosen every suit is plain, and a plain suit runs King, Queen, Jack, Ten … Two.
 */
export function lowestUpCard(dealtOrder: readonly FamilyCard[]): number {
  let low = 0;
  for (let i = 1; i < dealtOrder.length; i++) {
    if (naturalIndex(rankOf(suitedCard(dealtOrder[i]!))) > naturalIndex(rankOf(suitedCard(dealtOrder[low]!)))) low = i;
  }
  return low;
}

/** Deals one card at a time from the dealer's left, the first round face up; the lowest up card names the suit. */
function deal(start: FamilyDealStart, deck: readonly FamilyCard[]): FamilyDealt<KarnoeffelExt> {
  const n = start.players;
  const forehand = nextOf(n, start.dealer);
  const held = KARNOEFFEL_DEAL.hands[4].held;
  // The i-th seat from forehand gets the cards i, i + n, i + 2n … of the pack.
  const hands = Array.from({ length: n }, (_, seat) => {
    const i = (seat - forehand + n) % n;
    return Array.from({ length: held }, (_, round) => deck[round * n + i]!);
  });
  const upInOrder = Array.from({ length: n }, (_, i) => deck[i]!);
  const first = lowestUpCard(upInOrder);
  const faceUp = hands.map((h) => h[0]!);
  return {
    chosen: [suitOf(suitedCard(upInOrder[first]!))],
    hands,
    stock: deck.slice(held * n),
    table: [],
    // Turned face down again, but everyone saw them.
    known: faceUp.map((c) => [c]),
    phase: 'play',
    toAct: forehand,
    ext: { faceUp, namer: (forehand + first) % n },
  };
}

/** Karnöffel's part of the family's deal machine: its deal; no phase before play and no action of its own. */
export const KARNOEFFEL_GAME: FamilyDealGame<KarnoeffelExt, KarnoeffelExt, never> = {
  id: 'karnoeffel',
  rules: KARNOEFFEL_DEAL,
  target: KARNOEFFEL_TARGET,
  deal,
  actionTypes: [],
  parseAction: () => refuse('bad-action'),
  act: () => refuse('not-now'),
  choices: () => [],
};

/** Karnöffel's whole deal. */
export const karnoeffelDeal = familyDeal(KARNOEFFEL_GAME);
