/**
 * The bots: they decide from their own view of the deal (their hand, what was played, turned up or exchanged in
 * the open), never from the state. A card is chosen by sampling: the unseen cards are dealt at random many times, each
 * candidate is played out in every sample, and the card worth most to the side in the table's stakes wins: every
 * playout is scored by what the deal would pay (the game, the Jann, the march and each accepted turn), not by tricks.
 */
import { endAfter, unseenCards, mayTurn, otherSide, VARIANTS, type Action, type Said, type Seat, type SeatView, type Side } from '../rules/index.ts';
import type { CardWeight, ChoiceWeight, Strength } from './protocol.ts';
import { strongerExchange } from './baselines.ts';
import { weighExchange } from './exchange.ts';
import { finishTrick, greedyPolicy, holderOf, playOut, seeingPolicy, solve, type Ending, type Policy, type Position } from './playout.ts';
import { redealFor, sampleWorld } from './sample.ts';
import { matrixOf, type CardMatrix } from './matrix.ts';
import { marginOf, pairedMargin } from './spread.ts';
import { claimsOf, type Claim } from './talk.ts';

export interface Settings {
  /** sampled deals per decision */
  readonly samples: number;
  /** sampled deals per decision when each is solved exactly (with four cards in hand or more, for a see too) */
  readonly exactSamples: number;
  /** how every seat plays in a sample */
  readonly policy: Policy;
  /** with this many cards in hand or fewer, the rest of each sample is solved exactly */
  readonly exact: number;
  /** how many ways a turner's unseen cards are dealt again, to judge whether that hand would have turned; 0: not judged */
  readonly infer: number;
  /**
   * what a turn must gain over a plain lead, in games, before the bot turns, reckoned against the others' best answer;
   * below 0, the bot presses: it turns when the turn is about even, as answering a turn well is hard
   */
  readonly turnMargin: number;
  /** how often the bot takes in what was said at the table */
  readonly listens: number;
  /** how the bot pictures the other side playing in a sample */
  readonly opponents: Policy;
  /** the bot loses track of who took the cards it saw taken, once two tricks are played (sample.ts) */
  readonly forgets: boolean;
  /** more samples for a close choice: when the best two cards are within `close` games of each other, `more` samples more */
  readonly more: number;
  readonly close: number;
  /**
   * How the bot reads the others' plays: a sampled deal in which a player, last to a trick an opponent held, let it go
   * while holding a card that takes it counts this much (1: plays are not read; a player who can take the last card
   * of a trick nearly always does, but not always, so never 0)
   */
  readonly reads: number;
  /**
   * How sure the bot is that a turner holds a strong hand: a hand that wins a share w of the deals it can picture turns
   * with a weight of w to this power (higher: only strong hands turn, so the bot runs more)
   */
  readonly doubt: number;
  /**
   * What a see must be worth over running, in games, before the bot sees, by the turner's standing in tricks: ahead of
   * the bot's side, level, behind (0: it sees whenever seeing costs less). Against the club bot, strong's weighing of a
   * see came out below what the see then paid when the turner was ahead, and well above it when the turner was level or
   * behind: a turner behind in tricks bluffs less often than the weighing pictures (bench-bots.ts, stops 39 and 40).
   */
  readonly seeMargin: readonly [ahead: number, level: number, behind: number];
}
/** Settings alike at every strength, which the bench can change (BENCH_TUNE): no extra samples on a close call, plays not read, a turner's hand weighed to the third power, no margin before seeing. */
const UNTUNED = { more: 0, close: 0, reads: 1, doubt: 3, seeMargin: [0, 0, 0] } as const;
const SETTINGS: Record<Strength, Settings> = {
  // A beginner's table: few looks ahead, a plain way of playing them out, cards of the early tricks forgotten, talk half
  // heard, turns only with the deal all but won.
  gentle: {
    samples: 12,
    exactSamples: 12,
    policy: greedyPolicy,
    opponents: greedyPolicy,
    exact: 0,
    infer: 0,
    turnMargin: 0.6,
    listens: 0.5,
    forgets: true,
    ...UNTUNED,
  },
  // A club player: plans with the cards it can picture and takes the others for plain players who take cheaply and lead
  // their best; the last four tricks solved exactly (against the greedy policy over 4,000 deals, paired against three
  // solved: four +0.24 c ± 0.16 a deal, two +0.04 ± 0.11, none +0.12 ± 0.12; BENCH_EXACT, issue 43); it turns when a turn
  // is about even.
  club: {
    samples: 240,
    exactSamples: 100,
    policy: seeingPolicy,
    opponents: greedyPolicy,
    exact: 4,
    infer: 3,
    turnMargin: -0.1,
    listens: 1,
    forgets: false,
    ...UNTUNED,
  },
  // A strong player: more looks ahead, every one played out to the end, the others pictured playing as well as it does,
  // a turner's hand read more closely; it presses harder with turns, and sees a turn from a side level or behind in
  // tricks only when seeing is clearly worth more than running, one from a side ahead even when it is a little worth
  // less. It solves no trick exactly: solving the last tricks of a sample as if every hand were known made it play
  // worse the more tricks it solved, with as many samples too (against club over 2,000 seeded deals, paired against
  // three tricks: four −1.1 c a deal, three at 640 samples −0.2 c, two +0.4 c, none +0.9 c; bench-bots.ts, stop 41).
  strong: {
    samples: 640,
    exactSamples: 100,
    policy: seeingPolicy,
    opponents: seeingPolicy,
    exact: 0,
    infer: 6,
    turnMargin: -0.3,
    listens: 1,
    forgets: false,
    ...UNTUNED,
    seeMargin: [-0.5, 1, 2.5],
  },
};

/** A stake in the variant's units: a game, a turn, a Jann, a march (the 1924 ladder's march counted as its four rungs). */
export interface Stakes {
  readonly game: number;
  readonly turn: number;
  readonly jann: number;
  readonly march: number;
}
export function stakesOf(v: Pick<SeatView, 'start'>): Stakes {
  const s = VARIANTS[v.start.variant].stakes;
  return { game: s.game, turn: s.turn, jann: s.jann, march: s.march === 'ladder-game' ? s.rungs : s.march };
}

/** What a deal's ending pays the side (negative: what it pays), with `accepted` turns accepted (src/rules settle). */
export function paid(e: Ending, side: Side, stakes: Stakes, accepted: number): number {
  const item = e.outcome === 'jann' ? stakes.jann : e.outcome === 'game' ? stakes.game : stakes.march;
  return (e.side === side ? 1 : -1) * (item + stakes.turn * accepted);
}

/** An ending's worth to the side: what it pays, and a hair for each trick more, so that of two equal plays the one with more tricks wins. */
const scorer = (side: Side, stakes: Stakes, accepted: number) => (e: Ending) =>
  paid(e, side, stakes, accepted) + (stakes.game * 0.02 * (e.won[side] - e.won[otherSide(side)])) / 9;

const copy = (p: Position): Position => ({ ...p, hands: p.hands.map((h) => [...h]), trick: [...p.trick], won: [p.won[0], p.won[1]] });

/**
 * Cards in hand that behave alike are one choice: two cards are alike when every card outside the hand takes both or
 * neither and is taken by both or neither. Returns, per card, the cheapest card of its kind (an index into the hand).
 */
function kinds(t: CardMatrix, hand: readonly number[], outside: readonly number[]): number[] {
  const alike = (a: number, b: number) => outside.every((x) => t.takes[x * t.n + a] === t.takes[x * t.n + b] && t.takes[a * t.n + x] === t.takes[b * t.n + x]);
  return hand.map((a, i) => {
    let rep = i;
    for (let j = 0; j < hand.length; j++) if (j !== i && t.strength[hand[j]!]! < t.strength[hand[rep]!]! && alike(a, hand[j]!)) rep = j;
    return rep;
  });
}

/** One card weighed over the samples: CardWeight, and its sum for the mean. */
interface Tally {
  sum: number;
  wins: number;
  tricks: number;
  trick: number;
  big: number;
  bigAgainst: number;
}

/** How a sample is played out: the bot's side as it plans (with every card known), the other side as the bot pictures it. */
const sides =
  (s: Settings, side: Side): Policy =>
  (t, hand, trick, holder, partnerHolds, random, p, seat) =>
    (seat! % 2 === side ? s.policy : s.opponents)(t, hand, trick, holder, partnerHolds, random, p, seat);

/** A strength's settings as they stand (the bench's tables compare against them). */
export const settingsOf = (strength: Strength): Readonly<Settings> => SETTINGS[strength];

/**
 * For the bench only (scripts/bench-bots.ts, BENCH_TUNE): a strength's settings changed in this thread, to measure one
 * idea at a time.
 */
export function tune(strength: Strength, change: Partial<Settings>): void {
  SETTINGS[strength] = { ...SETTINGS[strength], ...change };
}

/**
 * Cards weighed: each card's figures, and what each sample came to for each card and whether the side won it there
 * (`values[i][k]`, `wins[i][k]`, in the order of the hand; a card alike with a cheaper one shares its samples), and each
 * sample's weight, from which the weighing's own margins are measured.
 */
interface Weighed {
  readonly weights: CardWeight[];
  readonly values: readonly (readonly number[])[];
  readonly wins: readonly (readonly number[])[];
  readonly w: readonly number[];
}

/** Plays each card in hand out in every sample (the same samples for every card), scored by what the deal would pay. */
function weigh(v: SeatView, t: CardMatrix, s: Settings, random: () => number, claims: readonly Claim[]): Weighed {
  const side = (v.seat % 2) as Side;
  const stakes = stakesOf(v);
  const accepted = v.accepted[0] + v.accepted[1];
  const score = scorer(side, stakes, accepted);
  const hand = v.hand.map((c) => t.index.get(c)!);
  const mineSet = new Set(hand);
  const outside = t.codes.map((_, i) => i).filter((i) => !mineSet.has(i));
  const rep = kinds(t, hand, outside);
  const tally: Tally[] = hand.map(() => ({ sum: 0, wins: 0, tricks: 0, trick: 0, big: 0, bigAgainst: 0 }));
  const values: number[][] = hand.map(() => []);
  const won: number[][] = hand.map(() => []);
  const ws: number[] = [];
  const exact = hand.length <= s.exact;
  const policy = sides(s, side);
  // Solved exactly, each sample costs more and the deals left to sample are few.
  const samples = exact ? Math.min(s.samples, s.exactSamples) : s.samples;
  let limit = samples;
  let total = 0;
  for (let k = 0; k < limit; k++) {
    // A close choice gets more samples: the two best cards within `close` games of each other.
    if (k === samples && s.more > 0 && !exact && closeCall(tally, rep, total, s.close * stakes.game)) limit += s.more;
    if (k === limit) break;
    const sample = sampleWorld(v, t, random, claims, s.forgets).position;
    const w = s.reads < 1 ? readPlays(v, t, sample, s.reads) : 1;
    total += w;
    ws.push(w);
    for (let i = 0; i < hand.length; i++) {
      if (rep[i] !== i) continue;
      const p = copy(sample);
      const mine = p.hands[v.seat]!;
      mine.splice(mine.indexOf(hand[i]!), 1);
      if (p.trick.length === 0) p.leader = v.seat;
      p.trick.push(hand[i]!);
      const a = tally[i]!;
      if (exact) {
        a.trick += finishTrick(t, copy(p), policy, random) === side ? w : 0;
        const e = decode(solve(t, p, side, score), stakes, accepted);
        values[i]!.push(e.value);
        won[i]!.push(e.win ? 1 : 0);
        a.sum += w * e.value;
        a.tricks += w * e.tricks;
        if (e.win) a.wins += w;
        if (e.big) a[e.win ? 'big' : 'bigAgainst'] += w;
        continue;
      }
      const end = playOut(t, p, policy, random);
      const value = score(end);
      values[i]!.push(value);
      won[i]!.push(end.side === side ? 1 : 0);
      a.sum += w * value;
      a.tricks += w * end.won[side];
      if (end.first === side) a.trick += w;
      if (end.side === side) a.wins += w;
      if (end.outcome !== 'game') a[end.side === side ? 'big' : 'bigAgainst'] += w;
    }
  }
  const weights = v.hand.map((card, i) => {
    const a = tally[rep[i]!]!;
    const n = total;
    return { card, worth: a.sum / n, winRate: a.wins / n, tricks: a.tricks / n, trick: a.trick / n, big: a.big / n, bigAgainst: a.bigAgainst / n, margin: 0 };
  });
  return { weights, values: rep.map((r) => values[r]!), wins: rep.map((r) => won[r]!), w: ws };
}

/** Are the two best cards (by their mean so far) within `near` of each other? */
function closeCall(tally: readonly Tally[], rep: readonly number[], total: number, near: number): boolean {
  const means = tally.filter((_, i) => rep[i] === i).map((a) => a.sum / total);
  if (means.length < 2) return false;
  means.sort((a, b) => b - a);
  return means[0]! - means[1]! < near;
}

/**
 * How well a sampled deal fits the others' plays: a player last to a trick that an opponent held, who let it go while
 * holding (in this sample) a card that takes it, makes the sample count `factor` as much, for each such trick.
 */
export function readPlays(v: SeatView, t: CardMatrix, p: Position, factor: number): number {
  let w = 1;
  const later: number[][] = [[], [], [], []];
  // Cards each seat laid after a trick: in the tricks that followed it and in the trick now being played.
  if (v.trick) v.trick.cards.forEach((c, k) => later[(v.trick!.leader + k) % 4]!.push(t.index.get(c)!));
  for (let j = v.tricks.length - 1; j >= 0; j--) {
    const trick = v.tricks[j]!;
    const cards = trick.cards.map((c) => t.index.get(c)!);
    const last = (trick.leader + 3) % 4;
    if (last !== v.seat && cards.length === 4) {
      const h = holderOf(t, cards.slice(0, 3));
      const opponentHeld = (trick.leader + h) % 2 !== last % 2;
      if (opponentHeld && !t.takes[cards[3]! * t.n + cards[h]!]) {
        const holds = (c: number) => t.takes[c * t.n + cards[h]!] === 1;
        if (p.hands[last]!.some(holds) || later[last]!.some(holds)) w *= factor;
      }
    }
    cards.forEach((c, k) => later[(trick.leader + k) % 4]!.push(c));
  }
  return w;
}

/**
 * What an exactly solved sample came to, read back from its score: the payment's sign and size, and the hair for tricks
 * (a side that wins a game or a Jann ends with five tricks; a march, nine).
 */
function decode(value: number, stakes: Stakes, accepted: number): { value: number; win: boolean; big: boolean; tricks: number } {
  const win = value > 0;
  const amount = Math.round(Math.abs(value));
  const item = amount - stakes.turn * accepted;
  const diff = Math.round(((value - (win ? amount : -amount)) * 9) / (stakes.game * 0.02));
  const end = item === stakes.march ? 9 : 5;
  return { value, win, big: item !== stakes.game, tricks: win ? end : Math.max(0, end + diff) };
}

/**
 * The card to play: the best by worth; of cards within a near-tie of it, the cheapest (a dud before an Ole), so that
 * a card that changes nothing is never spent. When no card can take the trick any more (a chosen Seven led), what is
 * laid only goes to the taker: the tie is wider, and a valuable card is kept unless it is clearly worth laying.
 */
function pick(v: SeatView, weights: readonly CardWeight[], t: CardMatrix, stakes: Stakes): CardWeight {
  const best = weights.reduce((a, b) => (b.worth > a.worth ? b : a));
  const decided = v.trick !== null && v.trick.cards.length > 0 && unbeaten(t, t.index.get(v.trick.cards[0]!)!);
  const near = stakes.game * (decided ? 0.3 : 0.01);
  const strength = (w: CardWeight) => t.strength[t.index.get(w.card)!]!;
  return weights.filter((w) => w.worth >= best.worth - near).reduce((a, b) => (strength(b) < strength(a) ? b : a));
}

/** No card of the pack takes this card when it is led (a chosen Seven). */
const unbeaten = (t: CardMatrix, c: number) => t.codes.every((_, x) => !t.takes[x * t.n + c]);

/**
 * The cards weighed as the bot lays them: the card it lays first of all (a sure card, or the best by `pick`), then the
 * rest best first, each with the weighing's margin against the first; with a turn open, what turning each is worth.
 */
function advised(v: SeatView, t: CardMatrix, weighed: Weighed, s: Settings): CardWeight[] {
  const { weights, values, w } = weighed;
  const sure = takeTheDeal(v, t) ?? sevenToCash(v, t) ?? cheapOnSafeTrick(v, t);
  const chosen = (sure && weights.find((x) => x.card === sure)) || pick(v, weights, t, stakesOf(v));
  const c = weights.indexOf(chosen);
  const turns = mayTurnNow(v);
  const all = weights.map((x, i): CardWeight => {
    const margin = i === c ? 0 : pairedMargin(values[i]!, values[c]!, w);
    if (!turns) return { ...x, margin };
    const [turn] = turnOrPlay(v, x, weighed, i, s);
    return { ...x, margin, turned: { worth: turn.worth, margin: turn.margin } };
  });
  return [all[c]!, ...all.filter((_, i) => i !== c).sort((a, b) => b.worth - a.worth)];
}

/** The coach's hint: every card in hand weighed as this strength of bot weighs it, the best first (the card it plays first of all). */
export function advise(v: SeatView, strength: Strength, random: () => number, heard: readonly Said[] = []): CardWeight[] {
  return weighPosition(v, strength, random, heard).cards;
}

/**
 * The coach's one weighing of a position, for the hint and the look back alike: the cards (the one the bot lays first,
 * then best first) and the big decision open to the seat (see or run, go on or stop, turn the first card or lead it face
 * up, an exchange taken or let go), all from the same samples. The same view, talk and `random` give the same weighing.
 */
export interface Weighing {
  readonly cards: CardWeight[];
  readonly choices: ChoiceWeight[];
}
export function weighPosition(v: SeatView, strength: Strength, random: () => number, heard: readonly Said[] = []): Weighing {
  if (v.phase === 'exchange') return { cards: [], choices: weighExchange(v, random) };
  const s = SETTINGS[strength];
  const t = matrixOf(v.start.variant, v.chosen);
  const claims = beliefs(v, s, random, heard);
  if (v.phase === 'turned') return { cards: [], choices: v.marching !== null ? [] : seeOrRun(v, t, s, random, claims) };
  if (v.phase === 'march') return { cards: [], choices: marchOrStop(v, t, s, random, claims) };
  if (v.phase !== 'play' || v.hand.length === 0) return { cards: [], choices: [] };
  const cards = advised(v, t, weigh(v, t, s, random, claims), s);
  const first = cards[0]!;
  const turned = first.turned;
  if (!turned) return { cards, choices: [] };
  const seat = v.seat;
  return {
    cards,
    choices: [
      { action: { type: 'turn', seat, card: first.card }, worth: turned.worth, winRate: first.winRate, margin: turned.margin },
      { action: { type: 'play', seat, card: first.card }, worth: first.worth, winRate: first.winRate, margin: turned.margin },
    ],
  };
}

/** How often a turn is a bluff, from a side ahead in tricks and from one that is not; how often a bluffer turns a lead. */
const BLUFF_AHEAD = 0.1;
const BLUFF_BEHIND = 0.4;
const BLUFF_RATE = 0.5;

/**
 * Seeing or running from a turned card. Each sample is weighed by how likely the turner was to turn with the hand it
 * holds there: the turner's unseen cards are dealt again a few times and the deal played out from its side. A turner
 * holds a hand that turns, so a see is judged over such hands.
 */
function seeOrRun(v: SeatView, t: CardMatrix, s: Settings, random: () => number, claims: readonly Claim[]): ChoiceWeight[] {
  const seat = v.seat;
  const side = (seat % 2) as Side;
  const stakes = stakesOf(v);
  const accepted = v.accepted[0] + v.accepted[1];
  const score = scorer(side, stakes, accepted + 1);
  const turner = v.trick!.leader;
  const fixed = new Set(v.known.flat().map((c) => t.index.get(c)!));
  // The turner's standing in tricks: 0 ahead of the bot's side, 1 level, 2 behind. A turn from a side not ahead is more
  // often a bluff (or a beginner's turn) than one from a side ahead.
  const standing = Math.sign(v.won[side] - v.won[(turner % 2) as Side]) + 1;
  const bluff = standing === 0 ? BLUFF_AHEAD : BLUFF_BEHIND;
  const margin = s.seeMargin[standing]!;
  let total = 0;
  let sum = 0;
  let wins = 0;
  const values: number[] = [];
  const weights: number[] = [];
  // A solve of three cards is cheap enough for every sample; of four or more, it is not.
  const samples = v.hand.length > 3 && v.hand.length <= s.exact ? Math.min(s.samples, s.exactSamples) : s.samples;
  for (let k = 0; k < samples; k++) {
    const { position, rest } = sampleWorld(v, t, random, claims, s.forgets);
    let weight = 1;
    if (s.infer > 0) {
      let turns = 0;
      for (let r = 0; r < s.infer; r++) {
        const end = playOut(t, redealFor(position, rest, turner, fixed, random), greedyPolicy, random);
        if (end.side !== side) turns++;
      }
      // How likely this hand was to turn: a player turns a hand that wins in most of the deals it can picture; a
      // bluffer turns any hand now and then.
      weight = (1 - bluff) * (turns / s.infer) ** s.doubt + bluff * BLUFF_RATE;
    }
    if (s.reads < 1) weight *= readPlays(v, t, position, s.reads);
    // Few cards left: the sample is solved exactly, as the card play is.
    const value = v.hand.length <= s.exact ? solve(t, position, side, score) : score(playOut(t, position, sides(s, side), random));
    total += weight;
    sum += weight * value;
    if (value > 0) wins += weight;
    values.push(value);
    weights.push(weight);
  }
  const now = stakes.game + stakes.turn * accepted;
  // Running's cost is known: the margin is the see's alone.
  const sure = marginOf(values, weights);
  return [
    { action: { type: 'see', seat }, worth: sum / total - margin * stakes.game, winRate: wins / total, margin: sure },
    { action: { type: 'run', seat }, worth: -now, winRate: 0, margin: sure },
  ];
}

/** Going on for the march after a Jann, or stopping and taking the Jann. */
function marchOrStop(v: SeatView, t: CardMatrix, s: Settings, random: () => number, claims: readonly Claim[]): ChoiceWeight[] {
  const seat = v.seat;
  const side = (seat % 2) as Side;
  const stakes = stakesOf(v);
  const accepted = v.accepted[0] + v.accepted[1];
  let sum = 0;
  let wins = 0;
  const values: number[] = [];
  for (let k = 0; k < s.samples; k++) {
    const p = sampleWorld(v, t, random, claims, s.forgets).position;
    p.marching = side;
    const end = playOut(t, p, sides(s, side), random);
    const value = paid(end, side, stakes, accepted);
    values.push(value);
    sum += value;
    if (end.side === side) wins++;
  }
  // The Jann's worth is known: the margin is going on's alone.
  const sure = marginOf(values);
  return [
    { action: { type: 'go-on', seat }, worth: sum / s.samples, winRate: wins / s.samples, margin: sure },
    { action: { type: 'stop', seat }, worth: stakes.jann + stakes.turn * accepted, winRate: 1, margin: sure },
  ];
}

/**
 * Turning a card (`card`, the `i`th of the weighing) or leading it face up: a turn the others see raises every ending by
 * a turn; one they run from pays the deal as it stands. The bot counts on the answer that suits the others better. The
 * margin is that of the difference: from the samples' wins where a see is the others' answer, else from the card's worth.
 */
function turnOrPlay(v: SeatView, card: CardWeight, weighed: Weighed, i: number, s: Settings): [turn: ChoiceWeight, play: ChoiceWeight] {
  const seat = v.seat;
  const stakes = stakesOf(v);
  const now = stakes.game + stakes.turn * (v.accepted[0] + v.accepted[1]);
  const seen = card.worth + stakes.turn * (2 * card.winRate - 1);
  const margin =
    seen <= now
      ? marginOf(
          weighed.wins[i]!.map((x) => stakes.turn * (2 * x - 1)),
          weighed.w,
        )
      : marginOf(weighed.values[i]!, weighed.w);
  const play: ChoiceWeight = { action: { type: 'play', seat, card: card.card }, worth: card.worth, winRate: card.winRate, margin };
  const turn: ChoiceWeight = {
    action: { type: 'turn', seat, card: card.card },
    worth: Math.min(now, seen) - s.turnMargin * stakes.game,
    winRate: card.winRate,
    margin,
  };
  return [turn, play];
}

/** May the seat turn its lead now? */
function mayTurnNow(v: SeatView): boolean {
  const side = (v.seat % 2) as Side;
  const variant = VARIANTS[v.start.variant];
  return (
    v.phase === 'play' &&
    v.trick === null &&
    variant.drehen !== 'none' &&
    v.marching === null &&
    mayTurn(variant, { tricksWon: v.won[side], turnsMade: v.accepted[side] }) &&
    v.hand.length > 1
  );
}

/**
 * The big decisions open to the seat, weighed (the coach's look back and hint use them): see or run a turned card, go
 * on for the march or stop, turn the lead or play it. Empty when the seat has none of these to make.
 */
export function weighChoices(v: SeatView, strength: Strength, random: () => number, heard: readonly Said[] = []): ChoiceWeight[] {
  return weighPosition(v, strength, random, heard).choices;
}

/** What the bot believes of the others' hands from what it heard, if it listens. */
function beliefs(v: SeatView, s: Settings, random: () => number, heard: readonly Said[]): Claim[] {
  return random() < s.listens ? claimsOf(v, heard) : [];
}

/**
 * A card no card takes when led (a chosen Seven), to be led when the other side is one trick from winning the deal: it
 * keeps the deal alive for a trick, and held any longer it may never be led. Null when that is not the case.
 */
export function sevenToCash(v: SeatView, t: CardMatrix): SeatView['hand'][number] | null {
  const side = (v.seat % 2) as Side;
  const other = otherSide(side);
  const won: [number, number] = [v.won[0], v.won[1]];
  won[other]++;
  if (v.phase !== 'play' || v.trick !== null || v.marching !== null || endAfter(4, won, v.tricks.length + 1, other, null) === null) return null;
  return v.hand.find((c) => unbeaten(t, t.index.get(c)!)) ?? null;
}

/**
 * The deal taken when it is there to take: the other side holds the trick, taking it ends the deal for the seat's side
 * (its fifth trick, or one that breaks the others' march), and the seat holds a card that takes it and that no card it
 * has not seen can take. Of such cards the cheapest, preferring one that no card known to lie with an opponent still to
 * play takes either (nothing is kept for later: the deal ends). Last to the trick, any card that takes it will do. Null
 * when that is not the case.
 */
export function takeTheDeal(v: SeatView, t: CardMatrix): SeatView['hand'][number] | null {
  if (v.phase !== 'play' || !v.trick || v.trick.cards.length === 0) return null;
  const side = (v.seat % 2) as Side;
  const trick = v.trick.cards.map((c) => t.index.get(c)!);
  const h = holderOf(t, trick);
  if ((v.trick.leader + h) % 2 === side) return null;
  const won: [number, number] = [v.won[0], v.won[1]];
  won[side]++;
  const end = endAfter(4, won, v.tricks.length + 1, side, v.marching);
  // A march the other side is on, broken, pays the seat's side too.
  if (end === null) return null;
  const takers = v.hand.map((c) => t.index.get(c)!).filter((c) => t.takes[c * t.n + trick[h]!]);
  const unseen = unseenCards(v).map((c) => t.index.get(c)!);
  // The opponents still to play, and the cards known to be in their hands.
  const later = [1, 2].map((k) => (v.seat + k) % 4).filter((seat, k) => k < 3 - trick.length && seat % 2 !== side);
  const known = later.flatMap((seat) => v.known[seat]!.map((c) => t.index.get(c)!));
  const beaten = (c: number, by: readonly number[]) => by.some((x) => t.takes[x * t.n + c]);
  // Sure: no card the seat has not seen takes it; surest, not even a card known to lie with an opponent still to play
  // (laid against such a card, it still draws it out).
  const sure = takers.filter((c) => !beaten(c, unseen));
  const surest = sure.filter((c) => !beaten(c, known));
  const pool = surest.length ? surest : sure.length ? sure : trick.length === 3 ? takers : [];
  if (pool.length === 0) return null;
  return t.codes[pool.reduce((a, b) => (t.strength[b]! < t.strength[a]! ? b : a))]!;
}

/**
 * The cheapest card in hand when the partner holds the trick and the seat can tell it is safe (it plays last, or no
 * card it cannot see takes the partner's): whatever is laid, the trick is the side's, so nothing of worth is spent on
 * it. Null otherwise.
 */
export function cheapOnSafeTrick(v: SeatView, t: CardMatrix): SeatView['hand'][number] | null {
  if (v.phase !== 'play' || !v.trick || v.trick.cards.length === 0) return null;
  const trick = v.trick.cards.map((c) => t.index.get(c)!);
  const h = holderOf(t, trick);
  if ((v.trick.leader + h) % 2 !== v.seat % 2) return null;
  const safe = trick.length === 3 || unseenCards(v).every((c) => !t.takes[t.index.get(c)! * t.n + trick[h]!]);
  if (!safe) return null;
  return v.hand.reduce((a, b) => (t.strength[t.index.get(b)!]! < t.strength[t.index.get(a)!]! ? b : a));
}

const better = (choices: readonly ChoiceWeight[]) => choices.reduce((a, b) => (b.worth > a.worth ? b : a));

/** The bot's action for the seat of this view, and what it heard at the table. It must be that seat's turn. */
export function decide(v: SeatView, strength: Strength, random: () => number, heard: readonly Said[] = []): Action {
  const seat: Seat = v.seat;
  const s = SETTINGS[strength];
  const t = matrixOf(v.start.variant, v.chosen);
  const claims = beliefs(v, s, random, heard);
  switch (v.phase) {
    case 'exchange':
      return strongerExchange(v);
    case 'turned':
      // Running from a turn made in a march breaks the march, and the marching side pays it (settle).
      if (v.marching !== null) return { type: 'run', seat };
      return better(seeOrRun(v, t, s, random, claims)).action;
    case 'march':
      return better(marchOrStop(v, t, s, random, claims)).action;
    case 'play': {
      if (v.hand.length === 1) return { type: 'play', seat, card: v.hand[0]! };
      const deal = takeTheDeal(v, t);
      if (deal) return { type: 'play', seat, card: deal };
      const cash = sevenToCash(v, t);
      if (cash) return { type: 'play', seat, card: cash };
      const cheap = cheapOnSafeTrick(v, t);
      if (cheap) return { type: 'play', seat, card: cheap };
      const weighed = weigh(v, t, s, random, claims);
      const best = pick(v, weighed.weights, t, stakesOf(v));
      if (!mayTurnNow(v)) return { type: 'play', seat, card: best.card };
      return better(turnOrPlay(v, best, weighed, weighed.weights.indexOf(best), s)).action;
    }
    case 'over':
      throw new Error('The deal is over: there is nothing to decide.');
  }
}
