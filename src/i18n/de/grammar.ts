import type { Message, Param, Params } from '../message.ts';

/**
 * Die Grammatik der Kartennamen, aus Daten statt geraten: für jeden Rang jedes Blatts (französisch, deutsch,
 * schweizerisch) sein Geschlecht und seine vier Fälle im Singular, schwache Nomen eingeschlossen (der Bube, den
 * Buben, dem Buben, des Buben). Der Schlüssel ist der Rangcode der Regeln (A K Q J T 9 … 2), nie das übersetzte Wort.
 * Nur die deutschen Katalogteile laden diese Datei. Die Tabelle steht als Zeichenketten (Geschlecht, dann Nominativ,
 * Akkusativ, Dativ, Genitiv), weil jede deutsche Insel sie lädt: so ist sie klein.
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
 * Each pack's nouns by rank code: the gender, then the four cases, nominative, accusative, dative, genitive. A feminine
 * noun (die Dame, the number cards) is the same in every case, so its row gives the one form. A pack's own nouns
 * (German suits: Ober, Unter, Daus; Swiss suits: Ober, Under, Banner) stand in for the French pack's.
 */
const NOUNS: Readonly<Record<PackStyle, Partial<Record<RankCode, string>>>> = {
  french: {
    A: 'n Ass Ass Ass Asses',
    K: 'm König König König Königs',
    Q: 'f Dame',
    J: 'm Bube Buben Buben Buben',
    T: 'f Zehn',
    '9': 'f Neun',
    '8': 'f Acht',
    '7': 'f Sieben',
    '6': 'f Sechs',
    '5': 'f Fünf',
    '4': 'f Vier',
    '3': 'f Drei',
    '2': 'f Zwei',
  },
  german: { Q: 'm Ober Ober Ober Obers', J: 'm Unter Unter Unter Unters', '2': 'n Daus Daus Daus Dauses' },
  swiss: { Q: 'm Ober Ober Ober Obers', J: 'm Under Under Under Unders', T: 'n Banner Banner Banner Banners' },
};
const CASES: readonly Case[] = ['nom', 'acc', 'dat', 'gen'];
/** The definite article of each gender in the four cases, in the table's order. */
const ARTICLES: Readonly<Record<Gender, string>> = { m: 'der den dem des', f: 'die die der der', n: 'das das dem des' };

/** The noun for a rank of a pack: nounOf('J') is der Bube, nounOf('Q', 'german') der Ober; undefined for no rank. */
export function nounOf(rank: RankCode, style?: PackStyle): Noun;
export function nounOf(rank: unknown, style?: unknown): Noun | undefined;
export function nounOf(rank: unknown, style: unknown = 'french'): Noun | undefined {
  const row = NOUNS[(style as PackStyle) in NOUNS ? (style as PackStyle) : 'french'][rank as RankCode] ?? NOUNS.french[rank as RankCode];
  if (!row) return undefined;
  const [gender, nom, ...rest] = row.split(' ') as [Gender, string, ...string[]];
  return { gender, nom, acc: rest[0] ?? nom, dat: rest[1] ?? nom, gen: rest[2] ?? nom };
}

const caseOf = (p: Params): Case => (CASES.includes(p['case'] as Case) ? (p['case'] as Case) : 'nom');
/** The definite article for a gender in a case: der, den, dem, des; die, der; das, dem, des. */
export const article = (gender: Gender, grammaticalCase: Case = 'nom'): string => ARTICLES[gender].split(' ')[CASES.indexOf(grammaticalCase)]!;

/** The first segment of a rank param (the speaker's { text: 'Bube', rank: 'J', style }), or nothing. */
const first = (param: Param | undefined) => (Array.isArray(param) ? (param as readonly { rank?: string; style?: string }[])[0] : undefined);
/** The gender of the rank a message is given (a rank segment, or the code itself); feminine where none. */
const genderOf = (param: Param | undefined): Gender => (nounOf(first(param)?.rank ?? param, first(param)?.style) ?? { gender: 'f' }).gender;
/** „gewählter“, „gewählte“, „gewähltes“: the adjective's strong ending for the rank's gender, as in „der Drist (gewählte Drei)“. */
export const bare = (rank: Param | undefined, adjective: string): string => adjective + { m: 'er', f: 'e', n: 'es' }[genderOf(rank)];
/** "ein gewählter", "eine gewählte", "ein gewähltes" … for the rank that follows (nominative). */
export const ein = (rank: Param | undefined, adjective: string): string => (genderOf(rank) === 'f' ? 'eine ' : 'ein ') + bare(rank, adjective);
/** "der gewählte", "die gewählte", "das gewählte" … (nominative). */
export const der = (rank: Param | undefined, adjective: string): string => `${article(genderOf(rank))} ${adjective}e`;

/**
 * The catalog's word for a rank, as a form chooser: the speaker asks it with { case } (and gets „Buben“ for the
 * accusative of J); asked without one, it gives the nominative.
 */
const rankWord =
  (rank: RankCode): Message =>
  (p) =>
    nounOf(rank)[caseOf(p)];
/** The catalog's 'rank.A' … 'rank.2', one form chooser per rank code of the French pack. */
export const rankWords = Object.fromEntries(Object.keys(NOUNS.french).map((rank) => [`rank.${rank}`, rankWord(rank as RankCode)])) as Record<
  `rank.${RankCode}`,
  Message
>;

/** The catalog's article for a card: the speaker asks it with { rank, style, case } for „{card:dat}“ → „dem“. */
export const cardArticle: Message = (p) => {
  const noun = nounOf(p['rank'], p['style']);
  return noun ? article(noun.gender, caseOf(p)) : '';
};
/** A card's or rank's name in a case, its last word declined: { name: 'Pik-Bube', rank: 'J', case: 'dat' } → „Pik-Buben“. */
export const cardForm: Message = (p) => {
  const noun = nounOf(p['rank'], p['style']);
  const name = p['name'];
  if (typeof name !== 'string' || !noun?.nom || !name.endsWith(noun.nom)) return '{name}';
  return name.slice(0, -noun.nom.length) + noun[caseOf(p)];
};
/** „Herz-Zwei“: suit and rank with a hyphen; in a case, the rank's form from the table („Pik-Buben“). */
export const cardName: Message = (p) => {
  const noun = nounOf(p['code']);
  const grammaticalCase = caseOf(p);
  return noun && grammaticalCase !== 'nom' ? `{suit}-${noun[grammaticalCase]}` : '{suit}-{rank}';
};
