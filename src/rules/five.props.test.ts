import { describe, expect, it } from 'vitest';
import type { CardCode } from './cards.ts';
import { TRICKS } from './deal-end.ts';
import {
  applyFive,
  fiveTrickWinner,
  fiveVariants,
  parseFiveStart,
  replayFive,
  sideOfFive,
  startFive,
  stockCardsOf,
  type FiveSeat,
  type FiveState,
} from './five.ts';
import { settleFive } from './five.oracle.ts';
import { choicesOfFive, FIVE_MACHINE, legalFive, redealFive, viewOfFive } from './five-view.ts';
import { KNUEFFELN } from './knueffeln.ts';
import { scoreTricks, settle } from './payments.ts';
import { randomFrom } from './shuffle.ts';

const DEALS = 5_000;

/** Every place a card can be: the hands, the stock, the turn-ups and Tens on the table, the tricks, face down. */
const places = (s: FiveState): CardCode[] => [
  ...s.hands.flat(),
  ...s.stock,
  ...s.kept.flat(),
  ...s.tricks.flatMap((t) => t.cards),
  ...(s.trick?.cards ?? []),
  ...(s.faceDown ? [s.faceDown] : []),
];

function whole(s: FiveState, game: number, what: string) {
  const pack = [...KNUEFFELN[s.start.variant].pack].sort().join();
  if ([...places(s)].sort().join() !== pack) throw new Error(`deal ${game} (${what}): a card is in two places, or lost`);
}

/** A deal for five played to its end by players who pick any legal action at random; every state on the way is checked. */
function playRandom(game: number): FiveState {
  const variants = fiveVariants();
  const parsed = parseFiveStart({ variant: variants[game % variants.length], seed: `five-${game}`, dealNo: game % 7, players: 5, dealer: game % 5 });
  if (!parsed.ok) throw new Error(parsed.error.code);
  let s = startFive(parsed.value);
  const random = randomFrom(`five-actions-${game}`);
  for (let step = 0; s.phase !== 'over'; step++) {
    if (step > 150) throw new Error(`deal ${game} does not end`);
    whole(s, game, 'state');
    if (step % 7 === 3) {
      // A card from another hand, or an action by a seat not asked, is refused, and the state stays as it was.
      const before = JSON.stringify(s);
      const other = ((s.toAct + 1 + Math.floor(random() * 4)) % 5) as FiveSeat;
      const card = s.hands[other]![0];
      if (card && applyFive(s, { type: 'play', seat: s.toAct, card }).ok) throw new Error(`deal ${game}: a card not held was played`);
      if (applyFive(s, { type: s.phase === 'choose' ? 'alone' : 'play', seat: other, card }).ok && s.phase !== 'turned' && s.phase !== 'march') {
        throw new Error(`deal ${game}: a seat not asked acted`);
      }
      if (JSON.stringify(s) !== before) throw new Error(`deal ${game}: a refusal changed the state`);
    }
    if (step % 5 === 1) {
      // Dealt again from a seat's view, the deal shows that seat the same view, with every card in one place.
      const seat = Math.floor(random() * 5) as FiveSeat;
      const view = viewOfFive(s, seat);
      const again = redealFive(view, random);
      whole(again, game, 'redeal');
      // Compared as JSON (the views are plain data, built key by key the same way): deep equality costs seconds here.
      if (JSON.stringify(viewOfFive(again, seat)) !== JSON.stringify(view)) throw new Error(`deal ${game}: a redeal changed seat ${seat}'s view`);
    }
    // Only the seat to act has choices.
    const actions = legalFive(s);
    if (step % 3 === 0) {
      for (let seat = 0; seat < 5; seat++) {
        if (seat !== s.toAct && choicesOfFive(viewOfFive(s, seat as FiveSeat)).length > 0)
          throw new Error(`deal ${game}: seat ${seat} has choices out of turn`);
      }
    }
    const r = applyFive(s, actions[Math.floor(random() * actions.length)]);
    if (!r.ok) throw new Error(`deal ${game}: a legal action was refused (${r.error.code})`);
    s = r.value;
  }
  whole(s, game, 'end');
  return s;
}

describe(`a deal for five played at random: properties over ${DEALS.toLocaleString('en')} deals`, () => {
  it('every deal ends, keeps every card in one place, refuses without change, replays, redeals to the same view, and settles as the test-only settlement says', () => {
    const seen = new Set<string>();
    for (let game = 0; game < DEALS; game++) {
      const s = playRandom(game);
      const r = s.result!;
      seen.add(`${s.alone ? 'alone' : 'sit-out'} ${r.outcome}`);
      // Each trick's taker, as the trick rules decide it afresh.
      expect(s.tricks.map((t, i) => fiveTrickWinner(s, t, i))).toEqual(s.takers);
      // The test-only settlement, from the source text alone, agrees on the ending, the tricks and every seat's money.
      const oracle = settleFive({
        variant: s.start.variant,
        dealer: s.start.dealer,
        alone: s.alone!,
        stockSize: KNUEFFELN[s.start.variant].pack.length - 36 - s.turnedUp.length,
        actions: s.actions,
        takers: s.takers,
      });
      expect([r.outcome, s.tricks.length, r.paid]).toEqual([oracle.outcome, oracle.tricks, oracle.paid]);
      expect(r.paid.reduce((a, b) => a + b, 0)).toBe(0);
      // The rules' own settlement and trick count agree: settle for this ending, scoreTricks for the tricks' sides.
      const players = s.alone ? 5 : 4;
      const paid = settle({
        variant: s.start.variant,
        outcome: r.outcome,
        acceptedTurns: r.acceptedTurns,
        players,
        ...(r.outcome === 'ran' ? { wentOn: s.marching !== null } : {}),
      });
      expect(paid.ok && paid.value).toEqual(r.payment);
      if (r.outcome !== 'ran') {
        const sides = s.takers.map((seat) => sideOfFive(s, seat)!);
        const score = scoreTricks(players, sides, { wentOn: s.marching !== null, tricksInDeal: Math.min(TRICKS, stockCardsOf(s)) });
        expect([score.outcome, score.winner, score.decidedAfter]).toEqual([r.outcome, r.winner, s.tricks.length]);
      }
      expect(FIVE_MACHINE.paid(s)).toEqual(r.paid);
      // The actions alone rebuild the deal.
      if (game % 10 === 0) expect(replayFive(s.start, s.actions)).toEqual({ ok: true, value: s });
    }
    // Random players reach the endings of both kinds of deal.
    for (const ending of ['alone game', 'alone jann', 'alone march', 'alone failed-march', 'alone ran', 'sit-out game', 'sit-out jann', 'sit-out ran']) {
      expect(seen).toContain(ending);
    }
  });
});
