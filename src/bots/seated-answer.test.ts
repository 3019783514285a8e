import { describe, expect, it } from 'vitest';
import { randomFrom } from '../rules/index.ts';
import { anyTableGame, TABLE_GAMES } from '../rules/table-games.ts';
import { reviewGame, weighGame } from './seated-answer.ts';

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

  it('never calls a move the hint advised a mistake: the look back weighs each move with the hint’s own seed', () => {
    for (const id of ['karnoeffel', 'kaiserspiel', 'knueffeln-5'] as const) {
      const { game } = anyTableGame(id);
      let s = game.start(game.first(game.tables[0]!, `review-hint-${id}`));
      const random = randomFrom(`review-hint-${id}`);
      for (let i = 0; game.toAct(s) !== null; i++) {
        const choices = game.legalActions(s);
        const seat = game.toAct(s)!;
        // South follows the hint at every choice (asked as the table asks it); the others play at random.
        const a =
          seat === 0 && choices.length > 1
            ? weighGame({ game: id, seat: 0, view: game.viewOf(s, 0), strength: 'club', seed: `${id}/hint/${i}` })[0]!.action
            : choices[Math.floor(random() * choices.length)]!;
        const next = game.apply(s, a);
        if (!next.ok) throw new Error(next.error.code);
        s = next.value;
      }
      expect(reviewGame({ game: id, seat: 0, state: s, seed: `${id}/hint` })).toEqual([]);
    }
  });
});
