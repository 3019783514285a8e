/**
 * Every Play link through one codec: a registry's links read at the edge into the deal, what was said, the move shown
 * and what the link got wrong (each a code, a bad move's place with it), and written back from the deal as it stands.
 * Four-player Knüffeln's links (?v=…: address.ts) and every other game's (?game=…: game-open.ts) are its two formats;
 * every link ever shared reads as it did (old-links.test.ts).
 */
import type { Said } from '../../rules/index.ts';

/** What a link got wrong: its code, and for a move the rules refused, the move's place in the link (from 1). */
export interface LinkTrouble<Code extends string = string> {
  readonly code: Code;
  readonly at?: number;
}

/** What an address holds: the game, the deal (a fresh one where the address names none), what was said, the move shown. */
export interface LinkRead<S, Id extends string, Code extends string = string> {
  readonly id: Id;
  readonly state: S;
  readonly talk: readonly Said[];
  readonly at: number | null;
  readonly problems: readonly LinkTrouble<Code>[];
}

export interface TableLinks<S, Id extends string, Code extends string = string> {
  /** the deal in an address (its query string); `seed` deals a fresh one where the address holds none */
  read(search: string, seed: string): LinkRead<S, Id, Code>;
  /** the address of the deal shown: as it stands, or all of it while it is looked through (`looking`), with what was said */
  write(id: Id, whole: S, looking: boolean, talk: readonly Said[]): string;
}
