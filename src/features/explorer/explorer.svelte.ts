import type { Speaker } from '../../i18n/speaker.ts';
import {
  BANNERS,
  contextOf,
  DEFAULT_VARIANT,
  factsFor,
  isFamilyId,
  isVariantId,
  KNUEFFELN,
  resolveKnueffelnTrick,
  turnUpChosenSuits,
  VARIANTS,
  type CardCode,
  type DealContext,
  type FamilyCard,
  type FamilyId,
  type FamilyTrickResult,
  type GameId,
  type Suit,
  type TrickResult,
  type TurnUpOutcome,
  type VariantId,
} from '../../rules/index.ts';
import type { FamilyKit } from './family-kit.ts';
import { seatOfCard, type Players } from '../../lib/seats.ts';
import type { GameFacts, TrickState } from './share.ts';

/** The explorer's state: the deal, the trick so far, and everything derived from the rules module. */
export class Explorer {
  variant = $state.raw<GameId>(DEFAULT_VARIANT);
  chosen = $state.raw<Suit[]>([]);
  players = $state.raw<Players>(4);
  lead = $state.raw(0);
  cards = $state.raw<FamilyCard[]>([]);
  names = $state.raw<string[]>(['', '', '', '']);
  /** Kaiserspiel: the banners declared as Kaisers */
  kaisers = $state.raw<CardCode[]>([...BANNERS]);
  /** cards taken out because the new variant's pack lacks them */
  dropped = $state.raw<FamilyCard[]>([]);
  /** the family games' rules and words, loaded when one is chosen (null until then, and for Knüffeln) */
  kit = $state.raw<FamilyKit | null>(null);
  /** the family's rules could not be fetched (offline on a first visit, or a page older than the site) */
  kitFailed = $state.raw(false);
  /** turned-up cards being entered to set the chosen suits, or null */
  turnUps = $state.raw<CardCode[] | null>(null);
  /** what the last complete run of turn-ups decided */
  lastTurnUps = $state.raw<TurnUpOutcome | null>(null);

  /** the family game being played, or null for a Knüffeln table */
  family: FamilyId | null = $derived(isFamilyId(this.variant) ? this.variant : null);
  /** the game's pack, chosen suits and table sizes (null while a family game's rules load) */
  facts: GameFacts | null = $derived(this.family ? (this.kit?.facts(this.family) ?? null) : KNUEFFELN[this.variant as VariantId]);
  chosenCount = $derived(this.facts?.chosenCount ?? 2);
  /** the chosen suits are all picked */
  dealt = $derived(this.facts !== null && this.chosen.length === this.chosenCount);
  /** Knüffeln's deal context: what each card is (null for the family, and while the chosen suits are open) */
  ctx: DealContext | null = $derived(this.dealt && isVariantId(this.variant) ? contextOf(VARIANTS[this.variant], [this.chosen[0]!, this.chosen[1]!]) : null);
  /** the family game's words, once its rules have loaded */
  words = $derived(this.family && this.kit ? this.kit.words(this.family) : null);
  /** the rules can answer: a Knüffeln deal, or a family deal whose rules have loaded */
  ready = $derived(this.ctx !== null || (this.dealt && this.words !== null));
  pack = $derived(this.facts?.pack ?? []);
  result: TrickResult | FamilyTrickResult | null = $derived.by(() => this.resolve(this.cards));
  /** cards laid by a lesson that the learner may not move or take back */
  locked = $state.raw(0);
  /** most cards the trick may hold: one per player, or in a "your turn" exercise one more than the lesson laid */
  limit = $state.raw<number | null>(null);
  full = $derived(this.cards.length >= (this.limit ?? this.players));

  /** how the family kit is fetched: the explorer island sets it (it knows the page's language) */
  loadKit: (() => Promise<FamilyKit>) | null = null;
  private kitLoading: Promise<FamilyKit> | null = null;

  constructor(s: TrickState) {
    this.load(s);
  }

  /**
   * Hands over a game's facts: at once for a Knüffeln table, once its rules have loaded for a family game.
   * When they cannot load, kitFailed says so and `failed` is called; the next call tries again.
   */
  withFacts(v: GameId, then: (f: GameFacts) => void, failed?: () => void): void {
    if (!isFamilyId(v)) return then(KNUEFFELN[v]);
    this.kitFailed = false;
    this.kitLoading ??= (this.loadKit?.() ?? Promise.reject(new Error('This explorer does not play the family games.'))).then((kit) => (this.kit = kit));
    this.kitLoading.then(
      (kit) => then(kit.facts(v)),
      () => {
        this.kitLoading = null;
        this.kitFailed = true;
        failed?.();
      },
    );
  }

  get state(): TrickState {
    // Declared Kaisers where the game declares them (Kaiserspiel); its facts are at hand whenever a link is made.
    const kaisers = this.facts?.kaisers ? { kaisers: [...this.kaisers] } : {};
    return {
      variant: this.variant,
      chosen: this.dealt ? [...this.chosen] : [],
      players: this.players,
      lead: this.lead,
      cards: [...this.cards],
      names: [...this.names],
      ...kaisers,
    };
  }

  /** Who takes these cards, by the game's rules (null while the deal is open or the family's rules are loading). */
  resolve(cards: readonly FamilyCard[]): TrickResult | FamilyTrickResult | null {
    if (cards.length === 0 || !this.ready) return null;
    if (this.family) return this.kit!.resolve(this.family, this.chosen, this.kaisers, cards);
    const r = resolveKnueffelnTrick({ variant: this.variant, chosen: this.ctx!.chosen, cards });
    return r.ok ? r.value : null;
  }

  load(s: TrickState) {
    this.variant = s.variant;
    this.chosen = [...s.chosen];
    this.players = s.players;
    this.lead = s.lead;
    this.cards = [...s.cards];
    this.names = [...s.names];
    this.kaisers = [...(s.kaisers ?? BANNERS)];
    this.turnUps = null;
  }

  seatOf = (i: number): number => seatOfCard(this.players, this.lead, i);
  /** What a card is in this deal, in a word or two, as the rules say ('' while the chosen suits are open). */
  label = (c: FamilyCard, roleLabel: Speaker['roleLabel']): string => {
    if (this.family) return this.words && this.dealt ? this.words.label(this.kit!.role(this.family, this.chosen, this.kaisers, c)) : '';
    return this.ctx ? roleLabel(factsFor(this.ctx, c as CardCode).role, this.ctx.variant) : '';
  };

  play(code: FamilyCard) {
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

  private picks = 0;
  /** Changes the game; a family game's cards and seats are fitted once its rules have loaded (the latest pick only). */
  setVariant(v: GameId) {
    const pick = ++this.picks;
    this.variant = v;
    this.withFacts(v, (f) => pick === this.picks && this.fit(f));
  }
  private fit({ pack, players, chosenCount }: GameFacts) {
    this.dropped = this.cards.filter((c) => !pack.includes(c));
    this.cards = this.cards.filter((c) => pack.includes(c));
    // A game with one chosen suit keeps the first of two; a game for four only drops the fifth and sixth seats.
    this.chosen = this.chosen.slice(0, chosenCount);
    if (!players.includes(this.players)) this.setPlayers(4);
  }
  /** Kaiserspiel: declares a banner as a Kaiser, or takes the declaration back. */
  toggleKaiser(b: CardCode) {
    this.kaisers = this.kaisers.includes(b) ? this.kaisers.filter((k) => k !== b) : BANNERS.filter((k) => k === b || this.kaisers.includes(k));
  }
  setName(seat: number, name: string) {
    this.names = this.names.map((n, i) => (i === seat ? name : n));
  }
  setPlayers(n: Players) {
    this.players = n;
    this.names = Array.from({ length: n }, (_, i) => this.names[i] ?? '');
    this.lead = Math.min(this.lead, n - 1);
    this.cards = this.cards.slice(0, n);
  }
  /** Two taps pick the chosen suits: a tap on a picked suit unpicks it; a third suit replaces the second. With one chosen suit, a tap picks it. */
  toggleSuit(s: Suit) {
    if (this.chosen.includes(s)) this.chosen = this.chosen.filter((x) => x !== s);
    else if (this.chosenCount === 1) this.chosen = [s];
    else this.chosen = this.chosen.length < 2 ? [...this.chosen, s] : [this.chosen[0]!, s];
  }

  startTurnUps() {
    this.turnUps = [];
    this.lastTurnUps = null;
  }
  cancelTurnUps() {
    this.turnUps = null;
  }
  private addTurnUp(code: FamilyCard) {
    if (!this.turnUps || this.turnUps.includes(code as CardCode) || !isVariantId(this.variant)) return;
    this.turnUps = [...this.turnUps, code as CardCode];
    const r = turnUpChosenSuits(VARIANTS[this.variant], this.turnUps);
    if (r.ok && r.value.kind === 'chosen') this.chosen = [...r.value.chosen];
    if (r.ok) this.turnUps = null;
    if (r.ok) this.lastTurnUps = r.value;
  }
}
