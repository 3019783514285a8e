/**
 * The actions of a deal of Knüffeln, at a table of four (play.ts) or five (five.ts): their shape, checked at the edge
 * into a fresh action or a refusal with its code; one action applied by a table's rules and recorded; a deal replayed
 * from its start and its actions. Five adds the dealer's choice, actions that carry only their seat.
 */
import { isCardCode, type CardCode } from './cards.ts';
import { refuse, shown, type RuleError } from './errors.ts';
import { ok, type Result } from './result.ts';

/** What a player at a table whose seats are S may do. */
export type TableAction<S extends number> =
  | { readonly type: 'exchange'; readonly seat: S; readonly give: CardCode; readonly take: CardCode }
  | { readonly type: 'decline'; readonly seat: S }
  | { readonly type: 'play'; readonly seat: S; readonly card: CardCode }
  /** lead face down, offering to raise the stake (drehen) */
  | { readonly type: 'turn'; readonly seat: S; readonly card: CardCode }
  /** take up a turned card (sehen), or fold (lopen): the side that did not turn */
  | { readonly type: 'see'; readonly seat: S }
  | { readonly type: 'run'; readonly seat: S }
  /** after a Jann: lead on to the sixth trick for the march, or take the Jann */
  | { readonly type: 'go-on'; readonly seat: S }
  | { readonly type: 'stop'; readonly seat: S };
export const TABLE_ACTION_TYPES = [
  'exchange',
  'decline',
  'play',
  'turn',
  'see',
  'run',
  'go-on',
  'stop',
] as const satisfies readonly TableAction<number>['type'][];
type TableActionType = (typeof TABLE_ACTION_TYPES)[number];

/** An action of a table's own that carries only its seat (five: the dealer's choice). */
export type SeatAction<S extends number, T extends string> = { readonly type: T; readonly seat: S };

/** An action as parsed at a table whose action types are T: one of every table's, or one of its own. */
export type ParsedAction<S extends number, T extends string> = TableAction<S> | SeatAction<S, Exclude<T, TableActionType>>;

/** Checks an action at the edge: its type among the table's `types`, its seat, its cards; not yet whether the rules allow it. */
export function parseTableAction<S extends number, T extends string>(
  input: unknown,
  types: readonly T[],
  isSeat: (x: unknown) => x is S,
): Result<ParsedAction<S, T>, RuleError> {
  if (typeof input !== 'object' || input === null) return refuse('bad-action', { action: shown(input) });
  const a = input as Record<string, unknown>;
  const type = a['type'];
  const seat = a['seat'];
  if (typeof type !== 'string' || !(types as readonly string[]).includes(type) || !isSeat(seat)) return refuse('bad-action', { action: shown(type) });
  const card = (k: string) => isCardCode(a[k]);
  if ((type === 'play' || type === 'turn') && !card('card')) return refuse('bad-card', { card: shown(a['card']) });
  if (type === 'exchange' && !(card('give') && card('take'))) return refuse('bad-card', { card: shown([a['give'], a['take']], ' ') });
  // A fresh action, with nothing of the caller's object kept: the deal's record stays its own and serializable.
  if (type === 'play' || type === 'turn') return ok<TableAction<S>>({ type, seat, card: a['card'] as CardCode });
  if (type === 'exchange') return ok({ type, seat, give: a['give'] as CardCode, take: a['take'] as CardCode });
  return ok({ type, seat } as ParsedAction<S, T>);
}

/** One action by a table's rules (`decide`): the next state, which records it, or the refusal, and the state unchanged. */
export function applied<A, St extends { readonly actions: readonly A[] }>(
  s: St,
  parsed: Result<A, RuleError>,
  decide: (s: St, a: A) => Result<St, RuleError>,
): Result<St, RuleError> {
  if (!parsed.ok) return parsed;
  const a = parsed.value;
  const done = decide(s, a);
  return done.ok ? ok({ ...done.value, actions: [...s.actions, a] }) : done;
}

/** A deal from its start and its actions, as they were played; the first refused action stops the replay (index -1: the start). */
export function replayed<Start, St>(
  input: unknown,
  actions: readonly unknown[],
  parseStart: (input: unknown) => Result<Start, RuleError>,
  begin: (start: Start) => St,
  apply: (s: St, input: unknown) => Result<St, RuleError>,
): Result<St, RuleError & { readonly index: number }> {
  const parsed = parseStart(input);
  if (!parsed.ok) return refusedAt(parsed.error, -1);
  let s = begin(parsed.value);
  for (let i = 0; i < actions.length; i++) {
    const next = apply(s, actions[i]);
    if (!next.ok) return refusedAt(next.error, i);
    s = next.value;
  }
  return ok(s);
}
const refusedAt = (e: RuleError, index: number) => ({ ok: false as const, error: { ...e, index } });
