import { addMessages } from './format.ts';
import { quiz } from './en/quiz.ts';

/** Importing this module gives an island the words of its part of the catalog. */
addMessages(quiz);
