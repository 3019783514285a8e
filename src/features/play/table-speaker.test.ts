import { describe, expect, it } from 'vitest';
import { islandCatalog } from '../../i18n/islands.ts';
import type { Lang } from '../../i18n/lang.ts';
import { createSpeaker } from '../../i18n/speaker.ts';
import { TABLE_GAMES, type TableGameId } from '../../rules/table-games.ts';
import { tableWords } from './table-kit.ts';
import { tableSpeaker } from './table-speaker.ts';

/** The table's speaker in a language, with the game on the table set by the test. */
async function table(lang: Lang) {
  const base = createSpeaker(lang, { ...islandCatalog(lang, ['game', 'play', 'units']), ...(await tableWords(lang)) });
  const on: { game: TableGameId } = { game: 'knueffeln-5' };
  return { on, sp: tableSpeaker(base, () => TABLE_GAMES[on.game].style) };
}

describe("the table names a game's cards by its own pack (kaiserspiel: Swiss suits and Banners; karniffel: German suits)", () => {
  // Rows: game, card, English name, German name in the accusative, its corner in English and in German (German packs print
  // B and D for Bube and Dame, so the Swiss Banner is Ba there). Packs: src/rules/kaiserspiel.ts, karniffel.ts.
  const rows = [
    ['knueffeln-5', 'TD', 'Ten of diamonds', 'die Karo-Zehn', '♦10', '♦10'],
    ['kaiserspiel', 'TD', 'Banner of Bells', 'das Schellen-Banner', '♦B', '♦Ba'],
    ['kaiserspiel', 'QS', 'Ober of Shields', 'den Schilten-Ober', '♠O', '♠O'],
    ['karniffel', 'JS', 'Unter of Leaves', 'den Laub-Unter', '♠U', '♠U'],
    ['karnoeffel', 'JS', 'Jack of spades', 'den Pik-Buben', '♠J', '♠B'],
    ['karnoeffel', 'QH', 'Queen of hearts', 'die Herz-Dame', '♥Q', '♥D'],
  ] as const;
  it.each(rows)('%s: %s', async (game, card, english, german, corner, deCorner) => {
    const en = await table('en');
    const de = await table('de');
    en.on.game = de.on.game = game;
    expect(en.sp.cardName(card).toLowerCase()).toBe(english.toLowerCase());
    expect(en.sp.cardShort(card)).toBe(corner);
    // A German sentence declines the card by its pack's noun: its article, and the screen reader's name.
    const said = de.sp.t('tables.did.play', { seat: 'Ost', card: [{ card }] });
    expect(de.sp.spoken(said)).toBe(`Ost spielt ${german}.`);
    expect(de.sp.cardShort(card)).toBe(deCorner);
    expect(de.sp.plain(said)).toBe(`Ost spielt ${german.split(' ')[0]} ${deCorner}.`);
  });

  it("keeps a beast's name with its article, and follows the game when it changes", async () => {
    const { on, sp } = await table('de');
    on.game = 'karniffel';
    const laid = sp.t('tables.did.play', { seat: 'Süd', card: [{ card: 'X1' }] });
    expect(sp.spoken(laid)).toBe('Süd spielt den Tollen.');
    // The eye reads the article too, before the card's face („den [Tolle]“); the screen reader hears it once.
    expect(laid.slice(-3)).toEqual([{ text: 'den ' }, { card: 'X1', case: 'acc', bare: true }, { text: '.' }]);
    expect(sp.plain(laid)).toBe('Süd spielt den Tollen.');
    expect(sp.spoken(sp.t('tables.act.play', { card: [{ card: 'X2' }] }))).toBe('Den Roten Thier spielen');
    expect(sp.suitName('D')).toBe('Schellen');
    on.game = 'knueffeln-5';
    expect(sp.suitName('D')).toBe('Karo');
  });
});
