/**
 * Tests only: Karnöffel's deal settled afresh from the source text (karnoeffel: The play, The cards in the trump suit)
 * and the site's rulings' words (karnoeffel-trick, stecher-reach, karnoeffel-players, karnoeffel-score), sharing no
 * code with src/rules. Cards are written rank then suit (K Q J T 9 … 2; C S H D).
 */

/** Plain suits run King, Queen, Jack, 10 … 2 ("In plain suits the cards rank in the usual descending order"). */
const NATURAL = 'KQJT98765432';
const rank = (card: string) => card[0]!;
const suit = (card: string) => card[1]!;
/** Higher is better. */
const natural = (card: string) => NATURAL.length - NATURAL.indexOf(rank(card));

/** Deals as the source says: one card at a time from the dealer's left, five each, the first round face up. */
export function dealKarnoeffel(deck: readonly string[], dealer: number): { hands: string[][]; trump: string } {
  const hands: string[][] = [[], [], [], []];
  for (let k = 0; k < 20; k++) hands[(dealer + 1 + k) % 4]!.push(deck[k]!);
  // "The lowest-ranking face-up card determines the trumps … In case of a tie for low card, the suit of the first of the
  // low cards dealt is trump."
  let low = deck[0]!;
  for (const c of deck.slice(1, 4)) if (natural(c) < natural(low)) low = c;
  return { hands, trump: suit(low) };
}

/**
 * The trump rank of a card in the trick (lower is higher): the Karnöffel (Jack), the Devil (Seven) only when it leads,
 * the Pope (Six), the Kaiser (Two), then the three Stecher (Three, Four, Five). Null: not a trump here.
 */
function trumpRank(card: string, position: number, trump: string): number | null {
  if (suit(card) !== trump) return null;
  const order = position === 0 ? 'J762345' : 'J_62345';
  const i = order.indexOf(rank(card));
  return i < 0 ? null : i;
}

/** Which plain ranks a trump reaches (ruling stecher-reach): the Oberstecher no King, the Unterstecher no Queen either, the Farbenstecher no face card. */
function reaches(card: string, plain: string): boolean {
  const faces = { '3': 'K', '4': 'KQ', '5': 'KQJ' }[rank(card)] ?? '';
  return !faces.includes(rank(plain));
}

/** The position in play order of the card that takes a trick (ruling karnoeffel-trick). */
export function karnoeffelTaker(cards: readonly string[], trump: string): number {
  const trumps = cards.map((c, i) => ({ i, t: trumpRank(c, i, trump) })).filter((x) => x.t !== null) as { i: number; t: number }[];
  const best = (list: { i: number; t: number }[]) => list.reduce((a, b) => (b.t < a.t ? b : a)).i;
  // A trump led: the highest trump wins, and no plain card can take the trick.
  if (trumpRank(cards[0]!, 0, trump) !== null) return best(trumps);
  // A plain card led: the highest card of the suit led (a Devil not led is a Seven of its own suit).
  let top = 0;
  cards.forEach((c, i) => {
    if (trumpRank(c, i, trump) === null && suit(c) === suit(cards[0]!) && natural(c) > natural(cards[top]!)) top = i;
  });
  const reaching = trumps.filter((x) => reaches(cards[x.i]!, cards[top]!));
  return reaching.length > 0 ? best(reaching) : top;
}

export interface KarnoeffelSettled {
  readonly takers: number[];
  readonly tricks: [number, number];
  readonly winner: 0 | 1;
  /** what each seat won or paid: one point a deal (ruling karnoeffel-score) */
  readonly paid: number[];
}

/**
 * The deal settled from its tricks: "The player of the highest card of the suit led, or of the highest trump … wins the
 * trick and leads to the following trick. Continue until all cards have been played. The team winning a majority of
 * the five tricks wins the round." Partners sit opposite (ruling karnoeffel-players): seats 0 and 2, 1 and 3.
 */
export function settleKarnoeffel(tricks: readonly { leader: number; cards: readonly string[] }[], trump: string, firstLeader: number): KarnoeffelSettled {
  const takers: number[] = [];
  const won: [number, number] = [0, 0];
  let leader = firstLeader;
  for (const t of tricks) {
    if (t.leader !== leader) throw new Error(`trick ${takers.length + 1} was led by ${t.leader}, not by ${leader}, who took the last`);
    const taker = (leader + karnoeffelTaker(t.cards, trump)) % 4;
    takers.push(taker);
    won[(taker % 2) as 0 | 1]++;
    leader = taker;
  }
  if (tricks.length !== 5) throw new Error(`${tricks.length} tricks were played, not five`);
  const winner = won[0] > won[1] ? 0 : 1;
  return { takers, tricks: won, winner, paid: [0, 1, 2, 3].map((seat) => (seat % 2 === winner ? 1 : -1)) };
}
