import { fail } from './result.ts';
import { VARIANT_IDS } from './variants.ts';

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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export type ErrorParams = Readonly<Record<string, string | number>>;

/** A refusal: a code for programs, params for a translated message, and an English sentence for players. */
export interface RuleError {
  readonly code: ErrorCode;
  readonly params: ErrorParams;
  readonly message: string;
}

const s = (p: ErrorParams, k: string): string => String(p[k] ?? '');
const variantList = (): string => `${VARIANT_IDS.slice(0, -1).join(', ')} or ${VARIANT_IDS.at(-1)}`;

/** English wording of each refusal; the UI catalog may word them again from code and params. */
export const ERROR_MESSAGES: Readonly<Record<ErrorCode, (p: ErrorParams) => string>> = {
  'bad-input': () => 'The request is not a trick: give a variant, two chosen suits and a list of cards.',
  'unknown-variant': (p) => `There is no variant called "${s(p, 'variant')}". Choose ${variantList()}.`,
  'bad-chosen': () => 'Choose two different suits as the chosen suits, from C, S, H and D.',
  'empty-trick': () => 'A trick needs at least one card.',
  'too-many-cards': (p) => `A trick here has at most ${s(p, 'max')} cards, one from each player, not ${s(p, 'count')}.`,
  'bad-card': (p) => `"${s(p, 'card')}" is not a card. Write the rank and then the suit, like TD for the Ten of diamonds or 4C for the Four of clubs.`,
  'not-in-pack': (p) => `${s(p, 'card')} is not in the pack of this variant, which plays without the ${s(p, 'omitted')}s.`,
  'duplicate-card': (p) => `${s(p, 'card')} is played twice, but the pack holds each card only once.`,
  'bad-players': (p) => `This variant is played by ${s(p, 'allowed') || '4 or 5'} players.`,
  'too-few-turn-ups': (p) => `Turning up the chosen suits needs another card after ${s(p, 'count')}.`,
  'bad-deck': (p) => `A deal needs the whole pack of ${s(p, 'size')} different cards of this variant, in order.`,
  'bad-outcome': (p) => `"${s(p, 'outcome')}" is not a way a deal can end here.`,
  'bad-turns': (p) => `Accepted turns must be a whole number from 0 to ${s(p, 'max')} for a deal that ends this way here.`,
  'no-drehen': () => 'This variant is played without drehen, so no turn can be accepted.',
  'cannot-run': () => 'This variant is played without drehen, so nobody can run away from a turn.',
  'not-marching': (p) => `A side that went on for the march after its Jann cannot end the deal with "${s(p, 'outcome')}".`,
};

function makeError(code: ErrorCode, params: ErrorParams = {}): RuleError {
  return { code, params, message: ERROR_MESSAGES[code](params) };
}

export const refuse = (code: ErrorCode, params: ErrorParams = {}) => fail(makeError(code, params));
