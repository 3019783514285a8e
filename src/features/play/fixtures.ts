/** Plain data and stand-ins for the Play table's tests: deals, and bots behind the same port as the real ones. */
import { apply, choicesOf, firstDealStart, legalActions, randomFrom, startDeal, type PlayState } from '../../rules/index.ts';
import type { BotPort } from './bot-port.ts';

/** A deal in which West leads to the first trick at once (South deals, no exchange waits), so a bot acts first. */
export function westLeads(seed: string): PlayState {
  for (let i = 0; ; i++) {
    const s = startDeal({ ...firstDealStart('bohmstedt', `${seed}-${i}`), dealer: 0 });
    if (s.phase === 'play' && s.toAct === 1) return s;
  }
}

/** A deal played to its end at random. */
export function finishedDeal(seed: string): PlayState {
  const random = randomFrom(seed);
  let s = startDeal(firstDealStart('bohmstedt', seed));
  while (s.phase !== 'over') {
    const options = legalActions(s);
    const r = apply(s, options[Math.floor(random() * options.length)]!);
    if (r.ok) s = r.value;
  }
  return s;
}

/**
 * Bots that take their first legal action at once, or never answer (`hang`), or fail; they say nothing and weigh
 * nothing. No worker, no sampling. `asked` lists what they were asked, in order.
 */
export function standInBots(how: 'first' | 'hang' | 'fail' = 'first'): BotPort & { readonly asked: string[] } {
  const asked: string[] = [];
  const answer = <T>(kind: string, value: () => T): Promise<T> => {
    asked.push(kind);
    return how === 'hang' ? new Promise(() => {}) : how === 'fail' ? Promise.reject(new Error('worker')) : Promise.resolve(value());
  };
  return {
    asked,
    decide: (q) => answer('decide', () => choicesOf(q.view)[0]),
    hint: () => answer('advise', () => ({ cards: [], choices: [] })),
    review: () => answer('review', () => []),
    speak: () => null,
  };
}
