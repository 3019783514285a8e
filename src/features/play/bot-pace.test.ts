import { describe, expect, it } from 'vitest';
import { PAUSE, pauseAfter, pauseFor } from './bot-pace.ts';

describe('a bot’s pause: a turn, a see or a run is weighed longer than a card (issue 46)', () => {
  const routine = Array.from({ length: 50 }, (_, i) => pauseFor(false, false, `routine/${i}`));
  const longest = Math.max(...routine);
  it.each(['turn', 'see', 'run'])('before a %s the whole pause is at least twice the longest routine card’s', (type) => {
    for (const pause of [...routine, PAUSE.obvious, PAUSE.afterTrick]) expect(pause + pauseAfter({ type }, pause)).toBeGreaterThanOrEqual(2 * longest);
  });
  it('adds nothing to a card, a card face up or an exchange, nor where the bots play at once', () => {
    for (const type of ['play', 'exchange', 'decline', 'go-on', 'stop']) expect(pauseAfter({ type }, 900)).toBe(0);
    expect(pauseAfter({ type: 'turn' }, 0)).toBe(0);
  });
});
