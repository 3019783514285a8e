import { describe, expect, it } from 'vitest';
import { BEAST_CARD, BEASTS, FAMILY, lookupFamilyCard, resolveTrick, type FamilyId, type RulingId } from './index.ts';
import { karniffelContext } from './karniffel.ts';

type Row = {
  source: string;
  game: FamilyId;
  chosen: string;
  cards: string[];
  kaisers?: string[];
  winner: number;
  /** reason key of each card after the lead */
  reasons?: string[];
  ruling?: RulingId;
};

// prettier-ignore
const KNOWN: Row[] = [
  // Karnöffel: seed 001's card list, read through rulings stecher-reach and karnoeffel-trick.
  { source: 'karnoeffel, The cards in the trump suit: the Karnöffel beats all other cards', game: 'karnoeffel', chosen: 'H', cards: ['7H', 'JH', '6H', 'KS'], winner: 1, reasons: ['trump-over-trump', 'trump-under-trump', 'under-led-trump'] },
  { source: 'karnoeffel: the led Devil beats all but the Karnöffel', game: 'karnoeffel', chosen: 'H', cards: ['7H', '6H', '2H', 'KH'], winner: 0, reasons: ['trump-under-trump', 'trump-under-trump', 'under-led-trump'] },
  { source: 'karnoeffel: the Pope beats all but the Karnöffel and a leading Seven', game: 'karnoeffel', chosen: 'S', cards: ['KD', '6S', '2S'], winner: 1, reasons: ['trump-reaches', 'trump-under-trump'] },
  { source: 'karnoeffel: the Kaiser beats all but the Jack, leading Seven and Six', game: 'karnoeffel', chosen: 'S', cards: ['2S', '3S', 'KC', '4S'], winner: 0, reasons: ['trump-under-trump', 'under-led-trump', 'trump-under-trump'] },
  { source: 'ruling stecher-reach: the Oberstecher beats a led Queen, not a led King', game: 'karnoeffel', chosen: 'H', cards: ['QC', '3H'], winner: 1, reasons: ['trump-reaches'], ruling: 'stecher-reach' },
  { source: 'ruling stecher-reach: the Oberstecher cannot beat a led King', game: 'karnoeffel', chosen: 'H', cards: ['KC', '3H'], winner: 0, reasons: ['trump-short'], ruling: 'stecher-reach' },
  { source: 'ruling stecher-reach: the Unterstecher beats up to the Jack, no Queen', game: 'karnoeffel', chosen: 'H', cards: ['QC', '4H', 'JC'], winner: 0, reasons: ['trump-short', 'lower-in-suit'] },
  { source: 'ruling stecher-reach: the Farbenstecher beats a Ten, not a Jack', game: 'karnoeffel', chosen: 'H', cards: ['TD', '5H', 'JD'], winner: 2, reasons: ['trump-reaches', 'out-of-reach'], ruling: 'stecher-reach' },
  { source: 'ruling karnoeffel-trick: a higher plain card of the led suit out of the trump\'s reach takes it back; a higher trump reaches again', game: 'karnoeffel', chosen: 'H', cards: ['9S', '3H', 'KS', '6H'], winner: 3, reasons: ['trump-reaches', 'out-of-reach', 'trump-reaches'] },
  { source: 'ruling karnoeffel-trick: without a trump that reaches it, the highest card of the led suit wins', game: 'karnoeffel', chosen: 'H', cards: ['9S', '3H', 'KS'], winner: 2 },
  { source: 'ruling karnoeffel-trick: a trump that still reaches the new highest card keeps it', game: 'karnoeffel', chosen: 'H', cards: ['8S', '4H', 'JS'], winner: 1, reasons: ['trump-reaches', 'still-in-reach'] },
  { source: 'karnoeffel: the chosen K, Q, 10, 9, 8 act as a normal suit', game: 'karnoeffel', chosen: 'H', cards: ['9H', 'KH', 'AS'.replace('A', 'K')], winner: 1, reasons: ['higher-in-suit', 'other-suit'] },
  { source: 'ruling karnoeffel-trick: the Devil not led is a plain Seven of its own suit', game: 'karnoeffel', chosen: 'H', cards: ['5S', '7H'], winner: 0, reasons: ['other-suit'], ruling: 'karnoeffel-trick' },
  { source: 'karnoeffel: in plain suits the cards rank K Q J 10 … 2', game: 'karnoeffel', chosen: 'H', cards: ['2C', 'TC', 'QC', 'JC'], winner: 2, reasons: ['higher-in-suit', 'higher-in-suit', 'lower-in-suit'] },
  { source: 'karnoeffel: a plain card of another suit never takes the trick', game: 'karnoeffel', chosen: 'H', cards: ['2C', 'KD'], winner: 0, reasons: ['other-suit'] },
  // Karniffel: seed 003, "Playing", first rule that applies.
  { source: 'karniffel, Playing: a led chosen Seven wins', game: 'karniffel', chosen: 'SD', cards: ['7S', 'X1', 'QD', '2C'], winner: 0, reasons: ['seven-led', 'seven-led', 'seven-led'] },
  { source: 'karniffel, Playing: a led free card wins unless a beast or chosen Ober', game: 'karniffel', chosen: 'SD', cards: ['9S', 'JS', '6D', 'KS'], winner: 0, reasons: ['free-card-led', 'free-card-led', 'free-card-led'] },
  { source: 'karniffel, Playing: a chosen Ober takes a led free card', game: 'karniffel', chosen: 'SD', cards: ['8D', 'JD', 'QS'], winner: 2, reasons: ['free-card-led', 'ober-over-free-card'] },
  { source: 'karniffel, Playing: a beast takes a led free card, before the chosen Ober', game: 'karniffel', chosen: 'SD', cards: ['8D', 'QS', 'X3'], winner: 2, reasons: ['ober-over-free-card', 'beast-over'], ruling: 'karniffel-pack' },
  { source: 'karniffel: the highest beast, Tolle over Red over Yellow', game: 'karniffel', chosen: 'SD', cards: ['X2', 'X3', 'X1', 'QS'], winner: 2, reasons: ['beast-under-beast', 'beast-over', 'under-beast'] },
  { source: 'karniffel: the highest chosen O, U, 6', game: 'karniffel', chosen: 'SD', cards: ['KC', '6S', 'JD', 'QS'], winner: 3, reasons: ['trump-reaches', 'trump-over-trump', 'trump-over-trump'] },
  { source: 'ruling first-of-equals: of two chosen Obers the first played wins', game: 'karniffel', chosen: 'SD', cards: ['QD', 'QS'], winner: 0, reasons: ['trump-equal'], ruling: 'first-of-equals' },
  { source: 'ruling first-of-equals: two chosen Obers on a led free card', game: 'karniffel', chosen: 'SD', cards: ['8D', 'QS', 'QD'], winner: 1, reasons: ['ober-over-free-card', 'trump-equal'], ruling: 'first-of-equals' },
  { source: 'karniffel: a chosen suit ranks O U 6 8 9 D K 10 7 (the 8 over a led Daus)', game: 'karniffel', chosen: 'CD', cards: ['2C', '8C', 'KC'], winner: 1, reasons: ['higher-in-suit', 'lower-in-suit'] },
  { source: 'ruling karniffel-plain-order: unchosen suits rank D K O U 10 9 8 7 6', game: 'karniffel', chosen: 'SD', cards: ['KC', '2C', 'QC'], winner: 1, reasons: ['higher-in-suit', 'lower-in-suit'], ruling: 'karniffel-plain-order' },
  { source: 'karniffel: a card of another suit does not take the trick', game: 'karniffel', chosen: 'SD', cards: ['6C', '2H', '7D'], winner: 0, reasons: ['other-suit', 'other-suit'] },
  { source: 'karniffel: six players, teams of three', game: 'karniffel', chosen: 'CH', cards: ['TS', 'KS', '9S', '6H', 'X2', 'QC'], winner: 4 },
  // Kaiserspiel: seed 004, "The Play" and the example under "The Cards".
  { source: 'kaiserjass, The Cards, Example: Shields trumps, Ober of Flowers led, 3 of Shields, King of Flowers, 6 of Shields', game: 'kaiserspiel', chosen: 'S', cards: ['QH', '3S', 'KH', '6S'], winner: 3, reasons: ['trump-reaches', 'out-of-reach', 'trump-reaches'] },
  { source: 'kaiserjass, The Cards, Example, without the 6: the King of Flowers wins', game: 'kaiserspiel', chosen: 'S', cards: ['QH', '3S', 'KH'], winner: 2 },
  { source: 'kaiserjass, Example: a led 3 of Shields is beaten by neither King', game: 'kaiserspiel', chosen: 'S', cards: ['3S', 'KH', 'KS'], winner: 0, reasons: ['under-led-trump', 'under-led-trump'] },
  { source: 'kaiserjass: Mugg, the banner of Bells, is the highest trump', game: 'kaiserspiel', chosen: 'C', cards: ['5C', 'TD', 'JC'], winner: 1, reasons: ['trump-over-trump', 'trump-under-trump'] },
  { source: 'kaiserjass: king-beaters rank Mugg, 5, Joos, 6, 2, Blass', game: 'kaiserspiel', chosen: 'H', cards: ['TH', '2H', '6H', 'JH', '5H'], winner: 4, reasons: ['trump-over-trump', 'trump-over-trump', 'trump-over-trump', 'trump-over-trump'] },
  { source: 'kaiserjass: an under-beater beats an Under, not an Ober', game: 'kaiserspiel', chosen: 'H', cards: ['JC', '4H', 'QC'], winner: 2, reasons: ['trump-reaches', 'out-of-reach'] },
  { source: 'kaiserjass: Wydli, the banner of Acorns, is the lowest trump', game: 'kaiserspiel', chosen: 'H', cards: ['TC', '4H', 'KC'], winner: 1, reasons: ['trump-over-trump', 'under-led-trump'] },
  { source: 'kaiserjass: Fuil and Hiratä form a little suit; an ober-beater takes the Hiratä', game: 'kaiserspiel', chosen: 'S', cards: ['QS', '3S'], winner: 1, reasons: ['trump-reaches'] },
  { source: 'kaiserjass: an ober-beater cannot take the Fuil', game: 'kaiserspiel', chosen: 'S', cards: ['KS', 'TS', 'QS'], winner: 0, reasons: ['trump-short', 'lower-in-suit'] },
  { source: 'kaiserjass: the Fuil takes the led Hiratä', game: 'kaiserspiel', chosen: 'S', cards: ['QS', 'KS', 'KH'], winner: 1, reasons: ['higher-in-suit', 'other-suit'] },
  { source: 'kaiserjass: the plain suits rank K O U 7 6 5 4 3 2', game: 'kaiserspiel', chosen: 'S', cards: ['2H', '7H', 'JH', 'TH'], winner: 3, reasons: ['higher-in-suit', 'higher-in-suit', 'trump-reaches'] },
  { source: 'kaiserjass, The Play: a led chosen Seven wins unless the Joos is played', game: 'kaiserspiel', chosen: 'D', cards: ['7D', 'TD', '5D', 'KC'], winner: 0, reasons: ['seven-led', 'seven-led', 'seven-led'] },
  { source: 'kaiserjass, The Play: the Joos takes a led chosen Seven', game: 'kaiserspiel', chosen: 'D', cards: ['7D', '6D', 'JD'], winner: 2, reasons: ['seven-led', 'joos-over-seven'] },
  { source: 'ruling joos-then-higher: a higher trump played before the Joos does not count', game: 'kaiserspiel', chosen: 'D', cards: ['7D', 'TD', 'JD', '6D'], winner: 2, reasons: ['seven-led', 'joos-over-seven', 'trump-under-trump'], ruling: 'joos-then-higher' },
  { source: 'kaiserjass, The Play: after the Joos, a higher trump takes the led Seven\'s trick', game: 'kaiserspiel', chosen: 'D', cards: ['7D', 'JD', 'TD'], winner: 2, reasons: ['joos-over-seven', 'trump-over-trump'] },
  { source: 'karniffel: a plain card does not take from the chosen Ober that took a led free card', game: 'karniffel', chosen: 'CS', cards: ['9S', '8C', 'QC', 'TS', 'TH'], winner: 2, reasons: ['free-card-led', 'ober-over-free-card', 'under-trump', 'under-trump'] },
  { source: 'kaiserjass: an undeclared banner cannot win', game: 'kaiserspiel', chosen: 'S', kaisers: ['TD'], cards: ['2C', 'TH', 'TC'], winner: 0, reasons: ['dead-banner', 'dead-banner'] },
  { source: 'ruling dead-banner-led: after a led undeclared banner the next card sets the trick', game: 'kaiserspiel', chosen: 'S', kaisers: [], cards: ['TD', '2C', 'KC', '3S'], winner: 2, reasons: ['after-dead-banner', 'higher-in-suit', 'trump-short'], ruling: 'dead-banner-led' },
  { source: 'kaiserjass: a declared banner led is a trump led', game: 'kaiserspiel', chosen: 'S', kaisers: ['TS'], cards: ['TS', 'KH', '4S', '3S'], winner: 3, reasons: ['under-led-trump', 'trump-under-trump', 'trump-over-trump'] },
];

describe('resolveTrick, the family: known answers', () => {
  it.each(KNOWN)('$source: $cards', (row) => {
    const r = resolveTrick({
      variant: row.game,
      chosen: [...row.chosen] as never,
      cards: row.cards as never,
      ...(row.kaisers ? { kaisers: row.kaisers as never } : {}),
    });
    if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.params)}`);
    expect(r.value.winner).toBe(row.winner);
    expect(r.value.steps.map((s) => s.card)).toEqual(row.cards);
    if (row.reasons) expect(r.value.steps.slice(1).map((s) => s.reason.key)).toEqual(row.reasons);
    if (row.ruling) expect(r.value.steps.map((s) => s.ruling)).toContain(row.ruling);
    else expect(r.value.steps.map((s) => s.ruling).filter((x) => x === 'joos-then-higher')).toEqual([]);
    // The steps hand the trick on card by card: the winner is the holder after the last card.
    expect(r.value.steps.at(-1)!.holder).toBe(row.winner);
  });
});

describe('resolveTrick, the family: refusals', () => {
  const refusal = (input: unknown) => {
    const r = resolveTrick(input);
    return r.ok ? 'ok' : r.error.code;
  };
  it.each([
    [{ variant: 'karnoeffel', chosen: ['H', 'S'], cards: ['2C'] }, 'bad-chosen'],
    [{ variant: 'karniffel', chosen: ['H'], cards: ['2C'] }, 'bad-chosen'],
    [{ variant: 'karniffel', chosen: ['H', 'H'], cards: ['2C'] }, 'bad-chosen'],
    [{ variant: 'karnoeffel', chosen: ['H'], cards: ['AC'] }, 'not-in-game'],
    [{ variant: 'kaiserspiel', chosen: ['H'], cards: ['9C'] }, 'not-in-game'],
    [{ variant: 'karnoeffel', chosen: ['H'], cards: ['X1'] }, 'not-in-game'],
    [{ variant: 'karniffel', chosen: ['H', 'S'], cards: ['5C'] }, 'not-in-game'],
    [{ variant: 'karniffel', chosen: ['H', 'S'], cards: ['X4'] }, 'bad-card'],
    [{ variant: 'karniffel', chosen: ['H', 'S'], cards: ['X1', 'X1'] }, 'duplicate-card'],
    [{ variant: 'karniffel', chosen: ['H', 'S'], cards: ['X1', '8S'] }, 'duplicate-card'],
    [{ variant: 'karniffel', chosen: ['H', 'S'], cards: ['9D', 'X3'] }, 'duplicate-card'],
    [{ variant: 'karnoeffel', chosen: ['H'], cards: ['2C', '3C', '4C', '5C', '6C'] }, 'too-many-cards'],
    [{ variant: 'kaiserspiel', chosen: ['H'], cards: ['2C', '3C', '4C', '5C', '6C', '7C', 'KC'] }, 'too-many-cards'],
    [{ variant: 'kaiserspiel', chosen: ['H'], cards: ['2C'], kaisers: ['KC'] }, 'bad-kaisers'],
    [{ variant: 'kaiserspiel', chosen: ['H'], cards: ['2C'], kaisers: ['TC', 'TC'] }, 'bad-kaisers'],
    [{ variant: 'kaiserspiel', chosen: ['H'], cards: ['2C'], kaisers: 'TC' }, 'ok'],
    [{ variant: 'karnoeffel', chosen: ['H'], cards: ['2C'], kaisers: ['TC'] }, 'bad-kaisers'],
    [{ variant: 'karnoeffel', chosen: ['H'], cards: [] }, 'empty-trick'],
    [{ variant: 'karnoeffel', chosen: ['H'], cards: 'KC' }, 'bad-input'],
    [{ variant: 'karnoffel', chosen: ['H'], cards: ['KC'] }, 'unknown-variant'],
  ])('%j → %s', (input, code) => expect(refusal(input)).toBe(code));
});

describe('Karniffel’s pack (karniffel, Cards; ruling karniffel-pack)', () => {
  const pack = FAMILY.karniffel.pack;
  /** The pack as printed cards: each beast is the card of the 36 it is ruled to be. */
  const printed = pack.map((c) => ((BEASTS as readonly string[]).includes(c) ? BEAST_CARD[c as (typeof BEASTS)[number]] : c));

  it('is the 36 cards of a German-suited pack, K O U 10 9 8 7 6 2 in four suits, and nothing more', () => {
    expect(pack).toHaveLength(36);
    expect(new Set(printed).size).toBe(36);
    const ranks = ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '2'];
    expect([...printed].sort()).toEqual(['C', 'S', 'H', 'D'].flatMap((s) => ranks.map((r) => r + s)).sort());
  });

  it('three of the 36 are the beasts: the Eight of Leaves, the Nine of Hearts, the Nine of Bells, under their own codes', () => {
    expect(BEASTS.map((b) => BEAST_CARD[b])).toEqual(['8S', '9H', '9D']);
    expect(pack.filter((c) => c.startsWith('X'))).toEqual(['X1', 'X2', 'X3']);
    for (const b of BEASTS) expect(pack).not.toContain(BEAST_CARD[b]);
  });

  it('reads a beast’s printed card as the beast, in a trick and a lookup alike', () => {
    for (const b of BEASTS) expect(lookupFamilyCard(FAMILY.karniffel, BEAST_CARD[b])).toEqual({ ok: true, value: b });
    const r = resolveTrick({ variant: 'karniffel', chosen: ['C', 'H'], cards: ['QC', '9D', '8S'] as never });
    if (!r.ok) throw new Error(r.error.code);
    expect(r.value.steps.map((s) => s.card)).toEqual(['QC', 'X3', 'X1']);
    expect(r.value.winner).toBe(2);
    // Other games keep their Eights and Nines.
    expect(lookupFamilyCard(FAMILY.karnoeffel, '8S')).toEqual({ ok: true, value: '8S' });
  });

  it('a beast keeps its power whichever suits are chosen: with Hearts chosen the Nine of Hearts is the Red Beast, no free card', () => {
    for (const chosen of [
      ['H', 'D'],
      ['S', 'H'],
      ['C', 'S'],
      ['D', 'C'],
    ] as const) {
      const ctx = karniffelContext(chosen);
      expect(BEASTS.map((b) => ctx.facts.get(b)!.role.kind)).toEqual(['beast', 'beast', 'beast']);
      const free = pack.filter((c) => ctx.facts.get(c)!.role.kind === 'free-card');
      expect(free.every((c) => chosen.includes(c[1] as never) && (c[0] === '8' || c[0] === '9'))).toBe(true);
    }
    expect(pack.filter((c) => karniffelContext(['H', 'D']).facts.get(c)!.role.kind === 'free-card').sort()).toEqual(['8D', '8H']);
    expect(pack.filter((c) => karniffelContext(['C', 'S']).facts.get(c)!.role.kind === 'free-card').sort()).toEqual(['8C', '9C', '9S']);
  });
});
