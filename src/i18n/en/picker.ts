/** Picking suits and cards: the trick explorer and the card-role widget share these. */
export const picker = {
  'ex.first': '1st',
  'ex.second': '2nd',
  'ex.turnups.hint': 'Tap the turned-up cards in the card picker, in the order they were turned.',
  'ex.picker': 'Card picker',
  'ex.picker.suits': 'Suit to pick from',
  'ex.picker.beasts': 'Beasts',
  'ex.picker.help': 'Tap the cards in the order they were played.',
  // said only where there is a keyboard (a fine pointer): touch users are not given keys (phone.md 8)
  'ex.picker.keys': 'Arrow keys move, Enter lays a card, Backspace takes the last one back.',
  'ex.played': 'already played',
  'ex.suit.first': 'first chosen',
  'ex.suit.second': 'second chosen',
  'ex.suit.chosen': 'chosen',
  'ex.suit.unchosen': 'unchosen',
  'ex.suit.open': '',
  'ex.need.chosen': 'Pick the two chosen suits to see who takes the trick.',
} as const satisfies Record<string, string>;
