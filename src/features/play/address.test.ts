import { describe, expect, it } from 'vitest';
import { apply, firstDealStart, legalActions, randomFrom, startDeal, type CardCode, type PlayState } from '../../rules/index.ts';
import { tableEvents } from './table-events.ts';
import { makeDealLink, parseDealLink } from './deal-link.ts';
import { addressOf } from './address.ts';
import { deciderOf, finishedOf, FOUR_HOSTS, YOU } from './four-host.ts';
import { keptBefore } from './table-keep.ts';

/** Plays a deal at random (West and East turn whenever they may), until `stop` holds or the deal is over. */
function playUntil(seed: string, stop: (s: PlayState) => boolean, dealNo = 0): PlayState {
  const random = randomFrom(seed);
  let s = startDeal({ ...firstDealStart('bohmstedt', seed), dealNo });
  while (s.phase !== 'over' && !stop(s)) {
    const options = legalActions(s);
    const turn = options.find((a) => a.type === 'turn');
    const a = turn && s.toAct % 2 === 1 ? turn : options[Math.floor(random() * options.length)]!;
    const r = apply(s, a);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value;
  }
  return s;
}

/** A deal where West or East has just laid a card face down (the first seed that gets there). */
function turnedByABot(): PlayState {
  for (let i = 0; ; i++) {
    const s = playUntil(`turned${i}`, (x) => x.phase === 'turned');
    if (s.phase === 'turned' && s.trick!.leader % 2 === 1) return s;
  }
}

describe('the address of the table', () => {
  it('never holds a card a bot laid face down, until it is seen', () => {
    const s = turnedByABot();
    expect(s.phase).toBe('turned');
    expect(s.trick!.leader % 2).toBe(1);
    const turn = s.actions.at(-1)!;
    expect(turn.type).toBe('turn');
    const a = new URLSearchParams(addressOf(s, null)).get('a')!;
    expect(a.split('.')).toHaveLength(s.actions.length - 1);
    expect(a).not.toContain(`t${(turn as { card: string }).card}`);
    // Opened again, the address gives the deal just before the turn: the bot turns again.
    expect(parseDealLink(addressOf(s, null), '-').state.toAct).toBe(s.trick!.leader);
  });

  it('holds every move of a deal being looked through', () => {
    const s = playUntil('whole', () => false);
    expect(addressOf(startDeal(s.start), { moves: s.actions })).toBe(makeDealLink(s));
  });
});

describe('the session kept for a reload', () => {
  const first = playUntil('kept', () => false);
  const second = playUntil('kept', (x) => x.actions.length > 6, 1);

  const kept = (finished: readonly ReturnType<typeof finishedOf>[], now: PlayState) => keptBefore(finished, FOUR_HOSTS[now.start.variant], now);

  it('takes back the finished deals that belong to the deal opened', () => {
    const got = kept([finishedOf(first)], second);
    expect(got).toEqual([finishedOf(first)]);
    expect(got[0]).toMatchObject({ dealNo: 0, link: makeDealLink(first) });
  });

  it('drops what is not ours: another seed or rules, a later deal, a different deal of the same number, a bad link', () => {
    const other = playUntil('other', () => false);
    expect(kept([finishedOf(other)], second)).toEqual([]);
    expect(kept([finishedOf(first)], startDeal({ ...second.start, variant: 'hattstedt' }))).toEqual([]);
    expect(
      kept(
        [finishedOf(second)],
        playUntil('kept', () => true),
      ),
    ).toEqual([]);
    expect(
      kept(
        [finishedOf(first)],
        playUntil('kept', () => true),
      ),
    ).toEqual([]);
    expect(
      kept(
        [
          { ...finishedOf(first), link: '?v=bohmstedt&seed=kept&a=pZZ' },
          { ...finishedOf(first), link: '?game=karnoeffel&seed=kept' },
        ],
        second,
      ),
    ).toEqual([]);
  });
});

describe('what the table saw', () => {
  it('a card laid face down is named once it is seen, not before', () => {
    const s = turnedByABot();
    const turn = s.actions.at(-1) as { card: CardCode };
    expect(JSON.stringify(tableEvents(s))).not.toContain(turn.card);
    const seen = apply(s, { type: 'see', seat: YOU });
    expect(seen.ok).toBe(true);
    if (seen.ok) expect(tableEvents(seen.value).at(-1)).toEqual({ kind: 'saw', seat: YOU, card: turn.card, at: seen.value.actions.length });
  });
});

describe('who decides', () => {
  it('is nobody once the deal is over, and the learner for their side when a bot turned against them', () => {
    expect(deciderOf(playUntil('whole', () => false))).toBeNull();
    const s = turnedByABot();
    expect(deciderOf(s)).toBe(YOU);
  });
});
