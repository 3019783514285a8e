import { describe, expect, it } from 'vitest';
import { apply, choicesOf, firstDealStart, replayDeal, startDeal, viewOf, type Action, type PlayState } from '../../rules/index.ts';
import { PAUSE, pauseFor } from './bot-pace.ts';
import { finishedDeal as finished, westLeads } from './fixtures.ts';
import { FOUR_HOSTS, YOU, type PlayModel } from './four-host.ts';
import { botsSpeak as speakAt, initialTable, isOver, stepTable, strengthAt, type TableEffect, type TableEvent } from './table-model.ts';

// Four-player Knüffeln at the one table (table-model.ts), driven with plain data through its host.
type PlayEvent = TableEvent<PlayState, Action, never>;
type PlayEffect = TableEffect<PlayState>;
const hostOf = (m: Pick<PlayModel, 'state'>) => FOUR_HOSTS[m.state.start.variant];
const initialModel = (state: PlayState): PlayModel => initialTable(state.start.variant, state);
const step = (m: PlayModel, e: PlayEvent) => stepTable(hostOf(m), m, e);
const strengthFor = (m: PlayModel, seat: number) => strengthAt(hostOf(m), m, seat);
const openHandsOf = (m: PlayModel) => (isOver(hostOf(m), m) ? m.state.hands : null);
const botsSpeak = (m: PlayModel, speak: Parameters<typeof speakAt>[2]) => speakAt(hostOf(m), m, speak);

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
    expect(effects[2]).toMatchObject({ type: 'decide', seat: 1, state, seed: `${state.start.seed}/${state.start.dealNo}/0`, strength: 'club' });
    // A lead with a full hand is a real choice: a person's pause, a little longer or shorter from the deal's seed.
    const { pause } = effects[2] as { pause: number };
    expect(pause).toBeGreaterThanOrEqual(PAUSE.think);
    expect(pause).toBeLessThan(PAUSE.think + PAUSE.spread);
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
        expect(effects).toEqual([expect.objectContaining({ type: 'decide', pause: PAUSE.afterTrick })]);
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
    const deal = (dealNo: number, link: string) => ({ dealNo, link, paid: [1, -1, 1, -1] });
    const m = { ...initialModel(s), finished: [deal(2, 'mine')] };
    const { model, effects } = step(m, { type: 'kept', finished: [deal(1, 'a'), deal(2, 'b')] });
    expect(model.finished).toEqual([deal(1, 'a'), deal(2, 'mine')]);
    expect(effects).toEqual([]);
    expect(step(model, { type: 'kept', finished: [deal(1, 'a')] }).model).toBe(model);
  });
});

/** The deal after its first `at` moves. */
const after = (s: PlayState, at: number) => {
  const r = replayDeal(s.start, s.actions.slice(0, at));
  if (!r.ok) throw new Error('a good deal replays');
  return r.value;
};

describe('what a reader does with a finished deal opened from a link (the one table, stop 54 review)', () => {
  it('deals the next hand from the end of its look-through, as the table offers', () => {
    const s = finished('next-from-replay');
    const opened = step(initialModel(startDeal(s.start)), { type: 'open', read: { state: s, talk: [], at: null, finished: [] } }).model;
    expect(opened.replay).not.toBeNull();
    const next = step(opened, { type: 'next-deal' }).model;
    expect(next.replay).toBeNull();
    expect(next.state.start.dealNo).toBe(s.start.dealNo + 1);
    expect(next.state.start.seed).toBe(s.start.seed);
  });

  it('a deal of another variant (Back to it, say) opens under its own game', () => {
    const other = startDeal({ ...firstDealStart('bernhard1924', 'variant-back'), dealer: 3 });
    const m = step(initialModel(westLeads('variant-here')), {
      type: 'open',
      read: { state: other, talk: [], at: null, finished: [] },
      id: 'bernhard1924',
    }).model;
    expect(m.id).toBe('bernhard1924');
  });

  it('a look back that failed for a deal the table has left says nothing at the new deal', () => {
    const s = finished('late-failure');
    const opened = step(initialModel(startDeal(s.start)), { type: 'open', read: { state: s, talk: [], at: null, finished: [] } });
    const review = opened.effects.find((e) => e.type === 'review');
    expect(review).toBeDefined();
    const next = step(opened.model, { type: 'next-deal' }).model;
    expect(step(next, { type: 'review-failed', place: review!.type === 'review' ? review!.place : '' }).model.trouble).toBe(false);
    expect(step(opened.model, { type: 'review-failed', place: opened.model.asked }).model.trouble).toBe(true);
  });
});

describe('a bot’s pause, as a person’s (issue 27, the feel of the table)', () => {
  it('is short for the last card in hand, and a person’s pause for a lead or a real choice, the same each time for the same deal', () => {
    let chosen = 0;
    for (const s of ['pause-1', 'pause-2', 'pause-3'].map(finished))
      for (let at = 0; at < s.actions.length; at++) {
        const st = after(s, at);
        const d = step(initialModel(st), { type: 'said', said: [] }).effects[0];
        if (d?.type !== 'decide') continue;
        // the same each time for the same deal
        expect(step(initialModel(st), { type: 'said', said: [] }).effects[0]).toEqual(d);
        expect(d.seed).toBe(`${st.start.seed}/${st.start.dealNo}/${at}`);
        const { pause, seat } = d;
        if (st.phase === 'play' && st.trick === null && st.tricks.length > 0) expect(pause).toBe(PAUSE.afterTrick);
        else if (st.phase === 'play' && st.hands[seat]!.length === 1) expect(pause).toBe(PAUSE.obvious);
        else if (st.phase === 'play') {
          expect(pause).toBeGreaterThanOrEqual(PAUSE.think);
          expect(pause).toBeLessThan(PAUSE.think + PAUSE.spread);
          chosen++;
        }
      }
    expect(chosen).toBeGreaterThan(3);
    // The spread comes from the seed: not every real choice waits as long.
    const pauses = new Set(Array.from({ length: 12 }, (_, i) => pauseFor(false, false, `spread/${i}`)));
    expect(pauses.size).toBeGreaterThan(1);
  });

  it('the last card in hand is obvious: the bot to lay it waits the short pause, and a fast table none', () => {
    // West to lead the first trick, holding one card (plain data: the rule reads the hand, nothing else).
    const lead = westLeads('last');
    const st: PlayState = { ...lead, hands: lead.hands.map((h, seat) => (seat === 1 ? h.slice(0, 1) : h)) };
    const { effects } = run(initialModel(st), [{ type: 'said', said: [] }]);
    expect(effects).toEqual([expect.objectContaining({ type: 'decide', pause: PAUSE.obvious })]);
    const fast = run({ ...initialModel(st), fast: true }, [{ type: 'said', said: [] }]);
    expect(fast.effects).toEqual([expect.objectContaining({ type: 'decide', pause: 0 })]);
  });
});

describe('the partner’s strength (issue 27: the learner sets the opponents’, the partner plays at least club)', () => {
  it('North plays at the partner’s strength, club by default; West and East at the opponents’', () => {
    const m = initialModel(westLeads('partner'));
    expect(m.partner).toBe('club');
    const set = step(m, { type: 'settings', strength: 'gentle' }).model;
    expect([strengthFor(set, 1), strengthFor(set, 2), strengthFor(set, 3)]).toEqual(['gentle', 'club', 'gentle']);
    const both = step(set, { type: 'settings', partner: 'strong' }).model;
    expect([strengthFor(both, 1), strengthFor(both, 2), strengthFor(both, 3)]).toEqual(['gentle', 'strong', 'gentle']);
    expect(both.strength).toBe('gentle');
  });

  it('the bot asked takes its own side’s strength with it', () => {
    const s = finished('asked');
    const seen = new Map<number, string>();
    for (let at = 0; at < s.actions.length && seen.size < 3; at++) {
      const st = after(s, at);
      const m = { ...initialModel(st), strength: 'gentle' as const, partner: 'strong' as const };
      const { effects } = step(m, { type: 'said', said: [] });
      const d = effects.find((e) => e.type === 'decide');
      if (d) seen.set(d.seat, d.strength);
    }
    expect(seen.get(2)).toBe('strong');
    if (seen.has(1)) expect(seen.get(1)).toBe('gentle');
    if (seen.has(3)) expect(seen.get(3)).toBe('gentle');
  });
});

describe('the replay of a finished deal: every hand face up, card by card (issue 27)', () => {
  it('steps card by card at every card laid or exchanged, from the start to the last move', () => {
    const s = finished('cards');
    const stops = step(initialModel(startDeal(s.start)), { type: 'look', state: s }).model.replay!.cards;
    expect(stops[0]).toBe(0);
    expect(stops.at(-1)).toBe(s.actions.length);
    const laid = s.actions.filter((a) => a.type === 'play' || a.type === 'turn' || a.type === 'exchange').length;
    expect(stops.length).toBeGreaterThanOrEqual(laid);
    // Between two stops one card moves: the cards in hand, in the trick and in the tricks taken add up to the same.
    for (let i = 1; i < stops.length; i++) {
      const [a, b] = [after(s, stops[i - 1]!), after(s, stops[i]!)];
      const held = (st: PlayState) => st.hands.flat().length;
      expect(held(a) - held(b)).toBeLessThanOrEqual(1);
    }
  });

  it('shows every seat’s cards still in hand at each step of a finished deal, all the deal’s cards accounted for', () => {
    const s = finished('open-hands');
    let m = run(initialModel(startDeal(s.start)), [{ type: 'open', read: { state: s, talk: [], at: 0, finished: [] } }]).model;
    expect(m.replay).toMatchObject({ at: 0, finished: true });
    const all = startDeal(s.start).hands.flat().length;
    for (const at of m.replay!.cards) {
      m = step(m, { type: 'step-to', at }).model;
      const hands = openHandsOf(m);
      expect(hands).not.toBeNull();
      expect(hands).toBe(m.state.hands);
      const onTable = (m.state.trick?.cards.length ?? 0) + m.state.tricks.reduce((n, t) => n + t.cards.length, 0) + (m.state.faceDown ? 1 : 0);
      expect(hands!.flat().length + onTable).toBe(all);
    }
  });

  it('a deal in progress keeps the others’ hands hidden: while played, and while looked through', () => {
    const s = finished('hidden');
    const mid = after(s, Math.floor(s.actions.length / 2));
    expect(mid.phase).not.toBe('over');
    const playing = run(initialModel(mid), [{ type: 'resume', state: mid }]).model;
    expect(openHandsOf(playing)).toBeNull();
    const looking = run(initialModel(mid), [{ type: 'look', state: mid }]).model;
    expect(looking.replay).toMatchObject({ finished: false });
    expect(openHandsOf(looking)).toBeNull();
    expect(openHandsOf(step(looking, { type: 'step-to', at: 1 }).model)).toBeNull();
    // Taking over from a finished deal's replay makes it a deal in progress again: hidden.
    const replay = run(initialModel(startDeal(s.start)), [{ type: 'open', read: { state: s, talk: [], at: 0, finished: [] } }]).model;
    expect(openHandsOf(replay)).not.toBeNull();
    expect(openHandsOf(step(replay, { type: 'take-over' }).model)).toBeNull();
  });
});
