/** Folds text for matching: no case, no diacritics (Wääl → waal, Dörchspill → dorchspill), ß → ss. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 'ss').toLowerCase();
}

/** Umlauts spelt out: Wääl → Waeael. */
export const spellOut = (s: string): string =>
  s.replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/Ä/g, 'Ae').replace(/Ö/g, 'Oe').replace(/Ü/g, 'Ue');

/** The text a glossary entry is found by, with umlauts also spelt out (ä → ae), for the filter. */
export function searchText(parts: readonly string[]): string {
  const joined = parts.join(' ');
  return `${fold(joined)} ${fold(spellOut(joined))}`;
}
