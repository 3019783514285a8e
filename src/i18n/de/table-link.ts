import type { tableLink as en } from '../en/table-link.ts';
import type { Translation } from '../message.ts';

/** Was an einem Link zum Spieltisch nicht stimmt, an jedem Tisch gesagt (nur mit einem solchen Link geladen: features/play/link-words.ts). */
export const tableLink = {
  'play.link.unknown-game': 'Dieser Link nennt ein Spiel, das hier nicht gegeben wird. Stattdessen liegt ein neues Spiel Knüffeln bereit.',
  'play.link.bad-start':
    'Das Spiel in diesem Link ließ sich nicht lesen (Startwert, Nummer oder Geber stimmen nicht). Stattdessen liegt ein neues Spiel bereit.',
  'play.link.bad-move': 'Zug {at} in diesem Link ist an dieser Stelle nach den Regeln nicht erlaubt. Das Spiel steht so, wie es vor diesem Zug war.',
  'play.link.unknown-variant':
    'Dieser Link nennt eine Spielweise, die der Tisch nicht kennt: Gespielt wird nach der üblichen Spielweise des Tisches ({rules}), soweit die Züge gültig sind.',
  'play.link.bad-seed': 'Der Startwert in diesem Link ließ sich nicht lesen. Stattdessen liegt ein neues Spiel bereit.',
  'play.link.bad-deal-number':
    'Die Spielnummer in diesem Link ließ sich nicht lesen: Das Spiel wird als erstes Spiel der Runde gezeigt, soweit seine Züge gültig sind.',
  'play.link.bad-dealer': 'Der Geber in diesem Link ließ sich nicht lesen: {dealer} gibt, und das Spiel wird gezeigt, soweit seine Züge gültig sind.',
  'play.link.bad-deck': 'Die Karten in diesem Link ließen sich nicht lesen: Das Spiel wird stattdessen nach seinem Startwert gegeben, ohne seine Züge.',
  'play.link.bad-talk':
    'Was am Tisch gesagt wurde, ließ sich nicht ganz lesen: Das Spiel wird mit dem gezeigt, was vor dem ersten unlesbaren Wort gesagt wurde.',
} as const satisfies Translation<typeof en>;
