/** What the rules module refuses, one sentence per error code (src/rules/errors.ts). */
export const errors = {
  'error.bad-input': 'The request is not a trick: give a variant, two chosen suits and a list of cards.',
  'error.unknown-variant': 'There is no variant called “{variant}”. Choose {choices}.',
  'error.bad-chosen': (p: { count?: unknown }) =>
    p.count === 1 ? 'This game has one chosen suit: choose one of C, S, H and D.' : 'Choose two different suits as the chosen suits, from C, S, H and D.',
  'error.empty-trick': 'A trick needs at least one card.',
  'error.too-many-cards': 'A trick here has at most {max} cards, one from each player, not {count}.',
  'error.bad-card': '“{card}” is not a card. Write the rank and then the suit, like TD for the Ten of diamonds or 4C for the Four of clubs.',
  'error.not-in-pack': '{card} is not in the pack of this variant, which plays without the {omitted}s.',
  'error.duplicate-card': '{card} is played twice, but the pack holds each card only once.',
  'error.bad-players': (p: { allowed?: unknown }) =>
    p.allowed ? 'This variant is played by {allowed} players.' : 'This variant is played by 4 players, or by 5 with the dealer alone.',
  'error.too-few-turn-ups': 'Turning up the chosen suits needs another card after {count}.',
  'error.bad-deck': 'A deal needs the whole pack of {size} different cards of this variant, in order.',
  'error.bad-outcome': '“{outcome}” is not a way a deal can end here.',
  'error.bad-turns': 'Accepted turns must be a whole number from 0 to {max} for a deal that ends this way here.',
  'error.no-drehen': 'This variant is played without drehen, so no turn can be accepted.',
  'error.cannot-run': 'This variant is played without drehen, so nobody can run away from a turn.',
  'error.not-marching': 'A side that went on for the march after its Jann cannot end the deal with “{outcome}”.',
} as const;
