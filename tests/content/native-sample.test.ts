import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forbiddenRules } from '../../scripts/style-de.mjs';
import { SOURCES } from '../../scripts/island-text.ts';
import type { Judged, NativeSample } from '../../scripts/native-sample.ts';

/**
 * The two native samples of the German edition (issue 45, counted as german.md counts): sentences drawn from the built
 * German pages and sentences the islands assemble over seeded states, by scripts/native-sample.ts with fixed seeds, each
 * with a native reader's verdict. A sentence the German style check flags counts as not native, whatever its verdict.
 */
const sample = JSON.parse(readFileSync(new URL('../../content/style/native-sample.json', import.meta.url), 'utf8')) as NativeSample;
const rules = forbiddenRules();
const flagged = (j: Judged) => rules.some((r) => new RegExp(r.re.source, r.re.flags).test(j.text));
/** Native share of the sentences judged (fragments left out), a flagged one counted as not native. */
const share = (js: readonly Judged[]) => {
  const judged = js.filter((j) => j.verdict !== 'fragment');
  return { judged: judged.length, native: judged.filter((j) => j.verdict === 'native' && !flagged(j)).length };
};

describe('the native samples (content/style/native-sample.json)', () => {
  it('has a verdict for every sentence, and a note for every one not native', () => {
    const all = [...sample.pages, ...sample.islands];
    expect(all.filter((j) => j.verdict === null).map((j) => j.text)).toEqual([]);
    expect(all.filter((j) => j.verdict === 'not-native' && !j.note).map((j) => j.text)).toEqual([]);
  });

  it('judges at least 240 sentences of the pages and 120 distinct ones of the islands, at least 15 from each kind of island', () => {
    expect(share(sample.pages).judged).toBeGreaterThanOrEqual(240);
    const islands = sample.islands.filter((j) => j.verdict !== 'fragment');
    expect(new Set(islands.map((j) => j.text)).size).toBeGreaterThanOrEqual(120);
    for (const source of SOURCES) expect(islands.filter((j) => j.source === source).length, source).toBeGreaterThanOrEqual(15);
  });

  it.each(['pages', 'islands'] as const)('%s: at least 97 % of the sentences are fully native', (which) => {
    const { judged, native } = share(sample[which]);
    expect(native / judged).toBeGreaterThanOrEqual(0.97);
  });
});
