/**
 * The table's later parts (table-later.ts) and their words (i18n/<lang>/play-later.ts, one chunk per language), not
 * loaded with the page: once the table is drawn and the reader first acts (idle.ts whenActive), or at once where one is needed
 * first (a deal opened looked through or over, the settings opened). Until they come, what they draw is not there;
 * nothing drawn waits on them.
 */
import type { Lang } from '../../i18n/lang.ts';
import type { Catalog } from '../../i18n/speaker.ts';
import { once } from './idle.ts';

type Parts = typeof import('./table-later.ts');
let parts = $state.raw<Parts | null>(null);
const WORDS: Record<Lang, () => Promise<Catalog>> = {
  en: () => import('../../i18n/en/play-later.ts').then((m) => m.playLater),
  de: () => import('../../i18n/de/play-later.ts').then((m) => m.playLater),
};
/** The load in a language (a page has one; the tests speak both). */
const loadIn = (lang: Lang) =>
  once(() =>
    Promise.all([import('./table-later.ts'), WORDS[lang]()]).then(([m, words]) => {
      m.setWords(lang, words);
      parts = m;
    }),
  );
const loads: Record<Lang, () => Promise<void>> = { en: loadIn('en'), de: loadIn('de') };

/** Loads the later parts with their words in the page's language, once; a failed load may be tried again. */
export const loadLater = (lang: Lang): Promise<void> => loads[lang]();

/** The later parts once loaded, else null (read in a component, it draws them as they come). */
export const later = {
  get parts(): Parts | null {
    return parts;
  },
};
