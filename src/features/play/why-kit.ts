/**
 * Why the last trick went as it did, in words: the sentences (i18n/<lang>/why.ts, one chunk per language) are not
 * carried by the Play page, which explains no trick at first; they load once the table is drawn and the browser has a
 * moment, or at once when the fold that shows them is opened first.
 */
import type { Lang } from '../../i18n/lang.ts';
import { speakerWith, type Catalog, type Speaker } from '../../i18n/speaker.ts';

const WORDS: Record<Lang, () => Promise<Catalog>> = {
  en: () => import('../../i18n/en/why.ts').then((m) => m.why),
  de: () => import('../../i18n/de/why.ts').then((m) => m.why),
};

/** Each card's sentence of a trick, from the table's words and the explanations'. */
export async function loadWhy(base: Speaker): Promise<Speaker['stepText']> {
  return speakerWith(base, await WORDS[base.lang]()).stepText;
}
