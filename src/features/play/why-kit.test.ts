import { describe, expect, it } from 'vitest';
import { islandCatalog } from '../../i18n/islands.ts';
import { createSpeaker, plain } from '../../i18n/speaker.ts';
import { dealContext, resolveKnueffelnTrick, startDeal, firstDealStart } from '../../rules/index.ts';
import { loadWhy } from './why-kit.ts';

// West's ♠3, the Drist (hearts and spades chosen), takes the led ♦4, as in case 1 of eaton-2021.
const ctx = { ...dealContext(startDeal(firstDealStart('bohmstedt', 'why'))), chosen: ['H', 'S'] as const };

describe('the last trick’s reasons at the Play table come with their own words, which the page does not carry', () => {
  it.each([
    ['en', '♠3, the Drist (chosen Three), takes the trick from the led ♦4: a dud falls to an Ole, any chosen beater or the Ace of its suit.'],
    ['de', '♠3, der Drist (gewählte Drei), nimmt der ausgespielten Karte ♦4 den Stich ab'],
  ] as const)('%s', async (lang, sentence) => {
    const page = createSpeaker(lang, islandCatalog(lang, ['game', 'play', 'units']));
    expect(page.has('step.takes')).toBe(false);
    const stepText = await loadWhy(page);
    const r = resolveKnueffelnTrick({ variant: 'bohmstedt', chosen: ctx.chosen, cards: ['4D', '3S', 'KC', '8C'] });
    if (!r.ok) throw new Error('the trick is refused');
    expect(plain(stepText(ctx, r.value.steps, 1))).toContain(sentence);
  });
});
