import { de } from './de.ts';
import { deSite } from './de-site.ts';
import { en } from './en.ts';
import { enSite } from './en-site.ts';
import type { Lang } from './lang.ts';
import { createSpeaker, type Speaker } from './speaker.ts';

/** Every message a page can say, per language: the island parts plus the page-only strings (which never ship). */
const CATALOGS = {
  en: { ...en, ...enSite },
  de: { ...de, ...deSite },
} as const;

const speakers = new Map<Lang, Speaker>();
/** The speaker for a page in this language (server-side only). */
export function pageSpeaker(lang: Lang): Speaker {
  let s = speakers.get(lang);
  if (!s) speakers.set(lang, (s = createSpeaker(lang, CATALOGS[lang])));
  return s;
}

/** A page string in English, with {params} filled in (the pages not yet made per language use this). */
export const pageText: Speaker['text'] = (key, params) => pageSpeaker('en').text(key, params);
