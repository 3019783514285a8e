import type { z } from 'astro/zod';
import { perOtherLang, type OtherLang } from '../i18n/lang.ts';

/**
 * A data entry's per-language fields: a block for every language of the site but the default (LANGS), each read by
 * `inLang` or `blockIn` (src/i18n/lang.ts), so a language added to the locale registry gets its block in every schema
 * with no schema edited. Spread into the entry's object: `z.object({ title, ...langBlocks(z.object({ title }).optional()) })`
 * for a translation that may be missing (`"de": { "title": … }` in the JSON), or without `.optional()` for one every
 * entry must have.
 */
export const langBlocks = <S extends z.ZodType>(block: S): { [L in OtherLang]: S } => perOtherLang(() => block);
