// @vitest-environment jsdom
import type { Lang } from '../../i18n/lang.ts';
import { render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it, vi } from 'vitest';
import { speakerContext } from '../../ui/context.ts';
import { pageSpeaker } from '../../i18n/page.ts';
import { plain } from '../../i18n/speaker.ts';
import { questionOf } from './play-question.ts';
import {
  eraseRungs,
  firstDealStart,
  newSession,
  packOf,
  startDeal,
  VARIANTS,
  viewOf,
  type CardCode,
  type SessionScore,
  type VariantId,
} from '../../rules/index.ts';
import { standInBots } from './fixtures.ts';
import { FourStore } from './four-store.svelte.ts';
import TableSettings from './TableSettings.svelte';
import { newSession as newSessionAt, type NextGame } from './new-session.ts';
import ScoreLine from './ScoreLine.svelte';
import { TABLE_GAME_IDS } from '../../rules/table-ids.ts';

const text = (score: SessionScore, lang: Lang) =>
  render(ScoreLine, { props: { score }, context: speakerContext(pageSpeaker(lang)) })
    .container.textContent.replace(/\s+/g, ' ')
    .trim();

describe('the score line of the Play table', () => {
  it('keeps the 1924 slate: the rungs left, and a Brille or a Knüppel against the side that lost a ladder game (bernhard-1924, ruling brille)', () => {
    const fresh = newSession('bernhard1924');
    expect(text(fresh, 'en')).toBe('rungs left: North–South 4, East–West 4');
    // East–West wipe all four rungs in one deal: a Brille against North–South; then North–South erase two.
    const once = eraseRungs(fresh.ladder!, 1, 4).ladder;
    const score: SessionScore = { ...fresh, deals: 2, ladder: eraseRungs(once, 0, 2).ladder };
    expect(text(score, 'en')).toBe(
      'rungs left: North–South 2, East–West 4 · on the slate against North–South 0 × Knüppel, 1 × Brille, against East–West 0 × Knüppel, 0 × Brille',
    );
    expect(text(score, 'de')).toContain('auf der Tafel gegen Nord–Süd 0 × Knüppel, 1 × Brille');
  });

  it('counts money for the learner’s side', () => {
    expect(text({ ...newSession('bohmstedt'), deals: 2, net: [-20, 20] }, 'en')).toBe('your side −20 cents after 2 deals');
  });
});

describe('an Ole offered at the Play table says where it came from (fidelity 1)', () => {
  /** East deals, so South (the learner) is forehand; South holds ♥Q, hearts are chosen, and the pack ends with the Twe. */
  function offered(variant: VariantId) {
    const spare = packOf(VARIANTS[variant]).filter((c) => !['QH', 'KH', '6S', '3C', '7S', '2H'].includes(c));
    const hands = [0, 1, 2, 3].map((seat) => [...(seat === 0 ? ['QH'] : []), ...spare.splice(0, seat === 0 ? 8 : 9)] as CardCode[]);
    const dealt = [0, 1, 2].flatMap((round) => hands.flatMap((h) => h.slice(round * 3, round * 3 + 3)));
    const s = startDeal({ variant, seed: 'offer', dealNo: 0, dealer: 3, deck: [...dealt, 'KH', '6S', ...spare, '3C', '7S', '2H'] });
    expect(s.offer).toMatchObject({ kind: 'ole', seat: 0, give: 'QH', options: ['2H'] });
    return (lang: Lang) => plain(questionOf(pageSpeaker(lang), viewOf(s, 0), true, false)[0]!);
  }
  it('from the bottom of the stock in the modern games (eaton-2021, The Deal and Exchange)', () => {
    const q = offered('bohmstedt');
    expect(q('en')).toBe('The dealer found the ♥2 at the bottom of the stock and showed it to all. Exchange your ♥Q for it?');
    expect(q('de')).toBe('Der Geber hat die ♥2 unten im Stock gefunden und allen gezeigt. Tauschst du die ♥Q dagegen ein?');
  });
  it.each(['bernhard1924', 'gruenberg1938'] as const)(
    'from the cutter’s three cards in %s (wikipedia-knueffeln; eaton-2021, the early versions)',
    (variant) => {
      const q = offered(variant);
      expect(q('en')).toBe('The cutter found the ♥2 among the three bottom cards and laid it face up. Exchange your ♥Q for it?');
      expect(q('de')).toBe('Der Abheber hat die ♥2 unter den drei untersten Karten gefunden und offen ausgelegt. Tauschst du die ♥Q dagegen ein?');
    },
  );
});

describe('the settings fold of the Play table', () => {
  /** the settings as four-player Knüffeln's table draws them, a new session's game and size kept in `started` */
  const started: [NextGame, number][] = [];
  const settingsOf = (table: FourStore, lang: Lang, at: NextGame = 'bohmstedt', seats = 4) => ({
    table,
    at,
    seats,
    opponents: pageSpeaker(lang).text('play.strength'),
    partners: pageSpeaker(lang).text('play.strength.partner'),
    start: (game: NextGame, n: number) => void started.push([game, n]),
  });
  async function opened(table: FourStore, at?: NextGame, seats?: number) {
    const { container } = render(TableSettings, { props: settingsOf(table, 'en', at, seats), context: speakerContext(pageSpeaker('en')) });
    const details = container.querySelector<HTMLDetailsElement>('details.settings')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    // its choices come with the table's later parts, which opening the fold loads
    await vi.waitFor(() => expect(details.querySelector('input')).not.toBeNull());
    return details;
  }
  const pick = async (details: Element, name: string, value: string) => {
    details.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!.click();
    await tick();
  };
  const start = (details: Element) => details.querySelector<HTMLButtonElement>('button')!.click();

  it('starts a new session of any game at any of its sizes: Knüffeln for four by its rules, the others by their table size', async () => {
    const table = new FourStore(startDeal(firstDealStart('hattstedt', 'games')), standInBots('hang'));
    started.length = 0;
    const details = await opened(table, 'hattstedt');
    // Knüffeln for four is on the table, with its rules; every game of the registry is offered beside it
    expect([...details.querySelectorAll<HTMLInputElement>('input[name="game"]')].map((r) => r.value)).toEqual(['knueffeln-4', ...TABLE_GAME_IDS]);
    expect(details.querySelector<HTMLInputElement>('input[name="variant"]:checked')!.value).toBe('hattstedt');
    expect(details.querySelector('input[name="players"]')).toBeNull();
    await pick(details, 'variant', 'bernhard1924');
    start(details);
    // Karniffel is dealt at four or six: the size is asked; Karnöffel only at four: it is not
    await pick(details, 'game', 'karniffel');
    expect(details.querySelector('input[name="variant"]')).toBeNull();
    expect([...details.querySelectorAll<HTMLInputElement>('input[name="players"]')].map((r) => r.value)).toEqual(['4', '6']);
    await pick(details, 'players', '6');
    start(details);
    await pick(details, 'game', 'karnoeffel');
    expect(details.querySelector('input[name="players"]')).toBeNull();
    start(details);
    // a size chosen for one game that another is not dealt at: that game's usual size
    expect(started).toEqual([
      ['bernhard1924', 4],
      ['karniffel', 6],
      ['karnoeffel', 4],
    ]);
    // the address each opens: a fresh deal, no seed of its own
    expect(started.map(([g, n]) => newSessionAt(g, n))).toEqual(['?v=bernhard1924', '?game=karniffel&seats=6', '?game=karnoeffel&seats=4']);
  });

  it('opens on the game at the table and its size', async () => {
    const table = new FourStore(startDeal(firstDealStart('bohmstedt', 'at')), standInBots('hang'));
    const details = await opened(table, 'kaiserspiel', 6);
    expect(details.querySelector<HTMLInputElement>('input[name="game"]:checked')!.value).toBe('kaiserspiel');
    expect(details.querySelector<HTMLInputElement>('input[name="players"]:checked')!.value).toBe('6');
  });

  it('draws its choices only once opened, and keeps them drawn (the island starts without them)', async () => {
    const table = new FourStore(startDeal(firstDealStart('bohmstedt', 'fold')), standInBots('hang'));
    const { container } = render(TableSettings, { props: settingsOf(table, 'en'), context: speakerContext(pageSpeaker('en')) });
    const details = container.querySelector<HTMLDetailsElement>('details.settings')!;
    expect(details.querySelector('summary')!.textContent).toBe('Table settings');
    expect(details.querySelectorAll('input[type="radio"]')).toHaveLength(0);
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    // its choices come with the table's later parts, which opening the fold loads
    await vi.waitFor(() => expect(details.querySelector('input')).not.toBeNull());
    const radios = details.querySelectorAll<HTMLInputElement>('input[name="strength"]');
    expect(radios.length).toBeGreaterThan(1);
    expect([...radios].find((r) => r.checked)?.value).toBe(table.strength);
    details.open = false;
    details.dispatchEvent(new Event('toggle'));
    await tick();
    expect(details.querySelectorAll('input[name="strength"]')).toHaveLength(radios.length);
  });
  it('sets the opponents’ strength and the partner’s apart: North plays like a club player until the learner chooses otherwise', async () => {
    const table = new FourStore(startDeal(firstDealStart('bohmstedt', 'partner')), standInBots('hang'));
    const { container } = render(TableSettings, { props: settingsOf(table, 'de'), context: speakerContext(pageSpeaker('de')) });
    const details = container.querySelector<HTMLDetailsElement>('details.settings')!;
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    // its choices come with the table's later parts, which opening the fold loads
    await vi.waitFor(() => expect(details.querySelector('input')).not.toBeNull());
    const legends = [...details.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).toContain(pageSpeaker('de').text('play.strength'));
    expect(legends).toContain(pageSpeaker('de').text('play.strength.partner'));
    const partner = details.querySelectorAll<HTMLInputElement>('input[name="partner"]');
    expect([...partner].find((r) => r.checked)?.value).toBe('club');
    details.querySelector<HTMLInputElement>('input[name="strength"][value="gentle"]')!.click();
    expect([table.strength, table.partner]).toEqual(['gentle', 'club']);
    [...partner].find((r) => r.value === 'strong')!.click();
    expect([table.strength, table.partner]).toEqual(['gentle', 'strong']);
  });
});
