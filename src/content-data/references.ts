import { z } from 'astro/zod';

/** The collections an entry may point into: a source, a glossary entry, a lesson (English id: cards/olen). */
export type RefTarget = 'sources' | 'glossary' | 'lessons';

/** A reference to another collection's entry, as Astro's reference() reads it: the id, and the collection it is in. */
export interface EntryRef<C extends RefTarget = RefTarget> {
  readonly collection: C;
  readonly id: string;
}

/**
 * How the schemas read a reference. The site's build passes Astro's reference() (src/content.config.ts); a test or a
 * script, which cannot import astro:content, passes plainReference, which reads it the same way. Neither checks that
 * the entry exists (Astro 7's reference() does not): the integrity check does (integrity.ts).
 */
export type Ref = <C extends RefTarget>(collection: C) => z.ZodType<EntryRef<C>, string>;

/** reference() without Astro: "eaton-2021" → { collection: 'sources', id: 'eaton-2021' }. */
export const plainReference: Ref = <C extends RefTarget>(collection: C) => z.string().transform((id): EntryRef<C> => ({ collection, id }));
