import { describe, expect, it } from 'vitest';
import { randomFrom } from '../rules/shuffle.ts';
import { decideSeated, playOut, weighSeated } from './seated.ts';
import { deal, TOY, view } from './toy-game.fixture.ts';

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
