/** The card-role widget (in a file of its own, so that the trick explorer does not ship these words). */
export const roles = {
  'roles.intro': 'Pick the two chosen suits, then tap any card to see what it is in this deal and what can beat it.',
  'roles.help': 'Tap a card to see what it is.',
  'roles.keys': 'Arrow keys move between the cards; Enter shows what one is.',
  'roles.pick': 'Tap a card below.',
  'roles.need.chosen': 'Pick the two chosen suits to see what each card is.',
  'roles.is': '{card} is {role}.',
  'roles.led': 'Led, or holding the trick, it falls to {falls}.',
  'roles.beaten': '{count} cards can take the trick from it:',
  'roles.beats': 'Played after them, it takes the trick from {count} other cards.',
  'roles.beats.none': 'Played after the lead, it takes the trick from nothing.',
} as const satisfies Record<string, string>;
