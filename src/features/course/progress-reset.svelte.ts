import type { Speaker } from '../../i18n/speaker.ts';
import type { MapEvening } from './course-map.ts';
import { progress } from './progress.svelte.ts';
import type { ProgressData } from './progress.ts';

/** How long the Undo offer stays after a reset, in ms (at least 10 s, as the issue asks). */
const UNDO_MS = 15_000;

/** Resetting progress: the confirm dialog's question, then the Undo offer for a while. */
export class ProgressReset {
  dialog = $state<HTMLDialogElement>();
  /** the reset being asked about: one evening, or everything (null) */
  asking = $state<MapEvening | null>(null);
  forgetExam = $state(false);
  /** what the last reset took, while Undo is offered */
  undone = $state<string | null>(null);
  /** said once Undo has put the progress back */
  said = $state<string | null>(null);
  /** the progress before the last reset, while Undo is offered */
  private before: ProgressData | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  private readonly sp: Speaker;

  constructor(sp: Speaker) {
    this.sp = sp;
  }

  ask(e: MapEvening | null) {
    this.asking = e;
    this.forgetExam = false;
    this.dialog?.showModal();
  }
  confirm() {
    const e = this.asking;
    this.dialog?.close();
    this.before = progress.data;
    progress.reset(e?.id, e === null && this.forgetExam);
    this.undone = e
      ? this.sp.text('course.undone.one', { evening: this.sp.text('course.evening.short', { number: e.number }) })
      : this.sp.text(this.forgetExam ? 'course.undone.exam' : 'course.undone.all');
    this.said = null;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.undone = null;
      this.before = null;
    }, UNDO_MS);
  }
  undo() {
    clearTimeout(this.timer);
    if (this.before) progress.save(this.before);
    this.before = null;
    this.undone = null;
    this.said = this.sp.text('course.undo.done');
  }
}
