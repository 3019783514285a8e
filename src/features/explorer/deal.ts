import type { FamilyText } from '../../i18n/family-text.ts';
import type { Segment, Speaker } from '../../i18n/speaker.ts';
import {
  contextOf,
  KNUEFFELN,
  lookupFacts,
  resolveKnueffelnTrick,
  VARIANTS,
  type CardCode,
  type DealContext,
  type FamilyCard,
  type GameTrickResult,
  type Suit,
  type VariantId,
} from '../../rules/index.ts';
import type { GameFacts } from './share.ts';

/** A trick as the explorer shows it: the rules' answer, with each card's reason in the game's own words. */
export interface ToldTrick extends GameTrickResult {
  readonly why: (i: number) => Segment[];
}

/**
 * One deal of any game, as the explorer asks it (review W2: one interface for every kind of game): what a card is in a
 * word or two, and a trick told card by card. Knüffeln's is made here; a family game's by its kit (family-kit.ts),
 * once its rules and words have loaded. The explorer never asks which kind it holds.
 */
export interface GameDeal {
  /** a card's short label for its face ('' where it is nothing special) */
  label(card: FamilyCard): string;
  /** who takes these cards and why, in words; null where the rules refuse them */
  tell(cards: readonly FamilyCard[]): ToldTrick | null;
}

/** A Knüffeln deal, told by the island's speaker: its roles by the variant's words, its steps by the speaker's sentences. */
export function knueffelnDeal(ctx: DealContext, sp: Pick<Speaker, 'roleLabel' | 'stepText'>): GameDeal {
  return {
    label: (card) => {
      const facts = lookupFacts(ctx, card);
      return facts ? sp.roleLabel(facts.role, ctx.variant) : '';
    },
    tell(cards) {
      const r = resolveKnueffelnTrick({ variant: ctx.variant.id, chosen: ctx.chosen, cards });
      if (!r.ok) return null;
      const { steps } = r.value;
      return { ...r.value, why: (i) => sp.stepText(ctx, steps, i) };
    },
  };
}

/**
 * A game as the explorer plays it, the same for every game (code.md F3): its facts, its own words where it brings them,
 * and its deal once the chosen suits are known. Knüffeln's is at hand at once; a family game's comes with the family's
 * kit (family-kit.ts). The explorer holds a kit and never asks which kind of game it is.
 */
export interface GameKit {
  readonly facts: GameFacts;
  /** the game's own words (its pack's names, its roles and notes), or null where the page's words tell it (Knüffeln) */
  readonly words: FamilyText | null;
  /** the chosen suits can be found by turning cards up from the pack (Knüffeln's turn-ups) */
  readonly turnUps: boolean;
  /** the deal's context, for what a card is and what guards it (Knüffeln's roles), or null where the game has none */
  context(chosen: readonly Suit[]): DealContext | null;
  /** the deal of these chosen suits (and declared Kaisers), or null while they are not all chosen */
  deal(chosen: readonly Suit[], kaisers: readonly CardCode[]): GameDeal | null;
}

/** A Knüffeln table as the explorer plays it, told by the island's own speaker. */
export function knueffelnKit(v: VariantId, sp: Pick<Speaker, 'roleLabel' | 'stepText'>): GameKit {
  // contextOf keeps each context it makes, so every read gets the same one.
  const context = ([first, second]: readonly Suit[]) => (first && second ? contextOf(VARIANTS[v], [first, second]) : null);
  return {
    facts: KNUEFFELN[v],
    words: null,
    turnUps: true,
    context,
    deal: (chosen) => {
      const ctx = context(chosen);
      return ctx ? knueffelnDeal(ctx, sp) : null;
    },
  };
}
