/**
 * A whole deal of Kaiserspiel (Nidwalden's Kaiserjass) on the family's deal machine (family-deal.ts), which plays its
 * tricks by the game's own rule (kaiserspiel.ts) among the cards played face up (kaiserjass: The Players, The Deal,
 * Further Announcement of Kaisers, The Play). Four players (seven cards, two discarded) or six (five cards);
 * anticlockwise, so the seats are numbered in the order of play, each on the right of the one before; the deal with
 * its pauses, where Kaisers are announced and the stake raised; the dealer's right leads; three tricks of five win
 * what the deal is worth. What is Kaiserspiel's own is here: the deal, its phases and actions, the stake, what a seat
 * sees of them, and a state dealt again from a view (kaiser-redeal.ts).
 */
import type { CardCode, Suit } from './cards.ts';
import type { DealRules } from './deal-rules.ts';
import { refuse, shown, type RuleError } from './errors.ts';
import { beginPlay, familyDeal, finishDeal, type FamilyDealGame, type FamilyDealMachine, type FamilyDealStart, type FamilyDealt } from './family-deal.ts';
import { BANNERS, type FamilyCard } from './family-ids.ts';
import { FAMILY } from './family-games.ts';
import { chosenSuitOf, dealStages, discardCount, isBanner, KAISER_HANDS, nextDealer, rightOf } from './kaiser-dealing.ts';
import { kaiserRedeal } from './kaiser-redeal.ts';
import { accepted, KAISER_TARGET, kaiserOffer, NO_STAKES, spieldreiOffer, stakeValue, threeOffer } from './kaiser-stakes.ts';
import {
  captainOf,
  isCaptain,
  KAISER_ACTION_TYPES,
  otherSide,
  sideOf,
  type Banner,
  type KaiserAction,
  type KaiserExt,
  type KaiserViewExt,
} from './kaiser-state.ts';
import { kaiserChoices, kaiserViewExt, type KaiserDealState } from './kaiser-view.ts';
import { ok, type Result } from './result.ts';
import { TABLE_SEATS } from './table-ids.ts';

/** Kaiserspiel's deal as data (deal-rules.ts): anticlockwise, four or six seats, two discards at four, face-down cards, the raise and the fold. */
export const KAISERSPIEL_DEAL = {
  game: 'kaiserspiel',
  seats: TABLE_SEATS.kaiserspiel,
  direction: 'anticlockwise',
  hands: KAISER_HANDS,
  exchanges: [{ kind: 'discard', count: 2, atTables: [4] }],
  faceDown: [{ kind: 'discards' }, { kind: 'played', mustName: BANNERS }],
  stakes: { kind: 'raise', base: 4, steps: [1, 3], after: 'declaration', fold: 'scores-before-raise', call: { points: 3, next: 'other-side' } },
  // Ruling kaiser-three-tricks: play stops once a side has three tricks.
  end: { kind: 'tricks', of: 5, needed: 3 },
  sides: 2,
} as const satisfies DealRules<'kaiserspiel', 4 | 6>;

/** The part of a deal the dealing moves on: hands, the stock, the chosen suit, the record, the phase and the seat to act. */
type Dealing = Pick<KaiserDealState, 'start' | 'hands' | 'stock' | 'chosen' | 'ext' | 'phase' | 'toAct'>;

/** Who is asked in a pause: every seat holding a card, and the captains, who may call Spieldrei (ruling kaiser-calls). */
const isAsked = (d: Pick<Dealing, 'hands' | 'phase'>, seat: number): boolean => d.phase !== 'deal' || d.hands[seat]!.length > 0 || isCaptain(seat);

/** The next seat asked in this pause or round, from the dealer's right round to the dealer; null when all were asked. */
function nextAsked(d: Pick<Dealing, 'start' | 'hands' | 'phase'>, after: number | null): number | null {
  const { players: n, dealer } = d.start;
  for (let i = after === null ? 0 : ((after - dealer - 1 + n) % n) + 1; i < n; i++) {
    const seat = (dealer + 1 + i) % n;
    if (isAsked(d, seat)) return seat;
  }
  return null;
}

/** Deals the next stage of the deal and asks the first seat of its pause; after the last, the discard (four) or the round. */
function nextStage<D extends Dealing>(d: D): D {
  const n = d.start.players;
  const stages = dealStages(n as 4 | 6, d.start.dealer);
  let next: D = d;
  for (let stage = d.ext.stage + 1; stage < stages.length; stage++) {
    const hands = next.hands.map((h) => [...h]);
    const faceUp = [...next.ext.faceUp];
    let stock = next.stock;
    for (const p of stages[stage]!.packets) {
      const cards = stock.slice(0, p.count) as CardCode[];
      stock = stock.slice(p.count);
      hands[p.seat]!.push(...cards);
      if (p.up) faceUp.push(...cards.map((card) => ({ seat: p.seat, card })));
    }
    const chosen: readonly Suit[] =
      next.chosen.length > 0 || faceUp.length < n
        ? next.chosen
        : [
            chosenSuitOf(
              faceUp.map((f) => f.card),
              next.ext.bottom,
            ),
          ];
    next = { ...next, hands, stock, chosen, phase: 'deal', ext: { ...next.ext, faceUp, stage } };
    if (stages[stage]!.pause) return { ...next, toAct: nextAsked(next, null)! };
  }
  return { ...next, phase: discardCount(n as 4 | 6) > 0 ? 'discard' : 'announce', toAct: rightOf(n, d.start.dealer) };
}

/** Shuffled and cut: a banner at the bottom throws the pack in (kaiserjass: The Deal); else the first stage is dealt. */
function deal(start: FamilyDealStart, deck: readonly FamilyCard[]): FamilyDealt<KaiserExt> | { readonly thrownIn: readonly FamilyCard[] } {
  const bottom = deck[deck.length - 1] as CardCode;
  if (isBanner(bottom)) return { thrownIn: [bottom] };
  const empty = Array.from({ length: start.players }, () => []);
  const ext: KaiserExt = { faceUp: [], bottom, stage: -1, declared: [], lost: [], stakes: NO_STAKES, ask: null, resume: null };
  const d = nextStage({ start, hands: empty, stock: deck.slice(0, -1), chosen: [], ext, phase: 'deal', toAct: 0 });
  return { chosen: d.chosen, hands: d.hands, stock: d.stock, table: [bottom], known: empty, aside: empty, phase: d.phase, toAct: d.toAct, ext: d.ext };
}

/** A seat passes: in a pause, its banners dealt face up in this stage and not declared are lost; the next seat is asked. */
function passed(s: KaiserDealState, seat: number): KaiserDealState {
  const n = s.start.players;
  const { ext } = s;
  if (s.phase === 'deal') {
    // The face-up stages come first, two cards each.
    const now = ext.stage < n / 2 ? ext.faceUp.slice(2 * ext.stage, 2 * ext.stage + 2) : [];
    const lost = now.filter((f) => f.seat === seat && isBanner(f.card) && !ext.declared.some((d) => d.card === f.card)).map((f) => f.card);
    const next = { ...s, ext: { ...ext, lost: [...ext.lost, ...lost] } };
    const after = nextAsked(next, seat);
    return after === null ? nextStage(next) : { ...next, toAct: after };
  }
  const after = nextAsked(s, seat);
  return after === null ? beginPlay(s, rightOf(n, s.start.dealer)) : { ...s, toAct: after };
}

/** An answer is asked of a captain; the turn comes back to where it was (or stays away, while an answer leads to another). */
const asking = (s: KaiserDealState, ask: KaiserExt['ask'], seat: number): KaiserDealState => ({
  ...s,
  phase: 'ask',
  toAct: seat,
  ext: { ...s.ext, ask, resume: s.ext.resume ?? { phase: s.phase, seat: s.toAct } },
});
const resumed = (s: KaiserDealState, ext: KaiserExt): KaiserDealState => ({
  ...s,
  phase: ext.resume!.phase,
  toAct: ext.resume!.seat,
  ext: { ...ext, ask: null, resume: null },
});

const without = (cards: readonly FamilyCard[], gone: readonly FamilyCard[]) => cards.filter((c) => !gone.includes(c));
const withSeat = <T>(list: readonly T[], seat: number, value: T): T[] => list.map((x, i) => (i === seat ? value : x));

/** A legal action's effect. */
function effect(s: KaiserDealState, a: KaiserAction): KaiserDealState {
  const side = sideOf(a.seat);
  const { ext } = s;
  const ask = ext.ask;
  switch (a.type) {
    case 'declare': {
      const declared = [
        ...ext.declared,
        { seat: a.seat, card: a.card, open: ext.faceUp.some((f) => f.card === a.card), during: s.phase === 'deal' ? 'deal' : 'announce' } as const,
      ];
      return asking({ ...s, ext: { ...ext, declared } }, { kind: 'mark', side }, captainOf(side));
    }
    case 'raise': {
      const offer = ask!.kind === 'three' ? threeOffer(side) : kaiserOffer(side, a.by);
      return asking(s, { kind: 'answer', offer }, captainOf(otherSide(side)));
    }
    case 'spieldrei':
      return asking(s, { kind: 'answer', offer: spieldreiOffer(side) }, captainOf(otherSide(side)));
    case 'fold':
    case 'accept': {
      const offer = ask!.kind === 'answer' ? ask!.offer : null;
      // A fold ends the deal for what it was worth before the offer (kaiserjass: Further Announcement of Kaisers).
      if (a.type === 'fold') return finishDeal({ ...s, ext: { ...ext, ask: null, resume: null } }, offer!.side, 'fold', stakeValue(ext.stakes));
      const stakes = accepted(ext.stakes, offer!);
      // Just after a small Kaiser is accepted, its captain may make it three.
      if (offer!.kind === 'kaiser' && offer!.adds === 1)
        return asking({ ...s, ext: { ...ext, stakes } }, { kind: 'three', side: offer!.side }, captainOf(offer!.side));
      return resumed(s, { ...ext, stakes });
    }
    case 'pass':
      return s.phase === 'ask' ? resumed(s, ext) : passed(s, a.seat);
    case 'discard': {
      const next = { ...s, hands: withSeat(s.hands, a.seat, without(s.hands[a.seat]!, a.cards)), aside: withSeat(s.aside, a.seat, [...a.cards]) };
      const after = rightOf(s.start.players, a.seat);
      return after === rightOf(s.start.players, s.start.dealer) ? { ...next, phase: 'announce', toAct: after } : { ...next, toAct: after };
    }
  }
}

/** Reads one of Kaiserspiel's own actions at the edge (type and seat checked by the family's deal); a fresh object. */
function parseAction(type: KaiserAction['type'], seat: number, a: Readonly<Record<string, unknown>>): Result<KaiserAction, RuleError> {
  const card = (x: unknown) => FAMILY.kaiserspiel.lookupCard(x);
  switch (type) {
    case 'declare': {
      const c = card(a['card']);
      if (!c.ok) return c;
      return isBanner(c.value as CardCode) ? ok({ type, seat, card: c.value as Banner }) : refuse('bad-kaisers', { kaisers: c.value });
    }
    case 'raise':
      return a['by'] === 1 || a['by'] === 3 ? ok({ type, seat, by: a['by'] }) : refuse('bad-action', { action: shown(type) });
    case 'discard': {
      const cards = Array.isArray(a['cards']) && a['cards'].length === 2 ? a['cards'].map(card) : [];
      if (cards.length !== 2 || !cards.every((c) => c.ok)) return refuse('bad-card', { card: shown(a['cards'], ' ') });
      const [x, y] = cards.map((c) => (c.ok ? (c.value as CardCode) : ('' as CardCode)));
      return ok({ type, seat, cards: [x!, y!] });
    }
    default:
      return ok({ type, seat });
  }
}

/** One of Kaiserspiel's own actions by the rules, or a refusal with its code, the state unchanged. */
function act(s: KaiserDealState, a: KaiserAction): Result<KaiserDealState, RuleError> {
  if (a.seat !== s.toAct) return refuse('not-your-turn', { seat: a.seat, expected: s.toAct });
  const hand = s.hands[a.seat]!;
  const cards = a.type === 'declare' ? [a.card] : a.type === 'discard' ? a.cards : [];
  const missing = cards.find((c) => !hand.includes(c));
  if (missing) return refuse('card-not-held', { card: missing });
  const legal = kaiserChoices({ seat: a.seat, hand, phase: s.phase, toAct: s.toAct, ext: kaiserViewExt(s, a.seat), result: s.result });
  if (!legal.some((b) => JSON.stringify(a) === JSON.stringify(b))) return refuse('not-now', { action: a.type });
  return ok(effect(s, a));
}

/** Kaiserspiel's part of the family's deal machine. */
export const KAISER_GAME: FamilyDealGame<KaiserExt, KaiserViewExt, KaiserAction> = {
  id: 'kaiserspiel',
  rules: KAISERSPIEL_DEAL,
  target: KAISER_TARGET,
  deal,
  actionTypes: KAISER_ACTION_TYPES,
  parseAction,
  act,
  choices: kaiserChoices,
  // Ruling kaiser-face-down: the lead is always played face up.
  mayPlay: (at, _seat, _card, down) => (down && at.trick === null ? refuse('not-now', { action: 'play-down' }).error : null),
  playsDown: true,
  viewExt: kaiserViewExt,
  context: (s) =>
    FAMILY.kaiserspiel.context(
      s.chosen,
      s.ext.declared.map((d) => d.card),
    ),
  points: (s) => stakeValue(s.ext.stakes),
  // The deal passes to the right (kaiserjass: The Deal): the next seat in the order of play.
  nextDealer: (st) => nextDealer(st.players as 4 | 6, st.dealer),
};

const machine = familyDeal(KAISER_GAME);

/** Kaiserspiel's whole deal: the family's machine, with a state dealt again from a view that keeps what the view knows. */
export const kaiserspielDeal: FamilyDealMachine<KaiserExt, KaiserViewExt, KaiserAction> = { ...machine, redeal: kaiserRedeal };
