import type { coach as en } from '../en/coach.ts';
import type { Translation } from '../message.ts';

/** "clearly" in the look back's lines, for a move whose cost is past twice the weighing's margin. */
const CLEARLY = { select: 'sure', clearly: 'deutlich ', other: '' } as const;
/** What a hand like the learner's did against a turn in the trial deals ("never" and "always" at 0 and 100). */
const WON = {
  plural: 'chance',
  '=0': 'Eine Hand wie deine gewann in den Probespielen nie',
  '=100': 'Eine Hand wie deine gewann in den Probespielen immer',
  other: 'Eine Hand wie deine gewann {chance} von 100 Probespielen',
} as const;
/** Who turned: „vom Geber“, but „von Süd“, „von Spieler 3“. */
const FROM = { select: 'seat', Geber: 'vom Geber', other: 'von {seat}' } as const;
/** How often the march came off in the trial deals. */
const MARCHED = {
  plural: 'chance',
  '=0': 'Der Durchmarsch gelang in den Probespielen nie',
  '=100': 'Der Durchmarsch gelang in den Probespielen immer',
  other: 'Der Durchmarsch gelang in {chance} von 100 Probespielen',
} as const;

/** Die Worte des Trainers am Tisch: die Sätze des Tipps, ihre Gründe und die Zeilen des Rückblicks (geladen, wenn er zum ersten Mal spricht). */
export const coach = {
  'play.hint.card': [
    {
      select: 'sign',
      up: '{card}: bringt eurer Partei etwa {amount} pro Spiel',
      down: '{card}: kostet eure Partei etwa {amount} pro Spiel',
      other: '{card}: für eure Partei etwa ausgeglichen',
    },
    {
      plural: 'chance',
      '=0': '; gewonnen wird damit in den Probespielen nie',
      '=100': '; gewonnen wird damit in den Probespielen immer',
      other: '; gewonnen in {chance} von 100 Probespielen',
    },
  ],
  'play.hint.choice': {
    select: 'sign',
    up: '{choice}: bringt eurer Partei etwa {amount} pro Spiel',
    down: '{choice}: kostet eure Partei etwa {amount} pro Spiel',
    other: '{choice}: für eure Partei etwa ausgeglichen',
  },
  'play.hint.cost': '{next:Nom} würde pro Spiel etwa {amount} kosten.',
  'play.hint.cost.none': '{next:Nom} wäre in den Probespielen etwa so gut.',
  'play.why.last-card': '{card:Nom} ist deine letzte Karte.',
  'play.why.led-seven': '{card:Nom} ist eine gewählte Sieben: Ausgespielt ist sie nicht zu stechen.',
  'play.why.partner-holds': '{seat} hält den Stich: {card:Nom} ist die billigste deiner etwa gleich guten Karten.',
  'play.why.partner-can-take':
    '{seat} schweigt nach dem Ausspiel, und nach altem Brauch heißt das: {seat} kann den Stich machen; {card:nom} ist die billigste deiner etwa gleich guten Karten.',
  'play.why.last-chance': [
    'Der Gegenpartei fehlt nur noch ein Stich: {card:Nom} ',
    {
      plural: 'a',
      '=0': 'macht diesen in den Probespielen nie',
      '=100': 'macht diesen in den Probespielen immer',
      other: 'macht diesen in {a} von 100 Probespielen',
    },
    ', {next:nom} ',
    { plural: 'b', '=0': 'nie', '=100': 'immer', other: 'in {b}' },
    '.',
  ],
  'play.why.jann-guard': [
    'Mit {next:dat} macht die Gegenpartei ',
    {
      plural: 'b',
      '=0': 'in den Probespielen nie einen Jann oder Durchmarsch',
      '=100': 'in den Probespielen immer einen Jann oder Durchmarsch',
      other: 'in {b} von 100 Probespielen einen Jann oder Durchmarsch',
    },
    ', mit {card:dat} ',
    { plural: 'a', '=0': 'nie', '=100': 'immer', other: 'in {a}' },
    '.',
  ],
  'play.why.jann-reach': [
    'Mit {card:dat} macht eure Partei ',
    {
      plural: 'a',
      '=0': 'in den Probespielen nie einen Jann oder Durchmarsch',
      '=100': 'in den Probespielen immer einen Jann oder Durchmarsch',
      other: 'in {a} von 100 Probespielen einen Jann oder Durchmarsch',
    },
    ', mit {next:dat} ',
    { plural: 'b', '=0': 'nie', '=100': 'immer', other: 'in {b}' },
    '.',
  ],
  'play.why.takes-trick': [
    '{card:Nom} ',
    {
      plural: 'a',
      '=0': 'macht diesen Stich in den Probespielen nie',
      '=100': 'macht diesen Stich in den Probespielen immer',
      other: 'macht diesen Stich in {a} von 100 Probespielen',
    },
    ', {next:nom} ',
    { plural: 'b', '=0': 'nie', '=100': 'immer', other: 'in {b}' },
    '.',
  ],
  'play.why.keeps-strong': '{card:Nom} schneidet etwa so gut ab wie {next:nom} und spart die stärkere Karte für später auf.',
  'play.why.cheapest': '{card:Nom} ist die billigste deiner etwa gleich guten Karten.',
  'play.why.about-even': '{card:Nom} und {next:nom} kommen in den Probespielen etwa auf dasselbe hinaus, du kannst also beide spielen.',
  'play.why.wins-more': [
    'Mit {card:dat} gewinnt eure Partei das Spiel ',
    { plural: 'a', '=0': 'in den Probespielen nie', '=100': 'in den Probespielen immer', other: 'in {a} von 100 Probespielen' },
    ', mit {next:dat} ',
    { plural: 'b', '=0': 'nie', '=100': 'immer', other: 'in {b}' },
    '.',
  ],
  'play.why.worth-more': '{card:Nom} und {next:nom} gewinnen etwa gleich oft, aber {card:nom} bringt eurer Partei im Schnitt mehr ein.',
  'play.hint.run': [
    'Lauf davon: Gegen ein Drehen ',
    FROM,
    ' ',
    { plural: 'chance', '=0': 'gewinnt eine Hand wie deine in den Probespielen nie', other: 'gewinnt eine Hand wie deine nur {chance} von 100 Probespielen' },
    '. Davonlaufen kostet {run}, Sehen würde im Schnitt etwa {see} pro Spiel kosten.',
  ],
  'play.hint.see': [
    'Sieh: Gegen ein Drehen ',
    FROM,
    ' ',
    {
      plural: 'chance',
      '=0': 'gewinnt eine Hand wie deine in den Probespielen nie',
      '=100': 'gewinnt eine Hand wie deine in den Probespielen immer',
      other: 'gewinnt eine Hand wie deine {chance} von 100 Probespielen',
    },
    '. ',
    {
      select: 'sign',
      up: 'Sehen bringt eurer Partei im Schnitt etwa {see} pro Spiel',
      down: 'Sehen kostet eure Partei im Schnitt etwa {see} pro Spiel',
      other: 'Sehen geht im Schnitt etwa plus minus null aus',
    },
    ', Davonlaufen würde {run} kosten.',
  ],
  'play.hint.go-on': [
    'Spiel weiter auf den Durchmarsch: ',
    { plural: 'chance', '=100': 'Eure Partei schafft ihn in den Probespielen immer', other: 'Eure Partei schafft ihn in {chance} von 100 Probespielen' },
    '. Weiterspielen bringt im Schnitt etwa {go} pro Spiel, der Jann {stop}.',
  ],
  'play.hint.stop': [
    'Nimm den Jann: ',
    {
      plural: 'chance',
      '=0': 'Den Durchmarsch schafft eure Partei in den Probespielen nie',
      other: 'Den Durchmarsch schafft eure Partei nur in {chance} von 100 Probespielen',
    },
    '. Der Jann bringt {stop}; ',
    {
      select: 'sign',
      up: 'Weiterspielen brächte im Schnitt nur etwa {go} pro Spiel.',
      down: 'Weiterspielen würde im Schnitt etwa {go} pro Spiel kosten.',
      other: 'Weiterspielen ginge im Schnitt etwa plus minus null aus.',
    },
  ],
  'play.hint.turn': [
    'Dreh {card:acc} um: ',
    {
      plural: 'chance',
      '=0': 'Eure Partei gewinnt damit in den Probespielen nie',
      '=100': 'Eure Partei gewinnt damit in den Probespielen immer',
      other: 'Eure Partei gewinnt damit {chance} von 100 Probespielen',
    },
    '. ',
    {
      select: 'turnSign',
      up: 'Drehen bringt im Schnitt etwa {turn} pro Spiel',
      down: 'Drehen kostet im Schnitt etwa {turn} pro Spiel',
      other: 'Drehen geht im Schnitt etwa plus minus null aus',
    },
    ', ',
    {
      select: 'playSign',
      up: 'offenes Ausspielen etwa {play}.',
      down: 'offenes Ausspielen kostet etwa {play}.',
      other: 'offenes Ausspielen geht etwa plus minus null aus.',
    },
  ],
  'play.hint.even.turn': 'Ob du {card:acc} umdrehst oder offen ausspielst, kommt etwa auf dasselbe hinaus: Beides ist recht.',
  'play.hint.even.see': [
    'Sehen und Davonlaufen kommen gegen ein Drehen ',
    FROM,
    ' etwa auf dasselbe hinaus: Eine Hand wie deine ',
    { plural: 'chance', '=0': 'gewinnt in den Probespielen nie', '=100': 'gewinnt in den Probespielen immer', other: 'gewinnt {chance} von 100 Probespielen' },
    '. Davonlaufen kostet {run}.',
  ],
  'play.hint.even.go-on': [
    'Weiterspielen auf den Durchmarsch und den Jann nehmen kommen etwa auf dasselbe hinaus: ',
    {
      plural: 'chance',
      '=0': 'Den Durchmarsch schafft eure Partei in den Probespielen nie',
      '=100': 'Den Durchmarsch schafft eure Partei in den Probespielen immer',
      other: 'Eure Partei schafft den Durchmarsch in {chance} von 100 Probespielen',
    },
    '. Der Jann bringt {stop}.',
  ],
  'play.choice.see': 'Sehen',
  'play.choice.run': 'Davonlaufen',
  'play.choice.go-on': 'Weiterspielen',
  'play.choice.stop': 'Jann nehmen',
  'play.choice.turn': 'Drehen',
  'play.choice.play': 'Offen ausspielen',
  'play.choice.exchange': '{take:acc} nehmen',
  'play.choice.decline': 'Die Karten behalten',
  'play.hint.exchange': [
    'Nimm {take:acc} für {give:acc}: ',
    {
      plural: 'chance',
      '=0': 'Eure Partei gewinnt damit in den Probespielen nie',
      '=100': 'Eure Partei gewinnt damit in den Probespielen immer',
      other: 'Eure Partei gewinnt damit {chance} von 100 Probespielen',
    },
    '. ',
    {
      select: 'sign',
      up: 'Der Tausch bringt eurer Partei im Schnitt etwa {amount} pro Spiel',
      down: 'Auch mit Tausch verliert eure Partei im Schnitt etwa {amount} pro Spiel',
      other: 'Der Tausch geht etwa plus minus null aus',
    },
    '; ',
    {
      select: 'then',
      'keep-up': 'behieltest du {give:acc}, brächte es nur etwa {other}.',
      'keep-down': 'behieltest du {give:acc}, würde es etwa {other} kosten.',
      'take-up': 'mit {next:dat} brächte es nur etwa {other}.',
      'take-down': 'mit {next:dat} würde es etwa {other} kosten.',
      'take-even': 'mit {next:dat} ginge es etwa plus minus null aus.',
      other: 'behieltest du {give:acc}, ginge es etwa plus minus null aus.',
    },
  ],
  'play.hint.keep': [
    'Behalte {give:acc}: ',
    {
      plural: 'chance',
      '=0': 'Ohne Tausch gewinnt eure Partei in den Probespielen nie',
      '=100': 'Ohne Tausch gewinnt eure Partei in den Probespielen immer',
      other: 'Ohne Tausch gewinnt eure Partei {chance} von 100 Probespielen',
    },
    '. ',
    {
      select: 'sign',
      up: 'Behalten bringt eurer Partei im Schnitt etwa {amount} pro Spiel',
      down: 'Auch so verliert eure Partei im Schnitt etwa {amount} pro Spiel',
      other: 'Behalten geht etwa plus minus null aus',
    },
    '; ',
    {
      select: 'otherSign',
      up: 'mit {take:dat} brächte es nur etwa {other}.',
      down: 'mit {take:dat} würde es etwa {other} kosten.',
      other: 'mit {take:dat} ginge es etwa plus minus null aus.',
    },
  ],
  'play.hint.even.keep': 'Ob du {take:acc} nimmst oder {give:acc} behältst, kommt etwa auf dasselbe hinaus: Beides ist recht.',
  'play.hint.even.take': 'Ob du für {give:acc} {take:acc} oder {other:acc} nimmst, kommt etwa auf dasselbe hinaus: Beides ist recht.',
  'play.review.card': ['Stich {trick}: {played:Nom} war ', CLEARLY, 'schlechter als {better:nom} und kostete eure Partei im Schnitt etwa {cost} pro Spiel.'],
  'play.review.turn': [
    'Stich {trick}: {card:Acc} umzudrehen war ',
    CLEARLY,
    'schlechter, als die Karte offen auszuspielen, und kostete eure Partei im Schnitt etwa {cost} pro Spiel.',
  ],
  'play.review.play': [
    'Stich {trick}: {card:Acc} offen auszuspielen war ',
    CLEARLY,
    'schlechter, als die Karte umzudrehen, und kostete eure Partei im Schnitt etwa {cost} pro Spiel.',
  ],
  'play.review.exchange': [
    '{take:Acc} für {give:acc} zu nehmen war ',
    CLEARLY,
    'schlechter, als die Karte zu behalten, und kostete eure Partei im Schnitt etwa {cost} pro Spiel.',
  ],
  'play.review.exchange.other': [
    '{take:Acc} für {give:acc} zu nehmen war ',
    CLEARLY,
    'schlechter, als {better:acc} zu nehmen, und kostete eure Partei im Schnitt etwa {cost} pro Spiel.',
  ],
  'play.review.keep': [
    '{give:Acc} zu behalten war ',
    CLEARLY,
    'schlechter, als {take:acc} dafür zu nehmen, und kostete eure Partei im Schnitt etwa {cost} pro Spiel.',
  ],
  'play.review.see': ['Das Sehen war ', CLEARLY, 'schlechter als Davonlaufen und kostete eure Partei im Schnitt etwa {cost} pro Spiel: ', WON, '.'],
  'play.review.run': ['Das Davonlaufen war ', CLEARLY, 'schlechter als Sehen und kostete eure Partei im Schnitt etwa {cost} pro Spiel: ', WON, '.'],
  'play.review.go-on': [
    'Das Weiterspielen auf den Durchmarsch war ',
    CLEARLY,
    'schlechter, als den Jann zu nehmen, und kostete eure Partei im Schnitt etwa {cost} pro Spiel: ',
    MARCHED,
    '.',
  ],
  'play.review.stop': [
    'Den Jann zu nehmen war ',
    CLEARLY,
    'schlechter als das Weiterspielen auf den Durchmarsch und kostete eure Partei im Schnitt etwa {cost} pro Spiel: ',
    MARCHED,
    '.',
  ],
} as const satisfies Translation<typeof en>;
