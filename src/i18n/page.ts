import { de } from './de.ts';
import { deSite } from './de-site.ts';
import { en } from './en.ts';
import { enSite } from './en-site.ts';
import { langOf, type Lang } from './lang.ts';
import { hrefIn } from './url.ts';
import { createSpeaker, type Catalog, type Speaker } from './speaker.ts';

/**
 * Every message a page can say, per language: the island parts plus the page-only strings (which never ship). Written
 * out, not found by folder, as plain Node (the browser tests, scripts) reads this file too; a language of the registry
 * missing here does not compile.
 */
const CATALOGS = {
  en: { ...en, ...enSite },
  de: { ...de, ...deSite },
} as const satisfies Record<Lang, Catalog>;

/** Every message a page can say in a language (its island parts and page-only strings), as data: for tests that go through a whole catalog. */
export const pageCatalog = (lang: Lang): Catalog => CATALOGS[lang];

const speakers = new Map<Lang, Speaker>();
/** The speaker for a page in this language (server-side only). */
export function pageSpeaker(lang: Lang): Speaker {
  let s = speakers.get(lang);
  if (!s) speakers.set(lang, (s = createSpeaker(lang, CATALOGS[lang])));
  return s;
}

/** What a page needs to speak its language: the language, the speaker, and `to` for links to its pages (to('glossary/')). */
export function pageWords(locale: string | undefined) {
  const lang = langOf(locale);
  return { ...pageSpeaker(lang), lang, to: (enPath = '') => hrefIn(lang, enPath) };
}
