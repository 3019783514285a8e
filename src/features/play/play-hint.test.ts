// @vitest-environment jsdom
import { render } from '@testing-library/svelte';
import { tick } from 'svelte';
import { describe, expect, it } from 'vitest';
import { pageSpeaker } from '../../i18n/page.ts';
import { plain } from '../../i18n/speaker.ts';
import type { Lang } from '../../i18n/lang.ts';
import { speakerContext } from '../../ui/context.ts';
import { apply, firstDealStart, startDeal, viewOf, type PlayState, type Seat } from '../../rules/index.ts';
import type { CardWeight, TurningPoint } from '../../bots/protocol.ts';
import type { Advice } from './bot-port.ts';
import { amountOf, hintWords, joined, reviewWords } from './coach-words.ts';
import { CARD_REASONS } from '../../bots/reasons.ts';
import { finishedDeal, standInBots } from './fixtures.ts';
import { YOU } from './four-host.ts';
import TableHand from './TableHand.svelte';
import TableHint from './TableHint.svelte';
import { FourStore } from './four-store.svelte.ts';

/** A deal at the start of play (every exchange declined). */
function atPlay(seed: string): PlayState {
  let s = startDeal(firstDealStart('bohmstedt', seed));
  while (s.phase === 'exchange') s = (apply(s, { type: 'decline', seat: s.toAct }) as { value: PlayState }).value;
  return s;
}
const state = atPlay('hint');
const hand = viewOf(state, YOU).hand;
/** The learner's hand weighed: the second card the best by 3 cents, the rest far behind. */
const advice: Advice = {
  cards: hand
    .map((card, i): CardWeight => ({ card, worth: i === 1 ? 6 : i === 0 ? 3 : -20 - i, winRate: 0.5, tricks: 4, trick: 0.5, big: 0, bigAgainst: 0, margin: 1 }))
    .sort((a, b) => b.worth - a.worth),
  choices: [],
};
const name = (seat: Seat) => String(seat);
/** A turning point of the look back: a move that cost 8 against the better one, past twice its margin ("clearly"). */
const point = (made: TurningPoint['made'], better: TurningPoint['better']): TurningPoint => ({
  trick: 1,
  at: 0,
  made,
  better,
  chance: [0.4, 0.5],
  worth: [-5, 3],
  cost: 8,
  margin: 2,
});

describe('the coach’s hint at the Play table', () => {
  it.each(['en', 'de'] as Lang[])('says one or two sentences that name the card and the next best’s cost, the numbers folded away (%s)', async (lang) => {
    const table = new FourStore(state, { ...standInBots(), hint: () => Promise.resolve(advice) });
    // the hint's words as the Play table works them out for the deal as it stands (FourTable), drawn by the one hint panel
    const words = () => (table.hinted?.at === table.state ? hintWords(pageSpeaker(lang), table.you, table.hinted.advice, table.heard, name) : null);
    const { container, rerender } = render(TableHint, { props: { words: words(), waiting: false }, context: speakerContext(pageSpeaker(lang)) });
    expect(container.querySelector('.hint-says')).toBeNull();
    // asked at the row's button (PlayTable), the words come over the table
    await table.askHint();
    await rerender({ words: words(), waiting: false });
    await tick();
    const says = container.querySelector('.hint-says')!.textContent.replace(/\s+/g, ' ').trim();
    const sentences = says.split(/(?<=[.!?])\s+(?=\S)/);
    expect(sentences.length).toBeGreaterThanOrEqual(1);
    expect(sentences.length).toBeLessThanOrEqual(2);
    // The next best (the first card, 3 cents behind) costs about 3 cents, in the reader's words.
    expect(says).toContain(lang === 'en' ? '3 cents' : '3 Cent');
    // The numbers: one tap away, closed at first, a line a card once opened.
    const fold = container.querySelector<HTMLDetailsElement>('details.hint-numbers')!;
    expect(fold.open).toBe(false);
    expect(fold.querySelectorAll('li')).toHaveLength(0);
    fold.open = true;
    fold.dispatchEvent(new Event('toggle'));
    await tick();
    expect(fold.querySelectorAll('li')).toHaveLength(hand.length);
  });

  it('names the advised card for the hand to mark', () => {
    const words = hintWords(pageSpeaker('en'), viewOf(state, YOU), advice, [], name);
    expect(words.card).toBe(advice.cards[0]!.card);
    expect(hintWords(pageSpeaker('en'), viewOf(state, YOU), { cards: [], choices: [] }, [], name).sentences).toEqual([]);
  });

  it('the hand marks exactly the card named, with a star and words for a screen reader, not by colour alone', () => {
    const marked = advice.cards[0]!.card;
    const { container } = render(TableHand, {
      props: { hand: viewOf(state, YOU).hand, active: true, dim: false, onlay: () => true, marked },
      context: speakerContext(pageSpeaker('en')),
    });
    const hinted = container.querySelectorAll('.hand button.hinted');
    expect(hinted).toHaveLength(1);
    expect(hinted[0]!.querySelector('.hint-mark')!.textContent).toBe('★');
    expect(hinted[0]!.textContent).toContain('the coach’s card');
    expect(container.querySelectorAll('.hint-mark')).toHaveLength(1);
  });

  it('the hand remembers its deal: a card laid leaves its place, empty and unseen, the others where they were; a new deal starts afresh', async () => {
    const cards = viewOf(state, YOU).hand;
    const { container, rerender } = render(TableHand, {
      props: { hand: cards, deal: 'a/0', active: true, onlay: () => true },
      context: speakerContext(pageSpeaker('en')),
    });
    const shown = () => [...container.querySelectorAll('.hand .pick')].map((el) => (el.classList.contains('room') ? '_' : el.textContent));
    const before = shown();
    expect(before).toHaveLength(cards.length);
    await rerender({ hand: cards.filter((c) => c !== cards[1]), deal: 'a/0', active: true, onlay: () => true });
    expect(shown()).toEqual([before[0], ...before.slice(2), '_']);
    // at least the room asked (the cards dealt), however few are held
    await rerender({ hand: cards.slice(0, 2), deal: 'b/1', least: 3, active: true, onlay: () => true });
    expect(shown()).toEqual([before[0], before[1], '_']);
  });

  it('writes amounts in the reader’s number format and the table’s stakes', () => {
    expect(amountOf(pageSpeaker('en'), 'bohmstedt', 2.54)).toBe('2.5 cents');
    expect(amountOf(pageSpeaker('de'), 'bohmstedt', 2.54)).toBe('2,5 Cent');
    expect(amountOf(pageSpeaker('de'), 'bohmstedt', -26.3, true)).toBe('−26 Cent');
    expect(amountOf(pageSpeaker('en'), 'bohmstedt', 130, true)).toBe('+€1.30');
    expect(plain([{ text: amountOf(pageSpeaker('de'), 'bernhard1924', 1) }])).toBe('1 Sprosse');
  });
});

describe('the coach’s hint at a big decision', () => {
  // South is to see or run from East's turned card: the samples say running costs less.
  const v = { ...viewOf(state, YOU), phase: 'turned' as const, trick: { leader: 3 as Seat, cards: [hand[0]!], turned: true } };
  const choices: Advice['choices'] = [
    { action: { type: 'see', seat: YOU }, worth: -26.2, winRate: 0.3, margin: 2 },
    { action: { type: 'run', seat: YOU }, worth: -20, winRate: 0, margin: 2 },
  ];
  const seat = (s: Seat) => pageSpeaker('en').seatName(4, s);
  it('speaks to the decision, with what each choice comes to in money, in both languages, and marks no card', () => {
    const en = hintWords(pageSpeaker('en'), v, { cards: [], choices }, [], seat);
    expect(en.card).toBeNull();
    expect(en.sentences.map((s) => plain(s))).toEqual([
      'Run: against a turn from East, a hand like yours wins only 30 of 100 trial deals. Running costs 20 cents; seeing would cost about 26 cents a deal.',
    ]);
    const de = hintWords(pageSpeaker('de'), v, { cards: [], choices }, [], (s) => pageSpeaker('de').seatName(4, s));
    expect(plain(de.sentences[0]!)).toContain('Davonlaufen kostet 20 Cent, Sehen würde im Schnitt etwa 26 Cent pro Spiel kosten.');
    expect(en.numbers.map((n) => plain(n))).toEqual(['Seeing: costs your side about 26 cents a deal', 'Running: costs your side about 20 cents a deal']);
  });

  it('says a decision within the weighing’s margin is about even, and advises neither (bots.md finding 8)', () => {
    const close: Advice['choices'] = [
      { action: { type: 'see', seat: YOU }, worth: -19.5, winRate: 0.45, margin: 3 },
      { action: { type: 'run', seat: YOU }, worth: -20, winRate: 0, margin: 3 },
    ];
    const en = plain(hintWords(pageSpeaker('en'), v, { cards: [], choices: close }, [], seat).sentences[0]!);
    expect(en).toBe(
      'Seeing and running come out about the same against a turn from East: a hand like yours wins 45 of 100 trial deals, and the difference is smaller than the trial deals can tell. Running costs 20 cents.',
    );
    const de = plain(hintWords(pageSpeaker('de'), v, { cards: [], choices: close }, [], (s) => pageSpeaker('de').seatName(4, s)).sentences[0]!);
    expect(de).toContain('kommen gegen ein Drehen von Ost etwa auf dasselbe hinaus');
    // The same gap with a narrow margin is advised.
    const sure = close.map((c) => ({ ...c, margin: 0.2 }));
    expect(plain(hintWords(pageSpeaker('en'), v, { cards: [], choices: sure }, [], seat).sentences[0]!)).toMatch(/^See: /);
  });

  it('a turn about even: the card is marked and the hint says either will do, in place of the next card’s cost', () => {
    const lead = viewOf(state, YOU);
    const [first] = advice.cards;
    const turns: Advice['choices'] = [
      { action: { type: 'turn', seat: YOU, card: first!.card }, worth: 6.8, winRate: 0.48, margin: 1.5 },
      { action: { type: 'play', seat: YOU, card: first!.card }, worth: 6.3, winRate: 0.48, margin: 1.5 },
    ];
    const words = hintWords(pageSpeaker('en'), lead, { cards: advice.cards, choices: turns }, [], name);
    expect(words.card).toBe(first!.card);
    expect(words.sentences).toHaveLength(2);
    expect(plain(words.sentences[1]!)).toMatch(/^Turning the .+ face down or leading it face up comes out about the same/);
    // Two sentences in either language, as the hint always is.
    for (const lang of ['en', 'de'] as Lang[]) {
      const said = plain(joined(hintWords(pageSpeaker(lang), lead, { cards: advice.cards, choices: turns }, [], name).sentences));
      expect(said.split(/(?<=[.!?])\s+(?=\S)/), said).toHaveLength(2);
    }
  });
});

describe('the coach’s hint at an exchange (bots.md finding 7)', () => {
  // A deal whose first exchange is offered to South.
  let s = startDeal(firstDealStart('bohmstedt', 'swap-0'));
  for (let k = 1; s.offer?.seat !== YOU; k++) s = startDeal(firstDealStart('bohmstedt', `swap-${k}`));
  const v = viewOf(s, YOU);
  const { give, options } = v.offer!;
  const take = options[0]!;
  const choices = (swap: number, keep: number, margin = 1): Advice['choices'] => [
    { action: { type: 'exchange', seat: YOU, give, take }, worth: swap, winRate: 0.62, margin: 0 },
    { action: { type: 'decline', seat: YOU }, worth: keep, winRate: 0.55, margin },
  ];
  const say = (lang: Lang, c: Advice['choices']) => hintWords(pageSpeaker(lang), v, { cards: [], choices: c }, [], name);

  it.each(['en', 'de'] as Lang[])('advises taking or keeping in two sentences, names both cards and marks the card to give (%s)', (lang) => {
    const swap = say(lang, choices(6, -2));
    expect(swap.card).toBe(give);
    const said = plain(joined(swap.sentences));
    expect(said.split(/(?<=[.!?])\s+(?=\S)/), said).toHaveLength(2);
    expect(said).toMatch(
      lang === 'en'
        ? /^Take the .+ for your .+: your side wins 62 of 100 trial deals with it\. Exchanging wins your side about 6 cents a deal; keeping your .+ would cost about 2 cents\.$/
        : /^Nimm .+ für .+: Eure Partei gewinnt damit 62 von 100 Probespielen\. Der Tausch bringt eurer Partei im Schnitt etwa 6 Cent pro Spiel; behieltest du .+, würde es etwa 2 Cent kosten\.$/,
    );
    // Keeping the better: no card is marked, and taking is what it would cost.
    const keep = say(
      lang,
      [...choices(-2, 6)].reverse().map((c) => ({ ...c, margin: c.action.type === 'decline' ? 0 : 1 })),
    );
    expect(keep.card).toBeNull();
    expect(plain(joined(keep.sentences))).toMatch(
      lang === 'en'
        ? /^Keep your .+: without the exchange, your side wins 55 of 100 trial deals\. Keeping them wins your side about 6 cents a deal; taking the .+ would cost about 2 cents\.$/
        : /^Behalte .+: Ohne Tausch gewinnt eure Partei 55 von 100 Probespielen\./,
    );
    // Within the weighing's margin: about even, neither advised.
    const even = say(lang, choices(1, 0.5, 3));
    expect(even.card).toBeNull();
    expect(plain(even.sentences[0]!)).toMatch(lang === 'en' ? /come out about the same/ : /kommt etwa auf dasselbe hinaus/);
    // The numbers name the card each choice takes.
    expect(swap.numbers).toHaveLength(2);
    expect(plain(swap.numbers[1]!)).toMatch(
      lang === 'en' ? /^Keeping your cards: costs your side about 2 cents a deal$/ : /^Die Karten behalten: kostet eure Partei etwa 2 Cent pro Spiel$/,
    );
  });

  it.each(['en', 'de'] as Lang[])('the look back names an exchange that cost, and what would have been better (%s)', (lang) => {
    const speaker = pageSpeaker(lang);
    const deal = { start: s.start, actions: [] };
    const took = plain(reviewWords(speaker, deal, point({ type: 'exchange', give, take }, { type: 'decline' }), name)[0]!);
    const kept = plain(reviewWords(speaker, deal, point({ type: 'decline' }, { type: 'exchange', give, take }), name)[0]!);
    expect(took).toMatch(
      lang === 'en'
        ? /^Taking the .+ for your .+ was clearly worse than keeping it: it cost your side about 8 cents a deal\.$/
        : /zu nehmen war deutlich schlechter, als die Karte zu behalten, und kostete eure Partei im Schnitt etwa 8 Cent pro Spiel\.$/,
    );
    expect(kept).toMatch(
      lang === 'en'
        ? /^Keeping your .+ was clearly worse than taking the .+ for it: it cost your side about 8 cents a deal\.$/
        : /zu behalten war deutlich schlechter, als .+ dafür zu nehmen, und kostete eure Partei im Schnitt etwa 8 Cent pro Spiel\.$/,
    );
  });
});

describe('figures as a player says them', () => {
  const v = viewOf(state, YOU);
  const one = (worth: number, winRate: number): Advice => ({ cards: [{ ...advice.cards[0]!, worth, winRate, margin: 0 }], choices: [] });
  it.each([
    ['en', -48, 0.34, 'costs your side about 48 cents a deal, deal won in 34 of 100 trial deals'],
    ['en', 12, 1, 'wins your side about 12 cents a deal, deal won in every trial deal'],
    ['en', -3, 0, 'costs your side about 3 cents a deal, deal never won in the trial deals'],
    ['en', 0.01, 0.5, 'about even for your side, deal won in 50 of 100 trial deals'],
    ['de', -48, 0.34, 'kostet eure Partei etwa 48 Cent pro Spiel; gewonnen in 34 von 100 Probespielen'],
    ['de', 12, 1, 'bringt eurer Partei etwa 12 Cent pro Spiel; gewonnen wird damit in den Probespielen immer'],
    ['de', -3, 0, 'kostet eure Partei etwa 3 Cent pro Spiel; gewonnen wird damit in den Probespielen nie'],
  ] as const)('%s: %d cents, %d', (lang, worth, winRate, says) => {
    const line = plain(hintWords(pageSpeaker(lang), v, one(worth, winRate), [], name).numbers[0]!);
    expect(line).toContain(says);
    expect(line).not.toMatch(/[+−]\d/);
  });

  it('a figure that is not a number is never printed: no ∞, no NaN', () => {
    for (const lang of ['en', 'de'] as Lang[]) {
      const bad: Advice = {
        cards: advice.cards.map((w, i) => (i === 1 ? { ...w, worth: Infinity } : i === 2 ? { ...w, worth: NaN } : w)),
        choices: [
          { action: { type: 'turn', seat: YOU, card: advice.cards[0]!.card }, worth: -Infinity, winRate: 0.5, margin: 1 },
          { action: { type: 'play', seat: YOU, card: advice.cards[0]!.card }, worth: 3, winRate: 0.5, margin: 1 },
        ],
      };
      const words = hintWords(pageSpeaker(lang), viewOf(state, YOU), bad, [], name);
      const all = [...words.sentences, ...words.numbers].map((s) => plain(s)).join(' ');
      expect(all).not.toMatch(/∞|NaN|Infinity/);
      expect(words.numbers).toHaveLength(hand.length - 2);
    }
  });
});

describe('the coach’s look back in words', () => {
  it('a line for each costly move, with what it and the better move came to in money; for a card, why too (English and German)', async () => {
    const { turningPoints } = await import('../../bots/coach.ts');
    let lines = 0;
    for (const seed of ['look-1', 'look-2', 'look-3', 'look-4']) {
      const deal = finishedDeal(seed);
      for (const p of turningPoints(deal, 0)) {
        for (const lang of ['en', 'de'] as Lang[]) {
          const speaker = pageSpeaker(lang);
          const said = reviewWords(speaker, deal, p, (s) => speaker.seatName(4, s)).map((s) => plain(s));
          expect(said.length).toBeGreaterThanOrEqual(1);
          expect(said[0]).toMatch(lang === 'en' ? /cost your side about \d+(\.\d)? cents?|€/ : /kostete eure Partei im Schnitt etwa \d+(,\d)? Cent|€/);
          // "clearly" exactly when the cost is past twice the weighing's margin.
          expect(said[0]!.includes(lang === 'en' ? 'clearly' : 'deutlich')).toBe(p.cost > 2 * p.margin);
          expect(said.join(' ')).not.toMatch(/[+−]\d|∞|NaN/);
          if (p.cards) expect(said).toHaveLength(2);
          lines++;
        }
      }
    }
    expect(lines).toBeGreaterThan(0);
  });
});

describe('the look back names the cards it compares', () => {
  const deal = finishedDeal('names');
  const [x, y] = [hand[0]!, hand[1]!];
  it.each(['en', 'de'] as Lang[])('a card turned where another card was better names both cards; a turn point names the one card (%s)', (lang) => {
    const speaker = pageSpeaker(lang);
    const name = (s: Seat) => speaker.seatName(4, s);
    const other = plain(reviewWords(speaker, deal, point({ type: 'turn', card: x }, { type: 'play', card: y }), name)[0]!);
    const turn = plain(reviewWords(speaker, deal, point({ type: 'turn', card: x }, { type: 'play', card: x }), name)[0]!);
    expect(other).toContain(lang === 'en' ? 'clearly worse than the' : 'deutlich schlechter als');
    expect(turn).toMatch(
      lang === 'en'
        ? /turning the .+ face down was clearly worse than leading it face up/
        : /umzudrehen war deutlich schlechter, als die Karte offen auszuspielen/,
    );
    expect(other).not.toBe(turn);
  });
});

describe('the coach’s reasons in words', () => {
  it.each(['en', 'de'] as Lang[])('each reason is one sentence, so with the cost a hint is at most two (%s)', (lang) => {
    const { t } = pageSpeaker(lang);
    for (const key of CARD_REASONS) {
      const said = plain(t(`play.why.${key}`, { card: [{ card: '7S' }], next: [{ card: 'AD' }], seat: 'North', a: 60, b: 40 }));
      expect(said.split(/(?<=[.!?])\s+(?=\S)/), said).toHaveLength(1);
      expect(said).toMatch(/\.$/);
    }
  });
});
