/** The Play table's words for what the learner is asked (an exchange, a turned card, a Jann, the last player's word) and for how the deal ended. */
import type { Segment, Speaker } from '../../i18n/speaker.ts';
import { sideOfSeat, VARIANTS, type CardCode, type PlayState, type SeatView } from '../../rules/index.ts';

const card = (c: CardCode): Segment[] => [{ card: c }];

/** What the learner is asked now, or how the deal ended, in words: shown by PlayDecision, and read out by the table's log. */
export function questionOf({ t, text, seatName }: Speaker, v: SeatView, s: PlayState, asked: boolean, lastPlayer: boolean): Segment[][] {
  const result = s.result;
  if (result) {
    const unit = result.payment.unit;
    // A run is told by who ran (in a march, the side that ran wins): the others from the learner's side's turn, or the learner's side from theirs.
    const ranBy = sideOfSeat(s.actions.at(-1)!.seat);
    const outcome = text(result.outcome === 'ran' ? `play.outcome.ran.${ranBy === 0 ? 'us' : 'them'}` : `play.outcome.${result.outcome}`);
    const paid =
      unit === 'rung'
        ? text('play.paid.rungs', { amount: text('unit.rung', { amount: result.payment.amount }) })
        : unit === 'ladder-game'
          ? text('play.paid.ladder-game')
          : text('play.paid', { amount: text(`unit.${unit}`, { amount: result.payment.amount }) });
    return [[{ text: text(result.winner === 0 ? 'play.over.won' : 'play.over.lost', { outcome }) }], [{ text: paid }]];
  }
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
