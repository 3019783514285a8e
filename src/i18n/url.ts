import type { Lang } from '../i18n/lang.ts';
import { localePath } from '../i18n/routes.ts';

/** A site path under the configured base (BASE_PATH), e.g. href('glossary/') → /knuffeln/glossary/. */
export function href(path = ''): string {
  const base = import.meta.env.BASE_URL;
  return (base.endsWith('/') ? base : `${base}/`) + path.replace(/^\//, '');
}

/** An English path's page in a language, under the base: hrefIn('de', 'glossary/dulle/') → /knuffeln/de/glossar/dulle/. */
export const hrefIn = (lang: Lang, enPath = ''): string => href(localePath(lang, enPath));

/** The path below the base of a full URL path: /knuffeln/de/stich/ → de/stich/. */
export function belowBase(pathname: string): string {
  const base = href();
  return pathname.startsWith(base) ? pathname.slice(base.length) : pathname.replace(/^\//, '');
}
