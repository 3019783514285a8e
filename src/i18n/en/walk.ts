import { plural, type Message } from '../message.ts';
/** The deal walkthrough. */
export const walk = {
  'walk.new.ole': 'Deal again, with an Ole to take',
  'walk.new': 'Deal again, any cards',
  'walk.hands': 'The hands',
  'walk.chosen': 'Chosen suits: {first} first, {second} second.',
  'walk.prev': 'Previous step',
  'walk.next': 'Next step',
  'walk.step': 'Step {n} of {total}',
  'walk.four': 'four players, dealer sits East',
  'walk.five': 'five players: the dealer sits out or takes the stock',
  'walk.s0': 'Nine cards each, dealt three at a time. {count} cards stay in the stock, face down.',
  'walk.s1': 'The dealer turned up {cards}.',
  'walk.s1.kept': 'Left face up for the exchange, suit {n}: {cards}.',
  'walk.s2': 'The card at the bottom of the stock is {card}. If it is an Ole, it is shown, and the holder of the Queen of its suit may take it.',
  'walk.s2.cutter': (p, lang) =>
    plural(p['count'], lang, {
      one: 'The cutter looked at the three bottom cards and laid the Ole among them face up. It goes to the holder of the Queen of its suit (in 1924 only if its suit is chosen).',
      other:
        'The cutter looked at the three bottom cards and laid the {count} Olen among them face up. They go to the holders of the Queens of their suits (in 1924 only of a chosen suit).',
    }),
  'walk.s2.cutter.none': 'The cutter looked at the three bottom cards and found no Ole among them.',
  'walk.s2.five': 'With five players nobody takes the Ole from the stock: the dealer may take up the whole stock instead.',
  'walk.s2.none': 'No Ole can be taken this time.',
  'walk.ole.queen': '{seat} gives {give} for {take}.',
  'walk.ole.king': 'Nobody holds the Queen, so {seat} gives {give} for {take}.',
  'walk.note.double': '{seat} may take {court} for {give}, but a card got that way cannot then take {ole}: no double exchange.',
  'walk.stays.unchosen': '{ole} stays on the table: its suit is not chosen, so no Queen may take it.',
  'walk.stays.not-held': '{ole} stays where it is: no player holds the Queen or the King of its suit.',
  'walk.s3': 'Now the chosen Ten (in 1924 the dog) may be exchanged for a turn-up of its suit.',
  'walk.s3.none': 'Nobody holds a chosen Ten this time.',
  'walk.ten': '{seat} may give {give} for {options}.',
  'walk.stock': 'The dealer may take up the stock and play alone against the four.',
} as const satisfies Record<string, Message>;
