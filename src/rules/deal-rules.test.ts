import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CardCode, Suit } from './cards.ts';
import type { DealMachine, DealRules } from './deal-rules.ts';
import { TRICKS, type Outcome } from './deal-end.ts';
import { BANNERS } from './family-ids.ts';
import { FAMILY } from './family-games.ts';
import { GAMES } from './games.ts';
import { apply, parseDealStart, startDeal, type Action, type DealResult, type DealStart, type PlayState } from './play.ts';
import { legalActions } from './view.ts';

// The deal interface held by types: a Kaiserspiel deal's type written against it (kaiserjass: The Deal; the
// Kaiserspiel page, "The deal and the play"), and Knüffeln's own deal machine (play.ts) checked to fit it. The
// issue that deals every game implements the Kaiserspiel machine; until then its type must compile, and the
// mistakes below must not.

type Banner = (typeof BANNERS)[number];
type KaiserSeat = 0 | 1 | 2 | 3 | 4 | 5;

/** Kaiserspiel's deal as data: anticlockwise, four or six seats, two discards at four, face-down cards, the raise and the fold. */
type KaiserspielRules = DealRules<'kaiserspiel', 4 | 6> & {
  readonly direction: 'anticlockwise';
  readonly hands: { readonly 4: { readonly dealt: 7; readonly held: 5 }; readonly 6: { readonly dealt: 5; readonly held: 5 } };
  readonly exchanges: readonly [{ readonly kind: 'discard'; readonly count: 2; readonly atTables: readonly [4] }];
  readonly faceDown: readonly [{ readonly kind: 'discards' }, { readonly kind: 'played'; readonly mustName: typeof BANNERS }];
  readonly stakes: {
    readonly kind: 'raise';
    readonly base: 4;
    readonly steps: readonly [1, 3];
    readonly after: 'declaration';
    readonly fold: 'scores-before-raise';
    readonly call: { readonly points: 3; readonly next: 'other-side' };
  };
  readonly end: { readonly kind: 'tricks'; readonly of: 5; readonly needed: 3 };
};

interface KaiserspielStart {
  readonly seats: 4 | 6;
  readonly seed: string;
  readonly dealer: KaiserSeat;
}
/** What a seat does in a Kaiserspiel deal: declare a Kaiser, raise, call Spieldrei, accept or fold, discard, play (face down or up). */
type KaiserspielAction =
  | { readonly type: 'declare'; readonly seat: KaiserSeat; readonly card: Banner }
  | { readonly type: 'raise'; readonly seat: KaiserSeat; readonly by: KaiserspielRules['stakes']['steps'][number] }
  | { readonly type: 'spieldrei'; readonly seat: KaiserSeat }
  | { readonly type: 'accept'; readonly seat: KaiserSeat }
  | { readonly type: 'fold'; readonly seat: KaiserSeat }
  | { readonly type: 'discard'; readonly seat: KaiserSeat; readonly cards: readonly [CardCode, CardCode] }
  | { readonly type: 'play'; readonly seat: KaiserSeat; readonly card: CardCode; readonly faceDown: boolean };
interface KaiserspielResult {
  readonly winner: 0 | 1;
  /** a fold ends the deal before its tricks are played */
  readonly how: 'tricks' | 'fold';
  readonly points: number;
}
interface KaiserspielState {
  readonly start: KaiserspielStart;
  readonly hands: readonly (readonly CardCode[])[];
  readonly discards: readonly (readonly CardCode[])[];
  readonly chosen: Suit | null;
  readonly kaisers: readonly Banner[];
  readonly stake: number;
  readonly raise: { readonly by: 1 | 3; readonly seat: KaiserSeat } | null;
  readonly tricks: readonly { readonly leader: KaiserSeat; readonly cards: readonly { readonly card: CardCode; readonly faceDown: boolean }[] }[];
  readonly toAct: KaiserSeat | null;
  readonly result: KaiserspielResult | null;
}
type KaiserspielDeal = DealMachine<KaiserspielRules, KaiserspielStart, KaiserspielState, KaiserspielAction, KaiserspielResult>;

const KAISERSPIEL_DEAL = {
  game: 'kaiserspiel',
  seats: [4, 6],
  direction: 'anticlockwise',
  hands: { 4: { dealt: 7, held: 5 }, 6: { dealt: 5, held: 5 } },
  exchanges: [{ kind: 'discard', count: 2, atTables: [4] }],
  faceDown: [{ kind: 'discards' }, { kind: 'played', mustName: BANNERS }],
  stakes: { kind: 'raise', base: 4, steps: [1, 3], after: 'declaration', fold: 'scores-before-raise', call: { points: 3, next: 'other-side' } },
  end: { kind: 'tricks', of: 5, needed: 3 },
  sides: 2,
} as const satisfies KaiserspielRules;

/** Knüffeln at four, Bohmstedt's table, as the same interface describes it. */
const BOHMSTEDT_DEAL = {
  game: 'bohmstedt',
  seats: [4],
  direction: 'clockwise',
  hands: { 4: { dealt: TRICKS, held: TRICKS } },
  exchanges: [
    { kind: 'ole', give: ['Q', 'K'] },
    { kind: 'turn-up', give: 'T' },
  ],
  faceDown: [{ kind: 'stock', seen: 'none' }, { kind: 'turned-lead' }],
  stakes: { kind: 'fixed', base: 1 },
  end: { kind: 'tricks', of: TRICKS, needed: 5 },
  sides: 2,
} as const satisfies DealRules<'bohmstedt', 4>;

/** Knüffeln's deal (play.ts) behind the deal interface. */
const knueffeln = {
  rules: BOHMSTEDT_DEAL,
  parseStart: parseDealStart,
  start: startDeal,
  apply,
  legalActions,
  result: (s: PlayState) => s.result,
} satisfies DealMachine<typeof BOHMSTEDT_DEAL, DealStart, PlayState, Action, DealResult>;

/** Any deal played out by the same driver: the first legal action each time, until the deal has a result. */
function playOut<S, A, O>(machine: DealMachine<DealRules, unknown, S, A, O>, start: unknown): O | null {
  const parsed = machine.parseStart(start);
  if (!parsed.ok) return null;
  let s = machine.start(parsed.value);
  for (let moves = 0; machine.result(s) === null && moves < 500; moves++) {
    const next = machine.apply(s, machine.legalActions(s)[0]);
    if (!next.ok) return null;
    s = next.value;
  }
  return machine.result(s);
}

describe('the deal interface', () => {
  it('types a Kaiserspiel deal: anticlockwise, four or six seats, discards, face-down cards, the raise and the fold', () => {
    expectTypeOf<KaiserspielRules>().toExtend<DealRules>();
    expectTypeOf<KaiserspielDeal['apply']>().returns.toExtend<{ ok: boolean }>();
    expectTypeOf<KaiserspielDeal['legalActions']>().returns.toEqualTypeOf<readonly KaiserspielAction[]>();
    expectTypeOf<Extract<KaiserspielAction, { type: 'fold' }>>().not.toBeNever();
    expectTypeOf<KaiserspielResult['how']>().toEqualTypeOf<'tricks' | 'fold'>();

    // @ts-expect-error Kaiserspiel is not dealt at a table of five
    const five: KaiserspielRules['seats'] = [4, 5];
    // @ts-expect-error everything in Kaiserspiel goes round anticlockwise
    const clockwise: KaiserspielRules['direction'] = 'clockwise';
    // @ts-expect-error a raise is by one point or by three
    const byTwo: KaiserspielAction = { type: 'raise', seat: 0, by: 2 };
    // @ts-expect-error only a banner is declared as a Kaiser
    const notBanner: KaiserspielAction = { type: 'declare', seat: 1, card: 'KD' };
    // @ts-expect-error a deal interface has no third side
    const sides: DealRules['sides'] = 3;
    expect([five, clockwise, byTwo, notBanner, sides]).toHaveLength(5);
  });

  it('agrees with the registry: the Kaiserspiel deal is dealt at the game’s own tables, from its own pack', () => {
    const game = FAMILY.kaiserspiel;
    expect([...KAISERSPIEL_DEAL.seats]).toEqual(game.players);
    for (const n of KAISERSPIEL_DEAL.seats) {
      const { dealt, held } = KAISERSPIEL_DEAL.hands[n];
      const discard = KAISERSPIEL_DEAL.exchanges.find((e) => (e.atTables as readonly number[]).includes(n))?.count ?? 0;
      expect(dealt * n).toBeLessThanOrEqual(game.pack.length);
      expect(dealt - discard).toBe(held);
      expect(held).toBe(KAISERSPIEL_DEAL.end.of);
    }
    expect(KAISERSPIEL_DEAL.faceDown[1].mustName).toEqual(game.kaisers!.all);
    expect([...BOHMSTEDT_DEAL.seats].every((n) => GAMES.bohmstedt.players.includes(n))).toBe(true);
  });

  it('Knüffeln’s deal machine is one of its kind: a generic driver plays a whole deal to its result', () => {
    const result = playOut(knueffeln, { variant: 'bohmstedt', seed: 'deal-interface', dealNo: 0, dealer: 3 });
    expect(result).not.toBeNull();
    const outcome: Outcome = result!.outcome;
    expect(result!.tricks[0] + result!.tricks[1]).toBeLessThanOrEqual(BOHMSTEDT_DEAL.end.of);
    expect(outcome).toBeTruthy();
    expect(playOut(knueffeln, { variant: 'nowhere' })).toBeNull();
  });
});
