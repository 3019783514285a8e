import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { FAMILY_IDS, RULING_IDS, VARIANT_IDS } from './rules/index.ts';
import { exerciseFile } from './lib/exercise-schema.ts';
import { glossaryTerm, phrase } from './lib/glossary-schema.ts';

/** content/lessons/cards/beaters.mdx → cards/beaters, its German twin → de/cards/beaters. Only content/lessons/course.json orders the pages. */
const lessonId = ({ entry }: { entry: string }) => entry.replace(/\.(mdx|exercises\.json)$/, '');

const sources = defineCollection({
  loader: file('content/sources/sources.json'),
  schema: z.object({
    /** Stable id that rulings, variants and glossary entries cite. */
    id: z.string(),
    /** Author as printed. */
    author: z.string(),
    /** How a short citation names it, when not by the author's surname. */
    cite: z.string().optional(),
    /** Year of publication. */
    year: z.number().int(),
    /** Title of the article, book or page. */
    title: z.string(),
    /** Where it appeared: journal, volume, pages. */
    published: z.string(),
    /** What the site takes from it, in our words. */
    about: z.string(),
    /** How we read it: directly, or through which retelling. */
    read: z.string(),
    /** What it gives and how we read it, in German; and author and publication details where German words them differently. */
    de: z.object({ about: z.string(), read: z.string(), author: z.string().optional(), published: z.string().optional() }).optional(),
    /** A source for the game's rules, or for the family history only. */
    kind: z.enum(['game', 'family']),
    url: z
      .url({ protocol: /^https$/ })
      .optional()
      .describe(
        'Its public page online (https): the web page itself, or for an article known through a web page that retells it (Eaton 2021 on pagat.com) that page. The Sources page links it with rel="noopener noreferrer"; a printed work with no page of its own has none.',
      ),
  }),
});

const rulings = defineCollection({
  loader: file('content/rulings/rulings.json'),
  schema: z.object({
    /** One of the rules module's RULING_IDS; also the anchor on the Sources page. */
    id: z.enum(RULING_IDS),
    /** The ruling in one line. */
    title: z.string(),
    /** What the sources leave open or disagree on. */
    question: z.string(),
    /** What the site's rules module does. */
    ruling: z.string(),
    /** The same three in German. */
    de: z.object({ title: z.string(), question: z.string(), ruling: z.string() }).optional(),
    /** The variants it matters for. */
    appliesTo: z.array(z.enum([...VARIANT_IDS, ...FAMILY_IDS])).min(1),
  }),
});

/** A word of an address: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const course = defineCollection({
  loader: file('content/lessons/course.json'),
  schema: z.object({
    /** Evening id, the first part of its lessons' ids and URLs. */
    id: z.string(),
    /** Evening number, from 1. */
    number: z.number().int().min(1),
    /** Evening title. */
    title: z.string(),
    /** What a learner can do after the evening. */
    goal: z.string(),
    /** Title and goal in German, and the German words of its address and its pages' (src/i18n/routes.ts): karten, { beaters: steker }. */
    de: z.object({ title: z.string(), goal: z.string(), slug: z.string().regex(SLUG), pageSlugs: z.record(z.string(), z.string().regex(SLUG)) }).optional(),
    /** Its lesson pages in order, by the last part of their ids. */
    pages: z.array(z.string()).min(1),
  }),
});

const lessons = defineCollection({
  loader: glob({ pattern: ['*/*.mdx', 'de/*/*.mdx'], base: 'content/lessons', generateId: lessonId }),
  schema: z.object({
    /** Page title. */
    title: z.string(),
    /** One sentence for search results and link previews. */
    description: z.string(),
    /** What the learner can do after this page; as `{ text, section }`, `section` is the id of the heading that teaches it (checked at build). */
    goals: z
      .array(z.union([z.string().transform((text) => ({ text, section: undefined })), z.object({ text: z.string(), section: z.string().optional() })]))
      .min(1),
    /** Publications the page's rules come from (ids of the sources collection). */
    sources: z.array(z.string()).default(['eaton-2021']),
  }),
});

const exercises = defineCollection({
  loader: glob({ pattern: '*/*.exercises.json', base: 'content/lessons', generateId: lessonId }),
  schema: exerciseFile,
});

const glossary = defineCollection({
  loader: file('content/glossary/terms.json'),
  schema: glossaryTerm,
});

const phrasebook = defineCollection({
  loader: file('content/phrasebook/phrases.json'),
  schema: phrase,
});

/** The prose of the pages outside the course, one MDX block per language: content/prose/de/home-lede.mdx → de/home-lede. */
const prose = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: 'content/prose' }),
  schema: z.object({}),
});

/** A page per family game, one MDX file per language: content/family/de/karniffel.mdx → de/karniffel. */
const family = defineCollection({
  loader: glob({ pattern: '*/*.mdx', base: 'content/family' }),
  schema: z.object({
    /** The game's name, as the page title. */
    title: z.string(),
    /** One sentence for search results and link previews. */
    description: z.string().max(200),
    /** Where it was played. */
    place: z.string(),
    /** When. */
    period: z.string(),
    /** Publications the page's rules and history come from (ids of the sources collection). */
    sources: z.array(z.string()).min(1),
    /** Our rulings that the game's engine follows (ids). */
    rulings: z.array(z.enum(RULING_IDS)),
  }),
});

const cell = z.string().max(130);
const gameCells = z.object({
  /** Where it was played. */
  place: cell,
  /** When. */
  period: cell,
  /** How many play, in which teams. */
  players: cell,
  /** The highest cards. */
  topCards: cell,
  /** What the chosen Seven does. */
  seven: cell,
  /** Tricks needed to win a deal, of how many. */
  tricks: cell,
  /** Table talk. */
  talk: cell,
  /** What is played for. */
  stakes: cell,
});
/** The comparison of the four games on the family page: the words of each cell, in English and German. */
const games = defineCollection({
  loader: file('content/family/games.json'),
  schema: gameCells.extend({
    /** knueffeln or a family game id. */
    id: z.enum(['knueffeln', ...FAMILY_IDS]),
    /** The same cells in German. */
    de: gameCells,
  }),
});

export const collections = { sources, rulings, course, lessons, exercises, glossary, phrasebook, prose, family, games };
