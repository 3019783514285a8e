import type { FamilyCard } from '../rules/index.ts';
import type { Lang } from './lang.ts';

/** A grammatical case, for the German article and form of a card or rank: nominative, accusative, dative, genitive. */
export type GrammaticalCase = 'nom' | 'acc' | 'dat' | 'gen';
/**
 * A piece of a sentence: words, or a card that renderers show as a card with its spoken name (in a case, where
 * the sentence declines it: „mit dem Pik-Buben“). Words that name a rank carry its code and pack, so that a
 * German message takes the article and the case from data (de/grammar.ts), not from the translated word.
 */
export type Segment =
  { readonly text: string; readonly rank?: string; readonly style?: string } | { readonly card: FamilyCard; readonly case?: GrammaticalCase };
export type Param = string | number | readonly Segment[];
export type Params = Readonly<Record<string, Param>>;

/**
 * One message: a whole sentence with {named} parameters, or a function that chooses the sentence
 * (a plural or grammatical form) from the parameters and returns it, still with its {parameters}.
 */
export type Message = string | ((params: Params, lang: Lang) => string);

/** A part of the catalog in another language: exactly the same keys, each a sentence or a form chooser. */
export type Translation<T> = { readonly [K in keyof T]: Message };

const pluralRules = new Map<Lang, Intl.PluralRules>();
/** The plural form a language uses for a count ("one", "other", …). */
export function pluralForm(lang: Lang, count: number): Intl.LDMLPluralRule {
  // English and German count whole numbers alike (one for ±1, other for the rest), so a whole count needs no
  // Intl.PluralRules: building one cost a few milliseconds of a table's first draw (a test holds this to Intl).
  if (Number.isInteger(count)) return Math.abs(count) === 1 ? 'one' : 'other';
  let rules = pluralRules.get(lang);
  if (!rules) pluralRules.set(lang, (rules = new Intl.PluralRules(lang)));
  return rules.select(count);
}
/** Chooses the sentence for a count: `plural(p.count, lang, { one: '…', other: '…' })`. */
export const plural = (count: Param | undefined, lang: Lang, forms: { readonly one?: string; readonly other: string }): string =>
  (typeof count === 'number' && pluralForm(lang, count) === 'one' ? forms.one : undefined) ?? forms.other;
