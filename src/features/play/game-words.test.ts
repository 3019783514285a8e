import { describe, expect, it } from 'vitest';
import { tables as de } from '../../i18n/de/tables.ts';
import { tables as en } from '../../i18n/en/tables.ts';
import { randomFrom } from '../../rules/shuffle.ts';
import { TABLE_GAME_IDS, TABLE_GAMES } from '../../rules/table-games.ts';
import { recentOf } from './game-words.ts';
import { tableWords } from './table-kit.ts';

// Every action any game at the table offers has its button's words and its sentence for another seat, in both
// languages, found by dealing each game and asking it what may be done (so a new action without words fails here).
describe('the words of the table for every game', () => {
  it('names every action of every game, as a button and as what another seat did, in English and German', () => {
    const types = new Set<string>();
    for (const id of TABLE_GAME_IDS) {
      const { game } = TABLE_GAMES[id];
      for (const seats of game.tables)
        for (let d = 0; d < 40; d++) {
          let s = game.start({ seats, seed: `words-${d}`, dealNo: d, dealer: d % seats });
          const random = randomFrom(`w-${id}-${d}`);
          while (game.toAct(s) !== null) {
            const choices = game.legalActions(s);
            for (const a of choices) types.add(a.type);
            const next = game.apply(s, choices[Math.floor(random() * choices.length)]);
            if (!next.ok) throw new Error(next.error.code);
            s = next.value;
          }
        }
    }
    expect(types.size).toBeGreaterThan(10);
    for (const type of types) {
      for (const words of [en, de] as Readonly<Record<string, unknown>>[]) {
        if (type !== 'play') expect(words, type).toHaveProperty([`tables.act.${type}`]);
        if (type !== 'play' && type !== 'decline') expect(words, type).toHaveProperty([`tables.did.${type}`]);
      }
    }
  });

  it('tells the others’ moves since the learner’s last one, not the cards they laid face up', () => {
    const acts = [
      { type: 'play', seat: 0 },
      { type: 'declare', seat: 1 },
      { type: 'play', seat: 2 },
      { type: 'raise', seat: 3, by: 3 },
    ];
    expect(recentOf(acts, 0)).toEqual([acts[1], acts[3]]);
    expect(recentOf(acts, 3)).toEqual([]);
  });

  it('loads the table’s words with the family’s in each language, the German with every English key', async () => {
    const [english, german] = await Promise.all([tableWords('en'), tableWords('de')]);
    expect(Object.keys(german)).toEqual(expect.arrayContaining(Object.keys(english)));
    expect(english).toHaveProperty(['tables.next']);
    expect(german).toHaveProperty(['seat.6.5']);
  });
});
