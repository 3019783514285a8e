import type { CardCode, Rank, Suit } from './cards.ts';
import type { FamilyCard, FamilyContext, FamilyFacts, FamilyGame, FamilyId, FamilyReasonKey, FamilyReasonParams, FamilyTrickResult, Reach } from './family.ts';
import { runTrick, type LeadKey } from './game.ts';
import type { RulingId } from './rulings.ts';

/** The steps of a trick, built one card at a time by a game's rule for a card against the card holding the trick. */
export interface Verdict {
  readonly takes: boolean;
  readonly key: Exclude<FamilyReasonKey, LeadKey>;
  readonly ruling?: RulingId | null;
  /** the led suit's highest card, if the verdict measured a reach against it */
  readonly top?: FamilyCard | null;
}

/** The ruling a card brings with it: a beast is a card of the pack ruled to be one; a led dead banner leads nothing. */
const cardRuling = (f: FamilyFacts): RulingId | null => (f.role.kind === 'beast' ? 'karniffel-pack' : f.role.kind === 'dead-banner' ? 'dead-banner-led' : null);

/** The family's side of the one step loop (game.ts): a game's verdicts as decisions, with the rulings a card brings. */
export function stepsOf(game: FamilyId, cards: readonly FamilyFacts[], judge: (i: number, holder: number) => Verdict): FamilyTrickResult {
  const lead = cards[0]!;
  const { winner, steps } = runTrick<FamilyFacts, FamilyReasonKey, FamilyReasonParams>(
    cards,
    () => ({ outcome: 'leads', reason: { key: 'leads', params: { card: lead.code, against: null, top: null } }, ruling: cardRuling(lead) }),
    (i, holder) => {
      const c = cards[i]!;
      const v = judge(i, holder);
      return {
        outcome: v.takes ? 'takes' : 'stays',
        reason: { key: v.key, params: { card: c.code, against: cards[holder]!.code, top: v.top ?? null } },
        // A beast's ruling is named where the beast leads or takes the trick; losing, it decides nothing.
        ruling: v.ruling === undefined ? (v.takes ? cardRuling(c) : null) : v.ruling,
      };
    },
  );
  return { game, winner, steps };
}

/** Does a trump of this reach beat a plain card of this rank? */
export function reaches(reach: Reach, rank: Rank): boolean {
  switch (reach) {
    case 'king':
      return true;
    case 'ober':
      return rank !== 'K';
    case 'under':
      return rank !== 'K' && rank !== 'Q';
    case 'number':
      return rank !== 'K' && rank !== 'Q' && rank !== 'J';
  }
}

/** Builds a context's card facts once; contexts are cached by a key of game, chosen suits and Kaisers. */
export function buildContext(
  game: FamilyGame,
  chosen: readonly Suit[],
  kaisers: readonly CardCode[],
  factsOf: (code: FamilyCard) => FamilyFacts,
): FamilyContext {
  const facts = new Map<string, FamilyFacts>();
  for (const code of game.pack) facts.set(code, Object.freeze(factsOf(code)));
  return Object.freeze({ game, chosen: [...chosen], kaisers: [...kaisers], facts });
}
