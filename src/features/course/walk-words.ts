/**
 * The walkthrough's words for one step of a deal, in the speaker's language: what was dealt, turned up, exchanged. Pure,
 * so that a test drives it with seeded deals (tests/content/island-text.ts) and the step component only shows it.
 */
import type { Segment, Speaker } from '../../i18n/speaker.ts';
import { VARIANTS, type CardCode } from '../../rules/index.ts';
import type { Walkthrough } from './walkthrough.ts';

const card = (c: CardCode): Segment[] => [{ card: c }];
const cutterKey = (n: number) => (n === 0 ? 'walk.s2.cutter.none' : 'walk.s2.cutter');

/** The sentences of step `step` (0 the deal, 1 the turn-ups, 2 the Olen, 3 the Ten's exchange) of a walkthrough. */
export function walkLines(sp: Speaker, w: Walkthrough, step: number, seatName: (i: number) => string): Segment[][] {
  const { cardList, t, text } = sp;
  const { deal, options } = w;
  if (step === 0) return [t('walk.s0', { count: deal.stock.length })];
  if (step === 1 && deal.turnUp.kind === 'chosen') {
    return [
      t('walk.s1', { cards: cardList(deal.turnUp.turned, 'acc') }),
      ...deal.turnUp.kept.map((k, i) => t('walk.s1.kept', { n: i + 1, count: k.length, cards: cardList(k) })),
    ];
  }
  if (step === 2) {
    const olen = options.exchanges.filter((e) => e.kind === 'ole');
    const fromCutter = VARIANTS[deal.variant].oleExchange.from === 'cutter-three';
    const intro =
      deal.players === 5
        ? t('walk.s2.five')
        : fromCutter
          ? t(cutterKey(deal.shownByCutter.length), { count: deal.shownByCutter.length })
          : t('walk.s2', { card: card(deal.stock.at(-1)!) });
    const rows = olen.map((e) =>
      e.kind === 'ole' ? t(e.via === 'queen' ? 'walk.ole.queen' : 'walk.ole.king', { seat: seatName(e.player), give: card(e.give), take: card(e.take) }) : [],
    );
    const notes = options.notes.map((n) =>
      n.kind === 'ole-stays'
        ? t(`walk.stays.${n.why}`, { ole: card(n.ole) })
        : t('walk.note.double', { seat: seatName(n.player), give: card(n.give), court: card(n.court), ole: card(n.ole) }),
    );
    return [intro, ...(rows.length ? rows : [t('walk.s2.none')]), ...notes];
  }
  const tens = options.exchanges.filter((e) => e.kind === 'turn-up');
  const rows = tens.map((e) =>
    e.kind === 'turn-up'
      ? t('walk.ten', {
          seat: e.player === deal.hands.length ? text('seat.5.0') : seatName(e.player),
          give: card(e.give),
          options: cardList(e.options, 'acc', true),
        })
      : [],
  );
  return [t('walk.s3'), ...(rows.length ? rows : [t('walk.s3.none')]), ...(options.dealerMayTakeStock ? [t('walk.stock')] : [])];
}
