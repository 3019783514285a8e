import type { review as en } from '../en/review.ts';
import type { Translation } from '../message.ts';

/** Die Wörter von „Aus Fehlern lernen“: die Wiederholung auf der Lernseite und vor der Prüfung. */
export const review = {
  'review.title': 'Aus Fehlern lernen',
  'review.due': {
    plural: 'count',
    one: 'Eine Frage, die du schon einmal falsch beantwortet hast.',
    other: 'Fehler {n} von {count}: eine Frage, die du schon einmal falsch beantwortet hast.',
  },
  'review.next': 'Nächster Fehler',
  'review.finish': 'Fertig',
  'review.done':
    'Für heute geschafft: diesmal {right} von {count} richtig. Was du richtig beantwortest, kommt in wachsenden Abständen wieder; was du falsch beantwortest, schon morgen.',
  'review.later': {
    plural: 'count',
    one: 'Einer deiner Fehler kommt an einem späteren Tag zum Üben wieder.',
    other: '{count:Spelled} deiner Fehler kommen an späteren Tagen zum Üben wieder.',
  },
} as const satisfies Translation<typeof en>;
