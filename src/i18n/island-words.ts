import type { Catalog } from './speaker.ts';
import type { Lang } from './lang.ts';
import type { PartName } from './islands.ts';
import { islandCatalog } from './islands.ts';

/**
 * The words of an island, as data: on the server straight from the catalogs; in the browser from the page, which
 * carries each part its islands use once, as JSON (<script type="application/json" data-island-words="game">, written
 * by components/site/IslandWords.astro before the first island that needs it). So an island ships no words in its JavaScript,
 * a page carries only its own language's, and several islands on one page share one copy.
 */
const parsed = new Map<string, Catalog>();
export function islandWordsOf(lang: Lang, parts: readonly PartName[]): Catalog {
  // The server branch (and with it every catalog) is left out of the browser's bundle.
  if (import.meta.env.SSR) return islandCatalog(lang, parts);
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    let words = parsed.get(part);
    if (!words) {
      const text = document.querySelector(`script[data-island-words="${part}"]`)?.textContent;
      if (!text) console.error(`No words for this island: the page lacks its part "${part}" (components/site/IslandWords.astro).`);
      parsed.set(part, (words = text ? (JSON.parse(text) as Catalog) : {}));
    }
    Object.assign(out, words);
  }
  return out as Catalog;
}
