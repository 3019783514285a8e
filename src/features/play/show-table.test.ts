import { describe, expect, it } from 'vitest';
import { keptOrder } from './show-table.ts';

// The hand keeps still (issue 44 §2): only what changes moves.
describe('keptOrder: the hand as it was shown', () => {
  it('a new hand shows in its own order', () => {
    expect(keptOrder<string>()(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });
  it('a card laid leaves the others where they were, even where the order is no longer sorted', () => {
    const order = keptOrder<string>();
    order(['a', 'b', 'c', 'd']);
    expect(order(['a', 'c', 'x', 'd'])).toEqual(['a', 'x', 'c', 'd']);
    expect(order(['a', 'c', 'd'])).toEqual(['a', 'c', 'd']);
    expect(order(['c', 'd'])).toEqual(['c', 'd']);
  });
  it('a card taken for one given lies where the given one lay (an exchange)', () => {
    const order = keptOrder<string>();
    order(['a', 'b', 'c', 'd']);
    expect(order(['a', 'b', 'c', 'x'])).toEqual(['a', 'b', 'c', 'x']);
    expect(order(['b', 'c', 'd', 'x'])).toEqual(['d', 'b', 'c', 'x']);
  });
  it('two laid aside for two taken keep the others in place', () => {
    const order = keptOrder<string>();
    order(['a', 'b', 'c', 'd', 'e']);
    expect(order(['a', 'c', 'e', 'y', 'z'])).toEqual(['a', 'y', 'c', 'z', 'e']);
  });
  it('a hand that grows back (a deal looked through backwards) or a new deal shows in its own order', () => {
    const order = keptOrder<string>();
    order(['a', 'b', 'c']);
    order(['c', 'b']);
    expect(order(['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(order(['p', 'q', 'r'])).toEqual(['p', 'q', 'r']);
  });
});
