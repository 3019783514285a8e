// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { fireEvent, render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import { pageSpeaker } from '../../i18n/page.ts';
import { drawExam, examPool, examSeed, PASS_MARK } from './exam.ts';
import { exerciseFile } from '../../content-data/exercise-schema.ts';
import { isRight } from './exercises.ts';
import { progress } from './progress.svelte.ts';
import { EXAM_RUN_KEY } from './exam-run.ts';
import { questionWords } from './questions.ts';
import { random } from './random.ts';
import ExamRunner from './ExamRunner.svelte';
import { carryWords } from '../../ui/page-words.ts';

/** Every exercise of the course, as the exam page draws from them. */
const course = JSON.parse(readFileSync('content/lessons/course.json', 'utf8')) as { id: string; pages: string[] }[];
const pool = examPool(
  course.flatMap((e) =>
    e.pages.map((p) => ({
      lesson: `${e.id}/${p}`,
      exercises: exerciseFile.parse(JSON.parse(readFileSync(`content/lessons/${e.id}/${p}.exercises.json`, 'utf8'))).exercises,
    })),
  ),
);
const speaker = pageSpeaker('en');
const SEED = 7;
// The words come with the page, as the exam page carries them for its runner.
carryWords('en', ['game', 'why', 'quiz', 'exam', 'review']);

/** Renders the exam with a seed in the address, and the questions that seed draws, with their right answers. */
function exam() {
  history.replaceState(null, '', `/learn/exam/?seed=${SEED}`);
  // A right and a wrong choice per question, by the engine's answer (exercises.ts asks the rules), not by the
  // question's own check.
  const questions = drawExam(pool, random(examSeed(location.search, 0))).map((x) => {
    const q = questionWords(speaker).toQuestion(x.exercise);
    return { right: q.choices.findIndex((c) => isRight(x.exercise, c.value)), wrong: q.choices.findIndex((c) => !isRight(x.exercise, c.value)) };
  });
  const { container, getAllByRole } = render(ExamRunner, { props: { lang: 'en', pool, diploma: '/learn/diploma/', rulings: {} } });
  const heading = () => container.querySelector('#exam-h')!.textContent.trim();
  const press = async (name: string) => {
    // The first such button: the list to jump to any question has its own "Check my answers".
    await fireEvent.click(getAllByRole('button', { name })[0]!);
    await tick();
  };
  return { container, questions, heading, press };
}

describe('ExamRunner: one question a screen, a check, and a mark that locks the exam', () => {
  it('answers kept without a verdict; marked only when all are answered; the score, the reasons and progress', async () => {
    localStorage.clear();
    const { container, questions, heading, press } = exam();
    const size = questions.length;
    await press(speaker.text('exam.start', { size }));
    // Wrong on purpose: the first three.
    const wrong = [0, 1, 2];
    for (let i = 0; i < size; i++) {
      expect(heading()).toBe(speaker.text('exam.counter', { n: i + 1, size }));
      const choices = container.querySelectorAll<HTMLButtonElement>('.choices button');
      const pick = wrong.includes(i) ? questions[i]!.wrong : questions[i]!.right;
      await fireEvent.click(choices[pick]!);
      await tick();
      // No verdict before the mark.
      expect(container.querySelector('.mark-right, .mark-wrong')).toBeNull();
      await press(speaker.text(i < size - 1 ? 'exam.next' : 'exam.tocheck'));
    }
    expect(heading()).toBe(speaker.text('exam.check'));
    await press(speaker.text('exam.mark'));
    const score = size - wrong.length;
    expect(heading()).toBe(speaker.text(score >= PASS_MARK ? 'exam.passed' : 'exam.failed', { score, size, pass: PASS_MARK }));
    expect(container.querySelectorAll('.mark-wrong')).toHaveLength(wrong.length);
    expect(container.querySelectorAll('.choices button:enabled')).toHaveLength(0);
    expect(progress.data.exam?.best).toBe(score);
    // The three answered wrong come back in the review queue, and the marked exam is no longer kept as under way.
    expect(progress.data.review).toHaveLength(wrong.length);
    expect(localStorage.getItem(EXAM_RUN_KEY)).toBeNull();
  });

  it('an exam under way survives a reload: the same questions, the answers given, the screen shown; given up, it is gone', async () => {
    localStorage.clear();
    const first = exam();
    const size = first.questions.length;
    await first.press(speaker.text('exam.start', { size }));
    const drawn: string[] = [];
    for (let i = 0; i < 5; i++) {
      drawn.push(first.container.querySelector('legend')!.textContent);
      await fireEvent.click(first.container.querySelectorAll<HTMLButtonElement>('.choices button')[first.questions[i]!.right]!);
      await tick();
      await first.press(speaker.text('exam.next'));
    }
    first.container.remove();
    // A reload: a new runner, with a fresh draw in the address, finds the exam on the device.
    history.replaceState(null, '', '/learn/exam/');
    const again = render(ExamRunner, { props: { lang: 'en', pool, diploma: '/learn/diploma/', rulings: {} } });
    await tick();
    const heading = () => again.container.querySelector('#exam-h')!.textContent.trim();
    expect(heading()).toBe(speaker.text('exam.counter', { n: 6, size }));
    expect(again.container.textContent).toContain(speaker.text('exam.resumed'));
    const jump = [...again.container.querySelectorAll('.jump button, [aria-label]')].map((b) => b.getAttribute('aria-label'));
    for (let i = 0; i < 5; i++) expect(jump).toContain(speaker.text('exam.jump.answered', { n: i + 1 }));
    expect(jump).toContain(speaker.text('exam.jump.open', { n: 6 }));
    await fireEvent.click(again.getAllByRole('button', { name: speaker.text('exam.back') })[0]!);
    await tick();
    // The same draw: question 5 is the one answered before, with its answer still chosen.
    expect(again.container.querySelector('legend')!.textContent).toBe(drawn[4]);
    expect(again.container.querySelector('[aria-pressed="true"]')).not.toBeNull();
    // Given up on purpose: back to the start, nothing kept.
    await fireEvent.click(again.getAllByRole('button', { name: speaker.text('exam.tocheck') })[0]!);
    await tick();
    await fireEvent.click(again.getByRole('button', { name: speaker.text('exam.abandon') }));
    await tick();
    expect(localStorage.getItem(EXAM_RUN_KEY)).toBeNull();
    expect(again.getByRole('button', { name: speaker.text('exam.start', { size }) })).toBeTruthy();
  });

  it('the mark button stays disabled while a question is unanswered', async () => {
    const { container, questions, press } = exam();
    const size = questions.length;
    await press(speaker.text('exam.start', { size }));
    for (let i = 0; i < size; i++) await press(speaker.text(i < size - 1 ? 'exam.next' : 'exam.tocheck'));
    expect(container.querySelector<HTMLButtonElement>('button.mark')!.disabled).toBe(true);
  });
});
