import { describe, expect, it } from 'vitest';
import { keptOrder } from './show-table.ts';

// The hand keeps still (issue 44 §2): only what changes moves.
describe('keptOrder: the hand as it was shown', () => {
  it('a new hand shows in its own order', () => {
    expect(keptOrder<string>()(1, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
  });
  it('a card laid leaves the others where they were, even where the order is no longer sorted', () => {
    const order = keptOrder<string>();
    order(1, ['a', 'b', 'c', 'd']);
    expect(order(1, ['a', 'c', 'x', 'd'])).toEqual(['a', 'x', 'c', 'd']);
    expect(order(1, ['a', 'c', 'd'])).toEqual(['a', 'c', 'd']);
    expect(order(1, ['c', 'd'])).toEqual(['c', 'd']);
  });
  it('a card taken for one given lies where the given one lay (an exchange)', () => {
    const order = keptOrder<string>();
    order(1, ['a', 'b', 'c', 'd']);
    expect(order(1, ['a', 'b', 'c', 'x'])).toEqual(['a', 'b', 'c', 'x']);
    expect(order(1, ['b', 'c', 'd', 'x'])).toEqual(['d', 'b', 'c', 'x']);
  });
  it('two laid aside for two taken keep the others in place', () => {
    const order = keptOrder<string>();
    order(1, ['a', 'b', 'c', 'd', 'e']);
    expect(order(1, ['a', 'c', 'e', 'y', 'z'])).toEqual(['a', 'y', 'c', 'z', 'e']);
  });
  it('a hand that grows back (a deal looked through backwards) or a new deal shows in its own order', () => {
    const order = keptOrder<string>();
    order(1, ['a', 'b', 'c']);
    order(1, ['c', 'b']);
    expect(order(1, ['a', 'b', 'c'])).toEqual(['a', 'b', 'c']);
    expect(order(1, ['p', 'q', 'r'])).toEqual(['p', 'q', 'r']);
  });
  it('a new deal shows in its own order, even with a card the last hand held', () => {
    const order = keptOrder<string>();
    order(1, ['a', 'b', 'c', 'd']);
    expect(order(2, ['b', 'p', 'q', 'r'])).toEqual(['b', 'p', 'q', 'r']);
  });
});
