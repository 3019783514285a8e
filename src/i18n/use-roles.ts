import { addMessages } from './format.ts';
import { roles } from './en/roles.ts';

/** Importing this module gives the card-role widget its words (the explorer's come with use-explorer.ts). */
addMessages(roles);
