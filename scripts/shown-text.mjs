// The text of a built page as a reader sees it, for the native sample (scripts/native-sample.ts).
import { JSDOM } from 'jsdom';
import { textBlocks } from './style-de.mjs';

/** Blocks for the sample: as the style check's, but a term's button and a card's parts run on in their sentence. */
const BLOCK =
  /^(ARTICLE|ASIDE|BLOCKQUOTE|BR|CAPTION|DD|DETAILS|DIV|DL|DT|FIELDSET|FIGCAPTION|FIGURE|FOOTER|FORM|H[1-6]|HEADER|LABEL|LEGEND|LI|MAIN|NAV|OL|P|SECTION|SUMMARY|TABLE|TD|TH|TR|UL)$/;

/**
 * The main text of a page as a reader sees it, one string per block: Low German and quoted words included (a sentence
 * is judged whole), a card as its corner shows it (♥B) without the name a screen reader hears beside it, a glossary
 * word without its pop-up.
 * @param {string} html
 * @returns {string[]}
 */
export function shownText(html) {
  const { document } = new JSDOM(html).window;
  /** @param {Element} el */
  const look = (el) => (el.classList.contains('sr-only') || el.hasAttribute('hidden') || el.hasAttribute('popover') ? 'skip' : 'in');
  return textBlocks(document.querySelector('main') ?? document.body, look, undefined, BLOCK);
}
