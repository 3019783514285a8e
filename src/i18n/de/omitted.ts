import type { Param } from '../message.ts';

/** The French pack's ranks in the plural, by rank code, for the ranks a pack leaves out: „ohne die Zehnen“, „ohne die Fünfen“. */
const PLURAL: Readonly<Record<string, string>> = {
  A: 'Asse',
  K: 'Könige',
  Q: 'Damen',
  J: 'Buben',
  T: 'Zehnen',
  '9': 'Neunen',
  '8': 'Achten',
  '7': 'Siebenen',
  '6': 'Sechsen',
  '5': 'Fünfen',
  '4': 'Vieren',
  '3': 'Dreien',
  '2': 'Zweien',
};

/**
 * The rank a pack leaves out, in the plural with its article, from its code (or a rank segment from the speaker):
 * "die Zehnen", "die Fünfen"; several stay as given. Only the bad-link and refusal words need it, so it is apart
 * from the grammar every German island loads.
 */
export function withoutRanks(ranks: Param | undefined): string {
  const code = Array.isArray(ranks) ? (ranks as readonly { rank?: string }[])[0]?.rank : ranks;
  return typeof code === 'string' && Object.hasOwn(PLURAL, code) ? `die ${PLURAL[code]}` : '{omitted}';
}
