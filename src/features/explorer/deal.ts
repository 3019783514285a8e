import type { Segment, Speaker } from '../../i18n/speaker.ts';
import { lookupFacts, resolveKnueffelnTrick, type DealContext, type FamilyCard, type GameTrickResult } from '../../rules/index.ts';

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
