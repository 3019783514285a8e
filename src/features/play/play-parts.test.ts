// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { fireEvent, render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import { speakerContext } from '../../ui/context.ts';
import { pageSpeaker } from '../../i18n/page.ts';
import { plain } from '../../i18n/speaker.ts';
import { finishedDeal, standInBots, westLeads } from './fixtures.ts';
import { YOU } from './four-host.ts';
import { FourStore } from './four-store.svelte.ts';
import { questionOf } from './play-question.ts';
import type { TalkWords } from './table-events.ts';
import {
  apply,
  choicesOf,
  DESCRIPTIONS,
  firstDealStart,
  lastPlayerMoment,
  QUESTIONS,
  replayDeal,
  startDeal,
  TABLE_PHRASES,
  viewOf,
  type CardCode,
  type PlayState,
  type Said,
} from '../../rules/index.ts';
import PlayDecision from './PlayDecision.svelte';
import TableOpen from './TableOpen.svelte';
import { later, loadLater } from './later.svelte.ts';
import TableReplay from './TableReplay.svelte';
import TableRing from './TableRing.svelte';
import TableSaid from './TableSaid.svelte';
import { FOUR_SEATS } from '../../rules/four-table.ts';
import { createRawSnippet } from 'svelte';
import PlayTalk from './PlayTalk.svelte';
import { loadCoach, type Coach } from './coach-kit.ts';

/** The table's phrases in English, from the phrasebook, as the Play page gives them. */
const book = JSON.parse(readFileSync('content/phrasebook/phrases.json', 'utf8')) as {
  id: string;
  original: string;
  lang: string;
  meaning: string;
  bluff: string;
}[];
const words = Object.fromEntries(
  TABLE_PHRASES.filter((id) => id !== 'silent').map((id) => {
    const p = book.find((b) => b.id === id)!;
    return [id, { original: p.original, lang: p.lang === 'mixed' ? 'de' : p.lang, meaning: p.meaning, bluff: p.bluff }];
  }),
) as TalkWords;
const speaker = pageSpeaker('en');
const context = speakerContext(speaker);

/** West's first card laid, so South, the last player, is asked for their word or their silence. */
function southAsked(): PlayState {
  for (let i = 0; ; i++) {
    const s = westLeads(`asked-${i}`);
    const r = apply(
      s,
      choicesOf(viewOf(s, 1)).find((a) => a.type === 'play')!,
    );
    if (r.ok && lastPlayerMoment(viewOf(r.value, YOU)) === YOU) return r.value;
  }
}

/** A deal that opens with the learner offered an exchange (an Ole from the stock, or a turn-up). */
function southOffered(): PlayState {
  for (let i = 0; ; i++) {
    const s = startDeal(firstDealStart('bohmstedt', `offer-${i}`));
    if (s.phase === 'exchange' && s.toAct === YOU && viewOf(s, YOU).offer) return s;
  }
}

/** The text the eye sees: a card's short face (♣Q), without the name a screen reader hears. */
const seen = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  for (const sr of copy.querySelectorAll('.sr-only')) sr.remove();
  return copy.textContent;
};

/** the coach's words, loaded as the table loads them the first time the coach speaks; the look back comes with the table's later parts */
const coach = await loadCoach(speaker);
await loadLater('en');
const decision = (table: FourStore, spoken: Coach | null = coach) => {
  const v = table.you;
  const lines = table.state.result
    ? later.parts!.dealOver(speaker, table.state, table.mark)
    : questionOf(speaker, v, table.decider === YOU && table.thinking === null, table.asking);
  return render(PlayDecision, { props: { table, lines, coach: spoken, nothing: words['ich-kann-nichts'] }, context });
};

describe('PlayDecision: what the learner is asked, when it is not a card', () => {
  it('the last player to a lead is asked for their word or their silence; keeping silent is heard, and the question goes', async () => {
    const table = new FourStore(southAsked(), standInBots('hang'));
    expect(table.asking).toBe(true);
    const { container, getByRole } = decision(table);
    const asked = plain(questionOf(speaker, table.you, false, true)[0]!);
    expect(asked).toContain(speaker.seatName(4, 1));
    expect(seen(container.querySelector('.decision p')!)).toBe(asked);
    await fireEvent.click(getByRole('button', { name: speaker.text('talk.quiet') }));
    expect(table.heard.at(-1)).toMatchObject({ seat: YOU, phrase: 'silent' });
    expect(table.asking).toBe(false);
  });

  it('an exchange offered: one button per card to take, and keeping the cards declines it', async () => {
    const state = southOffered();
    const table = new FourStore(state, standInBots('hang'));
    const { getAllByRole, getByRole } = decision(table);
    const offer = viewOf(state, YOU).offer!;
    expect(getAllByRole('button').length).toBe(offer.options.length + 1);
    await fireEvent.click(getByRole('button', { name: speaker.text('play.offer.keep') }));
    expect(table.state.actions.at(-1)).toEqual({ type: 'decline', seat: YOU });
  });

  it('at the end of a deal: who won and what is paid, and the next deal one tap away', async () => {
    const table = new FourStore(finishedDeal('over'), standInBots('hang'));
    const { container, getByRole } = decision(table);
    const shown = container.querySelector('.decision')!.textContent;
    const lines = later.parts!.dealOver(speaker, table.state, table.mark).map((s) => plain(s));
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) expect(shown).toContain(line);
    await fireEvent.click(getByRole('button', { name: speaker.text('play.next') }));
    expect(table.state.start.dealNo).toBe(1);
  });
});

describe('the look back at the end of a deal (TableReview, as at every table)', () => {
  it('names each costly move with a button that shows the deal at that move', async () => {
    const table = new FourStore(finishedDeal('looked-back'), standInBots('hang'));
    const at = table.state.actions.findIndex((a) => a.seat === YOU && a.type === 'play');
    const made = table.state.actions[at] as { type: 'play'; card: CardCode };
    const better = table.state.actions.find((a, i) => i > at && a.seat === YOU && a.type === 'play') as { type: 'play'; card: CardCode };
    const point = { trick: 1, at, made, better, chance: [0.4, 0.6], worth: [-10, 10], cost: 20, margin: 2 } as const;
    table.dispatch({ type: 'reviewed', place: table.host.link(table.state), points: [point] });
    const { getByRole } = decision(table);
    const show = getByRole('button', { name: speaker.text('play.review.show') });
    // the button is described by the point's own sentence
    expect(document.getElementById(show.getAttribute('aria-describedby')!)!.textContent).toMatch(/^Trick 1: /);
    await fireEvent.click(show);
    expect(table.replay?.at).toBe(at);
    expect(table.state.actions).toHaveLength(at);
  });

  it('waits, saying so, until the coach’s words have come', () => {
    const table = new FourStore(finishedDeal('looked-back'), standInBots('hang'));
    table.dispatch({ type: 'reviewed', place: table.host.link(table.state), points: [] });
    const waiting = decision(table, null).container.textContent;
    expect(waiting).toContain(speaker.text('play.review.wait'));
    expect(waiting).not.toContain(speaker.text('play.review.none'));
  });
});

describe('PlayTalk: what the learner may say before their first card', () => {
  it('offers the questions and the descriptions; one description only, each question once', async () => {
    const s = westLeads('talk');
    const table = new FourStore(s, standInBots('hang'));
    const { container } = render(PlayTalk, { props: { table, words }, context });
    const buttons = () => [...container.querySelectorAll<HTMLButtonElement>('.talk button')];
    expect(buttons().map((b) => b.textContent)).toEqual([...QUESTIONS, ...DESCRIPTIONS].map((p) => words[p].original));
    expect(buttons().every((b) => b.getAttribute('aria-disabled') === 'false')).toBe(true);
    await fireEvent.click(buttons()[QUESTIONS.length]!);
    await tick();
    const disabled = buttons().map((b) => b.getAttribute('aria-disabled') === 'true');
    expect(disabled).toEqual([...QUESTIONS.map(() => false), ...DESCRIPTIONS.map(() => true)]);
    expect(table.heard.filter((h) => h.seat === YOU).map((h) => h.phrase)).toEqual([DESCRIPTIONS[0]]);
  });

  it('is gone once the learner has laid a card, and in a deal looked through', () => {
    const table = new FourStore(finishedDeal('gone'), standInBots('hang'));
    table.dispatch({ type: 'look', state: table.state });
    const { container } = render(PlayTalk, { props: { table, words }, context });
    expect(container.querySelector('.talk')).toBeNull();
  });
});

describe('TableRing and TableSaid at Knüffeln’s table: the four seats, the trick, and what each said', () => {
  const name = (seat: number) => speaker.seatName(4, seat);
  /** the table as Knüffeln's table draws it: the deal seen from South, through the rules' table view */
  const tableOf = (state: PlayState) => FOUR_SEATS[state.start.variant].table(viewOf(state, YOU));
  /** each seat's word of this trick, drawn at its place (as FourTable passes it) */
  const said = (s: PlayState, heard: readonly Said[]) =>
    [0, 1, 2, 3].map((seat) => {
      const said = heard.findLast((h) => h.seat === seat && h.trick === s.tricks.length);
      return render(TableSaid, { props: { seat, said, words }, context }).container;
    });

  it('shows each seat’s word of this trick, its meaning one tap away, and says when West or East may bluff', () => {
    const s = southAsked();
    const [south, west, north] = said(s, [
      { seat: 1, phrase: DESCRIPTIONS[0], at: 0, trick: 0 },
      { seat: 2, phrase: DESCRIPTIONS[0], at: 0, trick: 0 },
    ]);
    expect(west!.querySelector('.said summary')!.textContent).toBe(words[DESCRIPTIONS[0]].original);
    expect(west!.textContent).toContain(words[DESCRIPTIONS[0]].meaning);
    // North speaks honestly; West may bluff with a description the phrasebook allows as one.
    expect(north!.querySelector('em')).toBeNull();
    expect(west!.querySelector('em') !== null).toBe(words[DESCRIPTIONS[0]].bluff !== 'never');
    expect(south!.querySelector('.said')).toBeNull();
  });

  it('a yes or no to “bist du alt?” from East may be a bluff, and says so; North’s is not marked', () => {
    const [, , north, east] = said(southAsked(), [
      { seat: 2, phrase: 'jo', at: 0, trick: 0 },
      { seat: 3, phrase: 'nee', at: 0, trick: 0 },
    ]);
    expect(north!.querySelector('.said summary')!.textContent).toBe('Jo');
    expect(north!.querySelector('.said em')).toBeNull();
    expect(east!.querySelector('.said summary')!.textContent).toBe('Nee');
    expect(east!.querySelector('.said em')).not.toBeNull();
  });

  it('draws what each seat said at its own place round the table', () => {
    const mark = createRawSnippet((seat: () => number) => ({ render: () => `<i class="said-at">${seat()}</i>` }));
    const c = render(TableRing, { props: { view: tableOf(southAsked()), name, said: mark }, context }).container;
    for (const seat of [0, 1, 2, 3]) expect(c.querySelector(`.seat.at${seat} .said-at`)!.textContent).toBe(String(seat));
  });

  it('lays the trick card by card at its players’ seats and marks who took the last one, in words under the table', () => {
    const s = finishedDeal('seats');
    const last = s.tricks.at(-1)!;
    const c = render(TableRing, { props: { view: tableOf(s), name }, context }).container;
    for (let k = 0; k < 4; k++) {
      const seat = (last.leader + k) % 4;
      expect(c.querySelector(`.seat.at${seat} .laid .pc`)!.getAttribute('data-c')).toBe(speaker.cardShort(last.cards[k]!));
    }
    expect(c.querySelectorAll('.seat.win')).toHaveLength(1);
    expect(c.querySelector(`.seat.at${s.takers.at(-1)!}`)!.classList.contains('win')).toBe(true);
    expect(c.querySelector('.caption')!.textContent).toContain(speaker.text('play.last', { seat: name(s.takers.at(-1)!) }));
  });

  it('shows a lead turned as a back, the learner’s own too, and with every hand open as the card it is, marked face down', () => {
    // A deal in which a lead is turned: looked through open, the turned card is shown at its leader's seat, marked face down.
    let s = startDeal(firstDealStart('bohmstedt', 'open-turn'));
    for (let i = 0; i < 80 && s.phase !== 'turned'; i++) {
      const turn = choicesOf(viewOf(s, s.toAct)).find((a) => a.type === 'turn');
      const next = apply(s, turn ?? choicesOf(viewOf(s, s.toAct))[0]!);
      if (!next.ok) throw new Error(next.error.code);
      s = next.value;
    }
    expect(s.phase).toBe('turned');
    const leader = s.trick!.leader;
    const closed = render(TableRing, { props: { view: tableOf(s), name }, context }).container;
    expect(closed.querySelector(`.seat.at${leader} .pc[data-c]`)).toBeNull();
    expect(closed.querySelector(`.seat.at${leader} .back`)).not.toBeNull();
    expect(closed.textContent).toMatch(/\d cards?/);
    const open = render(TableRing, { props: { view: tableOf(s), name, open: true, reveal: s.faceDown }, context }).container;
    expect(open.querySelector(`.seat.at${leader} .pc`)!.getAttribute('data-c')).toBe(speaker.cardShort(s.faceDown!));
    expect(open.querySelector(`.seat.at${leader}`)!.textContent).toContain(speaker.text('play.facedown.card'));
  });
});

describe('TableReplay and TableOpen: a finished deal looked through with every hand face up, card by card (issue 27)', () => {
  const name = (seat: number) => speaker.seatName(4, seat);
  /** the others' cards as the table hands them on once the deal shown is over (a getter: read afresh at each step) */
  const openHands = (table: FourStore) =>
    render(TableOpen, {
      props: {
        you: YOU,
        get hands() {
          return table.hands;
        },
        name,
      },
      context,
    }).container;
  /** A finished deal opened at its start, as a deal link opens it; the hands and the replay bar drawn. */
  function opened(seed: string) {
    const s = finishedDeal(seed);
    const table = new FourStore(startDeal(s.start), standInBots('hang'));
    table.open({ state: s, talk: [], at: 0, finished: [] });
    const hands = openHands(table);
    // the deal looked through, as the table hands it on (a getter: the bar reads it afresh at each step)
    const bar = render(TableReplay, {
      props: {
        table,
        get replay() {
          return table.replay!;
        },
      },
      context,
    });
    return { s, table, hands, bar };
  }
  /** the cards face up in the other three hands (the learner's own are in their hand) */
  const faceUp = (hands: Element) => hands.querySelectorAll('.open-hand .pc').length;

  it('shows the other three hands face up, every card named for a screen reader, and steps one card at a time both ways', async () => {
    const { s, table, hands, bar } = opened('hands-up');
    expect(table.replay?.at).toBe(0);
    const dealt = startDeal(s.start).hands;
    expect(faceUp(hands)).toBe(dealt[1]!.length + dealt[2]!.length + dealt[3]!.length);
    for (const seat of [1, 2, 3]) expect(hands.textContent).toContain(name(seat));
    // Every card has its spoken name (the suit in words: colour is never the only sign).
    const names = dealt
      .slice(1)
      .flat()
      .map((c) => speaker.cardName(c));
    for (const sr of hands.querySelectorAll('.open-hand .pc .sr-only')) expect(names.some((n) => sr.textContent.startsWith(n))).toBe(true);
    const next = bar.getByRole('button', { name: speaker.text('play.replay.card.next') });
    const back = bar.getByRole('button', { name: speaker.text('play.replay.card.back') });
    // Card by card: to the first card laid to a trick, each step moves exactly one card.
    let steps = 0;
    while (table.state.phase === 'exchange' || table.state.trick === null) {
      await fireEvent.click(next);
      steps++;
      expect(steps).toBeLessThan(20);
    }
    const at = table.replay!.at;
    expect(table.state.trick.cards).toHaveLength(1);
    const held = table.state.hands.flat().length;
    await fireEvent.click(next);
    expect(table.replay!.at).toBeGreaterThan(at);
    expect(table.state.hands.flat().length).toBe(held - 1);
    await fireEvent.click(back);
    expect(table.replay!.at).toBe(at);
    expect(table.state.hands.flat().length).toBe(held);
    await tick();
    expect(bar.container.querySelector('[aria-live="polite"]')!.textContent).toBe(speaker.text('play.replay.where', { move: at, moves: s.actions.length }));
  });

  it('in a deal in progress, played or looked through, no other seat’s hand is drawn', async () => {
    const s = finishedDeal('hands-hidden');
    const mid = replayDeal(s.start, s.actions.slice(0, Math.floor(s.actions.length / 2)));
    if (!mid.ok) throw new Error('a good deal replays');
    const table = new FourStore(mid.value, standInBots('hang'));
    table.dispatch({ type: 'resume', state: mid.value });
    const hands = openHands(table);
    expect(hands.querySelector('.open-hands')).toBeNull();
    table.dispatch({ type: 'look', state: mid.value });
    await tick();
    expect(table.replay).not.toBeNull();
    expect(hands.querySelectorAll('.pc')).toHaveLength(0);
    // The finished deal shows them, and taking over from its replay hides them again.
    table.open({ state: s, talk: [], at: 0, finished: [] });
    await tick();
    expect(faceUp(hands)).toBeGreaterThan(0);
    table.takeOver();
    await tick();
    expect(hands.querySelectorAll('.pc')).toHaveLength(0);
  });
});
