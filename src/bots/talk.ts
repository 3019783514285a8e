/**
 * Table talk, after eaton-2021 ("communicating with your partner … while bluffing and misleading your opponents"; cards
 * may not be named). What a phrase claims about the speaker's hand, what each player says from their own view, and
 * what a bot believes of what it hears. North and South speak honestly; West and East sometimes bluff, only with
 * phrases the phrasebook marks as possible bluffs. The last player's silence after a lead is never a bluff: by
 * custom it tells their partner that they can take the trick. Their "ich kann nichts" is never one either, though
 * Eaton marks it with his asterisk as a possible bluff: that is our ruling (table-talk), said openly on the Play page.
 * A partner's "bist du alt?" is answered "Jo" or "Nee" (an Ole in hand as play began, or none): truly from North, from
 * West or East sometimes a bluff, as both words may be. "Nee" is the sources' (wikipedia-knueffeln), "Jo" ours (the same
 * ruling). "Kannst du ock wat hollen?" is answered with the word about the hand.
 * The bots ask too, and take up the deal's big moments in the phrasebook's words, each where its situation says: West
 * and East ask each other at the start of play (a bot never asks the learner, who might not answer); a side facing a
 * turn, or deciding whether to go on after its Jann, weighs its partner's strength ("Macker, heft noch wat?", answered
 * "Een Spill mak ik" or "ick bin nich recht to Huus"; North says it unasked when the learner decides); and a side the
 * deal goes against tots up its tricks once the others are one short of their game (wikipedia-knueffeln).
 */
import {
  dealContext,
  DESCRIPTIONS,
  factsFor,
  isHonest,
  lastAfter,
  lastPlayerMoment,
  partnerOf,
  QUESTIONS,
  sideOfSeat,
  YES_NO,
  takers,
  tricksNeeded,
  type CardCode,
  type DealContext,
  type Description,
  type Said,
  type Seat,
  type SeatView,
  type TablePhrase,
} from '../rules/index.ts';

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

/** The cards each seat has laid in this deal's tricks, the one being played included. */
export function laidBy(v: SeatView): CardCode[][] {
  const laid: CardCode[][] = [[], [], [], []];
  for (const t of v.trick ? [...v.tricks, v.trick] : v.tricks) t.cards.forEach((c, i) => laid[(t.leader + i) % 4]!.push(c));
  return laid;
}

/** Later in a deal, a partner's strength asked after (wikipedia-knueffeln), and the two answers the bots give it. */
const LATER = 'macker-heft-noch-wat';
const COUNTS: readonly TablePhrase[] = ['een-spill-mak-ik', 'ick-bin-nich-recht-to-huus'];
const isQuestion = (s: Said) => (QUESTIONS as readonly string[]).includes(s.phrase) || s.phrase === LATER;
const answers = (question: string, s: Said) =>
  question === 'bist-du-alt'
    ? (YES_NO as readonly string[]).includes(s.phrase)
    : question === LATER
      ? COUNTS.includes(s.phrase)
      : (DESCRIPTIONS as readonly string[]).includes(s.phrase);

/** The questions the partner asked this seat in this trick that it has not yet answered, first asked first. */
export function unanswered(seat: Seat, heard: readonly Said[], trick: number): string[] {
  const open: string[] = [];
  heard.forEach((s, i) => {
    if (s.seat !== partnerOf(seat) || s.trick !== trick || !isQuestion(s) || open.includes(s.phrase)) return;
    if (!heard.some((a, j) => j > i && a.seat === seat && answers(s.phrase, a))) open.push(s.phrase);
  });
  return open;
}

/** A seat's hand as play began: what it holds and what it has laid. */
const startHand = (v: SeatView) => [...v.hand, ...laidBy(v)[v.seat]!];

/** The cards of this hand that none of the cards still out can take when led: the tricks the seat can count on. */
export function sureTricks(v: SeatView): number {
  const gone = new Set([...v.hand, ...laidBy(v).flat()]);
  const out = [...dealContext(v).facts.keys()].filter((c) => !gone.has(c));
  return v.hand.filter((c) => takers(v, out, c) === 0).length;
}

/** How often a bot asks its partner at the start of play, where it may. */
const ASK = 0.4;

/**
 * What this seat says now, from its own view and what has been said, or null. `random` is the seat's own; `learner`,
 * the seat a person plays, whom the bots never ask (at a table of bots alone, none).
 */
export function speak(v: SeatView, heard: readonly Said[], random: () => number, learner: Seat | null = null): TablePhrase | null {
  const trick = v.tricks.length;
  const saidNow = heard.filter((s) => s.seat === v.seat && s.trick === trick);
  const ctx = dealContext(v);
  // The last player, after a lead: "ich kann nichts", or silence, which tells the partner they can take it.
  if (lastPlayerMoment(v) === v.seat && !saidNow.some((s) => s.phrase === 'silent' || s.phrase === 'ich-kann-nichts'))
    return takers(v, v.hand, v.trick!.cards[0]!) > 0 ? 'silent' : 'ich-kann-nichts';
  // A question from the partner in this trick, not yet answered: "bist du alt?" gets a yes or a no (true from North,
  // perhaps a bluff from West or East), "kannst du ock wat hollen?" the word about the hand, said again if said before.
  const isDescription = (s: Said) => s.seat === v.seat && (DESCRIPTIONS as readonly string[]).includes(s.phrase);
  const mine = heard.findLast(isDescription);
  const open = v.phase === 'play' ? unanswered(v.seat, heard, trick) : [];
  if (open.includes('bist-du-alt')) {
    const honest = countHand(ctx, startHand(v)).olen > 0 ? 'jo' : 'nee';
    if (isHonest(v.seat) || random() >= BLUFF) return honest;
    return honest === 'jo' ? 'nee' : 'jo';
  }
  if (mine && open.includes('kannst-du-ock-wat-hollen')) return mine.phrase;
  const count = (): TablePhrase => (sureTricks(v) > 0 ? 'een-spill-mak-ik' : 'ick-bin-nich-recht-to-huus');
  if (unanswered(v.seat, heard, trick).includes(LATER)) return count();
  // At the start of play, before any card, a bot whose partner is a bot too may first ask them: whether they hold an
  // Ole, when it has none itself, or whether they can take some tricks "too" (from West or East perhaps a bluff: the
  // "too" claims something good). Once a deal, and only before either has said a word about their hand.
  const partner = partnerOf(v.seat);
  const wordOf = (seat: Seat) => heard.some((s) => s.seat === seat && ((DESCRIPTIONS as readonly string[]).includes(s.phrase) || isQuestion(s)));
  if (v.phase === 'play' && trick === 0 && v.trick === null && partner !== learner && !wordOf(v.seat) && !wordOf(partner) && random() < ASK)
    return countHand(ctx, v.hand).olen === 0 && random() < 0.5 ? 'bist-du-alt' : 'kannst-du-ock-wat-hollen';
  // At the start of play, before any card, or when asked: one word about the hand, honest from North, perhaps a bluff
  // from West or East, decided once.
  if (!mine && v.phase === 'play' && trick === 0 && (v.trick === null || open.includes('kannst-du-ock-wat-hollen'))) {
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
  // A side facing a turn (to see or run), or deciding after its Jann whether to go on for the march: the seat that
  // decides asks its partner how strong they still are; where the learner decides, North says it unasked.
  const side = sideOfSeat(v.seat);
  const deciding = v.phase === 'turned' ? sideOfSeat(v.trick!.leader) !== side : v.phase === 'march' && v.toAct !== null && sideOfSeat(v.toAct) === side;
  const weighed = (s: Said) => s.seat === v.seat && s.trick === trick && (s.phrase === LATER || COUNTS.includes(s.phrase));
  if (deciding && !heard.some(weighed)) {
    if (partner === learner) return count();
    if (v.toAct === v.seat) return LATER;
  }
  // Near the end of a deal going against its side (the others just one trick short of their game), a bot tots up the
  // tricks with its partner: the phrasebook's whole exchange where its side has two, else what it can still make.
  const behind =
    v.phase === 'play' &&
    v.trick === null &&
    v.marching === null &&
    v.won[1 - side] === tricksNeeded(4, 'team') - 1 &&
    v.takers.at(-1) != null &&
    sideOfSeat(v.takers.at(-1)!) !== side;
  const totted = heard.some(
    (s) => sideOfSeat(s.seat) === side && s.trick === trick && (s.phrase === 'kannst-alleen-de-rest-maken' || s.phrase === 'een-spill-mak-ik'),
  );
  if (behind && !totted) {
    if (v.won[side] === 2) return 'kannst-alleen-de-rest-maken';
    if (sureTricks(v) > 0) return 'een-spill-mak-ik';
  }
  return null;
}

/** Something a bot believes of another seat's hand: how far their cards (at the start of play, and now) are from it; 0 when they agree. */
export interface Claim {
  readonly seat: Seat;
  readonly miss: (start: readonly CardCode[], now: readonly CardCode[]) => number;
}

/**
 * What a bot believes of what it heard: its partner's description, and their yes or no to "bist du alt?" (an Ole in
 * hand as play began, or none), if the partner is honest (North trusts South, who is taken at their word), and any
 * player's word or silence as the last player of the trick being played.
 */
export function claimsOf(v: SeatView, heard: readonly Said[]): Claim[] {
  const ctx = dealContext(v);
  const partner = partnerOf(v.seat);
  const claims: Claim[] = [];
  for (const s of heard) {
    if (s.seat === v.seat) continue;
    // (a word about the hand as play began is said in the first trick; asked later how strong they still are, a player
    // speaks of the cards they hold then)
    if (s.seat === partner && isHonest(partner) && s.trick === 0 && (DESCRIPTIONS as readonly string[]).includes(s.phrase)) {
      const miss = claimOf(s.phrase as Description);
      claims.push({ seat: s.seat, miss: (start) => miss(countHand(ctx, start)) });
    }
    if (s.seat === partner && isHonest(partner) && (s.phrase === 'jo' || s.phrase === 'nee')) {
      const yes = s.phrase === 'jo';
      claims.push({ seat: s.seat, miss: (start) => (yes ? Math.max(0, 1 - countHand(ctx, start).olen) : countHand(ctx, start).olen) });
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
