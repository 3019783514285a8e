import { plural, type Message } from '../message.ts';

/** Euros in this language's way, whole or with cents: "€1.20", "€3". Only the units (the stakes, the exercises, the Play table) write money. */
// Made on first use: a page that shows no money never builds them (a currency format costs a page's first paint).
let money: Intl.NumberFormat[] | undefined;

/** An amount given in cents, in euros: "€1.20", "€3". */
const euros = (cents: number): string =>
  (money ??= [0, 2].map((digits) => new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR', minimumFractionDigits: digits })))[
    cents % 100 ? 1 : 0
  ]!.format(cents / 100);

/** "double the basic game", "four times the basic game": up to twelve in words. */
const TIMES = [
  '',
  'the basic game',
  'double the basic game',
  'three times the basic game',
  'four times the basic game',
  'five times the basic game',
  'six times the basic game',
  'seven times the basic game',
  'eight times the basic game',
  'nine times the basic game',
  'ten times the basic game',
  'eleven times the basic game',
  'twelve times the basic game',
];

/**
 * A payment's unit: cents, pfennigs, basic games, the 1924 ladder's rungs (the stakes, the exercises, the Play table).
 * An amount of a euro or more is written in euros (€1.20, €3), below in cents; the 1938 table counts in pfennigs (5 pf).
 */
export const units = {
  'unit.cent': (p, lang) =>
    typeof p['amount'] === 'number' && Math.abs(p['amount']) >= 100
      ? euros(p['amount'])
      : plural(p['amount'], lang, {
          one: '{amount} cent',
          other: '{amount} cents',
        }),
  'unit.pfennig': '{amount} pf',
  'unit.basic-game': (p) => (typeof p['amount'] === 'number' && TIMES[p['amount']]) || '{amount} times the basic game',
  'unit.rung': (p, lang) =>
    plural(p['amount'], lang, {
      one: '{amount} rung',
      other: '{amount} rungs',
    }),
  'unit.ladder-game': 'the whole ladder game',
} as const satisfies Record<string, Message>;
