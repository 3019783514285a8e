import { describe, expect, it } from 'vitest';
import sources from '../../content/sources/sources.json';
import { parseDealLink } from '../features/play/deal-link.ts';
import { packOf, VARIANTS, type CardCode, type RulingId, type VariantId } from './index.ts';
import { apply, cutterSeat, startDeal, type PlayState, type Seat } from './play.ts';
import { unseenCards, viewOf } from './view.ts';

/**
 * Who cuts, and who has seen which of the three bottom cards once the deal and the exchanges are done, per variant.
 * The same pack in every row, East dealing (South is forehand): West holds ♥Q, hearts and spades are chosen (the
 * turn-ups ♥K and ♠6), and the pack ends ♣3, ♠7, ♥2 (the Twe, an Ole, at the very bottom). Every Ole on offer is taken,
 * every Ten (1924: dog) kept.
 */
const DEALER: Seat = 3;
const BOTTOM: CardCode[] = ['3C', '7S', '2H'];
function deckOf(variant: VariantId): CardCode[] {
  const placed = new Set<CardCode>(['QH', 'KH', '6S', ...BOTTOM]);
  const spare = packOf(VARIANTS[variant]).filter((c) => !placed.has(c));
  const hands = ([0, 1, 2, 3] as const).map((seat) => {
    const hand: CardCode[] = seat === 1 ? ['QH'] : [];
    while (hand.length < 9) hand.push(spare.shift()!);
    return hand;
  });
  const dealt = [0, 1, 2].flatMap((round) => hands.flatMap((h) => h.slice(round * 3, round * 3 + 3)));
  return [...dealt, 'KH', '6S', ...spare, ...BOTTOM];
}

/** Takes every Ole offered and keeps every Ten. */
function exchanged(s: PlayState): PlayState {
  while (s.phase === 'exchange') {
    const o = s.offer!;
    const r = apply(s, o.kind === 'ole' ? { type: 'exchange', seat: o.seat, give: o.give, take: o.options[0]! } : { type: 'decline', seat: o.seat });
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return s;
}

/** The bottom cards a seat can place: the pack less what it cannot see (view.ts), which bots are given too. */
const seenBy = (s: PlayState, seat: Seat) => {
  const unseen = new Set(unseenCards(viewOf(s, seat)));
  return BOTTOM.filter((c) => !unseen.has(c));
};

type Row = {
  variant: VariantId;
  /** the publications (content/sources/sources.json) and rulings the row rests on */
  sources: string[];
  rulings: RulingId[];
  /** who cuts, from the dealer */
  side: 'left' | 'right';
  /** the bottom cards each seat has seen: South, West, North, East (the dealer) */
  seen: [CardCode[], CardCode[], CardCode[], CardCode[]];
};

const TABLE: Row[] = [
  // eaton-2021, The Deal and Exchange: "the player to dealer's right cuts"; the dealer checks the bottom card, an Ole
  // "is shown to all players", and after an Ole is taken the dealer "looks at the next card" (♠7, no Ole: the dealer's alone).
  { variant: 'bohmstedt', sources: ['eaton-2021'], rulings: [], side: 'right', seen: [['2H'], ['2H'], ['2H'], ['7S', '2H']] },
  // eaton-2021 lists no difference in the deal for Hattstedt: the Bohmstedt deal holds (ruling variants-inherit).
  { variant: 'hattstedt', sources: ['eaton-2021'], rulings: ['variants-inherit'], side: 'right', seen: [['2H'], ['2H'], ['2H'], ['7S', '2H']] },
  // wikipedia-knueffeln (after bernhard-1924): the dealer "offers them to rearhand (the player to the left) for cutting.
  // The cutter may look at the three lowest cards; any Old Ones are placed face up on the table": South, on East's left,
  // alone has seen ♣3 and ♠7 (ruling cutter-olen follows this account for 1924). The same article calls the left
  // forehand, so reading "rearhand" as the left is a ruling of ours (cutter-side).
  {
    variant: 'bernhard1924',
    sources: ['wikipedia-knueffeln', 'bernhard-1924'],
    rulings: ['cutter-side', 'cutter-olen'],
    side: 'left',
    seen: [BOTTOM, ['2H'], ['2H'], ['2H']],
  },
  // eaton-2021, the early versions (the only account of gruenberg-1938): "The cutter places the bottom three cards of the
  // stock face up on the table": everyone has seen all three. Who cuts is not said: the Bohmstedt right (ruling cutter-side).
  {
    variant: 'gruenberg1938',
    sources: ['eaton-2021', 'gruenberg-1938'],
    rulings: ['cutter-side', 'cutter-olen'],
    side: 'right',
    seen: [BOTTOM, BOTTOM, BOTTOM, BOTTOM],
  },
];

describe('the cutter, and who has seen the bottom cards after the deal and the exchanges (per variant, from the sources)', () => {
  const known = new Set((sources as { id: string }[]).map((x) => x.id));
  it.each(TABLE)('$variant: the cutter on the dealer’s $side; seen by S, W, N, E: $seen ($sources)', (row) => {
    for (const id of row.sources) expect(known, id).toContain(id);
    expect(VARIANTS[row.variant].cut.side).toBe(row.side);
    expect(VARIANTS[row.variant].cut.ruling).toBe(row.rulings.includes('cutter-side') ? 'cutter-side' : null);
    expect(cutterSeat(row.variant, DEALER)).toBe(row.side === 'left' ? 0 : 2);
    const s = exchanged(startDeal({ variant: row.variant, seed: 'cutter', dealNo: 0, dealer: DEALER, deck: deckOf(row.variant) }));
    // In every row the Twe was offered to West's ♥Q and taken, in the open.
    expect(s.exchanges[0]).toEqual({ kind: 'ole', seat: 1, give: 'QH', take: '2H' });
    expect(([0, 1, 2, 3] as const).map((seat) => seenBy(s, seat))).toEqual(row.seen);
  });

  it('1924, the reported deal (/play/?v=bernhard1924&seed=q0&n=1&d=S): West, on South’s left, cuts and alone sees the cards that were no Olen', () => {
    const { state, problems } = parseDealLink('?v=bernhard1924&seed=q0&n=1&d=S', 'x');
    expect(problems).toEqual([]);
    expect(cutterSeat('bernhard1924', state.start.dealer)).toBe(1);
    expect(state.peeks.length).toBeGreaterThan(0);
    expect(new Set(state.peeks.map((p) => p.seat))).toEqual(new Set([1]));
    const s = exchanged(state);
    const secret = s.peeks.map((p) => p.card);
    const sees = (seat: Seat) => secret.filter((c) => !unseenCards(viewOf(s, seat)).includes(c));
    expect([sees(0), sees(1), sees(2), sees(3)]).toEqual([[], secret, [], []]);
  });
});
