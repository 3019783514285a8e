import type { Exercise } from '../../content-data/exercise-schema.ts';
import {
  answerReview,
  countDone,
  DRILL,
  dueReview,
  emptyProgress,
  localDay,
  makeProgress,
  parseProgress,
  queueMistake,
  PROGRESS_KEY,
  recordAnswer,
  recordExam,
  recordMisses,
  resetProgress,
  type ProgressData,
  type ProgressProblem,
  type ReviewItem,
} from './progress.ts';

/** The learner's progress, shared by every island on a page, read from and written to localStorage. */
class Progress {
  data = $state.raw<ProgressData>(emptyProgress());
  /** why stored data had to be dropped, to say once (progress.stored.<code>) */
  notice = $state<ProgressProblem | null>(null);
  private loaded = false;

  /** The learner's today; a test may move the clock (the page's Date). */
  today(): string {
    return localDay(new Date());
  }

  load() {
    if (this.loaded) return;
    this.loaded = true;
    let raw: string | null;
    try {
      raw = localStorage.getItem(PROGRESS_KEY);
    } catch {
      return;
    }
    const parsed = parseProgress(raw);
    if (parsed.ok) {
      this.data = parsed.value;
      if (parsed.dropped) this.notice = parsed.dropped;
    } else this.notice = parsed.error.code;
  }

  /** Sets the progress and stores it: after an answer, or to put back what a reset took (undo), or merged from another device. */
  save(next: ProgressData) {
    this.data = next;
    try {
      localStorage.setItem(PROGRESS_KEY, makeProgress(next));
    } catch {
      // private browsing or a full disk: progress lasts for this visit only
    }
  }

  answer(lesson: string, exercise: Exercise, right: boolean) {
    this.save(recordAnswer(this.data, lesson, exercise, right, this.today()));
  }
  /** A question of the review queue answered (right: up the ladder; wrong: back to tomorrow). */
  reviewed(item: Pick<ReviewItem, 'lesson' | 'exercise'>, right: boolean) {
    this.save(answerReview(this.data, item, right, this.today()));
  }
  /** A drill question answered: a wrong one joins the review queue, and its topics count for the drill. */
  drilled(exercise: Exercise, topics: readonly string[], right: boolean) {
    this.save(recordMisses(right ? this.data : queueMistake(this.data, DRILL, exercise, this.today()), topics, right));
  }
  /** Questions answered wrong elsewhere (the exam): each joins the review queue. */
  mistakes(items: readonly Pick<ReviewItem, 'lesson' | 'exercise'>[]) {
    this.save(items.reduce((p, x) => queueMistake(p, x.lesson, x.exercise, this.today()), this.data));
  }
  due(): ReviewItem[] {
    return dueReview(this.data, this.today());
  }
  exam(score: number, passed: boolean) {
    this.save(recordExam(this.data, score, passed, this.today()));
  }
  /** Forgets one evening, or every lesson (and the exam only when asked). */
  reset(evening?: string, forgetExam = false) {
    this.save(resetProgress(this.data, evening, forgetExam));
  }
  count(lessons: Readonly<Record<string, readonly string[]>>) {
    return countDone(this.data, lessons);
  }
}

export const progress = new Progress();
