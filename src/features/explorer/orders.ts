import type { FamilyCard } from '../../rules/index.ts';
import type { Explorer } from './explorer.svelte.ts';

/** One order of the cards on the table, and who wins it (-1 while the rules cannot answer). */
interface Order {
  readonly cards: readonly FamilyCard[];
  readonly winner: number;
}

function permutations<T>(items: readonly T[]): T[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/** Every order of the cards on the table, with its winner by the game's rules. */
export function ordersOf(ex: Explorer): Order[] {
  if (!ex.ready || ex.model.cards.length < 2) return [];
  return permutations(ex.model.cards).map((cards) => ({ cards, winner: ex.resolve(cards)?.winner ?? -1 }));
}
