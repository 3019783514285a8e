/**
 * Die Grammatik der Kartennamen, als Daten statt geraten: für jeden Rang jedes Blatts (französisch, deutsch,
 * schweizerisch) sein Geschlecht und seine vier Fälle im Singular, schwache Nomen eingeschlossen (der Bube, den
 * Buben, dem Buben, des Buben). Der Schlüssel ist der Rangcode der Regeln (A K Q J T 9 … 2), nie das übersetzte Wort.
 * Die Tabelle steht im deutschen Katalog (Teil `game`, 'noun.<Blatt>.<Rang>' und 'article.<Geschlecht>'; die Ränge der
 * deutschen und schweizerischen Blätter im Teil `family`) und reist
 * mit ihm als Daten zu jeder Insel; der Sprecher (speaker.ts) liest sie für „{card:dat}“, die Kartennamen und die
 * Endungen vor einem Rang ({ gender: 'rank', … }). Die Zeilen stehen als Zeichenketten (Geschlecht, dann Nominativ,
 * Akkusativ, Dativ, Genitiv), weil jede deutsche Insel sie bekommt: so ist sie klein.
 */
export type Case = 'nom' | 'acc' | 'dat' | 'gen';
export type Gender = 'm' | 'f' | 'n';
/** The packs' styles, as src/rules/family.ts names them. */
export type PackStyle = 'french' | 'german' | 'swiss';
export type RankCode = 'A' | 'K' | 'Q' | 'J' | 'T' | '9' | '8' | '7' | '6' | '5' | '4' | '3' | '2';
/** A noun: its gender and its forms in the four cases (nominative, accusative, dative, genitive), singular. */
export interface Noun {
  readonly gender: Gender;
  readonly nom: string;
  readonly acc: string;
  readonly dat: string;
  readonly gen: string;
}

/**
 * Each pack's nouns by rank code: the gender, then the four cases. A feminine noun (die Dame, the number cards) is the
 * same in every case, so its row gives the one form. A pack's own nouns (German suits: Ober, Unter, Daus; Swiss suits:
 * Ober, Under, Banner) stand in for the French pack's; the articles of each gender in the four cases close the table.
 */
export const grammar = {
  'noun.french.A': 'n Ass Ass Ass Asses',
  'noun.french.K': 'm König König König Königs',
  'noun.french.Q': 'f Dame',
  'noun.french.J': 'm Bube Buben Buben Buben',
  'noun.french.T': 'f Zehn',
  'noun.french.9': 'f Neun',
  'noun.french.8': 'f Acht',
  'noun.french.7': 'f Sieben',
  'noun.french.6': 'f Sechs',
  'noun.french.5': 'f Fünf',
  'noun.french.4': 'f Vier',
  'noun.french.3': 'f Drei',
  'noun.french.2': 'f Zwei',
  'article.m': 'der den dem des',
  'article.f': 'die die der der',
  'article.n': 'das das dem des',
} as const satisfies Readonly<Partial<Record<`noun.${PackStyle}.${RankCode}` | `article.${Gender}`, string>>>;
/**
 * The nouns only the family's packs have (German suits: Ober, Unter, Daus; Swiss suits: Ober, Under, Banner). They
 * travel with the family's words (Teil `family`), so that a Knüffeln island does not carry them.
 */
export const packNouns = {
  'noun.german.Q': 'm Ober Ober Ober Obers',
  'noun.german.J': 'm Unter Unter Unter Unters',
  'noun.german.2': 'n Daus Daus Daus Dauses',
  'noun.swiss.Q': 'm Ober Ober Ober Obers',
  'noun.swiss.J': 'm Under Under Under Unders',
  'noun.swiss.T': 'n Banner Banner Banner Banners',
} as const satisfies Readonly<Partial<Record<`noun.${PackStyle}.${RankCode}`, string>>>;
const CASES: readonly Case[] = ['nom', 'acc', 'dat', 'gen'];

/** The noun for a rank of a pack, as the table gives it: nounOf('J') is der Bube, nounOf('Q', 'german') der Ober; undefined for no rank. */
export function nounOf(rank: RankCode, style?: PackStyle): Noun;
export function nounOf(rank: unknown, style?: unknown): Noun | undefined;
export function nounOf(rank: unknown, style: unknown = 'french'): Noun | undefined {
  const table: Readonly<Record<string, string>> = { ...grammar, ...packNouns };
  const row = table[`noun.${String(style)}.${String(rank)}`] ?? table[`noun.french.${String(rank)}`];
  if (!row) return undefined;
  const [gender, nom, ...rest] = row.split(' ') as [Gender, string, ...string[]];
  return { gender, nom, acc: rest[0] ?? nom, dat: rest[1] ?? nom, gen: rest[2] ?? nom };
}
/** The definite article for a gender in a case, as the table gives it: der, den, dem, des; die, der; das, dem, des. */
export const article = (gender: Gender, grammaticalCase: Case = 'nom'): string => grammar[`article.${gender}`].split(' ')[CASES.indexOf(grammaticalCase)]!;

/** „gewählter“, „gewählte“, „gewähltes“: an adjective's strong ending for the gender of the rank in the parameter `rank`. */
export const bare = (adjective: string) => ({ gender: 'rank', m: `${adjective}er`, f: `${adjective}e`, n: `${adjective}es` }) as const;
/** „ein gewählter“, „eine gewählte“, „ein gewähltes“ (nominative) before the rank in `rank`. */
export const ein = (adjective: string) => ({ gender: 'rank', m: `ein ${adjective}er`, f: `eine ${adjective}e`, n: `ein ${adjective}es` }) as const;
/** „der gewählte“, „die gewählte“, „das gewählte“ (nominative) before the rank in `rank`. */
export const der = (adjective: string) => ({ gender: 'rank', m: `der ${adjective}e`, f: `die ${adjective}e`, n: `das ${adjective}e` }) as const;
