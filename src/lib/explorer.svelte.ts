import type { Speaker } from '../i18n/speaker.ts';
import {
  contextOf,
  DEFAULT_VARIANT,
  factsFor,
  packOf,
  resolveKnueffelnTrick,
  turnUpChosenSuits,
  VARIANTS,
  type CardCode,
  type DealContext,
  type Suit,
  type TrickResult,
  type TurnUpOutcome,
  type VariantId,
} from '../rules/index.ts';
import { seatOfCard } from './seats.ts';
import type { TrickState } from './share.ts';

/** One other order of the same cards, and who wins it. */
export interface OtherOrder {
  readonly cards: readonly CardCode[];
  readonly winner: number;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** The explorer's state: the deal, the trick so far, and everything derived from the rules module. */
export class Explorer {
  variant = $state.raw<VariantId>(DEFAULT_VARIANT);
  chosen = $state.raw<Suit[]>([]);
  players = $state.raw<4 | 5>(4);
  lead = $state.raw(0);
  cards = $state.raw<CardCode[]>([]);
  names = $state.raw<string[]>(['', '', '', '']);
  /** cards taken out because the new variant's pack lacks them */
  dropped = $state.raw<CardCode[]>([]);
  /** turned-up cards being entered to set the chosen suits, or null */
  turnUps = $state.raw<CardCode[] | null>(null);
  /** what the last complete run of turn-ups decided */
  lastTurnUps = $state.raw<TurnUpOutcome | null>(null);

  ctx: DealContext | null = $derived(this.chosen.length === 2 ? contextOf(VARIANTS[this.variant], [this.chosen[0]!, this.chosen[1]!]) : null);
  pack = $derived(packOf(VARIANTS[this.variant]));
  result: TrickResult | null = $derived.by(() => {
    if (!this.ctx || this.cards.length === 0) return null;
    const r = resolveKnueffelnTrick({ variant: this.variant, chosen: this.ctx.chosen, cards: this.cards });
    return r.ok ? r.value : null;
  });
  /** cards laid by a lesson that the learner may not move or take back */
  locked = $state.raw(0);
  /** most cards the trick may hold: one per player, or in a "your turn" exercise one more than the lesson laid */
  limit = $state.raw<number | null>(null);
  full = $derived(this.cards.length >= (this.limit ?? this.players));

  constructor(s: TrickState) {
    this.load(s);
  }

  get state(): TrickState {
    return { variant: this.variant, chosen: [...this.chosen], players: this.players, lead: this.lead, cards: [...this.cards], names: [...this.names] };
  }

  load(s: TrickState) {
    this.variant = s.variant;
    this.chosen = [...s.chosen];
    this.players = s.players;
    this.lead = s.lead;
    this.cards = [...s.cards];
    this.names = [...s.names];
    this.turnUps = null;
  }

  seatOf = (i: number): number => seatOfCard(this.players, this.lead, i);
  /** What a card is in this deal, in a word or two, as the rules say ('' while the chosen suits are open). */
  label = (c: CardCode, roleLabel: Speaker['roleLabel']): string => (this.ctx ? roleLabel(factsFor(this.ctx, c).role, this.ctx.variant) : '');

  play(code: CardCode) {
    if (this.turnUps) return this.addTurnUp(code);
    if (this.full || this.cards.includes(code)) return;
    this.cards = [...this.cards, code];
  }
  undo() {
    if (this.cards.length > this.locked) this.cards = this.cards.slice(0, -1);
  }
  clear() {
    this.cards = this.cards.slice(0, this.locked);
  }
  remove(i: number) {
    if (i >= this.locked) this.cards = this.cards.filter((_, j) => j !== i);
  }
  /** Moves the card at i one place earlier (-1) or later (+1). */
  move(i: number, by: -1 | 1) {
    const j = i + by;
    if (i < this.locked || j < this.locked || j >= this.cards.length) return;
    const next = [...this.cards];
    [next[i], next[j]] = [next[j]!, next[i]!];
    this.cards = next;
  }

  setVariant(v: VariantId) {
    this.variant = v;
    const pack = packOf(VARIANTS[v]);
    this.dropped = this.cards.filter((c) => !pack.includes(c));
    this.cards = this.cards.filter((c) => pack.includes(c));
    // The old games are for four only: a fifth player's seat and card go.
    if (!VARIANTS[v].players.includes(this.players)) this.setPlayers(4);
  }
  setName(seat: number, name: string) {
    this.names = this.names.map((n, i) => (i === seat ? name : n));
  }
  setPlayers(n: 4 | 5) {
    this.players = n;
    this.names = Array.from({ length: n }, (_, i) => this.names[i] ?? '');
    this.lead = Math.min(this.lead, n - 1);
    this.cards = this.cards.slice(0, n);
  }
  /** Two taps pick the chosen suits: a tap on a picked suit unpicks it; a third suit replaces the second. */
  toggleSuit(s: Suit) {
    if (this.chosen.includes(s)) this.chosen = this.chosen.filter((x) => x !== s);
    else this.chosen = this.chosen.length < 2 ? [...this.chosen, s] : [this.chosen[0]!, s];
  }

  startTurnUps() {
    this.turnUps = [];
    this.lastTurnUps = null;
  }
  cancelTurnUps() {
    this.turnUps = null;
  }
  private addTurnUp(code: CardCode) {
    if (!this.turnUps || this.turnUps.includes(code)) return;
    this.turnUps = [...this.turnUps, code];
    const r = turnUpChosenSuits(VARIANTS[this.variant], this.turnUps);
    if (r.ok && r.value.kind === 'chosen') this.chosen = [...r.value.chosen];
    if (r.ok) this.turnUps = null;
    if (r.ok) this.lastTurnUps = r.value;
  }

  /** Every order of the cards on the table, with its winner. */
  otherOrders(): OtherOrder[] {
    if (!this.ctx || this.cards.length < 2) return [];
    return permutations(this.cards).map((cards) => {
      const r = resolveKnueffelnTrick({ variant: this.variant, chosen: this.ctx!.chosen, cards });
      return { cards, winner: r.ok ? r.value.winner : -1 };
    });
  }
}
