import { units } from './units.ts';
import type { quiz as en } from '../en/quiz.ts';
import type { Translation } from '../message.ts';

/** „es wurde zweimal gedreht und gesehen“: wie oft ein Drehen gesehen wurde, als Satz. */
const seen = { plural: 'turns', '=0': 'es wurde nicht gedreht', other: 'es wurde {turns:times} gedreht und gesehen' } as const;

/** Übungen, Drills, Kursfortschritt und Einsatzrechner (die Prüfung und das Diplom stehen in de/exam.ts). */
export const quiz = {
  ...units,
  'q.variant': 'Spielweise: {variant}. ',
  'q.chosen': '{first} und {second} sind gewählt. ',
  'q.role': 'Was ist {card:nom} in diesem Spiel?',
  'q.role.explain': '{card:Nom} ist {role}.',
  'q.winner': 'Die Karten werden in dieser Reihenfolge gespielt: {cards}. Welche Karte macht den Stich?',
  'q.beats': '{led:Nom} wird ausgespielt, als Nächstes kommt {card:nom}. Macht {card:nom} den Stich?',
  'q.play': 'Der Stich bisher: {cards}. Mit welcher Karte aus deiner Hand machst du ihn?',
  'q.play.winners': 'Karten aus deiner Hand, die den Stich machen: {cards}.',
  'q.play.none': 'Keine Karte aus deiner Hand macht den Stich.',
  'q.turnups': 'Der Geber deckt {cards} auf. Welche Farben sind gewählt?',
  'q.turnups.explain':
    'Die erste aufgedeckte Karte bestimmt die erste gewählte Farbe. Kommt danach dieselbe Farbe, deckt der Geber weiter auf, bis eine andere erscheint. Also ist {first} die erste gewählte Farbe und {second} die zweite.',
  'q.turnups.throwin': 'Viermal hintereinander dieselbe Farbe: Das Spiel wird eingeworfen, und derselbe Geber gibt neu.',
  'q.ten': 'Aufgedeckt sind {cards}. Du hast {give:acc} auf der Hand. Darfst du diese Karte gegen {take:acc} tauschen?',
  'q.ten.yes':
    'Ja: {give:Nom} wird gegen eine aufgedeckte Karte ihrer eigenen gewählten Farbe getauscht, und von der ersten Farbe darfst du jede aufgedeckte Karte nehmen, also auch {take:acc}.',
  'q.ten.no':
    'Nein: {give:Nom} darf nur gegen eine aufgedeckte Karte ihrer eigenen gewählten Farbe getauscht werden, die noch offen liegt – und {take:nom} ist keine solche.',
  'q.ole': 'Aufgedeckt sind {cards}. Die Ole, die genommen werden kann, ist {ole:nom}. {queen} {king} Wer darf sie nehmen?',
  'q.ole.queen.held': 'Ein Spieler hat die Dame ihrer Farbe auf der Hand.',
  'q.ole.queen.stock': 'Die Dame ihrer Farbe liegt schlafend im Stock.',
  'q.ole.queen.turned': 'Die Dame ihrer Farbe wurde aufgedeckt.',
  'q.ole.king.held': 'Ein Spieler hat den König auf der Hand.',
  'q.ole.king.stock': 'Auch der König liegt im Stock.',
  'q.ole.queen': 'Wer die Dame ihrer Farbe hat, nimmt die Ole und gibt dafür die Dame ab.',
  'q.ole.king': 'Niemand hat die Dame auf der Hand, also geht ihr Recht auf den Spieler über, der den König hat.',
  'q.ole.nobody.not-held': 'Niemand darf sie nehmen: Weder die Dame noch der König ihrer Farbe ist in der Hand eines Spielers, also bleibt sie, wo sie ist.',
  'q.ole.nobody.unchosen':
    'Niemand darf sie nehmen: Nach diesen Regeln geht eine Ole, die der Abheber offen hinlegt, nur an die Dame einer gewählten Farbe. Ihre Farbe ist aber nicht gewählt, also bleibt sie auf dem Tisch liegen.',
  'choice.ole.queen': 'wer die Dame hat',
  'choice.ole.king': 'wer den König hat',
  'choice.ole.nobody': 'niemand',
  'q.stakes.game': ['Eine Partei macht fünf Stiche; ', seen, '. Was ist das Spiel wert?'],
  'q.stakes.jann': ['Eine Partei macht die ersten fünf Stiche, einen Jann; ', seen, '. Was ist das Spiel wert?'],
  'q.stakes.march': ['Eine Partei macht alle neun Stiche, einen Durchmarsch; ', seen, '. Was ist das Spiel wert?'],
  'q.stakes.failed-march': ['Eine Partei spielt auf den Durchmarsch weiter und verliert einen Stich; ', seen, '. Was zahlt diese Partei?'],
  'q.stakes.ran': {
    plural: 'turns',
    '=0': 'Beim ersten Drehen läuft eine Partei davon. Was zahlt sie?',
    other: 'Es wurde {turns:times} gedreht und gesehen; beim nächsten Drehen läuft eine Partei davon. Was zahlt sie?',
  },
  // Zu fünft, der Geber allein gegen vier: Jeder der vier zahlt dem Geber, oder der Geber zahlt jedem von ihnen.
  'q.stakes5.dealer.game': ['Zu fünft, der Geber spielt allein: Er macht vier Stiche; ', seen, '. Was zahlt ihm jeder seiner vier Gegner?'],
  'q.stakes5.dealer.jann': [
    'Zu fünft, der Geber spielt allein: Er macht die ersten vier Stiche, einen Jann; ',
    seen,
    '. Was zahlt ihm jeder seiner vier Gegner?',
  ],
  'q.stakes5.dealer.march': ['Zu fünft, der Geber spielt allein: Er macht jeden Stich, einen Durchmarsch; ', seen, '. Was zahlt ihm jeder seiner vier Gegner?'],
  'q.stakes5.dealer.failed-march': [
    'Zu fünft, der Geber spielt allein: Nach seinem Jann spielt er auf den Durchmarsch weiter und verliert einen Stich; ',
    seen,
    '. Was zahlt er jedem seiner vier Gegner?',
  ],
  'q.stakes5.dealer.ran': {
    plural: 'turns',
    '=0': 'Zu fünft, der Geber spielt allein: Beim ersten Drehen läuft er davon. Was zahlt er jedem seiner vier Gegner?',
    other:
      'Zu fünft, der Geber spielt allein: Es wurde {turns:times} gedreht und gesehen; beim nächsten Drehen läuft er davon. Was zahlt er jedem seiner vier Gegner?',
  },
  'q.stakes5.defenders.game': [
    'Zu fünft, der Geber spielt allein: Seine vier Gegner machen fünf Stiche, bevor er vier hat; ',
    seen,
    '. Was zahlt der Geber jedem von ihnen?',
  ],
  'q.stakes5.defenders.jann': [
    'Zu fünft, der Geber spielt allein: Seine vier Gegner machen die ersten fünf Stiche, einen Jann; ',
    seen,
    '. Was zahlt der Geber jedem von ihnen?',
  ],
  'q.stakes5.defenders.march': [
    'Zu fünft, der Geber spielt allein: Seine vier Gegner machen alle neun Stiche, einen Durchmarsch; ',
    seen,
    '. Was zahlt der Geber jedem von ihnen?',
  ],
  'q.stakes5.defenders.failed-march': [
    'Zu fünft, der Geber spielt allein: Nach ihrem Jann spielen seine vier Gegner auf den Durchmarsch weiter und verlieren einen Stich; ',
    seen,
    '. Was zahlt jeder von ihnen dem Geber?',
  ],
  'q.stakes5.defenders.ran': {
    plural: 'turns',
    '=0': 'Zu fünft, der Geber spielt allein: Beim ersten Drehen laufen seine vier Gegner davon. Was zahlt jeder von ihnen dem Geber?',
    other:
      'Zu fünft, der Geber spielt allein: Es wurde {turns:times} gedreht und gesehen; beim nächsten Drehen laufen seine vier Gegner davon. Was zahlt jeder von ihnen dem Geber?',
  },
  'q.stakes.explain': 'Das macht {sum}: {parts}.',
  'q.stakes.explain.one': 'Das macht {parts}.',
  'part.game': '{amount} für das Spiel',
  'part.jann': '{amount} für den Jann',
  'part.march': '{amount} für den Durchmarsch',
  'part.turns': { plural: 'count', '=1': '{amount} für ein gesehenes Drehen', other: '{amount} für {count:spelled} gesehene Drehen' },
  'choice.ole': 'eine Ole',
  'choice.beater': 'ein gewählter Steker',
  'choice.seven': 'die gewählte Sieben',
  'choice.free-card': 'eine Freikarte',
  'choice.chosen-plain': 'König, Dame oder Zehn einer gewählten Farbe',
  'choice.dog': 'der Hund',
  'choice.unchosen-ace': 'ein ungewähltes Ass',
  'choice.unchosen-court': 'König, Dame oder Bube einer ungewählten Farbe',
  'choice.dud': 'eine Schietkarte oder niedrige Karte',
  'choice.yes': 'Ja',
  'choice.no': 'Nein',
  'choice.throwin': 'Keine: Das Spiel wird eingeworfen',
  'choice.suits': '{first}, dann {second}',
  'quiz.right': 'Richtig.',
  'quiz.wrong': 'Nicht ganz.',
  'quiz.again': 'Noch einmal versuchen',
  'quiz.mark.wrong': 'Deine Antwort, falsch',
  'quiz.mark.yours': 'Deine Antwort, richtig',
  'quiz.mark.right': 'Richtige Antwort',
  'quiz.says.right': 'Richtige Antwort: {right}.',
  'progress.stored.not-json': 'Dein gespeicherter Fortschritt auf diesem Gerät ließ sich nicht lesen, darum fängst du von vorn an.',
  'progress.stored.bad-shape': 'Dein gespeicherter Fortschritt auf diesem Gerät war beschädigt, darum fängst du von vorn an.',
  'progress.stored.old-version': 'Dein gespeicherter Fortschritt stammt aus einer älteren Fassung dieser Website, darum fängst du von vorn an.',
  'drill.roles': 'Training: Was ist diese Karte?',
  'drill.winner': 'Training: Wer macht diesen Stich?',
  'drill.level': 'Stufe {level} von {max}',
  'drill.score': '{right} von {total} richtig',
  'drill.next': 'Nächste Frage',
  'drill.skip': 'Diese Frage überspringen',
  'course.score': '{done} von {total} richtig',
} as const satisfies Translation<typeof en>;
