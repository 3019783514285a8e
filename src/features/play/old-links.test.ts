// Every link shared before the two Play tables became one keeps opening the same deal at the same move (issue 44):
// links made by the tables of main at ebce6ee (four-player Knüffeln's ?v=…&seed=…&n=…&d=…&a=… with &deck=, &t= and
// &at=; every other game's ?game=…), each with what it opened then, among them links with a bad part.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import data from './old-links.json' with { type: 'json' };
import { VARIANT_IDS } from '../../rules/index.ts';
import { TABLE_GAMES } from '../../rules/table-games.ts';
import { opens, type Opens } from './old-links.fixture.ts';

const rows = data as readonly { readonly link: string; readonly opens: Opens }[];

describe('links shared before keep opening what they opened', () => {
  it('holds links of every game and table, whole deals and deals under way, and links with a bad part', () => {
    const games = new Set(rows.map((r) => `${r.opens.game} ${r.opens.table}`));
    const tables = VARIANT_IDS.length + Object.values(TABLE_GAMES).reduce((n, e) => n + e.game.tables.length, 0);
    expect(games.size).toBe(tables);
    expect(rows.some((r) => r.opens.over)).toBe(true);
    expect(rows.some((r) => r.opens.trick.includes('?'))).toBe(true);
    expect(rows.filter((r) => r.opens.problems.length).length).toBeGreaterThanOrEqual(20);
  });
  it('opens each as it did then', () => {
    const changed = rows.filter((r) => !isDeepStrictEqual(opens(r.link), r.opens));
    // the first that changed, shown whole; then how many did
    if (changed[0]) expect({ link: changed[0].link, opens: opens(changed[0].link) }).toEqual(changed[0]);
    expect(changed.length).toBe(0);
  });
});
