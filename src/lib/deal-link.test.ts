import { describe, expect, it } from 'vitest';
import { decide } from '../bots/bot.ts';
import { apply, randomFrom, startDeal, viewOf, type PlayState } from '../rules/index.ts';
import { makeDealLink, parseDealLink } from './deal-link.ts';

/** A deal played to its end by gentle bots (quick), on a seed. */
function played(seed: string, variant: 'bohmstedt' | 'bernhard1924' = 'bohmstedt'): PlayState {
  let s = startDeal({ variant, seed, dealNo: 2, dealer: 1 });
  const random = randomFrom(seed);
  while (s.phase !== 'over') {
    const next = apply(s, decide(viewOf(s, s.toAct), 'gentle', random));
    if (!next.ok) throw new Error(next.error.code);
    s = next.value;
  }
  return s;
}

describe('a deal as a link', () => {
  it('a whole deal, written as a link and read back, is the same deal', () => {
    for (const seed of ['a1', 'b2', 'c3']) {
      const s = played(seed, seed === 'b2' ? 'bernhard1924' : 'bohmstedt');
      const link = makeDealLink(s);
      expect(link).toMatch(/^\?v=\w+&seed=\w+&n=2&d=W&a=[\w.]+$/);
      const back = parseDealLink(link, 'unused');
      expect(back.problems).toEqual([]);
      expect(back.state).toEqual(s);
    }
  });
  it('a deal half played comes back where it stood', () => {
    const s = played('half');
    const halfway = { start: s.start, actions: s.actions.slice(0, 12) };
    expect(parseDealLink(makeDealLink(halfway), 'x').state.actions).toEqual(s.actions.slice(0, 12));
  });
  const rows: [string, string, unknown[], number][] = [
    ['an unknown variant plays Bohmstedt', '?v=skat&seed=abc', [{ code: 'unknown-variant', params: { variant: 'skat' } }], 0],
    ['a seed with strange characters starts afresh, its moves unread', '?seed=%3Cb%3E&a=pAC', [{ code: 'bad-seed', params: { seed: '<b>' } }], 0],
    ['a dealer that is no seat', '?seed=abc&d=Z', [{ code: 'bad-dealer', params: { dealer: 'Z' } }], 0],
    ['a deal number that is no number', '?seed=abc&n=-1', [{ code: 'bad-deal-number', params: { n: '-1' } }], 0],
  ];
  it.each(rows)('%s', (_, search, problems, moves) => {
    const r = parseDealLink(search, 'fallback');
    expect(r.problems).toEqual(problems);
    expect(r.state.actions).toHaveLength(moves);
  });
  it('a bad move is named with its number and the rules’ reason; the moves before it still load', () => {
    const s = played('moves');
    const before = s.actions.slice(0, 6);
    const r = parseDealLink(`${makeDealLink({ start: s.start, actions: before })}.pZZ.p2H`, 'x');
    expect(r.problems).toEqual([{ code: 'bad-move', params: { index: 7, move: 'pZZ', why: 'bad-action' } }]);
    expect(r.state.actions).toEqual(before);
    // The first card of the deal, played from a hand that does not hold it.
    const k = s.actions.findIndex((a) => a.type === 'play' || a.type === 'turn');
    const atLead = parseDealLink(makeDealLink({ start: s.start, actions: s.actions.slice(0, k) }), 'x').state;
    const stranger = atLead.hands[(atLead.toAct + 1) % 4]![0]!;
    const r2 = parseDealLink(`${makeDealLink({ start: s.start, actions: s.actions.slice(0, k) })}${k ? '.' : ''}p${stranger}`, 'x');
    expect(r2.problems).toEqual([{ code: 'bad-move', params: { index: k + 1, move: `p${stranger}`, why: 'card-not-held' } }]);
  });
});
