import { FAMILY, GAMES, type FamilyId } from '../rules/index.ts';
import { parseShare, shareGame, type GameFacts } from './share.ts';

/** A family game's facts for the explorer and a link reader: the game itself (rules/games.ts), which the explorer loads with the family kit, on demand. */
export const familyFacts = (id: FamilyId): GameFacts => FAMILY[id];

/** Reads a link by the rules of the game it names, every game's rules at hand from the registry (build and tests). */
export const readShare = (search: string): ReturnType<typeof parseShare> => parseShare(search, GAMES[shareGame(search)]);
