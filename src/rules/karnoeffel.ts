import { naturalIndex, RANKS, rankOf, suitOf, type Rank, type Suit } from './cards.ts';
import { suited, suitedCard, type FamilyContext, type FamilyFacts, type FamilyName, type FamilyTrickResult, type Reach } from './family.ts';
import { buildContext, reaches, stepsOf, type Verdict } from './family-steps.ts';
import { familyGame } from './family-trick.ts';

/** The chosen suit's trumps, highest first (ruling karnoeffel-trick; the Devil only when led). */
const TRUMPS: readonly { rank: Rank; name: FamilyName; reach: Reach }[] = [
  { rank: 'J', name: 'karnoeffel', reach: 'king' },
  { rank: '7', name: 'teufel', reach: 'king' },
  { rank: '6', name: 'papst', reach: 'king' },
  { rank: '2', name: 'kaiser', reach: 'king' },
  // ruling stecher-reach
  { rank: '3', name: 'oberstecher', reach: 'ober' },
  { rank: '4', name: 'unterstecher', reach: 'under' },
  { rank: '5', name: 'farbenstecher', reach: 'number' },
];

const CONTEXTS = new Map<Suit, FamilyContext>();

/** Karnöffel with one chosen suit (karnoeffel, The cards in the trump suit). */
export function karnoeffelContext(chosen: Suit): FamilyContext {
  let ctx = CONTEXTS.get(chosen);
  if (!ctx) {
    ctx = buildContext(karnoeffel, [chosen], [], (code) => {
      const rank = rankOf(suitedCard(code));
      const suit = suitOf(suitedCard(code));
      const base = { code, follows: suit, height: naturalIndex(rank) };
      const t = suit === chosen ? TRUMPS.findIndex((x) => x.rank === rank) : -1;
      if (rank === '7' && t >= 0) return { ...base, role: { kind: 'devil', name: 'teufel' } };
      if (t >= 0) return { ...base, role: { kind: 'trump', name: TRUMPS[t]!.name, order: t + 1, reach: TRUMPS[t]!.reach } };
      return { ...base, role: { kind: suit === chosen ? 'chosen-plain' : 'plain', name: null, rank } };
    });
    CONTEXTS.set(chosen, ctx);
  }
  return ctx;
}

/** The Devil is a trump (second only to the Karnöffel) when it leads; played later it is a plain Seven. */
const DEVIL_LED = { kind: 'trump', name: 'teufel', order: 2, reach: 'king' } as const;

export function playKarnoeffel(cards: readonly FamilyFacts[]): FamilyTrickResult {
  const lead = cards[0]!;
  const trumpOf = (i: number) => {
    const r = cards[i]!.role;
    if (i === 0 && r.kind === 'devil') return DEVIL_LED;
    return r.kind === 'trump' ? r : null;
  };
  const trumpLed = trumpOf(0) !== null;
  let top = 0; // the highest plain card of the led suit so far
  const judge = (i: number, h: number): Verdict => {
    const c = cards[i]!;
    const ct = trumpOf(i);
    const ht = trumpOf(h);
    const devil = c.role.kind === 'devil' ? 'karnoeffel-trick' : null;
    if (ct) {
      if (ht) return ct.order < ht.order ? { takes: true, key: 'trump-over-trump' } : { takes: false, key: 'trump-under-trump' };
      const rank = rankOf(suitedCard(cards[top]!.code));
      const ruling = ct.reach === 'king' ? null : 'stecher-reach';
      return reaches(ct.reach, rank)
        ? { takes: true, key: 'trump-reaches', ruling, top: cards[top]!.code }
        : { takes: false, key: 'trump-short', ruling, top: cards[top]!.code };
    }
    if (trumpLed) return { takes: false, key: 'under-led-trump', ruling: 'karnoeffel-trick' };
    if (c.follows !== lead.follows) return { takes: false, key: 'other-suit', ruling: devil };
    if (c.height > cards[top]!.height) return { takes: false, key: 'lower-in-suit', ruling: devil };
    top = i;
    if (!ht) return { takes: true, key: 'higher-in-suit', ruling: devil };
    // A trump holds the trick: it keeps it only if it also reaches the new highest card of the led suit.
    const rank = rankOf(suitedCard(c.code));
    const ruling = ht.reach === 'king' ? devil : 'stecher-reach';
    return reaches(ht.reach, rank) ? { takes: false, key: 'still-in-reach', ruling } : { takes: true, key: 'out-of-reach', ruling };
  };
  return stepsOf('karnoeffel', cards, judge);
}

/** Karnöffel (1426): the 52 without the Aces, one chosen suit, four players. */
export const karnoeffel = familyGame(
  {
    id: 'karnoeffel',
    pack: suited(RANKS.filter((r) => r !== 'A')),
    chosenCount: 1,
    players: [4],
    style: 'french',
    aliases: {},
    notes: [],
    telling: { trump: 'name', seven: 'karniffel', lead: 'reach' },
  },
  { context: (chosen) => karnoeffelContext(chosen[0]!), play: playKarnoeffel },
);
