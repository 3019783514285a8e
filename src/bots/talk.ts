/**
 * Table talk, after eaton-2021 ("communicating with your partner … while bluffing and misleading your opponents"; cards
 * may not be named). What a phrase claims about the speaker's hand, what each player says from their own view, and
 * what a bot believes of what it hears. North and South speak honestly; West and East sometimes bluff, only with
 * phrases the phrasebook marks as possible bluffs. The last player's silence after a lead is never a bluff: by
 * custom it tells their partner that they can take the trick. Their "ich kann nichts" is never one either, though
 * Eaton marks it with his asterisk as a possible bluff: that is our ruling (table-talk), said openly on the Play page.
 */
import {
  dealContext,
  factsFor,
  nextSeat,
  playTrick,
  randomFrom,
  sideOfSeat,
  type CardCode,
  type DealContext,
  type Seat,
  type SeatView,
} from '../rules/index.ts';

/** What is said at the table, by phrasebook id; `silent` is the last player saying nothing. Their order numbers them in a deal link. */
export const TABLE_PHRASES = [
  'silent',
  'ich-kann-nichts',
  'ick-bin-nich-recht-to-huus',
  'hab-nur-zwei-puzer',
  'ich-kann-dir-nur-einmal-helfen',
  'hab-einen-stecher-und-2-ausspieler',
  'kannst-du-ock-wat-hollen',
  'bist-du-alt',
  'ich-mache-zwei-spiele-sicher',
  'een-voer-de-jann',
  'ich-dreh-ein-um',
  'wir-schmeissen',
  'wir-spieler-weiter',
  'ein-schwachheitszeichen',
] as const;
export type TablePhrase = (typeof TABLE_PHRASES)[number];
export const isTablePhrase = (x: unknown): x is TablePhrase => (TABLE_PHRASES as readonly unknown[]).includes(x);

/** How a player describes their hand at the start of play, or answers their partner's question. */
export const DESCRIPTIONS = [
  'ick-bin-nich-recht-to-huus',
  'hab-nur-zwei-puzer',
  'ich-kann-dir-nur-einmal-helfen',
  'hab-einen-stecher-und-2-ausspieler',
  'ich-mache-zwei-spiele-sicher',
] as const satisfies readonly TablePhrase[];
type Description = (typeof DESCRIPTIONS)[number];
/** Questions to the partner, which the partner answers with their description. They claim nothing. */
export const QUESTIONS = ['bist-du-alt', 'kannst-du-ock-wat-hollen'] as const satisfies readonly TablePhrase[];

/** One thing said: who, what, and when (after how many of the deal's actions, and in which trick, from 0). */
export interface Said {
  readonly seat: Seat;
  readonly phrase: TablePhrase;
  readonly at: number;
  readonly trick: number;
}

/** A hand counted as the phrases count it (eaton-2021's table talk; the glossary's ole, steker, puzer, ausspieler). */
export interface HandCount {
  readonly olen: number;
  /** high beaters: a chosen Ace, Jack or Six (the first three beaters) */
  readonly high: number;
  /** small beaters: a chosen Two, Three or Four */
  readonly puzer: number;
  /** leaders: a chosen Seven, Eight or Nine that is no Ole, or an unchosen Ace */
  readonly leaders: number;
}

export function countHand(ctx: DealContext, cards: readonly CardCode[]): HandCount {
  let [olen, high, puzer, leaders] = [0, 0, 0, 0];
  for (const c of cards) {
    const role = factsFor(ctx, c).role;
    if (role.kind === 'ole') olen++;
    else if (role.kind === 'beater' && role.order <= 3) high++;
    else if (role.kind === 'beater') puzer++;
    else if (role.kind === 'seven' || role.kind === 'free-card' || role.kind === 'unchosen-ace') leaders++;
  }
  return { olen, high, puzer, leaders };
}

/** What a description claims about the hand it describes, as it was when play began: how far a hand is from it (0: it agrees). */
export function claimOf(phrase: Description): (h: HandCount) => number {
  const good = (h: HandCount) => h.olen + h.high;
  switch (phrase) {
    case 'ick-bin-nich-recht-to-huus':
      return good;
    case 'hab-nur-zwei-puzer':
      return (h) => good(h) + Math.abs(h.puzer - 2);
    case 'ich-kann-dir-nur-einmal-helfen':
      return (h) => Math.abs(good(h) - 1);
    case 'hab-einen-stecher-und-2-ausspieler':
      return (h) => h.olen + Math.abs(h.high - 1) + Math.abs(h.leaders - 2);
    case 'ich-mache-zwei-spiele-sicher':
      return (h) => Math.max(0, 2 - good(h));
  }
}

/** The honest description of a hand: the most it can say truly. */
export function describe(h: HandCount): Description {
  const good = h.olen + h.high;
  if (good === 0) return h.puzer === 2 ? 'hab-nur-zwei-puzer' : 'ick-bin-nich-recht-to-huus';
  if (good === 1) return h.olen === 0 && h.leaders === 2 ? 'hab-einen-stecher-und-2-ausspieler' : 'ich-kann-dir-nur-einmal-helfen';
  return 'ich-mache-zwei-spiele-sicher';
}

/** How often West or East bluff when they describe their hand. */
const BLUFF = 0.35;
/** Who speaks honestly: North and South. */
export const isHonest = (seat: Seat) => sideOfSeat(seat) === 0;
/** A seat's partner, across the table. */
const partnerOf = (seat: Seat) => nextSeat(nextSeat(seat));
/** Who plays last to a trick this seat leads. */
const lastAfter = (leader: Seat) => partnerOf(nextSeat(leader));

/** The cards each seat has laid in this deal's tricks, the one being played included. */
export function laidBy(v: SeatView): CardCode[][] {
  const laid: CardCode[][] = [[], [], [], []];
  for (const t of v.trick ? [...v.tricks, v.trick] : v.tricks) t.cards.forEach((c, i) => laid[(t.leader + i) % 4]!.push(c));
  return laid;
}

/** Whether some card of the pack takes the led card: only then does the last player's word or silence tell anything. */
export function isBeatable(v: Pick<SeatView, 'start' | 'chosen'>, led: CardCode): boolean {
  const others = [...dealContext(v).facts.keys()].filter((c) => c !== led);
  return takers(v, others, led) > 0;
}

/** How many cards in this hand take the led card. */
function takers(v: Pick<SeatView, 'start' | 'chosen'>, hand: readonly CardCode[], led: CardCode): number {
  // Asked on the page as the table opens and the bots speak: a few tricks of two, not the bots' whole table of who
  // takes whom (src/bots/table.ts), which costs a phone some 50 ms to build.
  const ctx = dealContext(v);
  const first = factsFor(ctx, led);
  return hand.filter((c) => playTrick(ctx, [first, factsFor(ctx, c)]).winner === 1).length;
}

/** The moment for the last player to speak or keep silent: a card led face up, that something can take, and nobody else has played. */
export function lastPlayerMoment(v: Pick<SeatView, 'phase' | 'trick' | 'start' | 'chosen'>): Seat | null {
  if (v.phase !== 'play' || v.trick?.cards.length !== 1 || !isBeatable(v, v.trick.cards[0]!)) return null;
  return lastAfter(v.trick.leader);
}

/** What this seat says now, from its own view and what has been said, or null. `random` is the seat's own. */
export function speak(v: SeatView, heard: readonly Said[], random: () => number): TablePhrase | null {
  const trick = v.tricks.length;
  const saidNow = heard.filter((s) => s.seat === v.seat && s.trick === trick);
  const ctx = dealContext(v);
  // The last player, after a lead: "ich kann nichts", or silence, which tells the partner they can take it.
  if (lastPlayerMoment(v) === v.seat && !saidNow.some((s) => s.phrase === 'silent' || s.phrase === 'ich-kann-nichts'))
    return takers(v, v.hand, v.trick!.cards[0]!) > 0 ? 'silent' : 'ich-kann-nichts';
  // At the start of play, before any card: one word about the hand, honest from North, perhaps a bluff from West or
  // East, decided once. A question from the partner in the first trick is answered with the same word again.
  const partner = partnerOf(v.seat);
  const isDescription = (s: Said) => s.seat === v.seat && (DESCRIPTIONS as readonly string[]).includes(s.phrase);
  const mine = heard.findLast(isDescription);
  const since = heard.findLastIndex(isDescription);
  const asked = heard.some((s, i) => i > since && s.seat === partner && (QUESTIONS as readonly string[]).includes(s.phrase));
  if (mine && asked && v.phase === 'play' && trick === 0) return mine.phrase;
  if (!mine && v.phase === 'play' && trick === 0 && (v.trick === null || asked)) {
    const h = countHand(ctx, v.hand);
    const honest = describe(h);
    if (isHonest(v.seat) || random() >= BLUFF) return honest;
    return h.olen + h.high >= 2 ? 'ick-bin-nich-recht-to-huus' : 'ich-mache-zwei-spiele-sicher';
  }
  // The first trick: "een vör de Jann!", said by the bot that took it.
  const first = v.trick === null && trick === 1 && v.takers[0] === v.seat;
  if (first && !heard.some((s) => s.phrase === 'een-voer-de-jann')) return 'een-voer-de-jann';
  // An opponent's first lead of the deal a Seven: a jibe.
  const lead = v.trick?.cards.length === 1 ? v.trick : null;
  if (
    lead &&
    trick === 0 &&
    sideOfSeat(lead.leader) !== sideOfSeat(v.seat) &&
    /^7/.test(lead.cards[0]!) &&
    !heard.some((s) => s.phrase === 'ein-schwachheitszeichen')
  )
    return 'ein-schwachheitszeichen';
  return null;
}

/** The words that go with an action: turning, running, going on for the march (never a bluff). */
export function wordsFor(type: string): TablePhrase | null {
  return type === 'turn' ? 'ich-dreh-ein-um' : type === 'run' ? 'wir-schmeissen' : type === 'go-on' ? 'wir-spieler-weiter' : null;
}

/** A seat's own random numbers for its words at this point of the deal: the same link gives the same talk. */
export const talkRandom = (seed: string, dealNo: number, at: number, seat: Seat) => randomFrom(`${seed}/${dealNo}/${at}/talk/${seat}`);

/** Something a bot believes of another seat's hand: how far their cards (at the start of play, and now) are from it; 0 when they agree. */
export interface Claim {
  readonly seat: Seat;
  readonly miss: (start: readonly CardCode[], now: readonly CardCode[]) => number;
}

/**
 * What a bot believes of what it heard: its partner's description if the partner is honest (North trusts South, who is
 * taken at their word), and any player's word or silence as the last player of the trick being played.
 */
export function claimsOf(v: SeatView, heard: readonly Said[]): Claim[] {
  const ctx = dealContext(v);
  const partner = partnerOf(v.seat);
  const claims: Claim[] = [];
  for (const s of heard) {
    if (s.seat === v.seat) continue;
    if (s.seat === partner && isHonest(partner) && (DESCRIPTIONS as readonly string[]).includes(s.phrase)) {
      const miss = claimOf(s.phrase as Description);
      claims.push({ seat: s.seat, miss: (start) => miss(countHand(ctx, start)) });
    }
    const led = v.trick?.cards[0];
    const last = v.trick ? lastAfter(v.trick.leader) : null;
    if (led && s.trick === v.tricks.length && s.seat === last && v.trick.cards.length < 4) {
      if (s.phrase === 'silent') claims.push({ seat: s.seat, miss: (_, now) => (takers(v, now, led) > 0 ? 0 : 1) });
      if (s.phrase === 'ich-kann-nichts') claims.push({ seat: s.seat, miss: (_, now) => takers(v, now, led) });
    }
  }
  return claims;
}
