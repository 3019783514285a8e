/**
 * Build time only (it reads the glossary collection through astro:content): the glossary's names for the search page
 * and the glossary filter, what a query may call an entry by (glossary-match.ts). No island imports this file.
 */
import { familyText } from '../i18n/family-text.ts';
import type { Lang } from '../i18n/lang.ts';
import { englishSpellings, shownSpellings } from '../i18n/locales.ts';
import { pageWords } from '../i18n/page.ts';
import { FAMILY, type CardCode } from '../rules/index.ts';
import type { GrammaticalCase } from '../i18n/message.ts';
import { loadGlossary, type Entry } from './glossary.ts';

/** What the search knows of a glossary entry to tell whether a query names it (built by glossaryNames in SearchPage). */
export interface GlossaryName {
  /** the entry's page, under the base */
  readonly url: string;
  /** the headword as the page's language shows it ("Paas", "de Wage") */
  readonly headword: string;
  /** the headword's language: nds, de or en */
  readonly lang: string;
  /** the short gloss, the result's text when the index did not find the entry */
  readonly short: string;
  /** every other spelling the glossary lists */
  readonly spellings: readonly string[];
  /** the names of the one card the entry is (the Twe: "Herz-Zwei", "♥2"); none for an entry of several cards */
  readonly cards: readonly string[];
  /** the English names, by which synonyms are merged (search.ts, mergeSynonyms) */
  readonly english: readonly string[];
}

const CASES: readonly GrammaticalCase[] = ['nom', 'acc', 'dat', 'gen'];

/**
 * The names of the one card an entry is, as the page's language writes them: its name from the rules' words
 * ("Herz-Zwei", "Two of Hearts"; in each case, „den Pik-Buben“; a family game's card by its own pack, "Rosen-Ober")
 * and its corner ("♥2").
 * An entry of several cards (the five Olen) or of ranks (the chosen Six) is named by its words only.
 * Every edition also knows the card by the names said at the tables where the game is played, German's („Herz-Zwei“
 * finds de Beste in the English glossary too: phone.md 2).
 */
export function cardNamesOf(entry: Entry, lang: Lang): string[] {
  return [...new Set([...namesIn(entry, lang), ...(lang === TABLE_LANG ? [] : namesIn(entry, TABLE_LANG))])];
}

/** The language spoken at the tables where the games are played, whose card names every edition's search knows. */
const TABLE_LANG: Lang = 'de';

function namesIn(entry: Entry, lang: Lang): string[] {
  const { cards } = entry.data;
  if (cards.length !== 1) return [];
  const sp = pageWords(lang);
  const game = entry.data.games?.[0];
  const words = game ? familyText(sp, FAMILY[game]) : null;
  const code = cards[0] as CardCode;
  if (words) return [words.cardName(code), words.cardShort(code)];
  // Every case a sentence may put it in: „der Pik-Bube“, „den Pik-Buben“.
  const forms = CASES.map((c) => sp.cardName(code, c));
  return [...new Set([...forms, sp.cardShort(code)])];
}

/** Every glossary entry's names in a language, for the search (SearchPage hands them to the SearchResults island). */
export async function glossaryNames(lang: Lang): Promise<GlossaryName[]> {
  const { to } = pageWords(lang);
  return (await loadGlossary(lang)).map((e) => ({
    url: to(`glossary/${e.id}/`),
    headword: e.data.headword,
    lang: e.data.headwordLang,
    short: e.data.short,
    spellings: shownSpellings(e.data.variants, lang).map((v) => v.text),
    cards: cardNamesOf(e, lang),
    english: englishSpellings(e.data.variants).map((v) => v.text),
  }));
}
