import { describe, expect, it } from 'vitest';
import { randomFrom } from './shuffle.ts';
import { TABLE_GAME_IDS, TABLE_GAMES } from './table-games.ts';
import { firstDealer, lowestCard } from './kaiser-dealing.ts';
import { FAMILY } from './family-games.ts';
import type { CardCode } from './cards.ts';

// Every game at the Play table through the one interface the table and the bots use (TableGame): a deal from a start
// as a link writes it, played to its end by random legal moves, its table view drawn from every seat at every move.
describe('the games at the Play table', () => {
  for (const id of TABLE_GAME_IDS) {
    const { game } = TABLE_GAMES[id];
    for (const seats of game.tables) {
      it(`${id} at ${seats}: deals from a start, plays to the end, and draws every seat's table view`, () => {
        for (let d = 0; d < 30; d++) {
          const start = { seats, seed: `tg-${id}-${d}`, dealNo: d, dealer: d % seats };
          expect(game.parseStart(start)).toEqual({ ok: true, value: start });
          let s = game.start(start);
          expect(game.startOf(s)).toEqual(start);
          const random = randomFrom(`${id}-${d}`);
          for (let moves = 0; game.toAct(s) !== null; moves++) {
            expect(moves).toBeLessThan(400);
            const seat = game.toAct(s)!;
            for (let k = 0; k < seats; k++) {
              const t = game.table(game.viewOf(s, k));
              expect(t.seats).toBe(seats);
              expect(t.hand).toEqual(expect.arrayContaining([]));
              expect(t.handSizes[k]).toBe(t.hand.length);
              const laid = t.trick?.cards.map((c) => c.seat) ?? [];
              expect(new Set(laid).size).toBe(laid.length);
              // The seat to act knows it; another may not (at five, who is offered a Ten's exchange is that player's to know).
              if (k === seat) expect(t.toAct).toBe(seat);
              else expect([seat, null]).toContain(t.toAct);
            }
            const choices = game.legalActions(s);
            expect(game.choices(game.viewOf(s, seat))).toEqual(choices);
            const next = game.apply(s, choices[Math.floor(random() * choices.length)]);
            if (!next.ok) throw new Error(next.error.code);
            s = next.value;
          }
          const paid = game.paid(s);
          expect(paid).toHaveLength(seats);
          expect(paid.reduce((a, b) => a + b, 0)).toBeCloseTo(0);
          expect(game.table(game.viewOf(s, 0)).toAct).toBeNull();
          const next = game.next(s);
          expect(next.dealNo).toBe(d + 1);
          expect(game.parseStart(next).ok).toBe(true);
        }
      });
    }
  }

  it('refuses a start it cannot deal: a table of the wrong size, a dealer not at it', () => {
    for (const id of TABLE_GAME_IDS) {
      const { game } = TABLE_GAMES[id];
      expect(game.parseStart({ seats: 3, seed: 'x', dealNo: 0, dealer: 0 }).ok).toBe(false);
      expect(game.parseStart({ seats: game.tables[0], seed: 'x', dealNo: 0, dealer: 9 }).ok).toBe(false);
    }
  });
});

// A session's first deal: Kaiserspiel's dealer is the seat dealt the lowest card (kaiserjass: The Deal; ruling
// kaiser-first-dealer); the others, whose sources name no way, start at seat 0.
describe("a session's first deal", () => {
  it('Kaiserspiel: the lowest card of one dealt to each seat deals, so the first dealer varies with the seed', () => {
    for (const seats of [4, 6] as const) {
      const dealers = new Set<number>();
      for (let d = 0; d < 40; d++) {
        const seed = `first-${seats}-${d}`;
        const start = TABLE_GAMES.kaiserspiel.game.first(seats, seed);
        const { dealer, cards } = firstDealer(seats, FAMILY.kaiserspiel.pack as readonly CardCode[], randomFrom(`${seed}/first-dealer`));
        expect(start).toEqual({ seats, seed, dealNo: 0, dealer });
        expect(lowestCard(cards)).toBe(dealer);
        dealers.add(dealer);
      }
      expect(dealers.size).toBe(seats);
    }
  });
  it('the other games start with seat 0 dealing, the learner', () => {
    for (const id of ['knueffeln-5', 'karnoeffel', 'karniffel'] as const)
      expect(TABLE_GAMES[id].game.first(TABLE_GAMES[id].game.tables[0]!, 's')).toEqual({
        seats: TABLE_GAMES[id].game.tables[0],
        seed: 's',
        dealNo: 0,
        dealer: 0,
      });
  });
});
