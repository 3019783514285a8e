/**
 * The words of the table for every game: what the learner is asked, in a sentence; an action as its button says it
 * (in the question it answers: "Nothing to announce", "Keep my cards"); what another seat did; when a move was made,
 * as the learner can find it ("Trick 3, your lead"); an amount in a game's own stakes (cents or points). Keys plus
 * parameters; the sentences live in the catalogs (src/i18n/<lang>/tables.ts). Every key is made from a type the
 * compiler knows (an action's type, a question's kind), so a sentence missing from a catalog fails the type check.
 */
import {
  type FamilyCard,
  type FamilyPlay,
  type FiveAction,
  type KaiserAction,
  type KarniffelAction,
  type TableView,
  TRICKS,
  type TableAct,
  type DealRules,
  type TableSeats,
} from '../../rules/index.ts';
import type { MessageKey, Segment, Speaker } from '../../i18n/speaker.ts';
import { replayed } from './game-link.ts';
import type { GamePoint } from '../../bots/protocol.ts';
import { isClearly, isCostly } from '../../bots/spread.ts';
import type { GameWeight } from './game-host.ts';
import { readSeat } from '../../rules/family-read.ts';
import { isFamilyId } from '../../rules/family-ids.ts';

/** What a game's deal is paid in. */
export type TableUnit = 'cent' | 'point';

/** Every action of every game at the table: a card laid (the family's), Knüffeln for five's, Karniffel's, Kaiserspiel's. */
export type TableAction = FamilyPlay | FiveAction | KarniffelAction | KaiserAction;
export type ActionType = TableAction['type'];
/** Each action type once: the compiler holds this to the union above, so a game's new action needs its words here. */
const ACTION_TYPES: Readonly<Record<ActionType, true>> = {
  play: true,
  'play-down': true,
  turn: true,
  alone: true,
  'sit-out': true,
  exchange: true,
  decline: true,
  see: true,
  run: true,
  'go-on': true,
  stop: true,
  pass: true,
  concede: true,
  declare: true,
  raise: true,
  spieldrei: true,
  accept: true,
  fold: true,
  discard: true,
};
/** An action of one of the table's games (the table holds them as plain data, typed by their type). */
export const isTableAction = (a: TableAct): a is TableAction => Object.hasOwn(ACTION_TYPES, a.type);

/**
 * The kinds of question a game asks: the dealer's choice (five), an exchange (or none to make), a face-down lead, the
 * Jann, a pause in the deal or the round after it (Kaiserspiel's announcements), a Kaiser's raise to mark, an offer to
 * answer, a small Kaiser to make three, two cards to lay aside, and a card to lay.
 */
export const ASKS = ['choose', 'exchange', 'exchange-none', 'turned', 'march', 'pause', 'announce', 'mark', 'answer', 'three', 'discard', 'lay'] as const;
export type Ask = (typeof ASKS)[number];

const phaseOf = (view: unknown): string => (typeof view === 'object' && view !== null && 'phase' in view ? String(view.phase) : '');

/** What the learner is asked, from their view (its phase) and their choices; null when nothing is. */
export function askOf(view: unknown, choices: readonly TableAct[]): Ask | null {
  const has = (type: string) => choices.some((a) => a.type === type);
  const phase = phaseOf(view);
  if (choices.length === 0) return null;
  if (has('alone')) return 'choose';
  if (has('see')) return 'turned';
  if (has('go-on')) return 'march';
  if (has('discard')) return 'discard';
  if (has('accept')) return 'answer';
  if (has('raise')) return choices.some((a) => a.type === 'raise' && (a as { by?: number }).by === 1) ? 'mark' : 'three';
  if (has('exchange') || has('decline')) return 'exchange';
  if (has('play') || has('play-down') || has('turn')) return 'lay';
  if (phase === 'exchange') return 'exchange-none';
  return phase === 'deal' ? 'pause' : 'announce';
}

const card = (c: FamilyCard): Segment[] => [{ card: c }];
const paramsOf = (a: TableAction) => ({
  ...('card' in a ? { card: card(a.card) } : {}),
  ...('give' in a ? { give: card(a.give) } : {}),
  ...('take' in a ? { take: card(a.take) } : {}),
  ...('cards' in a ? { first: card(a.cards[0]), second: card(a.cards[1]) } : {}),
  ...('by' in a ? { by: a.by } : {}),
});

/** "Done" says what it means where it is asked. */
const PASS = {
  pause: 'tables.act.pass.announce',
  announce: 'tables.act.pass.announce',
  three: 'tables.act.pass.three',
  exchange: 'tables.act.pass.exchange',
  'exchange-none': 'tables.act.pass.none',
} as const satisfies Partial<Record<Ask, MessageKey>>;
const passKey = (ask: Ask | null): MessageKey => (ask !== null && Object.hasOwn(PASS, ask) ? PASS[ask as keyof typeof PASS] : 'tables.act.pass');

/** An action as its button says it, in the question it answers: "Declare ♦10 as a Kaiser", "Nothing to announce", "Play ♠2". */
export function actionWords({ t }: Speaker, action: TableAct, ask: Ask | null = null): Segment[] {
  if (!isTableAction(action)) return [{ text: action.type }];
  const a = action;
  if (a.type === 'pass') return t(passKey(ask));
  if (a.type === 'raise' && ask === 'three') return t('tables.act.raise.three');
  return t(`tables.act.${a.type}` as const, paramsOf(a));
}

/** A pass as a sentence says what was passed, where it is known: "West has nothing to announce". */
const PASSED = {
  pause: 'tables.did.pass.announce',
  announce: 'tables.did.pass.announce',
  three: 'tables.did.pass.three',
  exchange: 'tables.did.pass.exchange',
  'exchange-none': 'tables.did.pass.none',
} as const satisfies Partial<Record<Ask, MessageKey>>;

/**
 * What another seat did, in a sentence (a card laid is seen at its seat, an exchange declined is that player's own
 * business), in the question it answered where that is known (`ask`, as askOf found it for that seat then).
 */
export function didWords({ t }: Speaker, seat: string, action: TableAct, ask: Ask | null = null): Segment[] {
  if (!isTableAction(action)) return [{ text: `${seat}: ${action.type}` }];
  if (action.type === 'pass' && ask !== null && Object.hasOwn(PASSED, ask)) return t(PASSED[ask as keyof typeof PASSED], { seat });
  if (action.type === 'raise' && ask === 'three') return t('tables.did.raise.three', { seat });
  return t(`tables.did.${action.type}` as const, { seat, ...paramsOf(action) });
}

/** An amount in the game's stakes, without its sign: "30 cents", "€1.20", "4 points"; cents whole, points to a tenth, in the reader's format. */
export function amountWords({ text }: Speaker, unit: TableUnit, amount: number): string {
  const size = Math.abs(amount);
  return unit === 'cent' ? text('unit.cent', { amount: Math.round(size) }) : text('tables.unit.point', { amount: Math.round(size * 10) / 10 });
}

/** A gain or a loss: "+41 cents", "−1.5 points", "±0 points" (nothing either way, never "+0"). */
export function signedWords(speaker: Speaker, unit: TableUnit, amount: number): string {
  const shown = unit === 'cent' ? Math.round(amount) : Math.round(amount * 10) / 10;
  return `${shown < 0 ? '−' : shown > 0 ? '+' : '±'}${amountWords(speaker, unit, shown)}`;
}

/** An amount as a sentence says it: its size in words (no sign) and which way it goes once rounded (up, down, even). */
export function moneyWords(speaker: Speaker, unit: TableUnit, amount: number): { worth: string; sign: 'up' | 'down' | 'even' } {
  const shown = unit === 'cent' ? Math.round(amount) : Math.round(amount * 10) / 10;
  return { worth: amountWords(speaker, unit, amount), sign: shown > 0 ? 'up' : shown < 0 ? 'down' : 'even' };
}

/** A game's worth in the table's unit, the scale of what the coach calls a trifle: 10 cents at Knüffeln, 1 point in the family. */
export const gameIn = (unit: TableUnit): number => (unit === 'cent' ? 10 : 1);

/**
 * A seat's name at the table: at four the compass (play to the right, Kaiserspiel, counts South, East, North, West); at
 * five the dealer, then Player 1 to 4 from the dealer's left, as the lesson numbers them (fidelity.md 17); at six "Player 3".
 */
export function seatWords(
  speaker: Speaker,
  game: { readonly rules: Pick<DealRules, 'direction'> },
  v: Pick<TableView, 'seats' | 'dealer'>,
  seat: number,
): string {
  if (v.seats === 5) return speaker.seatName(5, (seat - v.dealer + 5) % 5);
  const place = game.rules.direction === 'anticlockwise' && v.seats === 4 ? (4 - seat) % 4 : seat;
  return v.seats === 4 ? speaker.seatName(4, place) : speaker.text('tables.seat', { n: seat + 1 });
}

/** What the table knows when it asks: the table's view of the seat's deal, its choices, the seats' names. */
export interface Asking {
  readonly table: TableView;
  readonly choices: readonly TableAct[];
  readonly unit: TableUnit;
  readonly seatName: (seat: number) => string;
}

/** The question in a whole sentence: what is asked, and what each answer means. Empty where a card is simply to be laid. */
export function questionWords(speaker: Speaker, ask: Ask | null, at: Asking): Segment[] {
  const { t } = speaker;
  const has = (type: string) => at.choices.some((a) => a.type === type);
  const amount = (x: number) => amountWords(speaker, at.unit, x);
  switch (ask) {
    case null:
      return [];
    case 'lay':
      // Besides the card: Kaiserspiel's captain may call Spieldrei (Karniffel's concession is asked on its own).
      return has('spieldrei') ? t('tables.ask.lay.spieldrei') : [];
    case 'exchange': {
      // Each card the seat may give (Karniffel: a Banner of each chosen suit held) is named.
      const gives = [...new Set(at.choices.flatMap((a) => (a.type === 'exchange' ? [(a as Extract<TableAction, { type: 'exchange' }>).give] : [])))];
      if (gives.length === 0) return t('tables.ask.exchange-none');
      return gives.length === 1
        ? t('tables.ask.exchange', { give: card(gives[0]!) })
        : t('tables.ask.exchange.two', { give: card(gives[0]!), other: card(gives[1]!) });
    }
    case 'turned': {
      // What seeing and running come to the rules say (TableView.answer): a dealer alone settles with each of the four.
      const v = at.table;
      const leader = v.trick?.leader ?? v.toAct ?? 0;
      const { accept, refuse, march } = v.answer ?? { accept: v.stake, refuse: v.stake, march: false };
      return t(march ? 'tables.ask.turned.march' : 'tables.ask.turned', { seat: at.seatName(leader), more: amount(accept), now: amount(refuse) });
    }
    case 'pause':
    case 'announce': {
      const may = has('declare') && has('spieldrei') ? 'both' : has('declare') ? 'declare' : has('spieldrei') ? 'spieldrei' : 'none';
      return [...t(`tables.ask.${ask}` as const), { text: ' ' }, ...t(`tables.ask.may.${may}` as const)];
    }
    case 'march': {
      // The Jann is asked as the side reaches it, with every trick so far its own; the march is every trick the side
      // can still play (a lone dealer at five with an eight-card stock marches in eight).
      const v = at.table;
      const mine = v.sides[v.seat] ?? 0;
      return t(v.alone === v.seat ? 'tables.ask.march.alone' : 'tables.ask.march', {
        won: v.won[mine],
        all: Math.min(TRICKS, v.tricks.length + v.hand.length),
      });
    }
    case 'answer': {
      const { accept, refuse, offer } = at.table.answer ?? { accept: at.table.stake, refuse: at.table.stake, offer: undefined };
      return t('tables.ask.answer', { offer: offer?.kind ?? 'kaiser', adds: offer?.adds ?? 0, then: amount(accept), now: amount(refuse) });
    }
    default:
      return t(`tables.ask.${ask}` as const);
  }
}

/** The deal as it stood before its move `at` (counted from 0, as the look back counts), replayed from its start. */
export function stateBefore<S, A extends TableAct, V>(game: TableSeats<S, A, V>, state: S, at: number): S {
  return replayed(game, state, game.actionsOf(state).slice(0, Math.max(0, at))).at(-1)!;
}

/** When the seat made a move, as it can find it: "Trick 3, your lead", "Trick 4"; for a decision, what was decided ("Answering the other side's raise"). */
export function whenWords<S, A extends TableAct, V>({ t }: Speaker, game: TableSeats<S, A, V>, before: S, seat: number): { words: Segment[]; ask: Ask | null } {
  const view = game.viewOf(before, seat);
  const ask = askOf(view, game.choices(view));
  if (ask !== null && ask !== 'lay') return { words: t(`tables.when.${ask}` as const), ask };
  const v = game.table(view);
  const n = v.tricks.length + 1;
  return { words: t(!v.trick || v.trick.cards.length === 0 ? 'tables.when.lead' : 'tables.when.trick', { n }), ask };
}

/** The moves of the other seats since the learner's last one, that the table shows in words: none of the cards laid face up. */
export function recentOf<A extends TableAct>(actions: readonly A[], you: number, most = 3): A[] {
  return recentAt(actions, you, most).map((i) => actions[i]!);
}

/** recentOf's moves by their places in the deal (counted from 0), to find the question each answered. */
export function recentAt(actions: readonly TableAct[], you: number, most = 3): number[] {
  const out: number[] = [];
  for (let i = actions.length - 1; i >= 0 && out.length < most; i--) {
    const a = actions[i]!;
    if (a.seat === you) break;
    if (a.type !== 'play' && a.type !== 'decline') out.unshift(i);
  }
  return out;
}

/**
 * The question a seat answered with the deal's move `at` (counted from 0): what its buttons said then. `before`, the
 * deal as it stood before that move, where the caller has it already (game-link.ts replayed).
 */
export function askedAt<S, A extends TableAct, V>(game: TableSeats<S, A, V>, state: S, at: number, before = stateBefore(game, state, at)): Ask | null {
  const seat = game.actionsOf(state)[at]!.seat;
  const view = game.viewOf(before, seat);
  return askOf(view, game.choices(view));
}

/** A point of the look back in words: when, what the learner chose and what was better, each as its button said it then. */
export function pointWords<S, A extends TableAct, V>(
  speaker: Speaker,
  game: TableSeats<S, A, V>,
  state: S,
  you: number,
  unit: TableUnit,
  p: GamePoint,
): Segment[] {
  const when = whenWords(speaker, game, stateBefore(game, state, p.at), you);
  return speaker.t('tables.review.point', {
    when: when.words,
    made: actionWords(speaker, p.made, when.ask),
    better: actionWords(speaker, p.better, when.ask),
    cost: amountWords(speaker, unit, p.worth[1] - p.worth[0]),
    sure: isClearly(p.worth[1] - p.worth[0], p.margin) ? 'clearly' : 'other',
  });
}

/**
 * The coach's hint in words: the choice a club player would make, its card for the hand to mark, in one sentence; when
 * the next best is within what the weighing can tell, the two are said to be about as good; a choice that neither wins
 * nor loses (sitting a deal out at five) is said so, not as "ahead in 0 %".
 */
/** What the coach reads of the learner's seat where it says why: the game, its own view and the table's, the seats' names. */
export interface Seen {
  readonly game: string;
  readonly view: unknown;
  readonly table: TableView;
  readonly seatName: (seat: number) => string;
}

/**
 * Why the coach's choice, in the table's words (issue 46): what a card does to the trick (takes it, the cheapest that
 * does; leaves it to the partner; a sure lead; the card missed least), what the cards laid aside keep, why a turn-up is
 * taken, and what accepting and folding a raise each come to. Read from the learner's own view (family-read.ts).
 */
export function whyWords(speaker: Speaker, unit: TableUnit, action: TableAct, seen: Seen): Segment[][] {
  const { t } = speaker;
  const { table } = seen;
  const a = action as TableAct & { card?: string; cards?: readonly string[]; give?: string; take?: string };
  const card = (c: string): Segment[] => [{ card: c as FamilyCard }];
  if ((a.type === 'accept' || a.type === 'fold') && table.answer)
    return [t('tables.why.answer', { then: amountWords(speaker, unit, table.answer.accept), now: amountWords(speaker, unit, table.answer.refuse) })];
  if (!isFamilyId(seen.game) || !table.chosen.length) return [];
  const r = readSeat(seen.game, seen.view);
  if (a.type === 'discard' && a.cards?.length === 2) {
    // said only where true: the two cards laid aside are the hand's two weakest
    const [x, y] = a.cards as [string, string];
    const weakest = table.hand.every((h) => h === x || h === y || r.power(h) >= Math.max(r.power(x), r.power(y)));
    return weakest ? [t('tables.why.discard', { first: card(x), second: card(y) })] : [];
  }
  if (a.type === 'exchange' && a.give && a.take && r.power(a.take) > r.power(a.give))
    return [t('tables.why.exchange', { give: card(a.give), take: card(a.take) })];
  if (a.type !== 'play' || !a.card) return [];
  const c = a.card;
  const side = (seat: number) => table.sides[seat];
  const least = (cards: readonly string[]) => cards.every((x) => r.power(c) <= r.power(x));
  if (r.holder === null) {
    if (r.sure(c)) return [t('tables.why.lead.sure', { card: card(c) })];
    return least(table.hand) ? [t('tables.why.lead.low', { card: card(c) })] : [];
  }
  const holder = r.holder;
  if (side(holder) === side(table.seat)) {
    const seat = seen.seatName(holder);
    return [t(r.after(c) === holder ? 'tables.why.under' : 'tables.why.over', { card: card(c), seat })];
  }
  if (!r.top) return [];
  const top = card(r.top);
  const takers = table.hand.filter((x) => side(r.after(x)) === side(table.seat));
  if (takers.includes(c as FamilyCard)) return [t(least(takers) ? 'tables.why.take.cheapest' : 'tables.why.take', { card: card(c), top })];
  return least(table.hand) ? [t('tables.why.throw', { card: card(c), top })] : [];
}

export function hintWordsOf(
  speaker: Speaker,
  unit: TableUnit,
  weights: readonly GameWeight[],
  ask: Ask | null,
  seen?: Seen,
): { card: FamilyCard | null; sentences: Segment[][]; numbers: Segment[][] } | null {
  const best = weights[0];
  if (!best) return null;
  const next = weights[1];
  const even = next && !isCostly(best.worth - next.worth, next.margin, gameIn(unit)) ? next : null;
  const choice = actionWords(speaker, best.action, ask);
  const money = moneyWords(speaker, unit, best.worth);
  const sentence =
    best.worth === 0 && best.ahead === 0
      ? speaker.t('tables.hint.says.even', { choice })
      : even
        ? speaker.t('tables.hint.even', { choice, other: actionWords(speaker, even.action, ask) })
        : speaker.t('tables.hint.says', { choice, worth: money.worth, sign: money.sign, ahead: Math.round(best.ahead * 100) });
  const why = seen ? whyWords(speaker, unit, best.action, seen) : [];
  // what the next best choice would cost, where the weighing can tell them apart
  const other =
    next && !even && best.worth !== next.worth
      ? [speaker.t('tables.why.next', { other: actionWords(speaker, next.action, ask), cost: amountWords(speaker, unit, best.worth - next.worth) })]
      : [];
  return { card: (best.action as { card?: FamilyCard }).card ?? null, sentences: [sentence, ...why, ...other], numbers: [] };
}
