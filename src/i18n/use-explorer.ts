import { addMessages } from './format.ts';
import { explorer } from './en/explorer.ts';

/** Importing this module gives an island the words of its part of the catalog. */
addMessages(explorer);
