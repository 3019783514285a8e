import { describe, expect, it } from 'vitest';
import { explorer as deExplorer } from './de/explorer.ts';
import { family as deFamily } from './de/family.ts';
import { play as dePlay } from './de/play.ts';
import { game as deGame } from './de/game.ts';
import { why as deWhy } from './de/why.ts';
import { quiz as deQuiz } from './de/quiz.ts';
import { quiz as enQuiz } from './en/quiz.ts';
import { units as deUnits } from './de/units.ts';
import { game as enGame } from './en/game.ts';
import { why as enWhy } from './en/why.ts';
import { units as enUnits } from './en/units.ts';
import { choose, type Message } from './message.ts';
import { createSpeaker, plain } from './speaker.ts';

/** Messages are data (an island gets them as a prop): these check that the speaker reads each kind as the old functions did. */
describe('messages as data', () => {
  const cards: Message = { plural: 'count', '=0': 'no cards', one: '1 card', other: '{count} cards' };
  it('a plural message takes an exact count first, then the language’s plural rule', () => {
    expect(choose(cards, { count: 0 }, 'en')).toBe('no cards');
    expect(choose(cards, { count: 1 }, 'en')).toBe('1 card');
    expect(choose(cards, { count: 2 }, 'en')).toBe('{count} cards');
    expect(choose(cards, { count: 1.5 }, 'en')).toBe('{count} cards');
    expect(choose(cards, {}, 'en')).toBe('{count} cards');
  });
  it('a select message chooses by a word, a rank parameter’s code, or any value that is set', () => {
    const m: Message = { select: 'x', A: 'ace', '*': 'set', other: 'unset' };
    expect(choose(m, { x: 'A' }, 'en')).toBe('ace');
    expect(choose(m, { x: [{ text: 'Ass', rank: 'A' }] }, 'en')).toBe('ace');
    expect(choose(m, { x: 'K' }, 'en')).toBe('set');
    expect(choose(m, {}, 'en')).toBe('unset');
  });
  it('pieces are joined, each chosen on its own', () => {
    expect(choose(['a ', cards, '.'], { count: 1 }, 'en')).toBe('a 1 card.');
  });
  it('a threshold message compares the size of a number', () => {
    const m: Message = { over: 'amount', at: 100, then: 'euros', else: 'cents' };
    expect([99, 100, -150, -20].map((amount) => choose(m, { amount }, 'en'))).toEqual(['cents', 'euros', 'euros', 'cents']);
  });
});

describe('German grammar from the noun table, keyed by rank code', () => {
  const de = createSpeaker('de', { ...deGame, ...deWhy, ...deUnits, ...deExplorer, ...deQuiz });
  const en = createSpeaker('en', { ...enGame, ...enWhy, ...enUnits, ...enQuiz });
  it('declines a card and a rank with its article, in every case', () => {
    expect(de.spoken(de.t('step.against', { card: [{ card: 'JS' }] }))).toBe('dem Pik-Buben');
    expect(plain(de.t('alt.beaters.from', { rank: de.rankWords('J') }))).toBe('ein gewählter Steker ab dem Buben aufwärts');
    expect(plain(de.t('alt.beaters.from', { rank: de.rankWords('A') }))).toBe('ein gewählter Steker ab dem Ass aufwärts');
    expect(plain(de.t('alt.beaters.from', { rank: de.rankWords('3') }))).toBe('ein gewählter Steker ab der Drei aufwärts');
    expect(de.cardName('AH', 'gen')).toBe('Herz-Asses');
    expect(de.cardName('JC', 'acc')).toBe('Kreuz-Buben');
  });
  it('an adjective before a rank ends by the rank’s gender from the table, whatever the rank is called', () => {
    expect(plain(de.t('role.chosen-plain', { rank: de.rankWords('K') }))).toBe('ein gewählter König');
    expect(plain(de.t('role.chosen-plain', { rank: de.rankWords('Q') }))).toBe('eine gewählte Dame');
    expect(plain(de.t('role.chosen-plain', { rank: de.rankWords('A') }))).toBe('ein gewähltes Ass');
    // A German pack's Queen is der Ober: the gender follows the pack's noun, not the French word. The family's packs'
    // nouns travel with the family's words, so a Knüffeln island does not carry them.
    const ober = [{ text: 'Ober', rank: 'Q', style: 'german' }];
    expect(plain(createSpeaker('de', { ...deGame, ...deWhy, ...deFamily }).t('role.chosen-plain', { rank: ober }))).toBe('ein gewählter Ober');
  });
  it('says how often in words up to twelve, from the spelled numbers (AUTHORING.md: numbers up to twelve in words)', () => {
    const play = createSpeaker('de', { ...deGame, ...dePlay });
    const times = (count: number) => plain(play.t('play.turns', { count }));
    expect([0, 1, 2, 3, 7, 12, 13, 40].map(times)).toEqual(
      ['0-mal', 'einmal', 'zweimal', 'dreimal', 'siebenmal', 'zwölfmal', '13-mal', '40-mal'].map((w) => `${w} gedreht und gesehen`),
    );
  });
  it('an Ole with a Low German article keeps it', () => {
    expect(plain(de.t('role.ole', { name: 'de Beste', id: 'de-beste', ordinal: 'erste' }))).toBe('de Beste (die erste Ole)');
    expect(plain(de.t('role.ole', { name: 'Hartenool', id: 'harten-ol', ordinal: 'vierte' }))).toBe('die Hartenool (die vierte Ole)');
  });
  it('writes counts as the style sheet wants and money in the page’s format', () => {
    expect(plain(de.t('unit.cent', { amount: 120 }))).toBe('1,20\u00A0€');
    expect(plain(en.t('unit.cent', { amount: 120 }))).toBe('€1.20');
    expect(plain(en.t('unit.cent', { amount: 1 }))).toBe('1 cent');
    expect(plain(de.t('unit.basic-game', { amount: 2 }))).toBe('das Doppelte');
    expect(plain(de.t('unit.basic-game', { amount: 16 }))).toBe('das 16-Fache');
    expect(plain(de.t('ex.orders.same', { count: 6 }))).toBe('In allen sechs Reihenfolgen dieser Karten gewinnt dieselbe Karte.');
    expect(plain(de.t('ex.orders.same', { count: 24 }))).toBe('In allen 24 Reihenfolgen dieser Karten gewinnt dieselbe Karte.');
    expect(plain(de.t('q.stakes.game', { turns: 2 }))).toBe('Eine Partei macht fünf Stiche; es wurde zweimal gedreht und gesehen. Was ist das Spiel wert?');
    expect(plain(de.t('q.stakes.game', { turns: 13 }))).toBe('Eine Partei macht fünf Stiche; es wurde 13-mal gedreht und gesehen. Was ist das Spiel wert?');
    expect(plain(en.t('q.stakes.game', { turns: 1 }))).toBe('A side takes five tricks; one turn was accepted. What is the deal worth?');
  });
  it('English has no noun table: cards and ranks are not declined', () => {
    expect(en.spoken(en.t('step.against', { card: [{ card: 'JS' }] }))).toBe('Jack of spades');
    expect(plain(en.t('role.chosen-plain', { rank: en.rankWords('K') }))).toBe('a chosen King');
  });
});
