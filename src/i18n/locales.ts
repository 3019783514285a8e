import type { Lang } from './lang.ts';

/** What the site needs to know of a language, so that no code outside src/i18n asks which language a page is in. */
export interface Locale {
  /** the language with its region, for Intl's number and list formats: British English, German */
  readonly intl: string;
  /** the locale a list of names is joined in (the sources' authors: "A, B and C", „A, B und C“) */
  readonly list: string;
  /** og:locale for link previews */
  readonly og: string;
  /** the language's ISO 639-3 code, as the browser tests' language check (franc) names it */
  readonly iso3: string;
  /** the link preview's image, in public/ */
  readonly ogImage: string;
  /** the language whose reader the 404 page also greets, in that language (the host serves the English 404 for every missing address) */
  readonly alsoGreets?: Lang;
  /** whether the glossary lists a term's English glosses among its spellings (an English reader meets them; a German one does not) */
  readonly listsEnglishSpellings: boolean;
}

/** The locale registry: one entry per language of the site. */
export const LOCALES = {
  en: { intl: 'en-GB', list: 'en-GB', og: 'en_GB', iso3: 'eng', ogImage: 'og-card.png', alsoGreets: 'de', listsEnglishSpellings: true },
  de: { intl: 'de-DE', list: 'de', og: 'de_DE', iso3: 'deu', ogImage: 'og-card-de.png', listsEnglishSpellings: false },
} as const satisfies Record<Lang, Locale>;

/** A locale's entry, typed as the interface (optional fields included). */
export const localeOf = (lang: Lang): Locale => LOCALES[lang];

/** The language a spelling is written in, as the glossary records it (nds Low German, gsw Swiss German, …). */
export interface Spelling {
  readonly text: string;
  readonly lang: string;
}
/** Whether a spelling is an English gloss rather than a word of the sources. */
export const isEnglishSpelling = (v: Spelling): boolean => v.lang === 'en';
/** The spellings a reader of a language's edition is shown: the English glosses only in the English edition. */
export const shownSpellings = <T extends Spelling>(variants: readonly T[], lang: Lang): T[] =>
  variants.filter((v) => localeOf(lang).listsEnglishSpellings || !isEnglishSpelling(v));
/** A term's English glosses (the search finds the sources' words by them in every language). */
export const englishSpellings = <T extends Spelling>(variants: readonly T[]): T[] => variants.filter(isEnglishSpelling);
