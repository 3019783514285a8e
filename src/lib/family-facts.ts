import { BANNERS, FAMILY, isFamilyId, lookupFamilyCard, parseFamilyChosen, parseKaisers, type FamilyId, type GameId } from '../rules/index.ts';
import { knueffelnFacts, parseShare, shareGame, type GameFacts } from './share.ts';

/** A family game's facts for the explorer and a link reader: the explorer loads them with the family kit, on demand. */
export function familyFacts(id: FamilyId): GameFacts {
  const game = FAMILY[id];
  return {
    pack: game.pack,
    chosenCount: game.chosenCount,
    players: game.players,
    parseChosen: (value) => parseFamilyChosen(game, value),
    lookupCard: (code) => lookupFamilyCard(game, code),
    ...(game.kaisers ? { kaisers: { all: BANNERS, parse: parseKaisers } } : {}),
  };
}

/** Any game's facts at once: for the build and the tests, where every rule is at hand. */
const factsOf = (v: GameId): GameFacts => (isFamilyId(v) ? familyFacts(v) : knueffelnFacts(v));

/** Reads a link by the rules of the game it names, every game's rules at hand (build and tests). */
export const readShare = (search: string): ReturnType<typeof parseShare> => parseShare(search, factsOf(shareGame(search)));
