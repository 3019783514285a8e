import { linkWords } from '../../i18n/lazy.ts';
import { speakerWith, type Speaker } from '../../i18n/speaker.ts';
import { provideSpeaker, useSpeaker } from '../../ui/context.ts';
import { Explorer } from './explorer.svelte.ts';
import type { TrickState } from './share.ts';

/**
 * The explorer's speaker: the page's, until a family game's rules and words have loaded; then that game's, which adds
 * the family's words (six seats, Kaisers) and names cards and suits by its own pack (Ober of Flowers, Schellen), with
 * the style its pack gives every sentence (a card's article: der Schellen-Ober). Components take their speaker once,
 * so each word asks the explorer which game it is in.
 */
export function explorerSpeaker(base: Speaker, ex: Pick<Explorer, 'kit' | 'words'>): Speaker {
  const sp = () => ex.kit?.speaker ?? base;
  return {
    ...base,
    t: (key, params, style) => sp().t(key, params, style ?? ex.words?.style),
    text: (key, params, style) => sp().text(key, params, style ?? ex.words?.style),
    seatName: (players, seat) => sp().seatName(players, seat),
    cardName: (c, k) => ex.words?.cardName(c) ?? base.cardName(c, k),
    cardShort: (c) => ex.words?.cardShort(c) ?? base.cardShort(c),
    suitName: (s) => ex.words?.suitName(s) ?? base.suitName(s),
  };
}

/**
 * An explorer on a trick, for a mode's component to compose (at its start, as a context is set): the family's rules and
 * words come on demand in the page's language (a Knüffeln player never downloads them), and the components inside
 * get the explorer's speaker (`speaker`); `base` is the page's own.
 */
export function provideExplorer(trick: TrickState, base: Speaker = useSpeaker()): { ex: Explorer; base: Speaker; speaker: Speaker } {
  const ex = new Explorer(trick, base, () => import('./family-kit.ts').then((m) => m.loadFamilyKit(base)));
  const speaker = explorerSpeaker(base, ex);
  provideSpeaker(speaker);
  return { ex, base, speaker };
}

/**
 * A bad link's box and its sentences, fetched when one is met, in the page's language only. (Here, beside the family
 * kit's loader, so that the words' loader ships once with the explorer instead of in a file of its own.)
 */
export const loadLinkProblems = (base: Speaker) =>
  Promise.all([import('./LinkProblems.svelte'), linkWords(base.lang)]).then(([m, w]) => ({
    Problems: m.default,
    words: speakerWith(base, w),
  }));
