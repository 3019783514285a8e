import { describe, expect, it } from 'vitest';
import { packOf, VARIANT_IDS, VARIANTS } from './index.ts';
import { FOUR_TABLES, paidFour } from './four-table.ts';
import { redealFour } from './four-redeal.ts';
import { apply, startDeal, type PlayState, type Seat } from './play.ts';
import { places } from './places.fixture.ts';
import { randomFrom } from './shuffle.ts';
import { legalActions, viewOf } from './view.ts';

const DEALS = 2_000;

/** A state played on to its end by random legal actions; throws where the rules refuse one they listed. */
function playOn(s: PlayState, random: () => number): PlayState {
  for (let step = 0; s.phase !== 'over'; step++) {
    if (step > 120) throw new Error('a deal does not end');
    const actions = legalActions(s);
    const r = apply(s, actions[Math.floor(random() * actions.length)]);
    if (!r.ok) throw new Error(`a legal action was refused (${r.error.code})`);
    s = r.value;
  }
  return s;
}

// A state dealt again from a seat's view (the bots' picture of what they cannot see) must be a deal the view could
// have come from: every card in one place, the same view from that seat, and a deal the rules play on to its end.
describe(`Knüffeln for four dealt again from a seat's view: properties over ${DEALS.toLocaleString('en')} deals`, () => {
  it('keeps every card in one place and the seat’s view the same, in every phase and every variant, and plays on', () => {
    const phases = new Map<string, number>();
    for (let game = 0; game < DEALS; game++) {
      const variant = VARIANT_IDS[game % VARIANT_IDS.length]!;
      const pack = [...packOf(VARIANTS[variant])].sort().join();
      let s = startDeal({ variant, seed: `redeal-${game}`, dealNo: game % 5, dealer: (game % 4) as Seat });
      const random = randomFrom(`redeal-actions-${game}`);
      for (let step = 0; s.phase !== 'over'; step++) {
        const seat = (random() < 0.5 ? s.toAct : Math.floor(random() * 4)) as Seat;
        const view = viewOf(s, seat);
        const again = redealFour(view, random);
        const where = `${variant} deal ${game}, step ${step}, seat ${seat} (${s.phase})`;
        if ([...places(again)].sort().join() !== pack) throw new Error(`${where}: a card is in two places, or lost`);
        // Compared as JSON (the views are plain data, built key by key the same way): deep equality costs seconds here.
        const seen = viewOf(again, seat);
        if (JSON.stringify(seen) !== JSON.stringify(view)) expect(seen, `${where}: a redeal changed the seat's view`).toEqual(view);
        // While another seat decides an exchange, the picture has that seat offered one, never this seat.
        if (again.phase === 'exchange' && seat !== s.toAct) expect(again.offer!.seat, where).not.toBe(seat);
        const key = `${s.phase}${s.phase === 'exchange' ? (seat === s.toAct ? ' asked' : ' waiting') : ''}`;
        phases.set(key, (phases.get(key) ?? 0) + 1);
        if (step % 5 === 0) playOn(again, random);
        const actions = legalActions(s);
        const r = apply(s, actions[Math.floor(random() * actions.length)]);
        if (!r.ok) throw new Error(`${where}: a legal action was refused (${r.error.code})`);
        s = r.value;
      }
      // What the deal paid: each of the paid side gets what each loser pays it, and the table sums to nothing.
      const paid = paidFour(s);
      expect(paid.reduce((a, b) => a + b, 0)).toBe(0);
      expect(paid[s.result!.winner]).toBe(s.result!.payment.amount);
    }
    for (const phase of ['exchange asked', 'exchange waiting', 'play', 'turned', 'march']) expect(phases.get(phase) ?? 0, phase).toBeGreaterThan(50);
  });

  it('reads a start as a link writes it, for four only, and deals the first deal as the Knüffeln table does (East deals)', () => {
    for (const id of VARIANT_IDS) {
      const game = FOUR_TABLES[id];
      expect(game.first(4, 's')).toEqual({ seats: 4, seed: 's', dealNo: 0, dealer: 3 });
      expect(game.parseStart({ seats: 5, seed: 's', dealNo: 0, dealer: 0 }).ok).toBe(false);
      const s = game.start({ seats: 4, seed: 's', dealNo: 2, dealer: 1 });
      expect(s.start).toEqual({ variant: id, seed: 's', dealNo: 2, dealer: 1 });
      expect(game.next(s)).toEqual({ seats: 4, seed: 's', dealNo: 3, dealer: 2 });
    }
  });

  it('shows a card taken in an exchange at its seat to the deal’s end, gone once it left the hand (face up or face down)', () => {
    let gone = 0;
    for (let game = 0; game < 300; game++) {
      const variant = VARIANT_IDS[game % VARIANT_IDS.length]!;
      const table = FOUR_TABLES[variant];
      let s = startDeal({ variant, seed: `seen-${game}`, dealNo: 0, dealer: (game % 4) as Seat });
      const random = randomFrom(`seen-actions-${game}`);
      while (s.phase !== 'over') {
        for (const seat of [0, 1, 2, 3] as const)
          for (const f of table.table(table.viewOf(s, seat)).faceUp) {
            if (f.seat === null) continue;
            const taken = s.exchanges.some((e) => e.seat === f.seat && e.take === f.card);
            expect(taken, `${variant} ${game}: ${f.card} at seat ${f.seat}`).toBe(true);
            expect(f.gone === true, `${variant} ${game}: ${f.card} gone`).toBe(!s.hands[f.seat]!.includes(f.card as never));
            if (f.gone) gone++;
          }
        const actions = legalActions(s);
        const r = apply(s, actions[Math.floor(random() * actions.length)]!);
        if (!r.ok) throw new Error(r.error.code);
        s = r.value;
      }
    }
    expect(gone).toBeGreaterThan(100);
  });
});
