import { names } from './names.ts';
import { calc } from './de/calc.ts';
import { course } from './de/course.ts';
import { errors } from './de/errors.ts';
import { family } from './de/family.ts';
import { tables } from './de/tables.ts';
import { exam } from './de/exam.ts';
import { explorer } from './de/explorer.ts';
import { link } from './de/link.ts';
import { picker } from './de/picker.ts';
import { play } from './de/play.ts';
import { coach } from './de/coach.ts';
import { tableLink } from './de/table-link.ts';
import { playLater } from './de/play-later.ts';
import { game } from './de/game.ts';
import { why } from './de/why.ts';
import { quiz } from './de/quiz.ts';
import { roles } from './de/roles.ts';
import { search } from './de/search.ts';
import { turn } from './de/turn.ts';
import { walk } from './de/walk.ts';
import { review } from './de/review.ts';

/** The German message catalog, part by part like en.ts; each part has exactly the English part's keys (see speaker.test.ts). */
export const de = {
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
