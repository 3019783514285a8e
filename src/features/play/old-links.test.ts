// Every link shared before the two Play tables became one keeps opening the same deal at the same move (issue 44):
// links made by the tables of main at ebce6ee (four-player Knüffeln's ?v=…&seed=…&n=…&d=…&a=… with &deck=, &t= and
// &at=; every other game's ?game=…), each with what it opened then, among them links with a bad part.
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import data from './old-links.json' with { type: 'json' };
import { VARIANT_IDS } from '../../rules/index.ts';
import { opens, type Opens } from './old-links.fixture.ts';

const rows = data as readonly { readonly link: string; readonly opens: Opens }[];
/** Every game and table there was at ebce6ee: Knüffeln for four by its rules, and the registry's games at their sizes. */
const THEN = [
  ...VARIANT_IDS.map((id) => `knueffeln ${id}`),
  ...['knueffeln-5 5', 'karnoeffel 4', 'karniffel 4', 'karniffel 6', 'kaiserspiel 4', 'kaiserspiel 6'],
];

describe('links shared before keep opening what they opened', () => {
  it('holds links of every game and table there was then, whole deals and deals under way, and links with a bad part', () => {
    const games = new Set(rows.map((r) => `${r.opens.game} ${r.opens.table}`));
    // (a game added since has no link shared before it)
    expect([...games].sort()).toEqual([...THEN].sort());
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
