import type { Segment } from '../../i18n/speaker.ts';

/** An answer to what the table asks (TableAsk), in the game's words. */
export interface Answer {
  readonly words: readonly Segment[];
  readonly act: () => void;
  /** the lesser choice, drawn quiet (to keep the cards, to run, an extra beside a card to lay) */
  readonly quiet?: boolean;
  /** not to be pressed yet (the two cards to lay aside not picked): said so, and a tap does nothing */
  readonly off?: boolean;
  /** words in another language, quoted as such (a Low German phrase at the table): its language */
  readonly quote?: string;
  /** what the quoted words mean, in the page's language, beside them on the button (phone.md 7) */
  readonly means?: string;
}
