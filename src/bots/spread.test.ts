import { describe, expect, it } from 'vitest';
import { randomFrom } from '../rules/index.ts';
import { marginOf, pairedMargin } from './spread.ts';

describe('how sure a weighing is', () => {
  it('the margin of a mean is 1.96 standard errors: a known answer (x = 0, 2, 4, 6: sd 2.58, n 4 → 2.53)', () => {
    expect(marginOf([0, 2, 4, 6])).toBeCloseTo((1.96 * Math.sqrt(20 / 3)) / 2, 9);
    expect(marginOf([5])).toBe(0);
    expect(marginOf([3, 3, 3])).toBe(0);
  });

  it('the 95 % margin holds the true mean about 95 times in 100 (2,000 draws of 50 samples)', () => {
    const random = randomFrom('spread');
    let inside = 0;
    for (let k = 0; k < 2000; k++) {
      const x = Array.from({ length: 50 }, () => random() * 10);
      const mean = x.reduce((a, b) => a + b, 0) / x.length;
      if (Math.abs(mean - 5) <= marginOf(x)) inside++;
    }
    expect(inside / 2000).toBeGreaterThan(0.93);
    expect(inside / 2000).toBeLessThan(0.97);
  });

  it('samples that count unequally count for less: weights 1 and 0 are the samples of weight 1 alone', () => {
    expect(marginOf([1, 5, 2, 9, 4], [1, 1, 0, 1, 0])).toBeCloseTo(marginOf([1, 5, 9]), 9);
  });

  it('two choices over the same samples: the shared luck cancels in the paired margin', () => {
    const luck = [10, -10, 30, -25, 5, 0, 18, -7];
    const a = luck.map((x) => x + 2);
    const b = luck.map((x, k) => x + (k % 2 ? 1 : 0));
    expect(pairedMargin(a, b)).toBeLessThan(marginOf(a) / 10);
  });
});
