/**
 * A deal as a link (/play/?deal…): the variant, the seed, the deal's number and dealer, for a deal laid out by hand
 * its pack (`deck`, the cards top first, two characters each), and every action in order.
 * Opening it replays the deal; a bad part is named, and whatever came before it still loads.
 */
import {
  apply,
  DEFAULT_VARIANT,
  isCardCode,
  isVariantId,
  packOf,
  parseDealStart,
  startDeal,
  VARIANTS,
  type Action,
  type CardCode,
  type DealStart,
  type PlayState,
  type RuleError,
  type Seat,
} from '../../rules/index.ts';

/** The seats by letter, in the order of play (as in a trick link). */
export const SEAT_LETTERS = ['S', 'W', 'N', 'E'] as const;
const SEED = /^[A-Za-z0-9_-]{1,32}$/;

/** A part of a deal link that could not be used. */
export interface DealLinkProblem {
  readonly code: 'unknown-variant' | 'bad-seed' | 'bad-dealer' | 'bad-deal-number' | 'bad-deck' | 'bad-move';
  /**
   * for bad-move: the move's number from 1, the move as written, and the rules' refusal (or bad-action);
   * for bad-deck: the reason, a DeckProblem
   */
  readonly params: Readonly<Record<string, string | number>>;
}

/** Why a laid-out pack could not be used: no card code, a card the variant's pack lacks, a card twice, too few or too many cards (or the rules' own refusal). */
export type DeckProblem = 'bad-card' | 'not-in-pack' | 'duplicate-card' | 'wrong-length' | RuleError['code'];

/** A pack as written in a link, top first: the cards in the variant's pack, or why not. The rules have the last word. */
export function parseDeck(text: string, start: Omit<DealStart, 'deck'>): { deck: CardCode[] } | { problem: DeckProblem } {
  const pack = new Set<string>(packOf(VARIANTS[start.variant]));
  const codes = text.match(/[\s\S]{1,2}/g) ?? [];
  if (text.length % 2 !== 0 || !codes.every(isCardCode)) return { problem: 'bad-card' };
  if (!codes.every((c) => pack.has(c))) return { problem: 'not-in-pack' };
  if (new Set(codes).size !== codes.length) return { problem: 'duplicate-card' };
  if (codes.length !== pack.size) return { problem: 'wrong-length' };
  const checked = parseDealStart({ ...start, deck: codes });
  if (!checked.ok) return { problem: checked.error.code };
  return { deck: [...(checked.value.deck ?? [])] };
}

/** One action as a token: x6S takes 6S in an exchange, n lets it go; p4D plays, t4D turns; s sees, r runs; g goes on, h holds the Jann. */
export function makeMove(a: Action): string {
  switch (a.type) {
    case 'exchange':
      return `x${a.take}`;
    case 'decline':
      return 'n';
    case 'play':
      return `p${a.card}`;
    case 'turn':
      return `t${a.card}`;
    case 'see':
      return 's';
    case 'run':
      return 'r';
    case 'go-on':
      return 'g';
    case 'stop':
      return 'h';
  }
}

/** A token as the action of the player to act, or null when it is no move at all. The rules judge it after. */
export function parseMove(token: string, s: PlayState): Action | null {
  const seat = s.toAct;
  const card = token.slice(1);
  switch (token[0]) {
    case 'x':
      return isCardCode(card) && s.offer ? { type: 'exchange', seat, give: s.offer.give, take: card } : null;
    case 'p':
    case 't':
      return isCardCode(card) ? { type: token[0] === 'p' ? 'play' : 'turn', seat, card } : null;
  }
  const bare: Record<string, Action['type']> = { n: 'decline', s: 'see', r: 'run', g: 'go-on', h: 'stop' };
  const type = token.length === 1 ? bare[token] : undefined;
  return type ? ({ type, seat } as Action) : null;
}

/** The link's query string for a deal so far. */
export function makeDealLink(s: Pick<PlayState, 'start' | 'actions'>): string {
  const q = new URLSearchParams();
  q.set('v', s.start.variant);
  q.set('seed', s.start.seed);
  q.set('n', String(s.start.dealNo));
  q.set('d', SEAT_LETTERS[s.start.dealer]);
  if (s.start.deck) q.set('deck', s.start.deck.join(''));
  q.set('a', s.actions.map(makeMove).join('.'));
  return `?${q.toString()}`;
}

/**
 * Reads a deal link: the deal as far as its moves are good, and the problems met. A link without a usable seed
 * starts a fresh deal from `fallbackSeed`; a pack that is not the variant's is left out, and the seed deals.
 */
export function parseDealLink(search: string, fallbackSeed: string): { state: PlayState; problems: DealLinkProblem[] } {
  const q = new URLSearchParams(search);
  const problems: DealLinkProblem[] = [];
  const v = q.get('v');
  if (v !== null && !isVariantId(v)) problems.push({ code: 'unknown-variant', params: { variant: v.slice(0, 32) } });
  const seedText = q.get('seed');
  const seedOk = seedText !== null && SEED.test(seedText);
  if (seedText !== null && !seedOk) problems.push({ code: 'bad-seed', params: { seed: seedText.slice(0, 32) } });
  const n = q.get('n');
  const dealNo = n === null ? 0 : /^\d{1,6}$/.test(n) ? Number(n) : (problems.push({ code: 'bad-deal-number', params: { n: n.slice(0, 12) } }), 0);
  const d = q.get('d');
  const dealerAt = d === null ? 3 : SEAT_LETTERS.indexOf(d as (typeof SEAT_LETTERS)[number]);
  if (dealerAt < 0) problems.push({ code: 'bad-dealer', params: { dealer: d!.slice(0, 4) } });
  const shuffle: DealStart = {
    variant: isVariantId(v) ? v : DEFAULT_VARIANT,
    seed: seedOk ? seedText : fallbackSeed,
    dealNo,
    dealer: (dealerAt < 0 ? 3 : dealerAt) as Seat,
  };
  const deckText = q.get('deck');
  const laid = deckText === null ? null : parseDeck(deckText, shuffle);
  if (laid && 'problem' in laid) problems.push({ code: 'bad-deck', params: { reason: laid.problem } });
  const start: DealStart = laid && 'deck' in laid ? { ...shuffle, deck: laid.deck } : shuffle;
  let state = startDeal(start);
  // Without its own seed, or its own pack, the moves belong to another deal: none is replayed.
  const moves = seedOk && !(laid && 'problem' in laid) ? (q.get('a') ?? '').split('.').filter(Boolean) : [];
  for (let i = 0; i < moves.length; i++) {
    const token = moves[i]!.slice(0, 8);
    const action = parseMove(token, state);
    const next = action ? apply(state, action) : null;
    if (!next?.ok) {
      const why: RuleError['code'] = next && !next.ok ? next.error.code : 'bad-action';
      problems.push({ code: 'bad-move', params: { index: i + 1, move: token, why } });
      break;
    }
    state = next.value;
  }
  return { state, problems };
}
