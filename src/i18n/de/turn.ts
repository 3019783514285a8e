import type { turn as en } from '../en/turn.ts';
import type { Translation } from '../message.ts';

/** Die Übung „Du bist dran“ im Stich-Prüfer: Nur die Lektionen laden diese Wörter. */
export const turn = {
  'ex.turn.task': 'Du bist dran, {seat}: Lege aus der Kartenauswahl eine Karte, die diesen Stich macht.',
  'ex.turn.won': 'Richtig: Deine Karte macht den Stich. Warum, steht unten.',
  'ex.turn.lost': 'Diese nicht – warum, steht unten. Nimm sie zurück und versuch eine andere.',
} as const satisfies Translation<typeof en>;
