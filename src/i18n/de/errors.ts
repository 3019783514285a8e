import type { errors as en } from '../en/errors.ts';
import type { Translation } from '../message.ts';
import { omittedRanks } from './omitted.ts';

/** Was das Regelmodul ablehnt, ein Satz je Fehlercode. */
const sentences = {
  'error.bad-input': 'Das ist kein Stich: Nötig sind eine Spielweise, zwei gewählte Farben und eine Liste von Karten.',
  'error.bad-chosen': {
    plural: 'count',
    '=1': 'Dieses Spiel hat eine gewählte Farbe: Wähle eine aus C, S, H und D (im Link steht C für Kreuz, S für Pik, H für Herz und D für Karo).',
    other: 'Wähle zwei verschiedene Farben aus C, S, H und D als gewählte Farben (im Link steht C für Kreuz, S für Pik, H für Herz und D für Karo).',
  },
  'error.empty-trick': 'Ein Stich braucht mindestens eine Karte.',
  'error.too-many-cards': 'Ein Stich hat hier höchstens {max:spelled} Karten, eine von jedem Spieler, nicht {count:spelled}.',
  'error.bad-card':
    '„{card}“ ist keine Karte. Schreib erst den Rang, dann die Farbe, etwa TD für die Karo-Zehn oder 4C für die Kreuz-Vier (im Link steht T für die Zehn, J für den Buben und Q für die Dame; C, S, H und D für Kreuz, Pik, Herz und Karo).',
  'error.not-in-pack': '{card} gehört nicht zum Blatt dieser Spielweise: Sie spielt ohne {omitted:ranks}.',
  'error.duplicate-card': '{card} wird zweimal gespielt, doch jede Karte gibt es im Blatt nur einmal.',
  'error.too-few-turn-ups': 'Um die gewählten Farben aufzudecken, fehlt nach {count:spelled} Karten noch eine.',
  'error.bad-deck': 'Ein Spiel braucht das ganze Blatt dieser Spielweise, {size} verschiedene Karten, in einer Reihenfolge.',
  // Ein gespieltes Spiel: die Züge, die die Regeln ablehnen (src/rules/play.ts).
  'error.bad-action': '„{action}“ ist kein Zug, den ein Spieler machen kann.',
  'error.deal-over': 'Dieses Spiel ist zu Ende: Jetzt wird neu gegeben.',
  'error.not-now': 'Das geht an dieser Stelle des Spiels nicht.',
  'error.not-your-turn': 'Ein anderer Spieler ist an der Reihe.',
  'error.card-not-held': '{card} hat dieser Spieler nicht auf der Hand.',
  'error.no-exchange': '{give} lässt sich nicht gegen {take} tauschen: Nur der angebotene Tausch ist möglich.',
  'error.double-exchange': '{card} kam für eine Zehn auf die Hand und darf nicht auch noch eine Ole holen: Doppelt tauschen ist nicht erlaubt.',
  'error.cannot-turn':
    'Drehen kann man nur die Karte, mit der man einen Stich ausspielt, und im Spiel von 1924 erst nach zwei gewonnenen Stichen und noch einmal nach vier.',
  // Ein Spiel der Familie (src/rules/family-deal.ts).
  'error.may-not-lead': 'Mit {card} darf man nicht zum ersten Stich ausspielen.',
  'error.not-director': 'Nur der Anführer einer Partei darf das Spiel aufgeben.',
} as const satisfies Translation<typeof en>;
export const errors = { ...omittedRanks, ...sentences };
