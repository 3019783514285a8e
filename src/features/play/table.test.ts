import { describe, expect, it } from 'vitest';
import type { BotAnswer, BotRequest } from '../bots/worker.ts';
import { apply, choicesOf, firstDealStart, legalActions, randomFrom, startDeal, viewOf, type PlayState } from '../rules/index.ts';
import type { Said } from '../bots/talk.ts';
import { YOU } from './play-session.ts';
import { PlayTable } from './play-table.svelte.ts';

/** A deal played to its end at random. */
function finished(seed: string): PlayState {
  const random = randomFrom(seed);
  let s = startDeal(firstDealStart('bohmstedt', seed));
  while (s.phase !== 'over') {
    const options = legalActions(s);
    const r = apply(s, options[Math.floor(random() * options.length)]!);
    if (r.ok) s = r.value;
  }
  return s;
}

/** The table with bots that answer at once with their first legal action (no worker here), or never (`hang`). */
function tableWith(hang = false) {
  const table = new PlayTable(startDeal(firstDealStart('bohmstedt', 'x')));
  table.fast = true;
  (table as unknown as { ask: (r: BotRequest) => Promise<BotAnswer> }).ask = (r) =>
    hang ? new Promise(() => {}) : Promise.resolve(r.kind === 'decide' ? { id: 0, action: choicesOf(r.view)[0] } : { id: 0, review: [] });
  return table;
}

describe('the Play table', () => {
  it('a card laid in a replay takes over: what was said later in the shared deal is dropped with its later moves', () => {
    for (let i = 0; ; i++) {
      const s = finished(`replay-${i}`);
      const table = tableWith(true);
      const talk: Said[] = [{ seat: 1, phrase: 'silent', at: s.actions.length, trick: s.tricks.length }];
      table.look(s, talk);
      // Back to a point where the learner lays a card.
      const at = s.actions.findIndex((a, k) => a.type === 'play' && a.seat === YOU && k > 0);
      if (at < 0) continue;
      table.stepTo(at);
      if (table.decider !== YOU || table.asking) continue;
      const card = viewOf(table.state, YOU).hand.find((c) => c !== (s.actions[at] as { card: string }).card)!;
      expect(table.act({ type: 'play', seat: YOU, card })).toBe(true);
      expect(table.talk.filter((t) => t.at > at)).toEqual([]);
      return;
    }
  });

  it('a bot still thinking for a deal left behind does not hold the table when a shared deal is opened', async () => {
    const table = tableWith(true);
    table.resume(startDeal({ ...firstDealStart('bohmstedt', 'think'), dealer: 0 }));
    await new Promise((next) => setTimeout(next));
    expect(table.thinking).not.toBeNull();
    table.look(finished('other'));
    expect(table.thinking).toBeNull();
  });
});
