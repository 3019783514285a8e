import type { errors as en } from '../en/errors.ts';
import type { Translation } from '../message.ts';
import { withoutRanks } from './plural.ts';

/** Was das Regelmodul ablehnt, ein Satz je Fehlercode. */
export const errors = {
  'error.bad-input': 'Das ist kein Stich: Nötig sind eine Variante, zwei gewählte Farben und eine Liste von Karten.',
  'error.bad-chosen': (p) =>
    p['count'] === 1
      ? 'Dieses Spiel hat eine gewählte Farbe: Wähle eine aus C, S, H und D.'
      : 'Wähle zwei verschiedene Farben aus C, S, H und D als gewählte Farben.',
  'error.empty-trick': 'Ein Stich braucht mindestens eine Karte.',
  'error.too-many-cards': 'Ein Stich hat hier höchstens {max} Karten, eine von jedem Spieler, nicht {count}.',
  'error.bad-card': '„{card}“ ist keine Karte. Schreib erst den Rang, dann die Farbe, etwa TD für Karo Zehn oder 4C für Kreuz Vier.',
  'error.not-in-pack': (p) => `{card} gehört nicht zum Blatt dieser Variante: Sie spielt ohne ${withoutRanks(p['omitted'])}.`,
  'error.duplicate-card': '{card} wird zweimal gespielt, doch jede Karte gibt es im Blatt nur einmal.',
  'error.too-few-turn-ups': 'Um die gewählten Farben aufzudecken, fehlt nach {count} Karten noch eine.',
  'error.bad-deck': 'Ein Spiel braucht das ganze Blatt dieser Variante, {size} verschiedene Karten, in einer Reihenfolge.',
} as const satisfies Translation<typeof en>;
