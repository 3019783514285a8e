import { describe, expect, it } from 'vitest';
import { searchText } from '../../lib/fold.ts';
import { matchRank, nameRank } from './glossary-match.ts';

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

describe('a card’s name and hyphens in the filter', () => {
  const twe = entry(['Twe', 'Herz-Zwei', '♥2'], 'the highest Ole');
  const wage = entry(['de Wage', 'Waag', 'Kreuz Vier', '♣4'], 'the second Ole');

  it('takes a hyphen and a space alike, with or without an article', () => {
    for (const q of ['Herz-Zwei', 'Herz Zwei', 'herz zwei', 'die Herz-Zwei', '„Herz-Zwei“', '♥2']) expect(rank(q, twe), q).toBe(0);
    for (const q of ['Kreuz-Vier', 'Kreuz Vier', 'de Wage', 'Waag']) expect(rank(q, wage), q).toBe(0);
    expect(rank('Herz', twe)).toBe(1);
    expect(rank('Kreuz-Vier', twe)).toBeNull();
  });
});

describe('nameRank: whether a query names an entry', () => {
  const paas = { headword: 'Paas', spellings: ['Paap', 'Pape', 'Papst'], cards: [] };
  const papst = { headword: 'Papst', spellings: [], cards: [] };
  const twe = { headword: 'Twe', spellings: [], cards: ['Herz-Zwei', '♥2'] };
  const ober = { headword: 'Kaiser (Kaiserspiel)', spellings: [], cards: ['der Rosen-Ober', '♥O'] };

  it('its headword first, then a spelling or its card’s name, in any of their forms', () => {
    expect(nameRank('Papst', papst)).toBe(0);
    expect(nameRank('Papst', paas)).toBe(1);
    expect(nameRank('paas', paas)).toBe(0);
    for (const q of ['Herz-Zwei', 'Herz Zwei', 'die Herz-Zwei', 'herz‑zwei', '♥2']) expect(nameRank(q, twe), q).toBe(1);
    expect(nameRank('Rosen-Ober', ober)).toBe(1);
    expect(nameRank('der Rosen Ober', ober)).toBe(1);
    expect(nameRank('Kaiser', ober)).toBe(0);
  });

  it('names nothing by a part of a name, or by nothing', () => {
    expect(nameRank('Herz', twe)).toBeNull();
    expect(nameRank('Zwei', twe)).toBeNull();
    expect(nameRank('Pap', paas)).toBeNull();
    expect(nameRank('  ', twe)).toBeNull();
  });
});
