import type { Answer } from './exercises.ts';
import { drawExam, examSeed, markExam, unanswered, type ExamAnswers, type ExamMark, type PoolItem } from './exam.ts';
import { progress } from './progress.svelte.ts';
import type { Question } from './questions.ts';
import { random } from './random.ts';

/** The screens of an exam: intro, one question at a time, the check of every answer, and the marked exam (locked). */
export type ExamPhase = 'intro' | 'ask' | 'check' | 'marked';

/** One learner's exam: the draw, the answers so far, the screen shown and, once marked, the result. */
export class ExamSession {
  phase = $state<ExamPhase>('intro');
  exam = $state.raw<PoolItem[]>([]);
  answers = $state.raw<ExamAnswers>([]);
  at = $state(0);
  result = $state.raw<ExamMark | null>(null);
  questions = $derived(this.exam.map((x) => this.toQuestion(x.exercise)));
  open = $derived(unanswered(this.exam, this.answers));
  /** set once the learner has moved, so the first screen does not grab the focus */
  moved = false;
  private round = 0;
  private readonly pool: () => PoolItem[];

  /** an exercise made ready to ask, in the page's language */
  private readonly toQuestion: (exercise: PoolItem['exercise']) => Question;

  constructor(pool: () => PoolItem[], toQuestion: (exercise: PoolItem['exercise']) => Question) {
    this.pool = pool;
    this.toQuestion = toQuestion;
  }

  get size() {
    return this.exam.length;
  }
  /** Shows a screen; its heading then takes the focus (see ExamRunner). */
  show(next: ExamPhase, i = this.at) {
    this.phase = next;
    this.at = i;
    this.moved = true;
  }
  start() {
    // The first exam may be replayed with ?seed=…; a new exam is always a new draw, and a new attempt.
    const seed = examSeed(this.round === 0 ? location.search : '', Date.now());
    this.round += 1;
    this.exam = drawExam(this.pool(), random(seed));
    this.answers = [];
    this.result = null;
    this.show('ask', 0);
  }
  answer(i: number, given: Answer) {
    if (this.result) return;
    const a = [...this.answers];
    a[i] = given;
    this.answers = a;
  }
  mark() {
    if (this.result) return;
    const r = markExam(this.questions, this.answers);
    if (!r) return;
    this.result = r;
    progress.load();
    progress.exam(r.score, r.passed);
    this.show('marked');
  }
}
