import type { FamilyCard } from '../rules/index.ts';
import type { Lang } from './lang.ts';

/** A grammatical case, for the German article and form of a card or rank: nominative, accusative, dative, genitive. */
export type GrammaticalCase = 'nom' | 'acc' | 'dat' | 'gen';
/** A grammatical gender, for the German article and an adjective's ending before a rank (der Bube, die Dame, das Ass). */
export type Gender = 'm' | 'f' | 'n';
/**
 * A piece of a sentence: words, or a card that renderers show as a card with its spoken name (in a case, where
 * the sentence declines it: „mit dem Pik-Buben“). Words that name a rank carry its code and pack, so that a
 * German message takes the article and the case from data (de/grammar.ts), not from the translated word.
 */
export type Segment =
  | { readonly text: string; readonly rank?: string; readonly style?: string }
  /** a card, named in a case; `bare`: its article is written before it (a beast's: „den [Tolle]“), so its name is said without it */
  | { readonly card: FamilyCard; readonly case?: GrammaticalCase; readonly bare?: boolean };
export type Param = string | number | readonly Segment[];
export type Params = Readonly<Record<string, Param>>;

/**
 * One message as data, so that an island can be given its words as a prop: a sentence with {named} parameters
 * (`{count:spelled}` writes the parameter through the catalog's 'fmt.spelled', `{amount:euro}` as money, `{card:dat}`
 * declines a card, `{rank:datnoun}` gives the noun alone for „zum/zur“), pieces said one after the other, or a choice between forms by a parameter:
 * - `{ plural: 'count', one: '1 card', other: '{count} cards' }`: the language's plural rule, an exact count first (`'=0'`);
 * - `{ select: 'id', 'de-beste': '…', other: '…' }`: a word the code passes (an Ole's id), a rank parameter's code, or
 *   `'*'` for any value that is set;
 * - `{ gender: 'rank', m: 'gewählter', f: 'gewählte', n: 'gewähltes' }`: the gender of the rank a parameter names,
 *   from the catalog's noun table (de/grammar.ts), keyed by the rank's code;
 * - `{ over: 'amount', at: 100, then: '{amount:euro}', else: '{amount} cents' }`: whether a number's size reaches `at`.
 */
export type Message = string | readonly Message[] | PluralMessage | SelectMessage | GenderMessage | OverMessage;
export interface PluralMessage {
  readonly plural: string;
  readonly other: Message;
  readonly [form: string]: Message;
}
export interface SelectMessage {
  readonly select: string;
  readonly other: Message;
  readonly [value: string]: Message;
}
export interface GenderMessage {
  readonly gender: string;
  readonly m: Message;
  readonly f: Message;
  readonly n: Message;
}
export interface OverMessage {
  readonly over: string;
  readonly at: number;
  readonly then: Message;
  readonly else: Message;
}
/** A page-only message may still be a function that chooses its sentence (page catalogs never travel to the browser). */
export type PageMessage = Message | ((params: Params, lang: Lang) => string);

/** A part of the catalog in another language: exactly the same keys, each a message. */
export type Translation<T> = { readonly [K in keyof T]: Message };
/** A part of a page-only catalog in another language. */
export type PageTranslation<T> = { readonly [K in keyof T]: PageMessage };

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
/** Chooses the sentence for a count: `plural(p.count, lang, { one: '…', other: '…' })` (page-only messages). */
export const plural = (count: Param | undefined, lang: Lang, forms: { readonly one?: string; readonly other: string }): string =>
  (typeof count === 'number' && pluralForm(lang, count) === 'one' ? forms.one : undefined) ?? forms.other;

/**
 * A message's template for these parameters: its forms chosen, its pieces joined, its {parameters} still in it.
 * `genderOf` tells the gender of the rank a parameter names (feminine where nothing says otherwise).
 */
export function choose(message: PageMessage, params: Params, lang: Lang, genderOf: (param: Param | undefined) => Gender = () => 'f'): string {
  if (typeof message === 'string') return message;
  if (typeof message === 'function') return message(params, lang);
  if (Array.isArray(message)) return (message as readonly Message[]).map((m) => choose(m, params, lang, genderOf)).join('');
  const m = message as PluralMessage | SelectMessage | GenderMessage | OverMessage;
  if ('plural' in m) {
    const forms = m as PluralMessage;
    const n = params[forms.plural];
    const form = typeof n === 'number' ? (forms[`=${n}`] ?? forms[pluralForm(lang, n)]) : undefined;
    return choose(form ?? forms.other, params, lang, genderOf);
  }
  if ('select' in m) {
    const v = params[m.select];
    // A rank parameter (segments from the speaker) is chosen by its rank's code; '*' is any value that is set.
    const key = typeof v === 'string' || typeof v === 'number' ? String(v) : (v?.[0] as { rank?: string } | undefined)?.rank;
    return choose((key === undefined ? undefined : m[key]) ?? (v ? m['*'] : undefined) ?? m.other, params, lang, genderOf);
  }
  if ('gender' in m) return choose(m[genderOf(params[m.gender])], params, lang, genderOf);
  const n = params[m.over];
  return choose(typeof n === 'number' && Math.abs(n) >= m.at ? m.then : m.else, params, lang, genderOf);
}
