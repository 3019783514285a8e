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
  'calc.turns': 'Wie oft gedreht und gesehen wurde, hier höchstens {max}-mal (ist eine Seite davongelaufen: wie oft vor dem abgelehnten Drehen)',
  'calc.turns.none': 'Wie oft gedreht und gesehen wurde: nie, in dieser Variante wird nicht gedreht',
  'calc.losers': 'Jeder Verlierer zahlt einem Gewinner {sum} ({payments} Zahlungen): {parts}.',
  'calc.marching-side': 'Die Seite, die auf den Durchmarsch gespielt hat, zahlt {sum}, jeweils an einen Gegner ({payments} Zahlungen): {parts}.',
  'calc.running-side': 'Die Seite, die davongelaufen ist, zahlt {sum}, jeweils an einen Gegner ({payments} Zahlungen): {parts}.',
  'calc.five.losers': 'Der Geber und jeder der vier anderen rechnen {sum} miteinander ab, und wer verloren hat, zahlt ({payments} Zahlungen): {parts}.',
  'calc.five.marching-side':
    'Die Seite, die auf den Durchmarsch gespielt hat, zahlt {sum}, und zwar bei jeder der {payments} Zahlungen zwischen dem Geber und den vier: {parts}.',
  'calc.five.running-side':
    'Die Seite, die davongelaufen ist, zahlt {sum}, und zwar bei jeder der {payments} Zahlungen zwischen dem Geber und den vier: {parts}.',
  'calc.rungs': 'Die Seite, der die Zahlung zusteht, wischt {sum} ihrer Leiter aus: {parts}.',
  'calc.ladder-game':
    'Die Seite, der die Zahlung zusteht, gewinnt auf einen Schlag die ganze Leiterpartie: Die Tafel wird abgewischt, und die andere Seite bekommt einen Knüppel angeschrieben.',
  // Die Ablehnungen, die der Einsatzrechner treffen kann (src/rules/payments.ts).
  'error.unknown-variant': 'Eine Variante „{variant}“ gibt es nicht. Zur Wahl stehen {choices}.',
  'error.bad-players': (p) =>
    p['allowed'] ? 'Diese Variante spielen {allowed} Spieler.' : 'Diese Variante spielen vier Spieler, oder fünf mit dem Geber allein.',
  'error.bad-outcome': '„{outcome}“ ist hier kein möglicher Ausgang eines Spiels.',
  'error.bad-turns': 'Angenommene Dreher müssen eine ganze Zahl von 0 bis {max} sein, wenn das Spiel hier so ausgeht.',
  'error.no-drehen': 'Diese Variante kennt kein Drehen, also kann auch kein Dreher angenommen werden.',
  'error.cannot-run': 'Diese Variante kennt kein Drehen, also kann auch niemand vor einem Dreher davonlaufen.',
  'error.not-marching': 'Eine Partei, die nach ihrem Jann auf den Durchmarsch weitergespielt hat, kann das Spiel nicht mit „{outcome}“ beenden.',
} as const satisfies Translation<typeof en>;
