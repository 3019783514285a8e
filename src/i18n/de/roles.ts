import type { roles as en } from '../en/roles.ts';
import type { Translation } from '../message.ts';

/** Das Kartenrollen-Werkzeug (in einer eigenen Datei, damit der Stich-Prüfer diese Wörter nicht mitliefert). */
export const roles = {
  'roles.intro':
    'Lege die beiden gewählten Farben fest und tippe dann eine beliebige Karte an: Du siehst, was sie in diesem Spiel ist und wovon sie gestochen werden kann.',
  'roles.help': 'Tippe eine Karte an, um zu sehen, was sie ist.',
  'roles.keys': 'Mit den Pfeiltasten gehst du von Karte zu Karte, die Eingabetaste zeigt, was sie ist.',
  'roles.pick': 'Tippe unten eine Karte an.',
  'roles.need.chosen': 'Lege die beiden gewählten Farben fest, dann siehst du, was jede Karte ist.',
  'roles.is': '{card:Nom} ist {role}.',
  // {falls} steht im Nominativ: „eine Ole, ein beliebiger gewählter Steker oder …“. Das Fürwort richtet sich nach dem
  // Wert der Karte ({card}): der König – ihm, das Ass – ihm, die Dame – ihr.
  'roles.led': {
    gender: 'card',
    m: 'Ob ausgespielt oder im Stich vorn: Den Stich abnehmen kann ihm {falls}.',
    f: 'Ob ausgespielt oder im Stich vorn: Den Stich abnehmen kann ihr {falls}.',
    n: 'Ob ausgespielt oder im Stich vorn: Den Stich abnehmen kann ihm {falls}.',
  },
  'roles.beaten': {
    plural: 'count',
    '=0': {
      gender: 'card',
      m: 'Keine Karte kann ihm den Stich abnehmen.',
      f: 'Keine Karte kann ihr den Stich abnehmen.',
      n: 'Keine Karte kann ihm den Stich abnehmen.',
    },
    one: {
      gender: 'card',
      m: 'Eine Karte kann ihm den Stich abnehmen:',
      f: 'Eine Karte kann ihr den Stich abnehmen:',
      n: 'Eine Karte kann ihm den Stich abnehmen:',
    },
    // Über zwölf steht die Zahl als Ziffer, also nicht am Satzanfang.
    other: {
      over: 'count',
      at: 13,
      then: {
        gender: 'card',
        m: 'Den Stich abnehmen können ihm {count} Karten:',
        f: 'Den Stich abnehmen können ihr {count} Karten:',
        n: 'Den Stich abnehmen können ihm {count} Karten:',
      },
      else: {
        gender: 'card',
        m: '{count:Spelled} Karten können ihm den Stich abnehmen:',
        f: '{count:Spelled} Karten können ihr den Stich abnehmen:',
        n: '{count:Spelled} Karten können ihm den Stich abnehmen:',
      },
    },
  },
  'roles.beats': {
    plural: 'count',
    one: {
      gender: 'card',
      m: 'Kommt er später in den Stich, nimmt er einer anderen Karte den Stich ab.',
      f: 'Kommt sie später in den Stich, nimmt sie einer anderen Karte den Stich ab.',
      n: 'Kommt es später in den Stich, nimmt es einer anderen Karte den Stich ab.',
    },
    other: {
      gender: 'card',
      m: 'Kommt er später in den Stich, nimmt er {count:spelled} anderen Karten den Stich ab.',
      f: 'Kommt sie später in den Stich, nimmt sie {count:spelled} anderen Karten den Stich ab.',
      n: 'Kommt es später in den Stich, nimmt es {count:spelled} anderen Karten den Stich ab.',
    },
  },
  'roles.beats.none': {
    gender: 'card',
    m: 'Kommt er nach der ausgespielten Karte, nimmt er keiner Karte den Stich ab.',
    f: 'Kommt sie nach der ausgespielten Karte, nimmt sie keiner Karte den Stich ab.',
    n: 'Kommt es nach der ausgespielten Karte, nimmt es keiner Karte den Stich ab.',
  },
} as const satisfies Translation<typeof en>;
