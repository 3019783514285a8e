import { plural, type Message } from '../message.ts';

/** A payment's unit: cents, pfennigs, basic games, the 1924 ladder's rungs (the stakes, the exercises, the Play table). */
export const units = {
  'unit.cent': (p, lang) =>
    plural(p['amount'], lang, {
      one: '1 cent',
      other: '{amount} cents',
    }),
  'unit.pfennig': (p, lang) =>
    plural(p['amount'], lang, {
      one: '1 pfennig',
      other: '{amount} pfennigs',
    }),
  'unit.basic-game': '{amount} × the basic game',
  'unit.rung': (p, lang) =>
    plural(p['amount'], lang, {
      one: '1 rung',
      other: '{amount} rungs',
    }),
  'unit.ladder-game': 'the whole ladder game',
} as const satisfies Record<string, Message>;
