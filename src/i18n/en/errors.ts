/** What the rules module refuses, one sentence per error code (src/rules/errors.ts); the stakes calculator's refusals are in calc.ts. */
export const errors = {
  'error.bad-input': 'The request is not a trick: give a variant, two chosen suits and a list of cards.',
  'error.bad-chosen': {
    plural: 'count',
    '=1': 'This game has one chosen suit: choose one of C, S, H and D.',
    other: 'Choose two different suits as the chosen suits, from C, S, H and D.',
  },
  'error.empty-trick': 'A trick needs at least one card.',
  'error.too-many-cards': 'A trick here has at most {max} cards, one from each player, not {count}.',
  'error.bad-card': '“{card}” is not a card. Write the rank and then the suit, like TD for the Ten of diamonds or 4C for the Four of clubs.',
  'error.not-in-pack': '{card} is not in the pack of this variant, which plays without the {omitted}s.',
  'error.duplicate-card': '{card} is played twice, but the pack holds each card only once.',
  'error.too-few-turn-ups': 'Turning up the chosen suits needs another card after {count}.',
  'error.bad-deck': 'A deal needs the whole pack of {size} different cards of this variant, in order.',
  // A deal played: the actions the rules refuse (src/rules/play.ts).
  'error.bad-action': '“{action}” is not something a player can do in a deal.',
  'error.deal-over': 'This deal is over: start the next one.',
  'error.not-now': 'That cannot be done at this point of the deal.',
  'error.not-your-turn': 'It is another player’s turn.',
  'error.card-not-held': '{card} is not in this player’s hand.',
  'error.no-exchange': '{give} cannot be exchanged for {take}: only the exchange on offer can be made.',
  'error.double-exchange': '{card} was got for a Ten, so it cannot also take an Ole: a double exchange is not allowed.',
  'error.cannot-turn': 'Only a card that leads to a trick can be turned, and in the 1924 game only after two tricks won, and once more after four.',
  // A family game's deal (src/rules/family-deal.ts).
  'error.may-not-lead': '{card} may not lead to the first trick.',
  'error.not-director': 'Only a side’s director may concede the deal.',
} as const;
