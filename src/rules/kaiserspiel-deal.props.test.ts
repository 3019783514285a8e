import { describe, expect, it } from 'vitest';
import type { CardCode } from './cards.ts';
import { FAMILY } from './family-games.ts';
import type { FamilyAction } from './family-deal.ts';
import type { KaiserAction } from './kaiser-state.ts';
import type { KaiserDealState as KaiserState } from './kaiser-view.ts';
import { kaiserspielDeal as deal } from './kaiserspiel-deal.ts';
import { oracleSettle } from './kaiserspiel-deal.oracle.ts';
import { randomFrom } from './shuffle.ts';

// 5,000 random deals of Kaiserspiel, at four and at six, every action a random legal one (a fold or a Spieldrei
// picked less often, so that most deals reach their tricks): every deal ends; no card is in two places; a refusal
// changes nothing; replaying the actions gives the same state; the result agrees with the test-only settlement
// written from the source (kaiserspiel-deal.oracle.ts); a state dealt again from a seat's view keeps that view.

const DEALS = 5000;
const PACK = [...(FAMILY.kaiserspiel.pack as readonly CardCode[])].sort().join();
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every card of the state, wherever it lies: each of the forty exactly once. */
function cardsOf(s: KaiserState): string {
  const tricks = [...s.tricks, ...(s.trick ? [s.trick] : [])].flatMap((t) => t.cards);
  return [...s.hands.flat(), ...s.aside.flat(), ...s.stock, ...s.table, ...tricks].sort().join();
}

type Action = FamilyAction<KaiserAction>;
function pick(choices: readonly Action[], random: () => number): Action {
  const weight = (a: Action) => (a.type === 'fold' ? 0.1 : a.type === 'spieldrei' ? 0.15 : 1);
  let r = random() * choices.reduce((sum, a) => sum + weight(a), 0);
  for (const a of choices) if ((r -= weight(a)) < 0) return a;
  return choices[choices.length - 1]!;
}

/** Plays a deal out with random legal actions, checking every step; returns its problems. */
function playOut(s: KaiserState, random: () => number, problems: string[], label: string, onStep?: (s: KaiserState, step: number) => void): KaiserState {
  for (let step = 0; deal.result(s) === null; step++) {
    if (step > 400) {
      problems.push(`${label}: no end after 400 actions`);
      break;
    }
    onStep?.(s, step);
    const choices = deal.legalActions(s);
    if (choices.length === 0) {
      problems.push(`${label}: nobody can act in phase ${s.phase}`);
      break;
    }
    const next = deal.apply(s, pick(choices, random));
    if (!next.ok) {
      problems.push(`${label}: a legal action was refused: ${next.error.code}`);
      break;
    }
    s = next.value;
    if (cardsOf(s) !== PACK) problems.push(`${label}: a card in two places, or lost, after step ${step}`);
  }
  return s;
}

/** Actions the rules must refuse now: out of turn, a card not held, a phase's wrong move. */
function wrongMoves(s: KaiserState): unknown[] {
  const seat = deal.toAct(s)!;
  const other = (seat + 1) % s.start.players;
  const notHeld = (FAMILY.kaiserspiel.pack as readonly CardCode[]).find((c) => !s.hands[seat]!.includes(c))!;
  // Nothing here is ever legal but the face-down card, when the trick is already led: the filter leaves it out then.
  return [
    { type: 'pass', seat: other },
    { type: 'play', seat, card: notHeld },
    { type: 'play-down', seat, card: s.hands[seat]![0] ?? notHeld },
    { type: 'declare', seat, card: notHeld },
    { type: 'accept', seat },
    { type: 'raise', seat, by: 2 },
    { type: 'discard', seat, cards: [notHeld, notHeld] },
    null,
  ].filter((a) => !deal.legalActions(s).some((b) => same(a, b)));
}

describe(`Kaiserspiel: ${DEALS} random deals at four and six`, () => {
  it('end, keep every card in one place, refuse without change, replay, agree with the settlement, keep a view when dealt again', () => {
    const problems: string[] = [];
    let folds = 0;
    let redeals = 0;
    for (let i = 0; i < DEALS; i++) {
      const random = randomFrom(`kaiser-props/${i}`);
      const players = i % 2 === 0 ? 4 : 6;
      const start = { game: 'kaiserspiel', players, seed: `kaiser-props/${i}`, dealNo: i, dealer: i % players };
      const parsed = deal.parseStart(start);
      if (!parsed.ok) throw new Error(parsed.error.code);
      const first = deal.start(parsed.value);
      const probeAt = Math.floor(random() * 40);
      const label = `deal ${i} (${players})`;
      // The probe: a state at a random step, or the last before the deal ended.
      let probe = first;
      const end = playOut(first, random, problems, label, (s, step) => {
        if (step <= probeAt) probe = s;
      });
      const s = probe;
      // A refusal changes nothing.
      const before = JSON.stringify(s);
      for (const wrong of wrongMoves(s)) if (deal.apply(s, wrong).ok) problems.push(`${label}: ${JSON.stringify(wrong)} was allowed`);
      if (JSON.stringify(s) !== before) problems.push(`${label}: a refusal changed the state`);
      // Dealt again from a seat's view: the same view, the same choices, every card once, and a deal that plays on.
      for (const seat of [deal.toAct(s)!, Math.floor(random() * players)]) {
        const v = deal.viewOf(s, seat);
        const again = deal.redeal(v, random);
        redeals++;
        if (!same(deal.viewOf(again, seat), v)) problems.push(`${label}: redeal changed seat ${seat}'s view`);
        if (
          !same(
            deal.choices(v),
            deal.legalActions(again).filter((a) => a.seat === seat),
          )
        )
          problems.push(`${label}: redeal changed the choices`);
        if (cardsOf(again) !== PACK) problems.push(`${label}: redeal put a card in two places`);
        if (i % 10 === 0) playOut(again, random, problems, `${label}, dealt again`);
      }
      const result = deal.result(end);
      if (result === null) continue;
      if (result.how === 'fold') folds++;
      const replay = deal.replay(start, end.actions);
      if (!replay.ok || !same(replay.value, end)) problems.push(`${label}: the replay differs`);
      const settled = oracleSettle({ players, faceUp: end.ext.faceUp.map((f) => f.card), bottom: end.ext.bottom, actions: end.actions });
      if (!same(settled, { winner: result.winner, how: result.how, points: result.points })) {
        problems.push(`${label}: the settlement says ${JSON.stringify(settled)}, the machine ${JSON.stringify(result)}`);
      }
      const paid = deal.paid(end);
      if (paid.reduce((a, b) => a + b, 0) !== 0 || paid.some((p) => Math.abs(p) !== result.points)) problems.push(`${label}: paid ${paid.join()}`);
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // Most deals reach their tricks, some end in a fold: both kinds are checked.
    expect(folds).toBeGreaterThan(DEALS / 20);
    expect(folds).toBeLessThan(DEALS / 2);
    expect(redeals).toBe(2 * DEALS);
  });
});
