import { describe, expect, it } from 'vitest';
import { forbiddenRules } from '../../scripts/style-de.mjs';
import { islandText } from '../../scripts/island-text.ts';

/**
 * The German style sheet (content/lessons/AUTHORING.md) on what the islands put together, not only on the built pages:
 * seeded deals at every table (its questions, the coach's hints and look back), the explorer's verdicts and reasons,
 * the card-roles tool, the walkthrough and the exam (scripts/island-text.ts). A form the style sheet forbids fails,
 * as on a page (J or Q on a German card, „alle zwei“, „von Geber“, a signed figure in a sentence …).
 */
const rules = forbiddenRules();
const german = islandText('de', { deals: 1, draws: 8 });

describe('the sentences the islands assemble, in German', () => {
  it('come from every kind of island', () => {
    const sources = new Set(german.map((s) => s.source));
    expect([...sources].sort()).toEqual(['exam', 'explorer', 'hint', 'lookback', 'question', 'roles', 'walk']);
  });

  it('use the style sheet’s words', () => {
    const hits = german.flatMap((s) =>
      rules.flatMap((r) => [...s.text.matchAll(r.re)].map((m) => `${r.id}: „${m[0]}“ in „${s.text}“ (${s.source} ${s.where})`)),
    );
    expect([...new Set(hits)]).toEqual([]);
  });

  it('leave no parameter unfilled and no number unreadable, in either language', () => {
    const english = islandText('en', { deals: 1, draws: 4 });
    const broken = [...german, ...english].filter((s) => /[{}]|undefined|NaN|Infinity|∞|\[object/.test(s.text)).map((s) => s.text);
    expect(broken).toEqual([]);
  });

  it('open a sentence after a colon with a capital where a step says why', () => {
    const reasons = german.filter((s) => s.source === 'explorer' && /den Stich (nicht )?ab: /.test(s.text));
    expect(reasons.length).toBeGreaterThan(10);
    expect(reasons.filter((s) => /den Stich (nicht )?ab: \p{Ll}/u.test(s.text)).map((s) => s.text)).toEqual([]);
  });
});
