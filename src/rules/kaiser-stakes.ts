/**
 * Kaiserspiel's stake as a ledger (kaiserjass: Further Announcement of Kaisers; The Slate): a deal is worth four
 * points; each Kaiser raises it by one or by three, the captain's choice; a Spieldrei by three; the other side accepts
 * or folds, and a fold gives the raising side what the deal was worth before the offer. Pure data and functions.
 */
import type { FamilySide } from './family-deal.ts';

/** The two sides: seats alternate, side = seat % 2 (the family's sides). */
export type KaiserSide = FamilySide;

/** What a deal is worth before anything is announced. */
export const KAISER_BASE = 4;
/** What a Spieldrei adds. */
export const SPIELDREI = 3;
/** The steps a Kaiser's raise may take: a small one or three. */
export const KAISER_STEPS = [1, 3] as const;
export type KaiserStep = (typeof KAISER_STEPS)[number];

/** One accepted mark on the slate: a Kaiser's raise (1 or 3; a small one made three reads 3) or a Spieldrei. */
export interface StakeMark {
  readonly side: KaiserSide;
  readonly kind: 'kaiser' | 'spieldrei';
  readonly by: KaiserStep;
}

export interface Stakes {
  /** the marks accepted so far, in order */
  readonly marks: readonly StakeMark[];
  /** the side whose Spieldrei was accepted last: that side may not call the next one */
  readonly lastSpieldrei: KaiserSide | null;
}

/** An offer waiting for the other captain's answer: what it adds, and what the deal was worth before it. */
export interface StakeOffer {
  readonly side: KaiserSide;
  /** a Kaiser's raise, a Spieldrei, or a small Kaiser made three */
  readonly kind: 'kaiser' | 'spieldrei' | 'three';
  /** the points the offer adds when accepted */
  readonly adds: number;
}

export const NO_STAKES: Stakes = { marks: [], lastSpieldrei: null };

/** What the deal is worth now: four, and every accepted mark. */
export const stakeValue = (s: Stakes): number => s.marks.reduce((v, m) => v + m.by, KAISER_BASE);

/** A side may call Spieldrei unless its own Spieldrei was the last one accepted (never twice in succession). */
export const maySpieldrei = (s: Stakes, side: KaiserSide): boolean => s.lastSpieldrei !== side;

/** A Kaiser's raise offered: one point or three. */
export const kaiserOffer = (side: KaiserSide, by: KaiserStep): StakeOffer => ({ side, kind: 'kaiser', adds: by });
/** A Spieldrei offered. */
export const spieldreiOffer = (side: KaiserSide): StakeOffer => ({ side, kind: 'spieldrei', adds: SPIELDREI });
/** A small Kaiser, just accepted, made three: two points more. */
export const threeOffer = (side: KaiserSide): StakeOffer => ({ side, kind: 'three', adds: 3 - 1 });

/** The ledger once an offer is accepted. */
export function accepted(s: Stakes, offer: StakeOffer): Stakes {
  switch (offer.kind) {
    case 'kaiser':
      return { ...s, marks: [...s.marks, { side: offer.side, kind: 'kaiser', by: offer.adds as KaiserStep }] };
    case 'spieldrei':
      return { marks: [...s.marks, { side: offer.side, kind: 'spieldrei', by: SPIELDREI }], lastSpieldrei: offer.side };
    case 'three': {
      // The small Kaiser just accepted is the last mark; it now reads three.
      const last = s.marks[s.marks.length - 1]!;
      return { ...s, marks: [...s.marks.slice(0, -1), { ...last, by: 3 }] };
    }
  }
}

/** The score a game goes to (kaiserjass: The Object of the Game, "often 101"; ruling kaiser-first-dealer). */
export const KAISER_TARGET = 101;
