// The bots talk like players at Knüffeln's table (issue 46 §3, bots.md finding 9): over 100 seeded deals, played as
// the table plays them (botsSpeak after every move, South a plain or a random player), a bot asks its partner something in at least
// 30 % of deals, and a Jann, a turn and the end each get a phrase in at least half of the times they happen.
import { describe, expect, it } from 'vitest';
import { replayDeal, sideOfSeat, tricksNeeded, type PlayState, type Said } from '../../rules/index.ts';
import { knueffelnDeal } from './coach-follow.fixture.ts';

const DEALS = 100;
const QUESTIONS = new Set(['bist-du-alt', 'kannst-du-ock-wat-hollen', 'macker-heft-noch-wat']);

/** The deal as it stood after each of its actions. */
function states(s: PlayState): PlayState[] {
  return Array.from({ length: s.actions.length + 1 }, (_, n) => {
    const r = replayDeal(s.start, s.actions.slice(0, n));
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  });
}

describe('the bots talk at the big moments', () => {
  it(`over ${DEALS} seeded deals: questions in at least 30 % of deals; a Jann, a turn and the end each answered with words at least half the time`, () => {
    let asking = 0;
    const moments = { jann: { n: 0, k: 0 }, turn: { n: 0, k: 0 }, end: { n: 0, k: 0 } };
    for (let i = 0; i < DEALS; i++) {
      // (South turns only when playing at random: half the deals, so that the others face turns)
      const { state, talk } = knueffelnDeal('bohmstedt', `talk-${i}`, i % 2 ? 'random' : 'greedy');
      const bots = talk.filter((s: Said) => s.seat !== 0);
      if (bots.some((s) => QUESTIONS.has(s.phrase))) asking++;
      const said = (at: number) => bots.some((s) => s.at === at);
      const all = states(state);
      let behind = false;
      all.forEach((s, at) => {
        if (s.phase === 'march' && all[at - 1]?.phase !== 'march') {
          moments.jann.n++;
          if (said(at)) moments.jann.k++;
        }
        if (s.phase === 'turned' && all[at - 1]?.phase !== 'turned') {
          moments.turn.n++;
          if (said(at)) moments.turn.k++;
        }
        // the end: a side one trick short of its game, the first lead after it got there
        const short = s.phase === 'play' && s.trick === null && s.marching === null && s.won.some((w) => w === tricksNeeded(4, 'team') - 1);
        if (short && !behind) {
          behind = true;
          moments.end.n++;
          const ahead = s.won.findIndex((w) => w === tricksNeeded(4, 'team') - 1);
          if (bots.some((x) => x.at === at && sideOfSeat(x.seat) !== ahead)) moments.end.k++;
        }
      });
    }
    const rate = ({ n, k }: { n: number; k: number }) => (n ? k / n : 1);
    console.log(
      `asked in ${asking} of ${DEALS} deals; words at a Jann ${moments.jann.k} of ${moments.jann.n}, a turn ${moments.turn.k} of ${moments.turn.n}, the end ${moments.end.k} of ${moments.end.n}`,
    );
    expect(asking / DEALS).toBeGreaterThanOrEqual(0.3);
    expect(moments.jann.n + moments.turn.n + moments.end.n).toBeGreaterThan(0);
    for (const m of Object.values(moments)) expect(rate(m)).toBeGreaterThanOrEqual(0.5);
  }, 120_000);
});
