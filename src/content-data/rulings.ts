import { getCollection } from 'astro:content';
import { DEFAULT_LANG, inLang, type Lang } from '../i18n/lang.ts';
import type { RulingId } from '../rules/index.ts';
import { hrefIn } from '../i18n/url.ts';

/** A ruling as islands show it when it decides something: its title, and where the Sources page explains it. */
export type RulingLinks = Partial<Record<RulingId, { readonly title: string; readonly url: string }>>;

/** Every ruling's title and link, in the page's language, for islands that link a decided trick to its ruling. */
export async function rulingLinks(lang: Lang = DEFAULT_LANG): Promise<RulingLinks> {
  return Object.fromEntries((await getCollection('rulings')).map((r) => [r.id, { title: inLang(r.data, lang).title, url: hrefIn(lang, `sources/#${r.id}`) }]));
}
