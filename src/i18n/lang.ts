/** The site's languages: English at the root, German under /de/. */
export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);
/** The language of a page from Astro.currentLocale (English where Astro has none). */
export const langOf = (locale: string | undefined): Lang => (isLang(locale) ? locale : DEFAULT_LANG);
/** A content entry's fields in a language: its German block (`de`) laid over the English fields. */
export const inLang = <T extends { de?: object | undefined }>(data: T, lang: Lang): T => (lang === 'de' && data.de ? { ...data, ...data.de } : data);
/** A content entry's block in a language other than English (its `de` block on a German page), or nothing. */
export const blockIn = <B extends object>(data: { readonly de?: B | undefined }, lang: Lang): B | undefined => (lang === DEFAULT_LANG ? undefined : data[lang]);
