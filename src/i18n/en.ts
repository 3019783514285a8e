import { calc } from './en/calc.ts';
import { course } from './en/course.ts';
import { errors } from './en/errors.ts';
import { exam } from './en/exam.ts';
import { explorer } from './en/explorer.ts';
import { roles } from './en/roles.ts';
import { game } from './en/game.ts';
import { quiz } from './en/quiz.ts';
import { search } from './en/search.ts';
import { walk } from './en/walk.ts';

/**
 * The English message catalog, in parts so that each island ships only the words it uses.
 * Pages see all of it (with en-site.ts); format.ts always has `game`, islands register their part.
 */
export const en = { ...game, ...explorer, ...roles, ...quiz, ...exam, ...calc, ...walk, ...search, ...course, ...errors } as const;
export type MessageKey = keyof typeof en;
export { calc, course, errors, exam, explorer, game, quiz, roles, search, walk };
