import { describe, expect, it } from 'vitest';
import { choicesOf, firstDealStart, startDeal, viewOf } from '../rules/index.ts';
import { anyTableGame, TABLE_GAME_IDS } from '../rules/table-games.ts';
import { finishedDeal } from '../features/play/fixtures.ts';
import { KNUEFFELN_BOT } from './protocol.ts';
import { answer } from './worker.ts';

// The worker's one protocol (issue 44): three questions, decide, weigh and review, each naming the bot that answers.
describe('the bots’ worker, one protocol for every game', () => {
  it('four-player Knüffeln: a legal move, the coach’s weighing, and a look back of a deal', async () => {
    const s = startDeal(firstDealStart('bohmstedt', 'worker'));
    const seat = s.toAct;
    const view = viewOf(s, seat);
    const ask = { id: 1, game: KNUEFFELN_BOT, seat, view, strength: 'club', seed: 'w' } as const;
    const decided = await answer({ ...ask, kind: 'decide' });
    expect(decided.id).toBe(1);
    expect(choicesOf(view)).toContainEqual(decided.move);
    const weighed = await answer({ ...ask, kind: 'weigh' });
    expect((weighed.advice?.length ?? 0) + (weighed.choices?.length ?? 0)).toBeGreaterThan(0);
    // a finished deal looked back on from South's seat: only South's own moves are named, at most three
    const over = finishedDeal('worker-review');
    const { points } = await answer({ ...ask, seat: 0, kind: 'review', state: over });
    expect(points!.length).toBeLessThanOrEqual(3);
    for (const p of points!) expect(over.actions[p.at]!.seat).toBe(0);
  });

  it('every other game of the registry: its own seated bot answers by its id', async () => {
    for (const id of TABLE_GAME_IDS) {
      const { game } = anyTableGame(id);
      const s = game.start(game.first(game.tables[0]!, `worker-${id}`));
      const seat = game.toAct(s)!;
      const view = game.viewOf(s, seat);
      const ask = { id: 2, game: id, seat, view, strength: 'club', seed: 'w' } as const;
      const { move } = await answer({ ...ask, kind: 'decide' });
      expect(game.legalActions(s).map((a) => JSON.stringify(a))).toContain(JSON.stringify(move));
      const { weights } = await answer({ ...ask, kind: 'weigh' });
      expect(weights?.length).toBe(game.choices(view).length);
      expect((await answer({ ...ask, kind: 'review', state: s })).points).toEqual([]);
    }
  });
});
