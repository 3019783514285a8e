import { fail } from './result.ts';

/** Every way the rules module can refuse its input. */
export const ERROR_CODES = [
  'bad-input',
  'unknown-variant',
  'bad-chosen',
  'empty-trick',
  'too-many-cards',
  'bad-card',
  'not-in-pack',
  'duplicate-card',
  'bad-players',
  'too-few-turn-ups',
  'bad-deck',
  'bad-outcome',
  'bad-turns',
  'no-drehen',
  'cannot-run',
  'not-marching',
  'not-in-game',
  'bad-kaisers',
  // A deal played (play.ts): the actions it refuses.
  'bad-action',
  'deal-over',
  'not-now',
  'not-your-turn',
  'card-not-held',
  'no-exchange',
  'double-exchange',
  'cannot-turn',
  // A family game's deal (family-deal.ts): Karniffel's first lead, its director's concession.
  'may-not-lead',
  'not-director',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorParams = Readonly<Record<string, string | number>>;

/** A refusal: a code for programs and params for the sentence, which the site's catalog words (i18n, key `error.<code>`). */
export interface RuleError<Code extends ErrorCode = ErrorCode> {
  readonly code: Code;
  readonly params: ErrorParams;
}

/** A refusal with its code; its type names the code, so that a caller's types know which refusals can come. */
export const refuse = <Code extends ErrorCode>(code: Code, params: ErrorParams = {}) => fail<RuleError<Code>>({ code, params });

/** How a card code can be refused at the edge: not a card, not in this game's pack, or not in any game of the site. */
export type CardRefusal = RuleError<'bad-card' | 'not-in-pack' | 'not-in-game'>;

/** Any input as text for a refusal's message, whatever it is (a list joined, an object that cannot be printed named by its type). */
export function shown(x: unknown, separator = ''): string {
  if (typeof x === 'string') return x;
  if (Array.isArray(x)) return x.map((item) => shown(item)).join(separator);
  try {
    return String(x);
  } catch {
    return typeof x;
  }
}
