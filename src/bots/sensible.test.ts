import { describe, expect, it } from 'vitest';
import { anyTableGame } from '../rules/table-games.ts';
import { randomFrom } from '../rules/index.ts';
import type { TableAct } from '../rules/index.ts';
import { withSensible } from './sensible.ts';

type Act = TableAct & { cards?: string[] };

describe('a sensible player’s choices at the family tables (the bots weigh only these)', () => {
  /** Plays seeded Kaiserspiel deals at four by the plain player until `when` holds for the seat to act. */
  function find(when: (choices: readonly TableAct[], view: { phase: string }) => boolean) {
    const game = withSensible('kaiserspiel', anyTableGame('kaiserspiel').game);
    for (let n = 0; n < 200; n++) {
      let s = game.start({ seats: 4, seed: `sensible-${n}`, dealNo: 0, dealer: 0 });
      const random = randomFrom(`sensible-${n}`);
      while (game.toAct(s) !== null) {
        const view = game.viewOf(s, game.toAct(s)!);
        const choices = game.choices(view);
        if (when(choices, view as { phase: string })) return { game, view, choices };
        const next = game.apply(s, game.plain!(s, random));
        if (!next.ok) break;
        s = next.value;
      }
    }
    throw new Error('no such moment in 200 deals');
  }
  it('calls no Spieldrei in a pause of the deal, before the hand is complete', () => {
    const { game, view, choices } = find((c, v) => v.phase === 'deal' && c.some((a) => a.type === 'spieldrei'));
    expect(game.sensible!(view, choices).map((a) => a.type)).not.toContain('spieldrei');
  });
  it('lays aside only its weakest cards: never one of its three strongest', () => {
    const { game, view, choices } = find((c) => c.some((a) => a.type === 'discard'));
    const sensible = game.sensible!(view, choices) as Act[];
    expect(sensible.length).toBeGreaterThan(0);
    expect(sensible.length).toBeLessThan(choices.length);
    // the cards the sensible discards never touch: those outside the five weakest
    const laid = new Set(sensible.flatMap((a) => a.cards!));
    expect(laid.size).toBeLessThanOrEqual(5);
  });
});
