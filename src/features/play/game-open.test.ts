import { describe, expect, it } from 'vitest';
import { anyTableGame, TABLE_GAMES } from '../../rules/table-games.ts';
import { TABLE_GAME_IDS } from '../../rules/table-ids.ts';
import { makeGameLink } from './game-link.ts';
import { freshDeal, gameIdOf, openTable } from './game-open.ts';

// Which deal the table opens with, for each kind of address a player may bring (a shared link, a game's own page, a
// hand-typed size, a broken link), over the real games: the game the address names (gameIdOf), then its deal.
const games = TABLE_GAMES;
const open = (search: string, seed: string) => {
  const id = gameIdOf(TABLE_GAME_IDS, search);
  const { game } = anyTableGame(id);
  const opened = openTable(id, game, search, seed);
  return { id, ...opened, seats: game.startOf(opened.state).seats };
};

describe('opening the table from an address', () => {
  it('opens the deal a link holds, move for move', () => {
    const { game } = games.karnoeffel;
    let s = freshDeal(game, 4, 'open');
    for (let k = 0; k < 5; k++) {
      const next = game.apply(s, game.legalActions(s)[0]!);
      if (next.ok) s = next.value;
    }
    const link = makeGameLink('karnoeffel', game, s);
    expect(gameIdOf(TABLE_GAME_IDS, link)).toBe('karnoeffel');
    expect(openTable('karnoeffel', game, link, 'unused')).toEqual({ state: s, problem: null });
  });

  it('deals a bare address afresh, at the size it asks for where the game is dealt at it, without a word of trouble', () => {
    const six = open('?game=karniffel&seats=6', 'x');
    expect([six.id, six.seats, six.problem]).toEqual(['karniffel', 6, null]);
    expect(open('?game=karniffel&seats=5', 'x').seats).toBe(games.karniffel.game.tables[0]);
    expect(open('?game=kaiserspiel', 'x').problem).toBeNull();
  });

  it('names what a broken address got wrong, and keeps what it could read', () => {
    const unknown = open('?game=skat&seed=x&seats=4&deal=0&dealer=0', 'x');
    expect([unknown.id, unknown.problem?.code]).toEqual(['knueffeln-5', 'unknown-game']);
    expect(open('?game=karnoeffel&seed=x&seats=9&deal=0&dealer=0', 'x').problem?.code).toBe('bad-start');
    const moved = open('?game=karnoeffel&seed=x&seats=4&deal=0&dealer=0&moves=00zz', 'x');
    expect(moved.problem).toMatchObject({ code: 'bad-move', at: 3 });
    expect(anyTableGame('karnoeffel').game.actionsOf(moved.state)).toHaveLength(2);
  });

  it('refuses a link of another game than the one on the table: the table never reads one game’s deal into another', () => {
    const { game } = games.karniffel;
    const link = makeGameLink('karniffel', game, freshDeal(game, 4, 'other'));
    expect(openTable('kaiserspiel', games.kaiserspiel.game, link, 'y').problem?.code).toBe('unknown-game');
  });
});
