/**
 * The coach in words: the hint's one or two sentences and its numbers, and the look back's lines, from the reasons
 * (src/bots/reasons.ts: keys and numbers) and the catalogs' whole sentences. Amounts are in the table's stakes and the
 * reader's number format („3 Cent“, „2,5 Cent“; "3 cents").
 */
import type { Segment, Speaker } from '../../i18n/speaker.ts';
import { cardReason, choiceReason, type Choice } from '../../bots/reasons.ts';
import {
  replayDeal,
  VARIANTS,
  viewOf,
  type CardCode,
  type PlayState,
  type Said,
  type Seat,
  type SeatView,
  type TurningPoint,
  type VariantId,
} from '../../rules/index.ts';
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

/** What the coach says for the learner's position: the card it marks in the hand (if any), one or two sentences, and its numbers. */
export interface HintWords {
  readonly card: CardCode | null;
  readonly sentences: readonly Segment[][];
  readonly numbers: readonly Segment[][];
}

export function hintWords(speaker: Speaker, v: SeatView, advice: Advice, heard: readonly Said[], name: (seat: Seat) => string): HintWords {
  const { t, text } = speaker;
  const variant = v.start.variant;
  const money = (x: number, signed = true) => amountOf(speaker, variant, x, signed);
  const numbers = [
    ...advice.choices.map((c) => t('play.hint.choice', { choice: text(`play.choice.${c.action.type as ChoiceKey}`), amount: money(c.worth) })),
    ...advice.cards.map((w) => t('play.hint.card', { card: card(w.card), amount: money(w.worth), chance: Math.round(100 * w.winRate) })),
  ];
  const decision = choiceReason(v, advice.choices);
  if (decision && decision.key !== 'play') return { card: decision.card, sentences: [choiceWords(speaker, variant, decision, name)], numbers };
  if (!advice.cards.length) return { card: null, sentences: [], numbers };
  const r = cardReason(v, advice.cards, heard);
  const sentences = [t(`play.why.${r.key}`, { card: card(r.card), next: r.next ? card(r.next) : [], seat: name(r.seat), a: r.a, b: r.b })];
  if (r.next) {
    const small = r.cost < 0.05 * VARIANTS[variant].stakes.game;
    sentences.push(small ? t('play.hint.cost.none', { next: card(r.next) }) : t('play.hint.cost', { next: card(r.next), amount: money(r.cost, false) }));
  }
  return { card: r.card, sentences, numbers };
}

type ChoiceKey = 'see' | 'run' | 'go-on' | 'stop' | 'turn' | 'play';

function choiceWords(speaker: Speaker, variant: VariantId, d: NonNullable<ReturnType<typeof choiceReason>>, name: (seat: Seat) => string): Segment[] {
  const money = (x: number) => amountOf(speaker, variant, x, true);
  // Running is a loss said as a cost: its amount without a sign.
  const cost = (x: number) => amountOf(speaker, variant, x);
  const [best, other] = d.worth;
  const seat = d.seat === null ? '' : name(d.seat);
  switch (d.key) {
    case 'run':
      return speaker.t('play.hint.run', { seat, chance: d.chance, run: cost(best), see: money(other) });
    case 'see':
      return speaker.t('play.hint.see', { seat, chance: d.chance, see: money(best), run: cost(other) });
    case 'go-on':
      return speaker.t('play.hint.go-on', { chance: d.chance, go: money(best), stop: money(other) });
    case 'stop':
      return speaker.t('play.hint.stop', { chance: d.chance, stop: money(best), go: money(other) });
    default:
      return speaker.t('play.hint.turn', { card: card(d.card!), chance: d.chance, turn: money(best), play: money(other) });
  }
}

/** A turning point of the look back in words: what the move and the better one came to, and for a card, why. */
export function reviewWords(speaker: Speaker, deal: Pick<PlayState, 'start' | 'actions'>, p: TurningPoint, name: (seat: Seat) => string): Segment[][] {
  const { t } = speaker;
  const variant = deal.start.variant;
  const money = (x: number) => amountOf(speaker, variant, x, true);
  // Running is a loss said as a cost: its amount without a sign.
  const [was, could] = [p.made.type === 'run' ? amountOf(speaker, variant, p.worth[0]) : money(p.worth[0]), money(p.worth[1])];
  const chance = Math.round(100 * p.chance[0]);
  const { made, better } = p;
  if ((made.type === 'play' || made.type === 'turn') && (better.type === 'play' || better.type === 'turn') && made.type !== better.type)
    return [t(`play.review.${made.type}`, { trick: p.trick, card: card(made.card), was, could })];
  if (made.type === 'see' || made.type === 'run' || made.type === 'go-on' || made.type === 'stop')
    return [t(`play.review.${made.type}`, { was, could, chance: made.type === 'run' || made.type === 'stop' ? Math.round(100 * p.chance[1]) : chance })];
  if (!('card' in better) || !('card' in made)) return [];
  const line = t('play.review.card', { trick: p.trick, played: card(made.card), better: card(better.card), was, could });
  // Why, from the learner's view then: the deal replayed up to the move.
  const at = replayDeal(deal.start, deal.actions.slice(0, p.at));
  if (!p.cards || !at.ok) return [line];
  const v = viewOf(at.value, at.value.toAct);
  // The better card against the one played, the rest of the hand as weighed.
  const played = p.cards.find((w) => w.card === made.card);
  if (!played) return [line];
  const r = cardReason(v, [p.cards[0]!, played, ...p.cards.slice(1).filter((w) => w !== played)]);
  return [line, t(`play.why.${r.key}`, { card: card(r.card), next: card(made.card), seat: name(r.seat), a: r.a, b: r.b })];
}

export type { Choice };
