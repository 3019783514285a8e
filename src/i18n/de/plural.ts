/**
 * Counts in running prose, as the style sheet wants them, as formats a message names: `{count:spelled}` writes two to
 * twelve as a word („fünf Karten“; `{count:Spelled}` at the start of a sentence: „Zwei Fragen“), otherwise the number
 * in the page's format; `{count:times}` says how often: „einmal“, „zweimal“ … „zwölfmal“, past that „13-mal“.
 */
const WORDS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
const spelledForms = Object.fromEntries(WORDS.slice(2).map((w, i) => [`=${i + 2}`, w]));
export const formats = {
  'fmt.spelled': { plural: 'n', ...spelledForms, other: '{n}' },
  // „zweimal“ … „zwölfmal“ from the spelled words; „einmal“ is not „einsmal“.
  'fmt.times': { plural: 'n', '=0': '{n}-mal', '=1': 'einmal', other: { over: 'n', at: 13, then: '{n}-mal', else: '{n:spelled}mal' } },
} as const;
