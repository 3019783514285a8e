/** The site's languages: English at the root, German under /de/. */
export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);
/** The language of a page from Astro.currentLocale (English where Astro has none). */
export const langOf = (locale: string | undefined): Lang => (isLang(locale) ? locale : DEFAULT_LANG);
