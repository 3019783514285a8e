import { describe, expect, it } from 'vitest';
import { firstDealStart, startDeal, viewOf, type Said } from '../../rules/index.ts';
import { YOU } from './four-host.ts';
import { finishedDeal as finished, standInBots, westLeads } from './fixtures.ts';
import { FourStore } from './four-store.svelte.ts';

/** The table with stand-in bots (no worker): they answer at once with their first legal action, never, or fail. */
function tableWith(how: 'first' | 'hang' | 'fail' = 'first', state = startDeal(firstDealStart('bohmstedt', 'x'))) {
  const bots = standInBots(how);
  const table = new FourStore(state, bots);
  table.fast = true;
  return { table, bots };
}

const tasks = async (n = 1) => {
  for (let i = 0; i < n; i++) await new Promise((next) => setTimeout(next));
};

describe('the Play table', () => {
  it('a card laid in a replay takes over: what was said later in the shared deal is dropped with its later moves', () => {
    for (let i = 0; ; i++) {
      const s = finished(`replay-${i}`);
      const { table } = tableWith('hang');
      const talk: Said[] = [{ seat: 1, phrase: 'silent', at: s.actions.length, trick: s.tricks.length }];
      table.dispatch({ type: 'look', state: s, talk });
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
    const { table } = tableWith('hang');
    table.dispatch({ type: 'resume', state: westLeads('think') });
    await tasks();
    expect(table.thinking).not.toBeNull();
    table.dispatch({ type: 'look', state: finished('other') });
    expect(table.thinking).toBeNull();
  });

  it('the bots play on until the learner is to act, through the port, and a refused card changes nothing', async () => {
    // South deals, so West (1) leads: the bots act first.
    const { table, bots } = tableWith('first', westLeads('port'));
    table.dispatch({ type: 'resume', state: table.state });
    // Until the learner lays a card, or (as the last player to a lead) is asked for their word or silence.
    for (let i = 0; i < 40 && table.decider !== YOU && !table.asking; i++) await tasks();
    expect(table.decider === YOU || table.asking).toBe(true);
    expect(table.thinking).toBeNull();
    expect(table.state.actions.length).toBeGreaterThan(0);
    expect(bots.asked.filter((k) => k === 'decide').length).toBe(table.state.actions.length);
    const before = table.model;
    const notMine = viewOf(table.state, 1).hand[0]!;
    expect(table.act({ type: 'play', seat: YOU, card: notMine })).toBe(false);
    expect(table.model).toBe(before);
  });

  it('bots that fail leave the table saying so, and asking again goes on', async () => {
    const state = westLeads('fail');
    const { table } = tableWith('fail', state);
    table.dispatch({ type: 'resume', state: state });
    await tasks(3);
    expect(table.trouble).toBe(true);
    expect(table.thinking).toBeNull();
    table.retry();
    expect(table.trouble).toBe(false);
  });

  it('an answer for a run that was left behind never reaches the table, not even a failure', async () => {
    const answers: { resolve: (a: undefined) => void; reject: (e: Error) => void }[] = [];
    const state = westLeads('late');
    const table = new FourStore(state, { ...standInBots(), decide: () => new Promise((resolve, reject) => answers.push({ resolve, reject })) });
    table.fast = true;
    table.dispatch({ type: 'resume', state: state });
    await tasks(2);
    expect(answers).toHaveLength(1);
    expect(table.thinking).toBe(1);
    const other = finished('other');
    table.dispatch({ type: 'look', state: other });
    answers[0]!.reject(new Error('worker'));
    await tasks(2);
    expect(table.state).toBe(other);
    expect(table.trouble).toBe(false);
  });
});
