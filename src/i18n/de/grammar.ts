import type { Param } from '../message.ts';

/** German nouns for the ranks take der (Bube, König), das (Ass) or die (the numbers, Dame). */
const gender = (rank: Param | undefined): 'm' | 'n' | 'f' => (rank === 'Ass' ? 'n' : rank === 'König' || rank === 'Bube' ? 'm' : 'f');
/** "ein gewählter", "eine gewählte", "ein gewähltes" … for the rank that follows. */
export const ein = (rank: Param | undefined, adjective: string) =>
  ({ m: `ein ${adjective}er`, f: `eine ${adjective}e`, n: `ein ${adjective}es` })[gender(rank)];
export const der = (rank: Param | undefined, adjective: string) => ({ m: `der ${adjective}e`, f: `die ${adjective}e`, n: `das ${adjective}e` })[gender(rank)];
export const bare = (rank: Param | undefined, adjective: string) => ({ m: `${adjective}er`, f: `${adjective}e`, n: `${adjective}es` })[gender(rank)];
