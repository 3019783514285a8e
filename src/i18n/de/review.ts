import type { review as en } from '../en/review.ts';
import type { Translation } from '../message.ts';

/** Die Wörter von „Übe deine Fehler“: die Wiederholung auf der Lernseite und vor der Prüfung. */
export const review = {
  'review.title': 'Übe deine Fehler',
  'review.due': {
    plural: 'count',
    one: 'Eine Frage, die du schon einmal falsch beantwortet hast.',
    other: 'Frage {n} von {count}, die du schon einmal falsch beantwortet hast.',
  },
  'review.next': 'Nächster Fehler',
  'review.finish': 'Fertig',
  'review.done':
    'Für heute geschafft: diesmal {right} von {count} richtig. Was du richtig beantwortest, kommt nach ein paar Tagen wieder, dann nach längerer Zeit; was du verfehlst, kommt morgen wieder.',
  'review.later': {
    plural: 'count',
    one: 'Einer deiner Fehler kommt an einem späteren Tag wieder, damit du ihn noch einmal übst.',
    other: '{count} deiner Fehler kommen an späteren Tagen wieder, damit du sie noch einmal übst.',
  },
} as const satisfies Translation<typeof en>;
