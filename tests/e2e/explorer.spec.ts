import { expect, test as fresh, type Page } from '@playwright/test';
import { tabTest as test } from './tab.ts';
import { expectNoAxeViolations, hydrated, shownText, spokenText } from './site.ts';

const SUIT_NAME = { C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' } as const;
const RANK_NAME: Record<string, string> = {
  A: 'Ace',
  K: 'King',
  Q: 'Queen',
  J: 'Jack',
  T: 'Ten',
  '9': 'Nine',
  '8': 'Eight',
  '7': 'Seven',
  '6': 'Six',
  '5': 'Five',
  '4': 'Four',
  '3': 'Three',
  '2': 'Two',
};
const name = (code: string) => `${RANK_NAME[code[0]!]} of ${SUIT_NAME[code[1] as keyof typeof SUIT_NAME]}`;

async function open(page: Page, query = '') {
  await page.goto(`trick/${query}`);
  await hydrated(page);
}
const picker = (page: Page) => page.getByRole('group', { name: 'Card picker' });
const pick = (page: Page, code: string) => picker(page).getByRole('button', { name: new RegExp(`^${name(code)}\\b`) });
const steps = (page: Page) => page.locator('.steps > li');
/** The cards on the table in play order, as their corner index (♦4). */
const onTable = (page: Page) => page.locator('.seats .face').evaluateAll((els) => els.map((e) => e.getAttribute('data-c')));
const CASE_1 = '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C';

async function chooseHeartsAndSpades(page: Page) {
  await page
    .getByRole('button', { name: /hearts/ })
    .first()
    .click();
  await page
    .getByRole('button', { name: /spades/ })
    .first()
    .click();
}

test('Case 1 from eaton-2021, built by clicking: West’s ♠3 takes the trick, with a reason for every card', async ({ tab: page }) => {
  await open(page);
  await chooseHeartsAndSpades(page);
  // "Does my card beat this?" is answered after every card, not only after the last.
  const sofar: string[] = [];
  for (const c of ['4D', '3S', 'AD', '8C']) {
    await pick(page, c).click();
    sofar.push((await shownText(page.locator('.summary')))[0]!);
  }
  expect(sofar).toEqual([
    'So far: South’s ♦4 is winning for North–South.',
    'So far: West’s ♠3 is winning for East–West.',
    'So far: West’s ♠3 is winning for East–West.',
    'West’s ♠3 takes the trick for East–West.',
  ]);
  await expect(steps(page)).toHaveCount(4);
  expect(await shownText(page.locator('.reason'))).toEqual([
    '♠3, the Drist (chosen Three), takes the trick from the led ♦4: a dud falls to an Ole, any chosen beater or the Ace of its suit.',
  ]);
  expect(await shownText(steps(page))).toEqual([
    'South: ♦4, a dud, leads. It holds the trick unless an Ole, any chosen beater or the Ace of its suit is played.',
    'West: ♠3, the Drist (chosen Three), takes the trick from the led ♦4: a dud falls to an Ole, any chosen beater or the Ace of its suit.',
    'North: ♦A, an unchosen Ace, does not take the trick from ♠3: an unchosen card can only beat cards of its own suit.',
    'East: ♣8, a dud, does not take the trick from ♠3: a dud cannot beat anything, not even a card of its own suit.',
  ]);
  // A screen reader hears the cards by name, not as symbols.
  expect((await spokenText(steps(page).nth(1)))[0]).toContain('West: Three of spades, the Drist (chosen Three), takes the trick from the led Four of diamonds');
  await expect(page.locator('.seats li.win')).toHaveCount(1);
  expect(await shownText(page.locator('.seats li.win'))).toEqual(['West ♠3 Drist ★ takes the trick']);
  // The card shows its role in this deal under it, and a screen reader hears it after the card's name.
  await expect(page.locator('.seats li.win .role')).toBeVisible();
  expect(await spokenText(page.locator('.seats li.win .played'))).toEqual(['Three of spades, Drist']);
  await expect(page).toHaveURL(/\?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C$/);
});

test('Case 2 from eaton-2021: the same cards in another order, and North’s ♦A takes it', async ({ tab: page }) => {
  await open(page);
  await chooseHeartsAndSpades(page);
  for (const c of ['4D', '8C', 'AD', '3S']) await pick(page, c).click();
  await expect(steps(page)).toHaveCount(4);
  expect(await shownText(page.locator('.summary'))).toEqual(['North’s ♦A takes the trick for North–South.']);
  expect(await shownText(steps(page))).toEqual([
    'South: ♦4, a dud, leads. It holds the trick unless an Ole, any chosen beater or the Ace of its suit is played.',
    'West: ♣8, a dud, does not take the trick from the led ♦4: a dud cannot beat anything, not even a card of its own suit.',
    'North: ♦A, an unchosen Ace, takes the trick from the led ♦4: the Ace of an unchosen suit beats every other card of its suit.',
    'East: ♠3, the Drist (chosen Three), does not take the trick from ♦A: an unchosen Ace falls only to an Ole or a chosen Ace, Jack or Six.',
  ]);
  // The order panel shows that order matters, and one tap loads Case 1.
  await expect(page.getByText('Yes: played in other orders')).toBeVisible();
  await page.locator('.orders li', { hasText: '♠3' }).getByRole('button', { name: /Load/ }).click();
  await expect(page.locator('.summary')).toContainText('♠3');
  await expect(page.locator('.summary')).not.toContainText('♦A');
});

test('a shared link restores the trick exactly, names included', async ({ tab: page }) => {
  await open(page, '?v=hattstedt&chosen=CD&players=4&lead=N&cards=4H-KH-AH&names=Anna,Bernd,Carla,Dirk');
  // A restored deal starts folded to one line, so the trick is on screen at once.
  const setup = page.locator('details.setup');
  await expect(setup).not.toHaveAttribute('open');
  expect(await shownText(setup.locator(':scope > summary'))).toEqual(['Deal: Hattstedt · ♣ clubs and ♦ diamonds chosen · 4 players · Carla leads Change']);
  await setup.locator(':scope > summary').click();
  await expect(page.getByRole('radio', { name: 'Hattstedt' })).toBeChecked();
  await expect(page.getByRole('button', { name: /clubs/ }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /diamonds/ }).first()).toHaveAttribute('aria-pressed', 'true');
  // The table, in play order from the leader; Bernd has not played yet and is next.
  await expect(page.locator('.seats li .who')).toHaveText(['Carla', 'Dirk', 'Anna', 'Bernd']);
  expect(await onTable(page)).toEqual(['♥4', '♥K', '♥A']);
  await expect(page.locator('.seats li').first()).toContainText('leads');
  await expect(page.locator('.seats li').last()).toContainText('next to play');
  expect(await shownText(page.locator('.summary'))).toEqual(['So far: Anna’s ♥A is winning for North–South.']);
  await expect(page.locator('[role=alert]')).toHaveCount(0);
  await expect(page).toHaveURL(/\?v=hattstedt&chosen=CD&players=4&lead=N&cards=4H-KH-AH&names=Anna,Bernd,Carla,Dirk$/);
});

const MALFORMED: [string, string, string[]][] = [
  ['?v=skat&chosen=HS&cards=4D-3S', 'variant “skat” that this site does not know', ['4D', '3S']],
  ['?chosen=HH&cards=4D', 'chosen suits “HH” are not two different suits', ['4D']],
  ['?chosen=XY&cards=4D', 'chosen suits “XY”', ['4D']],
  ['?players=7&chosen=HS&cards=4D', 'asks for 7 players', ['4D']],
  ['?v=gruenberg1938&players=5&chosen=HS&cards=4D-KD-QD-JD-AD', 'this variant is played by four only', ['4D', 'KD', 'QD', 'JD']],
  ['?lead=Z&chosen=HS&cards=4D', 'leader “Z” is not a seat', ['4D']],
  ['?chosen=HS&cards=4D-10D-AD', '“10D” is not a card code', ['4D', 'AD']],
  ['?chosen=HS&cards=4D-5C', 'is not in the pack of this variant, which plays without the Fives', ['4D']],
  ['?v=bernhard1924&chosen=HS&cards=5D-TD', 'plays without the Tens', ['5D']],
  ['?chosen=HS&cards=4D-3S-4D', 'is in it twice', ['4D', '3S']],
  ['?chosen=HS&cards=4D-3S-AD-8C-9C-KC', 'every card after the first 4 was left out', ['4D', '3S', 'AD', '8C']],
  ['?chosen=HS&names=a,b,c,d,e,f&cards=4D', 'it has 6 names for 4 players', ['4D']],
  ['?chosen=HS&cards=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E-4D', '“<img” is not a card code', ['4D']],
];

for (const [query, message, kept] of MALFORMED) {
  test(`a malformed link ${query} says what is wrong and loads the rest`, async ({ tab: page }) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => errors.push(`dialog: ${d.message()}`));
    await open(page, query);
    await expect(page.getByRole('alert')).toContainText('This link could not be loaded in full');
    await expect(page.getByRole('alert')).toContainText(message);
    expect(await onTable(page)).toEqual(kept.map((c) => `${{ C: '♣', S: '♠', H: '♥', D: '♦' }[c[1]!]}${c[0] === 'T' ? '10' : c[0]}`));
    await expect(page.locator('main img')).toHaveCount(0);
    // The page stays usable: a card can still be laid, and the alert can be dismissed.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}

test('when a bad link’s sentences cannot be fetched, one line still says the link was not read in full', async ({ tab: page }) => {
  await page.route(/\/_astro\/(LinkProblems|link)\.[\w-]+\.js$/, (route) => route.abort());
  await open(page, '?chosen=HS&cards=4D-4D');
  await expect(page.getByRole('alert')).toHaveText('This link could not be read in full, so some of its parts were left out.');
  expect(await onTable(page)).toEqual(['♦4']);
});

test('play, undo and reorder by keyboard only', async ({ tab: page }) => {
  await open(page, '?chosen=HS');
  await pick(page, 'AC').focus();
  await expect(pick(page, 'AC')).toBeFocused();
  await page.keyboard.press('Enter'); // ♣A
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter'); // ♣K
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter'); // ♠K
  expect(await onTable(page)).toEqual(['♣A', '♣K', '♠K']);
  await page.keyboard.press('Backspace');
  expect(await onTable(page)).toEqual(['♣A', '♣K']);
  // The verdict line is the polite live region: heard once per change, cards by name.
  expect(await spokenText(page.locator('.summary[aria-live=polite]'))).toEqual(['So far: South’s Ace of clubs is winning for North–South.']);
  // Reorder: tab back to the King of clubs on the table, open its tools, play it earlier.
  const king = page.locator('.seats').getByRole('button', { name: /^King of clubs/ });
  for (let i = 0; i < 60 && !(await king.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Shift+Tab');
  await expect(king).toBeFocused();
  await expect(king).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(king).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('group', { name: 'King of clubs' }).getByRole('button', { name: 'Play it earlier' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.summary')).toContainText('West’s ♣A');
  expect(await onTable(page)).toEqual(['♣K', '♣A']);
  // And a place later again: the tools follow the card.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('group', { name: 'King of clubs' }).getByRole('button', { name: 'Play it later' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await onTable(page)).toEqual(['♣A', '♣K']);
  // Taking a card back hands focus to the table, not to the page.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Take it back' })).toBeFocused();
  await page.keyboard.press('Enter');
  expect(await onTable(page)).toEqual(['♣A']);
  await expect(page.locator('.seats')).toBeFocused();
});

test('a complete trick folds the pack away, so the reasons follow the verdict; taking a card back unfolds it', async ({ tab: page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, CASE_1);
  await expect(picker(page)).toBeHidden();
  // On a phone the reasons now start within a screen of the verdict (unfolded, the pack alone is 1,000 px).
  const gap = await page.evaluate(
    () => document.querySelector('.steps')!.getBoundingClientRect().top - document.querySelector('.summary')!.getBoundingClientRect().bottom,
  );
  expect(gap).toBeLessThan(780);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(picker(page)).toBeVisible();
  // By keyboard: the card that completes the trick hands focus to the fold, not to the page.
  await pick(page, '8C').focus();
  await page.keyboard.press('Enter');
  await expect(picker(page)).toBeHidden();
  await expect(page.locator('details.pack > summary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(picker(page)).toBeVisible();
});

test('the explorer at 360 px: no horizontal scrolling, 44 px targets, screenshot kept', async ({ tab: page }, info) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await open(page, '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD-8C');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const small = await page.locator('.explorer button, .explorer label:has(input[type=radio]), .explorer summary').evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => ({ t: e.textContent?.trim().slice(0, 20), ...(({ width, height }) => ({ width, height }))(e.getBoundingClientRect()) }))
      .filter((r) => r.width < 44 || r.height < 44),
  );
  expect(small).toEqual([]);
  const shot = await page.screenshot({ fullPage: true });
  await info.attach('explorer-360px', { body: shot, contentType: 'image/png' });
  await page.screenshot({ path: 'reports/explorer-360.png', fullPage: true });
});

/** Elements of the explorer that reach past the right edge of the screen (none may). */
const cutOff = (page: Page) =>
  page
    .locator('.explorer *:not(.sr-only, .sr-only *)')
    .evaluateAll((els) =>
      els
        .filter((e) => (e as HTMLElement).offsetParent !== null && e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((e) => `${e.tagName}.${e.className}`),
    );

test('the explorer at 320 px with 200% text: nothing cut off, the ✕ gone, targets still 44 px', async ({ tab: page }) => {
  await page.setViewportSize({ width: 320, height: 740 });
  await open(page, '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-3S-AD&names=Annemarie,,,');
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await page.locator('details.setup > summary').click();
  await page
    .locator('.seats')
    .getByRole('button', { name: /^Three of spades/ })
    .click();
  await expect(page.getByRole('group', { name: 'Three of spades' })).toBeVisible();
  expect(await cutOff(page)).toEqual([]);
  const small = await page.locator('.explorer button, .explorer summary').evaluateAll((els) =>
    els
      .filter((e) => (e as HTMLElement).offsetParent !== null)
      .map((e) => ({ t: e.textContent?.trim().slice(0, 20), ...(({ width, height }) => ({ width, height }))(e.getBoundingClientRect()) }))
      .filter((r) => r.width < 44 || r.height < 44),
  );
  expect(small).toEqual([]);
  await page.screenshot({ path: 'reports/explorer-320-200.png', fullPage: true });
});

test('the verdict stays in view over the pack, unless large text makes it a quarter of the screen', async ({ tab: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '?v=karniffel&chosen=HS&players=6&lead=1&cards=X1-7H');
  const position = () => page.locator('.summary').evaluate((el) => getComputedStyle(el).position);
  expect(await position()).toBe('sticky');
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
  await expect.poll(position).toBe('static');
  const height = await page.locator('.summary').evaluate((el) => el.getBoundingClientRect().height);
  expect(height).toBeGreaterThan(740 / 4);
  await page.evaluate(() => (document.documentElement.style.fontSize = ''));
  await expect.poll(position).toBe('sticky');
});

test('a shared link says it is loading, never “no card yet”, while the island has not hydrated', async ({ tab: page }) => {
  const blocked: string[] = [];
  await page.route(/\/_astro\/TrickExplorer\.[\w-]+\.js$/, (route) => (blocked.push(route.request().url()), route.abort()));
  await page.goto(`trick/${CASE_1}`);
  await page.waitForLoadState('networkidle');
  expect(blocked.length).toBeGreaterThan(0);
  await expect(page.locator('.summary')).toHaveText('Loading the trick…');
  await expect(page.locator('main')).not.toContainText(/no card/i);
  await expect(page.locator('.seats .slot').first()).toBeHidden();
});

test('the chosen suits fold the deal away by themselves, so the table and the pack come up', async ({ tab: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page);
  await expect(page.locator('details.setup')).toHaveAttribute('open');
  await chooseHeartsAndSpades(page);
  await expect(page.locator('details.setup')).not.toHaveAttribute('open');
  await expect(page.locator('details.setup > summary')).toBeFocused();
  await expect(page.locator('details.setup > summary')).toContainText('♥ hearts and ♠ spades chosen');
  // Opened again by hand, it stays open while the suits change.
  await page.locator('details.setup > summary').click();
  await page
    .getByRole('button', { name: /diamonds/ })
    .first()
    .click();
  await expect(page.locator('details.setup')).toHaveAttribute('open');
  // On a phone, the card that completes the trick brings the verdict and its reason into view.
  await page.locator('details.setup > summary').click();
  for (const c of ['4D', '3S', 'AD', '8C']) await pick(page, c).click();
  await expect(page.locator('.summary')).toBeInViewport();
  await expect(page.locator('.reason')).toBeInViewport();
});

// (a context of its own: the clipboard's permission, and the share sheet's stand-in put in before the page opens)
fresh('Share sits by the verdict and names the winner: the copied text where there is no share sheet', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await open(page, CASE_1);
  const share = page.getByRole('button', { name: 'Copy link' });
  // Before the pack and the reasons, right under the verdict.
  expect(await share.evaluate((b) => (b.compareDocumentPosition(document.querySelector('.steps')!) & Node.DOCUMENT_POSITION_FOLLOWING) > 0)).toBe(true);
  // (on a received trick the quick reference comes between: shown under the verdict at default text, issue 45 §3)
  expect(await share.evaluate((b) => b.parentElement!.previousElementSibling!.className)).toBe('ref');
  expect(await share.evaluate((b) => b.parentElement!.previousElementSibling!.previousElementSibling!.className)).toBe('reason');
  await share.click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`♠3 takes the trick (Bohmstedt, ♥♠ chosen). ${page.url()}`);
});

fresh('Share hands the same words and the link to the phone’s share sheet where there is one', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: (data: unknown) => ((window as unknown as { shared: unknown }).shared = data) && Promise.resolve() });
  });
  await open(page, '?v=hattstedt&chosen=CD&players=4&lead=N&cards=4H-KH');
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const words = 'So far ♥K is winning the trick (Hattstedt, ♣♦ chosen).';
  expect(await page.evaluate(() => (window as unknown as { shared: unknown }).shared)).toEqual({ title: words, text: words, url: page.url() });
});

test('axe: the table with a card’s tools open, the deal open and a link problem', async ({ tab: page }) => {
  await open(page, '?chosen=HS&cards=4D-3S-XX');
  await page.locator('details.setup > summary').click();
  await page
    .locator('.seats')
    .getByRole('button', { name: /^Three of spades/ })
    .click();
  await expectNoAxeViolations(page);
});

test('cards look alike everywhere, as small playing cards with spoken names, and lists of them keep their spaces', async ({ tab: page }) => {
  await page.goto('glossary/dulle/');
  const face = page.locator('main .pc.face').first();
  expect(await shownText(face)).toEqual(['♠8']);
  await expect(face).toHaveAttribute('data-n', 'de Dulle');
  expect(await spokenText(face)).toEqual(['Eight of spades, de Dulle']);
  await expect(face.locator('.sr-only')).toHaveAttribute('data-pagefind-ignore', '');
  await page.goto('glossary/');
  // No run of cards without a space between them, as search excerpts and copied text would show it.
  const runs = await page.locator('main').evaluate((m) => (m.textContent ?? '').match(/[♣♠♥♦](?:10|[2-9AKQJ])[♣♠♥♦]/g) ?? []);
  expect(runs).toEqual([]);
  // The order panel lists who played what, with room between them.
  await open(page, '?v=bohmstedt&chosen=HS&players=4&lead=S&cards=4D-8C-AD-3S');
  const load = page.locator('.orders').getByRole('button', { name: /^Load/ }).first();
  // (the order panel comes on demand: read its words once it is there)
  await expect(load).toBeAttached();
  expect(await shownText(load)).toEqual(['Load South ♦4, West ♣8, North ♠3, East ♦A']);
  expect(await spokenText(load)).toEqual(['Load South Four of diamonds, West Eight of clubs, North Three of spades, East Ace of diamonds']);
});

test('the four-colour pack is an option, and the suit symbol stays', async ({ tab: page }) => {
  await open(page, '?chosen=HS&cards=4D');
  await page.getByLabel(/Four-colour pack/).check();
  await expect(page.locator('html')).toHaveClass(/four-colour/);
  expect(await onTable(page)).toEqual(['♦4']);
  await page.reload();
  await hydrated(page);
  await expect(page.locator('html')).toHaveClass(/four-colour/);
});

test('a lesson’s “your turn” trick: the learner lays one card and is told if it takes the trick, and why', async ({ tab: page }) => {
  await page.goto('learn/tricks/beaten-in-turn/');
  await hydrated(page);
  const ex = page.locator('.explorer', { has: page.locator('.task') });
  await expect(ex).toHaveCount(1);
  await expect(ex.locator('.task')).toHaveText('Your turn, North: lay a card from the picker that takes this trick.');
  // The lesson's cards stay put: no way to move or take them back.
  await expect(ex.locator('.seats button')).toHaveCount(0);
  await ex
    .getByRole('group', { name: 'Card picker' })
    .getByRole('button', { name: /^Ace of diamonds\b/ })
    .click();
  await expect(ex.locator('.task')).toContainText('Not this one');
  await expect(ex.locator('.steps > li').nth(2)).toContainText('does not take the trick');
  await ex.getByRole('button', { name: 'Undo' }).click();
  await ex
    .getByRole('group', { name: 'Card picker' })
    .getByRole('button', { name: /^Jack of hearts\b/ })
    .click();
  await expect(ex.locator('.task')).toContainText('Right: your card takes the trick');
  // The trick is complete: the pack folds away, and opened again it takes no further card.
  await expect(ex.getByRole('group', { name: 'Card picker' })).toBeHidden();
  await ex.getByText('The pack (the trick is complete)').click();
  await expect(ex.getByRole('group', { name: 'Card picker' }).getByRole('button', { name: /^King of clubs\b/ })).toHaveAttribute('aria-disabled', 'true');
});

test('the chosen suits can be entered as the turned-up cards, repeats included', async ({ tab: page }) => {
  await open(page);
  await page.getByRole('button', { name: 'Or tap the turned-up cards' }).click();
  for (const c of ['AH', 'KH', '3S']) await pick(page, c).click();
  await expect(page.getByRole('button', { name: /hearts/ }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: /spades/ }).first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('status').filter({ hasText: 'Chosen from the turn-ups' })).toBeVisible();
  expect(await onTable(page)).toEqual([]);
  await page.getByRole('button', { name: 'Or tap the turned-up cards' }).click();
  for (const c of ['AC', 'KC', 'QC', 'JC']) await pick(page, c).click();
  await expect(page.getByText('Four of one suit in a row: the deal is thrown in')).toBeVisible();
});

test('five players: the dealer alone against four, and a trick of five cards', async ({ tab: page }) => {
  await open(page, '?v=bohmstedt&chosen=HS&players=5&lead=2&cards=QD-JD-AD-6H-JS');
  expect(await shownText(page.locator('.summary'))).toEqual(['Player 1’s ♠J takes the trick for the four against the dealer.']);
  await expect(page.locator('.seats li .who')).toHaveText(['Player 2', 'Player 3', 'Player 4', 'Dealer', 'Player 1']);
});
