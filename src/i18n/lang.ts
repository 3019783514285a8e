/** The site's languages: English at the root, German under /de/. */
export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
/** The language at the root, whose words a data entry's own fields hold. */
const DEFAULT = 'en' satisfies Lang;
export const DEFAULT_LANG: Lang = DEFAULT;
export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);
/** The language of a page from Astro.currentLocale (English where Astro has none). */
export const langOf = (locale: string | undefined): Lang => (isLang(locale) ? locale : DEFAULT_LANG);

/** A language other than the default: each has a block of its own in a data entry (`"de": { … }`). */
export type OtherLang = Exclude<Lang, typeof DEFAULT>;
/** The languages other than the default, in LANGS order. */
export const OTHER_LANGS = LANGS.filter((lang): lang is OtherLang => lang !== DEFAULT);
/** A value for every language other than the default, keyed by it: a data schema's per-language blocks (content-data/lang-blocks.ts). */
export const perOtherLang = <V>(make: (lang: OtherLang) => V): { [L in OtherLang]: V } =>
  Object.fromEntries(OTHER_LANGS.map((lang) => [lang, make(lang)])) as { [L in OtherLang]: V };

/** A data entry's blocks in the languages other than the default, each optional: `{ de?: B }`. */
export type LangBlocks<B extends object> = { readonly [L in OtherLang]?: B | undefined };
/** A data entry's block in a language other than the default (its `de` block on a German page), or nothing. */
export const blockIn = <B extends object>(data: LangBlocks<B>, lang: Lang): B | undefined => (lang === DEFAULT ? undefined : data[lang]);
/** A data entry's fields in a language: that language's block laid over the default language's fields. */
export const inLang = <T extends LangBlocks<object>>(data: T, lang: Lang): T => {
  const block = blockIn(data, lang);
  return block ? { ...data, ...block } : data;
};
