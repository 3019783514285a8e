import { describe, expect, it } from 'vitest';
import { FIVE_ACTION_TYPES, isFiveSeat } from './five.ts';
import { ACTION_TYPES, isSeat } from './play.ts';
import { parseTableAction } from './table-actions.ts';

describe('an action of Knüffeln checked at the edge, at four and at five', () => {
  const four = (x: unknown) => parseTableAction(x, ACTION_TYPES, isSeat);
  const five = (x: unknown) => parseTableAction(x, FIVE_ACTION_TYPES, isFiveSeat);

  it('reads a card, an exchange and a seat alone, as fresh actions with nothing of the input kept', () => {
    const input = { type: 'turn', seat: 3, card: 'QH', note: 'kept?' };
    expect(four(input)).toEqual({ ok: true, value: { type: 'turn', seat: 3, card: 'QH' } });
    expect(five({ type: 'exchange', seat: 4, give: 'TC', take: 'AC', extra: 1 })).toEqual({
      ok: true,
      value: { type: 'exchange', seat: 4, give: 'TC', take: 'AC' },
    });
    expect(five({ type: 'see', seat: 2, card: 'AC' })).toEqual({ ok: true, value: { type: 'see', seat: 2 } });
  });

  it("knows each table's own types and seats: the dealer's choice and a fifth seat only at five", () => {
    expect(four({ type: 'alone', seat: 0 })).toEqual({ ok: false, error: { code: 'bad-action', params: { action: 'alone' } } });
    expect(five({ type: 'alone', seat: 0 })).toEqual({ ok: true, value: { type: 'alone', seat: 0 } });
    expect(four({ type: 'play', seat: 4, card: 'AC' })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    expect(five({ type: 'play', seat: 4, card: 'AC' })).toMatchObject({ ok: true });
  });

  it('refuses what is not an action, or a card that is none, with its code', () => {
    expect(four(null)).toEqual({ ok: false, error: { code: 'bad-action', params: { action: 'null' } } });
    expect(five({ type: 'play', seat: 1, card: '<b>' })).toEqual({ ok: false, error: { code: 'bad-card', params: { card: '<b>' } } });
    expect(four({ type: 'exchange', seat: 1, give: 'TC' })).toEqual({ ok: false, error: { code: 'bad-card', params: { card: 'TC undefined' } } });
  });
});
