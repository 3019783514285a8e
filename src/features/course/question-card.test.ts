// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { fireEvent, render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import { speakerContext } from '../../ui/context.ts';
import { pageSpeaker } from '../../i18n/page.ts';
import { exerciseFile } from '../../content-data/exercise-schema.ts';
import { isRight, type Answer } from './exercises.ts';
import { questionWords } from './questions.ts';
import QuestionCard from './QuestionCard.svelte';

/** The first exercise of the first lesson, as a question in English, with a right and a wrong choice by the rules. */
const speaker = pageSpeaker('en');
const exercise = exerciseFile.parse(JSON.parse(readFileSync('content/lessons/cards/olen.exercises.json', 'utf8'))).exercises[0]!;
const q = questionWords(speaker).toQuestion(exercise);
const right = q.choices.findIndex((c) => isRight(exercise, c.value));
const wrong = q.choices.findIndex((c) => !isRight(exercise, c.value));

function card(props: { reveal?: boolean; locked?: boolean; given?: Answer | null } = {}) {
  const heard: [boolean, Answer][] = [];
  const { container, queryByRole } = render(QuestionCard, {
    props: { q, number: 1, rulings: {}, onanswer: (ok: boolean, given: Answer) => heard.push([ok, given]), ...props },
    context: speakerContext(speaker),
  });
  const choices = () => [...container.querySelectorAll<HTMLButtonElement>('.choices button')];
  /** A choice's mark: right, wrong, the learner's (right), or none. */
  const mark = (b: HTMLButtonElement) => [...b.classList].find((c) => c.startsWith('mark-')) ?? '';
  const feedback = () => container.querySelector('.fb')!.textContent.replace(/\s+/g, ' ').trim();
  return { container, choices, mark, feedback, heard, queryByRole };
}

describe('QuestionCard: a question, its choices, and the answer marked by icon and words', () => {
  it('a wrong answer: marked wrong and the right one shown, with a reason; trying again clears it', async () => {
    const { choices, mark, feedback, heard, queryByRole } = card();
    await fireEvent.click(choices()[wrong]!);
    expect(heard).toEqual([[false, q.choices[wrong]!.value]]);
    expect(mark(choices()[wrong]!)).toBe('mark-wrong');
    expect(mark(choices()[right]!)).toBe('mark-right');
    expect(feedback()).toContain(speaker.text('quiz.wrong'));
    // Only the given answer stays pressable: the others wait for "try again".
    expect(choices().filter((b) => !b.disabled)).toEqual([choices()[wrong]]);
    await fireEvent.click(queryByRole('button', { name: speaker.text('quiz.again') })!);
    await tick();
    expect(feedback()).toBe('');
    expect(choices().every((b) => !b.disabled && mark(b) === '')).toBe(true);
  });

  it('a right answer: marked as the learner’s, told right, and no trying again', async () => {
    const { choices, mark, feedback, heard, queryByRole } = card();
    await fireEvent.click(choices()[right]!);
    expect(heard).toEqual([[true, q.choices[right]!.value]]);
    expect(mark(choices()[right]!)).toBe('mark-yours');
    expect(feedback()).toContain(speaker.text('quiz.right'));
    expect(queryByRole('button', { name: speaker.text('quiz.again') })).toBeNull();
  });

  it('in an exam not yet marked: the answer is kept, pressed, and nothing says right or wrong; it may change', async () => {
    const { choices, mark, feedback, heard } = card({ reveal: false });
    await fireEvent.click(choices()[wrong]!);
    expect(choices()[wrong]!.getAttribute('aria-pressed')).toBe('true');
    expect(feedback()).toBe('');
    expect(choices().some((b) => mark(b) !== '')).toBe(false);
    await fireEvent.click(choices()[right]!);
    expect(heard.map(([ok]) => ok)).toEqual([false, true]);
  });

  it('a marked exam: the given answer shown, every choice locked, no trying again', () => {
    const { choices, mark, queryByRole } = card({ locked: true, given: q.choices[wrong]!.value });
    expect(choices().every((b) => b.disabled)).toBe(true);
    expect(mark(choices()[wrong]!)).toBe('mark-wrong');
    expect(queryByRole('button', { name: speaker.text('quiz.again') })).toBeNull();
  });
});
