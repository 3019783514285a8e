import { describe, expect, it } from 'vitest';
import { pageSpeaker } from '../../i18n/page.ts';
import { loadFamilyKit } from './family-kit.ts';
import { explorerSpeaker } from './speaker.ts';

describe('the explorer’s speaker', () => {
  const base = pageSpeaker('de');
  it('speaks as the page does while no family game is loaded', () => {
    const sp = explorerSpeaker(base, { kit: null, words: null });
    expect(sp.cardName('QH')).toBe(base.cardName('QH'));
    expect(sp.seatName(4, 0)).toBe(base.seatName(4, 0));
    expect(sp.text('ex.trick')).toBe(base.text('ex.trick'));
  });

  it('names cards and suits by a family game’s own pack once its kit has come, and asks on every word', async () => {
    const kit = await loadFamilyKit(base);
    const ex: { kit: typeof kit | null; words: ReturnType<typeof kit.game>['words'] } = { kit: null, words: null };
    const sp = explorerSpeaker(base, ex);
    const before = sp.suitName('D');
    Object.assign(ex, { kit, words: kit.game('kaiserspiel').words });
    expect(sp.suitName('D')).toBe(kit.game('kaiserspiel').words!.suitName('D'));
    expect(sp.suitName('D')).not.toBe(before);
    // The seats of a table of six come with the family's words.
    expect(sp.seatName(6, 5)).toBe(kit.speaker.seatName(6, 5));
  });
});
