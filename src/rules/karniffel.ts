import { rankOf, suitOf, type CardCode, type Rank, type Suit } from './cards.ts';
import {
  BEAST_CARD,
  BEASTS,
  isBeast,
  suited,
  type BeastName,
  type FamilyContext,
  type FamilyFacts,
  type FamilyName,
  type FamilyTrickResult,
} from './family.ts';
import { buildContext, stepsOf, type Verdict } from './family-steps.ts';
import { familyGame } from './family-trick.ts';

const BEAST_NAMES: readonly BeastName[] = ['tolle', 'roter-thier', 'gelber-thier'];
/** The chosen suits' beaters, highest first: Oberkarniffel, Unterkarniffel (Büttel), Papst (karniffel, Chosen suits). */
const BEATERS: readonly { rank: Rank; name: FamilyName }[] = [
  { rank: 'Q', name: 'oberkarniffel' },
  { rank: 'J', name: 'buettel' },
  { rank: '6', name: 'papst' },
];
/** A chosen suit from the top: O U 6 8 9 D K 10 7 (karniffel, Chosen suits). */
const CHOSEN_ORDER: readonly Rank[] = ['Q', 'J', '6', '8', '9', '2', 'K', 'T', '7'];
/** An unchosen suit: D K O U 10 9 8 7 6 (ruling karniffel-plain-order). */
const PLAIN_ORDER: readonly Rank[] = ['2', 'K', 'Q', 'J', 'T', '9', '8', '7', '6'];
const CHOSEN_NAMES: Partial<Record<Rank, FamilyName>> = { '8': 'freykarte', '9': 'freykarte', '7': 'boese-sieben', '2': 'daus', K: 'kaiser', T: 'banner' };

const CONTEXTS = new Map<string, FamilyContext>();

/** Karniffel with two chosen suits, first and second. */
export function karniffelContext(chosen: readonly [Suit, Suit]): FamilyContext {
  const key = chosen.join('');
  let ctx = CONTEXTS.get(key);
  if (!ctx) {
    ctx = buildContext(karniffel, chosen, [], (code) => {
      if (isBeast(code)) {
        const order = BEASTS.indexOf(code) + 1;
        return { code, follows: code, height: 0, role: { kind: 'beast', name: BEAST_NAMES[order - 1]!, order } };
      }
      const rank = rankOf(code);
      const suit = suitOf(code);
      if (!chosen.includes(suit)) return { code, follows: suit, height: PLAIN_ORDER.indexOf(rank), role: { kind: 'plain', name: null, rank } };
      const base = { code, follows: suit, height: CHOSEN_ORDER.indexOf(rank) };
      const b = BEATERS.findIndex((x) => x.rank === rank);
      if (b >= 0) return { ...base, role: { kind: 'trump', name: BEATERS[b]!.name, order: b + 1, reach: 'king' } };
      if (rank === '7') return { ...base, role: { kind: 'seven', name: 'boese-sieben' } };
      if (rank === '8' || rank === '9') return { ...base, role: { kind: 'free-card', name: 'freykarte' } };
      return { ...base, role: { kind: 'chosen-plain', name: CHOSEN_NAMES[rank] ?? null, rank } };
    });
    CONTEXTS.set(key, ctx);
  }
  return ctx;
}

/** Karniffel's trick, first rule that applies (karniffel, Playing). */
export function playKarniffel(cards: readonly FamilyFacts[]): FamilyTrickResult {
  const lead = cards[0]!;
  const plainOrder = lead.role.kind === 'plain' ? 'karniffel-plain-order' : null;
  const judge = (i: number, h: number): Verdict => {
    const c = cards[i]!.role;
    const held = cards[h]!.role;
    // 1. A led chosen Seven wins.
    if (lead.role.kind === 'seven') return { takes: false, key: 'seven-led' };
    if (c.kind === 'beast') {
      if (held.kind !== 'beast') return { takes: true, key: 'beast-over' };
      return c.order < held.order ? { takes: true, key: 'beast-over' } : { takes: false, key: 'beast-under-beast' };
    }
    if (held.kind === 'beast') return { takes: false, key: 'under-beast' };
    // 2. A led free card falls only to a beast or a chosen Ober.
    if (lead.role.kind === 'free-card') {
      if (c.kind === 'trump' && c.order === 1) {
        if (held.kind === 'free-card') return { takes: true, key: 'ober-over-free-card' };
        return { takes: false, key: 'trump-equal', ruling: 'first-of-equals' };
      }
      return held.kind === 'trump' ? { takes: false, key: 'under-trump' } : { takes: false, key: 'free-card-led' };
    }
    // 4. The highest chosen Ober, Unter, Six; of two equal, the first.
    if (c.kind === 'trump') {
      if (held.kind !== 'trump') return { takes: true, key: 'trump-reaches' };
      if (c.order === held.order) return { takes: false, key: 'trump-equal', ruling: 'first-of-equals' };
      return c.order < held.order ? { takes: true, key: 'trump-over-trump' } : { takes: false, key: 'trump-under-trump' };
    }
    if (held.kind === 'trump') return { takes: false, key: 'under-trump' };
    // 5. The highest card of the led suit.
    if (cards[i]!.follows !== lead.follows) return { takes: false, key: 'other-suit' };
    return cards[i]!.height < cards[h]!.height
      ? { takes: true, key: 'higher-in-suit', ruling: plainOrder }
      : { takes: false, key: 'lower-in-suit', ruling: plainOrder };
  };
  return stepsOf('karniffel', cards, judge);
}

const beastCards: readonly CardCode[] = Object.values(BEAST_CARD);

/**
 * Karniffel (1783): the 36 German-suited cards (K O U 10 9 8 7 6 2, four suits), three of which are the beasts (ruling
 * karniffel-pack); two chosen suits; four or six players. Its pages say which cards the beasts are, and that its chosen
 * Seven may not lead the first trick.
 */
export const karniffel = familyGame(
  {
    id: 'karniffel',
    pack: [...BEASTS, ...suited(['K', 'Q', 'J', 'T', '9', '8', '7', '6', '2']).filter((c) => !beastCards.includes(c))],
    chosenCount: 2,
    players: [4, 6],
    style: 'german',
    aliases: Object.fromEntries(BEASTS.map((b) => [BEAST_CARD[b], b])),
    notes: ['beasts', 'seven-first'],
    telling: { trump: 'name', seven: 'karniffel', lead: 'beaters' },
  },
  { context: (chosen) => karniffelContext([chosen[0]!, chosen[1]!]), play: playKarniffel },
);
