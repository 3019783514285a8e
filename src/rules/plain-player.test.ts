import { describe, expect, it } from 'vitest';
import { plainMove, type PlainAsk } from './plain-player.ts';
import { plainAsked } from './plain-asked.ts';
import { cardOrder } from './family-read.ts';
import { randomFrom } from './shuffle.ts';
import type { TableAct } from './deal-rules.ts';

type Act = TableAct & { card?: string; by?: number; cards?: string[]; give?: string; take?: string };

/** A toy pack of one suit, 1 to 9: the higher card takes a trick. */
const TOY = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];
const toy = cardOrder('test-toy', TOY, (lead, second) => Number(second) > Number(lead));
const plays = (...cards: string[]): Act[] => cards.map((card) => ({ type: 'play', seat: 0, card }));

/** Seat 0 and 2 one side, 1 and 3 the other; a trick held by `holder`, in which the highest card laid takes it. */
function ask(choices: Act[], holder: number | null, best = 0, outstanding: string[] = []): PlainAsk<Act> {
  return {
    choices,
    seat: 0,
    holder,
    after: (a) => (holder === null || Number(a.card) > best ? 0 : holder),
    sideOf: (x) => x % 2,
    random: randomFrom('plain'),
    power: (c) => toy.power.get(c) ?? 0,
    beaten: (c) => outstanding.some((d) => toy.takenBy.get(c)!.has(d)),
  };
}
const card = (a: Act) => a.card;
const asked = (choices: Act[]) => plainAsked(choices, (c) => toy.power.get(c) ?? 0, randomFrom('asked'));

// Known answers, each from the policy as bots.md (finding 2) describes a sensible player.
describe('the plain player of the playouts: as a sensible player plays', () => {
  it('ranks a pack by two-card tricks: the card that takes more is stronger', () => {
    expect(toy.power.get('9')).toBeGreaterThan(toy.power.get('8')!);
    expect([...toy.takenBy.get('7')!].sort()).toEqual(['8', '9']);
  });
  it.each([
    ['leads the cheapest card no card out takes', plays('3', '9', '8'), null, 0, ['7'], '8'],
    ['leads its lowest when every card may be taken', plays('3', '5', '6'), null, 0, ['9'], '3'],
    ['takes the other side’s trick with the cheapest card that does', plays('9', '7', '2'), 1, 6, [], '7'],
    ['throws its lowest when it cannot take the trick', plays('4', '5', '2'), 1, 8, [], '2'],
    ['leaves a partner’s trick there with its lowest card', plays('9', '7', '3'), 2, 8, [], '3'],
  ] as const)('%s', (_, choices, holder, best, out, want) => {
    expect(card(plainMove(ask([...choices], holder, best, [...out])))).toBe(want);
  });
  it('accepts a raise, declares a Kaiser, never calls Spieldrei, folds or concedes, and marks the smaller raise', () => {
    const q = (...types: [string, Partial<Act>?][]) =>
      plainMove(
        ask(
          types.map(([type, more]) => ({ type, seat: 0, ...more })),
          null,
        ),
      ).type;
    expect(q(['fold'], ['accept'])).toBe('accept');
    expect(q(['pass'], ['spieldrei'], ['declare', { card: '9' }])).toBe('declare');
    expect(q(['spieldrei'], ['pass'])).toBe('pass');
    expect(
      plainMove(
        ask(
          [
            { type: 'raise', seat: 0, by: 3 },
            { type: 'raise', seat: 0, by: 1 },
          ],
          null,
        ),
      ).by,
    ).toBe(1);
    expect(q(['concede'], ['pass'])).toBe('pass');
  });
  it('lays aside its two weakest cards, and takes a stronger card in exchange but keeps a stronger one', () => {
    const discards: Act[] = [
      ['9', '1'],
      ['2', '1'],
      ['5', '6'],
    ].map((cards) => ({ type: 'discard', seat: 0, cards }));
    expect(asked(discards).cards).toEqual(['2', '1']);
    const swap = (give: string, take: string): Act => ({ type: 'exchange', seat: 0, give, take });
    expect(asked([swap('2', '8'), swap('2', '5'), { type: 'pass', seat: 0 }]).take).toBe('8');
    expect(asked([swap('8', '2'), { type: 'pass', seat: 0 }]).type).toBe('pass');
  });
});
