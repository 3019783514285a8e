/**
 * The trick explorer as a pure model: `step(model, event)` gives the next model. Plain data in, plain data out, so a
 * test lays cards, moves them, picks suits, changes the game and enters turn-ups without a component or a browser.
 * The store (explorer.svelte.ts) holds a model's fields as runes and adds what the rules answer (the verdict, the labels).
 */
import {
  BANNERS,
  isVariantId,
  turnUpChosenSuits,
  VARIANTS,
  type CardCode,
  type FamilyCard,
  type GameId,
  type Suit,
  type TurnUpOutcome,
} from '../../rules/index.ts';
import type { Players } from '../../lib/seats.ts';
import type { GameFacts, TrickState } from './share.ts';

/** The deal and the trick so far, as a link holds them (share.ts), and what a lesson fixed. */
export interface TrickModel extends Omit<TrickState, 'kaisers'> {
  /** Kaiserspiel: the banners declared as Kaisers (a link that names none declares all four) */
  readonly kaisers: readonly CardCode[];
  /** cards taken out because the new game's pack lacks them */
  readonly dropped: readonly FamilyCard[];
  /** turned-up cards being entered to set the chosen suits, or null */
  readonly turnUps: readonly CardCode[] | null;
  /** what the last complete run of turn-ups decided */
  readonly lastTurnUps: TurnUpOutcome | null;
  /** cards laid by a lesson that the learner may not move or take back */
  readonly locked: number;
  /** most cards the trick may hold: one per player, or in a "your turn" exercise one more than the lesson laid */
  readonly limit: number | null;
}

export type TrickEvent =
  | { readonly kind: 'load'; readonly state: TrickState }
  /** a lesson's "your turn": the cards laid stay, and one more may be laid */
  | { readonly kind: 'task' }
  | { readonly kind: 'play'; readonly card: FamilyCard }
  | { readonly kind: 'undo' }
  | { readonly kind: 'clear' }
  | { readonly kind: 'remove'; readonly at: number }
  /** the card at `at` one place earlier (-1) or later (+1) */
  | { readonly kind: 'move'; readonly at: number; readonly by: -1 | 1 }
  /** the game's facts have come: its pack and table sizes are fitted */
  | { readonly kind: 'fit'; readonly facts: Pick<GameFacts, 'pack' | 'players' | 'chosenCount'> }
  | { readonly kind: 'variant'; readonly variant: GameId }
  | { readonly kind: 'lead'; readonly lead: number }
  /** the same cards in another order */
  | { readonly kind: 'order'; readonly cards: readonly FamilyCard[] }
  | { readonly kind: 'kaiser'; readonly banner: CardCode }
  | { readonly kind: 'name'; readonly seat: number; readonly name: string }
  | { readonly kind: 'players'; readonly players: Players }
  | { readonly kind: 'suit'; readonly suit: Suit; readonly chosenCount: 1 | 2 }
  | { readonly kind: 'turnUps' }
  | { readonly kind: 'cancelTurnUps' };

/** A model holding a link's trick (or a lesson's). */
export const modelOf = (s: TrickState): TrickModel =>
  step(
    {
      variant: s.variant,
      chosen: [],
      players: 4,
      lead: 0,
      cards: [],
      names: [],
      kaisers: BANNERS,
      dropped: [],
      turnUps: null,
      lastTurnUps: null,
      locked: 0,
      limit: null,
    },
    { kind: 'load', state: s },
  );

/** The trick holds all the cards it may. */
export const isFull = (m: TrickModel): boolean => m.cards.length >= (m.limit ?? m.players);

/** The link's part of a model: the chosen suits once all are picked, the Kaisers where the game declares them. */
export function linkState(m: TrickModel, facts: Pick<GameFacts, 'chosenCount' | 'kaisers'> | null): TrickState {
  const kaisers = facts?.kaisers ? { kaisers: [...m.kaisers] } : {};
  const dealt = facts !== null && m.chosen.length === facts.chosenCount;
  return { variant: m.variant, chosen: dealt ? [...m.chosen] : [], players: m.players, lead: m.lead, cards: [...m.cards], names: [...m.names], ...kaisers };
}

export function step(m: TrickModel, e: TrickEvent): TrickModel {
  switch (e.kind) {
    case 'load': {
      const s = e.state;
      return {
        ...m,
        variant: s.variant,
        chosen: [...s.chosen],
        players: s.players,
        lead: s.lead,
        cards: [...s.cards],
        names: [...s.names],
        kaisers: [...(s.kaisers ?? BANNERS)],
        turnUps: null,
      };
    }
    case 'task':
      return { ...m, locked: m.cards.length, limit: m.cards.length + 1 };
    case 'play':
      if (m.turnUps) return turnUp(m, e.card);
      return isFull(m) || m.cards.includes(e.card) ? m : { ...m, cards: [...m.cards, e.card] };
    case 'undo':
      return m.cards.length > m.locked ? { ...m, cards: m.cards.slice(0, -1) } : m;
    case 'clear':
      return { ...m, cards: m.cards.slice(0, m.locked) };
    case 'remove':
      return e.at >= m.locked ? { ...m, cards: m.cards.filter((_, j) => j !== e.at) } : m;
    case 'move': {
      const j = e.at + e.by;
      if (e.at < m.locked || j < m.locked || j >= m.cards.length) return m;
      const cards = [...m.cards];
      [cards[e.at], cards[j]] = [cards[j]!, cards[e.at]!];
      return { ...m, cards };
    }
    case 'fit': {
      const { pack, players, chosenCount } = e.facts;
      // A game with one chosen suit keeps the first of two; a game for four only drops the fifth and sixth seats.
      const fitted = {
        ...m,
        dropped: m.cards.filter((c) => !pack.includes(c)),
        cards: m.cards.filter((c) => pack.includes(c)),
        chosen: m.chosen.slice(0, chosenCount),
      };
      return players.includes(m.players) ? fitted : step(fitted, { kind: 'players', players: 4 });
    }
    case 'variant':
      return { ...m, variant: e.variant };
    case 'lead':
      return { ...m, lead: e.lead };
    case 'order':
      return { ...m, cards: [...e.cards] };
    case 'kaiser':
      return {
        ...m,
        kaisers: m.kaisers.includes(e.banner) ? m.kaisers.filter((k) => k !== e.banner) : BANNERS.filter((k) => k === e.banner || m.kaisers.includes(k)),
      };
    case 'name':
      return { ...m, names: m.names.map((n, i) => (i === e.seat ? e.name : n)) };
    case 'players':
      return {
        ...m,
        players: e.players,
        names: Array.from({ length: e.players }, (_, i) => m.names[i] ?? ''),
        lead: Math.min(m.lead, e.players - 1),
        cards: m.cards.slice(0, e.players),
      };
    case 'suit':
      // Two taps pick the chosen suits: a tap on a picked suit unpicks it; a third suit replaces the second. With one chosen suit, a tap picks it.
      if (m.chosen.includes(e.suit)) return { ...m, chosen: m.chosen.filter((x) => x !== e.suit) };
      if (e.chosenCount === 1) return { ...m, chosen: [e.suit] };
      return { ...m, chosen: m.chosen.length < 2 ? [...m.chosen, e.suit] : [m.chosen[0]!, e.suit] };
    case 'turnUps':
      return { ...m, turnUps: [], lastTurnUps: null };
    case 'cancelTurnUps':
      return { ...m, turnUps: null };
  }
}

/** A turned-up card: once the turn-ups decide, the chosen suits are set (or the deal is thrown in) and the entry ends. */
function turnUp(m: TrickModel, card: FamilyCard): TrickModel {
  if (!m.turnUps || m.turnUps.includes(card as CardCode) || !isVariantId(m.variant)) return m;
  const turnUps = [...m.turnUps, card as CardCode];
  const r = turnUpChosenSuits(VARIANTS[m.variant], turnUps);
  if (!r.ok) return { ...m, turnUps };
  return { ...m, turnUps: null, lastTurnUps: r.value, chosen: r.value.kind === 'chosen' ? [...r.value.chosen] : m.chosen };
}
