import type { Message } from '../message.ts';

/** "double the basic game", "four times the basic game": up to twelve in words. */
const TIMES = {
  plural: 'amount',
  '=1': 'the basic game',
  '=2': 'double the basic game',
  '=3': 'three times the basic game',
  '=4': 'four times the basic game',
  '=5': 'five times the basic game',
  '=6': 'six times the basic game',
  '=7': 'seven times the basic game',
  '=8': 'eight times the basic game',
  '=9': 'nine times the basic game',
  '=10': 'ten times the basic game',
  '=11': 'eleven times the basic game',
  '=12': 'twelve times the basic game',
  other: '{amount} times the basic game',
} as const;

/**
 * A payment's unit: cents, pfennigs, basic games, the 1924 ladder's rungs (the stakes, the exercises, the Play table).
 * An amount of a euro or more is written in euros (€1.20, €3), below in cents; the 1938 table counts in pfennigs (5 pf).
 */
export const units = {
  'unit.cent': { over: 'amount', at: 100, then: '{amount:euro}', else: { plural: 'amount', one: '{amount} cent', other: '{amount} cents' } },
  'unit.pfennig': '{amount} pf',
  'unit.basic-game': TIMES,
  'unit.rung': { plural: 'amount', one: '{amount} rung', other: '{amount} rungs' },
  'unit.ladder-game': 'the whole ladder game',
} as const satisfies Record<string, Message>;
