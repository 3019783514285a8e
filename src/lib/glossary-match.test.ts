import { describe, expect, it } from 'vitest';
import { searchText } from './fold.ts';
import { matchRank } from './glossary-match.ts';

/** An entry as the filter sees it: its headword and spellings, and everything it is found by. */
const entry = (heads: string[], gloss: string) => ({ heads, hay: searchText([...heads, gloss]) });
const rank = (query: string, e: ReturnType<typeof entry>) => matchRank(query, e.heads, e.hay);

describe('ranking the glossary filter’s matches', () => {
  const karnoeffel = entry(['Karnöffel'], 'the medieval parent game');
  const karniffel = entry(['Karniffel', 'Thuringian Karnöffel'], 'a descendant of Karnöffel');
  const farbenstecher = entry(['Farbenstecher'], 'Karnöffel: the chosen Five');
  const thier = entry(['Thier', 'Thiere', 'Roter Thier'], 'a beast');
  const tolle = entry(['der Tolle', 'Alter Thier'], 'the highest beast');

  it('puts the headword that is the query first, then spellings that start with it, then other headword matches, then the meanings', () => {
    expect(rank('Karnöffel', karnoeffel)).toBe(0);
    expect(rank('karnoeffel', karnoeffel)).toBe(0);
    expect(rank('Karn', karnoeffel)).toBe(1);
    expect(rank('Karnöffel', karniffel)).toBe(2);
    expect(rank('Karnöffel', farbenstecher)).toBe(3);
    expect(rank('thier', thier)).toBe(0);
    expect(rank('thier', tolle)).toBe(2);
  });

  it('matches every word, in any order, and nothing else', () => {
    expect(rank('roter thier', thier)).toBe(0);
    expect(rank('thier roter', thier)).toBe(2);
    expect(rank('beast roter', thier)).toBe(3);
    expect(rank('Karnöffel', thier)).toBeNull();
    expect(rank('  ', thier)).toBe(0);
  });
});
