import { describe, expect, it } from 'vitest';
import { randomFrom } from '../rules/index.ts';
import { decideSeated, playOut, weighSeated } from './seated.ts';
import { deal, TOY, view } from './toy-game.fixture.ts';
import { TABLES } from '../rules/tables.ts';

describe('the seated bot', () => {
  it('weighs every choice of the seat to act from its view', () => {
    const s = deal('toy-1');
    const weights = weighSeated(TOY, view(s, 0), 0, randomFrom('w'), { playouts: 160, least: 40 });
    expect(weights.map((w) => w.action.card).sort((a, b) => a - b)).toEqual([...s.hands[0]!].sort((a, b) => a - b));
    for (const w of weights) expect(Math.abs(w.worth)).toBeLessThanOrEqual(1);
  });

  it('never peeks: the same view with the hidden cards dealt differently gives the same choice', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const s = deal(`toy-${seed}`);
      const first = TOY.apply(s, TOY.legalActions(s)[0]!);
      if (!first.ok) throw new Error('toy');
      const v = view(first.value, 1);
      const choices = [1, 2, 3].map((k) => {
        const other = TOY.redeal(v, randomFrom(`other-${seed}-${k}`));
        return decideSeated(TOY, view(other, 1), 1, randomFrom('same'), { playouts: 120, least: 30 }).card;
      });
      expect(new Set(choices).size).toBe(1);
    }
  });

  it('wins money against random players over duplicate deals', () => {
    let money = 0;
    for (let d = 0; d < 60; d++) {
      for (const botSide of [0, 1]) {
        let s = deal(`match-${d}`);
        const random = randomFrom(`r-${d}-${botSide}`);
        while (TOY.toAct(s) !== null) {
          const seat = TOY.toAct(s)!;
          const choices = TOY.legalActions(s);
          const a =
            seat % 2 === botSide
              ? decideSeated(TOY, view(s, seat), seat, random, { playouts: 96, least: 24 })
              : choices[Math.floor(random() * choices.length)]!;
          const next = TOY.apply(s, a);
          if (!next.ok) throw new Error('refused');
          s = next.value;
        }
        money += TOY.paid(s)[botSide]!;
      }
    }
    expect(money / 120).toBeGreaterThan(0.15);
  });

  it('plays a deal out to its end', () => {
    const paid = playOut(TOY, deal('toy-2'), randomFrom('p'));
    expect(paid[0]).toBe(paid[2]);
    expect(paid[0]).toBe(-paid[1]!);
  });
});

describe('the seated bot at every game of the Play table', () => {
  it('never peeks: a seat’s choice is the same with the cards it cannot see dealt differently, in every game', () => {
    let asked = 0;
    for (const { id, game } of TABLES) {
      for (const seats of game.tables) {
        // Four positions a game: a few random moves in, the seat to act asked from its own view and from views of
        // the same deal with the hidden cards dealt again.
        for (let d = 0; d < 4; d++) {
          let s = game.start({ seats, seed: `peek-${id}-${d}`, dealNo: d, dealer: d % seats });
          const random = randomFrom(`moves-${id}-${d}`);
          for (let k = 0; k < 3 + 4 * d && game.toAct(s) !== null; k++) {
            const choices = game.legalActions(s);
            const next = game.apply(s, choices[Math.floor(random() * choices.length)]);
            if (next.ok) s = next.value;
          }
          const seat = game.toAct(s);
          if (seat === null || game.legalActions(s).length < 2) continue;
          asked++;
          const answers = [s, ...[1, 2].map((k) => game.redeal(game.viewOf(s, seat), randomFrom(`other-${k}`)))].map((w) =>
            JSON.stringify(decideSeated(game, game.viewOf(w, seat), seat, randomFrom('same'), { playouts: 60, least: 6 })),
          );
          expect(new Set(answers).size, `${id} at ${seats}, position ${d}`).toBe(1);
        }
      }
    }
    expect(asked).toBeGreaterThanOrEqual(10);
  });
});
