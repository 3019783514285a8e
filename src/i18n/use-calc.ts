import { addMessages } from './format.ts';
import { calc } from './en/calc.ts';

/** Importing this module gives an island the words of its part of the catalog. */
addMessages(calc);
