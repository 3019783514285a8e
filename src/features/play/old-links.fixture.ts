/**
 * What a Play link opens, in words that do not depend on how the table is built (issue 44): the game and its table,
 * the deal's start, how many moves were replayed, the learner's hand, the trick on the table, who is to act, how the
 * deal ended, and what the link got wrong. `old-links.json` holds links made before the two tables became one, each
 * with what it opened then; the test asks that each still opens the same. Only this adapter may change with the
 * table; the links and their answers never do.
 */
import { anyTableGame } from '../../rules/table-games.ts';
import { FOUR_LINKS } from './address.ts';
import { gameIdOf, gameLinks } from './game-open.ts';
import { TABLE_GAME_IDS } from '../../rules/table-ids.ts';
import { YOU } from './four-host.ts';
import type { LinkTrouble } from './table-links.ts';

export interface Opens {
  readonly game: string;
  /** four-player Knüffeln's variant, or the table size */
  readonly table: string;
  readonly seed: string;
  readonly deal: number;
  readonly dealer: number;
  readonly moves: number;
  /** the learner's hand, sorted (a hand's order on screen is the table's business) */
  readonly hand: readonly string[];
  /** the trick being played: each card laid, '?' for one face down */
  readonly trick: readonly string[];
  readonly toAct: number | null;
  readonly over: boolean;
  /** four-player Knüffeln: the table talk heard, and the move shown (&at=) */
  readonly talk?: number;
  readonly at?: number | null;
  /** what the link got wrong: the codes, a bad move's place after an @ */
  readonly problems: readonly string[];
}

const sorted = (cards: readonly unknown[]): string[] => cards.map(String).sort();
/** A link's problems as the table's codec names them (table-links.ts): each code, a bad move's place after an @. */
const named = (problems: readonly LinkTrouble[]): string[] => problems.map((p) => p.code + (p.at !== undefined ? `@${p.at}` : ''));

/** What a link (its query string) opens today. `seed` stands for the fresh seed a page would draw. */
export function opens(search: string, seed = 'fresh'): Opens {
  if (new URLSearchParams(search).has('game')) {
    const id = gameIdOf(TABLE_GAME_IDS, search);
    const game = anyTableGame(id).game;
    const o = gameLinks(id, game).read(search, seed);
    const start = game.startOf(o.state);
    const table = game.table(game.viewOf(o.state, 0));
    return {
      game: o.id,
      table: String(start.seats),
      seed: start.seed,
      deal: start.dealNo,
      dealer: start.dealer,
      moves: game.actionsOf(o.state).length,
      hand: sorted(table.hand),
      trick: (table.trick?.cards ?? []).map((c) => (c.card === null ? '?' : String(c.card))),
      toAct: game.toAct(o.state),
      over: game.toAct(o.state) === null,
      problems: named(o.problems),
    };
  }
  const read = FOUR_LINKS.read(search, seed);
  const s = read.state;
  return {
    game: 'knueffeln',
    table: s.start.variant,
    seed: s.start.seed,
    deal: s.start.dealNo,
    dealer: s.start.dealer,
    moves: s.actions.length,
    hand: sorted(s.hands[YOU]!),
    trick: [...(s.trick?.cards ?? []).map(String), ...(s.faceDown !== null && s.phase === 'turned' ? ['?'] : [])],
    toAct: s.result ? null : s.toAct,
    over: s.result !== null,
    talk: read.talk.length,
    at: read.at,
    problems: named(read.problems),
  };
}
