/** The site's languages: English at the root, German under /de/. */
export const LANGS = ['en', 'de'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';
export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);
