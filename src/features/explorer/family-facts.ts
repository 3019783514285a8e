import { GAMES } from '../../rules/index.ts';
import { parseShare, shareGame } from './share.ts';

/** Reads a link by the rules of the game it names, every game's rules at hand from the registry (build and tests). */
export const readShare = (search: string): ReturnType<typeof parseShare> => parseShare(search, GAMES[shareGame(search)]);
