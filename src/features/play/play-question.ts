/** The Play table's words for what the learner is asked: an exchange, a turned card, a Jann, the last player's word. */
import type { Segment, Speaker } from '../../i18n/speaker.ts';
import { VARIANTS, type CardCode, type SeatView } from '../../rules/index.ts';

const card = (c: CardCode): Segment[] => [{ card: c }];

/** What the learner is asked now, in words: shown by PlayDecision, and read out by the table's log (how a deal ended: deal-over.ts). */
export function questionOf({ t, text, seatName }: Speaker, v: SeatView, asked: boolean, lastPlayer: boolean): Segment[][] {
  if (lastPlayer) return [t('talk.ask', { seat: seatName(4, v.trick!.leader), card: card(v.trick!.cards[0]!) })];
  if (!asked) return [];
  if (v.phase === 'exchange' && v.offer) {
    // An Ole comes from the bottom of the stock, or (1924, 1938) from the cutter's three cards.
    const key =
      v.offer.kind === 'turn-up'
        ? 'play.offer.turn-up'
        : VARIANTS[v.start.variant].oleExchange.from === 'cutter-three'
          ? 'play.offer.ole.cutter'
          : 'play.offer.ole';
    return [t(key, { give: card(v.offer.give), take: card(v.offer.options[0]!) })];
  }
  if (v.phase === 'turned') return [[{ text: text('play.turned', { seat: seatName(4, v.trick!.leader) }) }]];
  if (v.phase === 'march') return [[{ text: text('play.jann') }]];
  if (v.phase === 'play') return [[{ text: text(v.trick ? 'play.yours' : 'play.lead') }]];
  return [];
}
