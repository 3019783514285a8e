import { makeCard, rankOf, suitOf, type CardCode } from './cards.ts';
import { TRICKS } from './deal-end.ts';
import { refuse, shown, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';
import { contextOf, factsFor, type DealContext } from './roles.ts';
import type { RulingId } from './rulings.ts';
import { MAX_TURN_UPS, turnUpChosenSuits, type TurnUpOutcome } from './turn-ups.ts';
import { isVariantId, packOf, VARIANTS, type VariantId } from './variants.ts';

/** Cards each player gets, in three packets of three: one for each trick. */
const HAND_SIZE = TRICKS;
const PACKET = 3;
export interface Deal {
  readonly variant: VariantId;
  readonly players: 4 | 5;
  /** hands clockwise from forehand (the dealer's left); with 4 players the dealer holds the last one */
  readonly hands: readonly (readonly CardCode[])[];
  readonly turnUp: TurnUpOutcome;
  /** the undealt cards after the turn-ups, top first (1924: with the turn-ups put back); the last is the bottom */
  readonly stock: readonly CardCode[];
  /** 1924 and 1938: the three bottom cards the cutter took up before the deal, the very bottom last */
  readonly cutterThree: readonly CardCode[];
  /** 1924 and 1938: Olen among the cutter's three bottom cards, laid face up before the deal; the others go back to the bottom */
  readonly shownByCutter: readonly CardCode[];
}

const isPlayerCount = (x: unknown): x is 4 | 5 => x === 4 || x === 5;

/** Deals a shuffled pack (top card first): 3×3 to four hands, then the turn-ups, then the stock. */
export function dealCards(variantId: unknown, deck: readonly unknown[], players: unknown = 4): Result<Deal, RuleError> {
  if (!isVariantId(variantId)) return refuse('unknown-variant', { variant: shown(variantId) });
  const variant = VARIANTS[variantId];
  if (!isPlayerCount(players) || !variant.players.includes(players)) return refuse('bad-players', { allowed: variant.players.join(' or ') });
  const pack = packOf(variant);
  const set = new Set(deck);
  if (deck.length !== pack.length || set.size !== pack.length || !pack.every((c) => set.has(c))) {
    return refuse('bad-deck', { size: pack.length });
  }
  let rest = deck as readonly CardCode[];
  let shownByCutter: CardCode[] = [];
  let cutterThree: CardCode[] = [];
  if (variant.oleExchange.from === 'cutter-three') {
    cutterThree = rest.slice(-3);
    shownByCutter = cutterThree.filter((c) => variant.olen.some((o) => o.card === c));
    rest = [...rest.slice(0, -3), ...cutterThree.filter((c) => !shownByCutter.includes(c))];
  }
  const hands: CardCode[][] = [[], [], [], []];
  let next = 0;
  for (let round = 0; round < HAND_SIZE / PACKET; round++) {
    for (const hand of hands) {
      hand.push(...rest.slice(next, next + PACKET));
      next += PACKET;
    }
  }
  const turnUp = turnUpChosenSuits(variant, rest.slice(next, next + MAX_TURN_UPS));
  if (!turnUp.ok) return turnUp;
  const t = turnUp.value;
  const returned = t.kind === 'chosen' ? t.turned.filter((c) => !t.kept.some((k) => k.includes(c))) : [];
  const stock = [...returned, ...rest.slice(next + t.turned.length)];
  return ok({ variant: variantId, players, hands, turnUp: turnUp.value, stock, cutterThree, shownByCutter });
}

export type Exchange =
  | {
      readonly kind: 'turn-up';
      /** seat in deal.hands; with 5 players, seat 4 is the dealer taking up the stock */
      readonly player: number;
      /** the chosen Ten (1924: the dog) given up */
      readonly give: CardCode;
      /** the turn-ups the player may take for it */
      readonly options: readonly CardCode[];
      /** the rulings that allow it: ten-for-any-turn-up when one of the turn-ups is an Ole */
      readonly rulings: readonly RulingId[];
    }
  | {
      readonly kind: 'ole';
      readonly player: number;
      /** the Queen, or the King when no player holds the Queen */
      readonly give: CardCode;
      readonly take: CardCode;
      readonly via: 'queen' | 'king';
      readonly from: 'stock-bottom' | 'cutter';
      /** the rulings that decide it: cutter-olen, and queen-not-held when the Queen is not asleep in the stock */
      readonly rulings: readonly RulingId[];
    };

export type ExchangeNote =
  | {
      readonly kind: 'no-double-exchange';
      readonly player: number;
      /** the Ten (or dog) the player could give for a turned-up Queen or King */
      readonly give: CardCode;
      readonly court: CardCode;
      readonly ole: CardCode;
    }
  | {
      /** an Ole on offer that nobody may take: its suit is not chosen (cutter's Olen), or no player holds its Queen or King */
      readonly kind: 'ole-stays';
      readonly ole: CardCode;
      readonly why: 'unchosen' | 'not-held';
      readonly rulings: readonly RulingId[];
    };

export interface ExchangeOptions {
  readonly exchanges: readonly Exchange[];
  readonly notes: readonly ExchangeNote[];
  /** five players: the dealer may take up the stock and play alone against the four */
  readonly dealerMayTakeStock: boolean;
}

function holderOf(hands: readonly (readonly CardCode[])[], card: CardCode): number {
  return hands.findIndex((h) => h.includes(card));
}

/** Who may exchange what after the deal, assuming each offered Ole exchange is taken. */
export function exchangeOptions(deal: Deal): ExchangeOptions {
  if (deal.turnUp.kind !== 'chosen') return { exchanges: [], notes: [], dealerMayTakeStock: false };
  const variant = VARIANTS[deal.variant];
  const ctx = contextOf(variant, deal.turnUp.chosen);
  const { chosen, kept } = deal.turnUp;
  const fivePlayers = deal.players === 5;
  const seats = fivePlayers ? [...deal.hands, deal.stock] : deal.hands;
  const exchanges: Exchange[] = [];
  chosen.forEach((suit, i) => {
    const give = makeCard({ rank: variant.exchangeRank, suit });
    const player = holderOf(seats, give);
    const options = kept[i]!;
    const rulings: RulingId[] = options.some((c) => factsFor(ctx, c).role.kind === 'ole') ? ['ten-for-any-turn-up'] : [];
    if (player >= 0) exchanges.push({ kind: 'turn-up', player, give, options, rulings });
  });
  const notes: ExchangeNote[] = [];
  if (!fivePlayers) exchanges.push(...oleExchanges(deal, ctx, notes));
  return { exchanges, notes, dealerMayTakeStock: fivePlayers };
}

function oleExchanges(deal: Deal, ctx: DealContext, notes: ExchangeNote[]): Exchange[] {
  const { variant } = ctx;
  const fromCutter = variant.oleExchange.from === 'cutter-three';
  const isOle = (c: CardCode) => factsFor(ctx, c).role.kind === 'ole';
  const candidates = fromCutter ? deal.shownByCutter : [...deal.stock].reverse().slice(0, variant.oleExchange.max);
  const given = new Set<CardCode>();
  const out: Exchange[] = [];
  for (const ole of candidates) {
    if (!isOle(ole)) {
      if (fromCutter) continue;
      break;
    }
    const suit = suitOf(ole);
    const ruledBy: RulingId[] = fromCutter ? ['cutter-olen'] : [];
    if (variant.oleExchange.queens === 'chosen' && !ctx.chosen.includes(suit)) {
      notes.push({ kind: 'ole-stays', ole, why: 'unchosen', rulings: ruledBy });
      continue;
    }
    noteDoubleExchange(deal, ctx, ole, notes);
    const queen = `Q${suit}` as CardCode;
    const king = `K${suit}` as CardCode;
    const qHolder = given.has(queen) ? -1 : holderOf(deal.hands, queen);
    const kHolder = given.has(king) ? -1 : holderOf(deal.hands, king);
    const via = qHolder >= 0 ? 'queen' : kHolder >= 0 ? 'king' : null;
    if (!via) {
      notes.push({ kind: 'ole-stays', ole, why: 'not-held', rulings: ruledBy });
      // From the stock, the next card up is looked at only after an Ole was taken (eaton-2021, The Deal and Exchange).
      if (fromCutter) continue;
      break;
    }
    const give = via === 'queen' ? queen : king;
    const sleeping = deal.stock.includes(queen) && !given.has(queen);
    given.add(give);
    out.push({
      kind: 'ole',
      player: via === 'queen' ? qHolder : kHolder,
      give,
      take: ole,
      via,
      from: fromCutter ? 'cutter' : 'stock-bottom',
      rulings: [...ruledBy, ...(via === 'king' && !sleeping ? (['queen-not-held'] as const) : [])],
    });
  }
  return out;
}

/** A Queen or King got for the Ten may not then take the Ole of its suit (eaton-2021, The Deal and Exchange). */
function noteDoubleExchange(deal: Deal, ctx: DealContext, ole: CardCode, notes: ExchangeNote[]): void {
  if (deal.turnUp.kind !== 'chosen') return;
  const suit = suitOf(ole);
  const i = deal.turnUp.chosen.indexOf(suit);
  if (i < 0) return;
  const give = makeCard({ rank: ctx.variant.exchangeRank, suit });
  const player = holderOf(deal.hands, give);
  if (player < 0) return;
  for (const court of deal.turnUp.kept[i]!) {
    if (rankOf(court) === 'Q' || rankOf(court) === 'K') notes.push({ kind: 'no-double-exchange', player, give, court, ole });
  }
}
