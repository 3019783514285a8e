import { describe, expect, it } from 'vitest';
import { BANNERS, FAMILY, KNUEFFELN } from '../../rules/index.ts';
import { isFull, linkState, modelOf, step, type TrickEvent, type TrickModel } from './model.ts';
import { emptyState } from './share.ts';

/** Steps through events from a model, as the store does. */
const run = (m: TrickModel, ...events: TrickEvent[]) => events.reduce(step, m);
const dealt = modelOf({ ...emptyState(), chosen: ['H', 'S'] });
const lay = (m: TrickModel, ...cards: string[]) => run(m, ...cards.map((card) => ({ kind: 'play', card }) as TrickEvent));

describe('laying cards', () => {
  it('lays each card once, up to one per player', () => {
    const m = lay(dealt, '4D', '3S', '4D', 'AD', '8C', '9C');
    expect(m.cards).toEqual(['4D', '3S', 'AD', '8C']);
    expect(isFull(m)).toBe(true);
    expect(isFull(lay(dealt, '4D'))).toBe(false);
  });

  it('takes back the last card, clears, removes and moves one', () => {
    const m = lay(dealt, 'AC', 'KC', 'KS');
    expect(run(m, { kind: 'undo' }).cards).toEqual(['AC', 'KC']);
    expect(run(m, { kind: 'clear' }).cards).toEqual([]);
    expect(run(m, { kind: 'remove', at: 1 }).cards).toEqual(['AC', 'KS']);
    expect(run(m, { kind: 'move', at: 1, by: -1 }).cards).toEqual(['KC', 'AC', 'KS']);
    expect(run(m, { kind: 'move', at: 2, by: 1 })).toBe(m);
    expect(run(m, { kind: 'move', at: 0, by: -1 })).toBe(m);
  });

  it('in a "your turn" task keeps the lesson’s cards and takes one more', () => {
    const m = run(lay(dealt, '4D', '3S'), { kind: 'task' });
    expect([m.locked, m.limit]).toEqual([2, 3]);
    const played = lay(m, 'AD', '8C');
    expect(played.cards).toEqual(['4D', '3S', 'AD']);
    expect(isFull(played)).toBe(true);
    // The lesson's cards stay put.
    for (const e of [{ kind: 'clear' }, { kind: 'remove', at: 1 }, { kind: 'move', at: 2, by: -1 }] as TrickEvent[])
      expect(run(played, e).cards.slice(0, 2)).toEqual(['4D', '3S']);
    expect(run(played, { kind: 'clear' }).cards).toEqual(['4D', '3S']);
    expect(run(m, { kind: 'undo' })).toBe(m);
  });
});

describe('the deal', () => {
  it('picks two chosen suits: a tap unpicks, a third replaces the second; one chosen suit in a game of one', () => {
    const open = modelOf(emptyState());
    const suit = (suit: 'H' | 'S' | 'D', chosenCount: 1 | 2 = 2): TrickEvent => ({ kind: 'suit', suit, chosenCount });
    expect(run(open, suit('H'), suit('S')).chosen).toEqual(['H', 'S']);
    expect(run(open, suit('H'), suit('S'), suit('D')).chosen).toEqual(['H', 'D']);
    expect(run(open, suit('H'), suit('S'), suit('H')).chosen).toEqual(['S']);
    expect(run(open, suit('H', 1), suit('S', 1)).chosen).toEqual(['S']);
  });

  it('fewer players drop the later seats’ names and cards, and move the lead onto the table', () => {
    const m = run(lay(modelOf({ ...emptyState(5), chosen: ['H', 'S'], lead: 4, names: ['A', 'B', 'C', 'D', 'E'] }), '4D', '3S', 'AD', '8C', '9C'), {
      kind: 'players',
      players: 4,
    });
    expect([m.players, m.lead, m.names, m.cards]).toEqual([4, 3, ['A', 'B', 'C', 'D'], ['4D', '3S', 'AD', '8C']]);
    expect(run(m, { kind: 'name', seat: 1, name: 'Bea' }).names).toEqual(['A', 'Bea', 'C', 'D']);
  });

  it('fits a new game: cards its pack lacks are taken out and named, one chosen suit kept, a table for four', () => {
    const m = run(
      lay(modelOf({ ...emptyState(5), chosen: ['H', 'S'] }), 'AH', '6H'),
      { kind: 'variant', variant: 'kaiserspiel' },
      { kind: 'fit', facts: FAMILY.kaiserspiel },
    );
    expect([m.variant, m.cards, m.dropped, m.chosen, m.players]).toEqual(['kaiserspiel', ['6H'], ['AH'], ['H'], 4]);
  });

  it('declares and undeclares Kaisers, keeping the banners’ order', () => {
    const none = run(modelOf(emptyState()), ...BANNERS.map((banner): TrickEvent => ({ kind: 'kaiser', banner })));
    expect(none.kaisers).toEqual([]);
    expect(run(none, { kind: 'kaiser', banner: 'TH' }, { kind: 'kaiser', banner: 'TC' }).kaisers).toEqual(['TC', 'TH']);
  });

  it('enters turn-ups until they decide the chosen suits', () => {
    const m = run(modelOf(emptyState()), { kind: 'turnUps' });
    expect(m.turnUps).toEqual([]);
    // Cards turned up one by one (a card turned twice counts once) until they decide.
    const cards = ['4D', '4D', '3S', 'AH', 'KS', 'QC', 'JD', '9H', '8S', '7C', '6D', '5H', '4S', '3C', '2D', 'AS'];
    let decided = m;
    for (let n = 0; decided.turnUps && n < cards.length; n++) decided = lay(decided, cards[n]!);
    expect(decided.turnUps).toBeNull();
    expect(decided.lastTurnUps).not.toBeNull();
    if (decided.lastTurnUps?.kind === 'chosen') expect(decided.chosen).toEqual(decided.lastTurnUps.chosen);
    // Turn-ups lay no card on the table; cancelled, the entry ends and the deal stays as it was.
    expect(decided.cards).toEqual([]);
    expect(run(m, { kind: 'play', card: '4D' }, { kind: 'cancelTurnUps' })).toMatchObject({ turnUps: null, chosen: [] });
  });
});

describe('the link', () => {
  it('holds the chosen suits only once all are picked, and Kaisers only where the game declares them', () => {
    const m = lay(dealt, '4D');
    expect(linkState(m, KNUEFFELN.bohmstedt)).toEqual({
      variant: 'bohmstedt',
      chosen: ['H', 'S'],
      players: 4,
      lead: 0,
      cards: ['4D'],
      names: ['', '', '', ''],
    });
    expect(linkState(run(m, { kind: 'suit', suit: 'S', chosenCount: 2 }), KNUEFFELN.bohmstedt).chosen).toEqual([]);
    expect(linkState(m, null).chosen).toEqual([]);
    expect(linkState(modelOf({ ...emptyState(), variant: 'kaiserspiel', kaisers: ['TC'] }), FAMILY.kaiserspiel).kaisers).toEqual(['TC']);
  });

  it('loads a link over the model: the lesson’s lock stays, the turn-ups end', () => {
    const m = run(lay(dealt, '4D'), { kind: 'task' }, { kind: 'turnUps' });
    const loaded = step(m, { kind: 'load', state: { ...emptyState(), chosen: ['D', 'C'], cards: ['KS'] } });
    expect([loaded.chosen, loaded.cards, loaded.turnUps, loaded.locked]).toEqual([['D', 'C'], ['KS'], null, 1]);
    expect(loaded.kaisers).toEqual(BANNERS);
  });
});
