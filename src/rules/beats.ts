import { naturalIndex } from './cards.ts';
import type { CardFacts, DealContext, Guard, Role } from './roles.ts';
import type { LeadKey } from './game.ts';
import type { RulingId } from './rulings.ts';

/** Why a card takes the trick, or does not, from the card holding it. */
export const REASON_KEYS = [
  'leads',
  'ole-over-ole',
  'ole-over-card',
  'beater-over-beater',
  'beater-over-led',
  'ace-over-own-suit',
  'higher-in-suit',
  'seven-unbeatable',
  'ole-under-ole',
  'beater-under-ole',
  'beater-under-beater',
  'beater-equal',
  'beater-too-low',
  'other-suit',
  'lower-in-suit',
  'powerless',
] as const;
export type ReasonKey = (typeof REASON_KEYS)[number];

export interface Verdict {
  readonly takes: boolean;
  readonly reason: Exclude<ReasonKey, LeadKey>;
  readonly ruling: RulingId | null;
}

const v = (takes: boolean, reason: Verdict['reason'], ruling: RulingId | null = null): Verdict => Object.freeze({ takes, reason, ruling });

const V = {
  oleOverOle: v(true, 'ole-over-ole'),
  oleOverCard: v(true, 'ole-over-card'),
  beaterOverBeater: v(true, 'beater-over-beater'),
  beaterOverLed: v(true, 'beater-over-led'),
  aceOverOwnSuit: v(true, 'ace-over-own-suit'),
  higherInSuit: v(true, 'higher-in-suit'),
  seven: v(false, 'seven-unbeatable'),
  oleUnderOle: v(false, 'ole-under-ole'),
  beaterUnderOle: v(false, 'beater-under-ole'),
  beaterUnderBeater: v(false, 'beater-under-beater'),
  beaterEqual: v(false, 'beater-equal', 'equal-chosen'),
  beaterTooLow: v(false, 'beater-too-low'),
  otherSuit: v(false, 'other-suit'),
  lowerInSuit: v(false, 'lower-in-suit'),
  powerless: v(false, 'powerless'),
  powerlessRuled: v(false, 'powerless', 'powerless-unless-led'),
} as const;

/** The same verdict, decided by one of the variant's rulings where the source leaves it open. */
const ruledBy = (ruling: RulingId | null, verdict: Verdict): Verdict => (ruling ? v(verdict.takes, verdict.reason, ruling) : verdict);

/** Only the unchosen suits keep their own suit's order; a chosen suit or an Ole is another suit. */
const sameUnchosenSuit = (c: CardFacts, h: CardFacts): boolean => c.suit === h.suit && h.role.kind !== 'ole' && isUnchosenRole(h.role);

const isUnchosenRole = (r: Role): boolean => r.kind === 'unchosen-ace' || r.kind === 'unchosen-court' || r.kind === 'dud';

/**
 * Does the challenger, played after the lead, take the trick from the card holding it?
 * eaton-2021, The Play: a holding card falls to what would beat it had it been led.
 */
export function challenge(ctx: DealContext, c: CardFacts, h: CardFacts): Verdict {
  const g: Guard = h.guard;
  if (g.kind === 'unbeatable') return V.seven;
  const p = c.power;
  switch (p.kind) {
    case 'ole':
      if (g.kind !== 'ole') return V.oleOverCard;
      return p.order < g.order ? V.oleOverOle : V.oleUnderOle;
    case 'beater':
      if (g.kind === 'ole') return V.beaterUnderOle;
      if (g.kind === 'beater') {
        if (p.order < g.order) return V.beaterOverBeater;
        return p.order === g.order ? V.beaterEqual : V.beaterUnderBeater;
      }
      return p.order <= g.thresholdOrder ? V.beaterOverLed : V.beaterTooLow;
    case 'own-suit':
      if (!sameUnchosenSuit(c, h)) return ruledBy(ctx.variant.unchosenAcrossRuling, V.otherSuit);
      if (p.order === 'ace-only') return V.aceOverOwnSuit;
      return naturalIndex(c.rank) < naturalIndex(h.rank) ? V.higherInSuit : V.lowerInSuit;
    case 'none':
      if (c.role.kind === 'dog') return V.powerlessRuled;
      if (isUnchosenRole(c.role) && sameUnchosenSuit(c, h)) return ruledBy(ctx.variant.unchosenWithinRuling, V.powerless);
      return V.powerless;
  }
}

/** The ruling behind the holder's guard, when the sources leave it to one (1924's led dog). */
export const guardRuling = (h: CardFacts): RulingId | null => (h.role.kind === 'dog' ? 'dog-led' : null);
