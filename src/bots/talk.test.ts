import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  apply,
  dealContext,
  DESCRIPTIONS,
  isBeatable,
  lastPlayerMoment,
  SUITS,
  TABLE_PHRASES,
  VARIANT_IDS,
  legalActions,
  randomFrom,
  startDeal,
  viewOf,
  type CardCode,
  type PlayState,
  type Said,
  type Seat,
} from '../rules/index.ts';
import { makeTalk, parseTalk } from '../features/play/talk-link.ts';
import { sampleDeal } from './sample.ts';
import { matrixOf } from './matrix.ts';
import { claimOf, claimsOf, countHand, describe as describeHand, laidBy, speak } from './talk.ts';

const phrasebook = JSON.parse(readFileSync(new URL('../../content/phrasebook/phrases.json', import.meta.url), 'utf8')) as { id: string; bluff: string }[];
const bluffOf = new Map(phrasebook.map((p) => [p.id, p.bluff]));
const ctx = dealContext({ start: { variant: 'bohmstedt' }, chosen: ['H', 'C'] });
const hand = (text: string) => text.split(' ') as CardCode[];

/** A deal played at random to the start of play, or on to where `stop` holds. */
function dealTo(seed: string, stop: (s: PlayState) => boolean = (s) => s.phase === 'play'): PlayState {
  const random = randomFrom(seed);
  let s = startDeal({ variant: 'bohmstedt', seed, dealNo: 0, dealer: 3 });
  while (s.phase !== 'over' && !stop(s)) {
    const options = legalActions(s);
    const r = apply(s, options[Math.floor(random() * options.length)]!);
    if (r.ok) s = r.value;
  }
  return s;
}

describe('what a phrase claims (eaton-2021, table talk; the glossary’s ole, steker, puzer, ausspieler)', () => {
  // Hearts first, clubs second: ♥2 is an Ole, ♥A and ♣J high beaters, ♥3 and ♥4 Puzer, ♥7 the Seven, ♠A an unchosen Ace.
  const known: [string, (typeof DESCRIPTIONS)[number]][] = [
    ['3H 4H 6D 7D 8D TD KS QS JS', 'hab-nur-zwei-puzer'],
    ['3H 3S 6D 7D 8D TD KS QS JS', 'ick-bin-nich-recht-to-huus'],
    ['AH 7H AS 3S 6D 7D TD KS QS', 'hab-einen-stecher-und-2-ausspieler'],
    ['2H 3S 6D 7D 8D TD KS QS JS', 'ich-kann-dir-nur-einmal-helfen'],
    ['2H JC 3S 6D 7D 8D TD KS QS', 'ich-mache-zwei-spiele-sicher'],
  ];
  it.each(known)('%s is described as %s, and the description holds', (cards, phrase) => {
    const h = countHand(ctx, hand(cards));
    expect(describeHand(h)).toBe(phrase);
    expect(claimOf(phrase)(h)).toBe(0);
  });

  it('an honest description always holds of the hand, and each says something (it fails for some hand)', () => {
    const fails = new Set<string>();
    for (let i = 0; i < 400; i++) {
      const s = dealTo(`claims-${i}`);
      for (const h of s.hands) {
        const count = countHand(matrixOf(s.start.variant, s.chosen).ctx, h);
        expect(claimOf(describeHand(count))(count)).toBe(0);
        for (const p of DESCRIPTIONS) if (claimOf(p)(count) > 0) fails.add(p);
      }
    }
    expect([...fails].sort()).toEqual([...DESCRIPTIONS].sort());
  });

  it('every table phrase is in the phrasebook', () => {
    for (const id of TABLE_PHRASES) if (id !== 'silent') expect(bluffOf.has(id), id).toBe(true);
  });
});

describe('who says what', () => {
  it('North is always honest; West and East bluff sometimes, and only with phrases the phrasebook marks as possible bluffs', () => {
    let bluffs = 0;
    for (let i = 0; i < 300; i++) {
      const s = dealTo(`speak-${i}`);
      if (s.phase !== 'play') continue;
      for (const seat of [1, 2, 3] as Seat[]) {
        const v = viewOf(s, seat);
        const said = speak(v, [], randomFrom(`w-${i}-${seat}`), 0);
        // (a question claims nothing: West and East may ask each other first)
        if (said === null || s.trick !== null || said === 'bist-du-alt' || said === 'kannst-du-ock-wat-hollen') continue;
        const honest = describeHand(countHand(matrixOf(v.start.variant, v.chosen).ctx, v.hand));
        if (seat === 2) expect(said).toBe(honest);
        else if (said !== honest) {
          bluffs++;
          expect(bluffOf.get(said)).not.toBe('never');
        }
      }
    }
    expect(bluffs).toBeGreaterThan(20);
  });

  it('at the start of play each bot says its piece, and answers a question asked after it: the talk comes to an end', () => {
    for (let i = 0; i < 100; i++) {
      const s = dealTo(`opening-${i}`, (x) => x.phase === 'play');
      if (s.phase !== 'play' || s.trick !== null) continue;
      const heard: Said[] = [];
      const talk = () => {
        for (let round = 0, said = true; said; round++) {
          expect(round).toBeLessThan(6);
          said = false;
          for (const seat of [1, 2, 3] as Seat[]) {
            const p = speak(viewOf(s, seat), heard, randomFrom(`${i}-${round}-${seat}-${heard.length}`), 0);
            if (p) [said] = [true, heard.push({ seat, phrase: p, at: s.actions.length, trick: 0 })];
          }
        }
      };
      talk();
      expect(heard.filter((h) => h.seat === 2)).toHaveLength(1);
      heard.push({ seat: 0, phrase: 'bist-du-alt', at: s.actions.length, trick: 0 });
      talk();
      expect(heard.filter((h) => h.seat === 2)).toHaveLength(2);
      for (const seat of [1, 2, 3]) expect(heard.filter((h) => h.seat === seat).length).toBeLessThanOrEqual(2);
    }
  });

  it('the last player to a beatable lead keeps silent exactly when they hold a card that takes it', () => {
    let moments = 0;
    for (let i = 0; i < 200; i++) {
      const s = dealTo(`last-${i}`, (x) => x.phase === 'play' && x.trick?.cards.length === 1);
      if (s.phase !== 'play' || s.trick?.cards.length !== 1) continue;
      const last = ((s.trick.leader + 3) % 4) as Seat;
      const v = viewOf(s, last);
      expect(lastPlayerMoment(v)).toBe(isBeatable(v, s.trick.cards[0]!) ? last : null);
      if (lastPlayerMoment(v) === null) continue;
      moments++;
      const t = matrixOf(v.start.variant, v.chosen);
      const led = t.index.get(s.trick.cards[0]!)!;
      const can = v.hand.some((c) => t.takes[t.index.get(c)! * t.n + led] === 1);
      expect(speak(v, [], randomFrom('x'), 0)).toBe(can ? 'silent' : 'ich-kann-nichts');
    }
    expect(moments).toBeGreaterThan(50);
  });
});

describe('what a bot believes', () => {
  const s = dealTo('believe', (x) => x.phase === 'play' && x.trick === null);
  it('North believes South’s description, West does not believe East’s, and the samples agree with what North believes', () => {
    const heard: Said[] = [
      { seat: 0, phrase: 'ick-bin-nich-recht-to-huus', at: s.actions.length, trick: 0 },
      { seat: 3, phrase: 'ick-bin-nich-recht-to-huus', at: s.actions.length, trick: 0 },
    ];
    expect(claimsOf(viewOf(s, 2), heard).map((c) => c.seat)).toEqual([0]);
    expect(claimsOf(viewOf(s, 1), heard)).toEqual([]);
    const v = viewOf(s, 2);
    const t = matrixOf(v.start.variant, v.chosen);
    const claims = claimsOf(v, heard);
    const random = randomFrom('samples');
    for (let k = 0; k < 50; k++) {
      const south = sampleDeal(v, t, random, claims).hands[0]!.map((n) => t.codes[n]!);
      const h = countHand(t.ctx, south);
      expect(h.olen + h.high).toBe(0);
    }
  });

  it('a last player’s silence is believed by every other seat while the trick is played', () => {
    const led = dealTo('silence', (x) => x.phase === 'play' && x.trick?.cards.length === 1);
    const last = ((led.trick!.leader + 3) % 4) as Seat;
    const said: Said = { seat: last, phrase: 'silent', at: led.actions.length, trick: led.tricks.length };
    for (const seat of [0, 1, 2, 3] as Seat[]) if (seat !== last) expect(claimsOf(viewOf(led, seat), [said]).map((c) => c.seat)).toEqual([last]);
  });
});

describe('"bist du alt?": a yes or a no (ruling table-talk: "Nee" the sources\' word, "Jo" ours)', () => {
  /** "Bist du alt?", asked of `seat` by its partner at the start of play. */
  const asked = (s: PlayState, seat: Seat): Said[] => [{ seat: ((seat + 2) % 4) as Seat, phrase: 'bist-du-alt', at: s.actions.length, trick: 0 }];
  const olen = (s: PlayState, seat: Seat) => {
    const v = viewOf(s, seat);
    return countHand(matrixOf(v.start.variant, v.chosen).ctx, [...v.hand, ...laidBy(v)[seat]!]).olen;
  };
  const deals = Array.from({ length: 200 }, (_, i) => dealTo(`alt-${i}`)).filter((s) => s.phase === 'play' && s.tricks.length === 0);

  it('North answers truly: "Jo" with an Ole in hand, "Nee" without, in many dealt hands, both of them', () => {
    const answers = new Set<string>();
    for (const [i, s] of deals.entries()) {
      const said = speak(viewOf(s, 2), asked(s, 2), randomFrom(`north-${i}`), 0);
      expect(said).toBe(olen(s, 2) > 0 ? 'jo' : 'nee');
      answers.add(said!);
    }
    expect([...answers].sort()).toEqual(['jo', 'nee']);
  });

  it('West and East answer too, and bluff sometimes, only with words the phrasebook marks as possible bluffs', () => {
    let [bluffs, truths] = [0, 0];
    for (const [i, s] of deals.entries())
      for (const seat of [1, 3] as Seat[]) {
        const said = speak(viewOf(s, seat), asked(s, seat), randomFrom(`we-${i}-${seat}`), 0)!;
        expect(['jo', 'nee']).toContain(said);
        if (said === (olen(s, seat) > 0 ? 'jo' : 'nee')) truths++;
        else [bluffs] = [bluffs + 1, expect(bluffOf.get(said)).not.toBe('never')];
      }
    expect(bluffs).toBeGreaterThan(20);
    expect(truths).toBeGreaterThan(bluffs);
  });

  it('a question is answered once, and only the partner’s', () => {
    const s = deals[0]!;
    const heard = asked(s, 2);
    const answer = speak(viewOf(s, 2), heard, randomFrom('once'), 0)!;
    heard.push({ seat: 2, phrase: answer, at: s.actions.length, trick: 0 });
    expect(['jo', 'nee']).not.toContain(speak(viewOf(s, 2), heard, randomFrom('twice'), 0));
    // West's question is not North's to answer.
    expect(['jo', 'nee']).not.toContain(speak(viewOf(s, 2), [{ seat: 1, phrase: 'bist-du-alt', at: s.actions.length, trick: 0 }], randomFrom('w'), 0));
  });

  it('"kannst du ock wat hollen?" is answered with the word about the hand, said again, and "bist du alt?" after it with a yes or a no', () => {
    for (const [i, s] of deals.slice(0, 40).entries()) {
      const heard: Said[] = [];
      const north = () => speak(viewOf(s, 2), heard, randomFrom(`hollen-${i}-${heard.length}`), 0);
      const hear = (seat: Seat, phrase: Said['phrase'] | null) => phrase && heard.push({ seat, phrase, at: s.actions.length, trick: 0 });
      if (s.trick === null) hear(2, north());
      const described = heard[0]?.phrase;
      hear(0, 'kannst-du-ock-wat-hollen');
      hear(0, 'bist-du-alt');
      hear(2, north());
      hear(2, north());
      expect(north()).toBeNull();
      const answers = heard.filter((h) => h.seat === 2).map((h) => h.phrase);
      expect(answers.filter((p) => (DESCRIPTIONS as readonly string[]).includes(p))).toEqual(described ? [described, described] : [expect.any(String)]);
      expect(answers.filter((p) => p === 'jo' || p === 'nee')).toEqual([olen(s, 2) > 0 ? 'jo' : 'nee']);
    }
  });

  it('North believes South’s yes or no, West does not believe East’s, and the sampled deals agree with what North believes', () => {
    const s = deals.find((x) => x.trick === null)!;
    const v = viewOf(s, 2);
    const t = matrixOf(v.start.variant, v.chosen);
    for (const [phrase, fits] of [
      ['jo', (n: number) => n >= 1],
      ['nee', (n: number) => n === 0],
    ] as const) {
      const heard: Said[] = [
        { seat: 2, phrase: 'bist-du-alt', at: s.actions.length, trick: 0 },
        { seat: 0, phrase, at: s.actions.length, trick: 0 },
        { seat: 3, phrase, at: s.actions.length, trick: 0 },
      ];
      expect(claimsOf(v, heard).map((c) => c.seat)).toEqual([0]);
      expect(claimsOf(viewOf(s, 1), heard)).toEqual([]);
      const claims = claimsOf(v, heard);
      const random = randomFrom(`samples-${phrase}`);
      const seen = new Set<number>();
      for (let k = 0; k < 50; k++) {
        const south = sampleDeal(v, t, random, claims).hands[0]!.map((n) => t.codes[n]!);
        const n = countHand(t.ctx, south).olen;
        expect(fits(n), `${phrase}: ${n} Olen`).toBe(true);
        seen.add(n);
      }
      // Without the claim the samples would not all agree: the claim is what constrains them.
      const free = Array.from(
        { length: 50 },
        () =>
          countHand(
            t.ctx,
            sampleDeal(v, t, random).hands[0]!.map((n) => t.codes[n]!),
          ).olen,
      );
      expect(free.every(fits)).toBe(false);
    }
  });
});

describe('talk in a deal link', () => {
  const s = Array.from({ length: 50 }, (_, i) => dealTo(`link-${i}`, (x) => x.tricks.length === 2)).find((x) => x.tricks.length === 2)!;
  const talk: Said[] = [
    { seat: 2, phrase: 'kannst-du-ock-wat-hollen', at: 4, trick: 0 },
    { seat: 0, phrase: 'silent', at: s.actions.length, trick: 2 },
  ];
  it('round trips', () => {
    expect(parseTalk(makeTalk(talk), s.actions)).toEqual({ talk, bad: null });
  });
  it.each([['4N6.zz'], ['4N6.999N1'], ['4N6.5Q1'], ['4N6.5N99'], ['9N6.4N6'], ['<img>']])('keeps what comes before a bad token in %s', (text) => {
    const got = parseTalk(text, s.actions);
    expect(got.bad).not.toBeNull();
    expect(got.talk.length).toBeLessThanOrEqual(1);
  });
});

describe('the last player’s moment, asked on the page without the bots’ table', () => {
  it('a led card is beatable exactly where the bots’ table of who takes whom says some card takes it, in every variant and choice of suits', () => {
    for (const variant of VARIANT_IDS)
      for (const first of SUITS)
        for (const second of SUITS) {
          if (first === second) continue;
          const chosen = [first, second] as const;
          const t = matrixOf(variant, chosen);
          for (const led of t.codes) {
            const h = t.index.get(led)!;
            const byTable = t.codes.some((_, c) => t.takes[c * t.n + h] === 1);
            expect(isBeatable({ start: { variant } as PlayState['start'], chosen }, led), `${variant} ${first}${second} ${led}`).toBe(byTable);
          }
        }
  });
});
