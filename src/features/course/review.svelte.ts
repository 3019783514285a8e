import type { Exercise } from '../../content-data/exercise-schema.ts';
import { answerReview, DRILL, dueReview, queueMistake, recordMisses, type ReviewItem } from './progress.ts';
import { progress } from './progress.svelte.ts';

// The review queue's moves on the shared progress, apart from the store so that a lesson page does not load them.

/** A question of the review queue answered (right: up the ladder; wrong: back to tomorrow). */
export const reviewed = (item: Pick<ReviewItem, 'lesson' | 'exercise'>, right: boolean) =>
  progress.save(answerReview(progress.data, item, right, progress.today()));

/** A drill question answered: a wrong one joins the review queue, and its topics count for the drill. */
export const drilled = (exercise: Exercise, topics: readonly string[], right: boolean) =>
  progress.save(recordMisses(right ? progress.data : queueMistake(progress.data, DRILL, exercise, progress.today()), topics, right));

/** Questions answered wrong elsewhere (the exam): each joins the review queue. */
export const mistakes = (items: readonly Pick<ReviewItem, 'lesson' | 'exercise'>[]) =>
  progress.save(items.reduce((p, x) => queueMistake(p, x.lesson, x.exercise, progress.today()), progress.data));

/** The questions due today, oldest first. */
export const dueToday = (): ReviewItem[] => dueReview(progress.data, progress.today());
