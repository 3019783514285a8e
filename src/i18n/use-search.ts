import { addMessages } from './format.ts';
import { search } from './en/search.ts';

/** Importing this module gives an island the words of its part of the catalog. */
addMessages(search);
