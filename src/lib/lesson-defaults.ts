/** The chosen suits a lesson's trick or exercise has unless it says otherwise: hearts first, spades second. */
export const LESSON_CHOSEN = ['H', 'S'] as const;
