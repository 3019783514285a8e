import type { units as en } from '../en/units.ts';
import { plural, type Translation } from '../message.ts';

/** Die Einheit einer Zahlung: Cent, Pfennig, einfache Spiele, Sprossen der Leiter von 1924. */
export const units = {
  'unit.cent': (p, lang) =>
    plural(p['amount'], lang, {
      one: '1 Cent',
      other: '{amount} Cent',
    }),
  'unit.pfennig': (p, lang) =>
    plural(p['amount'], lang, {
      one: '1 Pfennig',
      other: '{amount} Pfennig',
    }),
  'unit.basic-game': '{amount} × das einfache Spiel',
  'unit.rung': (p, lang) =>
    plural(p['amount'], lang, {
      one: '1 Sprosse',
      other: '{amount} Sprossen',
    }),
  'unit.ladder-game': 'die ganze Leiterpartie',
} as const satisfies Translation<typeof en>;
