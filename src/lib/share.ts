import { DEFAULT_VARIANT, isVariantId, lookupCardIn, parseChosen, VARIANTS, type CardCode, type RuleError, type Suit, type VariantId } from '../rules/index.ts';
import { seatsFor } from './seats.ts';

/** Everything the explorer shows, and all a shared link holds. */
export interface TrickState {
  readonly variant: VariantId;
  /** the two chosen suits, first and second; empty while not yet picked */
  readonly chosen: readonly Suit[];
  readonly players: 4 | 5;
  /** seat index of the leader */
  readonly lead: number;
  /** the cards in play order */
  readonly cards: readonly CardCode[];
  /** players' own names by seat; '' keeps the default seat name */
  readonly names: readonly string[];
}

export const emptyState = (players: 4 | 5 = 4): TrickState => ({
  variant: DEFAULT_VARIANT,
  chosen: [],
  players,
  lead: 0,
  cards: [],
  names: Array<string>(players).fill(''),
});

/** A part of a link that could not be used, with the reason in the rules' or our own words. */
export interface LinkProblem {
  readonly code: RuleError['code'] | 'bad-lead' | 'too-many-cards-for-players' | 'bad-names' | 'four-only';
  readonly params: Readonly<Record<string, string | number>>;
}

const MAX_NAME = 24;

/**
 * Reads a shared link leniently: whatever is good loads, and each bad part becomes a problem.
 * Format: ?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C&names=Anna,,Piet,
 */
export function parseShare(search: string): { state: TrickState; problems: LinkProblem[] } {
  const q = new URLSearchParams(search);
  const problems: LinkProblem[] = [];
  const v = q.get('v');
  let variant: VariantId = DEFAULT_VARIANT;
  if (v !== null) {
    if (isVariantId(v)) variant = v;
    else problems.push({ code: 'unknown-variant', params: { variant: v } });
  }
  const playersRaw = q.get('players');
  let players: 4 | 5 = 4;
  if (playersRaw === '5' && VARIANTS[variant].players.includes(5)) players = 5;
  else if (playersRaw === '5') problems.push({ code: 'four-only', params: { players: playersRaw } });
  else if (playersRaw !== null && playersRaw !== '4') problems.push({ code: 'bad-players', params: { players: playersRaw } });

  let chosen: readonly Suit[] = [];
  const c = q.get('chosen');
  if (c !== null) {
    const suits = parseChosen(c);
    if (suits.ok) chosen = suits.value;
    else problems.push({ code: suits.error.code, params: suits.error.params });
  }

  const seats = seatsFor(players);
  let lead = 0;
  const l = q.get('lead');
  if (l !== null) {
    const i = seats.indexOf(l.toUpperCase() as never);
    if (i >= 0) lead = i;
    else problems.push({ code: 'bad-lead', params: { lead: l } });
  }

  const cards: CardCode[] = [];
  const raw = q.get('cards');
  let overflow = 0;
  if (raw) {
    for (const code of raw.split(/[-\s,]+/).filter(Boolean)) {
      const found = lookupCardIn(variant, code);
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
  return { state: { variant, chosen, players, lead, cards, names }, problems };
}

/** A player's name as typed, without the separator or control characters, and not too long. */
export const cleanName = (name: string): string =>
  name
    .replace(/[,\p{Cc}]/gu, '')
    .trim()
    .slice(0, MAX_NAME);

/** The link's query string for a state: readable, and parseShare(makeShare(s)) gives s back. */
export function makeShare(s: TrickState): string {
  const q = new URLSearchParams();
  q.set('v', s.variant);
  if (s.chosen.length === 2) q.set('chosen', s.chosen.join(''));
  q.set('players', String(s.players));
  q.set('lead', seatsFor(s.players)[s.lead] ?? 'S');
  q.set('cards', s.cards.join('-'));
  if (s.names.some(Boolean)) q.set('names', s.names.map(cleanName).join(','));
  return `?${q.toString().replaceAll('%2C', ',')}`;
}
