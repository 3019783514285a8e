import { expect } from '@playwright/test';
import { tabTest as test } from './tab.ts';
import { readFileSync } from 'node:fs';
import { hydrated } from './site.ts';

const TERMS = JSON.parse(readFileSync(new URL('../../content/glossary/terms.json', import.meta.url), 'utf8')) as {
  id: string;
  headword: string;
  de?: { headword?: string };
}[];

async function results(page: import('@playwright/test').Page, query: string, search = 'search/') {
  await page.goto(`${search}?q=${encodeURIComponent(query)}`);
  await hydrated(page);
  await expect(page.locator('.status')).toContainText(/result|Nothing|Treffer|Nichts/);
  return page.locator('.hits > li');
}

test('“Dulle” finds the glossary entry for the ♠8 first', async ({ tab: page }) => {
  const hits = await results(page, 'Dulle');
  await expect(hits.first().locator('a.title')).toHaveText('Dulle');
  await expect(hits.first().locator('a.title')).toHaveAttribute('href', /\/knuffeln\/glossary\/dulle\/$/);
});

test('“Paas” finds the Pope first, with the beaters lesson among the results', async ({ tab: page }) => {
  const hits = await results(page, 'Paas');
  await expect(hits.first().locator('a.title')).toHaveAttribute('href', /\/glossary\/paap\/$/);
  await expect(page.locator('.hits a.title[href$="/learn/cards/beaters/"]')).toHaveCount(1);
});

test('“Jann” finds the glossary entry and the lesson on Jann and march', async ({ tab: page }) => {
  const hits = await results(page, 'Jann');
  await expect(hits.first().locator('a.title')).toHaveAttribute('href', /\/glossary\/jann\/$/);
  await expect(page.locator('.hits a.title[href$="/learn/partners/jann-and-march/"]')).toHaveCount(1);
});

test('“Hühnerleiter” finds the ladder entry first', async ({ tab: page }) => {
  const hits = await results(page, 'Hühnerleiter');
  await expect(hits.first().locator('a.title')).toHaveAttribute('href', /\/glossary\/hoenerledder\/$/);
});

test('“run away” finds the lopen entry first and the lesson on turning second', async ({ tab: page }) => {
  const hits = await results(page, 'run away');
  await expect(hits.nth(0).locator('a.title')).toHaveAttribute('href', /\/glossary\/lopen\/$/);
  await expect(hits.nth(1).locator('a.title')).toHaveAttribute('href', /\/learn\/stakes\/drehen\/$/);
  // davonlaufen, the German word for it, is not lost: it is linked under lopen.
  await expect(hits.nth(0).locator('ul a[href$="/glossary/davonlaufen/"]')).toHaveCount(1);
});

test('a card’s name, “Four of Clubs”, finds the entry of that card first', async ({ tab: page }) => {
  const hits = await results(page, 'Four of Clubs');
  await expect(hits.first().locator('a.title')).toHaveAttribute('href', /\/knuffeln\/glossary\/waag\/$/);
});

// Words that touch with no space (“YesNo”, “spades♥3”, “CardsWhat”); names such as McLeod are spelt that way.
const GLUED = /[a-zäöüß][♠♥♦♣]|\d[♠♥♦♣]|[a-zäöüß][A-ZÄÖÜ][a-zäöü]/g;
const NAMES = ['McLeod', 'JavaScript'];
const CARD_NAME = /[♠♥♦♣](?:10|[2-9AKQJ])\s*(?:Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Jack|Queen|King|Ace) of/;

for (const query of ['beater', 'Ole', 'bluff', 'Dulle', 'fall to']) {
  test(`excerpts for “${query}” read as the page does: no popover, button or screen-reader text, no glued words`, async ({ tab: page }) => {
    const hits = await results(page, query);
    await expect(hits.first()).toBeVisible();
    const excerpts = await hits.locator(':scope > p').allTextContents();
    expect(excerpts.length).toBeGreaterThan(2);
    for (const text of excerpts) {
      expect(text, 'popover text').not.toContain('More in the glossary');
      expect(text, 'a “?” button').not.toMatch(/(^|\s)\?(\s|$)/);
      expect(text, 'a card’s spoken name').not.toMatch(CARD_NAME);
      expect(text, 'exercise buttons').not.toMatch(/\bYes\s*No\b/);
      const glued = [...text.matchAll(GLUED)].filter((m) => !NAMES.some((n) => text.slice(Math.max(0, m.index - 8), m.index + 8).includes(n)));
      expect(
        glued.map((m) => text.slice(Math.max(0, m.index - 10), m.index + 10)),
        text,
      ).toEqual([]);
    }
  });
}

test.describe('the German edition searches its own index', () => {
  for (const [query, entry] of [
    ['Dulle', 'dulle'],
    ['Paas', 'paap'],
    // Papst is the name of Karnöffel's Pope, an entry of its own; the Knüffeln Paas comes with it (next test).
    ['Papst', 'papst'],
    ['Jann', 'jann'],
    ['Hühnerleiter', 'hoenerledder'],
    ['davonlaufen', '(davonlaufen|lopen)'],
    ['Durchmarsch', 'durchmarsch'],
    // A card's German name, with a hyphen as the style sheet writes it, with a space as a reader may type it, with
    // its article; the entry of that one card comes first (the ♥2 has two names, Twe and de Beste).
    ['Herz-Zwei', '(twe|de-beste)'],
    ['Herz Zwei', '(twe|de-beste)'],
    ['die Herz-Zwei', '(twe|de-beste)'],
    ['Kreuz-Vier', 'waag'],
    ['Pik Acht', 'dulle'],
    ['Herz-Neun', 'hartenool'],
    ['Karo Neun', 'rutenool'],
    // Low German headwords and their spellings.
    ['Hartenool', 'hartenool'],
    ['Rutenool', 'rutenool'],
    ['Twe', 'twe'],
    ['Wage', 'waag'],
    ['de Wage', 'waag'],
    ['Bunk', 'bunk'],
    ['lopen', 'lopen'],
    ['Hönerledder', 'hoenerledder'],
    ['Wääl', 'waeael'],
    ['Drist', 'drist'],
    ['Puzer', 'puzer'],
  ] as const) {
    test(`„${query}“ finds the German glossary entry first`, async ({ tab: page }) => {
      const hits = await results(page, query, 'de/suche/');
      await expect(hits.first().locator('a.title')).toHaveAttribute('href', new RegExp(`/knuffeln/de/glossar/${entry}/$`));
      // Only German pages: pagefind keeps one index per <html lang>.
      for (const href of await page.locator('.hits a.title').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')))
        expect(href).toMatch(/^\/knuffeln\/de\//);
    });
  }

  test('„Papst“ also names the Knüffeln card it is, the Paas, with the first result', async ({ tab: page }) => {
    // Both are "the Pope" in English, and Papst is a spelling of the Knüffeln card: the search shows it under the
    // Papst entry, by the headword the German glossary gives it.
    const paap = TERMS.find((t) => t.id === 'paap')!;
    const hits = await results(page, 'Papst', 'de/suche/');
    await expect(hits.first().locator('a[href$="/de/glossar/paap/"]')).toHaveText(paap.de?.headword ?? paap.headword);
  });

  test('the header search on a German page searches the German edition', async ({ tab: page }) => {
    await page.goto('de/glossar/');
    await page.getByRole('searchbox', { name: 'Die Website durchsuchen' }).fill('Dulle');
    await page.getByRole('searchbox', { name: 'Die Website durchsuchen' }).press('Enter');
    await expect(page).toHaveURL(/\/knuffeln\/de\/suche\/\?q=Dulle$/);
    await hydrated(page);
    await expect(page.locator('.hits > li').first().locator('a.title')).toHaveAttribute('href', /\/de\/glossar\/dulle\/$/);
  });
});
