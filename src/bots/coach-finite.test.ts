/**
 * Every figure the coach shows is a number (bots.md finding 1: "+∞ €" and "NaN Cent"): a property over random positions
 * of every table, the four Knüffeln tables at every strength and the other games' tables, each weighing's worths, chances
 * and margins finite.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apply, randomFrom, startDeal, VARIANT_IDS, viewOf, type Seat } from '../rules/index.ts';
import { STRENGTHS } from './protocol.ts';
import { anyTableGame, TABLE_GAMES } from '../rules/table-games.ts';
import { randomPlayer } from './baselines.ts';
import { weighPosition } from './bot.ts';
import { weighGame } from './seated-answer.ts';

const finite = (...xs: readonly number[]) => xs.every(Number.isFinite);

describe('the coach’s figures are numbers', () => {
  it('four-player Knüffeln: at random positions of every table (the end of a deal included), every weighing is finite, at every strength', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.oneof(fc.integer({ min: 0, max: 44 }), fc.integer({ min: 30, max: 44 })), (seed, steps) => {
        const variant = VARIANT_IDS[seed % VARIANT_IDS.length]!;
        let s = startDeal({ variant, seed: `finite-${seed}`, dealNo: 0, dealer: (seed % 4) as Seat });
        const random = randomFrom(`finite-walk-${seed}`);
        // Random moves, mostly kept in the deal: a turn now and then, always seen; a Jann taken.
        for (let i = 0; i < steps && s.phase !== 'over'; i++) {
          const a = randomPlayer(viewOf(s, s.toAct), random);
          const kept =
            a.type === 'turn' && random() < 0.8
              ? { ...a, type: 'play' as const }
              : a.type === 'run'
                ? { ...a, type: 'see' as const }
                : a.type === 'go-on'
                  ? { ...a, type: 'stop' as const }
                  : a;
          const r = apply(s, kept);
          if (r.ok) s = r.value;
        }
        if (s.phase === 'over') return;
        for (const strength of STRENGTHS) {
          const w = weighPosition(viewOf(s, s.toAct), strength, randomFrom(`finite-${seed}`));
          for (const c of w.cards) {
            expect(finite(c.worth, c.winRate, c.tricks, c.trick, c.big, c.bigAgainst, c.margin), `${strength}: ${c.card} at ${seed}`).toBe(true);
            if (c.turned) expect(finite(c.turned.worth, c.turned.margin)).toBe(true);
          }
          for (const c of w.choices) expect(finite(c.worth, c.winRate, c.margin), `${strength}: ${c.action.type} at ${seed}`).toBe(true);
        }
      }),
      { numRuns: 100, seed: 43 },
    );
  });

  it.each(Object.entries(TABLE_GAMES).flatMap(([id, entry]) => entry.game.tables.map((seats) => [id, seats] as const)))(
    'the other games, %s at %i: at random positions, every weighing is finite',
    (id, seats) => {
      const { game } = anyTableGame(id as keyof typeof TABLE_GAMES);
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 0, max: 80 }), (seed, steps) => {
          let s = game.start({ seats, seed: `finite-${seed}`, dealNo: 0, dealer: seed % seats });
          const random = randomFrom(`finite-walk-${seed}`);
          for (let i = 0; i < steps && game.toAct(s) !== null; i++) {
            const choices = game.legalActions(s);
            const r = game.apply(s, choices[Math.floor(random() * choices.length)]!);
            if (r.ok) s = r.value;
          }
          const seat = game.toAct(s);
          if (seat === null) return;
          for (const w of weighGame({ game: id, seat, view: game.viewOf(s, seat), strength: 'club', seed: `finite-${seed}` }))
            expect(finite(w.worth, w.ahead, w.margin), `${w.action.type} at ${seed}`).toBe(true);
        }),
        { numRuns: 12, seed: 43 },
      );
    },
  );
});
