import { describe, expect, it } from 'vitest';
import { apply, choicesOf, startDeal, viewOf, type PlayState } from '../../rules/index.ts';
import { YOU } from './model.ts';
import { finishedDeal as finished, westLeads } from './fixtures.ts';
import { botsSpeak, initialModel, PAUSE_AFTER_TRICK_MS, PAUSE_MS, step, type PlayEffect, type PlayEvent, type PlayModel } from './model.ts';

/** Steps through events; returns the last model and every effect asked for, in order. */
function run(model: PlayModel, events: readonly PlayEvent[]) {
  const effects: PlayEffect[] = [];
  for (const e of events) {
    const s = step(model, e);
    model = s.model;
    effects.push(...s.effects);
  }
  return { model, effects };
}

describe('the Play table’s model, driven with plain data', () => {
  it('opening a deal shows who is thinking at once and asks for one wait before the bots speak', () => {
    const state = westLeads('open');
    const { model, effects } = run(initialModel(state), [{ type: 'resume', state, talk: [] }]);
    expect(model.thinking).toBe(1);
    expect(effects).toEqual([{ type: 'wait' }]);
  });

  it('after the wait the bots speak, then the seat to act is asked, with the pause a player can follow', () => {
    const state = westLeads('ask');
    const { model, effects } = run(initialModel(state), [{ type: 'resume', state }, { type: 'go' }, { type: 'said', said: [] }]);
    expect(effects.map((e) => e.type)).toEqual(['wait', 'speak', 'decide']);
    expect(effects[2]).toMatchObject({ type: 'decide', seat: 1, state, pause: PAUSE_MS, seed: `${state.start.seed}/${state.start.dealNo}/0` });
    expect(model.thinking).toBe(1);
  });

  it('a bot’s action is laid, and the bots go on without a new wait; fast tables pause for nothing', () => {
    const state = westLeads('act');
    const action = choicesOf(viewOf(state, 1))[0]!;
    const slow = run(initialModel(state), [{ type: 'resume', state }, { type: 'go' }, { type: 'said', said: [] }, { type: 'decided', state, action }]);
    expect(slow.model.state.actions).toEqual([action]);
    expect(slow.effects.at(-1)).toEqual({ type: 'speak' });
    const fast = run({ ...initialModel(state), fast: true }, [{ type: 'resume', state }, { type: 'go' }, { type: 'said', said: [] }]);
    expect(fast.effects.at(-1)).toMatchObject({ type: 'decide', pause: 0 });
  });

  it('after a trick is taken a bot waits longer before it leads, so the trick can be read', () => {
    const s = finished('trick');
    // The first point where a trick has just been taken and a bot is to lead.
    let at = 1;
    for (; at < s.actions.length; at++) {
      let st = startDeal(s.start);
      for (const a of s.actions.slice(0, at)) st = (apply(st, a) as { ok: true; value: PlayState }).value;
      if (st.phase === 'play' && st.trick === null && st.tricks.length > 0 && st.toAct !== YOU) {
        const { effects } = run(initialModel(st), [{ type: 'said', said: [] }]);
        expect(effects).toEqual([expect.objectContaining({ type: 'decide', pause: PAUSE_AFTER_TRICK_MS })]);
        return;
      }
    }
    throw new Error('no bot led after a trick in this deal');
  });

  it('an answer for a deal the table has left is not laid', () => {
    const state = westLeads('stale');
    const other = westLeads('other');
    const action = choicesOf(viewOf(state, 1))[0]!;
    const { model } = run(initialModel(other), [{ type: 'decided', state, action }]);
    expect(model.state).toBe(other);
    expect(model.thinking).toBeNull();
  });

  it('the learner acts only in turn: a refused card returns the same model and asks for nothing', () => {
    const state = westLeads('refused');
    const card = viewOf(state, YOU).hand[0]!;
    const m = initialModel(state);
    const s = step(m, { type: 'act', action: { type: 'play', seat: YOU, card } });
    expect(s.model).toBe(m);
    expect(s.effects).toEqual([]);
  });

  it('a finished deal opened from a link is looked through at the move it names, and the coach is asked once', () => {
    const s = finished('review');
    const opened = run(initialModel(startDeal(s.start)), [{ type: 'open', read: { state: s, talk: [], at: 5, finished: [] } }]);
    expect(opened.model.replay).toMatchObject({ moves: s.actions, at: 5 });
    // Where stepping stops is found once, when the replay opens: from the start, after each trick, to the last move.
    const stops = opened.model.replay!.stops;
    expect(stops[0]).toBe(0);
    expect(stops.at(-1)).toBe(s.actions.length);
    expect(stops.length).toBeGreaterThanOrEqual(s.tricks.length + 1);
    expect([...stops].sort((a, b) => a - b)).toEqual(stops);
    expect(opened.model.state.actions).toEqual(s.actions.slice(0, 5));
    expect(opened.effects.filter((e) => e.type === 'review')).toHaveLength(1);
    expect(opened.effects[0]).toEqual({ type: 'stop' });
    const again = run(opened.model, [{ type: 'step-to', at: s.actions.length }]);
    expect(again.effects).toEqual([]);
    expect(again.model.replay!.stops).toBe(stops);
  });

  it('bots that fail: the table says so, stops thinking, and a retry starts a new run', () => {
    const state = westLeads('fail');
    const failed = run(initialModel(state), [{ type: 'resume', state }, { type: 'go' }, { type: 'said', said: [] }, { type: 'bots-failed' }]);
    expect(failed.model).toMatchObject({ trouble: true, thinking: null });
    const retried = step(failed.model, { type: 'retry' });
    expect(retried.model.trouble).toBe(false);
    expect(retried.effects).toEqual([{ type: 'wait' }]);
  });

  it('the bots speak in rounds until nobody has more to say, each hearing what was said before', () => {
    const m = initialModel(westLeads('talk'));
    const heardBy: number[] = [];
    const said = botsSpeak(m, (seat, heard) => {
      heardBy.push(heard.length);
      return seat === 2 && heard.length === 0 ? 'bist-du-alt' : null;
    });
    expect(said).toEqual([{ seat: 2, phrase: 'bist-du-alt', at: 0, trick: 0 }]);
    // Round one: West hears nothing, North nothing, East North's question; round two: all hear it, and nobody speaks.
    expect(heardBy).toEqual([0, 0, 1, 1, 1, 1]);
  });
  it('the tab’s kept deals, read after the table opened, join the session’s score without replacing a deal it has', () => {
    const s = finished('kept');
    const deal = (dealNo: number, link: string) => ({ dealNo, link, result: s.result! });
    const m = { ...initialModel(s), finished: [deal(2, 'mine')] };
    const { model, effects } = step(m, { type: 'kept', finished: [deal(1, 'a'), deal(2, 'b')] });
    expect(model.finished).toEqual([deal(1, 'a'), deal(2, 'mine')]);
    expect(effects).toEqual([]);
    expect(step(model, { type: 'kept', finished: [deal(1, 'a')] }).model).toBe(model);
  });
});
