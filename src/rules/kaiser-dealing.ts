/**
 * How a Kaiserspiel deal is dealt (kaiserjass: The Deal): the seats in the order of play, which is anticlockwise, so
 * seat + 1 sits on a player's right; the dealer's first card face up to each player with a pause after every two
 * players; then two cards face down to each, a pause after every two players; then the rest without pauses. The lowest
 * face-up card names the chosen suit. Pure data and functions.
 */
import { rankOf, suitOf, type CardCode, type Rank, type Suit } from './cards.ts';
import { BANNERS } from './family-ids.ts';
import { shuffled } from './shuffle.ts';

/** The table sizes: four players (seven cards, two discarded), six (five cards, no discard). */
export const KAISER_TABLES = [4, 6] as const;
export type KaiserTable = (typeof KAISER_TABLES)[number];

/** Each table's hands: dealt, and held once the discards are laid aside. */
export const KAISER_HANDS = { 4: { dealt: 7, held: 5 }, 6: { dealt: 5, held: 5 } } as const satisfies Record<KaiserTable, { dealt: number; held: number }>;
/** Cards each seat discards face down after the deal. */
export const discardCount = (n: KaiserTable): number => KAISER_HANDS[n].dealt - KAISER_HANDS[n].held;

export const isBanner = (card: CardCode): card is (typeof BANNERS)[number] => (BANNERS as readonly CardCode[]).includes(card);

/** The seat on a player's right: the next in the order of play (kaiserjass: played anticlockwise). */
export const rightOf = (n: number, seat: number): number => (seat + 1) % n;

/** One packet of the deal: cards to one seat, face up or face down. */
export interface Packet {
  readonly seat: number;
  readonly count: number;
  readonly up: boolean;
}
/** A stage of the deal: its packets, then a pause for announcements, or none. */
export interface Stage {
  readonly packets: readonly Packet[];
  readonly pause: boolean;
}

/**
 * The deal's stages, from the dealer's right round to the dealer, two players at a time: one card face up each, then
 * two face down each, a pause after every two players; then the rest two at a time without pauses (four players: two
 * rounds, to seven cards; six: one round, to five).
 */
export function dealStages(n: KaiserTable, dealer: number): readonly Stage[] {
  const order = Array.from({ length: n }, (_, i) => (dealer + 1 + i) % n);
  const pairs = Array.from({ length: n / 2 }, (_, i) => order.slice(2 * i, 2 * i + 2));
  const up = pairs.map((p): Stage => ({ packets: p.map((seat) => ({ seat, count: 1, up: true })), pause: true }));
  const down = pairs.map((p): Stage => ({ packets: p.map((seat) => ({ seat, count: 2, up: false })), pause: true }));
  const rounds = (KAISER_HANDS[n].dealt - 3) / 2;
  const rest: Stage = { packets: Array.from({ length: rounds }, () => order.map((seat) => ({ seat, count: 2, up: false }))).flat(), pause: false };
  return [...up, ...down, rest];
}

/** A plain suit from the top: King, Ober, Under, 7 … 2 (kaiserjass: The Cards). */
const PLAIN: readonly Rank[] = ['K', 'Q', 'J', '7', '6', '5', '4', '3', '2'];

/**
 * The lowest of cards dealt in this order, in plain suit order, banners ignored; of two equal cards the first dealt
 * counts lower. Its index, or -1 when every card is a banner.
 */
export function lowestCard(cards: readonly CardCode[]): number {
  let low = -1;
  cards.forEach((c, i) => {
    if (isBanner(c)) return;
    if (low < 0 || PLAIN.indexOf(rankOf(c)) > PLAIN.indexOf(rankOf(cards[low]!))) low = i;
  });
  return low;
}

/**
 * The chosen suit: the suit of the lowest face-up card (kaiserjass: Dealing the first card and determining trumps).
 * Ruling kaiser-banners-up: when every face-up card is a banner (four players only), the bottom card everyone saw at
 * the cut, never a banner, names it.
 */
export function chosenSuitOf(faceUp: readonly CardCode[], bottom: CardCode): Suit {
  return suitOf(namingCard(faceUp, bottom));
}

/** The card that names the chosen suit (chosenSuitOf): the lowest face-up card, or the bottom card when all are banners. */
export function namingCard(faceUp: readonly CardCode[], bottom: CardCode): CardCode {
  const low = lowestCard(faceUp);
  return low < 0 ? bottom : faceUp[low]!;
}

/**
 * The first dealer (kaiserjass: The Deal): one card to each seat, from seat 0 round in the order of play (ruling
 * kaiser-first-dealer); the lowest card deals, banners ignored, the first dealt of two equal cards lower; when every
 * card is a banner, the cards are dealt again.
 */
export function firstDealer(n: KaiserTable, pack: readonly CardCode[], random: () => number): { dealer: number; cards: readonly CardCode[] } {
  for (;;) {
    const cards = shuffled(pack, random).slice(0, n);
    const low = lowestCard(cards);
    if (low >= 0) return { dealer: low, cards };
  }
}

/** The next deal's dealer: the deal passes to the right. */
export const nextDealer = (n: KaiserTable, dealer: number): number => rightOf(n, dealer);
