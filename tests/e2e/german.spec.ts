import { expect, test, type Page } from '@playwright/test';
import { hydrated, shownText, spokenText } from './site.ts';

/** The German edition of the trick explorer: the same rules, its own words (known answers: eaton-2021 Case 1 and 2). */
async function open(page: Page, query = '') {
  await page.goto(`de/trick/${query}`);
  await hydrated(page);
}
const steps = (page: Page) => page.locator('.steps > li');

test('a shared link opens Case 1 in German, every reason in German, cards read aloud by their German names', async ({ page }) => {
  await open(page, '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await shownText(page.locator('.summary'))).toEqual(['♠3 von West macht den Stich für Ost–West.']);
  expect(await shownText(steps(page))).toEqual([
    'Süd: ♦4, eine Schietkarte, wird ausgespielt. Sie hält den Stich, es sei denn, es kommt eine Ole, ein beliebiger gewählter Steker oder das Ass derselben Farbe.',
    'West: ♠3, der Drist (gewählte Drei), nimmt der ausgespielten ♦4 den Stich ab: eine Schietkarte gibt den Stich ab, sobald eine Ole, ein beliebiger gewählter Steker oder das Ass derselben Farbe kommt.',
    'Nord: ♦A, ein ungewähltes Ass, nimmt der ♠3 den Stich nicht ab: eine ungewählte Karte sticht nur Karten ihrer eigenen Farbe.',
    'Ost: ♣8, eine Schietkarte, nimmt der ♠3 den Stich nicht ab: eine Schietkarte sticht gar nichts, nicht einmal eine Karte der eigenen Farbe.',
  ]);
  expect((await spokenText(steps(page).nth(1)))[0]).toContain('West: Pik Drei, der Drist (gewählte Drei), nimmt der ausgespielten Karo Vier den Stich ab');
});

test('Case 2 in German: the Drist is too low for the unchosen Ace', async ({ page }) => {
  await open(page, '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-8C-AD-3S');
  expect(await shownText(page.locator('.summary'))).toEqual(['♦A von Nord macht den Stich für Nord–Süd.']);
  expect((await shownText(steps(page)))[3]).toBe(
    'Ost: ♠3, der Drist (gewählte Drei), nimmt der ♦A den Stich nicht ab: ein ungewähltes Ass gibt den Stich nur ab, wenn eine Ole oder ein gewähltes Ass, ein gewählter Bube oder eine gewählte Sechs kommt.',
  );
});

test('the same link shows the same trick in English and in German', async ({ page }) => {
  const link = '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C';
  await page.goto(`trick/${link}`);
  await hydrated(page);
  const english = await page.locator('.seats .face').evaluateAll((els) => els.map((e) => e.getAttribute('data-c')));
  await open(page, link);
  expect(await page.locator('.seats .face').evaluateAll((els) => els.map((e) => e.getAttribute('data-c')))).toEqual(english);
});

test('a malformed link gets its messages in German, and the page stays usable', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await open(page, '?v=bernhard1924&chosen=HS&cards=5D-TD-5D-%3Cimg%20src%3Dx%3E');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Dieser Link ließ sich nicht vollständig laden');
  await expect(alert).toContainText('gehört nicht zum Blatt dieser Variante, die ohne die Zehnen spielt');
  await expect(alert).toContainText('kommt zweimal vor');
  await expect(alert).toContainText('„<img“ ist kein Kartenkürzel');
  await expect(page.locator('main img')).toHaveCount(0);
  await page.getByRole('button', { name: 'Schließen' }).click();
  await expect(alert).toHaveCount(0);
  expect(errors).toEqual([]);
});
