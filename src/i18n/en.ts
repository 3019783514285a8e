import { names } from './names.ts';
import { calc } from './en/calc.ts';
import { course } from './en/course.ts';
import { errors } from './en/errors.ts';
import { family } from './en/family.ts';
import { tables } from './en/tables.ts';
import { exam } from './en/exam.ts';
import { explorer } from './en/explorer.ts';
import { link } from './en/link.ts';
import { picker } from './en/picker.ts';
import { play } from './en/play.ts';
import { coach } from './en/coach.ts';
import { tableLink } from './en/table-link.ts';
import { playLater } from './en/play-later.ts';
import { roles } from './en/roles.ts';
import { game } from './en/game.ts';
import { why } from './en/why.ts';
import { quiz } from './en/quiz.ts';
import { search } from './en/search.ts';
import { turn } from './en/turn.ts';
import { walk } from './en/walk.ts';
import { review } from './en/review.ts';

/**
 * The English message catalog, in parts so that each island ships only the words it uses.
 * Pages see all of it (with en-site.ts); an island's language wrapper gives it the parts it uses.
 */
export const en = {
  ...names,
  ...game,
  ...why,
  ...picker,
  ...explorer,
  ...turn,
  ...link,
  ...roles,
  ...quiz,
  ...play,
  ...exam,
  ...calc,
  ...walk,
  ...review,
  ...search,
  ...course,
  ...errors,
  ...family,
  ...tables,
  ...coach,
  ...tableLink,
  ...playLater,
} as const;
export type MessageKey = keyof typeof en;
export {
  calc,
  coach,
  course,
  errors,
  exam,
  explorer,
  family,
  game,
  link,
  picker,
  play,
  playLater,
  quiz,
  review,
  roles,
  search,
  tableLink,
  tables,
  turn,
  walk,
  why,
};
