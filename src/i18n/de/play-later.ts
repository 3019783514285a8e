import type { playLater as en } from '../en/play-later.ts';
import type { Translation } from '../message.ts';

/** Was nur die später geladenen Teile des Spieltischs zeigen: die Einstellungen, das Spiel Zug um Zug, den Rückblick. */
export const playLater = {
  'play.variant': 'Spielweise',
  'play.strength.gentle': 'gemütlich',
  'play.strength.club': 'wie im Verein',
  'play.strength.strong': 'stark',
  'play.fast': 'Die Bots spielen sofort (ohne Pause)',
  'play.new': 'Neue Runde beginnen',
  'play.game': 'Spiel',
  'play.game.four': 'Knüffeln zu viert',
  'play.players': 'Am Tisch',
  'play.players.n': '{n} Spieler',
  'play.game.knueffeln-5': 'Knüffeln zu fünft',
  'play.review.wait': 'Der Trainer schaut auf das Spiel zurück …',
  'play.review.none': 'Im Rückblick kostete keiner deiner Züge eurer Partei viel, gemessen an dem, was du damals wissen konntest.',
  'play.review': 'Im Rückblick kosteten diese Züge eurer Partei am meisten, gemessen an dem, was du damals wissen konntest:',
  'play.review.show': 'Zeig mir die Stelle',
  'play.replay': 'Das Spiel, Zug um Zug',
  'play.replay.where': 'Das Spiel nach Zug {move} von {moves}.',
  'play.replay.start': 'Zum Anfang',
  'play.replay.back': 'Einen Stich zurück',
  'play.replay.next': 'Einen Stich weiter',
  'play.replay.on': 'Ab hier selbst spielen',
  'play.replay.close': 'Zurück zum Tisch',
  'play.replay.card.back': 'Eine Karte zurück',
  'play.replay.card.next': 'Eine Karte weiter',
  'play.replay.hands': 'Die Karten der anderen, offen',
  'play.replay.none': 'keine Karten mehr',
} as const satisfies Translation<typeof en>;
