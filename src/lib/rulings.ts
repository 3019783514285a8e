import { getCollection } from 'astro:content';
import type { Lang } from '../i18n/lang.ts';
import type { RulingId } from '../rules/index.ts';

/** Ruling titles by id, in the page's language, for islands that link a decided trick to its ruling. */
export async function rulingTitles(lang: Lang = 'en'): Promise<Partial<Record<RulingId, string>>> {
  return Object.fromEntries((await getCollection('rulings')).map((r) => [r.id, lang === 'de' && r.data.de ? r.data.de.title : r.data.title]));
}
