import { describe, expect, it } from 'vitest';
import { randomFrom } from './shuffle.ts';
import { anyTableGame, sessionScore, TABLE_GAMES } from './table-games.ts';
import { TABLES } from './tables.ts';
import { firstDealer, isBanner, lowestCard } from './kaiser-dealing.ts';
import { rankOf, suitOf } from './cards.ts';
import { FAMILY } from './family-games.ts';
import type { CardCode } from './cards.ts';
import { suitedCard } from './family-ids.ts';

// Every game at the Play table through the one interface the table and the bots use (TableGame): a deal from a start
// as a link writes it, played to its end by random legal moves, its table view drawn from every seat at every move.
describe('the games at the Play table', () => {
  for (const { id, game } of TABLES) {
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

  // A raise the learner answers is priced by the rules: refused, the deal ends and the seat pays what `answer.refuse`
  // said (in a march, the marchers pay it); taken, the deal is worth `answer.accept` (a dealer alone at five: to each of the four).
  it('prices every raise a seat answers as the deal then settles: a turned lead at four and five, a Kaiserspiel offer', () => {
    let refused = 0;
    let refusedInMarch = 0;
    for (const { id, game } of TABLES) {
      for (let d = 0; d < 40; d++) {
        let s = game.start({ seats: game.tables[0]!, seed: `answer-${id}-${d}`, dealNo: d, dealer: d % game.tables[0]! });
        const random = randomFrom(`answer-${id}-${d}`);
        while (game.toAct(s) !== null) {
          const seat = game.toAct(s)!;
          const t = game.table(game.viewOf(s, seat));
          const choices = game.legalActions(s);
          const no = choices.find((a) => a.type === 'run' || a.type === 'fold');
          expect(t.answer !== undefined).toBe(no !== undefined);
          if (t.answer && no) {
            const each = t.alone === seat ? 4 : 1;
            const yes = choices.find((a) => a.type === 'see' || a.type === 'accept')!;
            const taken = game.apply(s, yes);
            if (!taken.ok) throw new Error(taken.error.code);
            if (!t.answer.march) expect(each * game.table(game.viewOf(taken.value, seat)).stake).toBe(t.answer.accept);
            if (random() < 0.5) {
              const ended = game.apply(s, no);
              if (!ended.ok) throw new Error(ended.error.code);
              if (game.toAct(ended.value) === null) {
                expect(game.paid(ended.value)[seat]).toBe(t.answer.march ? t.answer.refuse : -t.answer.refuse);
                refused++;
                if (t.answer.march) refusedInMarch++;
              }
            }
          }
          const next = game.apply(s, choices[Math.floor(random() * choices.length)]!);
          if (!next.ok) throw new Error(next.error.code);
          s = next.value;
        }
      }
    }
    expect(refused).toBeGreaterThan(5);
    expect(refusedInMarch).toBeGreaterThan(0);
  });

  // The card that named the one chosen suit, by each game's own rule: Karnöffel's lowest card of the face-up round
  // (of two equal, the first dealt), Kaiserspiel's lowest face-up card with banners ignored, or the bottom card.
  it('names the card that named the chosen suit, where one card did', () => {
    // kaiserjass, The Cards: a plain suit from the top, King, Ober, Under, 7 … 2 (the banners are not in it)
    const PLAIN_ORDER = ['K', 'Q', 'J', '7', '6', '5', '4', '3', '2'];
    let named = 0;
    for (let d = 0; d < 30; d++) {
      const k = TABLE_GAMES.karnoeffel.game;
      const s = k.start({ seats: 4, seed: `namer-${d}`, dealNo: d, dealer: d % 4 });
      const t = k.table(k.viewOf(s, 0));
      const up = t.faceUp.filter((f) => f.seat !== null);
      expect(up.map((f) => f.card)).toContain(t.namer);
      expect(suitOf(suitedCard(t.namer as CardCode))).toBe(t.chosen[0]);
      const kaiser = TABLE_GAMES.kaiserspiel.game;
      let ks = kaiser.start({ seats: 4, seed: `namer-${d}`, dealNo: d, dealer: d % 4 });
      expect(kaiser.table(kaiser.viewOf(ks, 0)).namer).toBeUndefined();
      const random = randomFrom(`namer-${d}`);
      // (never folding, which would end the deal before the suit is named)
      while (kaiser.table(kaiser.viewOf(ks, 0)).chosen.length === 0 && kaiser.toAct(ks) !== null) {
        const choices = kaiser.legalActions(ks).filter((a) => a.type !== 'fold');
        const next = kaiser.apply(ks, choices[Math.floor(random() * choices.length)]!);
        if (!next.ok) throw new Error(next.error.code);
        ks = next.value;
      }
      const kt = kaiser.table(kaiser.viewOf(ks, 0));
      named += kt.chosen.length;
      const cards = kt.faceUp.filter((f) => f.seat !== null).map((f) => f.card as CardCode);
      const plain = cards.filter((c) => !isBanner(c));
      // banners aside, no face-up card is lower than the namer; with none but banners, the bottom card names it
      if (plain.length) expect(plain.every((c) => PLAIN_ORDER.indexOf(rankOf(c)) <= PLAIN_ORDER.indexOf(rankOf(kt.namer as CardCode)))).toBe(true);
      else expect(cards).not.toContain(kt.namer);
      expect(suitOf(kt.namer as CardCode)).toBe(kt.chosen[0]);
    }
    expect(named).toBe(30);
  });

  it('refuses a start it cannot deal: a table of the wrong size, a dealer not at it', () => {
    for (const { game } of TABLES) {
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
      expect(anyTableGame(id).game.first(anyTableGame(id).game.tables[0]!, 's')).toEqual({
        seats: anyTableGame(id).game.tables[0],
        seed: 's',
        dealNo: 0,
        dealer: 0,
      });
  });
});

// A game played to a score ends there (fidelity.md 2): Karnöffel to five (ruling karnoeffel-score), Kaiserspiel to 101
// (kaiserjass: The Object of the Game; ruling kaiser-first-dealer). What each deal paid its seats, in order, scores.
describe('a session’s score, where a game is played to a target', () => {
  const sides = [0, 1, 0, 1] as const;
  /** a deal won by `side` for `points`: its winners paid them, its losers the same below */
  const deal = (side: 0 | 1, points: number) => sides.map((s) => (s === side ? points : -points));
  it('gives each deal’s points to the side it paid, and names the first side to reach the target', () => {
    const five = TABLE_GAMES.karnoeffel.target ?? 0;
    expect(five).toBe(5);
    const deals = [deal(1, 1), deal(0, 1), deal(1, 1), deal(1, 1), deal(1, 1)];
    expect(sessionScore(five, sides, deals)).toEqual({ deals: 5, points: [1, 4], target: 5, winner: null });
    expect(sessionScore(five, sides, [...deals, deal(1, 1)])).toMatchObject({ points: [1, 5], winner: 1 });
  });
  it('counts no deal after the game is won, and a deal that paid no side not at all', () => {
    const kaiser = TABLE_GAMES.kaiserspiel.target ?? 0;
    expect(kaiser).toBe(101);
    const won = [deal(0, 97), deal(1, 100), deal(0, 4)];
    expect(sessionScore(kaiser, sides, won)).toMatchObject({ points: [101, 100], winner: 0, deals: 3 });
    expect(sessionScore(kaiser, sides, [...won, deal(1, 9)])).toMatchObject({ points: [101, 100], winner: 0, deals: 3 });
    expect(sessionScore(kaiser, sides, [[0, 0, 0, 0]])).toMatchObject({ points: [0, 0], deals: 0 });
  });
});

// A Karniffel director sees the partners' hands (karniffel: "who may view the cards of his team"; ruling
// karniffel-director), at the table as the bots do (fidelity.md 1): the table's view shows them, every other seat none.
describe('the hands a rule shows a seat at the table', () => {
  it('a Karniffel director sees each partner’s whole hand, and no one else’s; no other game shows a hand', () => {
    for (const seats of [4, 6] as const) {
      const { game } = TABLE_GAMES.karniffel;
      const s = game.start({ seats, seed: `shown-${seats}`, dealNo: 0, dealer: 1 });
      for (let seat = 0; seat < seats; seat++) {
        const v = game.table(game.viewOf(s, seat));
        const partners = Array.from({ length: seats }, (_, x) => x).filter((x) => x !== seat && x % 2 === seat % 2);
        const director = seat === 0 || seat === 1;
        expect(v.shown?.map((h) => h.seat) ?? [], `seat ${seat} at ${seats}`).toEqual(director ? partners : []);
        for (const h of v.shown ?? []) expect(h.hand).toEqual(game.table(game.viewOf(s, h.seat)).hand);
      }
    }
    for (const id of ['knueffeln-5', 'karnoeffel', 'kaiserspiel'] as const) {
      const { game } = anyTableGame(id);
      const s = game.start(game.first(game.tables[0]!, 'shown'));
      expect(game.table(game.viewOf(s, 0)).shown).toBeUndefined();
    }
  });
});
