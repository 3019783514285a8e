/** The stakes calculator. */
export const calc = {
  'calc.outcome': 'How the deal ended',
  'calc.outcome.game': 'five tricks',
  'calc.outcome.jann': 'Jann (first five)',
  'calc.outcome.march': 'march (all nine)',
  'calc.outcome.failed-march': 'failed march',
  'calc.outcome.ran': 'ran from a turn',
  'calc.outcome.ran-in-march': 'ran from a turn during a march',
  'calc.turns': 'Accepted turns, at most {max} here (for a side that ran: those before the refused one)',
  'calc.turns.none': 'Accepted turns: none, this variant has no turning',
  'calc.losers': 'Each loser pays {sum} to a winner ({payments} payments): {parts}.',
  'calc.marching-side': 'The side that went for the march pays {sum}, each to an opponent ({payments} payments): {parts}.',
  'calc.running-side': 'The side that ran pays {sum}, each to an opponent ({payments} payments): {parts}.',
  'calc.five.losers': 'The dealer and each of the four settle {sum} between them, the losers paying ({payments} payments): {parts}.',
  'calc.five.marching-side': 'The side that went for the march pays {sum} on each of the {payments} payments between the dealer and the four: {parts}.',
  'calc.five.running-side': 'The side that ran pays {sum} on each of the {payments} payments between the dealer and the four: {parts}.',
  'calc.rungs': 'The side owed erases {sum} from its ladder: {parts}.',
  'calc.ladder-game': 'The side owed wins the whole ladder game at once: the slate is wiped, and the other side marks a Knüppel.',
  // The refusals the stakes calculator can meet (src/rules/payments.ts), with its words rather than all the rules' refusals.
  'error.unknown-variant': 'There is no variant called “{variant}”. Choose {choices}.',
  'error.bad-players': (p: { allowed?: unknown }) =>
    p.allowed ? 'This variant is played by {allowed} players.' : 'This variant is played by 4 players, or by 5 with the dealer alone.',
  'error.bad-outcome': '“{outcome}” is not a way a deal can end here.',
  'error.bad-turns': 'Accepted turns must be a whole number from 0 to {max} for a deal that ends this way here.',
  'error.no-drehen': 'This variant is played without drehen, so no turn can be accepted.',
  'error.cannot-run': 'This variant is played without drehen, so nobody can run away from a turn.',
  'error.not-marching': 'A side that went on for the march after its Jann cannot end the deal with “{outcome}”.',
} as const;
