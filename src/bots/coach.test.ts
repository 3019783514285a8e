import { describe, expect, it } from 'vitest';
import { apply, choicesOf, legalActions, randomFrom, startDeal, viewOf, type PlayState, type Said } from '../rules/index.ts';
import { coachSeed } from './protocol.ts';
import { randomPlayer } from './baselines.ts';
import { advise, decide, weighChoices, weighPosition } from './bot.ts';
import { turningPoints, weighed } from './coach.ts';

/** South plays at random, the others as club bots: a deal with South's slips in it. */
function dealWithSlips(seed: string): PlayState {
  let s = startDeal({ variant: 'bohmstedt', seed, dealNo: 0, dealer: 3 });
  const random = randomFrom(seed);
  while (s.phase !== 'over') {
    const v = viewOf(s, s.toAct);
    const a = s.toAct === 0 ? randomPlayer(v, random) : decide(v, 'club', random);
    // South's random turns are laid open (a turn at random ends most deals at once); the bots turn as they see fit.
    const next = apply(s, a.type === 'turn' && s.toAct === 0 ? { ...a, type: 'play' } : a);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value;
  }
  return s;
}

/**
 * East and West turn every lead they may; South plays as a gentle bot but, at each big decision (see or run, go on or
 * stop), takes the choice the club bot weighs worse: a deal with costly decisions in it.
 */
function dealWithBadDecisions(seed: string): PlayState {
  let s = startDeal({ variant: 'bohmstedt', seed, dealNo: 0, dealer: 3 });
  const random = randomFrom(seed);
  while (s.phase !== 'over') {
    const seat = s.toAct;
    const v = viewOf(s, seat);
    const choices = seat === 0 ? weighChoices(v, 'club', random) : [];
    const turn = seat % 2 === 1 ? legalActions(s).find((a) => a.type === 'turn') : undefined;
    const a =
      seat === 0 && choices.length && s.phase !== 'play' ? choices.reduce((x, y) => (y.worth < x.worth ? y : x)).action : (turn ?? decide(v, 'gentle', random));
    const next = apply(s, a.type === 'turn' && seat === 0 ? { ...a, type: 'play' } : a);
    if (!next.ok) throw new Error(next.error.code);
    s = next.value;
  }
  return s;
}

describe('the coach', () => {
  it('a hint weighs every card in hand, the best first', () => {
    let open = startDeal({ variant: 'bohmstedt', seed: 'hint', dealNo: 0, dealer: 3 });
    while (open.phase === 'exchange') {
      const r = apply(open, { type: 'decline', seat: open.toAct });
      if (!r.ok) throw new Error(r.error.code);
      open = r.value;
    }
    const weights = advise(viewOf(open, open.toAct), 'club', randomFrom('x'));
    expect(weights.map((w) => w.card).sort()).toEqual([...open.hands[open.toAct]!].sort());
    // The first is the card the bot plays: the best, or a cheaper card within a near-tie of it (half a cent at Bohmstedt).
    const top = Math.max(...weights.map((w) => w.worth));
    expect(weights[0]!.worth).toBeGreaterThanOrEqual(top - 0.5);
    for (let i = 2; i < weights.length; i++) expect(weights[i - 1]!.worth).toBeGreaterThanOrEqual(weights[i]!.worth);
    for (const w of weights) expect(w.tricks).toBeGreaterThanOrEqual(0);
  });

  it('after a deal played at random, the turning points name South’s moves, each worth less than the better one by the cost', () => {
    let points = 0;
    for (const seed of ['slips-1', 'slips-2', 'slips-3']) {
      const s = dealWithSlips(seed);
      const review = turningPoints(s, 0);
      expect(review.length).toBeLessThanOrEqual(3);
      for (const p of review) {
        expect(p.made).not.toEqual(p.better);
        // Costly by the weighing's own margin, and more than a trifle (half a cent).
        expect(p.cost).toBeGreaterThan(p.margin);
        expect(p.cost).toBeGreaterThanOrEqual(0.5);
        expect(p.cost).toBeCloseTo(p.worth[1] - p.worth[0], 9);
        // The move is South's, at its place in the deal.
        const a = s.actions[p.at]!;
        expect(a.seat).toBe(0);
        expect(a.type).toBe(p.made.type === 'turn' ? 'play' : p.made.type);
        if ('card' in p.made && 'card' in p.better) {
          // Both cards were South's when the trick was played, and the whole hand was weighed, the better card first.
          const south = [...s.actions.flatMap((x) => (x.seat === 0 && x.type === 'play' ? [x.card] : [])), ...s.hands[0]!];
          expect(south).toContain(p.made.card);
          expect(south).toContain(p.better.card);
          expect(p.cards?.[0]?.card).toBe(p.better.card);
          expect(p.cards?.map((w) => w.card)).toContain(p.made.card);
        }
      }
      expect(turningPoints(s, 0)).toEqual(review);
      points += review.length;
    }
    expect(points).toBeGreaterThan(0);
  });

  it('the look back weighs South’s big decisions too: a see or a run that cost is named, with what the other choice came to', () => {
    const decisions = [];
    for (let k = 0; k < 12 && decisions.length === 0; k++) {
      const s = dealWithBadDecisions(`decide-${k}`);
      decisions.push(...turningPoints(s, 0, 9).filter((p) => !('card' in p.made)));
    }
    expect(decisions.length).toBeGreaterThan(0);
    for (const p of decisions) {
      expect(['see', 'run', 'go-on', 'stop']).toContain(p.made.type);
      expect(p.worth[1] - p.worth[0]).toBeGreaterThan(p.margin);
    }
  });

  it('judges a move on what South could know then: the others’ hidden cards swapped between West and East change nothing', () => {
    let checked = 0;
    for (const seed of ['peek-1', 'peek-2']) {
      const deal = dealWithSlips(seed);
      let s = startDeal(deal.start);
      deal.actions.forEach((a, at) => {
        if (s.toAct === 0 && s.phase === 'play' && s.hands[1]!.length > 1 && s.hands[3]!.length > 1) {
          const known = new Set(s.exchanges.map((e) => e.take));
          const w = s.hands[1]!.find((c) => !known.has(c));
          const e = s.hands[3]!.find((c) => !known.has(c));
          if (w && e) {
            const swapped: PlayState = {
              ...s,
              hands: s.hands.map((h, i) => (i === 1 ? h.map((c) => (c === w ? e : c)) : i === 3 ? h.map((c) => (c === e ? w : c)) : h)),
            };
            expect(viewOf(swapped, 0)).toEqual(viewOf(s, 0));
            expect(weighed(swapped, a, at)).toEqual(weighed(s, a, at));
            checked++;
          }
        }
        const next = apply(s, a);
        if (next.ok) s = next.value;
      });
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('the look back gives the hint’s own figures: each point is the weighing of that position with what had been said, on the coach’s seed', () => {
    let points = 0;
    for (const seed of ['same-1', 'same-2', 'same-3']) {
      const deal = dealWithSlips(seed);
      // Talk as if North had described its hand before the first card (it moves the samples).
      const talk: Said[] = [{ seat: 2, phrase: 'ich-mache-zwei-spiele-sicher', at: 0, trick: 0 }];
      let s = startDeal(deal.start);
      deal.actions.forEach((a, at) => {
        if (s.toAct === 0 && (a.type === 'play' || a.type === 'turn')) {
          const p = weighed(s, a, at, talk);
          if (p) {
            const w = weighPosition(viewOf(s, 0), 'club', randomFrom(coachSeed(at)), talk);
            const mine = w.cards.find((c) => c.card === a.card)!;
            const turnPoint = 'card' in p.better && p.better.card === a.card;
            if (turnPoint) expect(p.worth).toEqual(a.type === 'turn' ? [mine.turned!.worth, mine.worth] : [mine.worth, mine.turned!.worth]);
            else expect(p.worth).toEqual([mine.worth, w.cards[0]!.worth]);
            points++;
          }
        }
        const next = apply(s, a);
        if (next.ok) s = next.value;
      });
    }
    expect(points).toBeGreaterThan(0);
  });

  it('a point about a turn names the card led and gives its own figures, never the best card’s (bots.md finding 5)', () => {
    let turns = 0;
    for (let k = 0; k < 40 && turns < 4; k++) {
      let s = startDeal({ variant: 'bohmstedt', seed: `lead-${k}`, dealNo: 0, dealer: 3 });
      const random = randomFrom(`lead-${k}`);
      while (s.phase !== 'over' && turns < 4) {
        const v = viewOf(s, s.toAct);
        const turnable = s.toAct === 0 && s.phase === 'play' && choicesOf(v).some((c) => c.type === 'turn');
        if (turnable) {
          // South leads its weakest card face up, or turns it: either way the point, if any, is about that card.
          const w = weighPosition(v, 'club', randomFrom(coachSeed(s.actions.length)));
          const card = w.cards.at(-1)!;
          for (const type of ['play', 'turn'] as const) {
            const p = weighed(s, { type, seat: 0, card: card.card }, s.actions.length);
            // A point about the card itself (another card would have been better) is not a turn point.
            if (!p || !('card' in p.better) || p.better.card !== card.card) continue;
            expect(p.made).toEqual({ type, card: card.card });
            expect(p.better).toEqual({ type: type === 'play' ? 'turn' : 'play', card: card.card });
            expect(p.worth).toEqual(type === 'play' ? [card.worth, card.turned!.worth] : [card.turned!.worth, card.worth]);
            turns++;
          }
        }
        const a = decide(v, 'gentle', random);
        const next = apply(s, a.type === 'turn' ? { ...a, type: 'play' } : a);
        if (!next.ok) throw new Error(next.error.code);
        s = next.value;
      }
    }
    expect(turns).toBeGreaterThan(0);
  });
});
