/**
 * The parts of the Play table that a deal in play does not draw: a deal looked through, the cards open after it, the
 * coach's look back, the settings' choices, with their words (later-words.ts). One chunk, loaded by later.svelte.ts
 * once the table is drawn. (What they share with the table comes from the table, never imported here: a module shared
 * with a chunk loaded on demand is split out of the page's chunk, which costs the page more than the module itself;
 * hence settings-rules.ts. The coach's hint stays with the table, for its fold.)
 */
export { setWords } from './later-words.ts';
export { default as SettingsBody } from './SettingsBody.svelte';
export { default as TableOpen } from './TableOpen.svelte';
export { default as TableReplay } from './TableReplay.svelte';
export { default as TableReview } from './TableReview.svelte';
