import type { CardCode } from './cards.ts';
import type { PlayState } from './play.ts';

/** For the tests: every place a card can be in a deal of four (hands, stock, the turn-ups and the cutter's cards on the table, the tricks, face down). */
export const places = (s: PlayState): CardCode[] => [
  ...s.hands.flat(),
  ...s.stock,
  ...s.kept.flat(),
  ...s.laidOut,
  ...s.given,
  ...s.tricks.flatMap((t) => t.cards),
  ...(s.trick?.cards ?? []),
  ...(s.faceDown ? [s.faceDown] : []),
];
