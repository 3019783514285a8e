import { describe, expect, it } from 'vitest';
import { fold, searchText } from './fold.ts';

describe('folding for the glossary filter', () => {
  it.each([
    ['Dörchspill', 'dorchspill'],
    ['Wääl', 'waal'],
    ['Hühnerleiter', 'huhnerleiter'],
    ['Hackenbeißer', 'hackenbeisser'],
    ['VEERHACK', 'veerhack'],
  ])('%s → %s', (a, b) => expect(fold(a)).toBe(b));

  it('finds umlauts typed either way', () => {
    const s = searchText(['Wääl', 'the chosen upcards']);
    expect(s).toContain('waal');
    expect(s).toContain('waeael');
  });
});
