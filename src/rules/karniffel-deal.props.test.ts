import { describe, expect, it } from 'vitest';
import { playRandomDeal, testRandom, testShuffle } from './family-deal.check.ts';
import { FAMILY } from './family-games.ts';
import { karniffelDeal as m } from './karniffel-deal.ts';
import { dealKarniffel, settleKarniffel } from './karniffel-deal.oracle.ts';

// Karniffel's deal played at random, at four and at six: every deal ends, no card is ever in two places, a refusal
// changes nothing, a seat's choices are the legal actions, a deal dealt again from any view (a director's included)
// gives that view back, and the result is the one the test-only settlement (karniffel-deal.oracle.ts, written from the
// source text) finds, from the same pack. The oracle writes a beast as the card it is (ruling karniffel-pack).

const DEALS = 5_000;
const PACK = FAMILY.karniffel.pack;
const PRINTED: Readonly<Record<string, string>> = { X1: '8S', X2: '9H', X3: '9D' };
const printed = (c: string) => PRINTED[c] ?? c;

describe('Karniffel’s deal played at random: properties over 5,000 deals', () => {
  it('ends, keeps every card in one place, refuses without change, redeals views faithfully, and settles as the source says', () => {
    const how = new Map<string, number>();
    let exchanges = 0;
    for (let game = 0; game < DEALS; game++) {
      const random = testRandom(game);
      const players = game % 5 === 4 ? 6 : 4;
      const deck = testShuffle(PACK, random);
      const dealer = game % players;
      const start = { game: 'karniffel' as const, players, seed: `props-${game}`, dealNo: game, dealer, deck };
      const s = playRandomDeal(m, start, random, PACK, { viewEvery: game % 10 === 0 ? 1 : 9, rare: (a) => a.type === 'concede' });
      const dealt = dealKarniffel(deck.map(printed), dealer, players);
      if (dealt === null) {
        // Thrown in (at six, no second suit): dealt again from the seed, which the oracle does not follow.
        expect(s.throwIns.length, `deal ${game}`).toBeGreaterThan(0);
        continue;
      }
      expect(s.chosen, `deal ${game}`).toEqual(dealt.chosen);
      // What each seat played is its hand as dealt, less a Banner given and plus the turn-up taken for it.
      const swaps = s.actions.filter((a) => a.type === 'exchange');
      exchanges += swaps.length;
      const cardsOf = (seat: number) =>
        [...[...s.tricks, ...(s.trick ? [s.trick] : [])].flatMap((t) => t.cards.filter((_, i) => (t.leader + i) % players === seat)), ...s.hands[seat]!]
          .map(printed)
          .sort();
      for (let seat = 0; seat < players; seat++) {
        let hand = dealt.hands[seat]!;
        for (const x of swaps) if (x.seat === seat) hand = [...hand.filter((c) => c !== printed(x.give)), printed(x.take)];
        expect(cardsOf(seat), `deal ${game}, seat ${seat}`).toEqual([...hand].sort());
      }
      const conceded = s.actions.find((a) => a.type === 'concede');
      const settled = settleKarniffel(
        s.tricks.map((t) => ({ leader: t.leader, cards: t.cards.map(printed) })),
        dealt.chosen,
        dealer,
        players,
        conceded ? conceded.seat : null,
      );
      expect(s.takers, `deal ${game}`).toEqual(settled.takers);
      expect(s.result, `deal ${game}`).toEqual({ winner: settled.winner, how: settled.how, tricks: settled.tricks, points: 1 });
      expect(m.paid(s), `deal ${game}`).toEqual(settled.paid);
      how.set(`${players} ${settled.how}`, (how.get(`${players} ${settled.how}`) ?? 0) + 1);
      if (game % 10 === 0) expect(m.replay(s.start, s.actions), `deal ${game}`).toEqual({ ok: true, value: s });
    }
    // Random players reach every ending at both tables, and make exchanges.
    expect([...how.keys()].sort()).toEqual(['4 conceded', '4 tricks', '6 conceded', '6 tricks']);
    expect(exchanges).toBeGreaterThan(DEALS / 10);
  });
});
