// The Play page shows a game's own words below its table by a CSS rule per game (before any script runs: the page's
// inline mark sets <html data-game>). CSS cannot compare two attributes, so the rules are written one a game; this
// checks that every game of the table's registry has its rule, so that a new game's words are never left hidden.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABLE_GAME_IDS } from '../../src/rules/table-ids.ts';

const page = readFileSync(new URL('../../src/views/PlayPage.astro', import.meta.url), 'utf8');

describe('the Play page', () => {
  it.each(TABLE_GAME_IDS)("shows %s's own words below its table", (id) => {
    expect(page).toContain(`:global(:root[data-game='${id}']) [data-about='${id}']`);
  });
});
