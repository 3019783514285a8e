import type { roles as en } from '../en/roles.ts';
import type { Translation } from '../message.ts';

/** Das Kartenrollen-Werkzeug (in einer eigenen Datei, damit der Stich-Prüfer diese Wörter nicht mitliefert). */
export const roles = {
  'roles.intro':
    'Lege die beiden gewählten Farben fest und tippe dann eine beliebige Karte an: Du siehst, was sie in diesem Spiel ist und wovon sie gestochen werden kann.',
  'roles.help': 'Tippe eine Karte an oder wähle sie mit den Pfeiltasten und drücke die Eingabetaste, um zu sehen, was sie ist.',
  'roles.pick': 'Tippe unten eine Karte an.',
  'roles.need.chosen': 'Lege die beiden gewählten Farben fest, dann siehst du, was jede Karte ist.',
  'roles.is': '{card:Nom} ist {role}.',
  // {falls} steht im Nominativ: „eine Ole, ein beliebiger gewählter Steker oder …“.
  'roles.led': 'Ob ausgespielt oder im Stich vorn: Den Stich abnehmen kann ihr {falls}.',
  'roles.beaten': {
    plural: 'count',
    '=0': 'Keine Karte kann ihr den Stich abnehmen.',
    one: 'Eine Karte kann ihr den Stich abnehmen:',
    other: '{count:Spelled} Karten können ihr den Stich abnehmen:',
  },
  'roles.beats': {
    plural: 'count',
    one: 'Kommt sie später in den Stich, nimmt sie einer anderen Karte den Stich ab.',
    other: `Kommt sie später in den Stich, nimmt sie {count:spelled} anderen Karten den Stich ab.`,
  },
  'roles.beats.none': 'Kommt sie nach der ausgespielten Karte, nimmt sie keiner Karte den Stich ab.',
} as const satisfies Translation<typeof en>;
