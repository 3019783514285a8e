/**
 * Tests only: Karniffel's deal settled afresh from the source text (karniffel: Cards, Chosen suits, Unselected suits,
 * Preliminaries, Playing, Scoring) and the site's rulings' words (karniffel-pack, karniffel-plain-order,
 * first-of-equals, karniffel-deal, karniffel-director), sharing no code with src/rules. Cards are written as printed,
 * rank then suit (K, Q for the Ober, J for the Unter, T 9 8 7 6, 2 for the Daus; C Acorns, S Leaves, H Hearts, D Bells).
 */

/** The beasts, highest first: the Tolle, the Red Beast, the Yellow Beast (ruling karniffel-pack). */
const BEASTS = ['8S', '9H', '9D'];
const rank = (card: string) => card[0]!;
const suit = (card: string) => card[1]!;
/** A chosen suit from the top: O U 6 8 9 D K 10 7 (Chosen suits); an unchosen one in natural order (ruling karniffel-plain-order). */
const CHOSEN = 'QJ6892KT7';
const PLAIN = '2KQJT9876';

/** Deals as the rulings read the source: five each, one at a time from the dealer's left, then the turn-ups. */
export function dealKarniffel(deck: readonly string[], dealer: number, players: number): { hands: string[][]; chosen: string[] } | null {
  const hands: string[][] = Array.from({ length: players }, () => []);
  for (let k = 0; k < 5 * players; k++) hands[(dealer + 1 + k) % players]!.push(deck[k]!);
  // "turns the next two over to determine the selected suits. If the second card is of the same suit, another card is
  // turned and, if necessary, more until a different suit appears." A beast counts for its printed suit.
  const rest = deck.slice(5 * players);
  const other = rest.find((c) => suit(c) !== suit(rest[0]!));
  return other ? { hands, chosen: [suit(rest[0]!), suit(other)] } : null;
}

/** The position in play order of the card that takes a trick ("The trick is won, in order, by: …"). */
export function karniffelTaker(cards: readonly string[], chosen: readonly string[]): number {
  const isChosen = (c: string) => !BEASTS.includes(c) && chosen.includes(suit(c));
  const lead = cards[0]!;
  const first = (ok: (c: string) => boolean) => cards.findIndex(ok);
  // 1. "Trump 7 if led".
  if (isChosen(lead) && rank(lead) === '7') return 0;
  // 3. "Highest beast" (a beast beats the free card led, too).
  for (const beast of BEASTS) if (cards.includes(beast)) return cards.indexOf(beast);
  // 2. "Free card if led, unless beaten by a beast or Oberkarniffel": of two Obers, the first (ruling first-of-equals).
  if (isChosen(lead) && (rank(lead) === '8' || rank(lead) === '9')) {
    const ober = first((c) => isChosen(c) && rank(c) === 'Q');
    return ober < 0 ? 0 : ober;
  }
  // 4. "Highest O U 6 of selected suit": of two equal, the first played (ruling first-of-equals).
  for (const r of 'QJ6') {
    const i = first((c) => isChosen(c) && rank(c) === r);
    if (i >= 0) return i;
  }
  // 5. "Highest card of led suit".
  const order = isChosen(lead) ? CHOSEN : PLAIN;
  let top = 0;
  cards.forEach((c, i) => {
    if (!BEASTS.includes(c) && suit(c) === suit(lead) && order.indexOf(rank(c)) < order.indexOf(rank(cards[top]!))) top = i;
  });
  return top;
}

export interface KarniffelSettled {
  readonly takers: number[];
  readonly tricks: [number, number];
  readonly winner: 0 | 1;
  readonly how: 'tricks' | 'conceded';
  /** the stake, one, won or paid by each seat */
  readonly paid: number[];
}

/**
 * The deal settled from its tricks: forehand leads the first, the winner of each the next; "The team that wins three or
 * more tricks wins the stake". A director's concession (ruling karniffel-director) gives the stake to the other team.
 */
export function settleKarniffel(
  tricks: readonly { leader: number; cards: readonly string[] }[],
  chosen: readonly string[],
  dealer: number,
  players: number,
  concededBy: number | null,
): KarniffelSettled {
  const takers: number[] = [];
  const won: [number, number] = [0, 0];
  let leader = (dealer + 1) % players;
  for (const t of tricks) {
    if (t.leader !== leader) throw new Error(`trick ${takers.length + 1} was led by ${t.leader}, not by ${leader}`);
    if (t.cards.length !== players) throw new Error(`trick ${takers.length + 1} has ${t.cards.length} cards`);
    if (takers.length === 0 && chosen.includes(suit(t.cards[0]!)) && rank(t.cards[0]!) === '7') throw new Error('a chosen Seven led the first trick');
    const taker = (leader + karniffelTaker(t.cards, chosen)) % players;
    takers.push(taker);
    won[(taker % 2) as 0 | 1]++;
    leader = taker;
  }
  if (concededBy !== null) {
    if (concededBy !== 0 && concededBy !== 1) throw new Error(`seat ${concededBy} is no director`);
    const winner = concededBy === 0 ? 1 : 0;
    return { takers, tricks: won, winner, how: 'conceded', paid: settle(players, winner) };
  }
  if (tricks.length !== 5) throw new Error(`${tricks.length} tricks were played, not five`);
  const winner = won[0] >= 3 ? 0 : 1;
  return { takers, tricks: won, winner, how: 'tricks', paid: settle(players, winner) };
}

const settle = (players: number, winner: number) => Array.from({ length: players }, (_, seat) => (seat % 2 === winner ? 1 : -1));
