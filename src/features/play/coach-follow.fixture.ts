/**
 * One weighing, one answer (issue 43), the deals its tests play: a learner who follows every hint, or who plays plainly
 * (the greedy policy at Knüffeln, random legal moves in the other games), and the checks on each table's deals. The
 * tables are split over three test files (coach-follow-*.test.ts), so that the suite's workers share them out.
 * COACH_DEALS sets the deals a table (20 by default; the note's run used 200), COACH_VARIANTS=1 adds the other three
 * four-player Knüffeln tables.
 */
import { describe, expect, it } from 'vitest';
import {
  apply,
  randomFrom,
  startDeal,
  talkRandom,
  VARIANT_IDS,
  viewOf,
  type Action,
  type PlayState,
  type Said,
  type Seat,
  type TableAct,
  type VariantId,
} from '../../rules/index.ts';
import { coachSeed } from '../../bots/protocol.ts';
import { anyTableGame, TABLE_GAMES } from '../../rules/table-games.ts';
import { greedyPlayer, randomPlayer } from '../../bots/baselines.ts';
import { decide, weighPosition } from '../../bots/bot.ts';
import { turningPoints } from '../../bots/coach.ts';
import { reviewGame, weighGame } from '../../bots/seated-answer.ts';
import { speak } from '../../bots/talk.ts';
import { advisedMove } from './coach-words.ts';
import { FOUR_HOSTS } from './four-host.ts';
import { botsSpeak, initialTable } from './table-model.ts';

export const DEALS = Number(process.env.COACH_DEALS ?? 20);
/** A long run by hand takes longer than the suite's limit for a test that hangs. */
export const LIMIT = Math.max(120_000, DEALS * 5_000);
export const KNUEFFELN: readonly VariantId[] = process.env.COACH_VARIANTS ? VARIANT_IDS : ['bohmstedt'];

/**
 * A four-player Knüffeln deal with South as `south` plays (random: any legal move, a turn included), the others as gentle bots who talk as the table lets them
 * (botsSpeak): the deal, and what was said.
 */
export function knueffelnDeal(variant: VariantId, seed: string, south: 'hint' | 'greedy' | 'random'): { state: PlayState; talk: Said[] } {
  let s = startDeal({ variant, seed, dealNo: 0, dealer: (seed.length % 4) as Seat });
  const talk: Said[] = [];
  const random = randomFrom(`${seed}/moves`);
  while (s.phase !== 'over') {
    const at = s.actions.length;
    const now = s;
    talk.push(
      ...botsSpeak(FOUR_HOSTS[variant], { ...initialTable(variant, now), talk }, (seat, heard, n) =>
        speak(viewOf(now, seat as Seat), heard, talkRandom(seed, 0, at + n, seat as Seat), 0),
      ),
    );
    const seat = s.toAct;
    const v = viewOf(s, seat);
    const heard = talk.filter((x) => x.at <= at);
    let a: Action;
    if (seat !== 0) a = decide(v, 'gentle', random, heard);
    else if (south === 'greedy') a = greedyPlayer(v, random);
    else if (south === 'random') a = randomPlayer(v, random);
    else {
      // The hint as the table asks for it, at every decision, the exchanges too: the club weighing with what was said,
      // on the coach's seed for this position.
      const { cards, choices } = weighPosition(v, 'club', randomFrom(coachSeed(at)), heard);
      a = advisedMove(v, { cards, choices }) ?? decide(v, 'club', random, heard);
    }
    const next = apply(s, a);
    if (!next.ok) throw new Error(`${seed}: ${a.type} refused (${next.error.code})`);
    s = next.value;
  }
  return { state: s, talk };
}

type GameId = keyof typeof TABLE_GAMES;
/** The other games' tables: a game, its table size, and at five, what the dealer does (both kinds of deal are played). */
export const TABLES: readonly { readonly id: GameId; readonly seats: number; readonly dealer?: 'alone' | 'sit-out' }[] = [
  { id: 'knueffeln-5', seats: 5, dealer: 'alone' },
  { id: 'knueffeln-5', seats: 5, dealer: 'sit-out' },
  { id: 'karnoeffel', seats: 4 },
  { id: 'karniffel', seats: 4 },
  { id: 'karniffel', seats: 6 },
  { id: 'kaiserspiel', seats: 4 },
  { id: 'kaiserspiel', seats: 6 },
];

/**
 * A deal of another game with the learner at seat 0 following the hint (the table's question: weighGame on the hint's
 * seed) or playing at random, the others as the game's plain player; at five, another dealer plays alone or sits out as
 * the table row says. The finished state.
 */
export function gameDeal(row: (typeof TABLES)[number], k: number, south: 'hint' | 'random'): unknown {
  const { game } = anyTableGame(row.id);
  let s = game.start({ seats: row.seats, seed: `follow-${row.id}-${row.seats}-${k}`, dealNo: 0, dealer: k % row.seats });
  const random = randomFrom(`follow-${row.id}-${k}-${south}`);
  for (let i = 0; game.toAct(s) !== null; i++) {
    const seat = game.toAct(s)!;
    const choices = game.legalActions(s);
    // At five, a dealer at another seat plays alone or sits out as the row says; the learner decides as it plays.
    const dealerChoice = seat !== 0 && row.dealer && choices.find((c) => c.type === row.dealer);
    let a: TableAct;
    if (dealerChoice) a = dealerChoice;
    else if (seat !== 0) a = game.plain?.(s, random) ?? choices[0]!;
    else if (south === 'random' || choices.length < 2) a = choices[Math.floor(random() * choices.length)]!;
    else a = weighGame({ game: row.id, seat: 0, view: game.viewOf(s, 0), strength: 'club', seed: `${row.id}/hint/${i}` })[0]!.action;
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(`${row.id}: ${a.type} refused`);
    s = next.value;
  }
  return s;
}

/** Four-player Knüffeln's tables: a learner following every hint is never faulted; a greedy one is, in half the deals. */
export function followKnueffeln(): void {
  describe('the coach gives one answer: a move the hint advised is never in the look back', () => {
    it.each(KNUEFFELN)(
      `four-player Knüffeln, %s: ${DEALS} deals, South following every hint, with the table talk`,
      (variant) => {
        let moves = 0;
        let exchanges = 0;
        let talked = 0;
        for (let k = 0; k < DEALS; k++) {
          const { state, talk } = knueffelnDeal(variant, `follow-${variant}-${k}`, 'hint');
          moves += state.actions.filter((a) => a.seat === 0).length;
          exchanges += state.actions.filter((a) => a.seat === 0 && (a.type === 'exchange' || a.type === 'decline')).length;
          talked += talk.length;
          expect(turningPoints(state, 0, 9, talk), `deal ${k}`).toEqual([]);
        }
        console.log(
          `${variant}: ${DEALS} deals following every hint, ${moves} moves of South (${exchanges} exchanges offered), ${talked} things said: no move in the look back`,
        );
        expect(talked).toBeGreaterThan(0);
        expect(exchanges).toBeGreaterThan(0);
      },
      LIMIT,
    );
  });
  describe('the look back still finds the costly moves of a plain player', () => {
    it.each(KNUEFFELN)(
      `four-player Knüffeln, %s: with the greedy policy at South, it names a move in at least half of ${DEALS} deals`,
      (variant) => {
        let named = 0;
        for (let k = 0; k < DEALS; k++) {
          const { state, talk } = knueffelnDeal(variant, `plain-${variant}-${k}`, 'greedy');
          if (turningPoints(state, 0, 3, talk).length > 0) named++;
        }
        console.log(`${variant}, greedy at South: a move named in ${named} of ${DEALS} deals`);
        expect(named).toBeGreaterThanOrEqual(DEALS / 2);
      },
      LIMIT,
    );
  });
}

/** The other games' tables in `rows`: a learner following every hint is never faulted; one playing at random is. */
export function followTables(rows: readonly (typeof TABLES)[number][]): void {
  describe('the coach gives one answer: a move the hint advised is never in the look back', () => {
    it.each(rows.map((r) => [`${r.id} at ${r.seats}${r.dealer ? ` (the dealer ${r.dealer === 'alone' ? 'alone' : 'sitting out'})` : ''}`, r] as const))(
      `%s: ${DEALS} deals, the learner following every hint`,
      (_, row) => {
        for (let k = 0; k < DEALS; k++) {
          const state = gameDeal(row, k, 'hint');
          expect(reviewGame({ game: row.id, seat: 0, state, seed: `${row.id}/hint` }), `deal ${k}`).toEqual([]);
        }
      },
      LIMIT,
    );
  });
  describe('the look back still finds the costly moves of a plain player', () => {
    it.each(rows.map((r) => [`${r.id} at ${r.seats}${r.dealer ? ` (the dealer ${r.dealer === 'alone' ? 'alone' : 'sitting out'})` : ''}`, r] as const))(
      `%s: with random legal moves at seat 0, it names a move in at least half of ${DEALS} deals`,
      (name, row) => {
        let named = 0;
        for (let k = 0; k < DEALS; k++) {
          const state = gameDeal(row, k, 'random');
          if (reviewGame({ game: row.id, seat: 0, state, seed: `${row.id}/hint` }).length > 0) named++;
        }
        console.log(`${name}, random at seat 0: a move named in ${named} of ${DEALS} deals`);
        expect(named).toBeGreaterThanOrEqual(DEALS / 2);
      },
      LIMIT,
    );
  });
}
