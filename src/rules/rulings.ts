/**
 * Where the sources are silent or disagree, the engine follows a ruling. Each id is an anchor on the
 * Sources & rulings page, and a step names the ruling that decided it.
 */
export const RULING_IDS = [
  'equal-chosen',
  'powerless-unless-led',
  'unchosen-own-suit',
  'unchosen-no-order',
  'dog-led',
  'variants-inherit',
  'turn-up-suit',
  'highest-turn-up',
  'queen-not-held',
  'cutter-olen',
  'cutter-side',
  'exchange-order',
  'brille',
  'one-payee',
  'five-choice-first',
  'five-sit-out',
  'five-ninth-trick',
  'march-1924',
  'ten-for-any-turn-up',
  'karniffel-pack',
  'karnoeffel-players',
  'stecher-reach',
  'karnoeffel-trick',
  'karniffel-plain-order',
  'first-of-equals',
  'karnoeffel-score',
  'karnoeffel-talk',
  'karniffel-deal',
  'karniffel-director',
  'first-dealer',
  'joos-then-higher',
  'dead-banner-led',
  'kaiser-captains',
  'kaiser-calls',
  'kaiser-signals',
  'kaiser-first-dealer',
  'kaiser-face-down',
  'kaiser-three-tricks',
  'kaiser-banners-up',
  'table-talk',
] as const;
export type RulingId = (typeof RULING_IDS)[number];

export const isRulingId = (x: unknown): x is RulingId => typeof x === 'string' && (RULING_IDS as readonly string[]).includes(x);
