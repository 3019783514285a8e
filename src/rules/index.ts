/**
 * The rules of Knüffeln and of its family (Karnöffel, Karniffel, Kaiserspiel): pure data and functions, no framework.
 * Everything the site says about the rules asks here: the trick, four-player Knüffeln's deal, and the interface of any
 * deal. Only what is used outside the rules is named here; the Play table's games are in table-games.ts.
 */
export { SUITS, RANKS, isRank, isCardCode, rankOf, suitOf } from './cards.ts';
export type { Suit, Rank, CardCode } from './cards.ts';
export { ERROR_CODES } from './errors.ts';
export type { CardRefusal, RuleError } from './errors.ts';
export { ok } from './result.ts';
export type { Result } from './result.ts';
export { RULING_IDS, isRulingId } from './rulings.ts';
export type { RulingId } from './rulings.ts';
export { VARIANT_IDS, VARIANTS, DEFAULT_VARIANT, OLE_NAMES, BEATER_NAMES, isVariantId, packOf, maxTrickOf } from './variants.ts';
export type { VariantId, Variant } from './variants.ts';
export { ROLE_KINDS, contextOf, factsFor, lookupFacts, strengthOf } from './roles.ts';
export type { Role, RoleKind, Guard, DealContext } from './roles.ts';
export { REASON_KEYS } from './beats.ts';
export type { ReasonKey } from './beats.ts';
export { parseChosen } from './deal-context.ts';
export { describeCard } from './describe.ts';
export { resolveKnueffelnTrick, playTrick } from './trick.ts';
export type { GameTrickResult, ContestStep } from './game.ts';
export { GAMES, resolveTrick } from './games.ts';
export { FAMILY, familyContextOf, parseFamilyContext } from './family-games.ts';
export { KNUEFFELN } from './knueffeln.ts';
export { FAMILY_IDS, BEASTS, BEAST_CARD, BANNERS, isFamilyId, isBeast, lookupFamilyCard, maxFamilyTrick, GAME_IDS, isGameId } from './family.ts';
export type { FamilyId, FamilyCard, FamilyGame, PackStyle, FamilyRole, FamilyFacts, FamilyContext, FamilyTrickResult, GameId } from './family.ts';
export { playFamilyTrick } from './family-trick.ts';
export type { Step, ReasonParams } from './trick.ts';
export { turnUpChosenSuits } from './turn-ups.ts';
export type { TurnUpOutcome } from './turn-ups.ts';
export { dealCards, exchangeOptions } from './deal.ts';
export type { Deal, Exchange, ExchangeNote, ExchangeOptions } from './deal.ts';
export { OUTCOMES, TRICKS, tricksNeeded, endAfter, otherSide } from './deal-end.ts';
export type { Outcome, Side } from './deal-end.ts';
export { mayTurn, turnLimits } from './turning.ts';
export type { TurnCase } from './turning.ts';
export { settle } from './payments.ts';
export type { Payment } from './payments.ts';
export { sideOfSeat, nextSeat, parseDealStart, startDeal, apply, replayDeal, dealContext, trickWinner } from './play.ts';
export type { Seat, DealStart, DealResult, Action, PlayState } from './play.ts';
export { newSession, scoreDeal, slateMark, firstDealStart, eraseRungs } from './session.ts';
export type { SessionScore } from './session.ts';
export type { FiveAction } from './five.ts';
export { viewOf, unseenCards, knownFaceDown, choicesOf, legalActions } from './view.ts';
export type { SeatView } from './view.ts';
// Any game's whole deal, as the bots and the table ask it; the other games' machines are loaded from their own
// modules (table-games.ts), so that a page importing this face never carries them.
export type { DealRules, SeatedMachine, TableAct, TableGame, TableSeats, TableStart, TableView } from './deal-rules.ts';
export type { FamilyPlay } from './family-deal.ts';
export type { KarniffelAction } from './karniffel-deal.ts';
export type { KaiserAction, KaiserViewExt } from './kaiser-state.ts';
export { randomFrom, shuffled } from './shuffle.ts';
export {
  TABLE_PHRASES,
  DESCRIPTIONS,
  QUESTIONS,
  YES_NO,
  isHonest,
  partnerOf,
  lastAfter,
  isBeatable,
  takers,
  lastPlayerMoment,
  wordsFor,
  talkRandom,
} from './talk.ts';
export type { TablePhrase, Description, Said } from './talk.ts';
