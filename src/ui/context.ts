import { getContext, setContext } from 'svelte';
import { islandWordsOf } from '../i18n/island-words.ts';
import type { PartName } from '../i18n/islands.ts';
import type { Lang } from '../i18n/lang.ts';
import { createSpeaker, type Speaker } from '../i18n/speaker.ts';

const KEY = Symbol('speaker');

/** Gives an island's components their words: called once by the island's root component. */
export function provideSpeaker(speaker: Speaker): void {
  setContext(KEY, speaker);
}

/**
 * An island root's speaker, in its page's language, from the catalog parts it declares (`islandSpeaker(lang, ['game',
 * 'quiz'])`); its components get it through useSpeaker. The page carries those parts (components/site/IslandWords.astro).
 */
export function islandSpeaker(lang: Lang, parts: readonly PartName[]): Speaker {
  const speaker = createSpeaker(lang, islandWordsOf(lang, parts));
  provideSpeaker(speaker);
  return speaker;
}

/** The words of the island this component is part of, in the page's language. */
export function useSpeaker(): Speaker {
  const speaker = getContext<Speaker | undefined>(KEY);
  if (!speaker) throw new Error('No words for this component: render it inside an island root (ui/context.ts islandSpeaker).');
  return speaker;
}

/** The context that provideSpeaker sets, for rendering a component on its own (component tests). */
export const speakerContext = (speaker: Speaker): Map<symbol, Speaker> => new Map([[KEY, speaker]]);
