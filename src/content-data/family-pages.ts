import { getCollection, type CollectionEntry } from 'astro:content';
import { LANGS, type Lang } from '../i18n/lang.ts';
import { restParam } from '../i18n/routes.ts';
import { FAMILY_IDS, isFamilyId } from '../rules/index.ts';

export type FamilyEntry = CollectionEntry<'family'>;

/** The family's pages in a language, oldest game first (the order of FAMILY_IDS). */
export async function familyIn(lang: Lang): Promise<{ game: (typeof FAMILY_IDS)[number]; entry: FamilyEntry }[]> {
  const entries = await getCollection('family', (e) => e.id.startsWith(`${lang}/`));
  return FAMILY_IDS.map((game) => {
    const entry = entries.find((e) => e.id === `${lang}/${game}`);
    if (!entry) throw new Error(`content/family/${lang}/${game}.mdx is missing`);
    return { game, entry };
  });
}

/** Every family game's page in every language, for getStaticPaths ([...game].astro): family/<game>/ and de/familie/<game>/. */
export async function familyPaths() {
  const perLang = LANGS.map(async (lang) =>
    (await familyIn(lang)).map(({ game, entry }) => ({ params: { game: restParam(lang, `family/${game}/`) }, props: { entry } })),
  );
  return (await Promise.all(perLang)).flat();
}

/** Where a game of the comparison table is taught: a family game's own page (family/<game>/), else Knüffeln's course. */
export const comparedPage = (id: string): string => (isFamilyId(id) ? `family/${id}/` : 'learn/');
