import { addMessages } from './format.ts';
import { walk } from './en/walk.ts';

/** Importing this module gives an island the words of its part of the catalog. */
addMessages(walk);
