import type { walk as en } from '../en/walk.ts';
import type { Translation } from '../message.ts';

/** Ein Spiel in der Schritt-für-Schritt-Ansicht. */
export const walk = {
  'walk.new.ole': 'Neu geben, mit einer Ole zum Nehmen',
  'walk.new': 'Neu geben, beliebige Karten',
  'walk.hands': 'Die Blätter',
  'walk.chosen': 'Gewählte Farben: zuerst {first}, dann {second}.',
  'walk.prev': 'Vorheriger Schritt',
  'walk.next': 'Nächster Schritt',
  'walk.step': 'Schritt {n} von {total}',
  'walk.four': 'vier Spieler, Ost gibt',
  'walk.five': 'fünf Spieler: Der Geber setzt aus oder nimmt den Stock',
  'walk.s0': 'Jeder bekommt neun Karten, immer drei auf einmal. {count:Spelled} Karten bleiben verdeckt im Stock.',
  'walk.s1': 'Der Geber hat {cards} aufgedeckt.',
  // {cards} mit Artikeln und „und“ („der ♦K und die ♦8“), {count} zählt sie.
  'walk.s1.kept': {
    select: 'n',
    1: {
      plural: 'count',
      one: 'Von der ersten Farbe bleibt {cards} für den Tausch offen liegen.',
      other: 'Von der ersten Farbe bleiben {cards} für den Tausch offen liegen.',
    },
    other: {
      plural: 'count',
      one: 'Von der zweiten Farbe bleibt {cards} für den Tausch offen liegen.',
      other: 'Von der zweiten Farbe bleiben {cards} für den Tausch offen liegen.',
    },
  },
  'walk.s2': 'Die unterste Karte des Stocks ist {card:nom}. Ist sie eine Ole, wird sie gezeigt, und wer die Dame ihrer Farbe hat, darf sie nehmen.',
  'walk.s2.cutter': {
    plural: 'count',
    one: 'Der Abheber hat sich die drei untersten Karten angesehen und die Ole darunter offen hingelegt. Sie geht an den Spieler mit der Dame ihrer Farbe (1924 nur, wenn die Farbe gewählt ist).',
    other: `Der Abheber hat sich die drei untersten Karten angesehen und die {count:spelled} Olen darunter offen hingelegt. Sie gehen an die Spieler mit den Damen ihrer Farben (1924 nur in gewählten Farben).`,
  },
  'walk.s2.cutter.none': 'Der Abheber hat sich die drei untersten Karten angesehen und keine Ole darunter gefunden.',
  'walk.s2.five': 'Zu fünft nimmt niemand die Ole aus dem Stock: Stattdessen darf der Geber den ganzen Stock aufnehmen.',
  'walk.s2.none': 'Diesmal kann keine Ole genommen werden.',
  'walk.ole.queen': '{seat} gibt {give:acc} ab und nimmt dafür {take:acc}.',
  'walk.ole.king': 'Niemand hat die Dame, also gibt {seat} {give:acc} ab und nimmt dafür {take:acc}.',
  'walk.note.double':
    '{seat} darf {court:acc} für {give:acc} nehmen, aber eine so erhaltene Karte darf dann nicht mehr gegen {ole:acc} getauscht werden: Doppelt getauscht wird nicht.',
  'walk.stays.unchosen': '{ole:Nom} bleibt auf dem Tisch liegen: Ihre Farbe ist nicht gewählt, also darf keine Dame sie nehmen.',
  'walk.stays.not-held': '{ole:Nom} bleibt, wo sie ist: Kein Spieler hat die Dame oder den König ihrer Farbe.',
  'walk.s3': 'Jetzt darf die gewählte Zehn (1924 der Hund) gegen eine aufgedeckte Karte ihrer Farbe getauscht werden.',
  'walk.s3.none': 'Diesmal hat niemand eine gewählte Zehn.',
  'walk.ten': '{seat} darf {give:acc} gegen {options} tauschen.',
  'walk.stock': 'Der Geber darf den Stock aufnehmen und allein gegen die vier spielen.',
} as const satisfies Translation<typeof en>;
