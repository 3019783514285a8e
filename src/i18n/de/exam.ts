import type { exam as en } from '../en/exam.ts';
import type { Translation } from '../message.ts';

/** Die Abschlussprüfung und das Übungsdiplom: Nur die Prüfungs- und die Diplomseite laden diese Wörter. */
export const exam = {
  'exam.start': 'Prüfung starten: {size} Fragen',
  'exam.recorded': 'Antwort gespeichert. Du kannst sie ändern, bis du die Prüfung auswerten lässt.',
  'exam.counter': 'Frage {n} von {size}',
  'exam.back': 'Zurück',
  'exam.next': 'Weiter',
  'exam.tocheck': 'Meine Antworten durchsehen',
  'exam.all': 'Alle Fragen: {done} von {size} beantwortet',
  'exam.jump.open': 'Frage {n}, noch nicht beantwortet',
  'exam.jump.answered': 'Frage {n}, beantwortet',
  'exam.check': 'Sieh deine Antworten durch',
  'exam.check.intro':
    'Noch ist nichts ausgewertet, du kannst also jede Antwort noch ändern. Sobald du die Prüfung auswerten lässt, stehen deine Antworten fest, und das Ergebnis zählt.',
  'exam.yours': 'Deine Antwort: {answer}',
  'exam.none': 'Noch nicht beantwortet',
  'exam.change': 'Antwort ändern',
  'exam.left': {
    plural: 'count',
    one: 'Eine Frage ist noch offen. Auswerten lassen kannst du die Prüfung, sobald jede Frage eine Antwort hat.',
    other: `{count:Spelled} Fragen sind noch offen. Auswerten lassen kannst du die Prüfung, sobald jede Frage eine Antwort hat.`,
  },
  'exam.ready': 'Alle {size} Fragen haben eine Antwort.',
  'exam.abandon': 'Diese Prüfung abbrechen',
  'exam.abandon.note': 'Deine Antworten fallen weg, und nichts wird gewertet.',
  'exam.resumed': 'Deine Prüfung geht dort weiter, wo du aufgehört hast.',
  'exam.mark': 'Meine Prüfung auswerten',
  'exam.passed': 'Bestanden: {score} von {size} richtig (nötig waren {pass}).',
  'exam.failed': 'Noch nicht: {score} von {size} richtig, nötig sind {pass}. Lies die Erklärungen und versuch es mit einer neuen Prüfung.',
  'exam.diploma': 'Hol dir dein Übungsdiplom',
  'exam.review': 'Deine Antworten stehen fest. Bei jeder siehst du unten, ob sie richtig war und warum.',
  'exam.wrong': 'Falsche Antworten',
  'exam.again.note': 'Eine neue Prüfung stellt neue Fragen und zählt als neuer Versuch.',
  'exam.again': 'Neue Prüfung ablegen',
  'diploma.name': 'Dein Name',
  'diploma.print': 'Diplom drucken',
  'diploma.label': 'Übungsdiplom',
  'diploma.kicker': 'Übungsdiplom',
  'diploma.noname': 'Hier steht dein Name',
  'diploma.body':
    'hat die Abschlussprüfung des Knüffeln-Kurses in fünf Abenden auf dieser Website bestanden – über die Karten, den Stich, das Geben und das Tauschen, das Spiel mit dem Partner und die Einsätze.',
  'diploma.score': 'Bestes Ergebnis: {score} von {size}, bestanden am {date}.',
  'diploma.disclaimer': 'Ein Übungsdiplom dieser Website, nicht das Diplom des Knüffeln-Kurses in Bohmstedt – das vergibt nur dieser Kurs selbst.',
  'diploma.notyet': 'Das Diplom erscheint hier, sobald du die Abschlussprüfung auf diesem Gerät bestanden hast.',
  'diploma.exam': 'Zur Prüfung',
} as const satisfies Translation<typeof en>;
