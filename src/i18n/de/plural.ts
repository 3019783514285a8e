import type { Params } from '../message.ts';

const WORDS = ['null', 'eins', 'zwei', 'drei', 'vier', 'fünf', 'sechs', 'sieben', 'acht', 'neun', 'zehn', 'elf', 'zwölf'];
/**
 * A count in running prose, as the style sheet wants it: from two to twelve a word („fünf Karten“, „Zwei Fragen“
 * at the start of a sentence), otherwise the {param} itself, which the speaker writes as a number in the page's format.
 */
export function spelled(p: Params, name: string, capital = false): string {
  const n = p[name];
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > 12) return `{${name}}`;
  const word = WORDS[n]!;
  return capital ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/** How often, as the style sheet wants it: „einmal“, „zweimal“ … „zwölfmal“, past that „13-mal“ (the {param} in digits). */
export function spelledTimes(p: Params, name: string): string {
  if (p[name] === 1) return 'einmal';
  const word = spelled(p, name);
  return word.startsWith('{') ? `${word}-mal` : `${word}mal`;
}
