/**
 * The bots: they decide from their own view of the deal (their hand, what was played, turned up or exchanged in
 * the open), never from the state. A card is chosen by sampling: the unseen cards are dealt at random many times, each
 * candidate is played out in every sample with a fast policy, and the card with the best result for the side wins.
 */
import { mayTurn, otherSide, VARIANTS, type Action, type CardWeight, type Said, type Seat, type SeatView, type Side, type Strength } from '../rules/index.ts';
import { strongerExchange } from './baselines.ts';
import { greedyPolicy, playOut, randomPolicy, seeingPolicy, type Ending, type Policy, type Position } from './playout.ts';
import { sampleDeal } from './sample.ts';
import { tableOf, type Table } from './table.ts';
import { claimsOf, type Claim } from './talk.ts';

interface Settings {
  /** sampled deals per decision */
  readonly samples: number;
  /** how every seat plays in a sample */
  readonly policy: Policy;
  /** the chance of winning the deal from which the side on lead turns a card */
  readonly turnFrom: number;
}
const SETTINGS: Readonly<Record<Strength, Settings>> = {
  gentle: { samples: 6, policy: randomPolicy, turnFrom: 0.95 },
  club: { samples: 150, policy: seeingPolicy, turnFrom: 0.85 },
  strong: { samples: 500, policy: seeingPolicy, turnFrom: 0.8 },
};

const copy = (p: Position): Position => ({ ...p, hands: p.hands.map((h) => [...h]), trick: [...p.trick], won: [p.won[0], p.won[1]] });

/** What an ending is worth to a side: the deal, more for a Jann or a march, and a little for each trick. */
function worth(e: Ending, side: Side): number {
  const big = e.outcome === 'jann' ? 0.1 : e.outcome === 'march' || e.outcome === 'failed-march' ? 0.2 : 0;
  return (e.side === side ? 1 : -1) * (1 + big) + (0.05 * (e.won[side] - e.won[otherSide(side)])) / 9;
}

/** Plays each card in hand out in every sample (the same samples for every card). */
function weigh(v: SeatView, t: Table, s: Settings, random: () => number, claims: readonly Claim[]): CardWeight[] {
  const side = (v.seat % 2) as Side;
  const hand = v.hand.map((c) => t.index.get(c)!);
  const sum = new Float64Array(hand.length);
  const wins = new Float64Array(hand.length);
  const tricks = new Float64Array(hand.length);
  for (let k = 0; k < s.samples; k++) {
    const sample = sampleDeal(v, t, random, claims);
    for (let i = 0; i < hand.length; i++) {
      const p = copy(sample);
      const mine = p.hands[v.seat]!;
      mine.splice(mine.indexOf(hand[i]!), 1);
      if (p.trick.length === 0) p.leader = v.seat;
      p.trick.push(hand[i]!);
      const end = playOut(t, p, s.policy, random);
      sum[i] = sum[i]! + worth(end, side);
      tricks[i] = tricks[i]! + end.won[side];
      if (end.side === side) wins[i] = wins[i]! + 1;
    }
  }
  return v.hand.map((card, i) => ({ card, worth: sum[i]! / s.samples, winRate: wins[i]! / s.samples, tricks: tricks[i]! / s.samples }));
}

/** The coach's hint: every card in hand weighed as this strength of bot weighs it, the best first. */
export function advise(v: SeatView, strength: Strength, random: () => number, heard: readonly Said[] = []): CardWeight[] {
  const t = tableOf(v.start.variant, v.chosen);
  return weigh(v, t, SETTINGS[strength], random, claimsOf(v, heard)).sort((a, b) => b.worth - a.worth);
}

const chancePolicy = greedyPolicy;
/** Below this chance of winning, a side runs from a turn (if running is the cheaper loss). */
const RUN_BELOW = 0.05;
/** How often the side wins when the deal is played out from where it stands (a face-down lead guessed when unseen). */
function chance(
  v: SeatView,
  t: Table,
  s: Settings,
  random: () => number,
  claims: readonly Claim[],
  marching: Side | null,
  side: Side,
  allTricks = false,
): number {
  let won = 0;
  for (let k = 0; k < s.samples; k++) {
    const p = sampleDeal(v, t, random, claims);
    p.marching = marching;
    const end = playOut(t, p, chancePolicy, random);
    if (end.side === side && (!allTricks || end.outcome === 'march')) won++;
  }
  return won / s.samples;
}

/** A stake in the variant's units: a game, a turn, a Jann, a march (the 1924 ladder's march counted as its four rungs). */
function stakes(v: SeatView) {
  const s = VARIANTS[v.start.variant].stakes;
  return { game: s.game, turn: s.turn, jann: s.jann, march: s.march === 'ladder-game' ? s.rungs : s.march };
}

/** The bot's action for the seat of this view, and what it heard at the table. It must be that seat's turn. */
export function decide(v: SeatView, strength: Strength, random: () => number, heard: readonly Said[] = []): Action {
  const seat: Seat = v.seat;
  const s = SETTINGS[strength];
  const side = (seat % 2) as Side;
  const t = tableOf(v.start.variant, v.chosen);
  const value = stakes(v);
  const claims = claimsOf(v, heard);
  switch (v.phase) {
    case 'exchange':
      return strongerExchange(v);
    case 'turned': {
      // Running from a turn made in a march breaks the march, and the marching side pays it (settle).
      if (v.marching !== null) return { type: 'run', seat };
      // Otherwise running concedes the deal at its worth so far, and seeing stakes one turn more on the chance of winning
      // it. The chance is measured against opponents who play well, so a run is kept for a deal all but lost.
      const p = chance(v, t, s, random, claims, null, side);
      const now = value.game + value.turn * (v.accepted[0] + v.accepted[1]);
      const seen = now + value.turn;
      return p >= RUN_BELOW || p * seen - (1 - p) * seen > -now ? { type: 'see', seat } : { type: 'run', seat };
    }
    case 'march': {
      // Go on for the march when its chance, at its stake, is worth more than the Jann in hand.
      const p = chance(v, t, s, random, claims, side, side, true);
      return p * value.march - (1 - p) * value.march > value.jann ? { type: 'go-on', seat } : { type: 'stop', seat };
    }
    case 'play': {
      if (v.hand.length === 1) return { type: 'play', seat, card: v.hand[0]! };
      const weights = weigh(v, t, s, random, claims);
      const best = weights.reduce((a, b) => (b.worth > a.worth ? b : a));
      const card = best.card;
      // Turn (drehen) a lead only with the deal all but won, outside a march, and not with a Jann still in reach.
      const variant = VARIANTS[v.start.variant];
      const leading = v.trick === null;
      const turn =
        leading &&
        variant.drehen !== 'none' &&
        v.marching === null &&
        v.won[otherSide(side)] > 0 &&
        mayTurn(variant, { tricksWon: v.won[side], turnsMade: v.accepted[side] }) &&
        best.winRate >= s.turnFrom;
      return { type: turn ? 'turn' : 'play', seat, card };
    }
    case 'over':
      throw new Error('The deal is over: there is nothing to decide.');
  }
}
