import { describe, expect, it } from 'vitest';
import { TABLE_GAMES } from '../../rules/table-games.ts';
import { makeGameLink } from './game-link.ts';
import { freshDeal, openTable } from './game-open.ts';

// Which deal the table opens with, for each kind of address a player may bring (a shared link, a game's own page, a
// hand-typed size, a broken link), over the real games.
const games = TABLE_GAMES;
const seatsOf = (id: keyof typeof games, state: unknown) => games[id].game.startOf(state).seats;

describe('opening the table from an address', () => {
  it('opens the deal a link holds, move for move', () => {
    const { game } = games.karnoeffel;
    let s = freshDeal(game, 4, 'open');
    for (let k = 0; k < 5; k++) s = (game.apply(s, game.legalActions(s)[0]!) as { ok: true; value: unknown }).value;
    const opened = openTable(games, makeGameLink('karnoeffel', game, s), 'unused');
    expect(opened).toEqual({ id: 'karnoeffel', state: s, problem: null });
  });

  it('deals a bare address afresh, at the size it asks for where the game is dealt at it, without a word of trouble', () => {
    const six = openTable(games, '?game=karniffel&seats=6', 'x');
    expect([six.id, seatsOf('karniffel', six.state), six.problem]).toEqual(['karniffel', 6, null]);
    const odd = openTable(games, '?game=karniffel&seats=5', 'x');
    expect(seatsOf('karniffel', odd.state)).toBe(games.karniffel.game.tables[0]);
    expect(openTable(games, '?game=kaiserspiel', 'x').problem).toBeNull();
  });

  it('names what a broken address got wrong, and keeps what it could read', () => {
    const unknown = openTable(games, '?game=skat&seed=x&seats=4&deal=0&dealer=0', 'x');
    expect([unknown.id, unknown.problem?.code]).toEqual(['knueffeln-5', 'unknown-game']);
    expect(openTable(games, '?game=karnoeffel&seed=x&seats=9&deal=0&dealer=0', 'x').problem?.code).toBe('bad-start');
    const moved = openTable(games, '?game=karnoeffel&seed=x&seats=4&deal=0&dealer=0&moves=00zz', 'x');
    expect(moved.problem).toMatchObject({ code: 'bad-move', at: 3 });
    expect(games.karnoeffel.game.actionsOf(moved.state)).toHaveLength(2);
  });
});
