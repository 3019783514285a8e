/** What the rules module refuses, one sentence per error code (src/rules/errors.ts); the stakes calculator's refusals are in calc.ts. */
export const errors = {
  'error.bad-input': 'The request is not a trick: give a variant, two chosen suits and a list of cards.',
  'error.bad-chosen': (p: { count?: unknown }) =>
    p.count === 1 ? 'This game has one chosen suit: choose one of C, S, H and D.' : 'Choose two different suits as the chosen suits, from C, S, H and D.',
  'error.empty-trick': 'A trick needs at least one card.',
  'error.too-many-cards': 'A trick here has at most {max} cards, one from each player, not {count}.',
  'error.bad-card': '“{card}” is not a card. Write the rank and then the suit, like TD for the Ten of diamonds or 4C for the Four of clubs.',
  'error.not-in-pack': '{card} is not in the pack of this variant, which plays without the {omitted}s.',
  'error.duplicate-card': '{card} is played twice, but the pack holds each card only once.',
  'error.too-few-turn-ups': 'Turning up the chosen suits needs another card after {count}.',
  'error.bad-deck': 'A deal needs the whole pack of {size} different cards of this variant, in order.',
} as const;
