import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FAMILY_IDS, RULING_IDS, VARIANT_IDS } from '../../src/rules/index.ts';

const rulings = JSON.parse(readFileSync('content/rulings/rulings.json', 'utf8')) as { id: string; appliesTo: string[]; ruling: string }[];

describe('rulings: the rules module and content/rulings/rulings.json name the same ones', () => {
  it('every ruling the engine can name is written up once, and nothing else is', () => {
    expect(rulings.map((r) => r.id).sort()).toEqual([...RULING_IDS].sort());
  });

  it('each applies to known variants or family games and says what we decided', () => {
    for (const r of rulings) {
      expect(
        r.appliesTo.every((v) => ([...VARIANT_IDS, ...FAMILY_IDS] as readonly string[]).includes(v)),
        r.id,
      ).toBe(true);
      expect(r.ruling.length, r.id).toBeGreaterThan(40);
    }
  });
});
