import { untrack } from 'svelte';
import type { Segment, Speaker } from '../../i18n/speaker.ts';
import { isVariantId, type CardCode, type DealContext, type FamilyCard, type GameId, type Suit, type VariantId } from '../../rules/index.ts';
import { knueffelnKit, type GameDeal, type GameKit, type ToldTrick } from './deal.ts';
import type { FamilyKit } from './family-kit.ts';
import type { FamilyText } from '../../i18n/family-text.ts';
import { seatOfCard, type Players } from '../../lib/seats.ts';
import { isFull, linkState, modelOf, step, type TrickEvent, type TrickModel } from './model.ts';
import { emptyState, type GameFacts, type TrickState } from './share.ts';

/** The pack while a family game's rules load: the same empty list each time, so nothing redraws for it. */
const NO_CARDS: readonly FamilyCard[] = [];

/**
 * The explorer's store: the model as a rune (components read `model`; model.ts says how each field changes), and
 * everything derived from the rules module: the game's facts, the deal as its game tells it, the verdict.
 */
export class Explorer {
  /** the deal and the trick as plain data; every change is a step of the model */
  private m = $state.raw<TrickModel>(modelOf(emptyState()));
  /** the deal and the trick as the model holds them: components read its fields (model.ts says how each changes) */
  get model(): TrickModel {
    return this.m;
  }
  /** the family games' rules and words, loaded when one is chosen (null until then, and for Knüffeln) */
  kit = $state.raw<FamilyKit | null>(null);
  /** the family's rules could not be fetched (offline on a first visit, or a page older than the site) */
  kitFailed = $state.raw(false);

  // Cheap answers are plain getters (reactive all the same); what costs a lookup or the rules is a $derived.
  /** A game as the explorer plays it: a Knüffeln table's at once, a family game's once the family's rules have loaded. */
  private gameOf(v: GameId): GameKit | null {
    return isVariantId(v) ? (this.tables[v] ??= knueffelnKit(v, this.speaker)) : (this.kit?.game(v) ?? null);
  }
  /** the Knüffeln tables' kits, made once each (a cache, not state) */
  private readonly tables: Partial<Record<VariantId, GameKit>> = {};
  /** the game being played (null while its rules load) */
  game: GameKit | null = $derived.by(() => this.gameOf(this.m.variant));
  /** the game's pack, chosen suits and table sizes (null while its rules load) */
  get facts(): GameFacts | null {
    return this.game?.facts ?? null;
  }
  get chosenCount(): 1 | 2 {
    return this.facts?.chosenCount ?? 2;
  }
  /** the chosen suits are all picked */
  get dealt(): boolean {
    return this.facts !== null && this.m.chosen.length === this.chosenCount;
  }
  /** the deal's context, where the game has one (Knüffeln's roles); null while the chosen suits are open */
  get ctx(): DealContext | null {
    return this.game?.context(this.m.chosen) ?? null;
  }
  /** the game's own words, where it brings them (a family game, once its rules have loaded) */
  get words(): FamilyText | null {
    return this.game?.words ?? null;
  }
  /** The deal as its game tells it (deal.ts); null while the chosen suits are open or the game's rules load. */
  deal: GameDeal | null = $derived.by(() => (this.dealt ? (this.game?.deal(this.m.chosen, this.m.kaisers) ?? null) : null));
  /** the rules can answer: a Knüffeln deal, or a family deal whose rules have loaded */
  get ready(): boolean {
    return this.deal !== null;
  }
  get pack(): readonly FamilyCard[] {
    return this.facts?.pack ?? NO_CARDS;
  }
  result: ToldTrick | null = $derived.by(() => this.resolve(this.m.cards));
  get full(): boolean {
    return isFull(this.m);
  }

  /** how the family kit is fetched: the explorer island sets it (it knows the page's language) */
  loadKit: (() => Promise<FamilyKit>) | null = null;
  private kitLoading: Promise<FamilyKit> | null = null;

  /** the deal's fold is open; it opened by itself to ask for the chosen suits (and folds once they are picked) */
  setupOpen = $state(false);
  autoFold = false;

  /** the island's own words, which tell a Knüffeln trick (a family game's kit brings its own) */
  private readonly speaker: Pick<Speaker, 'roleLabel' | 'stepText'>;

  constructor(s: TrickState, speaker: Pick<Speaker, 'roleLabel' | 'stepText'>, loadKit?: () => Promise<FamilyKit>) {
    this.speaker = speaker;
    this.load(s);
    this.loadKit = loadKit ?? null;
    this.autoFold = this.setupOpen = !this.dealt;
  }

  /** Opens or folds the deal, as a link asks: open when its chosen suits are missing, and then it folds by itself. */
  openSetup(open: boolean) {
    this.autoFold = this.setupOpen = open;
  }
  /** The reader opened or folded the deal: it no longer folds by itself once folded. */
  setupToggled(open: boolean) {
    this.setupOpen = open;
    this.autoFold &&= open;
  }
  /** The chosen suits are picked: a deal that opened by itself to ask for them folds (true when it did). */
  foldAfterChosen(): boolean {
    if (!this.autoFold || !this.dealt) return false;
    this.autoFold = this.setupOpen = false;
    return true;
  }
  /** A seat's name: the player's own, or the table's word for the seat. */
  seatName(seat: number, seatWord: Speaker['seatName']): string {
    return this.m.names[seat] || seatWord(this.m.players, seat);
  }
  /** One card's reason, by the game's own rules and in its words (none while there is no result). */
  why(i: number): Segment[] {
    return this.result?.why(i) ?? [];
  }

  /**
   * Hands over a game's facts: at once where they are at hand (a Knüffeln table, or a family game once its rules have
   * loaded), else once they have. When they cannot load, kitFailed says so and `failed` is called; the next call tries again.
   */
  withFacts(v: GameId, then: (f: GameFacts) => void, failed?: () => void): void {
    const game = this.gameOf(v);
    if (game) return then(game.facts);
    this.kitFailed = false;
    this.kitLoading ??= (this.loadKit?.() ?? Promise.reject(new Error('This explorer does not play the family games.'))).then((kit) => (this.kit = kit));
    this.kitLoading.then(
      () => {
        const game = this.gameOf(v);
        if (game) then(game.facts);
      },
      () => {
        this.kitLoading = null;
        this.kitFailed = true;
        failed?.();
      },
    );
  }

  get state(): TrickState {
    // Declared Kaisers where the game declares them (Kaiserspiel); its facts are at hand whenever a link is made.
    return linkState(this.m, this.facts);
  }

  /** Who takes these cards, by the game's rules (null while the deal is open or the family's rules are loading). */
  resolve(cards: readonly FamilyCard[]): ToldTrick | null {
    return cards.length === 0 ? null : (this.deal?.tell(cards) ?? null);
  }

  /** The game only, as a link named it, while its rules cannot load (its cards and seats stay as they are). */
  setVariantOnly(variant: GameId) {
    this.do({ kind: 'variant', variant });
  }
  setLead(lead: number) {
    this.do({ kind: 'lead', lead });
  }
  /** The same cards in another order ("Does the order matter?"). */
  reorder(cards: readonly FamilyCard[]) {
    this.do({ kind: 'order', cards });
  }
  load(s: TrickState) {
    this.do({ kind: 'load', state: s });
  }

  seatOf = (i: number): number => seatOfCard(this.m.players, this.m.lead, i);
  /** What a card is in this deal, in a word or two, as the rules say ('' while the chosen suits are open). */
  label = (c: FamilyCard): string => this.deal?.label(c) ?? '';

  play(card: FamilyCard) {
    this.do({ kind: 'play', card });
  }
  undo() {
    this.do({ kind: 'undo' });
  }
  clear() {
    this.do({ kind: 'clear' });
  }
  remove(at: number) {
    this.do({ kind: 'remove', at });
  }
  /** Moves the card at i one place earlier (-1) or later (+1). */
  move(at: number, by: -1 | 1) {
    this.do({ kind: 'move', at, by });
  }

  private picks = 0;
  /** Changes the game; a family game's cards and seats are fitted once its rules have loaded (the latest pick only). */
  setVariant(v: GameId) {
    const pick = ++this.picks;
    this.do({ kind: 'variant', variant: v });
    this.withFacts(v, (facts) => pick === this.picks && this.do({ kind: 'fit', facts }));
  }
  /** Kaiserspiel: declares a banner as a Kaiser, or takes the declaration back. */
  toggleKaiser(banner: CardCode) {
    this.do({ kind: 'kaiser', banner });
  }
  setName(seat: number, name: string) {
    this.do({ kind: 'name', seat, name });
  }
  setPlayers(players: Players) {
    this.do({ kind: 'players', players });
  }
  /** Two taps pick the chosen suits: a tap on a picked suit unpicks it; a third suit replaces the second. With one chosen suit, a tap picks it. */
  toggleSuit(suit: Suit) {
    this.do({ kind: 'suit', suit, chosenCount: this.chosenCount });
  }
  startTurnUps() {
    this.do({ kind: 'turnUps' });
  }
  cancelTurnUps() {
    this.do({ kind: 'cancelTurnUps' });
  }
  /** a lesson's "your turn": the cards it laid stay, and the learner lays one more */
  lockForTask() {
    this.do({ kind: 'task' });
  }

  private do(e: TrickEvent) {
    // Read without tracking: an effect that loads a link or fits a game writes the model, it does not depend on it.
    this.m = step(
      untrack(() => this.m),
      e,
    );
  }
}
