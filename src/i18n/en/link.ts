/** What can be wrong with a shared trick link: only the explorer's own page reads links. */
export const link = {
  'problem.dismiss': 'Dismiss',
  'problem.intro': 'This link could not be loaded in full:',
  'problem.unknown-variant': 'it names a variant “{variant}” that this site does not know, so the Bohmstedt rules are used.',
  'problem.bad-players': {
    select: 'allowed',
    '4/6': 'it asks for {players} players, but this game is played by 4 or by 6, so 4 are used.',
    other: 'it asks for {players} players, but Knüffeln is played by 4, or by 5 with the dealer alone, so 4 are used.',
  },
  'problem.four-only': 'it asks for {players} players, but this variant is played by four only, so 4 are used.',
  'problem.bad-chosen': {
    plural: 'count',
    '=1': 'its chosen suit “{chosen}” is not one suit from C, S, H and D: pick it below.',
    other: 'its chosen suits “{chosen}” are not two different suits from C, S, H and D: pick them below.',
  },
  'problem.not-in-game': '{card} is not a card of {game}, so it was left out.',
  'problem.bad-kaisers': '“{kaisers}” is not a list of Banners (TC, TS, TH, TD) to declare as Kaisers, so all four are declared.',
  'problem.bad-lead': 'its leader “{lead}” is not a seat at this table, so the first seat leads.',
  'problem.bad-card': '“{card}” is not a card code (rank then suit, like TD or 4C), so it was left out.',
  'problem.not-in-pack': '{card} is not in the pack of this variant, which plays without the {omitted}s, so it was left out.',
  'problem.duplicate-card': '{card} is in it twice, and the pack has only one, so the second was left out.',
  'problem.too-many-cards-for-players': 'a trick has one card from each of the {players} players, so every card after the first {players} was left out.',
  'problem.bad-names': 'it has {count} names for {players} players, so the extra names were left out.',
} as const;
