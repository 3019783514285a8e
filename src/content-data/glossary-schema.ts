import { z } from 'astro/zod';
import { FAMILY_IDS, isCardCode, isRank } from '../rules/index.ts';
import { LANGS } from '../i18n/lang.ts';
import { langBlocks } from './lang-blocks.ts';
import type { Ref } from './references.ts';

const form = z.object({
  /** The word as written. */
  text: z.string(),
  /** Low German (nds), Swiss German (gsw, Kaiserspiel's Nidwalden words), or a language of the site: English (en), High German (de). */
  lang: z.enum(['nds', 'gsw', ...LANGS]),
});

/** A language a glossary word is in, also its lang attribute. */
export type FormLang = z.infer<typeof form>['lang'];

export const GLOSSARY_CATEGORIES = ['cards', 'deal', 'play', 'talk', 'scoring', 'family'] as const;

/** A glossary entry (content/glossary/terms.json); its references read by `ref` (references.ts). */
export const glossaryTerm = (ref: Ref) =>
  z.object({
    /** URL slug: /glossary/<id>/. */
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    /** The headword as the source spells it. */
    headword: z.string(),
    /** Language of the headword. */
    headwordLang: form.shape.lang,
    /** Other spellings and forms, in any of those languages. */
    variants: z.array(form),
    /** What it means in the game, in our words. */
    meaning: z.string(),
    /** A short gloss for tooltips. */
    short: z.string().max(90),
    /** The literal translation, where it differs from the game meaning. */
    literal: z.string().optional(),
    /** The same in each other language (`de`): meaning, short gloss, literal rendering and note, and a headword in it where the headword is English. */
    ...langBlocks(
      z
        .object({
          headword: z.string().optional(),
          meaning: z.string(),
          short: z.string().max(90),
          literal: z.string().optional(),
          note: z.string().optional(),
        })
        .optional(),
    ),
    /** Which part of the game it belongs to. */
    category: z.enum(GLOSSARY_CATEGORIES),
    /** Fixed cards it names, as card codes. */
    cards: z.array(z.string().refine(isCardCode)),
    /** Ranks it names in a chosen suit. */
    chosenRanks: z.array(z.string().refine(isRank)),
    /** Ranks it names in an unchosen suit. */
    unchosenRanks: z.array(z.string().refine(isRank)),
    /** Related entries. */
    related: z.array(ref('glossary')),
    /** The lessons that teach it, by their English ids (cards/olen). */
    lessons: z.array(ref('lessons')),
    /** The family games it belongs to, for the family's own terms. */
    games: z.array(z.enum(FAMILY_IDS)).optional(),
    /** Its sources. */
    sources: z.array(ref('sources')).min(1),
    /** Eaton's glossary line it comes from, exactly as printed. */
    eaton: z.string().optional(),
    /** Where the sources differ, or a remark of ours. */
    note: z.string().optional(),
  });

/** A phrase of the table talk (content/phrasebook/phrases.json). */
export const phrase = (ref: Ref) =>
  z.object({
    /** Unique slug, also the anchor in the phrasebook. */
    id: z.string(),
    /** The words as the source gives them. */
    original: z.string(),
    /** Low German, High German, or a mix. */
    lang: z.enum(['nds', 'de', 'mixed']),
    /** What the speaker tells partner, in our words. */
    meaning: z.string(),
    /** A literal rendering, where it helps. */
    literal: z.string().optional(),
    /** When you hear it. */
    situation: z.string(),
    /** The same in each other language (`de`): meaning, literal rendering, situation and note. */
    ...langBlocks(z.object({ meaning: z.string(), literal: z.string().optional(), situation: z.string(), note: z.string().optional() }).optional()),
    /** Marked * by Eaton (a possible bluff, 'often'), a possible bluff without his mark ('can-be'), or a plain call by our reading ('never'). */
    bluff: z.enum(['often', 'can-be', 'never']),
    /** The glossary entries it uses. */
    terms: z.array(ref('glossary')),
    /** Its sources. */
    sources: z.array(ref('sources')).min(1),
    /** Where the sources differ. */
    note: z.string().optional(),
  });
