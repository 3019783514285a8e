// @ts-check
/**
 * Placeholders that pages print where the offline copy's size belongs; scripts/offline.mjs writes the sizes in once
 * the build knows them (in megabytes: this language's pages, and everything).
 */
export const SIZE_MARK = '__PRECACHE_MB__';
export const ALL_MARK = '__PRECACHE_ALL_MB__';
