import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANGS } from '../../src/i18n/lang.ts';
import { pageSpeaker } from '../../src/i18n/page.ts';
import { GAME_IDS, GAMES, resolveTrick, SUITS } from '../../src/rules/index.ts';

/**
 * Every game of the registry (src/rules/games.ts) has what the site needs of it, derived from the registry itself,
 * never from a list restated here: a name in each language's catalog, a pack that parses by its own rules, a setup
 * and a trick its rules answer, and a page in every language.
 */
const games = GAME_IDS.map((id) => [id, GAMES[id]] as const);

/** Files under a folder, recursively, as paths relative to it. */
const filesUnder = (dir: string): string[] => readdirSync(dir, { recursive: true, encoding: 'utf8' });

/**
 * A game's pages: its own page in the family section, or the lessons that show its tricks (a lesson names the game
 * in its MDX or its exercises), each in every language.
 */
function pagesOf(id: string): Record<string, string[]> {
  const family = Object.fromEntries(LANGS.map((lang) => [lang, existsSync(`content/family/${lang}/${id}.mdx`) ? [`family/${lang}/${id}`] : []]));
  if (LANGS.every((lang) => family[lang]!.length)) return family;
  const en = filesUnder('content/lessons')
    .filter((f) => !f.startsWith('de/') && /\.(mdx|exercises\.json)$/.test(f))
    .filter((f) => new RegExp(`["']${id}["']`).test(readFileSync(join('content/lessons', f), 'utf8')))
    .map((f) => f.replace(/\.(mdx|exercises\.json)$/, ''));
  const slugs = [...new Set(en)].filter((slug) => existsSync(`content/lessons/${slug}.mdx`));
  return Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      slugs
        .map((slug) => (lang === DEFAULT_LANG ? slug : relative('content/lessons', `content/lessons/${lang}/${slug}`)))
        .filter((p) => existsSync(`content/lessons/${p}.mdx`)),
    ]),
  );
}

describe('the game registry', () => {
  it('holds every game id once, under its own id', () => {
    expect(Object.keys(GAMES).sort()).toEqual([...GAME_IDS].sort());
    for (const [id, game] of games) expect(game.id).toBe(id);
  });

  describe.each(games)('%s', (id, game) => {
    it('has a name in every language’s catalog', () => {
      for (const lang of LANGS) {
        const name = pageSpeaker(lang).text(`variant.${id}`);
        expect(name.trim()).not.toBe('');
        expect(name).not.toContain('variant.');
      }
    });

    it('has a pack that parses by its own rules, and refuses what is not a card', () => {
      expect(new Set(game.pack).size).toBe(game.pack.length);
      for (const card of game.pack) expect(game.lookupCard(card)).toEqual({ ok: true, value: card });
      expect(game.lookupCard('ZZ')).toMatchObject({ ok: false, error: { code: 'bad-card' } });
    });

    it('reads its setup at the edge and answers a trick of its own cards', () => {
      const chosen = SUITS.slice(0, game.chosenCount).join('');
      expect(game.parseChosen(chosen).ok).toBe(true);
      expect(game.parseChosen(SUITS.slice(0, game.chosenCount + 1).join(''))).toMatchObject({ ok: false, error: { code: 'bad-chosen' } });
      expect(game.parseSetup(chosen).ok).toBe(true);
      const cards = game.pack.slice(0, Math.max(...game.players));
      const input = { variant: id, chosen: [...chosen], cards };
      const r = game.resolve(input);
      if (!r.ok) throw new Error(`${id}: ${r.error.code}`);
      expect(r.value.steps.map((s) => s.card)).toEqual(cards);
      expect(r.value.winner).toBeLessThan(cards.length);
      expect(resolveTrick(input)).toEqual(r);
      expect(game.resolve({ ...input, cards: [...cards, ...game.pack.slice(cards.length, cards.length + 1)] })).toMatchObject({
        ok: false,
        error: { code: 'too-many-cards' },
      });
    });

    it('has a page in every language', () => {
      const pages = pagesOf(id);
      for (const lang of LANGS) expect(pages[lang], `${id} in ${lang}`).not.toEqual([]);
    });
  });
});
