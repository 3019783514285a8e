import type { Message, Param, Params, Segment } from '../message.ts';

/**
 * Die Grammatik der Kartennamen, aus Daten statt geraten: für jeden Rang jedes Blatts (französisch, deutsch,
 * schweizerisch) sein Geschlecht und seine vier Fälle im Singular, schwache Nomen eingeschlossen (der Bube, den
 * Buben, dem Buben, des Buben). Der Schlüssel ist der Rangcode der Regeln (A K Q J T 9 … 2), nie das übersetzte Wort.
 * Nur die deutschen Katalogteile laden diese Datei.
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

const noun = (gender: Gender, nom: string, acc: string, dat: string, gen: string): Noun => ({ gender, nom, acc, dat, gen });
/** A feminine noun keeps its form in every case: die Zehn, der Zehn. */
const fem = (word: string): Noun => noun('f', word, word, word, word);
/** A strong masculine or neuter noun: only the genitive takes -s or -es (des Königs, des Asses, des Obers). */
const strong = (gender: 'm' | 'n', word: string, gen: string): Noun => noun(gender, word, word, word, gen);

/** The French pack's ranks (Knüffeln, Karnöffel). */
const FRENCH: Readonly<Record<RankCode, Noun>> = {
  A: strong('n', 'Ass', 'Asses'),
  K: strong('m', 'König', 'Königs'),
  Q: fem('Dame'),
  J: noun('m', 'Bube', 'Buben', 'Buben', 'Buben'),
  T: fem('Zehn'),
  '9': fem('Neun'),
  '8': fem('Acht'),
  '7': fem('Sieben'),
  '6': fem('Sechs'),
  '5': fem('Fünf'),
  '4': fem('Vier'),
  '3': fem('Drei'),
  '2': fem('Zwei'),
};
const OBER = strong('m', 'Ober', 'Obers');
/** Where a pack's rank has a noun of its own: German suits (Ober, Unter, Daus), Swiss suits (Ober, Under, Banner). */
const OWN: Readonly<Record<PackStyle, Partial<Record<RankCode, Noun>>>> = {
  french: {},
  german: { Q: OBER, J: strong('m', 'Unter', 'Unters'), '2': strong('n', 'Daus', 'Dauses') },
  swiss: { Q: OBER, J: strong('m', 'Under', 'Unders'), T: strong('n', 'Banner', 'Banners') },
};

const isRank = (x: unknown): x is RankCode => typeof x === 'string' && x in FRENCH;
const isStyle = (x: unknown): x is PackStyle => x === 'french' || x === 'german' || x === 'swiss';
const isCase = (x: unknown): x is Case => x === 'nom' || x === 'acc' || x === 'dat' || x === 'gen';

/** The noun for a rank of a pack: nounOf('J') is der Bube, nounOf('Q', 'german') der Ober. */
export const nounOf = (rank: RankCode, style: PackStyle = 'french'): Noun => OWN[style][rank] ?? FRENCH[rank];

const ARTICLE: Readonly<Record<Gender, Record<Case, string>>> = {
  m: { nom: 'der', acc: 'den', dat: 'dem', gen: 'des' },
  f: { nom: 'die', acc: 'die', dat: 'der', gen: 'der' },
  n: { nom: 'das', acc: 'das', dat: 'dem', gen: 'des' },
};
/** The definite article for a gender in a case: der, den, dem, des; die, der; das, dem, des. */
export const article = (gender: Gender, grammaticalCase: Case = 'nom'): string => ARTICLE[gender][grammaticalCase];

/** The rank code a message is given: a rank segment from the speaker ({ text: 'Bube', rank: 'J' }), or the code itself. */
export function rankCodeOf(param: Param | undefined): RankCode | undefined {
  if (isRank(param)) return param;
  if (Array.isArray(param)) {
    const first = (param as readonly Segment[])[0];
    if (first && 'rank' in first && isRank(first.rank)) return first.rank;
  }
  return undefined;
}
/** The pack style a rank segment carries (French where none). */
function styleOf(param: Param | undefined): PackStyle {
  if (Array.isArray(param)) {
    const first = (param as readonly Segment[])[0];
    if (first && 'style' in first && isStyle(first.style)) return first.style;
  }
  return 'french';
}
const genderOf = (rank: Param | undefined): Gender => {
  const code = rankCodeOf(rank);
  return code ? nounOf(code, styleOf(rank)).gender : 'f';
};

/** "ein gewählter", "eine gewählte", "ein gewähltes" … for the rank that follows (nominative). */
export const ein = (rank: Param | undefined, adjective: string): string =>
  ({ m: `ein ${adjective}er`, f: `eine ${adjective}e`, n: `ein ${adjective}es` })[genderOf(rank)];
/** "der gewählte", "die gewählte", "das gewählte" … (nominative). */
export const der = (rank: Param | undefined, adjective: string): string =>
  ({ m: `der ${adjective}e`, f: `die ${adjective}e`, n: `das ${adjective}e` })[genderOf(rank)];
/** "gewählter", "gewählte", "gewähltes": the adjective alone, as in „der Drist (gewählte Drei)“. */
export const bare = (rank: Param | undefined, adjective: string): string => ({ m: `${adjective}er`, f: `${adjective}e`, n: `${adjective}es` })[genderOf(rank)];

/** The French pack's ranks in the plural, for the ranks a pack leaves out: „ohne die Zehnen“, „ohne die Fünfen“. */
const PLURAL: Readonly<Record<RankCode, string>> = {
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
/** „die Zehnen“ for a rank given by its code (or a rank segment); undefined for anything else. */
export const thePlural = (rank: Param | undefined): string | undefined => {
  const code = rankCodeOf(rank);
  return code && `die ${PLURAL[code]}`;
};

/**
 * The catalog's word for a rank, as a form chooser: the speaker asks it with { case } (and gets „Buben“ for the
 * accusative of J); asked without one, it gives the nominative.
 */
export const rankWord =
  (rank: RankCode, style: PackStyle = 'french'): Message =>
  (p) =>
    nounOf(rank, style)[isCase(p['case']) ? p['case'] : 'nom'];

/** The noun a message's params name: { rank, style } (French where no style is given). */
const paramNoun = (p: Params): Noun | undefined => {
  const rank = rankCodeOf(p['rank']);
  return rank && nounOf(rank, isStyle(p['style']) ? p['style'] : 'french');
};
const caseOf = (p: Params): Case => (isCase(p['case']) ? p['case'] : 'nom');

/** The catalog's article for a card: the speaker asks it with { rank, style, case } for „{card:dat}“ → „dem“. */
export const cardArticle: Message = (p) => {
  const noun = paramNoun(p);
  return noun ? article(noun.gender, caseOf(p)) : '';
};
/** A card's or rank's name in a case, its last word declined: { name: 'Pik-Bube', rank: 'J', case: 'dat' } → „Pik-Buben“. */
export const cardForm: Message = (p) => {
  const noun = paramNoun(p);
  const name = p['name'];
  if (typeof name !== 'string' || !noun || !name.endsWith(noun.nom)) return '{name}';
  return name.slice(0, -noun.nom.length) + noun[caseOf(p)];
};
/** „Herz-Zwei“: suit and rank with a hyphen; in a case, the rank's form from the table („Pik-Buben“). */
export const cardName: Message = (p) => {
  const noun = paramNoun({ rank: p['code'] ?? '' });
  const grammaticalCase = caseOf(p);
  return noun && grammaticalCase !== 'nom' ? `{suit}-${noun[grammaticalCase]}` : '{suit}-{rank}';
};
