import { describe, expect, it } from 'vitest';
import { playRandomDeal, testRandom, testShuffle } from './family-deal.check.ts';
import { FAMILY } from './family-games.ts';
import { karnoeffelDeal as m } from './karnoeffel-deal.ts';
import { dealKarnoeffel, settleKarnoeffel } from './karnoeffel-deal.oracle.ts';

// Karnöffel's deal played at random: every deal ends, no card is ever in two places, a refusal changes nothing, a
// seat's choices are the legal actions, a deal dealt again from any view gives that view back, and the result is the
// one the test-only settlement (karnoeffel-deal.oracle.ts, written from the source text) finds, from the same pack.

const DEALS = 5_000;
const PACK = FAMILY.karnoeffel.pack;

describe('Karnöffel’s deal played at random: properties over 5,000 deals', () => {
  it('ends, keeps every card in one place, refuses without change, redeals views faithfully, and settles as the source says', () => {
    const winners = [0, 0];
    for (let game = 0; game < DEALS; game++) {
      const random = testRandom(game);
      const deck = testShuffle(PACK, random);
      const dealer = game % 4;
      const start = { game: 'karnoeffel' as const, players: 4, seed: `props-${game}`, dealNo: game, dealer, deck };
      const s = playRandomDeal(m, start, random, PACK, { viewEvery: game % 10 === 0 ? 1 : 7 });
      // The deal the source describes, from the same pack: the hands dealt, and the suit the lowest up card names.
      const dealt = dealKarnoeffel(deck, dealer);
      expect(s.chosen, `deal ${game}`).toEqual([dealt.trump]);
      for (let seat = 0; seat < 4; seat++) {
        const played = s.tricks.flatMap((t) => t.cards.filter((_, i) => (t.leader + i) % 4 === seat));
        expect([...played].sort(), `deal ${game}, seat ${seat}`).toEqual([...dealt.hands[seat]!].sort());
      }
      const settled = settleKarnoeffel(s.tricks, dealt.trump, (dealer + 1) % 4);
      expect(s.takers, `deal ${game}`).toEqual(settled.takers);
      expect(s.result, `deal ${game}`).toEqual({ winner: settled.winner, how: 'tricks', tricks: settled.tricks, points: 1 });
      expect(m.paid(s), `deal ${game}`).toEqual(settled.paid);
      winners[settled.winner]!++;
      // The actions alone rebuild the deal.
      if (game % 10 === 0) expect(m.replay(s.start, s.actions), `deal ${game}`).toEqual({ ok: true, value: s });
    }
    // Random players win on both sides.
    expect(Math.min(...winners)).toBeGreaterThan(DEALS / 4);
  });

  it('deals from the seed alone the same way every time, and differently for another deal', () => {
    const start = { game: 'karnoeffel' as const, players: 4, seed: 'seeded', dealNo: 3, dealer: 1 };
    expect(m.start(start)).toEqual(m.start(start));
    expect(m.start(start).hands).not.toEqual(m.start({ ...start, dealNo: 4 }).hands);
    const s = playRandomDeal(m, start, testRandom(1), PACK);
    expect(m.replay(start, s.actions)).toEqual({ ok: true, value: s });
  });
});
