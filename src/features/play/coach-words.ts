/**
 * The coach in words: the hint's one or two sentences and its numbers, and the look back's lines, from the reasons
 * (src/bots/reasons.ts: keys and numbers) and the catalogs' whole sentences. Amounts are in the table's stakes and the
 * reader's number format („3 Cent“, „2,5 Cent“; "3 cents").
 */
import type { Segment, Speaker } from '../../i18n/speaker.ts';
import { ABOUT_AS_WELL, cardReason, choiceReason, type Choice } from '../../bots/reasons.ts';
import { isClearly, isCostly } from '../../bots/spread.ts';
import {
  replayDeal,
  type Action,
  VARIANTS,
  viewOf,
  type CardCode,
  type PlayState,
  type Said,
  type Seat,
  type SeatView,
  type VariantId,
} from '../../rules/index.ts';
import type { TurningPoint } from '../../bots/protocol.ts';
import type { Advice } from './bot-port.ts';

const card = (c: CardCode): Segment[] => [{ card: c }];
/** Sentences one after the other, a space between. */
export const joined = (sentences: readonly Segment[][]): Segment[] => sentences.flatMap((s, i) => (i ? [{ text: ' ' }, ...s] : s));

/** An amount in the table's stakes, rounded as a reader says it (one decimal under ten, whole above); `signed` writes + or −. */
export function amountOf({ text }: Speaker, variant: VariantId, amount: number, signed = false): string {
  const stakes = VARIANTS[variant].stakes;
  const size = Math.abs(amount);
  const rounded = stakes.game === 1 ? Math.round(size * 100) / 100 : size < 10 ? Math.round(size * 10) / 10 : Math.round(size);
  const words =
    stakes.kind === 'ladder'
      ? text('unit.rung', { amount: rounded })
      : stakes.unit === 'basic-game'
        ? text('play.amount.games', { amount: rounded })
        : text(`unit.${stakes.unit}`, { amount: rounded });
  if (!signed || rounded === 0) return words;
  return text(amount < 0 ? 'play.behind' : 'play.ahead', { amount: words });
}

/** An amount as a sentence says it: its size in words (no sign) and which way it goes, by the amount as rounded: up, down or even. */
export function moneyOf(speaker: Speaker, variant: VariantId, amount: number): { amount: string; sign: 'up' | 'down' | 'even' } {
  const words = amountOf(speaker, variant, amount);
  const shown = amountOf(speaker, variant, amount, true);
  return { amount: words, sign: shown === words ? 'even' : amount < 0 ? 'down' : 'up' };
}

/** A share of the trial deals in hundreds, as the sentences count it (0 and 100 read "never" and "always"). */
const pct = (x: number) => Math.round(100 * x);

/** What the coach says for the learner's position: the card it marks in the hand (if any), one or two sentences, and its numbers. */
export interface HintWords {
  readonly card: CardCode | null;
  readonly sentences: readonly Segment[][];
  readonly numbers: readonly Segment[][];
}

export function hintWords(speaker: Speaker, v: SeatView, weighed: Advice, heard: readonly Said[], name: (seat: Seat) => string): HintWords {
  const { t, text } = speaker;
  const advice = finiteOf(weighed);
  const variant = v.start.variant;
  const money = (x: number) => moneyOf(speaker, variant, x);
  const numbers = [
    ...advice.choices.map((c) =>
      t('play.hint.choice', {
        choice: c.action.type === 'exchange' ? t('play.choice.exchange', { take: card(c.action.take) }) : text(`play.choice.${c.action.type}`),
        ...money(c.worth),
      }),
    ),
    ...advice.cards.map((w) => t('play.hint.card', { card: card(w.card), ...money(w.worth), chance: pct(w.winRate) })),
  ];
  const decision = choiceReason(v, advice.choices);
  // A big decision within what the samples can tell is said to be about even, not advised either way.
  const even = decision?.even ? evenWords(speaker, variant, decision, name) : null;
  if (decision && decision.key !== 'play' && decision.key !== 'turn' && even) return { card: null, sentences: [even], numbers };
  if (decision && !decision.even && decision.key !== 'play')
    return { card: decision.card, sentences: [choiceWords(speaker, variant, decision, name)], numbers };
  if (!advice.cards.length) return { card: null, sentences: [], numbers };
  const r = cardReason(v, advice.cards, heard);
  const sentences = [t(`play.why.${r.key}`, { card: card(r.card), next: r.next ? card(r.next) : [], seat: name(r.seat), a: r.a, b: r.b })];
  const next = advice.cards[1];
  if (r.next && next) {
    const costly = isCostly(r.cost, next.margin, VARIANTS[variant].stakes.game);
    // A reason that says the next card does about as well needs no second sentence to say it again.
    if (costly) sentences.push(t('play.hint.cost', { next: card(r.next), amount: amountOf(speaker, variant, r.cost) }));
    else if (!ABOUT_AS_WELL.includes(r.key)) sentences.push(t('play.hint.cost.none', { next: card(r.next) }));
  }
  // A turn about even: said in place of the next card's cost, so the hint stays two sentences.
  if (even) sentences.splice(1, 1, even);
  return { card: r.card, sentences, numbers };
}

/** Only figures that are numbers are spoken: a weight that is not one (a fault of the weighing) is left out, never printed as ∞ or NaN. */
function finiteOf(a: Advice): Advice {
  const ok = (x: { worth: number; winRate: number; margin: number }) => [x.worth, x.winRate, x.margin].every(Number.isFinite);
  const choices = a.choices.every(ok) ? a.choices : [];
  return { cards: a.cards.filter(ok), choices };
}

type ChoiceKey = 'see' | 'run' | 'go-on' | 'stop' | 'turn' | 'play' | 'decline';

/**
 * The move the hint advises, as hintWords says it: the big decision when the weighing can tell its two choices apart
 * (a turn, a see or a run, the march or the Jann), else the card it marks, led or laid face up; where a decision is about
 * even, the better of the two by a hair (either is said to do). Null when there is nothing to advise.
 */
export function advisedMove(v: SeatView, weighed: Advice): Action | null {
  const advice = finiteOf(weighed);
  const decision = choiceReason(v, advice.choices);
  const chosen = decision && advice.choices.find((c) => c.action.type === decision.key)!.action;
  if (chosen && (v.phase !== 'play' || (!decision.even && decision.key === 'turn'))) return chosen;
  const first = advice.cards[0];
  return first ? { type: 'play', seat: v.seat, card: first.card } : chosen;
}

/** A big decision whose two choices come out about the same: said so, with the chance behind it. */
function evenWords(speaker: Speaker, variant: VariantId, d: NonNullable<ReturnType<typeof choiceReason>>, name: (seat: Seat) => string): Segment[] {
  const { t } = speaker;
  const of = (type: ChoiceKey) => (d.key === type ? d.worth[0] : d.worth[1]);
  switch (d.key) {
    case 'see':
    case 'run':
      return t('play.hint.even.see', { seat: d.seat === null ? '' : name(d.seat), chance: d.chance, run: amountOf(speaker, variant, of('run')) });
    case 'go-on':
    case 'stop':
      return t('play.hint.even.go-on', { chance: d.chance, stop: amountOf(speaker, variant, of('stop')) });
    case 'exchange':
    case 'decline': {
      const { give, take } = d.exchange!;
      const [first, second] = take[0] ? [take[0], take[1]] : [take[1]!, null];
      return second
        ? t('play.hint.even.take', { give: card(give), take: card(first), other: card(second) })
        : t('play.hint.even.keep', { give: card(give), take: card(first) });
    }
    default:
      return t('play.hint.even.turn', { card: card(d.card!) });
  }
}

function choiceWords(speaker: Speaker, variant: VariantId, d: NonNullable<ReturnType<typeof choiceReason>>, name: (seat: Seat) => string): Segment[] {
  const { t } = speaker;
  const size = (x: number) => amountOf(speaker, variant, x);
  const money = (x: number) => moneyOf(speaker, variant, x);
  const [best, other] = d.worth;
  const seat = d.seat === null ? '' : name(d.seat);
  switch (d.key) {
    case 'run':
      return t('play.hint.run', { seat, chance: d.chance, run: size(best), see: size(other) });
    case 'see': {
      const see = money(best);
      return t('play.hint.see', { seat, chance: d.chance, see: see.amount, sign: see.sign, run: size(other) });
    }
    case 'go-on':
      return t('play.hint.go-on', { chance: d.chance, go: size(best), stop: size(other) });
    case 'stop': {
      const go = money(other);
      return t('play.hint.stop', { chance: d.chance, stop: size(best), go: go.amount, sign: go.sign });
    }
    case 'exchange':
    case 'decline': {
      // The better choice with its chance and worth, and what the other would come to.
      const { give, take } = d.exchange!;
      const [now, then] = [money(best), money(other)];
      const words = { give: card(give), chance: d.chance, amount: now.amount, sign: now.sign, other: then.amount, otherSign: then.sign };
      if (!take[0]) return t('play.hint.keep', { ...words, take: card(take[1]!) });
      // what the other would come to: keeping the hand, or another card on offer taken
      const instead = `${take[1] ? 'take' : 'keep'}-${then.sign}`;
      return t('play.hint.exchange', { ...words, take: card(take[0]), next: take[1] ? card(take[1]) : [], then: instead });
    }
    default: {
      const [turn, play] = [money(best), money(other)];
      return t('play.hint.turn', { card: card(d.card!), chance: d.chance, turn: turn.amount, turnSign: turn.sign, play: play.amount, playSign: play.sign });
    }
  }
}

/**
 * A turning point of the look back in words: what the move cost against the better one ("clearly" past twice the
 * weighing's margin), and for a card, why; `heard`, what was said at the table by then.
 */
export function reviewWords(
  speaker: Speaker,
  deal: Pick<PlayState, 'start' | 'actions'>,
  p: TurningPoint,
  name: (seat: Seat) => string,
  heard: readonly Said[] = [],
): Segment[][] {
  const { t } = speaker;
  const variant = deal.start.variant;
  if (![p.cost, p.margin, ...p.chance].every(Number.isFinite)) return [];
  const cost = amountOf(speaker, variant, p.cost);
  const sure = isClearly(p.cost, p.margin) ? 'clearly' : 'other';
  const { made, better } = p;
  // A turn point: the same card, turned or led face up (a card point may compare a card turned with another led face up).
  if ((made.type === 'play' || made.type === 'turn') && (better.type === 'play' || better.type === 'turn') && made.card === better.card)
    return [t(`play.review.${made.type}`, { trick: p.trick, card: card(made.card), cost, sure })];
  if (made.type === 'exchange' || made.type === 'decline') {
    const other = better.type === 'exchange' ? better : null;
    if (made.type === 'decline') return other ? [t('play.review.keep', { give: card(other.give), take: card(other.take), cost, sure })] : [];
    const words = { give: card(made.give), take: card(made.take), cost, sure };
    return [other ? t('play.review.exchange.other', { ...words, better: card(other.take) }) : t('play.review.exchange', words)];
  }
  if (made.type === 'see' || made.type === 'run' || made.type === 'go-on' || made.type === 'stop')
    return [t(`play.review.${made.type}`, { cost, sure, chance: pct(made.type === 'run' || made.type === 'stop' ? p.chance[1] : p.chance[0]) })];
  if (!('card' in better) || !('card' in made)) return [];
  const line = t('play.review.card', { trick: p.trick, played: card(made.card), better: card(better.card), cost, sure });
  // Why, from the learner's view then: the deal replayed up to the move.
  const at = replayDeal(deal.start, deal.actions.slice(0, p.at));
  if (!p.cards || !at.ok) return [line];
  const v = viewOf(at.value, at.value.toAct);
  // The better card against the one played, the rest of the hand as weighed.
  const played = p.cards.find((w) => w.card === made.card);
  if (!played) return [line];
  const r = cardReason(v, [p.cards[0]!, played, ...p.cards.slice(1).filter((w) => w !== played)], heard);
  return [line, t(`play.why.${r.key}`, { card: card(r.card), next: card(made.card), seat: name(r.seat), a: r.a, b: r.b })];
}

export type { Choice };
