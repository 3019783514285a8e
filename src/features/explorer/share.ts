import {
  DEFAULT_VARIANT,
  isGameId,
  type CardCode,
  type FamilyCard,
  type GameId,
  type Result,
  type CardRefusal,
  type RuleError,
  type Suit,
} from '../../rules/index.ts';
import { seatsFor, type Players } from '../../lib/seats.ts';

/** Everything the explorer shows, and all a shared link holds. */
export interface TrickState {
  /** a Knüffeln table, or a family game (Karnöffel, Karniffel, Kaiserspiel) */
  readonly variant: GameId;
  /** the chosen suits (two, first and second; one in Karnöffel and Kaiserspiel); none while not all picked */
  readonly chosen: readonly Suit[];
  readonly players: Players;
  /** seat index of the leader */
  readonly lead: number;
  /** the cards in play order */
  readonly cards: readonly FamilyCard[];
  /** players' own names by seat; '' keeps the default seat name */
  readonly names: readonly string[];
  /** Kaiserspiel: the banners declared as Kaisers (all four unless the link says otherwise) */
  readonly kaisers?: readonly CardCode[];
}

/**
 * What the explorer and a link reader need to know of one game: its pack, its chosen suits and table sizes, and
 * how to check a link's parts by its rules. Every game of the registry (rules/games.ts) is one; a family game's come with its rules, on demand.
 */
export interface GameFacts {
  readonly pack: readonly FamilyCard[];
  readonly chosenCount: 1 | 2;
  readonly players: readonly number[];
  readonly parseChosen: (value: string) => Result<readonly Suit[], RuleError<'bad-chosen'>>;
  readonly lookupCard: (code: string) => Result<FamilyCard, CardRefusal>;
  /** Kaiserspiel only: the banners that may be declared as Kaisers, and how a link's list of them is read (all when it names none) */
  readonly kaisers?: {
    readonly all: readonly CardCode[];
    readonly parse: (value: string | undefined) => Result<readonly CardCode[], RuleError<'bad-kaisers'>>;
  };
}

export const emptyState = (players: Players = 4): TrickState => ({
  variant: DEFAULT_VARIANT,
  chosen: [],
  players,
  lead: 0,
  cards: [],
  names: Array<string>(players).fill(''),
});

/** A part of a link that could not be used, with the reason in the rules' or our own words. */
export interface LinkProblem {
  /** what the link got wrong: each code has its sentence in the catalog ('problem.<code>'), which the types check */
  readonly code:
    | 'unknown-variant'
    | 'four-only'
    | 'bad-players'
    | 'bad-chosen'
    | 'bad-kaisers'
    | 'bad-lead'
    | CardRefusal['code']
    | 'duplicate-card'
    | 'too-many-cards-for-players'
    | 'bad-names';
  readonly params: Readonly<Record<string, string | number>>;
}

const MAX_NAME = 24;

/** The game a link names: Bohmstedt when it names none, or one this site does not know. */
export function shareGame(search: string): GameId {
  const v = new URLSearchParams(search).get('v');
  return isGameId(v) ? v : DEFAULT_VARIANT;
}

/**
 * Reads a shared link leniently, by the rules of the game it names (shareGame; its facts are given): whatever is
 * good loads, and each bad part becomes a problem.
 * Format: ?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C&names=Anna,,Piet,
 * A family game: ?v=kaiserspiel&chosen=S&kaisers=TD-TH&players=6&lead=1&cards=QH-3S-KH-6S
 */
export function parseShare(search: string, game: GameFacts): { state: TrickState; problems: LinkProblem[] } {
  const q = new URLSearchParams(search);
  const problems: LinkProblem[] = [];
  const v = q.get('v');
  const variant = shareGame(search);
  if (v !== null && !isGameId(v)) problems.push({ code: 'unknown-variant', params: { variant: v } });
  const allowed = game.players;
  const playersRaw = q.get('players');
  let players: Players = 4;
  if ((playersRaw === '5' || playersRaw === '6') && allowed.includes(Number(playersRaw))) players = Number(playersRaw) as Players;
  else if ((playersRaw === '5' || playersRaw === '6') && allowed.length === 1) problems.push({ code: 'four-only', params: { players: playersRaw } });
  else if (playersRaw !== null && playersRaw !== '4') problems.push({ code: 'bad-players', params: { players: playersRaw, allowed: allowed.join('/') } });

  let chosen: readonly Suit[] = [];
  const c = q.get('chosen');
  if (c !== null) {
    const suits = game.parseChosen(c);
    if (suits.ok) chosen = suits.value;
    else problems.push({ code: suits.error.code, params: suits.error.params });
  }

  let kaisers: readonly CardCode[] | undefined;
  if (game.kaisers) {
    const k = game.kaisers.parse(q.get('kaisers') ?? undefined);
    kaisers = k.ok ? k.value : game.kaisers.all;
    if (!k.ok) problems.push({ code: k.error.code, params: k.error.params });
  }

  const seats = seatsFor(players);
  let lead = 0;
  const l = q.get('lead');
  if (l !== null) {
    const i = seats.findIndex((seat) => seat === l.toUpperCase());
    if (i >= 0) lead = i;
    else problems.push({ code: 'bad-lead', params: { lead: l } });
  }

  const cards: FamilyCard[] = [];
  const raw = q.get('cards');
  let overflow = 0;
  if (raw) {
    for (const code of raw.split(/[-\s,]+/).filter(Boolean)) {
      const found = game.lookupCard(code);
      if (!found.ok) problems.push({ code: found.error.code, params: found.error.params });
      else if (cards.includes(found.value)) problems.push({ code: 'duplicate-card', params: { card: found.value } });
      else if (cards.length >= players) overflow++;
      else cards.push(found.value);
    }
  }
  if (overflow) problems.push({ code: 'too-many-cards-for-players', params: { count: overflow, players } });

  const names = Array<string>(players).fill('');
  const n = q.get('names');
  if (n !== null) {
    const parts = n.split(',');
    if (parts.length > players) problems.push({ code: 'bad-names', params: { count: parts.length, players } });
    parts.slice(0, players).forEach((name, i) => (names[i] = cleanName(name)));
  }
  return { state: { variant, chosen, players, lead, cards, names, ...(kaisers ? { kaisers } : {}) }, problems };
}

/** A player's name as typed, without the separator or control characters, and not too long. */
export const cleanName = (name: string): string =>
  name
    .replace(/[,\p{Cc}]/gu, '')
    .trim()
    .slice(0, MAX_NAME);

/** The link's query string for a state (chosen suits all picked, or none): readable, and parseShare(makeShare(s)) gives s back. */
export function makeShare(s: TrickState): string {
  const q = new URLSearchParams();
  q.set('v', s.variant);
  if (s.chosen.length) q.set('chosen', s.chosen.join(''));
  if (s.kaisers) q.set('kaisers', s.kaisers.join('-'));
  q.set('players', String(s.players));
  q.set('lead', seatsFor(s.players)[s.lead] ?? 'S');
  q.set('cards', s.cards.join('-'));
  if (s.names.some(Boolean)) q.set('names', s.names.map(cleanName).join(','));
  return `?${q.toString().replaceAll('%2C', ',')}`;
}
