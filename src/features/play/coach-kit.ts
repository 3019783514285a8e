/**
 * The coach at four-player Knüffeln's table, loaded the first time it speaks (a hint asked, a deal over): its sentences
 * in the page's language (i18n/<lang>/coach.ts) and what builds them from the bots' weighing (coach-words.ts), so the
 * Play page does not carry them at first. One chunk per language for the words; the service worker saves every chunk.
 */
import type { Lang } from '../../i18n/lang.ts';
import { speakerWith, type Catalog, type Segment, type Speaker } from '../../i18n/speaker.ts';
import type { PlayState, Said, Seat, SeatView } from '../../rules/index.ts';
import type { TurningPoint } from '../../bots/protocol.ts';
import type { Advice } from './bot-port.ts';
import { hintWords, joined, reviewWords, type HintWords } from './coach-words.ts';

const WORDS: Record<Lang, () => Promise<Catalog>> = {
  en: () => import('../../i18n/en/coach.ts').then((m) => m.coach),
  de: () => import('../../i18n/de/coach.ts').then((m) => m.coach),
};

export interface Coach {
  /** the hint for the learner's view, in words: the card it marks, its sentences and its numbers */
  hint(v: SeatView, advice: Advice, heard: readonly Said[], name: (seat: Seat) => string): HintWords;
  /** a turning point of the look back in words, with what was said at the table by then */
  review(deal: Pick<PlayState, 'start' | 'actions'>, p: TurningPoint, name: (seat: Seat) => string, heard: readonly Said[]): Segment[];
}

/** The coach, speaking with the table's words and its own. */
export async function loadCoach(base: Speaker): Promise<Coach> {
  const speaker = speakerWith(base, await WORDS[base.lang]());
  return {
    hint: (v, advice, heard, name) => hintWords(speaker, v, advice, heard, name),
    review: (deal, p, name, heard) => joined(reviewWords(speaker, deal, p, name, heard)),
  };
}
