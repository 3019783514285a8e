/**
 * What one seat sees of Kaiserspiel's own record, and what it may do besides playing a card. Ruling kaiser-face-down:
 * a card played face down stays hidden from the other seats, who learn only whether it was a banner ("Kaiser"); a
 * Kaiser declared from a hidden card is heard, not seen, until it is played face up.
 */
import type { CardCode } from './cards.ts';
import type { FamilyDealState, FamilyTrick, FamilyView } from './family-deal.ts';
import { isBanner } from './kaiser-dealing.ts';
import { maySpieldrei } from './kaiser-stakes.ts';
import { isCaptain, sideOf, type Banner, type KaiserAction, type KaiserExt, type KaiserViewExt } from './kaiser-state.ts';

export type KaiserDealState = FamilyDealState<KaiserExt, KaiserAction>;
export type KaiserView = FamilyView<KaiserViewExt>;

/** What this seat sees of the record. */
export function kaiserViewExt(s: Pick<KaiserDealState, 'tricks' | 'trick' | 'ext'>, seat: number): KaiserViewExt {
  const tricks: FamilyTrick[] = [...s.tricks, ...(s.trick ? [s.trick] : [])];
  const shownUp = new Set(tricks.flatMap((t) => t.cards.filter((_, i) => !t.down.includes(i))));
  return {
    ...s.ext,
    declared: s.ext.declared.map((d) => ({ ...d, card: d.seat === seat || d.open || shownUp.has(d.card) ? d.card : null })),
    kaiserCalls: tricks.map((t) => t.down.filter((i) => isBanner(t.cards[i] as CardCode))),
  };
}

/** The banners this seat may declare now: in hand, not declared, not lost (a face-up banner let go in its pause). */
export function declarable(v: Pick<KaiserView, 'seat' | 'hand' | 'ext'>): Banner[] {
  const mine = new Set(v.ext.declared.filter((d) => d.seat === v.seat).map((d) => d.card));
  return (v.hand as readonly CardCode[]).filter(isBanner).filter((c) => !mine.has(c) && !v.ext.lost.includes(c));
}

/** Every way to lay two of the hand's cards aside. */
function pairs(hand: readonly CardCode[]): [CardCode, CardCode][] {
  const out: [CardCode, CardCode][] = [];
  for (let i = 0; i < hand.length; i++) for (let j = i + 1; j < hand.length; j++) out.push([hand[i]!, hand[j]!]);
  return out;
}

/** This seat's own actions now (the family's deal adds the cards it may play): nothing when it is not its turn. */
export function kaiserChoices(v: Pick<KaiserView, 'seat' | 'hand' | 'phase' | 'toAct' | 'ext' | 'result'>): KaiserAction[] {
  const seat = v.seat;
  if (v.toAct !== seat || v.result) return [];
  // Ruling kaiser-calls: a captain calls Spieldrei on the captain's own turn, never twice in succession for one side.
  const spieldrei: KaiserAction[] = isCaptain(seat) && maySpieldrei(v.ext.stakes, sideOf(seat)) ? [{ type: 'spieldrei', seat }] : [];
  switch (v.phase) {
    case 'ask': {
      const ask = v.ext.ask!;
      if (ask.kind === 'mark') return [1, 3].map((by): KaiserAction => ({ type: 'raise', seat, by: by as 1 | 3 }));
      if (ask.kind === 'answer')
        return [
          { type: 'accept', seat },
          { type: 'fold', seat },
        ];
      return [
        { type: 'raise', seat, by: 3 },
        { type: 'pass', seat },
      ];
    }
    case 'deal':
    case 'announce':
      return [...declarable(v).map((card): KaiserAction => ({ type: 'declare', seat, card })), ...spieldrei, { type: 'pass', seat }];
    case 'discard':
      return pairs(v.hand as readonly CardCode[]).map((cards): KaiserAction => ({ type: 'discard', seat, cards }));
    case 'play':
      return spieldrei;
    default:
      return [];
  }
}
