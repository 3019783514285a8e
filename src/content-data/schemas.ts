import { z } from 'astro/zod';
import { FAMILY_IDS, RULING_IDS, VARIANT_IDS } from '../rules/index.ts';
import { exerciseFile } from './exercise-schema.ts';
import { langBlocks } from './lang-blocks.ts';
import { glossaryTerm, phrase } from './glossary-schema.ts';
import type { Ref } from './references.ts';

/**
 * The schemas of every content collection (src/content.config.ts gives each its loader). A cross-reference is typed:
 * a closed set from the rules' registries is an enum (rulings, variants, family games); an entry of another
 * collection is a reference, read by `ref` (Astro's reference() at build, plainReference in tests: references.ts),
 * whose existence the integrity check proves (integrity.ts).
 */

/** A word of an address: lower-case letters, digits and hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

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

/** The schemas, with references read by `ref`. */
export const contentSchemas = (ref: Ref) => ({
  sources: z.object({
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
    /** What it gives and how we read it, in each other language (`de`); and author and publication details where that language words them differently. */
    ...langBlocks(z.object({ about: z.string(), read: z.string(), author: z.string().optional(), published: z.string().optional() }).optional()),
    /** A source for the game's rules, or for the family history only. */
    kind: z.enum(['game', 'family']),
    url: z
      .url({ protocol: /^https$/ })
      .optional()
      .describe(
        'Its public page online (https): the web page itself, or for an article known through a web page that retells it (Eaton 2021 on pagat.com) that page. The Sources page links it with rel="noopener noreferrer"; a printed work with no page of its own has none.',
      ),
  }),
  rulings: z.object({
    /** One of the rules module's RULING_IDS; also the anchor on the Sources page. */
    id: z.enum(RULING_IDS),
    /** The ruling in one line. */
    title: z.string(),
    /** What the sources leave open or disagree on. */
    question: z.string(),
    /** What the site's rules module does. */
    ruling: z.string(),
    /** The same three in each other language (`de`). */
    ...langBlocks(z.object({ title: z.string(), question: z.string(), ruling: z.string() }).optional()),
    /** The variants it matters for. */
    appliesTo: z.array(z.enum([...VARIANT_IDS, ...FAMILY_IDS])).min(1),
  }),
  course: z.object({
    /** Evening id, the first part of its lessons' ids and URLs. */
    id: z.string(),
    /** Evening number, from 1. */
    number: z.number().int().min(1),
    /** Evening title. */
    title: z.string(),
    /** What a learner can do after the evening. */
    goal: z.string(),
    /** Title and goal in each other language (`de`), and that language's words of its address and its pages' (src/i18n/routes.ts): karten, { beaters: steker }. */
    ...langBlocks(
      z.object({ title: z.string(), goal: z.string(), slug: z.string().regex(SLUG), pageSlugs: z.record(z.string(), z.string().regex(SLUG)) }).optional(),
    ),
    /** Its lesson pages in order, by the last part of their ids. */
    pages: z.array(z.string()).min(1),
  }),
  lessons: z.object({
    /** Page title. */
    title: z.string(),
    /** One sentence for search results and link previews. */
    description: z.string(),
    /** What the learner can do after this page; as `{ text, section }`, `section` is the id of the heading that teaches it (checked at build). */
    goals: z
      .array(z.union([z.string().transform((text) => ({ text, section: undefined })), z.object({ text: z.string(), section: z.string().optional() })]))
      .min(1),
    /** One or two short sentences, "what to take away", shown at the end of the page (issue 26). */
    takeaway: z.string().min(1),
    /** Publications the page's rules come from (entries of the sources collection). */
    sources: z.array(ref('sources')).prefault(['eaton-2021']),
  }),
  exercises: exerciseFile,
  glossary: glossaryTerm(ref),
  phrasebook: phrase(ref),
  /** The prose of the pages outside the course: MDX with no frontmatter of its own. */
  prose: z.object({}),
  family: z.object({
    /** The game's name, as the page title. */
    title: z.string(),
    /** One sentence for search results and link previews. */
    description: z.string().max(200),
    /** Where it was played. */
    place: z.string(),
    /** When. */
    period: z.string(),
    /** Publications the page's rules and history come from (entries of the sources collection). */
    sources: z.array(ref('sources')).min(1),
    /** Our rulings that the game's engine follows (ids). */
    rulings: z.array(z.enum(RULING_IDS)),
  }),
  /** The comparison of the four games on the family page: the words of each cell, in every language. */
  games: gameCells.extend({
    /** knueffeln or a family game id. */
    id: z.enum(['knueffeln', ...FAMILY_IDS]),
    /** The same cells in each other language (`de`), for every game. */
    ...langBlocks(gameCells),
  }),
});
