import { describe, expect, it } from 'vitest';
import {
  apply,
  choicesOf,
  randomFrom,
  settle,
  startDeal,
  unseenCards,
  VARIANT_IDS,
  VARIANTS,
  viewOf,
  type CardCode,
  type PlayState,
  type Said,
  type Seat,
  type Side,
} from '../rules/index.ts';
import { STRENGTHS } from './protocol.ts';
import { greedyPlayer, randomPlayer } from './baselines.ts';
import { decide, paid, readPlays, stakesOf, tune, weighChoices } from './bot.ts';
import { holderOf, type Position } from './playout.ts';
import { matrixOf } from './matrix.ts';
import { exactly } from './exact.fixture.ts';

/** A deal played some way in by random legal actions, and the seat to act there. */
function somewhereIn(game: number): PlayState {
  const variant = VARIANT_IDS[game % VARIANT_IDS.length]!;
  let s = startDeal({ variant, seed: `bots-${game}`, dealNo: 0, dealer: (game % 4) as Seat });
  const random = randomFrom(`walk-${game}`);
  const steps = Math.floor(random() * 40);
  for (let i = 0; i < steps && s.phase !== 'over'; i++) {
    const r = apply(s, randomPlayer(viewOf(s, s.toAct), random));
    if (r.ok) s = r.value;
  }
  return s;
}

/**
 * The same deal with the cards this seat cannot see dealt differently: the other hands' unknown cards, the stock's
 * and a face-down lead are shuffled among themselves, sizes kept, and cards anyone has seen left where they are.
 */
function redealHidden(s: PlayState, seat: Seat, random: () => number): PlayState {
  const seenByAnyone = new Set<CardCode>([...s.peeks.map((p) => p.card), ...s.shown, ...s.turnedUp, ...s.exchanges.flatMap((e) => [e.give, e.take])]);
  const faceDownHidden = s.faceDown !== null && s.trick?.leader !== seat;
  const hidden = [
    ...s.hands.flatMap((h, i) => (i === seat ? [] : h.filter((c) => !seenByAnyone.has(c)))),
    ...s.stock.filter((c) => !seenByAnyone.has(c)),
    ...(faceDownHidden && s.faceDown ? [s.faceDown] : []),
  ];
  // Only cards this seat cannot place move (some it cannot see stay put, as another player has seen them).
  const unseen = new Set(unseenCards(viewOf(s, seat)));
  expect(hidden.filter((c) => !unseen.has(c))).toEqual([]);
  for (let i = hidden.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [hidden[i], hidden[j]] = [hidden[j]!, hidden[i]!];
  }
  const take = (c: CardCode) => (seenByAnyone.has(c) ? c : hidden.shift()!);
  const hands = s.hands.map((h, i) => (i === seat ? h : h.map(take)));
  const stock = s.stock.map(take);
  return { ...s, hands, stock, faceDown: faceDownHidden ? hidden.shift()! : s.faceDown };
}

describe('the bots', () => {
  it('every bot, at every strength, answers with an action the rules take (200 positions, four variants)', () => {
    for (let game = 0; game < 200; game++) {
      const s = somewhereIn(game);
      if (s.phase === 'over') continue;
      const v = viewOf(s, s.toAct);
      const strength = STRENGTHS[game % STRENGTHS.length]!;
      for (const a of [decide(v, strength, randomFrom(`b-${game}`)), greedyPlayer(v, randomFrom('g')), randomPlayer(v, randomFrom('r'))]) {
        expect(choicesOf(v)).toContainEqual(a);
        expect(apply(s, a).ok).toBe(true);
      }
    }
  });

  it('never peek: with the hidden cards dealt differently, a seat’s view is the same, and so is its choice', () => {
    for (let game = 0; game < 60; game++) {
      const s = somewhereIn(game);
      if (s.phase === 'over') continue;
      const seat = s.toAct;
      const other = redealHidden(s, seat, randomFrom(`redeal-${game}`));
      // Some hidden card really moved, or there was none to move.
      expect(other.hands.some((h, i) => i !== seat && h.join() !== s.hands[i]!.join()) || unseenCards(viewOf(s, seat)).length <= 1).toBe(true);
      const view = viewOf(s, seat);
      expect(viewOf(other, seat)).toEqual(view);
      expect(decide(viewOf(other, seat), 'club', randomFrom(`fixed-${game}`))).toEqual(decide(view, 'club', randomFrom(`fixed-${game}`)));
    }
  });

  it('never peek with table talk either: what was said is the same, the hidden cards differ, and the choice stays', () => {
    for (let game = 0; game < 30; game++) {
      const s = somewhereIn(game);
      if (s.phase !== 'play') continue;
      const seat = s.toAct;
      const partner = ((seat + 2) % 4) as Seat;
      const heard: Said[] = [
        { seat: partner, phrase: 'ich-mache-zwei-spiele-sicher', at: 0, trick: 0 },
        { seat: ((seat + 1) % 4) as Seat, phrase: 'ick-bin-nich-recht-to-huus', at: 0, trick: 0 },
      ];
      const other = redealHidden(s, seat, randomFrom(`talk-redeal-${game}`));
      const view = viewOf(s, seat);
      expect(decide(viewOf(other, seat), 'club', randomFrom(`t-${game}`), heard)).toEqual(decide(view, 'club', randomFrom(`t-${game}`), heard));
    }
  });

  it('never peek at a turn: judging the turner’s hand from its turn uses only the view, at every strength', () => {
    let turns = 0;
    for (let game = 0; game < 400 && turns < 8; game++) {
      const s = somewhereIn(game);
      if (s.phase !== 'turned' || s.marching !== null) continue;
      turns++;
      const seat = s.toAct;
      const other = redealHidden(s, seat, randomFrom(`turn-redeal-${game}`));
      for (const strength of STRENGTHS)
        expect(decide(viewOf(other, seat), strength, randomFrom(`turn-${game}`))).toEqual(decide(viewOf(s, seat), strength, randomFrom(`turn-${game}`)));
    }
    expect(turns).toBe(8);
  });

  it('a view holds no other hand and no seed', () => {
    const s = somewhereIn(7);
    const v = viewOf(s, 0);
    expect(JSON.stringify(v)).not.toContain(s.start.seed);
    // No hidden card of another seat appears anywhere in the view (only cards it has seen: known, played, shown).
    const json = JSON.stringify(v);
    const hidden = ([1, 2, 3] as const).flatMap((seat) => s.hands[seat]!.filter((c) => !v.known[seat]!.includes(c)));
    expect(hidden.length).toBeGreaterThan(0);
    for (const c of hidden) expect(json, c).not.toContain(`"${c}"`);
    // And the view's own hand is South's.
    expect([...v.hand].sort()).toEqual([...s.hands[0]!].sort());
    expect(Object.keys(v)).not.toContain('hands');
  });
});

describe('playing for the stakes', () => {
  it('a playout is scored by the settlement: what paid() gives is what src/rules settles, in every table, for every ending and count of turns', () => {
    let rows = 0;
    for (const variant of VARIANT_IDS) {
      const stakes = VARIANTS[variant].stakes;
      for (const outcome of ['game', 'jann', 'march', 'failed-march'] as const) {
        for (let turns = 0; turns <= 4; turns++) {
          const r = settle({ variant, outcome, acceptedTurns: turns });
          if (!r.ok || r.value.unit === 'ladder-game') continue;
          const view = { start: { variant, dealer: 0, dealNo: 0 } } as const;
          for (const side of [0, 1] as const) {
            const got = paid({ outcome, side: 0, won: [5, 0] }, side, stakesOf(view), turns);
            expect(got, `${variant} ${outcome} ${turns}`).toBe(side === 0 ? r.value.amount : -r.value.amount);
            rows++;
          }
        }
      }
      // The ladder's march (a whole ladder game) is counted as its rungs.
      if (stakes.kind === 'ladder') expect(stakesOf({ start: { variant, dealer: 0, dealNo: 0 } } as const).march).toBe(stakes.rungs);
    }
    expect(rows).toBeGreaterThan(40);
  });
});

/** The same deal with every card this seat cannot see (src/rules unseenCards) dealt again among the places it could be. */
function redealUnseen(s: PlayState, seat: Seat, random: () => number): PlayState {
  const unseen = new Set(unseenCards(viewOf(s, seat)));
  const faceDownHidden = s.faceDown !== null && unseen.has(s.faceDown);
  const pool = [...s.hands.flat(), ...s.stock, ...(faceDownHidden ? [s.faceDown] : [])].filter((c) => unseen.has(c));
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  const take = (c: CardCode) => (unseen.has(c) ? pool.shift()! : c);
  return { ...s, hands: s.hands.map((h) => h.map(take)), stock: s.stock.map(take), faceDown: faceDownHidden ? pool.shift()! : s.faceDown };
}

/** Strong's margins before seeing, in games, by the turner's standing in tricks: ahead, level, behind (bot.ts SETTINGS). */
const STRONG_MARGIN = [-0.5, 1, 2.5] as const;
/** What `f` gives with strong's margins set to none, the margins put back after. */
function withoutMargin<T>(f: () => T): T {
  tune('strong', { seeMargin: [0, 0, 0] });
  try {
    return f();
  } finally {
    tune('strong', { seeMargin: STRONG_MARGIN });
  }
}

describe('seeing or running from a turn', () => {
  // Late positions (three cards each) where a lead is turned. The oracle: every way of dealing the cards the answering
  // seat cannot see, played out exactly after a see. Where seeing loses more than running in every one of them, running
  // is right; where seeing pays more in every one, seeing is. The club bot must agree.
  it('runs where seeing loses in every deal the seat could be facing, and sees where seeing wins in every one', () => {
    const found = { see: 0, run: 0 };
    const strong = { see: 0, run: 0 };
    for (let game = 0; game < 400 && (found.see < 4 || found.run < 4); game++) {
      let s = startDeal({ variant: 'bohmstedt', seed: `see-run-${game}`, dealNo: 0, dealer: (game % 4) as Seat });
      const random = randomFrom(`see-run-${game}`);
      while (s.phase !== 'over' && !(s.phase === 'play' && s.trick === null && s.hands[s.toAct]!.length === 3)) {
        const r = apply(s, greedyPlayer(viewOf(s, s.toAct), random));
        if (!r.ok) throw new Error(r.error.code);
        s = r.value;
      }
      if (s.phase !== 'play') continue;
      const turn = choicesOf(viewOf(s, s.toAct)).find((a) => a.type === 'turn');
      if (!turn) continue;
      const turned = apply(s, turn);
      if (!turned.ok) throw new Error(turned.error.code);
      const t = turned.value;
      const seat = t.toAct;
      const side = (seat % 2) as Side;
      const stake = VARIANTS.bohmstedt.stakes;
      const run = -(stake.game + stake.turn * (t.accepted[0] + t.accepted[1]));
      const sees: number[] = [];
      const deal = randomFrom(`oracle-${game}`);
      for (let k = 0; k < 16; k++) {
        const other = k === 0 ? t : redealUnseen(t, seat, deal);
        const seen = apply(other, { type: 'see', seat });
        if (!seen.ok) throw new Error(seen.error.code);
        sees.push(exactly(seen.value, side));
      }
      const right = sees.every((x) => x < run) ? 'run' : sees.every((x) => x > run) ? 'see' : null;
      if (!right || found[right] >= 4) continue;
      found[right]++;
      const v = viewOf(t, seat);
      expect(decide(v, 'club', randomFrom(`decide-${game}`)).type, `see-run-${game}: ${sees.join(' ')} against ${run}`).toBe(right);
      // The weighing the coach shows says the same.
      const [see, ran] = weighChoices(v, 'club', randomFrom(`weigh-${game}`));
      expect(see!.action.type).toBe('see');
      expect(right === 'see' ? see!.worth > ran!.worth : see!.worth < ran!.worth).toBe(true);
      // Strong's seeMargin, by the turner's standing in tricks (ahead, level, behind): it runs wherever running beats
      // seeing by more than its margin below zero, and sees wherever seeing beats running by more than its margin above.
      const turnerSide = (t.trick!.leader % 2) as Side;
      const margin = STRONG_MARGIN[Math.sign(t.won[side] - t.won[turnerSide]) + 1]! * stake.game;
      if ((right === 'run' && Math.max(...sees) - run < Math.min(0, margin)) || (right === 'see' && Math.min(...sees) - run > Math.max(0, margin))) {
        expect(decide(v, 'strong', randomFrom(`strong-${game}`)).type, `strong, see-run-${game}`).toBe(right);
        strong[right]++;
      }
    }
    expect(found).toEqual({ see: 4, run: 4 });
    expect(strong.see).toBeGreaterThan(0);
    expect(strong.run).toBe(4);
  });
});

describe('strong’s margin before seeing', () => {
  // Turns answered with the turner's side ahead in tricks, level and behind. The same samples (one random stream) weighed
  // with strong's margins and without: the see is worth less by its margin for that standing, the run the same.
  it('weighs a see less its margin, by the turner’s standing in tricks', () => {
    const found = new Set<number>();
    for (let game = 0; game < 200 && found.size < 3; game++) {
      let s = startDeal({ variant: 'bohmstedt', seed: `margin-${game}`, dealNo: 0, dealer: (game % 4) as Seat });
      const random = randomFrom(`margin-${game}`);
      const at = Math.floor(random() * 5);
      while (s.phase !== 'over' && !(s.phase === 'play' && s.trick === null && s.tricks.length === at)) {
        const r = apply(s, greedyPlayer(viewOf(s, s.toAct), random));
        if (!r.ok) throw new Error(r.error.code);
        s = r.value;
      }
      const turn = s.phase === 'play' ? choicesOf(viewOf(s, s.toAct)).find((a) => a.type === 'turn') : undefined;
      if (!turn) continue;
      const turned = apply(s, turn);
      if (!turned.ok) throw new Error(turned.error.code);
      const v = viewOf(turned.value, turned.value.toAct);
      const standing = Math.sign(v.won[v.seat % 2]! - v.won[turn.seat % 2]!) + 1;
      if (found.has(standing)) continue;
      found.add(standing);
      const [see, run] = weighChoices(v, 'strong', randomFrom(`weigh-${game}`));
      const [bare, bareRun] = withoutMargin(() => weighChoices(v, 'strong', randomFrom(`weigh-${game}`)));
      expect(bare!.worth - see!.worth, `standing ${standing}`).toBeCloseTo(STRONG_MARGIN[standing]! * VARIANTS.bohmstedt.stakes.game, 9);
      expect(bareRun!.worth).toBe(run!.worth);
    }
    expect(found.size).toBe(3);
  });
});

describe('reading the others’ plays', () => {
  /** A greedy deal played until some player, last to a trick an opponent held, let it go; the view of a seat of the other side. */
  function letGo(game: number): { s: PlayState; seat: Seat; last: Seat } | null {
    let s = startDeal({ variant: 'bohmstedt', seed: `read-${game}`, dealNo: 0, dealer: (game % 4) as Seat });
    const random = randomFrom(`read-${game}`);
    while (s.phase !== 'over') {
      const r = apply(s, greedyPlayer(viewOf(s, s.toAct), random));
      if (!r.ok) return null;
      const before = s.tricks.length;
      s = r.value;
      if (s.tricks.length > before && s.phase === 'play') {
        const trick = s.tricks.at(-1)!;
        const t = matrixOf(s.start.variant, s.chosen);
        const cards = trick.cards.map((c) => t.index.get(c)!);
        const h = holderOf(t, cards.slice(0, 3));
        const last = ((trick.leader + 3) % 4) as Seat;
        if ((trick.leader + h) % 2 !== last % 2 && !t.takes[cards[3]! * t.n + cards[h]!]) return { s, seat: ((last + 1) % 4) as Seat, last };
      }
    }
    return null;
  }
  const position = (s: PlayState, hands: readonly (readonly CardCode[])[]): Position => {
    const t = matrixOf(s.start.variant, s.chosen);
    return {
      hands: hands.map((h) => h.map((c) => t.index.get(c)!)),
      leader: s.toAct,
      trick: [],
      won: [s.won[0], s.won[1]],
      played: s.tricks.length,
      marching: null,
    };
  };

  it('a greedy player who let a trick go held no card that takes it: the true deal counts in full; with a taker swapped into that hand, less', () => {
    let found = 0;
    for (let game = 0; game < 40 && found < 8; game++) {
      const at = letGo(game);
      if (!at || at.s.toAct === at.last) continue;
      const { s, last } = at;
      const v = viewOf(s, s.toAct);
      const t = matrixOf(s.start.variant, s.chosen);
      expect(readPlays(v, t, position(s, s.hands), 0.3)).toBe(1);
      const trick = s.tricks.at(-1)!;
      const holder =
        trick.cards[
          holderOf(
            t,
            trick.cards.slice(0, 3).map((c) => t.index.get(c)!),
          )
        ]!;
      // A card that takes the trick's holder, in the hand of the other opponent of the reader or the reader's partner.
      const giver = [0, 1, 2, 3].find((x) => x !== last && x !== s.toAct && s.hands[x]!.some((c) => t.takes[t.index.get(c)! * t.n + t.index.get(holder)!]));
      if (giver === undefined || s.hands[last]!.length === 0) continue;
      const taker = s.hands[giver]!.find((c) => t.takes[t.index.get(c)! * t.n + t.index.get(holder)!])!;
      const hands = s.hands.map((h) => [...h]);
      const mine = hands[last]!.pop()!;
      hands[last]!.push(taker);
      hands[giver]![hands[giver]!.indexOf(taker)] = mine;
      expect(readPlays(v, t, position(s, hands), 0.3)).toBeLessThan(1);
      found++;
    }
    expect(found).toBeGreaterThan(3);
  });
});
