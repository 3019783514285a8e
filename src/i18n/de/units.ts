import type { units as en } from '../en/units.ts';
import { plural, type Translation } from '../message.ts';

/** Euros in this language's way, whole or with cents: „1,20 €“, „3 €“. Only the units (the stakes, the exercises, the Play table) write money. */
// Made on first use: a page that shows no money never builds them (a currency format costs a page's first paint).
let money: Intl.NumberFormat[] | undefined;

/** An amount given in cents, in euros: „1,20 €“, „3 €“. */
const euros = (cents: number): string =>
  (money ??= [0, 2].map((digits) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: digits })))[
    cents % 100 ? 1 : 0
  ]!.format(cents / 100);

/** „das Doppelte“, „das Dreifache“ … bis zwölf in Worten, darüber in Ziffern („das 16-Fache“). */
const TIMES = [
  '',
  'das einfache Spiel',
  'das Doppelte',
  'das Dreifache',
  'das Vierfache',
  'das Fünffache',
  'das Sechsfache',
  'das Siebenfache',
  'das Achtfache',
  'das Neunfache',
  'das Zehnfache',
  'das Elffache',
  'das Zwölffache',
];

/**
 * Die Einheit einer Zahlung: Cent, Pfennig, einfache Spiele, Sprossen der Leiter von 1924. Beträge ab einem Euro
 * stehen in Euro („1,20 €“, „3 €“), darunter in Cent („10 Cent“); die Spielweise von 1938 rechnet in Pfennig („5 Pf“).
 */
export const units = {
  'unit.cent': (p) => (typeof p['amount'] === 'number' && Math.abs(p['amount']) >= 100 ? euros(p['amount']) : '{amount} Cent'),
  'unit.pfennig': '{amount} Pf',
  'unit.basic-game': (p) => (typeof p['amount'] === 'number' && TIMES[p['amount']]) || 'das {amount}-Fache',
  'unit.rung': (p, lang) =>
    plural(p['amount'], lang, {
      one: '{amount} Sprosse',
      other: '{amount} Sprossen',
    }),
  'unit.ladder-game': 'die ganze Leiterpartie',
} as const satisfies Translation<typeof en>;
