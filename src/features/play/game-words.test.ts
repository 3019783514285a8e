// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/svelte';
import { describe, expect, it } from 'vitest';
import { tables as de } from '../../i18n/de/tables.ts';
import { tables as en } from '../../i18n/en/tables.ts';
import { islandCatalog } from '../../i18n/islands.ts';
import type { Lang } from '../../i18n/lang.ts';
import { createSpeaker, plain, type Segment, type Speaker } from '../../i18n/speaker.ts';
import { randomFrom, type Result, type TableAct, type TableGame } from '../../rules/index.ts';
import { settle } from '../../rules/payments.ts';
import { anyTableGame, sessionScore, TABLE_GAME_IDS, TABLE_GAMES } from '../../rules/table-games.ts';
import { speakerContext } from '../../ui/context.ts';
import GameChoices from './GameChoices.svelte';
import TableHand from './TableHand.svelte';
import Segments from '../../ui/Segments.svelte';
import { gameStore } from './game-host.ts';
import type { GamePort } from './game-host.ts';
import {
  actionWords,
  amountWords,
  ASKS,
  askOf,
  didWords,
  questionWords,
  recentOf,
  seatWords,
  signedWords,
  stateBefore,
  whenWords,
  whyWords,
  type Ask,
} from './game-words.ts';
import { tableWords } from './table-kit.ts';
import { tableSpeaker } from './table-speaker.ts';

/** Any game of the registry (whose entries forget their types: these tests range over all of them). */
type AnyTableGame = TableGame<unknown, TableAct, unknown>;
/** A move's state, where the rules must take it. */
const must = <T>(r: Result<T, unknown>): T => {
  if (!r.ok) throw new Error('refused');
  return r.value;
};
/** The table's speaker in a language, as loadTableKit makes it (the family's words and the table's). */
const speakerOf = async (lang: Lang): Promise<Speaker> =>
  createSpeaker(lang, { ...islandCatalog(lang, ['game', 'play', 'units']), ...(await tableWords(lang)) });
const LANGS = ['en', 'de'] as const;
/** The bots never answer: the learner acts alone. */
const still: GamePort<unknown, TableAct, unknown> = { decide: () => new Promise(() => {}), hint: () => Promise.resolve([]), review: () => Promise.resolve([]) };
/** The text the eye sees: a card's short face, without the name a screen reader hears. */
const seen = (el: Element) => {
  const copy = el.cloneNode(true) as Element;
  for (const sr of copy.querySelectorAll('.sr-only')) sr.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
};

/** Every choice each game offered in some random deals, at every table size, with the state it was offered in. */
function offered(): { id: string; game: AnyTableGame; state: unknown; seat: number; choices: readonly TableAct[] }[] {
  const out: { id: string; game: AnyTableGame; state: unknown; seat: number; choices: readonly TableAct[] }[] = [];
  for (const id of TABLE_GAME_IDS) {
    const { game } = anyTableGame(id);
    for (const seats of game.tables)
      for (let d = 0; d < 30; d++) {
        let s = game.start({ seats, seed: `words-${d}`, dealNo: d, dealer: d % seats });
        const random = randomFrom(`w-${id}-${d}`);
        for (let seat = game.toAct(s); seat !== null; seat = game.toAct(s)) {
          const choices = game.choices(game.viewOf(s, seat));
          out.push({ id, game, state: s, seat, choices });
          const next = game.apply(s, choices[Math.floor(random() * choices.length)]!);
          if (!next.ok) throw new Error(next.error.code);
          s = next.value;
        }
      }
  }
  return out;
}
const OFFERED = offered();
/** Words as a reader gets them: no key left unfilled, nothing empty. */
const whole = (segments: readonly Segment[]) => {
  const said = plain(segments);
  expect(said.trim().length).toBeGreaterThan(1);
  expect(said).not.toMatch(/[{}]|tables\./);
  return said;
};

describe('the words of the table for every game', () => {
  it('says every action of every game, as its button and as what another seat did, in English and German', async () => {
    const types = new Set(OFFERED.flatMap((o) => o.choices.map((a) => a.type)));
    // Every game's own actions, and the card laid (the one the hint and the look back quote most).
    expect([...types]).toEqual(
      expect.arrayContaining(['play', 'play-down', 'turn', 'alone', 'see', 'go-on', 'exchange', 'pass', 'concede', 'declare', 'raise']),
    );
    for (const words of [en, de] as Readonly<Record<string, unknown>>[])
      for (const type of types) {
        expect(words, type).toHaveProperty([`tables.act.${type}`]);
        expect(words, type).toHaveProperty([`tables.did.${type}`]);
      }
    for (const lang of LANGS) {
      const sp = await speakerOf(lang);
      const errors: string[] = [];
      const was = console.error;
      console.error = (m: string) => errors.push(m);
      try {
        for (const o of OFFERED) {
          const ask = askOf(o.game.viewOf(o.state, o.seat), o.choices);
          for (const a of o.choices) {
            whole(actionWords(sp, a, ask));
            whole(didWords(sp, 'West', a));
            whole(didWords(sp, 'West', a, ask));
          }
        }
      } finally {
        console.error = was;
      }
      expect(errors).toEqual([]);
    }
  });

  it('names a card laid in the hint’s and the look back’s words (never an empty quote)', async () => {
    const [english, german] = await Promise.all(LANGS.map(speakerOf));
    expect(plain(actionWords(english!, { type: 'play', seat: 0, card: '2S' } as TableAct, 'lay'))).toBe('Lay ♠2');
    expect(plain(actionWords(german!, { type: 'play', seat: 0, card: '2S' } as TableAct, 'lay'))).toBe('Die ♠2 spielen');
    expect(plain(actionWords(german!, { type: 'declare', seat: 0, card: 'TD' } as TableAct, 'pause'))).toBe('Die ♦10 als Kaiser ansagen');
    expect(
      english!.text('tables.hint.says', { choice: actionWords(english!, { type: 'play', seat: 0, card: '2S' } as TableAct), worth: '+1', ahead: '50 %' }),
    ).toContain('would choose “Lay ♠2”');
  });

  it('asks every question in a whole sentence that says what is asked, and “pass” says what it means there', async () => {
    const asks = new Map<Ask, (typeof OFFERED)[number]>();
    for (const o of OFFERED) {
      const ask = askOf(o.game.viewOf(o.state, o.seat), o.choices);
      if (ask && !asks.has(ask)) asks.set(ask, o);
    }
    // Every kind of question comes up in these deals.
    expect([...asks.keys()].sort()).toEqual([...ASKS].sort());
    for (const lang of LANGS) {
      const sp = await speakerOf(lang);
      const passes = new Map<Ask, string>();
      for (const [ask, o] of asks) {
        const view = o.game.viewOf(o.state, o.seat);
        const table = o.game.table(view);
        const q = questionWords(sp, ask, {
          table,
          choices: o.choices,
          unit: TABLE_GAMES[o.id as 'karniffel'].unit,
          seatName: (s) => seatWords(sp, o.game, table, s),
        });
        // A card to lay asks nothing more, unless Kaiserspiel's captain may call Spieldrei first.
        if (ask !== 'lay') expect(whole(q), ask).toMatch(/[?.]$/);
      }
      for (const o of OFFERED) {
        const ask = askOf(o.game.viewOf(o.state, o.seat), o.choices)!;
        const pass = o.choices.find((a) => a.type === 'pass');
        if (pass) passes.set(ask, whole(actionWords(sp, pass, ask)));
      }
      expect(passes.get('exchange')).toBe(lang === 'en' ? 'Keep my cards' : 'Meine Karten behalten');
      expect(passes.get('exchange-none')).toBe(lang === 'en' ? 'Nothing to exchange' : 'Nichts zu tauschen');
      expect(passes.get('pause')).toBe(lang === 'en' ? 'Nothing to announce' : 'Nichts anzusagen');
      expect(passes.get('three')).toBe(lang === 'en' ? 'Leave it at one point' : 'Bei einem Punkt lassen');
    }
  });

  it('names the seats at five as the lesson does: the dealer, then Player 1 to 4 from the dealer’s left (fidelity.md 17)', async () => {
    const [en, de] = await Promise.all([speakerOf('en'), speakerOf('de')]);
    const { game } = TABLE_GAMES['knueffeln-5'];
    const at = (dealer: number) => [0, 1, 2, 3, 4].map((seat) => seatWords(en, game, { seats: 5, dealer }, seat));
    expect(at(0)).toEqual(['Dealer', 'Player 1', 'Player 2', 'Player 3', 'Player 4']);
    expect(at(2)).toEqual(['Player 3', 'Player 4', 'Dealer', 'Player 1', 'Player 2']);
    expect(seatWords(de, game, { seats: 5, dealer: 4 }, 4)).toBe('Geber');
    expect(seatWords(de, game, { seats: 5, dealer: 4 }, 0)).toBe('Spieler 1');
  });

  it('says a face-down lead’s question with who led and what each answer costs the learner (alone, to each of the four)', async () => {
    const sp = await speakerOf('en');
    const turned = OFFERED.filter((x) => askOf(x.game.viewOf(x.state, x.seat), x.choices) === 'turned');
    const said = (o: (typeof OFFERED)[number]) => {
      const view = o.game.viewOf(o.state, o.seat);
      const table = o.game.table(view);
      const q = plain(questionWords(sp, 'turned', { table, choices: o.choices, unit: 'cent', seatName: (s) => seatWords(sp, o.game, table, s) }));
      return { q, table, alone: table.sides.filter((side) => side === table.sides[table.seat]).length === 1 };
    };
    // What seeing and running pay, by the rules' settlement: a game with one turn more, or a run as the deal stands.
    const worth = (o: (typeof OFFERED)[number], outcome: 'game' | 'ran', more: number) => {
      const st = o.state as { accepted: readonly [number, number] };
      const paid = settle({ variant: 'bohmstedt', outcome, acceptedTurns: st.accepted[0] + st.accepted[1] + more, players: 5 });
      if (!paid.ok) throw new Error(paid.error.code);
      return paid.value.amount;
    };
    const pairAt = turned.findIndex((o) => !said(o).alone);
    const pair = said(turned[pairAt]!);
    expect(pair.q).toBe(
      `${sp.seatName(5, (pair.table.trick!.leader - pair.table.dealer + 5) % 5)} leads a card face down. See it and play on for ${worth(turned[pairAt]!, 'game', 1)} cents, or run and give the deal up for ${worth(turned[pairAt]!, 'ran', 0)} cents?`,
    );
    const aloneAt = turned.findIndex((o) => said(o).alone);
    const alone = said(turned[aloneAt]!);
    expect(alone.q).toContain(`See it and play on for ${4 * worth(turned[aloneAt]!, 'game', 1)} cents`);
    expect(alone.q).toContain(`run and give the deal up for ${4 * worth(turned[aloneAt]!, 'ran', 0)} cents?`);
  });

  it('tells when a move was made as the learner finds it: the trick and their lead, or what was decided', async () => {
    const sp = await speakerOf('en');
    const de = await speakerOf('de');
    const { game } = TABLE_GAMES.karnoeffel;
    let s = game.start({ seats: 4, seed: 'when', dealNo: 0, dealer: 3 });
    // Seat 0 leads the first trick; after four cards, whoever took it leads the second.
    const firstLead = whenWords(sp, game, s, 0);
    expect(plain(firstLead.words)).toBe('Trick 1, your lead');
    expect(plain(whenWords(de, game, s, 0).words)).toBe('Stich 1, dein Ausspiel');
    for (let i = 0; i < 5; i++) s = must(game.apply(s, game.legalActions(s)[0]!));
    const seat = game.toAct(s)!;
    expect(plain(whenWords(sp, game, s, seat).words)).toMatch(/^Trick 2/);
    // The review's move number replays the deal to the state before it.
    expect(stateBefore(game, s, 5)).toEqual(s);
    const kaiser = OFFERED.find((x) => x.id === 'kaiserspiel' && x.choices.some((a) => a.type === 'accept'))!;
    expect(plain(whenWords(sp, kaiser.game, kaiser.state, kaiser.seat).words)).toBe('Answering the other side’s raise');
  });

  it('writes amounts as the reader reads them: cents whole, points to a tenth in the page’s format, nothing won as ±0', async () => {
    const [english, german] = await Promise.all(LANGS.map(speakerOf));
    expect(signedWords(english!, 'cent', 41.25)).toBe('+41 cents');
    expect(signedWords(english!, 'point', 0)).toBe('±0 points');
    expect(signedWords(english!, 'point', 0.04)).toBe('±0 points');
    expect(signedWords(german!, 'point', -1.54)).toBe('−1,5 Punkte');
    expect(amountWords(german!, 'cent', 141.25)).toBe('1,41\u00a0€');
  });

  it('tells the others’ moves since the learner’s last one, not the cards they laid face up', () => {
    const acts = [
      { type: 'play', seat: 0 },
      { type: 'declare', seat: 1 },
      { type: 'play', seat: 2 },
      { type: 'raise', seat: 3, by: 3 },
    ];
    expect(recentOf(acts, 0)).toEqual([acts[1], acts[3]]);
    expect(recentOf(acts, 3)).toEqual([]);
  });

  it('says a raise in German with its points in words, as the style sheet wants numbers up to twelve', async () => {
    const de = await speakerOf('de');
    expect(de.text('tables.did.raise', { seat: 'Ost', by: 3 })).toBe('Ost erhöht um drei Punkte.');
    expect(de.text('tables.did.raise', { seat: 'Ost', by: 1 })).toBe('Ost erhöht um einen Punkt.');
    expect(de.text('tables.act.raise', { by: 2 })).toBe('Um zwei Punkte erhöhen');
    // The question a raise asks says its points in words too.
    expect(de.text('tables.ask.answer', { offer: 'kaiser', adds: 3, then: '7 Punkte', now: '4 Punkte' })).toMatch(
      /^Die Gegenpartei erhöht für einen Kaiser um drei Punkte\. /,
    );
    expect(de.text('tables.ask.answer', { offer: 'kaiser', adds: 1, then: '5 Punkte', now: '4 Punkte' })).toMatch(/um einen Punkt\. /);
  });

  it('loads the table’s words with the family’s in each language, the German with every English key', async () => {
    const [english, german] = await Promise.all([tableWords('en'), tableWords('de')]);
    expect(Object.keys(german)).toEqual(expect.arrayContaining(Object.keys(english)));
    expect(english).toHaveProperty(['tables.next']);
    expect(german).toHaveProperty(['seat.6.5']);
  });
});

describe('Karniffel’s beasts at the table (its speaker, as KitTable makes it)', () => {
  it('are named on their face and read out by name, in the sentence’s case', async () => {
    const names = { en: ['the Red Beast', 'Red Beast', 'Lay Red Beast'], de: ['der Rote Thier', 'Roter Thier', 'Den Roten Thier spielen'] } as const;
    for (const lang of LANGS) {
      const sp = tableSpeaker(await speakerOf(lang), () => 'german');
      const [spoken, face, button] = names[lang];
      expect(sp.cardName('X2')).toBe(spoken);
      expect(sp.text('tables.act.play', { card: [{ card: 'X2' }] })).toBe(button);
      const { container } = render(TableHand, { props: { hand: ['X2', '7C'], active: true, onlay: () => true }, context: speakerContext(sp) });
      const beast = container.querySelector('.pc.beast')!;
      expect(beast.getAttribute('data-n')).toBe(face);
      expect(beast.getAttribute('data-c')).toBe('');
      expect(beast.querySelector('.sr-only')!.textContent).toBe(spoken);
      expect(container.textContent).not.toMatch(/X\d/);
    }
    expect((await speakerOf('de')).cardName('X1', 'acc')).toBe('den Tollen');
  });

  it('have their article before the card in a German sentence, for the eye as for the ear: „Den [Roten Thier] spielen“', async () => {
    const sp = tableSpeaker(await speakerOf('de'), () => 'german');
    const segments = sp.t('tables.act.play', { card: [{ card: 'X2' }] });
    const { container } = render(Segments, { props: { segments }, context: speakerContext(sp) });
    expect(seen(container)).toBe('Den Roten Thier spielen');
    expect(container.querySelector('.sr-only')!.textContent).toBe('Roten Thier');
    expect(sp.spoken(segments)).toBe('Den Roten Thier spielen');
  });
});

/** A Karniffel deal in its play, the learner (a director) to lay a card. */
function karniffelPlay() {
  const { game } = TABLE_GAMES.karniffel;
  for (let i = 0; ; i++) {
    let s = game.start({ seats: 4, seed: `concede-${i}`, dealNo: 0, dealer: 3 });
    while (game.toAct(s) !== 0 || game.legalActions(s).some((a) => a.type === 'pass'))
      s = must(game.apply(s, game.legalActions(s).find((a) => a.type === 'pass') ?? game.legalActions(s)[0]!));
    if (game.legalActions(s).some((a) => a.type === 'concede')) return s;
  }
}

/** A Kaiserspiel deal at four where the learner is to lay two cards aside. */
function kaiserDiscard() {
  const { game } = TABLE_GAMES.kaiserspiel;
  for (let i = 0; ; i++) {
    let s = game.start({ seats: 4, seed: `aside-${i}`, dealNo: 0, dealer: 1 });
    for (let n = 0; n < 60 && game.toAct(s) !== null; n++) {
      const choices = game.legalActions(s);
      if (choices[0]!.type === 'discard' && game.toAct(s) === 0) return s;
      const next = choices.find((a) => a.type === 'pass') ?? choices.find((a) => a.type === 'accept') ?? choices[0]!;
      s = must(game.apply(s, next));
    }
  }
}

/** A Karnöffel deal played to its end by each seat's first choice. */
function karnoeffelOver() {
  const { game } = TABLE_GAMES.karnoeffel;
  let s = game.start({ seats: 4, seed: 'match', dealNo: 4, dealer: 3 });
  while (game.toAct(s) !== null) s = must(game.apply(s, game.legalActions(s)[0]!));
  return s;
}

describe('GameChoices: a game played to a score ends there, and the winners score (fidelity.md 2 and 3)', () => {
  for (const lang of LANGS) {
    it(`says what the deal scored and, once a side has the score, who won the game, offering a new one (${lang})`, async () => {
      const sp = await speakerOf(lang);
      const state = karnoeffelOver();
      const table = gameStore<string, unknown, TableAct, unknown>('karnoeffel', TABLE_GAMES.karnoeffel.game, state, still);
      const paid = TABLE_GAMES.karnoeffel.game.paid(state);
      const ours = paid[0]! > 0;
      const sides = [0, 1, 0, 1] as const;
      const before = ours
        ? [
            [-1, 1, -1, 1],
            [-1, 1, -1, 1],
          ]
        : [[1, -1, 1, -1]];
      let asked = 0;
      const props = (deals: readonly (readonly number[])[]) => ({
        table,
        unit: 'point' as const,
        score: sessionScore(5, sides, [...deals, paid]),
        newGame: () => void asked++,
      });
      const { container, getByRole, rerender } = render(GameChoices, { props: props(before), context: speakerContext(sp) });
      const said = () => seen(container.querySelector('.decision p')!);
      const scored = sp.text(ours ? 'tables.over.ours' : 'tables.over.theirs', { amount: amountWords(sp, 'point', 1) });
      expect(said()).toBe(scored);
      expect(container.textContent).not.toMatch(/lose|verlierst/);
      getByRole('button', { name: sp.text('tables.next') });
      // four points already: this deal wins the game for the side that took it
      await rerender(props(Array.from({ length: 4 }, () => [...paid])));
      const match = sp.text(ours ? 'tables.match.won' : 'tables.match.lost', { amount: amountWords(sp, 'point', 5) });
      expect(said()).toBe(`${scored} ${match}`);
      expect(container.querySelector('button')?.textContent).not.toBe(sp.text('tables.next'));
      await fireEvent.click(getByRole('button', { name: sp.text('tables.match.new') }));
      expect(asked).toBe(1);
    });
  }
});

/** A deal for five played to its end, the learner dealing: alone or sitting out, then each seat's first choice. */
function fiveOver(dealer: 'alone' | 'sit-out', seed: string) {
  const { game } = TABLE_GAMES['knueffeln-5'];
  let s = game.start({ seats: 5, seed, dealNo: 0, dealer: 0 });
  while (game.toAct(s) !== null) {
    const choices = game.legalActions(s);
    s = must(game.apply(s, choices.find((a) => a.type === dealer) ?? choices[0]!));
  }
  return s;
}

describe('GameChoices: at five a dealer alone hears who pays whom (phone.md 14)', () => {
  for (const lang of LANGS) {
    it(`a learner who deals and plays alone hears what each of the four pays or is paid; the others, what they won or lost (${lang})`, async () => {
      const sp = await speakerOf(lang);
      const { game } = TABLE_GAMES['knueffeln-5'];
      const cents = (x: number) => amountWords(sp, 'cent', x);
      const cases = [
        { state: fiveOver('alone', 'pays-1'), you: 0 },
        { state: fiveOver('alone', 'pays-1'), you: 2 },
        { state: fiveOver('sit-out', 'pays-2'), you: 0 },
        { state: fiveOver('sit-out', 'pays-2'), you: 1 },
      ];
      const said: string[] = [];
      for (const { state, you } of cases) {
        const table = gameStore<string, unknown, TableAct, unknown>('knueffeln-5', game, state, still);
        if (you !== 0) table.model = { ...table.model, you };
        const paid = game.paid(state)[you]!;
        const { container } = render(GameChoices, { props: { table, unit: 'cent', newGame: () => {} }, context: speakerContext(sp) });
        const text = seen(container.querySelector('.decision p')!);
        said.push(text);
        const how = paid > 0 ? 'won' : 'lost';
        const lone = table.view.alone;
        // (an amount's number and unit are held together by a no-break space: compared as the eye reads them)
        const norm = (x: string) => x.replace(/\s+/g, ' ');
        if (lone === you) expect(text).toBe(norm(sp.text(`tables.over.alone.${how}`, { each: cents(Math.abs(paid) / 4), amount: cents(paid) })));
        else if (paid !== 0) expect(text).toBe(norm(sp.text(`tables.over.${how}`, { amount: cents(paid) })));
        container.remove();
      }
      expect(said.some((x) => /pays you|you pay|zahlt dir|Du zahlst/.test(x))).toBe(true);
    });
  }
});

describe('GameChoices: what the learner is asked, beside a card to lay', () => {
  for (const lang of LANGS) {
    it(`Karniffel’s concession is a quiet button after the rest, and asks again before the deal is given up (${lang})`, async () => {
      const sp = await speakerOf(lang);
      const table = gameStore<string, unknown, TableAct, unknown>('karniffel', TABLE_GAMES.karniffel.game, karniffelPlay(), still);
      const { container, getByRole } = render(GameChoices, { props: { table, unit: 'point', newGame: () => {} }, context: speakerContext(sp) });
      const first = getByRole('button', { name: sp.text('tables.concede') });
      expect(first.classList.contains('quiet')).toBe(true);
      expect(container.querySelector('.choices')).toBeNull();
      // Enter on it by mistake only asks; the next Enter lands on playing on.
      await fireEvent.click(first);
      expect(table.over).toBe(false);
      expect(container.querySelector('.concede p')!.textContent).toContain(sp.text('tables.concede.sure', { amount: amountWords(sp, 'point', 1) }));
      expect(document.activeElement).toBe(getByRole('button', { name: sp.text('tables.concede.no') }));
      await fireEvent.click(getByRole('button', { name: sp.text('tables.concede.no') }));
      expect(table.over).toBe(false);
      await fireEvent.click(getByRole('button', { name: sp.text('tables.concede') }));
      await fireEvent.click(getByRole('button', { name: sp.text('tables.concede.yes') }));
      expect(table.over).toBe(true);
    });

    it(`Kaiserspiel’s two cards laid aside: one instruction, and a button that says so and is not pressable until two are picked (${lang})`, async () => {
      const sp = await speakerOf(lang);
      const table = gameStore<string, unknown, TableAct, unknown>('kaiserspiel', TABLE_GAMES.kaiserspiel.game, kaiserDiscard(), still);
      const hand = table.view.hand;
      const { container, getByRole, rerender } = render(GameChoices, {
        props: { table, unit: 'point', picked: [], newGame: () => {} },
        context: speakerContext(sp),
      });
      const paragraphs = [...container.querySelectorAll('.decision p')].map(seen);
      expect(paragraphs).toEqual([sp.text('tables.ask.discard')]);
      expect(container.textContent).not.toMatch(/below|unten/);
      const lay = getByRole('button', { name: sp.text('tables.discard.confirm') });
      expect(lay.getAttribute('aria-disabled')).toBe('true');
      expect(lay.classList.contains('quiet')).toBe(true);
      await fireEvent.click(lay);
      expect(table.view.hand).toEqual(hand);
      await rerender({ table, unit: 'point', picked: [hand[0]!, hand[1]!], newGame: () => {} });
      expect(lay.getAttribute('aria-disabled')).toBe('false');
      expect(lay.classList.contains('quiet')).toBe(false);
      await fireEvent.click(lay);
      expect(table.view.hand).toHaveLength(hand.length - 2);
    });
  }
});

describe('the exchange question', () => {
  it('names each card the learner may give: one Banner, or a Banner of each chosen suit held', async () => {
    const ask = (gives: string[]) =>
      ({
        view: null,
        table: null,
        choices: [...gives.flatMap((give, i) => [1, 2].map((k) => ({ type: 'exchange', seat: 0, give, take: `${k + i * 2}S` }))), { type: 'decline', seat: 0 }],
        unit: 'point',
        seatName: (s: number) => `Player ${s + 1}`,
      }) as unknown as Parameters<typeof questionWords>[2];
    for (const lang of LANGS) {
      const sp = await speakerOf(lang);
      const one = plain(questionWords(sp, 'exchange', ask(['TH'])));
      const two = plain(questionWords(sp, 'exchange', ask(['TH', 'TD'])));
      expect(one).toContain('♥10');
      expect(one).not.toContain('♦10');
      expect(two).toContain('♥10');
      expect(two).toContain('♦10');
    }
  });
});

describe('the Jann question at five', () => {
  // The Jann is reached at four tricks by a lone dealer and at five by a side of two; the march is every trick the side
  // plays: eight for a dealer alone with an eight-card stock, nine otherwise (eaton-2021; ruling five-ninth-trick).
  const asked = (seat: number, sides: (0 | 1 | null)[], won: [number, number], tricks: number, hand: number) =>
    ({
      view: null,
      table: {
        seat,
        seats: 5,
        dealer: 0,
        sides,
        hand: Array(hand).fill('2S'),
        handSizes: [],
        chosen: [],
        faceUp: [],
        trick: null,
        tricks: Array(tricks).fill({ leader: 0, cards: [], taker: seat }),
        won,
        toAct: seat,
        stake: 10,
        ...(sides.includes(null) ? {} : { alone: 0 }),
      },
      choices: [
        { type: 'go-on', seat },
        { type: 'stop', seat },
      ],
      unit: 'cent',
      seatName: (s: number) => `Player ${s + 1}`,
    }) as Parameters<typeof questionWords>[2];
  it('names the tricks the side has and the march it would play, alone or as a side, in both languages', async () => {
    const en = await speakerOf('en');
    const de = await speakerOf('de');
    const alone = asked(0, [0, 1, 1, 1, 1], [4, 0], 4, 4);
    expect(plain(questionWords(en, 'march', alone))).toBe('Jann! You have the first four tricks. Take the Jann, or lead on for the march (all eight)?');
    expect(plain(questionWords(de, 'march', alone))).toContain('Du hast die ersten vier Stiche');
    const four = asked(1, [0, 1, 1, 1, 1], [0, 5], 5, 4);
    expect(plain(questionWords(en, 'march', four))).toBe('Jann! Your side has the first five tricks. Take the Jann, or lead on for the march (all nine)?');
    expect(plain(questionWords(de, 'march', four))).toContain('Eure Partei hat die ersten fünf Stiche');
  });

  it('asks a turn in the march as what it is: running fails the march, and the marchers pay', async () => {
    const en = await speakerOf('en');
    const de = await speakerOf('de');
    const base = asked(1, [0, 1, 1, 1, 1], [5, 0], 5, 4);
    const at = {
      ...base,
      table: { ...base.table, trick: { leader: 0, cards: [] }, answer: { accept: 310, refuse: 300, march: true } },
      choices: [
        { type: 'see', seat: 1 },
        { type: 'run', seat: 1 },
      ],
    } as Parameters<typeof questionWords>[2];
    expect(plain(questionWords(en, 'turned', at))).toBe(
      'Player 1 leads a card face down in the march. See it and play on (if they take every trick, you pay €3.10), or run, so that the march fails and they pay you €3?',
    );
    expect(plain(questionWords(de, 'turned', at))).toMatch(/sodass der Durchmarsch scheitert und sie dir 3\s€ zahlen\?$/);
  });
});

describe('why the coach chooses (whyWords): what a card does to the trick, read from the learner’s own view', () => {
  it('says, over seeded deals of every family table, what a card takes, leaves or throws, a sure lead, the cards laid aside, in both languages', async () => {
    for (const lang of LANGS) {
      const base = await speakerOf(lang);
      const said = new Set<string>();
      for (const id of ['karnoeffel', 'karniffel', 'kaiserspiel'] as const) {
        const entry = anyTableGame(id);
        const m = entry.game;
        const sp = tableSpeaker(base, () => entry.style);
        for (let d = 0; d < 6; d++) {
          let s = m.start(m.first(4, `why-${d}`));
          const random = randomFrom(`why-${d}`);
          for (let moves = 0; m.toAct(s) !== null && moves < 300; moves++) {
            const seat = m.toAct(s)!;
            const view = m.viewOf(s, seat);
            const table = m.table(view);
            for (const action of seat === 0 ? m.choices(view) : []) {
              const why = whyWords(sp, entry.unit, action, { game: id, view, table, seatName: (n) => seatWords(sp, m, table, n) });
              expect(why.length).toBeLessThanOrEqual(1);
              for (const w of why) {
                const words = plain(w, lang);
                expect(words, words).not.toMatch(/[{}]|undefined|null/);
                said.add(words.replace(/[♠♥♦♣]\S+/g, '♠').replace(/(North|South|West|East|Nord|Süd|Ost)/g, 'X'));
              }
            }
            const r = m.apply(s, m.plain!(s, random));
            if (!r.ok) break;
            s = r.value;
          }
        }
      }
      // each kind of reason came up: a sure lead or the cheapest loss, a taker, a card thrown, the partner's trick, a discard
      const kinds =
        lang === 'en'
          ? ['the trick is yours', 'you lose the least', 'beats', 'you miss least', 'your partner', 'your weakest cards']
          : ['ist dir sicher', 'am wenigsten', 'sticht', 'schade', 'Partner', 'schwächsten'];
      for (const k of kinds)
        expect(
          [...said].some((x) => x.includes(k)),
          `${lang}: ${k}`,
        ).toBe(true);
    }
  });
});
