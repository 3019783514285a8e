import type { Lang } from '../../i18n/lang.ts';
import type { Catalog } from '../../i18n/speaker.ts';

/** What can be wrong with a Play link, in a language (i18n/<lang>/table-link.ts): loaded only with such a link, one chunk per language. */
const WORDS: Record<Lang, () => Promise<Catalog>> = {
  en: () => import('../../i18n/en/table-link.ts').then((m) => m.tableLink),
  de: () => import('../../i18n/de/table-link.ts').then((m) => m.tableLink),
};
export const linkWords = (lang: Lang): Promise<Catalog> => WORDS[lang]();
