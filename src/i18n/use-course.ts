import { addMessages } from './format.ts';
import { course } from './en/course.ts';
import './use-quiz.ts';

/** Importing this module gives an island the words of the course page (and of the exercises). */
addMessages(course);
