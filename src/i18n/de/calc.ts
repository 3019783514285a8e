import type { calc as en } from '../en/calc.ts';
import type { Translation } from '../message.ts';

/** Der Einsatzrechner. */
export const calc = {
  'calc.outcome': 'Wie das Spiel ausging',
  'calc.outcome.game': 'fünf Stiche',
  'calc.outcome.jann': 'Jann (die ersten fünf)',
  'calc.outcome.march': 'Durchmarsch (alle neun)',
  'calc.outcome.failed-march': 'gescheiterter Durchmarsch',
  'calc.outcome.ran': 'vor einem Drehen davongelaufen',
  'calc.outcome.ran-in-march': 'im Durchmarsch vor einem Drehen davongelaufen',
  'calc.turns': 'Gesehene Drehen, hier höchstens {max} (ist eine Partei davongelaufen, zählen nur die Drehen, die sie vorher gesehen hat)',
  'calc.turns.none': 'Gesehene Drehen: keine, in dieser Spielweise wird nicht gedreht',
  'calc.losers': 'Jeder Verlierer zahlt einem Gewinner {sum} ({payments:spelled} Zahlungen): {parts}.',
  'calc.marching-side': 'Die Partei, die auf den Durchmarsch gespielt hat, zahlt {sum}, jeweils an einen Gegner ({payments:spelled} Zahlungen): {parts}.',
  'calc.running-side': 'Die Partei, die davongelaufen ist, zahlt {sum}, jeweils an einen Gegner ({payments:spelled} Zahlungen): {parts}.',
  'calc.five.losers': 'Der Geber und jeder der vier anderen rechnen {sum} miteinander ab, und wer verloren hat, zahlt ({payments:spelled} Zahlungen): {parts}.',
  'calc.five.marching-side':
    'Die Partei, die auf den Durchmarsch gespielt hat, zahlt {sum}, und zwar bei jeder der {payments:spelled} Zahlungen zwischen dem Geber und den vier: {parts}.',
  'calc.five.running-side':
    'Die Partei, die davongelaufen ist, zahlt {sum}, und zwar bei jeder der {payments:spelled} Zahlungen zwischen dem Geber und den vier: {parts}.',
  'calc.rungs': 'Die Partei, der die Zahlung zusteht, wischt {sum} ihrer Leiter weg: {parts}.',
  'calc.ladder-game':
    'Die Partei, der die Zahlung zusteht, gewinnt auf einen Schlag die ganze Leiterpartie: Die Tafel wird abgewischt, und die andere Partei bekommt einen Knüppel angeschrieben.',
  // Die Ablehnungen, die der Einsatzrechner treffen kann (src/rules/payments.ts).
  'error.unknown-variant': 'Eine Spielweise „{variant}“ gibt es nicht. Zur Wahl stehen {choices}.',
  'error.bad-players': {
    select: 'allowed',
    '*': 'Diese Spielweise spielen {allowed} Spieler.',
    other: 'Diese Spielweise spielt man zu viert oder, mit dem Geber allein, zu fünft.',
  },
  'error.bad-outcome': '„{outcome}“ ist hier kein möglicher Ausgang eines Spiels.',
  'error.bad-turns': 'Die gesehenen Drehen müssen eine ganze Zahl von 0 bis {max} sein, wenn das Spiel hier so ausgeht.',
  'error.no-drehen': 'Diese Spielweise kennt kein Drehen, also kann auch kein Drehen gesehen werden.',
  'error.cannot-run': 'Diese Spielweise kennt kein Drehen, also kann auch niemand vor einem Drehen davonlaufen.',
  'error.not-marching': 'Eine Partei, die nach ihrem Jann auf den Durchmarsch weitergespielt hat, kann das Spiel nicht mit „{outcome}“ beenden.',
} as const satisfies Translation<typeof en>;
