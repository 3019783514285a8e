/** The rules of Knüffeln and of its family (Karnöffel, Karniffel, Kaiserspiel): pure data and functions, no framework. Everything the site says about the rules asks here. */
export { SUITS, RANKS, parseCard, makeCard, isSuit, isRank, isCardCode, rankOf, suitOf } from './cards.ts';
export type { Suit, Rank, Card, CardCode } from './cards.ts';
export { ERROR_CODES } from './errors.ts';
export type { CardRefusal, ErrorCode, RuleError } from './errors.ts';
export type { Result } from './result.ts';
export { RULING_IDS, isRulingId } from './rulings.ts';
export type { RulingId } from './rulings.ts';
export { VARIANT_IDS, VARIANTS, DEFAULT_VARIANT, OLE_NAMES, BEATER_NAMES, isVariantId, packOf, maxTrickOf } from './variants.ts';
export type { VariantId, Variant, OleName, BeaterName, Stakes } from './variants.ts';
export { ROLE_KINDS, contextOf, factsFor, lookupFacts, strengthOf } from './roles.ts';
export type { Role, RoleKind, Guard, LedRule, Power, CardFacts, DealContext } from './roles.ts';
export { REASON_KEYS } from './beats.ts';
export type { ReasonKey } from './beats.ts';
export { parseChosen, parseDealContext, lookupCardIn } from './deal-context.ts';
export { describeCard } from './describe.ts';
export type { CardDescription } from './describe.ts';
export { resolveKnueffelnTrick, playTrick } from './trick.ts';
export { runTrick } from './game.ts';
export type { Game, GameTrickResult, GameNote, KaiserSetup, TrickStep, LeadStep, ContestStep, LeadKey, LeadDecision, ContestDecision, Reason } from './game.ts';
export { GAMES, allGames, resolveTrick } from './games.ts';
export { FAMILY, familyContextOf, parseFamilyContext, resolveFamilyTrick } from './family-games.ts';
export { KNUEFFELN } from './knueffeln.ts';
export type { KnueffelnGame } from './knueffeln.ts';
export {
  FAMILY_IDS,
  FAMILY_REASON_KEYS,
  KAISER_SETUP,
  BEASTS,
  BEAST_CARD,
  BANNERS,
  isFamilyId,
  isBeast,
  parseFamilyChosen,
  parseKaisers,
  lookupFamilyCard,
  maxFamilyTrick,
  GAME_IDS,
  isGameId,
} from './family.ts';
export type {
  FamilyId,
  Beast,
  FamilyCard,
  FamilyGame,
  FamilyGameData,
  FamilyReasonKey,
  PackStyle,
  FamilyName,
  BeastName,
  Reach,
  FamilyRole,
  FamilyRoleKind,
  FamilyFacts,
  FamilyContext,
  FamilyStep,
  FamilyReasonParams,
  FamilyTrickResult,
  FamilyTrickInput,
  GameId,
} from './family.ts';
export { playFamilyTrick } from './family-trick.ts';
export type { TrickInput, TrickResult, Step, ReasonParams } from './trick.ts';
export { turnUpChosenSuits } from './turn-ups.ts';
export type { TurnUpOutcome } from './turn-ups.ts';
export { dealCards, exchangeOptions } from './deal.ts';
export type { Deal, Exchange, ExchangeNote, ExchangeOptions } from './deal.ts';
export { OUTCOMES, isOutcome, tricksNeeded, endAfter, otherSide, TRICKS } from './deal-end.ts';
export type { Outcome, Side } from './deal-end.ts';
export { mayTurn, turnLimits } from './turning.ts';
export type { TurnSide, TurnCase, TurnLimits } from './turning.ts';
export { settle, scoreTricks } from './payments.ts';
export type { SettleInput, Payment, DealScore } from './payments.ts';
export {
  SEATS,
  ACTION_TYPES,
  isSeat,
  sideOfSeat,
  nextSeat,
  cutterSeat,
  parseDealStart,
  parseAction,
  startDeal,
  apply,
  replayDeal,
  dealContext,
  trickWinner,
} from './play.ts';
export type { Seat, DealStart, Offer, Exchanged, Trick, DealResult, Action, ActionType, Phase, PlayState } from './play.ts';
export { newSession, scoreDeal, slateMark, nextDealStart, firstDealStart, newLadder, eraseRungs, winLadderGame } from './session.ts';
export type { SessionScore, Ladder } from './session.ts';
export type { FiveSeat, FiveDealStart, FiveOffer, FiveExchanged, FiveTrick, FiveAction, FiveActionType, FivePhase, FiveResult, FiveState } from './five.ts';
export type { FiveView } from './five-view.ts';
export type { FiveSessionScore } from './five-session.ts';
export { viewOf, unseenCards, choicesOf, legalActions } from './view.ts';
export type { DealRules, DealMachine, Direction, HandSize, ExchangeRule, FaceDownRule, StakesRule, DealEnd } from './deal-rules.ts';
export type { SeatView } from './view.ts';
// The other games' whole deals, as types: their machines are loaded from their own modules (table-games.ts), so
// that a page importing this face never carries them.
export type { SeatedMachine } from './deal-rules.ts';
export type {
  FamilySide,
  FamilyDealStart,
  FamilyTrick,
  FamilyViewTrick,
  FamilyDealResult,
  FamilyPlay,
  FamilyGameAction,
  FamilyAction,
  FamilyPhase,
  FamilyDealState,
  FamilyView,
  FamilyDealt,
  PlayAt,
  FamilyDealGame,
  FamilyDealMachine,
  FamilyScore,
} from './family-deal.ts';
export type { KarnoeffelExt } from './karnoeffel-deal.ts';
export type { KarniffelExt, KarniffelAction } from './karniffel-deal.ts';
export { randomFrom, shuffled } from './shuffle.ts';
export { STRENGTHS, coachSeed } from './play-types.ts';
export type { Strength, CardWeight, CoachMove, TurningPoint } from './play-types.ts';
export {
  TABLE_PHRASES,
  DESCRIPTIONS,
  QUESTIONS,
  YES_NO,
  isTablePhrase,
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
export type { KaiserTable, Packet, Stage } from './kaiser-dealing.ts';
export type { KaiserSide, KaiserStep, StakeMark, Stakes as KaiserStakes, StakeOffer } from './kaiser-stakes.ts';
export { KAISER_ACTION_TYPES, captainOf, isCaptain } from './kaiser-state.ts';
export type { Banner, KaiserAction, KaiserPhase, KaiserAsk, KaiserDeclared, KaiserExt, KaiserViewExt } from './kaiser-state.ts';
export { declarable, kaiserChoices, kaiserViewExt } from './kaiser-view.ts';
export type { KaiserDealState, KaiserView } from './kaiser-view.ts';
