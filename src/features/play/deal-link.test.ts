import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decide } from '../../bots/bot.ts';
import { apply, packOf, randomFrom, shuffled, startDeal, VARIANTS, viewOf, type CardCode, type PlayState } from '../../rules/index.ts';
import { makeDealLink, parseDealLink } from './deal-link.ts';

/** A deal played to its end by gentle bots (quick), on a seed, dealt from the seed or from a pack laid out. */
function played(seed: string, variant: 'bohmstedt' | 'bernhard1924' = 'bohmstedt', deck?: readonly CardCode[]): PlayState {
  let s = startDeal({ variant, seed, dealNo: 2, dealer: 1, ...(deck ? { deck } : {}) });
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

/** The course's sample deal (evening 4), as both lessons link to it: East deals, the pack laid out by hand. */
const SAMPLE_PACK = '2HAD7S9HJD2S8S9DTS4C9SJSKS3SAC7DQSAH4D6DKH3D2D8D8H6CTC4HJC7CQC3H2CQDKC6H6SKD9C8CAS4SQHJHTH7HTD3C';
const SAMPLE_MOVES = 'x6S.p7S.p7C.p2C.p6H.pKS.p2S.p6S.pJS.p8D.p6C.p4H.p9D.pKH.pQD.pAD.p9H.p7D.p3H.pKC.pTC.pJD.p8S.p4C.p2H.pAC.pJC.pQC.p3D.p8H.pAH.p6D.p2D';
const SAMPLE_LINK = `?v=bohmstedt&seed=sample-deal&n=0&d=E&deck=${SAMPLE_PACK}&a=${SAMPLE_MOVES}`;

describe('a deal laid out by hand, in a link', () => {
  const sample = parseDealLink(SAMPLE_LINK, 'unused').state;
  it('its pack goes into the link and comes back, and the deal with it', () => {
    expect(makeDealLink(sample)).toBe(SAMPLE_LINK);
    const deck = shuffled(packOf(VARIANTS.bernhard1924), randomFrom('laid'));
    const s = played('laid', 'bernhard1924', deck);
    const link = makeDealLink(s);
    expect(link).toContain(`&deck=${deck.join('')}&a=`);
    const back = parseDealLink(link, 'unused');
    expect(back.problems).toEqual([]);
    expect(back.state.start.deck).toEqual(deck);
    expect(back.state).toEqual(s);
    // The pack, not the seed, deals: the same link without it is another deal.
    expect(parseDealLink(link.replace(/&deck=\w+/, ''), 'unused').state.hands).not.toEqual(s.hands);
  });
  const cut = SAMPLE_PACK.slice(0, -2);
  const rows: [string, string, string][] = [
    ['a card short', cut, 'wrong-length'],
    ['a card twice, for the bottom card', `${cut}2H`, 'duplicate-card'],
    ['a card not in the pack, for the bottom card', `${cut}5C`, 'not-in-pack'],
    ['no card codes at all', 'hello-world!', 'bad-card'],
    ['half a card at the end', `${cut}3`, 'bad-card'],
    ['nothing', '', 'wrong-length'],
  ];
  it.each(rows)('%s: the pack is named and left out, the seed deals, and its moves are not replayed', (_, deck, reason) => {
    const r = parseDealLink(`?v=bohmstedt&seed=sample-deal&n=0&d=E&deck=${encodeURIComponent(deck)}&a=${SAMPLE_MOVES}`, 'unused');
    expect(r.problems).toEqual([{ code: 'bad-deck', params: { reason } }]);
    expect(r.state).toEqual(startDeal({ variant: 'bohmstedt', seed: 'sample-deal', dealNo: 0, dealer: 3 }));
  });
  it('a pack is checked against the variant the link names: 1924 plays with Fives and without Tens', () => {
    const r = parseDealLink(`?v=bernhard1924&seed=x&deck=${SAMPLE_PACK}`, 'unused');
    expect(r.problems).toEqual([{ code: 'bad-deck', params: { reason: 'not-in-pack' } }]);
    expect(r.state.start.deck).toBeUndefined();
  });

  it('the sample deal of the course replays to its end, as the lessons tell it', () => {
    const r = parseDealLink(SAMPLE_LINK, 'unused');
    expect(r.problems).toEqual([]);
    const s = r.state;
    // The deal as dealt: spades and diamonds chosen, the Ten of diamonds asleep in the stock, 3C at its bottom.
    const dealt = startDeal(s.start);
    expect(dealt.chosen).toEqual(['S', 'D']);
    expect(dealt.turnedUp).toEqual(['6S', 'KD']);
    expect(dealt.stock).toContain('TD');
    expect(dealt.stock.at(-1)).toBe('3C');
    expect(dealt.hands[2]).toContain('TS');
    // North alone exchanges: the Ten of spades for the Paas on the table.
    expect(s.exchanges).toEqual([{ kind: 'turn-up', seat: 2, give: 'TS', take: '6S' }]);
    // Eight tricks, the takers the lesson names (South, East, North, West, West, South, South, North), and a game for North and South.
    expect(s.takers.map((seat) => 'SWNE'[seat]).join('')).toBe('SENWWSSN');
    expect(s.phase).toBe('over');
    expect(s.result).toMatchObject({ outcome: 'game', winner: 0, tricks: [5, 3], acceptedTurns: 0, payment: { amount: 10 } });
    for (const lang of ['', 'de/']) {
      const lesson = readFileSync(new URL(`../../../content/lessons/${lang}partners/sample-deal.mdx`, import.meta.url), 'utf8');
      // Both lessons link to this very deal.
      // The lesson opens the replay at its start (&at=0), to be stepped through trick by trick.
      expect(lesson).toContain(`<Go to="play/${SAMPLE_LINK}&at=0">`);
      // The hands after the exchange, South, West, North, East, are the lesson's.
      const hands = [...lesson.matchAll(/^- \*\*\S+:\*\* (.*)$/gm)].map((m) => [...m[1]!.matchAll(/code="(\w\w)"/g)].map((c) => c[1]).sort());
      expect(hands).toEqual(s.hands.map((left, seat) => [...left, ...s.tricks.flatMap((t) => t.cards.filter((_, k) => (t.leader + k) % 4 === seat))].sort()));
      // The tricks, card by card from the leader, are the lesson's TrickDemos.
      const demos = [...lesson.matchAll(/<TrickDemo (?:folded )?cards="([^"]+)" chosen="SD" lead="(\w)" \/>/g)].map((m) => `${m[2]}: ${m[1]}`);
      expect(demos).toEqual(s.tricks.map((t) => `${'SWNE'[t.leader]}: ${t.cards.join(' ')}`));
    }
  });
});
