import type { CardCode, Rank, Suit } from './cards.ts';
import type { FamilyCard, FamilyContext, FamilyFacts, FamilyGame, FamilyId, FamilyStep, FamilyTrickResult, Reach } from './family.ts';
import type { RulingId } from './rulings.ts';

/** Why a card takes the trick, or does not, in a family game. */
export const FAMILY_REASON_KEYS = [
  'leads',
  'trump-over-trump',
  'trump-under-trump',
  'trump-equal',
  'trump-reaches',
  'trump-short',
  'under-led-trump',
  'under-trump',
  'out-of-reach',
  'still-in-reach',
  'higher-in-suit',
  'lower-in-suit',
  'other-suit',
  'beast-over',
  'beast-under-beast',
  'under-beast',
  'seven-led',
  'free-card-led',
  'ober-over-free-card',
  'joos-over-seven',
  'dead-banner',
  'after-dead-banner',
] as const;
export type FamilyReasonKey = (typeof FAMILY_REASON_KEYS)[number];

/** The steps of a trick, built one card at a time by a game's rule for a card against the card holding the trick. */
export interface Verdict {
  readonly takes: boolean;
  readonly key: FamilyReasonKey;
  readonly ruling?: RulingId | null;
  /** the led suit's highest card, if the verdict measured a reach against it */
  readonly top?: FamilyCard | null;
}

/** The ruling a card brings with it: a beast is a card of the pack ruled to be one; a led dead banner leads nothing. */
const cardRuling = (f: FamilyFacts): RulingId | null => (f.role.kind === 'beast' ? 'karniffel-pack' : f.role.kind === 'dead-banner' ? 'dead-banner-led' : null);

export function stepsOf(game: FamilyId, cards: readonly FamilyFacts[], judge: (i: number, holder: number) => Verdict): FamilyTrickResult {
  const lead = cards[0]!;
  const steps: FamilyStep[] = [
    {
      card: lead.code,
      role: lead.role,
      outcome: 'leads',
      against: null,
      reason: { key: 'leads', params: { card: lead.code, against: null, top: null } },
      ruling: cardRuling(lead),
      holder: 0,
    },
  ];
  let holder = 0;
  for (let i = 1; i < cards.length; i++) {
    const c = cards[i]!;
    const v = judge(i, holder);
    const against = holder;
    if (v.takes) holder = i;
    steps.push({
      card: c.code,
      role: c.role,
      outcome: v.takes ? 'takes' : 'stays',
      against,
      reason: { key: v.key, params: { card: c.code, against: cards[against]!.code, top: v.top ?? null } },
      // A beast's ruling is named where the beast leads or takes the trick; losing, it decides nothing.
      ruling: v.ruling === undefined ? (v.takes ? cardRuling(c) : null) : v.ruling,
      holder,
    });
  }
  return { game, winner: holder, steps };
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
