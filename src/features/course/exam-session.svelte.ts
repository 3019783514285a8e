import type { Answer } from './exercises.ts';
import { drawExam, examSeed, markExam, unanswered, type ExamAnswers, type ExamMark, type PoolItem } from './exam.ts';
import { EXAM_RUN_KEY, makeExamRun, parseExamRun } from './exam-run.ts';
import { progress } from './progress.svelte.ts';
import { mistakes } from './review.svelte.ts';
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
  /** taken up from the device after a reload, until the learner moves */
  resumed = $state(false);
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
    this.keep();
  }
  /** Takes up an exam left under way on this device (after a reload, or a tab the browser discarded). */
  resume(): boolean {
    let raw: string | null;
    try {
      raw = localStorage.getItem(EXAM_RUN_KEY);
    } catch {
      return false;
    }
    const run = parseExamRun(raw, this.pool());
    if (!run) {
      if (raw !== null) this.forget();
      return false;
    }
    this.round = 1;
    this.exam = [...run.exam];
    this.answers = run.answers;
    this.result = null;
    this.at = run.at;
    this.phase = run.phase;
    this.resumed = true;
    return true;
  }
  /** Keeps the exam under way on the device: its draw, its answers and the screen shown. */
  private keep() {
    if (this.result || (this.phase !== 'ask' && this.phase !== 'check')) return;
    try {
      localStorage.setItem(EXAM_RUN_KEY, makeExamRun({ exam: this.exam, answers: this.answers, at: this.at, phase: this.phase }));
    } catch {
      // private browsing or a full disk: the exam lasts for this visit only
    }
  }
  private forget() {
    try {
      localStorage.removeItem(EXAM_RUN_KEY);
    } catch {
      // nothing was kept
    }
  }
  /** Gives up the exam under way, on purpose: its answers are dropped and nothing counts. */
  abandon() {
    this.forget();
    this.exam = [];
    this.answers = [];
    this.result = null;
    this.show('intro', 0);
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
    this.keep();
  }
  mark() {
    if (this.result) return;
    const r = markExam(this.questions, this.answers);
    if (!r) return;
    this.result = r;
    this.forget();
    progress.load();
    progress.exam(r.score, r.passed);
    // What was answered wrong comes back in the review queue.
    mistakes(this.exam.filter((_, i) => !r.right[i]));
    this.show('marked');
  }
}
