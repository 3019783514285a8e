import type { Lang } from '../../i18n/lang.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageSpeaker } from '../../i18n/page.ts';
import { plain } from '../../i18n/speaker.ts';
import { DEFAULT_VARIANT } from '../../rules/index.ts';
import { makeDrill, MAX_LEVEL } from './drills.ts';
import { exerciseFile, type Exercise } from '../../content-data/exercise-schema.ts';
import { questionWords } from './questions.ts';

const { spoken } = pageSpeaker('en');
const { capitalised, toQuestion } = questionWords(pageSpeaker('en'));
import { random } from './random.ts';

const ROOT = 'content/lessons';
const lessonExercises: { where: string; ex: Exercise }[] = readdirSync(ROOT, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .flatMap((d) =>
    readdirSync(join(ROOT, d.name))
      .filter((f) => f.endsWith('.exercises.json'))
      .flatMap((f) => exerciseFile.parse(JSON.parse(readFileSync(join(ROOT, d.name, f), 'utf8'))).exercises.map((ex) => ({ where: `${d.name}/${f}`, ex }))),
  );
const rand = random(7);
const drills = (['roles', 'winner'] as const).flatMap((kind) =>
  Array.from({ length: MAX_LEVEL * 25 }, (_, i) => ({ where: `drill ${kind}`, ex: makeDrill(kind, 1 + (i % MAX_LEVEL), rand, i) })),
);

/** The first letter a screen reader says: cards by name ("Three of spades"). */
const firstLetter = (ex: Exercise): string => /\p{L}/u.exec(spoken(toQuestion(ex).prompt))?.[0] ?? '';

describe('questions as the learner reads them', () => {
  it('finds the exercises to check', () => expect(lessonExercises.length).toBeGreaterThan(50));

  it('every question of every lesson, and of the drills, starts with a capital letter', () => {
    const lower = [...lessonExercises, ...drills].filter(({ ex }) => firstLetter(ex) !== firstLetter(ex).toUpperCase() || firstLetter(ex) === '');
    expect(lower.map(({ where, ex }) => `${where} › ${ex.id}: ${spoken(toQuestion(ex).prompt)}`)).toEqual([]);
  });

  it('capitalises the first letter however the words are split, and leaves a leading card alone', () => {
    expect(capitalised([{ text: '(' }, { text: 'hattstedt' }, { text: ' rules.)' }])).toEqual([{ text: '(' }, { text: 'Hattstedt' }, { text: ' rules.)' }]);
    expect(capitalised([{ text: 'hearts and spades' }])).toEqual([{ text: 'Hearts and spades' }]);
    expect(capitalised([{ card: '3S' }, { text: ' is led' }])).toEqual([{ card: '3S' }, { text: ' is led' }]);
  });
});

describe('stakes feedback', () => {
  const stakes = (outcome: 'jann' | 'game', turns: number): Exercise => ({
    kind: 'stakes',
    id: 't',
    variant: 'hattstedt',
    outcome,
    turns,
    players: 4,
    answer: 0,
  });
  const explained = (lang: Lang, ex: Exercise) => plain(questionWords(pageSpeaker(lang)).toQuestion(ex).explain(ex.answer));

  it('says a sum of one part once', () => {
    expect(explained('de', stakes('jann', 0))).toBe('Das macht das Doppelte für den Jann.');
    expect(explained('en', stakes('jann', 0))).toBe('It is double the basic game for the Jann.');
  });

  it('breaks down a sum of several parts', () => {
    expect(explained('en', { ...stakes('game', 2), variant: DEFAULT_VARIANT })).toBe('It is 30 cents: 10 cents for the game + 20 cents for 2 accepted turns.');
  });

  it('asks a five-player deal in its own words: the lone dealer needs four tricks, and each of the four pays', () => {
    const five = (side: 'dealer' | 'defenders', outcome: 'game' | 'jann' | 'march', answer = 0): Exercise => ({
      kind: 'stakes',
      id: 'f',
      variant: DEFAULT_VARIANT,
      outcome,
      turns: 0,
      players: 5,
      side,
      answer,
    });
    const prompt = (lang: Lang, ex: Exercise) => plain(questionWords(pageSpeaker(lang)).toQuestion(ex).prompt);
    expect(prompt('en', five('dealer', 'game'))).toMatch(/dealer takes four tricks.*each of the four opponents pay/);
    expect(prompt('en', five('dealer', 'jann'))).toMatch(/first four tricks, a Jann/);
    expect(prompt('en', five('defenders', 'march'))).toMatch(/four defenders take all nine tricks.*dealer pay each of them/);
    expect(prompt('de', five('dealer', 'jann'))).toMatch(
      /die ersten vier Stiche, einen Jann; es wurde nicht gedreht\. Was zahlt ihm jeder seiner vier Gegner\?/,
    );
    // The answer is one payment of the four, so the four together are offered as a wrong choice.
    const choices = toQuestion(five('dealer', 'game', 10)).choices.map((c) => c.value);
    expect(choices).toContain(10);
    expect(choices).toContain(40);
  });

  it('counts the turns seen in words in German', () => {
    expect(explained('de', { ...stakes('game', 2), variant: DEFAULT_VARIANT })).toBe(
      'Das macht 30 Cent: 10 Cent für das Spiel + 20 Cent für zwei gesehene Drehen.',
    );
  });
});
