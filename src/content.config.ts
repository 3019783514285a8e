import { defineCollection, reference } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { contentSchemas } from './content-data/schemas.ts';
import { OTHER_LANGS } from './i18n/lang.ts';
import { LANG_PREFIX } from './i18n/routes.ts';

/**
 * Where each collection is read from; what its entries hold is src/content-data/schemas.ts, and how they must agree with
 * each other src/content-data/integrity.ts (run by tests/content/integrity.test.ts).
 */
const schemas = contentSchemas(reference);

/** content/lessons/cards/beaters.mdx → cards/beaters, its German twin → de/cards/beaters (a language's pages under its prefix). Only content/lessons/course.json orders the pages. */
const lessonId = ({ entry }: { entry: string }) => entry.replace(/\.(mdx|exercises\.json)$/, '');

export const collections = {
  sources: defineCollection({ loader: file('content/sources/sources.json'), schema: schemas.sources }),
  rulings: defineCollection({ loader: file('content/rulings/rulings.json'), schema: schemas.rulings }),
  course: defineCollection({ loader: file('content/lessons/course.json'), schema: schemas.course }),
  lessons: defineCollection({
    loader: glob({ pattern: ['*/*.mdx', ...OTHER_LANGS.map((lang) => `${LANG_PREFIX[lang]}*/*.mdx`)], base: 'content/lessons', generateId: lessonId }),
    schema: schemas.lessons,
  }),
  exercises: defineCollection({ loader: glob({ pattern: '*/*.exercises.json', base: 'content/lessons', generateId: lessonId }), schema: schemas.exercises }),
  glossary: defineCollection({ loader: file('content/glossary/terms.json'), schema: schemas.glossary }),
  phrasebook: defineCollection({ loader: file('content/phrasebook/phrases.json'), schema: schemas.phrasebook }),
  /** The prose of the pages outside the course, one MDX block per language: content/prose/de/home-lede.mdx → de/home-lede. */
  prose: defineCollection({ loader: glob({ pattern: '*/*.mdx', base: 'content/prose' }), schema: schemas.prose }),
  /** A page per family game, one MDX file per language: content/family/de/karniffel.mdx → de/karniffel. */
  family: defineCollection({ loader: glob({ pattern: '*/*.mdx', base: 'content/family' }), schema: schemas.family }),
  games: defineCollection({ loader: file('content/family/games.json'), schema: schemas.games }),
};
