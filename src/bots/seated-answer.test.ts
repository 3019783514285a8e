import { describe, expect, it } from 'vitest';
import { randomFrom } from '../rules/shuffle.ts';
import { TABLE_GAMES } from '../rules/table-games.ts';
import { reviewGame } from './seated-answer.ts';

// The coach's look back at a finished deal of the other games: the seat's costliest moves, found by the club bot's
// weighing from the seat's own view at the time; a deal where the seat made the bot's own moves has none to show.
describe('the look back at the other games', () => {
  it('finds at most three of the seat’s moves, each costlier than the better one it names, in the deal’s order', () => {
    const { game } = TABLE_GAMES.karnoeffel;
    let s = game.start({ seats: 4, seed: 'review-1', dealNo: 0, dealer: 3 });
    const random = randomFrom('review-moves');
    while (game.toAct(s) !== null) {
      const choices = game.legalActions(s);
      // South lays its last card each time, the others at random: some of South's moves cost something.
      const a = game.toAct(s) === 0 ? choices.at(-1)! : choices[Math.floor(random() * choices.length)]!;
      const next = game.apply(s, a);
      if (!next.ok) throw new Error(next.error.code);
      s = next.value;
    }
    const points = reviewGame({ game: 'karnoeffel', seat: 0, state: s, seed: 'r' });
    expect(points.length).toBeGreaterThan(0);
    expect(points.length).toBeLessThanOrEqual(3);
    for (const p of points) {
      expect(p.made.seat).toBe(0);
      expect(p.worth[1]).toBeGreaterThan(p.worth[0] + 0.1);
      expect(JSON.stringify(p.better)).not.toBe(JSON.stringify(p.made));
    }
    expect(points.map((p) => p.at)).toEqual([...points.map((p) => p.at)].sort((a, b) => a - b));
  });
});
