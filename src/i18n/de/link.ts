import type { link as en } from '../en/link.ts';
import type { Translation } from '../message.ts';
import { omittedRanks } from './omitted.ts';

/** Was an einem geteilten Stich-Link nicht stimmen kann: Nur die Seite des Stich-Prüfers liest Links. */
const sentences = {
  'problem.dismiss': 'Schließen',
  'problem.intro': 'Dieser Link ließ sich nicht vollständig laden:',
  'problem.unknown-variant': 'Er nennt eine Spielweise „{variant}“, die diese Website nicht kennt; deshalb gilt die Bohmstedter Spielweise.',
  'problem.bad-players': {
    select: 'allowed',
    '4/6': 'Er verlangt {players:spelled} Spieler, aber dieses Spiel spielt man zu viert oder zu sechst; deshalb sind es vier.',
    other: 'Er verlangt {players:spelled} Spieler, aber Knüffeln spielt man zu viert oder, mit dem Geber allein, zu fünft; deshalb sind es vier.',
  },
  'problem.four-only': 'Er verlangt {players:spelled} Spieler, aber diese Spielweise spielt man nur zu viert; deshalb sind es vier.',
  'problem.bad-chosen': {
    plural: 'count',
    '=1': 'Seine gewählte Farbe „{chosen}“ ist keine Farbe aus C, S, H und D: Lege sie unten fest.',
    other: 'Seine gewählten Farben „{chosen}“ sind keine zwei verschiedenen Farben aus C, S, H und D: Lege sie unten fest.',
  },
  'problem.not-in-game': '{card:Nom} ist keine Karte des {game}s und wurde weggelassen.',
  'problem.bad-kaisers': '„{kaisers}“ ist keine Liste von Bannern (TC, TS, TH, TD), die man als Kaiser ansagen kann; deshalb sind alle vier angesagt.',
  'problem.bad-lead': 'Den ausspielenden Platz „{lead}“ gibt es an diesem Tisch nicht; deshalb spielt der erste Platz aus.',
  'problem.bad-card':
    '„{card}“ ist kein Kartenkürzel und wurde weggelassen. Ein Kürzel nennt erst den Rang, dann die Farbe, etwa TD für die Karo-Zehn oder 4C für die Kreuz-Vier (T steht für die Zehn, J für den Buben, Q für die Dame; C, S, H und D für Kreuz, Pik, Herz und Karo).',
  'problem.not-in-pack': '{card:Nom} gehört nicht zum Blatt dieser Spielweise, die ohne {omitted:ranks} spielt, und wurde weggelassen.',
  'problem.duplicate-card': 'Die Karte {card} kommt zweimal vor, im Blatt gibt es sie aber nur einmal; die zweite wurde weggelassen.',
  'problem.too-many-cards-for-players':
    'Ein Stich hat eine Karte von jedem der {players:spelled} Spieler; alle Karten nach den ersten {players:spelled} wurden weggelassen.',
  'problem.bad-names': 'Er hat {count} Namen für {players} Spieler; die übrigen Namen wurden weggelassen.',
} as const satisfies Translation<typeof en>;
export const link = { ...omittedRanks, ...sentences };
