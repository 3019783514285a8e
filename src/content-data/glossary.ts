import { getCollection, type CollectionEntry } from 'astro:content';
import { fold, searchText } from '../lib/fold.ts';
import { DEFAULT_LANG, LANGS, blockIn, type Lang } from '../i18n/lang.ts';
import { restParam, termAlias } from '../i18n/routes.ts';

export type Entry = CollectionEntry<'glossary'>;

/** An entry in a language: its meaning, gloss and notes in that language (the German ones on a German page); a headword in it where the English one is English. */
export function termIn(e: Entry, lang: Lang): Entry {
  const block = blockIn(e.data, lang);
  if (!block) return e;
  const headword = block.headword ?? e.data.headword;
  const headwordLang = block.headword ? lang : e.data.headwordLang;
  // Spellings stay; an English headword that gives way to one in the page's language becomes a spelling of its own.
  const variants = block.headword ? [{ text: e.data.headword, lang: e.data.headwordLang }, ...e.data.variants] : e.data.variants;
  return { ...e, data: { ...e.data, ...block, headword, headwordLang, variants } };
}

/** The glossary in a language, sorted by headword as that language sorts (German: Intl.Collator('de')), "de fief Olen" under D. */
export async function loadGlossary(lang: Lang = DEFAULT_LANG): Promise<Entry[]> {
  const order = new Intl.Collator(lang, { sensitivity: 'base' });
  return (await getCollection('glossary')).map((e) => termIn(e, lang)).sort((a, b) => order.compare(a.data.headword, b.data.headword));
}

/** What the filter matches an entry by: headword, every spelling, and its meaning in the page's language. */
export const entrySearch = (e: Entry): string =>
  searchText([e.data.headword, ...e.data.variants.map((v) => v.text), e.data.short, e.data.meaning, e.data.literal ?? '']);

/** The headword and every spelling, for the filter to rank by: "Thier|Thiere|Roter Thier|…". */
export const entryHeads = (e: Entry): string => [e.data.headword, ...e.data.variants.map((v) => v.text)].join('|');

/** The first letter an entry is filed under. */
export const letterOf = (e: Entry): string =>
  fold(e.data.headword)
    .replace(/^[^a-z]+/, '')
    .charAt(0)
    .toUpperCase();

/** Every entry's page in every language, for getStaticPaths ([...term].astro): glossary/<id>/ and de/glossar/<id>/. */
export async function glossaryPaths() {
  const perLang = LANGS.map(async (lang) => {
    const entries = await loadGlossary(lang);
    return entries.flatMap((entry) => {
      const alias = termAlias(lang, entry.id);
      return [
        { params: { term: restParam(lang, `glossary/${entry.id}/`) }, props: { entry, all: entries, unindexed: false } },
        // its first address still opens it, left out of the search index, naming the new one canonical (Base.astro)
        ...(alias ? [{ params: { term: alias.replace(/\/$/, '') }, props: { entry, all: entries, unindexed: true } }] : []),
      ];
    });
  });
  return (await Promise.all(perLang)).flat();
}
