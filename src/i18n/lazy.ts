import type { Lang } from './lang.ts';
import type { Catalog } from './speaker.ts';

/**
 * Words an island loads only when it needs them, one chunk per language, so a page fetches its own language's only:
 * a bad shared link's sentences, and the family games' words. Tables keyed by the registry's languages, so a language
 * missing here does not compile (found by folder, with import.meta.glob, they cost the trick explorer 87 bytes gzip
 * of file names; islands.test.ts loads each language's).
 */
const LINK: Record<Lang, () => Promise<Catalog>> = {
  en: () => import('./en/link.ts').then((m) => m.link),
  de: () => import('./de/link.ts').then((m) => m.link),
};
const FAMILY: Record<Lang, () => Promise<Catalog>> = {
  en: () => import('./en/family.ts').then((m) => m.family),
  de: () => import('./de/family.ts').then((m) => m.family),
};

/** The sentences about a bad shared link, in a language. */
export const linkWords = (lang: Lang): Promise<Catalog> => LINK[lang]();
/** The family games' words, in a language. */
export const familyWords = (lang: Lang): Promise<Catalog> => FAMILY[lang]();
