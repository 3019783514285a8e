import { describe, expect, it } from 'vitest';
import {
  apply,
  dealContext,
  factsFor,
  lastAfter,
  legalActions,
  nextSeat,
  otherSide,
  partnerOf,
  playTrick,
  randomFrom,
  startDeal,
  strengthOf,
  trickWinner,
  tricksNeeded,
  viewOf,
  type CardCode,
  type DealContext,
  type PlayState,
  type RoleKind,
  type Said,
  type Seat,
  type SeatView,
  type Side,
} from '../rules/index.ts';
import type { CardWeight } from './protocol.ts';
import { advise, weighChoices } from './bot.ts';
import { CARD_REASONS, cardReason, choiceReason, type CardReason, type CardReasonKey } from './reasons.ts';

/** A Bohmstedt deal played at random to the start of play. */
function playing(seed: string): PlayState {
  const random = randomFrom(seed);
  let s = startDeal({ variant: 'bohmstedt', seed, dealNo: 0, dealer: 3 });
  while (s.phase !== 'play') {
    const options = legalActions(s);
    const r = apply(s, options[Math.floor(random() * options.length)]!);
    if (r.ok) s = r.value;
  }
  return s;
}
const base = viewOf(playing('reasons'), 0);
const ctx = dealContext(base);
/** Cards of the pack by role, weakest first. */
const byRole = (kind: RoleKind): CardCode[] =>
  [...ctx.facts.values()]
    .filter((f) => f.role.kind === kind)
    .map((f) => f.code)
    .sort((a, b) => strengthOf(ctx, a) - strengthOf(ctx, b));
const weight = (card: CardCode, w: Partial<CardWeight> = {}): CardWeight => ({
  card,
  worth: 0,
  winRate: 0.5,
  tricks: 4,
  trick: 0.5,
  big: 0,
  bigAgainst: 0,
  margin: 0,
  ...w,
});
/** South's view with a hand, a trick on the table (led by `leader`) and the tricks won as given. */
const view = (o: { hand: CardCode[]; trick?: { leader: Seat; cards: CardCode[] }; won?: [number, number]; tricks?: number }): SeatView => ({
  ...base,
  seat: 0,
  hand: o.hand,
  trick: o.trick ? { ...o.trick, turned: false } : null,
  won: o.won ?? [0, 0],
  tricks: Array.from({ length: o.tricks ?? 0 }, () => ({ leader: 0, cards: [], turned: false })),
});

/**
 * The facts a reason states, each checked against src/rules (the trick and role functions, the tricks needed, the
 * talk) or against the weighing it was given: a reason that says something untrue fails here.
 */
function checkFacts(r: CardReason, v: SeatView, weights: readonly CardWeight[], heard: readonly Said[], c: DealContext = dealContext(v)) {
  const [best, next] = [weights[0]!, weights[1]];
  expect(r.card).toBe(best.card);
  expect(r.next).toBe(next?.card ?? null);
  const game = 10;
  // About as well as the best: within half a cent, or within the weighing's own margin.
  const near = weights.filter((w) => w.worth >= Math.max(...weights.map((x) => x.worth)) - Math.max(0.05 * game, w.margin));
  const cheapest = () => {
    expect(near.map((w) => w.card)).toContain(r.card);
    for (const w of near) expect(strengthOf(c, w.card)).toBeGreaterThanOrEqual(strengthOf(c, r.card));
  };
  const pct = (x: number) => Math.round(100 * x);
  switch (r.key) {
    case 'led-seven': {
      // Led: no trick is on the table; the card is a chosen Seven, and no card of the pack takes it.
      expect(v.trick).toBeNull();
      expect(factsFor(c, r.card).role.kind).toBe('seven');
      for (const other of c.facts.keys())
        if (other !== r.card) expect(playTrick(c, [factsFor(c, r.card), factsFor(c, other)]).winner, `${other} on ${r.card}`).toBe(0);
      return;
    }
    case 'partner-holds':
      expect(r.seat).toBe(partnerOf(v.seat));
      expect(trickWinner(v.trick!, c)).toBe(r.seat);
      return cheapest();
    case 'partner-can-take':
      expect(r.seat).toBe(partnerOf(v.seat));
      expect(lastAfter(v.trick!.leader)).toBe(r.seat);
      expect(heard.some((s) => s.seat === r.seat && s.phrase === 'silent' && s.trick === v.tricks.length)).toBe(true);
      return cheapest();
    case 'last-chance': {
      const them = otherSide((v.seat % 2) as Side);
      expect(v.marching === null && tricksNeeded(4, 'team') - v.won[them] === 1).toBe(true);
      expect([r.a, r.b]).toEqual([pct(best.trick), pct(next!.trick)]);
      return expect(r.a).toBeGreaterThan(r.b);
    }
    case 'jann-guard':
      expect([r.a, r.b]).toEqual([pct(best.bigAgainst), pct(next!.bigAgainst)]);
      return expect(r.b).toBeGreaterThan(r.a);
    case 'jann-reach':
      expect([r.a, r.b]).toEqual([pct(best.big), pct(next!.big)]);
      return expect(r.a).toBeGreaterThan(r.b);
    case 'takes-trick':
      expect([r.a, r.b]).toEqual([pct(best.trick), pct(next!.trick)]);
      return expect(r.a).toBeGreaterThan(r.b);
    case 'keeps-strong':
      // The next best is an Ole or a beater, stronger than the card advised, and it stays in hand; both do about as well.
      expect(['ole', 'beater']).toContain(factsFor(c, next!.card).role.kind);
      expect(strengthOf(c, next!.card)).toBeGreaterThan(strengthOf(c, r.card));
      expect(near.map((w) => w.card)).toContain(next!.card);
      return cheapest();
    case 'last-card':
      expect(v.hand).toEqual([r.card]);
      return expect(r.next).toBeNull();
    case 'cheapest':
      expect(near.map((w) => w.card)).toContain(next!.card);
      return cheapest();
    case 'about-even':
      // The next best is within the margin (or a trifle) of the card advised.
      return expect(best.worth - next!.worth).toBeLessThanOrEqual(Math.max(next!.margin, 0.05 * game));
    case 'wins-more':
      expect([r.a, r.b]).toEqual([pct(best.winRate), pct(next!.winRate)]);
      return expect(r.a).not.toBe(r.b);
    case 'worth-more':
      expect(Math.abs(pct(best.winRate) - pct(next!.winRate))).toBeLessThan(5);
      return expect(best.worth).toBeGreaterThan(next!.worth);
  }
}

/** Each reason key in a position made for it. */
const seven = byRole('seven')[0]!;
const dud = byRole('dud')[0]!;
const dud2 = byRole('dud')[1]!;
const ole = byRole('ole').at(-1)!;
const beater = byRole('beater')[0]!;
const positions: Record<CardReasonKey, () => { v: SeatView; weights: CardWeight[]; heard?: Said[] }> = {
  'last-card': () => ({ v: view({ hand: [ole], trick: { leader: 1, cards: [dud2] }, tricks: 8 }), weights: [weight(ole, { worth: 10 })] }),
  'led-seven': () => ({ v: view({ hand: [seven, dud, ole] }), weights: [weight(seven, { worth: 5 }), weight(ole, { worth: 4 }), weight(dud)] }),
  'partner-holds': () => {
    // North leads an Ole, East lays a dud: North holds the trick; South lays the dud, as well as the beater.
    const trick = { leader: 2 as Seat, cards: [byRole('ole')[0]!, dud2] };
    return { v: view({ hand: [dud, beater], trick }), weights: [weight(dud, { worth: 3 }), weight(beater, { worth: 3 })] };
  },
  'partner-can-take': () => {
    const leader = ([0, 1, 2, 3] as Seat[]).find((l) => lastAfter(l) === 2 && nextSeat(l) === 0)!;
    const trick = { leader, cards: [dud2] };
    return {
      v: view({ hand: [dud, beater], trick, tricks: 2 }),
      weights: [weight(dud, { worth: 3 }), weight(beater, { worth: 2.9 })],
      heard: [{ seat: 2, trick: 2, at: 20, phrase: 'silent' }],
    };
  },
  'last-chance': () => ({
    v: view({ hand: [beater, dud], trick: { leader: 1, cards: [dud2] }, won: [1, 4], tricks: 5 }),
    weights: [weight(beater, { worth: -10, trick: 0.8 }), weight(dud, { worth: -20, trick: 0.1 })],
  }),
  'jann-guard': () => ({
    v: view({ hand: [beater, dud], trick: { leader: 1, cards: [dud2] } }),
    weights: [weight(beater, { worth: 2, bigAgainst: 0.05 }), weight(dud, { worth: -8, bigAgainst: 0.3 })],
  }),
  'jann-reach': () => ({ v: view({ hand: [ole, dud] }), weights: [weight(ole, { worth: 30, big: 0.4 }), weight(dud, { worth: 5, big: 0.1 })] }),
  'takes-trick': () => ({
    v: view({ hand: [beater, dud], trick: { leader: 1, cards: [dud2] } }),
    weights: [weight(beater, { worth: 6, trick: 0.9 }), weight(dud, { worth: 1, trick: 0.2 })],
  }),
  'keeps-strong': () => ({ v: view({ hand: [dud, ole] }), weights: [weight(dud, { worth: 2 }), weight(ole, { worth: 2.2 })] }),
  cheapest: () => ({ v: view({ hand: [dud, dud2] }), weights: [weight(dud, { worth: 2 }), weight(dud2, { worth: 2 })] }),
  // An Ole advised over a dud by 2 cents, within the weighing's margin of 3.
  'about-even': () => ({ v: view({ hand: [dud, ole] }), weights: [weight(ole, { worth: 4 }), weight(dud, { worth: 2, margin: 3 })] }),
  'wins-more': () => ({ v: view({ hand: [dud, ole] }), weights: [weight(ole, { worth: 6, winRate: 0.6 }), weight(dud, { worth: 1, winRate: 0.4 })] }),
  'worth-more': () => ({ v: view({ hand: [dud, ole] }), weights: [weight(ole, { worth: 6, winRate: 0.5 }), weight(dud, { worth: 1, winRate: 0.51 })] }),
};

describe('the coach’s reasons', () => {
  it.each(CARD_REASONS)('%s: given in a position made for it, and every fact it states holds by src/rules', (key) => {
    const { v, weights, heard = [] } = positions[key]();
    const r = cardReason(v, weights, heard);
    expect(r.key).toBe(key);
    checkFacts(r, v, weights, heard);
  });

  it('a card with no other near it is never called the cheapest of the near-best (the partner holding the trick or not)', () => {
    const trick = { leader: 2 as Seat, cards: [byRole('ole')[0]!, dud2] };
    const r = cardReason(view({ hand: [beater, dud], trick }), [weight(beater, { worth: 30, trick: 0.9 }), weight(dud, { worth: 4, trick: 0.6 })]);
    expect(['partner-holds', 'cheapest', 'keeps-strong']).not.toContain(r.key);
  });

  it('a Seven that is not chosen, or a chosen Seven not led, is never called unbeatable', () => {
    const plain = [...ctx.facts.values()].find((f) => f.rank === '7' && f.role.kind !== 'seven')!.code;
    expect(cardReason(view({ hand: [plain, dud] }), [weight(plain, { worth: 5 }), weight(dud)]).key).not.toBe('led-seven');
    const following = view({ hand: [seven, dud], trick: { leader: 1, cards: [dud2] } });
    expect(cardReason(following, [weight(seven, { worth: 5 }), weight(dud)]).key).not.toBe('led-seven');
  });

  it('a partner who does not hold the trick is never said to hold it; a silence by an opponent is no promise', () => {
    const trick = { leader: 2 as Seat, cards: [dud2, beater] };
    const r = cardReason(view({ hand: [dud, ole], trick }), [weight(dud, { worth: 3 }), weight(ole, { worth: 3 })]);
    expect(r.key).not.toBe('partner-holds');
    const leader = ([0, 1, 2, 3] as Seat[]).find((l) => lastAfter(l) === 1)!;
    const heard: Said[] = [{ seat: 1, trick: 0, at: 1, phrase: 'silent' }];
    expect(
      cardReason(view({ hand: [dud, ole], trick: { leader, cards: [dud2] } }), [weight(dud, { worth: 3 }), weight(ole, { worth: 3 })], heard).key,
    ).not.toBe('partner-can-take');
  });

  it('in real positions weighed by the club bot, every reason states only facts that hold', () => {
    const seen = new Set<CardReasonKey>();
    for (let k = 0; k < 10; k++) {
      const random = randomFrom(`real-${k}`);
      let s = playing(`real-${k}`);
      while (s.phase !== 'over') {
        if (s.phase === 'play' && s.hands[s.toAct]!.length > 1 && random() < 0.3) {
          const v = viewOf(s, s.toAct);
          const weights = advise(v, 'gentle', random);
          const r = cardReason(v, weights);
          checkFacts(r, v, weights, []);
          seen.add(r.key);
        }
        const options = legalActions(s).filter((a) => a.type !== 'turn');
        const r = apply(s, options[Math.floor(random() * options.length)]!);
        if (r.ok) s = r.value;
      }
    }
    expect(seen.size).toBeGreaterThan(2);
  });

  it('a big decision: the better of the two choices, with both worths and the chance of the risky one', () => {
    // South has a turned card to see or run from: East turned (the first legal turn found in a seeded deal).
    for (let k = 0; k < 40; k++) {
      const random = randomFrom(`turned-${k}`);
      let s = playing(`turned-${k}`);
      // Played on (each seat its first card) until East may turn a lead.
      while (s.phase === 'play' && !(s.toAct === 3 && legalActions(s).some((a) => a.type === 'turn')))
        s = (
          apply(
            s,
            legalActions(s).find((a) => a.type === 'play')!,
          ) as { value: PlayState }
        ).value;
      const turn = s.phase === 'play' ? legalActions(s).find((a) => a.type === 'turn') : undefined;
      if (!turn) continue;
      s = (apply(s, turn) as { value: PlayState }).value;
      const v = viewOf(s, 0);
      const choices = weighChoices(v, 'gentle', random);
      const r = choiceReason(v, choices)!;
      const best = choices.reduce((a, b) => (b.worth > a.worth ? b : a));
      expect(r.key).toBe(best.action.type);
      expect(r.worth[0]).toBe(best.worth);
      expect(r.worth[0]).toBeGreaterThanOrEqual(r.worth[1]);
      expect(r.seat).toBe(3);
      expect(r.chance).toBe(Math.round(100 * choices.find((c) => c.action.type === 'see')!.winRate));
      expect(choiceReason(v, [])).toBeNull();
      return;
    }
    throw new Error('no deal of forty let East turn');
  });
});
