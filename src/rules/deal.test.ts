import { describe, expect, it } from 'vitest';
import { dealCards, exchangeOptions, mayTurn, packOf, turnUpChosenSuits, VARIANTS, type CardCode, type VariantId } from './index.ts';

/**
 * Builds a deck (top first) that deals the given partial hands, turn-ups and stock bottom (last = bottom);
 * every other card fills the gaps in pack order.
 */
function deckFor(variant: VariantId, o: { hands?: CardCode[][]; turned: CardCode[]; bottom?: CardCode[]; cutter?: CardCode[] }): CardCode[] {
  const used = new Set<CardCode>([...(o.hands ?? []).flat(), ...o.turned, ...(o.bottom ?? []), ...(o.cutter ?? [])]);
  const spare = packOf(VARIANTS[variant]).filter((c) => !used.has(c));
  const hands = [0, 1, 2, 3].map((i) => {
    const h = [...(o.hands?.[i] ?? [])];
    while (h.length < 9) h.push(spare.shift()!);
    return h;
  });
  const deck: CardCode[] = [];
  for (let r = 0; r < 3; r++) for (const h of hands) deck.push(...h.slice(r * 3, r * 3 + 3));
  deck.push(...o.turned);
  const tailSize = (o.bottom ?? []).length + (o.cutter ?? []).length;
  while (deck.length < 48 - tailSize) deck.push(spare.shift()!);
  deck.push(...(o.bottom ?? []), ...(o.cutter ?? []));
  return deck;
}

/** Deals the deck deckFor builds; a refusal fails the test with its sentence. */
function deal(variant: VariantId, o: Parameters<typeof deckFor>[1], players: 4 | 5 = 4) {
  const r = dealCards(variant, deckFor(variant, o), players);
  if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.params)}`);
  return r.value;
}

describe('turning up the chosen suits (eaton-2021, The Deal and Exchange)', () => {
  const b = VARIANTS.bohmstedt;
  it.each<[CardCode[], object]>([
    [['AH', 'KS'], { kind: 'chosen', chosen: ['H', 'S'], turned: ['AH', 'KS'], kept: [['AH'], ['KS']] }],
    [['AH', 'KH', '3S', 'QC'], { kind: 'chosen', chosen: ['H', 'S'], turned: ['AH', 'KH', '3S'], kept: [['AH', 'KH'], ['3S']] }],
    [['AH', 'KH', 'QH', '2C'], { kind: 'chosen', chosen: ['H', 'C'], kept: [['AH', 'KH', 'QH'], ['2C']] }],
    [['AH', 'KH', 'QH', 'JH'], { kind: 'throw-in', turned: ['AH', 'KH', 'QH', 'JH'] }],
  ])('%j', (turned, outcome) => {
    expect(turnUpChosenSuits(b, turned)).toMatchObject({ ok: true, value: outcome });
  });

  it('asks for another card when the turned ones are all of one suit', () => {
    expect(turnUpChosenSuits(b, ['AH', 'KH'])).toMatchObject({ ok: false, error: { code: 'too-few-turn-ups' } });
  });

  it('an Ole turned up counts for its printed suit (ruling turn-up-suit)', () => {
    expect(turnUpChosenSuits(b, ['2H', 'KS'])).toMatchObject({ ok: true, value: { chosen: ['H', 'S'], rulings: ['turn-up-suit'] } });
  });

  it('1924: of several turn-ups of one suit only the highest stays (bernhard-1924 after wikipedia-knueffeln; ruling highest-turn-up)', () => {
    expect(turnUpChosenSuits(VARIANTS.bernhard1924, ['KH', '6H', 'QH', '3S'])).toMatchObject({
      ok: true,
      value: { chosen: ['H', 'S'], kept: [['6H'], ['3S']], rulings: ['highest-turn-up'] },
    });
  });
});

describe('dealing', () => {
  it('deals 3×3 to four players, then turns up, leaving a stock of 10 (eaton-2021)', () => {
    const deck = deckFor('bohmstedt', { turned: ['AH', 'KS'] });
    const r = dealCards('bohmstedt', deck);
    if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.params)}`);
    expect(r.value.hands.map((h) => h.length)).toEqual([9, 9, 9, 9]);
    expect(r.value.hands[0]!.slice(0, 3)).toEqual(deck.slice(0, 3));
    expect(r.value.hands[1]!.slice(0, 3)).toEqual(deck.slice(3, 6));
    expect(r.value.hands[0]!.slice(3, 6)).toEqual(deck.slice(12, 15));
    expect(r.value.stock).toHaveLength(10);
    expect(r.value.stock.at(-1)).toBe(deck.at(-1));
  });

  it('leaves 9 or 8 in the stock when more of the first suit were turned (eaton-2021, Five-Player Knüffeln)', () => {
    const r = dealCards('bohmstedt', deckFor('bohmstedt', { turned: ['AH', 'KH', 'QH', '3S'] }), 5);
    expect(r.ok && r.value.stock).toHaveLength(8);
  });

  it.each([
    [['AH'], 'bad-deck'],
    [[...packOf(VARIANTS.bohmstedt).slice(1), '5H'], 'bad-deck'],
  ])('refuses a deck that is not the pack', (deck, code) => {
    expect(dealCards('bohmstedt', deck)).toMatchObject({ ok: false, error: { code } });
  });

  it('refuses three players and unknown variants', () => {
    const deck = packOf(VARIANTS.bohmstedt);
    expect(dealCards('bohmstedt', deck, 3)).toMatchObject({ ok: false, error: { code: 'bad-players' } });
    expect(dealCards('doppelkopf', deck)).toMatchObject({ ok: false, error: { code: 'unknown-variant' } });
  });
});

describe('exchanges (eaton-2021, The Deal and Exchange)', () => {
  const olen = (d: ReturnType<typeof deal>) => exchangeOptions(d).exchanges.filter((e) => e.kind === 'ole');

  it('the chosen Ten goes for its turn-up, or any turn-up of the first suit', () => {
    const d = deal('bohmstedt', { hands: [['TH'], ['TS']], turned: ['AH', 'KH', '3S'] });
    expect(exchangeOptions(d).exchanges).toEqual([
      { kind: 'turn-up', player: 0, give: 'TH', options: ['AH', 'KH'], rulings: [] },
      { kind: 'turn-up', player: 1, give: 'TS', options: ['3S'], rulings: [] },
    ]);
  });

  it('an Ole at the bottom of the stock goes to the holder of the Queen of its suit', () => {
    const d = deal('bohmstedt', { hands: [[], [], ['QH']], turned: ['AC', 'KS'], bottom: ['2H'] });
    expect(olen(d)).toEqual([{ kind: 'ole', player: 2, give: 'QH', take: '2H', via: 'queen', from: 'stock-bottom', rulings: [] }]);
  });

  it('the King inherits when the Queen sleeps in the stock', () => {
    const d = deal('bohmstedt', { hands: [[], ['KS']], turned: ['AC', 'KD'], bottom: ['QS', '8S'] });
    expect(olen(d)).toEqual([{ kind: 'ole', player: 1, give: 'KS', take: '8S', via: 'king', from: 'stock-bottom', rulings: [] }]);
  });

  it('up to three Olen, each taken in turn, and never a fourth', () => {
    const d = deal('bohmstedt', { hands: [['QH', 'QD'], ['QC'], ['QS']], turned: ['AD', 'KS'], bottom: ['9H', '9D', '8S', '4C'] });
    expect(olen(d).map((e) => e.kind === 'ole' && [e.player, e.give, e.take])).toEqual([
      [1, 'QC', '4C'],
      [2, 'QS', '8S'],
      [0, 'QD', '9D'],
    ]);
  });

  it('stops when an Ole at the bottom cannot be taken', () => {
    const d = deal('bohmstedt', { hands: [['QS']], turned: ['AD', 'KS'], bottom: ['KC', 'QC', '8S', '4C'] });
    expect(olen(d)).toEqual([]);
  });

  it('a second Ole of the same suit goes to the King: the Queen now lies in the stock (ruling queen-not-held)', () => {
    const d = deal('bohmstedt', { hands: [['QH'], ['KH']], turned: ['AD', 'KS'], bottom: ['9H', '2H'] });
    expect(olen(d)).toEqual([
      { kind: 'ole', player: 0, give: 'QH', take: '2H', via: 'queen', from: 'stock-bottom', rulings: [] },
      { kind: 'ole', player: 1, give: 'KH', take: '9H', via: 'king', from: 'stock-bottom', rulings: ['queen-not-held'] },
    ]);
  });

  it('no double exchange: a Queen got for the Ten cannot then take the Ole', () => {
    const d = deal('bohmstedt', { hands: [['TH'], ['KH']], turned: ['QH', 'AS'], bottom: ['2H'] });
    const x = exchangeOptions(d);
    expect(x.exchanges).toContainEqual({ kind: 'turn-up', player: 0, give: 'TH', options: ['QH'], rulings: [] });
    expect(x.exchanges).toContainEqual({ kind: 'ole', player: 1, give: 'KH', take: '2H', via: 'king', from: 'stock-bottom', rulings: ['queen-not-held'] });
    expect(x.notes).toEqual([{ kind: 'no-double-exchange', player: 0, give: 'TH', court: 'QH', ole: '2H' }]);
  });

  it('five players: no Ole from the stock; the dealer may take up the stock and its chosen Ten', () => {
    const d = deal('bohmstedt', { hands: [['QH']], turned: ['AH', 'KS'], bottom: ['TS', '2H'] }, 5);
    const x = exchangeOptions(d);
    expect(x.dealerMayTakeStock).toBe(true);
    expect(x.exchanges).toContainEqual({ kind: 'turn-up', player: 4, give: 'TS', options: ['KS'], rulings: [] });
    expect(olen(d)).toEqual([]);
  });

  it('1924: the dog goes for the kept turn-up; Olen shown by the cutter go for chosen Queens, Kings inherit (bernhard-1924 after wikipedia-knueffeln)', () => {
    const d = deal('bernhard1924', { hands: [['5H', 'QH', 'QC'], ['KS']], turned: ['KH', 'AH', '3S'], bottom: ['QS'], cutter: ['2H', '8S', '4C'] });
    expect(d.shownByCutter).toEqual(['2H', '8S', '4C']);
    const x = exchangeOptions(d);
    expect(x.exchanges).toContainEqual({ kind: 'turn-up', player: 0, give: '5H', options: ['AH'], rulings: [] });
    expect(d.stock).toContain('KH');
    expect(olen(d)).toEqual([
      { kind: 'ole', player: 0, give: 'QH', take: '2H', via: 'queen', from: 'cutter', rulings: ['cutter-olen'] },
      { kind: 'ole', player: 1, give: 'KS', take: '8S', via: 'king', from: 'cutter', rulings: ['cutter-olen'] },
    ]);
  });
});

describe('rulings in the exchange', () => {
  it('the Ten may take a turned-up Ole of its suit (ruling ten-for-any-turn-up; turn-up-suit makes the ♥9 name hearts)', () => {
    const d = deal('bohmstedt', { hands: [['TH']], turned: ['9H', 'AS'] });
    expect(d.turnUp).toMatchObject({ chosen: ['H', 'S'], rulings: ['turn-up-suit'] });
    expect(exchangeOptions(d).exchanges).toContainEqual({ kind: 'turn-up', player: 0, give: 'TH', options: ['9H'], rulings: ['ten-for-any-turn-up'] });
  });

  it('the King inherits when the Queen was turned up (ruling queen-not-held)', () => {
    const d = deal('bohmstedt', { hands: [[], ['KH']], turned: ['QH', 'AD'], bottom: ['9H'] });
    expect(exchangeOptions(d).exchanges.filter((e) => e.kind === 'ole')).toEqual([
      { kind: 'ole', player: 1, give: 'KH', take: '9H', via: 'king', from: 'stock-bottom', rulings: ['queen-not-held'] },
    ]);
  });

  it('1938: the cutter’s Olen go for the Queens of their suits, chosen or not (eaton-2021, the early versions; ruling cutter-olen)', () => {
    // Hearts and spades chosen: the Rutenool (♦9) still goes to the holder of ♦Q, as Eaton's "Queens of the same suits" says.
    const d = deal('gruenberg1938', { hands: [['QH', 'TH'], ['QD']], turned: ['AH', '3S'], bottom: ['KC'], cutter: ['2H', '7C', '9D'] });
    expect(d.cutterThree).toEqual(['2H', '7C', '9D']);
    expect(d.shownByCutter).toEqual(['2H', '9D']);
    const x = exchangeOptions(d);
    expect(x.exchanges.filter((e) => e.kind === 'ole')).toEqual([
      { kind: 'ole', player: 0, give: 'QH', take: '2H', via: 'queen', from: 'cutter', rulings: ['cutter-olen'] },
      { kind: 'ole', player: 1, give: 'QD', take: '9D', via: 'queen', from: 'cutter', rulings: ['cutter-olen'] },
    ]);
    expect(x.notes).toEqual([]);
    expect(x.exchanges).toContainEqual({ kind: 'turn-up', player: 0, give: 'TH', options: ['AH'], rulings: [] });
  });

  it('1924: the cutter on a King whose Queen was turned up: both rulings', () => {
    const d = deal('bernhard1924', { hands: [[], ['KH']], turned: ['QH', 'AS'], cutter: ['9H', '7C', '6D'] });
    expect(exchangeOptions(d).exchanges.filter((e) => e.kind === 'ole')).toEqual([
      { kind: 'ole', player: 1, give: 'KH', take: '9H', via: 'king', from: 'cutter', rulings: ['cutter-olen', 'queen-not-held'] },
    ]);
  });
});

describe('Olen that nobody may take', () => {
  it('an Ole at the bottom whose Queen and King nobody holds stays, and the search stops there', () => {
    const d = deal('bohmstedt', { hands: [['QS']], turned: ['AD', 'KS'], bottom: ['KC', 'QC', '8S', '4C'] });
    expect(exchangeOptions(d).notes).toEqual([{ kind: 'ole-stays', ole: '4C', why: 'not-held', rulings: [] }]);
  });

  it('1924: a cutter’s Ole of an unchosen suit stays on the table, even with its Queen in a hand (ruling cutter-olen)', () => {
    const d = deal('bernhard1924', { hands: [['QD']], turned: ['AH', '3S'], cutter: ['9D', '7C', '6C'] });
    const x = exchangeOptions(d);
    expect(x.exchanges.filter((e) => e.kind === 'ole')).toEqual([]);
    expect(x.notes).toEqual([{ kind: 'ole-stays', ole: '9D', why: 'unchosen', rulings: ['cutter-olen'] }]);
  });

  it('the five-player game is the modern one: the 1924 and 1938 games deal for four (ruling variants-inherit)', () => {
    for (const variant of ['bernhard1924', 'gruenberg1938'] as const) {
      expect(dealCards(variant, packOf(VARIANTS[variant]), 5)).toMatchObject({ ok: false, error: { code: 'bad-players', params: { allowed: '4' } } });
    }
    expect(dealCards('hattstedt', packOf(VARIANTS.hattstedt), 5).ok).toBe(true);
  });
});

describe('drehen', () => {
  it.each<[VariantId, number, number, boolean]>([
    ['bohmstedt', 0, 0, true],
    ['bohmstedt', 3, 5, true],
    ['hattstedt', 4, 0, false],
    ['bernhard1924', 1, 0, false],
    ['bernhard1924', 2, 0, true],
    ['bernhard1924', 3, 1, false],
    ['bernhard1924', 4, 1, true],
    ['bernhard1924', 4, 2, false],
    ['gruenberg1938', 0, 0, true],
  ])('%s, %i tricks won, %i turns made → %s (eaton-2021: Drehen und Sehen, Hattstedt, Early 20th century versions)', (v, tricksWon, turnsMade, may) => {
    expect(mayTurn(VARIANTS[v], { tricksWon, turnsMade })).toBe(may);
  });
});
