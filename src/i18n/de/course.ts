import type { course as en } from '../en/course.ts';
import { plural, type Translation } from '../message.ts';

/** Die Kursseite: wie es weitergeht, Fortschritt nach Abenden, Zurücksetzen mit Rückgängig und Fortschritt auf ein anderes Gerät mitnehmen. */
export const course = {
  'course.progress': 'Dein Fortschritt auf diesem Gerät',
  'course.reset.one': 'Diesen Abend zurücksetzen',
  'course.reset.all': 'Alles zurücksetzen',
  'course.total': 'Insgesamt: {done} von {total} Übungen erledigt.',
  'course.exam': 'Bestes Prüfungsergebnis: {best} von 20.',
  'course.start': 'Los geht’s: {title}',
  'course.continue': 'Weiter: {title}',
  'course.pages': '{done} von {total} Seiten erledigt',
  'course.page.done': 'erledigt',
  'course.evening': 'Abend {number}: {title}',
  'course.evening.short': 'Abend {number}',
  'course.exam.go': 'Zur Abschlussprüfung',
  'course.exercises': '{done} von {total} Übungen richtig',
  'course.confirm.one': (p, lang) =>
    plural(p['done'], lang, {
      one: '{evening} zurücksetzen? Die eine richtige Antwort dieses Abends auf diesem Gerät geht verloren.',
      other: '{evening} zurücksetzen? Die {done} richtigen Antworten dieses Abends auf diesem Gerät gehen verloren.',
    }),
  'course.confirm.all': (p, lang) =>
    plural(p['done'], lang, {
      one: 'Alle Lektionen zurücksetzen? Die eine richtige Antwort auf diesem Gerät geht verloren.',
      other: 'Alle Lektionen zurücksetzen? Alle {done} richtigen Antworten auf diesem Gerät gehen verloren.',
    }),
  'course.confirm.exam': 'Auch meine bestandene Prüfung vergessen (bestes Ergebnis {best} von 20)',
  'course.confirm.keepexam': 'Dein Prüfungsergebnis (bestes Ergebnis {best} von 20) bleibt erhalten, außer du setzt das Häkchen.',
  'course.confirm.yes': 'Ja, zurücksetzen',
  'course.confirm.no': 'Fortschritt behalten',
  'course.undone.one': '{evening} wurde zurückgesetzt.',
  'course.undone.all': 'Alle Lektionen wurden zurückgesetzt.',
  'course.undone.exam': 'Alle Lektionen und das Prüfungsergebnis wurden zurückgesetzt.',
  'course.undo': 'Rückgängig',
  'course.undo.done': 'Dein Fortschritt ist wieder da.',
  'progress.refused.empty': 'Füge zuerst einen Fortschrittscode ein.',
  'progress.refused.not-code': 'Das ist kein Fortschrittscode dieser Website. Kopiere den ganzen Code noch einmal, vom ersten bis zum letzten Zeichen.',
  'progress.refused.bad-shape': 'Dieser Fortschrittscode ist beschädigt. Kopiere den ganzen Code noch einmal, vom ersten bis zum letzten Zeichen.',
  'progress.refused.newer-version': 'Dieser Fortschrittscode stammt aus einer neueren Fassung dieser Website. Lade die Seite neu und versuch es noch einmal.',
  'progress.move': 'Fortschritt auf ein anderes Gerät mitnehmen',
  'progress.move.intro':
    'Dein Fortschritt bleibt nur auf diesem Gerät. Kopiere den Code (oder speichere ihn als Datei) und lade ihn auf dem anderen Gerät. Was dort schon erledigt ist, bleibt erledigt.',
  'progress.code': 'Dein Fortschrittscode',
  'progress.copy': 'Code kopieren',
  'progress.copied': 'Der Code ist kopiert.',
  'progress.copy.failed': 'Kopieren hat hier nicht geklappt: Markiere den Code und kopiere ihn selbst.',
  'progress.save': 'Als Datei speichern',
  'progress.paste': 'Fortschrittscode von einem anderen Gerät einfügen',
  'progress.load': 'Code laden',
  'progress.file': 'Oder eine gespeicherte Datei öffnen',
  'progress.loaded': 'Geladen. Du hast jetzt {done} von {total} Übungen richtig.',
  'progress.file.failed': 'Diese Datei ließ sich nicht lesen. Wähle die Datei, die diese Website gespeichert hat.',
} as const satisfies Translation<typeof en>;
