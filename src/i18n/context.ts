import { getContext, setContext } from 'svelte';
import type { Speaker } from './speaker.ts';

const KEY = Symbol('speaker');

/** Gives an island's components their words: called once by the island's language wrapper (islands/en, islands/de). */
export function provideSpeaker(speaker: Speaker): void {
  setContext(KEY, speaker);
}

/** The words of the island this component is part of, in the page's language. */
export function useSpeaker(): Speaker {
  const speaker = getContext<Speaker | undefined>(KEY);
  if (!speaker) throw new Error('No words for this component: render it inside a language wrapper from islands/en or islands/de.');
  return speaker;
}

/** The context that provideSpeaker sets, for rendering a component on its own (component tests). */
export const speakerContext = (speaker: Speaker): Map<symbol, Speaker> => new Map([[KEY, speaker]]);
