/**
 * TEST ONLY: a second settlement of a Kaiserspiel deal, written from the source text (pagat's Kaiserspiel page, seed
 * 004) and the site's rulings, sharing no code with src/rules (it imports nothing). From the deal's record (who
 * dealt, the face-up cards in the order dealt, the bottom card, the actions) it works out the chosen suit, who took
 * each trick, what the deal was worth and who won it. Imported by tests only.
 */

type Card = string;
export interface OracleRecord {
  readonly players: number;
  readonly faceUp: readonly Card[];
  readonly bottom: Card;
  /** as played: a card face up is 'play', face down 'play-down' */
  readonly actions: readonly { readonly type: string; readonly seat: number; readonly card?: Card; readonly by?: number }[];
}
export interface OracleResult {
  readonly winner: 0 | 1;
  readonly how: 'tricks' | 'fold';
  readonly points: number;
}

// The Cards: a side suit from the top, King, Ober, Under, 7, 6, 5, 4, 3, 2; the banner (T) is no part of it.
const SIDE_SUIT = 'KQJ765432';
// Shields S, Flowers H, Bells D, Acorns C. The banners: of Bells the Mugg, of Flowers the Blass, of Shields, of Acorns the Wydli.
const rank = (c: Card) => c[0]!;
const suit = (c: Card) => c[1]!;
const isBanner = (c: Card) => rank(c) === 'T';

/** "The suit of the lowest of these cards, in plain suit order": banners ignored, the first of two equal ones; all banners: the bottom card (ruling). */
export function oracleChosen(faceUp: readonly Card[], bottom: Card): string {
  let low: Card | null = null;
  for (const c of faceUp) {
    if (isBanner(c)) continue;
    if (low === null || SIDE_SUIT.indexOf(rank(c)) > SIDE_SUIT.indexOf(rank(low))) low = c;
  }
  return suit(low ?? bottom);
}

/**
 * The trump suit, highest first, as the page's five groups list it: king-beaters (Mugg, 5, Joos, 6, 2, Blass), then
 * ober-beaters (3, banner of Shields), then under-beaters (4, Wydli). A banner is a trump only when declared.
 */
function trumpsOf(chosen: string, kaisers: ReadonlySet<Card>): { card: Card; beats: string }[] {
  const list = [
    { card: 'TD', beats: 'K' },
    { card: `5${chosen}`, beats: 'K' },
    { card: `J${chosen}`, beats: 'K' },
    { card: `6${chosen}`, beats: 'K' },
    { card: `2${chosen}`, beats: 'K' },
    { card: 'TH', beats: 'K' },
    { card: `3${chosen}`, beats: 'Q' },
    { card: 'TS', beats: 'Q' },
    { card: `4${chosen}`, beats: 'J' },
    { card: 'TC', beats: 'J' },
  ];
  return list.filter((t) => !isBanner(t.card) || kaisers.has(t.card));
}

/**
 * Who takes a trick, from the cards in the order played (seat, card, face down?). Face-down cards try for nothing
 * (ruling), an undeclared banner is worthless and a led one is passed over (ruling), and when nothing else is face up
 * the leader keeps the trick.
 */
export function oracleTrick(chosen: string, kaisers: ReadonlySet<Card>, cards: readonly { seat: number; card: Card; faceDown: boolean }[]): number {
  const trumps = trumpsOf(chosen, kaisers);
  const trumpAt = (c: Card) => trumps.findIndex((t) => t.card === c);
  const live = cards.filter((c) => !c.faceDown && !(isBanner(c.card) && !kaisers.has(c.card)));
  if (live.length === 0) return cards[0]!.seat;
  const led = live[0]!;
  // Led trump: the highest trump wins; nothing else can.
  if (trumpAt(led.card) >= 0) return live.reduce((best, c) => (trumpAt(c.card) >= 0 && trumpAt(c.card) < trumpAt(best.card) ? c : best)).seat;
  // The chosen Seven led wins unless the Joos comes; then the Joos, unless a higher trump is played after it (ruling).
  if (led.card === `7${chosen}`) {
    const joos = live.findIndex((c) => c.card === `J${chosen}`);
    if (joos < 0) return led.seat;
    return live.slice(joos).reduce((best, c) => (trumpAt(c.card) >= 0 && trumpAt(c.card) < trumpAt(best.card) ? c : best)).seat;
  }
  // The little suit (the chosen King, Fuil, over the chosen Ober, Hiratä) or a side suit led: the highest card of it…
  const little = (c: Card) => suit(c) === chosen && (rank(c) === 'K' || rank(c) === 'Q');
  const follows = (c: Card) => (little(led.card) ? little(c) : suit(c) === suit(led.card) && suit(c) !== chosen && !isBanner(c));
  const top = live.filter((c) => follows(c.card)).reduce((best, c) => (SIDE_SUIT.indexOf(rank(c.card)) < SIDE_SUIT.indexOf(rank(best.card)) ? c : best));
  // … unless a trump strong enough to beat it is played: then the highest such trump.
  const strong = (beats: string) => SIDE_SUIT.indexOf(beats) <= SIDE_SUIT.indexOf(rank(top.card));
  const beaters = live.filter((c) => trumpAt(c.card) >= 0 && strong(trumps[trumpAt(c.card)]!.beats));
  if (beaters.length === 0) return top.seat;
  return beaters.reduce((best, c) => (trumpAt(c.card) < trumpAt(best.card) ? c : best)).seat;
}

/** The deal's settlement from its record: four points, each accepted raise added, a fold for the value before; three tricks win. */
export function oracleSettle(r: OracleRecord): OracleResult | null {
  const side = (seat: number) => (seat % 2) as 0 | 1;
  const chosen = oracleChosen(r.faceUp.slice(0, r.players), r.bottom);
  const kaisers = new Set<Card>();
  let worth = 4;
  let offer: { side: 0 | 1; adds: number; small: boolean } | null = null;
  let mayMakeThree: 0 | 1 | null = null;
  let trick: { seat: number; card: Card; faceDown: boolean }[] = [];
  const tricks = [0, 0];
  for (const a of r.actions) {
    const wasThree: 0 | 1 | null = mayMakeThree;
    mayMakeThree = null;
    if (a.type === 'declare') kaisers.add(a.card!);
    else if (a.type === 'raise')
      offer = wasThree === side(a.seat) ? { side: side(a.seat), adds: 2, small: false } : { side: side(a.seat), adds: a.by!, small: a.by === 1 };
    else if (a.type === 'spieldrei') offer = { side: side(a.seat), adds: 3, small: false };
    else if (a.type === 'fold') return { winner: offer!.side, how: 'fold', points: worth };
    else if (a.type === 'accept') {
      worth += offer!.adds;
      if (offer!.small) mayMakeThree = offer!.side;
      offer = null;
    } else if (a.type === 'play' || a.type === 'play-down') {
      trick.push({ seat: a.seat, card: a.card!, faceDown: a.type === 'play-down' });
      if (trick.length === r.players) {
        const taker = oracleTrick(chosen, kaisers, trick);
        trick = [];
        if (++tricks[side(taker)]! === 3) return { winner: side(taker), how: 'tricks', points: worth };
      }
    }
  }
  return null;
}
