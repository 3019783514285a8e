import type { units as en } from '../en/units.ts';
import type { Translation } from '../message.ts';

/** „das Doppelte“, „das Dreifache“ … bis zwölf in Worten, darüber in Ziffern („das 16-Fache“). */
const TIMES = {
  plural: 'amount',
  '=1': 'das einfache Spiel',
  '=2': 'das Doppelte',
  '=3': 'das Dreifache',
  '=4': 'das Vierfache',
  '=5': 'das Fünffache',
  '=6': 'das Sechsfache',
  '=7': 'das Siebenfache',
  '=8': 'das Achtfache',
  '=9': 'das Neunfache',
  '=10': 'das Zehnfache',
  '=11': 'das Elffache',
  '=12': 'das Zwölffache',
  other: 'das {amount}-Fache',
} as const;

/**
 * Die Einheit einer Zahlung: Cent, Pfennig, einfache Spiele, Sprossen der Leiter von 1924. Beträge ab einem Euro
 * stehen in Euro („1,20 €“, „3 €“), darunter in Cent („10 Cent“); die Spielweise von 1938 rechnet in Pfennig („5 Pf“).
 */
export const units = {
  'unit.cent': { over: 'amount', at: 100, then: '{amount:euro}', else: '{amount} Cent' },
  'unit.pfennig': '{amount} Pf',
  'unit.basic-game': TIMES,
  'unit.rung': { plural: 'amount', one: '{amount} Sprosse', other: '{amount} Sprossen' },
  'unit.ladder-game': 'die ganze Leiterpartie',
} as const satisfies Translation<typeof en>;
