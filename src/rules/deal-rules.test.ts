import { describe, expect, expectTypeOf, it } from 'vitest';
import type { DealMachine, DealRules, SeatedMachine } from './deal-rules.ts';
import { TRICKS, type Outcome } from './deal-end.ts';
import type { FamilyAction, FamilyDealResult, FamilyDealStart } from './family-deal.ts';
import type { KaiserAction } from './kaiser-state.ts';
import type { KaiserDealState, KaiserView } from './kaiser-view.ts';
import { KAISERSPIEL_DEAL, kaiserspielDeal } from './kaiserspiel-deal.ts';
import { FAMILY } from './family-games.ts';
import { GAMES } from './games.ts';
import { apply, parseDealStart, startDeal, type Action, type DealResult, type DealStart, type PlayState } from './play.ts';
import { legalActions } from './view.ts';

// The deal interface held by types and by machines: Kaiserspiel's deal (kaiserspiel-deal.ts, on the family's deal
// machine) and Knüffeln's own (play.ts) fit it; a generic driver plays either to its result; the mistakes below must
// not compile.

type KaiserspielRules = typeof KAISERSPIEL_DEAL;

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
  it('Kaiserspiel’s deal is one of its kind: anticlockwise, four or six seats, discards, face-down cards, the raise and the fold', () => {
    expectTypeOf<KaiserspielRules>().toExtend<DealRules>();
    const seated: SeatedMachine<DealRules, FamilyDealStart, KaiserDealState, FamilyAction<KaiserAction>, FamilyDealResult, KaiserView> = kaiserspielDeal;
    expectTypeOf<Extract<KaiserAction, { type: 'fold' }>>().not.toBeNever();

    // @ts-expect-error Kaiserspiel is not dealt at a table of five
    const five: KaiserspielRules['seats'] = [4, 5];
    // @ts-expect-error everything in Kaiserspiel goes round anticlockwise
    const clockwise: KaiserspielRules['direction'] = 'clockwise';
    // @ts-expect-error a raise is by one point or by three
    const byTwo: KaiserAction = { type: 'raise', seat: 0, by: 2 };
    // @ts-expect-error only a banner is declared as a Kaiser
    const notBanner: KaiserAction = { type: 'declare', seat: 1, card: 'KD' };
    // @ts-expect-error a deal interface has no third side
    const sides: DealRules['sides'] = 3;
    expect([five, clockwise, byTwo, notBanner, sides]).toHaveLength(5);
    expect(seated.rules).toBe(KAISERSPIEL_DEAL);
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
    expect(kaiserspielDeal.seatCount(kaiserspielDeal.start({ game: 'kaiserspiel', players: 6, seed: 's', dealNo: 0, dealer: 0 }))).toBe(6);
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

  it('so is Kaiserspiel’s: the same driver plays a whole deal at four and at six', () => {
    for (const players of KAISERSPIEL_DEAL.seats) {
      const result = playOut(kaiserspielDeal, { game: 'kaiserspiel', players, seed: 'deal-interface', dealNo: 0, dealer: 1 });
      expect(result).not.toBeNull();
      expect(result!.tricks[0] + result!.tricks[1]).toBeLessThanOrEqual(KAISERSPIEL_DEAL.end.of);
      expect(Math.max(...result!.tricks)).toBe(KAISERSPIEL_DEAL.end.needed);
    }
    expect(playOut(kaiserspielDeal, { game: 'kaiserspiel', players: 5, seed: 'x', dealNo: 0, dealer: 0 })).toBeNull();
  });
});
