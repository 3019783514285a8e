/** What can be wrong with a Play link, said at the table of every game (loaded only with such a link: features/play/link-words.ts). */
export const tableLink = {
  'play.link.unknown-game': 'This link names a game the table does not deal. Here is a fresh deal of Knüffeln instead.',
  'play.link.bad-start': 'This link’s deal could not be read (its seed, number or dealer is wrong). Here is a fresh deal instead.',
  'play.link.bad-move': 'This link’s move {at} is not one the rules allow at that point. The deal is shown as it stood before it.',
  'play.link.unknown-variant':
    'This link names rules the table does not know: the deal is played by the table’s usual rules ({rules}), as far as its moves are good.',
  'play.link.bad-seed': 'This link’s seed could not be read. Here is a fresh deal instead.',
  'play.link.bad-deal-number': 'This link’s deal number could not be read: the deal is shown as the first of its session, as far as its moves are good.',
  'play.link.bad-dealer': 'This link’s dealer could not be read: {dealer} deals, and the deal is shown as far as its moves are good.',
  'play.link.bad-deck': 'This link’s cards could not be read: the deal is dealt from its seed instead, without its moves.',
  'play.link.bad-talk':
    'What was said at the table could not be read in full: the deal is shown with what was said before the first word that could not be read.',
} as const;
