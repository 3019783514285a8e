// @vitest-environment jsdom
import { render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { speakerContext } from '../../i18n/context.ts';
import { pageSpeaker } from '../../i18n/page.ts';
import { eraseRungs, newSession, type SessionScore } from '../../rules/index.ts';
import ScoreLine from './ScoreLine.svelte';

const text = (score: SessionScore, lang: 'en' | 'de') =>
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
