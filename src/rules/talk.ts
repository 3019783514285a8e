/**
 * The table talk's vocabulary and its customs, after eaton-2021: what may be said at the table (the phrasebook's ids),
 * who speaks honestly, and the moment the last player's word or silence tells their partner something. What a bot
 * chooses to say, and what it believes of what it hears, is the bots' own (src/bots/talk.ts).
 */
import type { CardCode } from './cards.ts';
import { dealContext, nextSeat, sideOfSeat, type Seat } from './play.ts';
import { factsFor } from './roles.ts';
import { randomFrom } from './shuffle.ts';
import { playTrick } from './trick.ts';
import type { SeatView } from './view.ts';

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
  'jo',
  'nee',
  'macker-heft-noch-wat',
  'een-spill-mak-ik',
  'kannst-alleen-de-rest-maken',
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
export type Description = (typeof DESCRIPTIONS)[number];
/** Questions to the partner. They claim nothing. "Bist du alt?" is answered yes or no, "kannst du ock wat hollen?" with a description. */
export const QUESTIONS = ['bist-du-alt', 'kannst-du-ock-wat-hollen'] as const satisfies readonly TablePhrase[];
/** The answers to "bist du alt?": yes (an Ole in hand as play began) and no. "Nee" is the sources' (wikipedia-knueffeln), "jo" ours (ruling table-talk). */
export const YES_NO = ['jo', 'nee'] as const satisfies readonly TablePhrase[];

/** One thing said: who, what, and when (after how many of the deal's actions, and in which trick, from 0). */
export interface Said {
  readonly seat: Seat;
  readonly phrase: TablePhrase;
  readonly at: number;
  readonly trick: number;
}

/** Who speaks honestly: North and South. */
export const isHonest = (seat: Seat) => sideOfSeat(seat) === 0;
/** A seat's partner, across the table. */
export const partnerOf = (seat: Seat) => nextSeat(nextSeat(seat));
/** Who plays last to a trick this seat leads. */
export const lastAfter = (leader: Seat) => partnerOf(nextSeat(leader));

/** Whether some card of the pack takes the led card: only then does the last player's word or silence tell anything. */
export function isBeatable(v: Pick<SeatView, 'start' | 'chosen'>, led: CardCode): boolean {
  const others = [...dealContext(v).facts.keys()].filter((c) => c !== led);
  return takers(v, others, led) > 0;
}

/** How many cards in this hand take the led card. */
export function takers(v: Pick<SeatView, 'start' | 'chosen'>, hand: readonly CardCode[], led: CardCode): number {
  // Asked on the page as the table opens and the bots speak: a few tricks of two, not the bots' whole table of who
  // takes whom (src/bots/matrix.ts), which costs a phone some 50 ms to build.
  const ctx = dealContext(v);
  const first = factsFor(ctx, led);
  return hand.filter((c) => playTrick(ctx, [first, factsFor(ctx, c)]).winner === 1).length;
}

/** The moment for the last player to speak or keep silent: a card led face up, that something can take, and nobody else has played. */
export function lastPlayerMoment(v: Pick<SeatView, 'phase' | 'trick' | 'start' | 'chosen'>): Seat | null {
  if (v.phase !== 'play' || v.trick?.cards.length !== 1 || !isBeatable(v, v.trick.cards[0]!)) return null;
  return lastAfter(v.trick.leader);
}

/** The words that go with an action: turning, running, going on for the march (never a bluff). */
export function wordsFor(type: string): TablePhrase | null {
  return type === 'turn' ? 'ich-dreh-ein-um' : type === 'run' ? 'wir-schmeissen' : type === 'go-on' ? 'wir-spieler-weiter' : null;
}

/** A seat's own random numbers for its words at this point of the deal: the same link gives the same talk. */
export const talkRandom = (seed: string, dealNo: number, at: number, seat: Seat) => randomFrom(`${seed}/${dealNo}/${at}/talk/${seat}`);
