import type { CardCode, Suit } from './cards.ts';
import { refuse, shown, type RuleError } from './errors.ts';
import {
  lookupFamilyCard,
  maxFamilyTrick,
  parseFamilyChosen,
  type FamilyContext,
  type FamilyFacts,
  type FamilyGame,
  type FamilyGameData,
  type FamilyTrickResult,
} from './family.ts';
import { ok, type Result } from './result.ts';

/** A family game's own rules, which its module gives: the context of a deal, and a checked trick's steps. */
export interface FamilyRules {
  readonly context: (chosen: readonly Suit[], kaisers: readonly CardCode[]) => FamilyContext;
  readonly play: (cards: readonly FamilyFacts[]) => FamilyTrickResult;
}

/** Checks a family game's deal at the edge: chosen suits and, where the game declares them, its Kaisers. */
function parseSetup(game: FamilyGame, chosen: unknown, kaisers?: unknown): Result<FamilyContext, RuleError> {
  const suits = parseFamilyChosen(game, chosen);
  if (!suits.ok) return suits;
  if (!game.kaisers) return kaisers === undefined ? ok(game.context(suits.value, [])) : refuse('bad-kaisers', { kaisers: shown(kaisers, ' ') });
  const k = game.kaisers.parse(kaisers);
  if (!k.ok) return k;
  return ok(game.context(suits.value, k.value));
}

/** Who takes a trick of a family game, and why, card by card. Never throws. */
function resolve(game: FamilyGame, input: unknown): Result<FamilyTrickResult, RuleError> {
  if (typeof input !== 'object' || input === null) return refuse('bad-input');
  const { chosen, kaisers, cards } = input as Record<string, unknown>;
  const parsed = parseSetup(game, chosen, kaisers);
  if (!parsed.ok) return parsed;
  const ctx = parsed.value;
  if (!Array.isArray(cards)) return refuse('bad-input');
  if (cards.length === 0) return refuse('empty-trick');
  const max = maxFamilyTrick(game);
  if (cards.length > max) return refuse('too-many-cards', { count: cards.length, max });
  const facts: FamilyFacts[] = [];
  for (let i = 0; i < cards.length; i++) {
    let f = ctx.facts.get(cards[i] as string);
    if (!f) {
      // Not a code of the pack as the engine writes it: a card the game plays under another code, or a refusal.
      const why = lookupFamilyCard(game, cards[i]);
      f = why.ok ? ctx.facts.get(why.value) : undefined;
      if (!f) return refuse(why.ok ? 'bad-card' : why.error.code, { ...(why.ok ? {} : why.error.params), index: i });
    }
    if (facts.includes(f)) return refuse('duplicate-card', { card: f.code, index: i });
    facts.push(f);
  }
  return ok(game.play(facts));
}

/** A family game from its module's data and rules: the parts every game answers (game.ts) come from here. */
export function familyGame(data: FamilyGameData, rules: FamilyRules): FamilyGame {
  const game: FamilyGame = {
    ...data,
    ...rules,
    parseChosen: (value) => parseFamilyChosen(data, value),
    lookupCard: (code) => lookupFamilyCard(data, code),
    parseSetup: (chosen, kaisers) => parseSetup(game, chosen, kaisers),
    resolve: (input) => resolve(game, input),
  };
  return game;
}

/** Resolves a checked trick of a family game, by the rules of the context's game. */
export const playFamilyTrick = (ctx: FamilyContext, cards: readonly FamilyFacts[]): FamilyTrickResult => ctx.game.play(cards);
