/**
 * For component tests of an island root: the words a page carries for its islands (components/site/IslandWords.astro),
 * put into the test's document as the page would, so the root reads them as it does in the browser.
 */
import { partJson, type PartName } from '../i18n/islands.ts';
import type { Lang } from '../i18n/lang.ts';

export function carryWords(lang: Lang, parts: readonly PartName[]): void {
  for (const part of parts) {
    if (document.querySelector(`script[data-island-words="${part}"]`)) continue;
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset['islandWords'] = part;
    script.textContent = partJson(lang, part);
    document.head.append(script);
  }
}
