import { DEFAULT_VARIANT } from '../../rules/index.ts';
import { LESSON_CHOSEN } from '../../lib/lesson-defaults.ts';
import { seatsFor } from '../../lib/seats.ts';
import { readShare } from './family-facts.ts';
import type { TrickState } from './share.ts';

/** The attributes a lesson writes on a trick component. */
export interface TrickAttrs {
  /** the cards in play order, space separated: "4D 3S AD 8C" */
  cards: string;
  /** the two chosen suits, like HS */
  chosen?: string;
  /** rules variant id */
  variant?: string;
  /** the leader's seat: S, W, N or E (with five players D, 1, 2, 3 or 4) */
  lead?: string;
  /** 4, or 5 for the dealer alone */
  players?: 4 | 5;
}

/** A lesson's trick, checked at build time through the same codec as a shared link: a bad one fails the build. */
export function presetFrom(component: string, a: TrickAttrs): TrickState {
  const players = a.players ?? 4;
  const query = new URLSearchParams({
    v: a.variant ?? DEFAULT_VARIANT,
    chosen: a.chosen ?? LESSON_CHOSEN.join(''),
    players: String(players),
    lead: a.lead ?? seatsFor(players)[0]!,
    cards: a.cards.trim().split(/\s+/).join('-'),
  });
  const { state, problems } = readShare(`?${query}`);
  if (problems.length) throw new Error(`<${component} cards="${a.cards}">: ${problems.map((p) => p.code).join(', ')}`);
  return state;
}
