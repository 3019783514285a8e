import type { Param } from '../message.ts';

/** The ranks a pack leaves out, in the plural with their article: "die Zehnen", "die Fünfen"; any other stays as given. */
export const withoutRanks = (ranks: Param | undefined): string => (ranks === 'Zehn' ? 'die Zehnen' : ranks === 'Fünf' ? 'die Fünfen' : '{omitted}');
