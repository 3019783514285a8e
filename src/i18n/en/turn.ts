/** A lesson's "your turn" exercise in the explorer: only the lessons ship these words. */
export const turn = {
  'ex.turn.task': 'Your turn, {seat}: lay a card from the picker that takes this trick.',
  'ex.turn.won': 'Right: your card takes the trick. The steps below say why.',
  'ex.turn.lost': 'Not this one: the steps below say why. Undo and try another card.',
} as const satisfies Record<string, string>;
