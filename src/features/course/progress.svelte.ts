import type { Exercise } from '../../content-data/exercise-schema.ts';
import {
  countDone,
  emptyProgress,
  localDay,
  makeProgress,
  parseProgress,
  PROGRESS_KEY,
  recordAnswer,
  recordExam,
  resetProgress,
  type ProgressData,
  type ProgressProblem,
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
