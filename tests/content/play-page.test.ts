// @vitest-environment jsdom
// The Play page shows a game's own words below its table, and never four-player Knüffeln's, when the address names the
// game (?game=…): its inline script marks <html data-game> before anything is drawn, and once the page is read puts
// the block that names the game in place of its template. Run here in a page like the Play page's, for every game of the table's registry.
import { describe, expect, it } from 'vitest';
import { GAME_MARK_SCRIPT } from '../../src/lib/theme.mjs';
import { TABLE_GAME_IDS } from '../../src/rules/table-ids.ts';

/** A page like the Play page at an address, its inline script run as it is read, then the page read. */
function page(search: string): Document {
  const doc = document.implementation.createHTMLDocument();
  // the script at the top of the body, before the blocks are read: the page's own text, run as the browser runs it
  // eslint-disable-next-line @typescript-eslint/no-implied-eval, @typescript-eslint/no-unsafe-call -- the inline script under test
  new Function('document', 'location', GAME_MARK_SCRIPT)(doc, { search });
  doc.body.innerHTML = `<div class="knueffeln-only"></div>${TABLE_GAME_IDS.map((id) => `<template data-about="${id}"><div data-about="${id}">${id}</div></template>`).join('')}`;
  doc.dispatchEvent(new Event('DOMContentLoaded'));
  return doc;
}
/** the games whose words are on the page: a template's are not, until the script puts them in its place */
const shown = (doc: Document) => [...doc.querySelectorAll<HTMLElement>('div[data-about]')].map((b) => b.dataset['about']);

describe('the Play page’s mark of the game an address names', () => {
  it.each(TABLE_GAME_IDS)('shows %s’s own words, and only those', (id) => {
    const doc = page(`?game=${id}&seats=4`);
    expect(doc.documentElement.getAttribute('data-game')).toBe(id);
    expect(shown(doc)).toEqual([id]);
  });

  it('shows no game’s words for Knüffeln for four, an unknown game or a name it will not copy', () => {
    for (const search of ['', '?v=hattstedt&seed=x', '?game=skat', '?game=%3Cb%3Ex%3C/b%3E', '?game="]x']) {
      const doc = page(search);
      expect(shown(doc), search).toEqual([]);
      if (!/skat/.test(search)) expect(doc.documentElement.hasAttribute('data-game'), search).toBe(false);
    }
  });
});
