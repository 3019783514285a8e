import { addMessages } from './format.ts';
import { exam } from './en/exam.ts';
import './use-quiz.ts';

/** Importing this module gives an island the words of the exam and the diploma (and of the questions). */
addMessages(exam);
