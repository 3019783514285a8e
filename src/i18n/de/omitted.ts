/**
 * The ranks a pack leaves out, in the plural with the article, by rank code, as the format `{omitted:ranks}`: „ohne die
 * Zehnen“, „ohne die Fünfen“ (a rank parameter is chosen by its code); several stay as given. Only the bad-link and
 * refusal words need it, so it travels with their parts, apart from the grammar every German island gets.
 */
export const omittedRanks = {
  'fmt.ranks': {
    select: 'n',
    A: 'die Asse',
    K: 'die Könige',
    Q: 'die Damen',
    J: 'die Buben',
    T: 'die Zehnen',
    '9': 'die Neunen',
    '8': 'die Achten',
    '7': 'die Siebenen',
    '6': 'die Sechsen',
    '5': 'die Fünfen',
    '4': 'die Vieren',
    '3': 'die Dreien',
    '2': 'die Zweien',
    other: '{n}',
  },
} as const;
