import { describe, expect, it } from 'vitest';
import { islandCatalog } from '../../i18n/islands.ts';
import { createSpeaker, plain } from '../../i18n/speaker.ts';
import { finishedDeal } from './fixtures.ts';
import { markOf } from './four-host.ts';
import { later, loadLater } from './later.svelte.ts';

// A finished deal of the fixtures: the others ran from the turn of the learner's side.
const state = finishedDeal('over');

describe('how a deal ended comes with the table’s later parts, in their words, which the page does not carry', () => {
  it.each([
    ['en', 'Your side wins: the others ran from your side’s turn.', 'Each loser pays a winner'],
    ['de', 'Eure Partei gewinnt: Die anderen sind vor eurem Drehen davongelaufen.', 'Jeder Verlierer zahlt einem Gewinner'],
  ] as const)('%s', async (lang, won, paid) => {
    const page = createSpeaker(lang, islandCatalog(lang, ['game', 'play', 'units']));
    expect(page.has('play.over.lost')).toBe(false);
    await loadLater(lang);
    const lines = later.parts!.dealOver(page, state, markOf({ finished: [], state })).map((s) => plain(s));
    expect(lines[0]).toBe(won);
    expect(lines[1]).toContain(paid);
    // every word found: nothing of a key or an empty sentence
    for (const line of lines) expect(line).not.toMatch(/play\.|\{|^$/);
  });

  it('a deal in play has no end to tell', async () => {
    await loadLater('en');
    const playing = { ...state, result: null };
    expect(later.parts!.dealOver(createSpeaker('en', {}), playing, null)).toEqual([]);
  });
});
