/**
 * The parts of the Play table that a deal in play does not draw: a deal looked through, the cards open after it, the
 * coach's look back, the settings' choices and how a deal ended, with their words (later-words.ts). One chunk, loaded by
 * later.svelte.ts once the table is drawn. What they import that the page loads at first stays in the page's chunk
 * (scripts/island-chunks.mjs). The coach's hint stays with the table, for its fold.
 */
export { setWords } from './later-words.ts';
export { dealOver } from './deal-over.ts';
export { default as SettingsBody } from './SettingsBody.svelte';
export { default as TableOpen } from './TableOpen.svelte';
export { default as TableReplay } from './TableReplay.svelte';
export { default as TableReview } from './TableReview.svelte';
