/**
 * Why the coach advises a card or a decision, as data: a reason key and its parameters (cards as codes, numbers as
 * numbers); the words are the catalogs' (play.why.* in src/i18n). Each key states only facts that hold in the position,
 * read from src/rules (a card's role, who holds the trick, the tricks needed) or from the samples' weighing (how often
 * a card takes the trick or wins the deal); reasons.test.ts checks each against the rules.
 */
import {
  dealContext,
  factsFor,
  lastAfter,
  otherSide,
  partnerOf,
  playTrick,
  strengthOf,
  tricksNeeded,
  VARIANTS,
  type Action,
  type CardCode,
  type DealContext,
  type Said,
  type Seat,
  type SeatView,
  type Side,
} from '../rules/index.ts';
import type { CardWeight } from './protocol.ts';
import { isCostly } from './spread.ts';

export const CARD_REASONS = [
  'last-card',
  'led-seven',
  'partner-holds',
  'partner-can-take',
  'last-chance',
  'jann-guard',
  'jann-reach',
  'takes-trick',
  'keeps-strong',
  'cheapest',
  'about-even',
  'wins-more',
  'worth-more',
] as const;
export type CardReasonKey = (typeof CARD_REASONS)[number];
/** The reasons that say the next best card does about as well: the hint adds no sentence about its cost. */
export const ABOUT_AS_WELL: readonly CardReasonKey[] = ['partner-holds', 'partner-can-take', 'keeps-strong', 'cheapest', 'about-even'];

/** A card advised over the next best, and why. Chances are in hundreds (of 100 trial deals). */
export interface CardReason {
  readonly key: CardReasonKey;
  readonly card: CardCode;
  /** the next best card, or null when the hand holds no other */
  readonly next: CardCode | null;
  /** the learner's partner, for the keys that name them */
  readonly seat: Seat;
  /** the advised card's chance and the next best's, in hundreds, for the keys that give them */
  readonly a: number;
  readonly b: number;
  /** what the next best card would cost a deal, in the table's stakes, by the samples (0 or more) */
  readonly cost: number;
}

/** Of two cards' worths, a difference under this share of a game reads as doing about as well (the coach's words; the bots' own tie, bot.ts pick, is narrower). */
const NEAR = 0.05;
const pct = (x: number) => Math.round(100 * x);

/** The table's unit of a game, in its stakes (a game in cents at Bohmstedt, a rung on the 1924 ladder). */
export function gameOf(v: Pick<SeatView, 'start'>): number {
  return VARIANTS[v.start.variant].stakes.game;
}

/** Who holds the trick being played so far, by the rules; null when no card is on it. */
export function holderOf(v: Pick<SeatView, 'trick' | 'start' | 'chosen'>, ctx: DealContext = dealContext(v)): Seat | null {
  if (!v.trick || v.trick.cards.length === 0) return null;
  const r = playTrick(
    ctx,
    v.trick.cards.map((c) => factsFor(ctx, c)),
  );
  return ((v.trick.leader + r.winner) % 4) as Seat;
}

/**
 * The cards of a weighing that do about as well as the best: within a twentieth of a game of it, or within the
 * weighing's own margin (a card whose cost the samples cannot tell from nothing).
 */
export function nearBest(weights: readonly CardWeight[], game: number): CardWeight[] {
  const best = Math.max(...weights.map((w) => w.worth));
  return weights.filter((w) => w.worth >= best - Math.max(NEAR * game, w.margin));
}

/** Whether `card` is the weakest by strengthOf of two or more near-tied cards of a weighing (nearBest). */
export function isCheapestOfNear(ctx: DealContext, weights: readonly CardWeight[], card: CardCode, game: number): boolean {
  const near = nearBest(weights, game);
  // With no other card near it, the card is not "the cheapest of" anything: a reason that says so would mislead.
  return near.length > 1 && near.some((w) => w.card === card) && near.every((w) => strengthOf(ctx, w.card) >= strengthOf(ctx, card));
}

/** Did the learner's partner keep silent as the last player of the trick being played (by custom: "I can take it")? */
export function partnerSilent(v: SeatView, heard: readonly Said[]): boolean {
  const partner = partnerOf(v.seat);
  return (
    !!v.trick &&
    v.trick.cards.length < 4 &&
    lastAfter(v.trick.leader) === partner &&
    heard.some((s) => s.seat === partner && s.trick === v.tricks.length && s.phrase === 'silent')
  );
}

/** The others need only one more trick to win the deal (not in a march, where they need every trick left). */
export function othersOneAway(v: SeatView): boolean {
  const them = otherSide((v.seat % 2) as Side);
  return v.marching === null && v.won[them] === tricksNeeded(4, 'team') - 1;
}

/**
 * Why `weights[0]` (the card the club bot plays) over the next best: the first reason that holds, from the rules'
 * facts to the samples' figures. `weights` as advise returns them: the advised card first, the rest best first.
 */
export function cardReason(v: SeatView, weights: readonly CardWeight[], heard: readonly Said[] = []): CardReason {
  const ctx = dealContext(v);
  const game = gameOf(v);
  const best = weights[0]!;
  const next = weights[1] ?? null;
  const seat = partnerOf(v.seat);
  const cost = next ? Math.max(0, best.worth - next.worth) : 0;
  const reason = (key: CardReasonKey, a = 0, b = 0): CardReason => ({ key, card: best.card, next: next?.card ?? null, seat, a, b, cost });
  const facts = factsFor(ctx, best.card);
  const cheapest = isCheapestOfNear(ctx, weights, best.card, game);
  if (!next) return reason('last-card');
  if (!v.trick && facts.role.kind === 'seven' && facts.guard.kind === 'unbeatable') return reason('led-seven');
  if (holderOf(v, ctx) === seat && cheapest) return reason('partner-holds');
  if (partnerSilent(v, heard) && cheapest) return reason('partner-can-take');
  const [a, b] = [best, next];
  // The next best within what the samples can tell: the two are about as good, and no figure of the samples says more.
  if (!isCostly(cost, next.margin, game)) {
    const stronger = strengthOf(ctx, b.card) > strengthOf(ctx, a.card);
    const kind = factsFor(ctx, b.card).role.kind;
    if (cheapest) return reason(stronger && (kind === 'ole' || kind === 'beater') ? 'keeps-strong' : 'cheapest');
    return reason('about-even');
  }
  if (othersOneAway(v) && a.trick - b.trick >= 0.1) return reason('last-chance', pct(a.trick), pct(b.trick));
  if (b.bigAgainst - a.bigAgainst >= 0.1) return reason('jann-guard', pct(a.bigAgainst), pct(b.bigAgainst));
  if (a.big - b.big >= 0.1) return reason('jann-reach', pct(a.big), pct(b.big));
  if (a.trick - b.trick >= 0.15) return reason('takes-trick', pct(a.trick), pct(b.trick));
  if (Math.abs(pct(a.winRate) - pct(b.winRate)) >= 5) return reason('wins-more', pct(a.winRate), pct(b.winRate));
  return reason('worth-more', pct(a.winRate), pct(b.winRate));
}

/** A big decision weighed (bot.ts weighChoices' shape). */
export interface Choice {
  readonly action: Action;
  readonly worth: number;
  readonly winRate: number;
  /** the 95 % margin of the difference between the two choices, from the samples */
  readonly margin: number;
}
export type ChoiceType = 'see' | 'run' | 'go-on' | 'stop' | 'turn' | 'play' | 'exchange' | 'decline';

/** The better of a big decision's two choices and the other, with their worths: the coach's words for see/run, the march, a turn. */
export interface ChoiceReason {
  /** the better choice's type */
  readonly key: ChoiceType;
  /** the other choice's type */
  readonly other: ChoiceType;
  /** the card turned or played, for a turn; the card given, for an exchange taken */
  readonly card: CardCode | null;
  /** at an exchange: the card the seat may give, and the card each of the two choices takes (null: the hand kept) */
  readonly exchange: { readonly give: CardCode; readonly take: readonly [CardCode | null, CardCode | null] } | null;
  /** the seat that turned (see or run) */
  readonly seat: Seat | null;
  /** how often the side wins the deal by the samples, in hundreds (seeing, going on, the card turned) */
  readonly chance: number;
  /** what the better choice and the other are worth a deal to the side, in the table's stakes */
  readonly worth: readonly [number, number];
  /** the two are about as good: the difference is within what the samples can tell (isCostly) */
  readonly even: boolean;
}

/** The decision's better choice and why, or null when there is none to make. */
export function choiceReason(v: SeatView, choices: readonly Choice[]): ChoiceReason | null {
  if (choices.length < 2) return null;
  const [x, y] = choices as [Choice, Choice];
  const [best, other] = y.worth > x.worth ? [y, x] : [x, y];
  const card = 'card' in best.action ? best.action.card : best.action.type === 'exchange' ? best.action.give : null;
  // The chance told is the risky choice's (seeing, going on, the card turned); at an exchange, the better choice's.
  const risky = [best, other].find((c) => c.action.type === 'see' || c.action.type === 'go-on' || c.action.type === 'turn' || c.action.type === 'play') ?? best;
  const takeOf = (a: Action) => (a.type === 'exchange' ? a.take : null);
  const give = v.phase === 'exchange' && v.offer ? v.offer.give : null;
  return {
    key: best.action.type,
    other: other.action.type,
    card,
    exchange: give ? { give, take: [takeOf(best.action), takeOf(other.action)] } : null,
    seat: v.phase === 'turned' && v.trick ? v.trick.leader : null,
    chance: pct(risky.winRate),
    worth: [best.worth, other.worth],
    even: !isCostly(best.worth - other.worth, Math.max(best.margin, other.margin), gameOf(v)),
  };
}
