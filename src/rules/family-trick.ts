import type { CardCode, Suit } from './cards.ts';
import { refuse, shown, type RuleError } from './errors.ts';
import {
  FAMILY,
  lookupFamilyCard,
  maxFamilyTrick,
  parseFamilyChosen,
  parseKaisers,
  type FamilyContext,
  type FamilyFacts,
  type FamilyId,
  type FamilyTrickResult,
} from './family.ts';
import { kaiserspielContext, playKaiserspiel } from './kaiserspiel.ts';
import { karniffelContext, playKarniffel } from './karniffel.ts';
import { karnoeffelContext, playKarnoeffel } from './karnoeffel.ts';
import { ok, type Result } from './result.ts';

/** The context for a family game, its chosen suits and declared Kaisers (trusted input; parse at the edge first). */
export function familyContextOf(game: FamilyId, chosen: readonly Suit[], kaisers: readonly CardCode[] = []): FamilyContext {
  switch (game) {
    case 'karnoeffel':
      return karnoeffelContext(chosen[0]!);
    case 'karniffel':
      return karniffelContext([chosen[0]!, chosen[1]!]);
    case 'kaiserspiel':
      return kaiserspielContext(chosen[0]!, kaisers);
  }
}

/** Checks a family game's deal at the edge: chosen suits and, for Kaiserspiel, the declared Kaisers. */
export function parseFamilyContext(game: FamilyId, chosen: unknown, kaisers?: unknown): Result<FamilyContext, RuleError> {
  const g = FAMILY[game];
  const suits = parseFamilyChosen(g, chosen);
  if (!suits.ok) return suits;
  if (!g.kaisers && kaisers !== undefined) return refuse('bad-kaisers', { kaisers: shown(kaisers, ' ') });
  const k = parseKaisers(kaisers);
  if (!k.ok) return k;
  return ok(familyContextOf(game, suits.value, g.kaisers ? k.value : []));
}

/** Who takes a trick of a family game, and why, card by card. Never throws. */
export function resolveFamilyTrick(game: FamilyId, input: Record<string, unknown>): Result<FamilyTrickResult, RuleError> {
  const parsed = parseFamilyContext(game, input['chosen'], input['kaisers']);
  if (!parsed.ok) return parsed;
  const ctx = parsed.value;
  const { cards } = input;
  if (!Array.isArray(cards)) return refuse('bad-input');
  if (cards.length === 0) return refuse('empty-trick');
  const max = maxFamilyTrick(ctx.game);
  if (cards.length > max) return refuse('too-many-cards', { count: cards.length, max });
  const facts: FamilyFacts[] = [];
  for (let i = 0; i < cards.length; i++) {
    let f = ctx.facts.get(cards[i] as string);
    if (!f) {
      // Not a code of the pack as the engine writes it: a card the game plays under another code, or a refusal.
      const why = lookupFamilyCard(ctx.game, cards[i]);
      f = why.ok ? ctx.facts.get(why.value) : undefined;
      if (!f) return refuse(why.ok ? 'bad-card' : why.error.code, { ...(why.ok ? {} : why.error.params), index: i });
    }
    if (facts.includes(f)) return refuse('duplicate-card', { card: f.code, index: i });
    facts.push(f);
  }
  return ok(playFamilyTrick(ctx, facts));
}

/** Resolves a checked trick of a family game. */
export function playFamilyTrick(ctx: FamilyContext, cards: readonly FamilyFacts[]): FamilyTrickResult {
  switch (ctx.game.id) {
    case 'karnoeffel':
      return playKarnoeffel(cards);
    case 'karniffel':
      return playKarniffel(cards);
    case 'kaiserspiel':
      return playKaiserspiel(cards);
  }
}
