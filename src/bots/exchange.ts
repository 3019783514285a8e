/**
 * The coach's weighing of an exchange offered to the seat (an Ole for its Queen or King, a turn-up for the chosen Ten):
 * taking each card on offer, and keeping the hand, weighed over the same deals dealt again from the seat's view and
 * played out by plain players (rules/four-table.ts, seated.ts). The bots themselves exchange by their rule (baselines.ts).
 */
import { FOUR_TABLES } from '../rules/four-table.ts';
import type { SeatView } from '../rules/index.ts';
import type { ChoiceWeight } from './protocol.ts';
import { weighSeated, type SeatedSettings } from './seated.ts';

/** Enough trial deals that a difference of a few cents shows; an exchange is weighed before the first trick, once or twice a deal. */
const EXCHANGE: SeatedSettings = { playouts: 1200, least: 48 };

/** Each choice of the exchange on offer to the seat, best first, weighed as a big decision; none when no exchange is the seat's to decide. */
export function weighExchange(v: SeatView, random: () => number): ChoiceWeight[] {
  if (v.phase !== 'exchange' || !v.offer || v.toAct !== v.seat) return [];
  return weighSeated(FOUR_TABLES[v.start.variant], v, v.seat, random, EXCHANGE).map((w) => ({
    action: w.action,
    worth: w.worth,
    winRate: w.ahead,
    margin: w.margin,
  }));
}
