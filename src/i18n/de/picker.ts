import type { picker as en } from '../en/picker.ts';
import type { Translation } from '../message.ts';

/** Farben und Karten wählen: Der Stich-Prüfer und das Kartenrollen-Werkzeug teilen sich diese Wörter. */
export const picker = {
  'ex.first': '1.',
  'ex.second': '2.',
  'ex.turnups.hint': 'Tippe in der Kartenauswahl die aufgedeckten Karten an, in der Reihenfolge des Aufdeckens.',
  'ex.picker': 'Kartenauswahl',
  'ex.picker.suits': 'Farbe zum Auswählen',
  'ex.picker.beasts': 'Thiere',
  'ex.picker.help': 'Tippe die Karten in der gespielten Reihenfolge an.',
  'ex.picker.keys': 'Die Pfeiltasten wählen eine Karte, die Eingabetaste legt sie, die Rücktaste nimmt die letzte zurück.',
  'ex.played': 'schon gespielt',
  'ex.suit.first': 'erste gewählte',
  'ex.suit.second': 'zweite gewählte',
  'ex.suit.chosen': 'gewählt',
  'ex.suit.unchosen': 'ungewählt',
  'ex.suit.open': '',
  'ex.need.chosen': 'Lege die gewählten Farben fest, dann siehst du, wer den Stich macht.',
} as const satisfies Translation<typeof en>;
