import { describe, expect, it } from 'vitest';
import { resolveTrick, type RulingId, type VariantId } from './index.ts';

type Row = {
  source: string;
  variant?: VariantId;
  chosen?: [string, string];
  cards: string[];
  winner: number;
  /** reason key of each card after the lead */
  reasons?: string[];
  ruling?: RulingId;
};

/** Known answers, one row each so the table reads as a table. Chosen suits are hearts and spades unless a row says otherwise. */
// prettier-ignore
const KNOWN: Row[] = [
  { source: 'eaton-2021, The Play, Example Case 1', cards: ['4D', '3S', 'AD', '8C'], winner: 1, reasons: ['beater-over-led', 'other-suit', 'powerless'] },
  { source: 'eaton-2021, The Play, Example Case 2', cards: ['4D', '8C', 'AD', '3S'], winner: 2, reasons: ['powerless', 'ace-over-own-suit', 'beater-too-low'] },
  { source: 'eaton-2021, The Play: a led chosen Seven cannot be beaten', cards: ['7H', '2H', 'AS', '9D'], winner: 0, reasons: ['seven-unbeatable', 'seven-unbeatable', 'seven-unbeatable'] },
  { source: 'eaton-2021, The Cards: an Ole cannot beat a led chosen Seven', cards: ['7S', '2H'], winner: 0 },
  { source: 'eaton-2021, The Play: led Ole, the highest Ole or beater wins', cards: ['9D', 'AS', '8S', '9H'], winner: 2, reasons: ['beater-under-ole', 'ole-over-ole', 'ole-under-ole'] },
  { source: 'eaton-2021, The Play: led beater, the highest Ole or beater wins', cards: ['4S', '3H', '6S', '2S', 'JH'], winner: 4, reasons: ['beater-over-beater', 'beater-over-beater', 'beater-under-beater', 'beater-over-beater'] },
  { source: 'eaton-2021, The Play: a led free card falls only to an Ole or a chosen Ace or Jack', cards: ['9S', '6H', 'JH'], winner: 2, reasons: ['beater-too-low', 'beater-over-led'] },
  { source: 'eaton-2021, The Play: a led free card falls to an Ole', cards: ['8H', '2S', '4C'], winner: 2, reasons: ['beater-too-low', 'ole-over-card'] },
  { source: 'eaton-2021, The Play: a led unchosen Ace falls to a chosen Six, not a Two', cards: ['AD', '2S', '6H'], winner: 2, reasons: ['beater-too-low', 'beater-over-led'] },
  { source: 'eaton-2021, The Play: a led unchosen King falls to a chosen Two, not a Three', cards: ['KD', '3S', '2S'], winner: 2, reasons: ['beater-too-low', 'beater-over-led'] },
  { source: 'eaton-2021, The Play: a led unchosen King falls to the Ace of its suit', cards: ['KD', 'AD'], winner: 1, reasons: ['ace-over-own-suit'] },
  { source: 'eaton-2021, The Play: a led chosen King falls to a chosen Two', cards: ['KH', '3H', 'AC', '2S'], winner: 3, reasons: ['beater-too-low', 'other-suit', 'beater-over-led'] },
  { source: 'eaton-2021, The Play: a led Queen falls to a chosen Three, not a Four', cards: ['QC', '4S', '3S'], winner: 2, reasons: ['beater-too-low', 'beater-over-led'] },
  { source: 'eaton-2021, The Play: a led chosen Queen falls to a chosen Three', cards: ['QS', '4H', '3H'], winner: 2 },
  { source: 'eaton-2021, The Play: a led unchosen Jack falls to a chosen Four', cards: ['JC', '4S'], winner: 1, reasons: ['beater-over-led'] },
  { source: 'eaton-2021, The Play: a led chosen Ten falls to a chosen Four', cards: ['TH', 'AD', '4S'], winner: 2, reasons: ['other-suit', 'beater-over-led'] },
  { source: 'eaton-2021, The Play: a beaten card can be beaten in turn', cards: ['3D', 'AD', '6S', 'JH', '2H'], winner: 4, reasons: ['ace-over-own-suit', 'beater-over-led', 'beater-over-beater', 'ole-over-card'] },
  { source: 'eaton-2021, The Cards: the Seven and free cards are worthless when not led', cards: ['4D', '7H', '9S', 'KH'], winner: 0, reasons: ['powerless', 'powerless', 'powerless'] },
  { source: 'eaton-2021, The Cards: with clubs chosen the ♣4 is an Ole, above every beater', chosen: ['C', 'D'], cards: ['4C', 'AC', 'AD'], winner: 0, reasons: ['beater-under-ole', 'beater-under-ole'] },
  { source: 'eaton-2021, The Cards: the unchosen Ace beats only its own suit', cards: ['4C', 'AD'], winner: 0, reasons: ['other-suit'] },
  { source: 'ruling equal-chosen: of two equal chosen cards the earlier keeps the trick', cards: ['AH', 'AS'], winner: 0, reasons: ['beater-equal'], ruling: 'equal-chosen' },
  { source: 'ruling equal-chosen, after a lead', cards: ['QD', '3S', '3H'], winner: 1, reasons: ['beater-over-led', 'beater-equal'], ruling: 'equal-chosen' },
  { source: 'ruling unchosen-no-order: in Bohmstedt an unchosen King does not beat its suit', cards: ['4D', 'KD'], winner: 0, reasons: ['powerless'], ruling: 'unchosen-no-order' },
  { source: 'eaton-2021, Hattstedt: an unchosen card beats lower cards of its suit', variant: 'hattstedt', cards: ['4D', 'KD', 'QD', 'AD'], winner: 3, reasons: ['higher-in-suit', 'lower-in-suit', 'higher-in-suit'] },
  { source: 'eaton-2021, Hattstedt: an unchosen card beats no other suit', variant: 'hattstedt', cards: ['4D', 'KC'], winner: 0, reasons: ['other-suit'] },
  { source: 'eaton-2021, Hattstedt: chosen cards as in Bohmstedt', variant: 'hattstedt', cards: ['4D', '3S', 'AD'], winner: 1 },
  { source: 'bernhard-1924 after wikipedia-knueffeln: a led dog falls to any chosen beater', variant: 'bernhard1924', cards: ['5H', 'AD', '4S'], winner: 2, reasons: ['other-suit', 'beater-over-led'], ruling: 'dog-led' },
  { source: 'ruling powerless-unless-led: a dog not led beats nothing', variant: 'bernhard1924', cards: ['4D', '5H'], winner: 0, reasons: ['powerless'], ruling: 'powerless-unless-led' },
  { source: 'bernhard-1924 after wikipedia-knueffeln: a higher card of the led unchosen suit takes it', variant: 'bernhard1924', cards: ['6C', '9C', 'AS'], winner: 2, reasons: ['higher-in-suit', 'beater-over-led'] },
  { source: 'ruling unchosen-own-suit: in 1924 an unchosen card beats no other suit', variant: 'bernhard1924', cards: ['6C', 'KD'], winner: 0, ruling: 'unchosen-own-suit' },
  { source: 'eaton-2021, Early 20th century versions (Grünberg 1938): natural order in unchosen suits', variant: 'gruenberg1938', cards: ['9C', 'TC', '2C'], winner: 1, reasons: ['higher-in-suit', 'lower-in-suit'] },
  { source: 'ruling unchosen-own-suit: in 1938 too an unchosen card beats no other suit', variant: 'gruenberg1938', cards: ['6C', 'KD'], winner: 0, reasons: ['other-suit'], ruling: 'unchosen-own-suit' },
  { source: 'ruling unchosen-no-order: an unchosen Ace on another suit is no matter of order', cards: ['4C', 'AD'], winner: 0, reasons: ['other-suit'] },
  { source: 'eaton-2021, Five-Player Knüffeln: a trick of five cards', cards: ['QD', 'JD', 'AD', '6H', 'JS'], winner: 4, reasons: ['powerless', 'ace-over-own-suit', 'beater-over-led', 'beater-over-beater'], ruling: 'unchosen-no-order' },
];

describe('resolveTrick: known answers', () => {
  it.each(KNOWN)('$source: $cards', (row) => {
    const r = resolveTrick({ variant: row.variant ?? 'bohmstedt', chosen: row.chosen ?? ['H', 'S'], cards: row.cards });
    if (!r.ok) throw new Error(`${r.error.code} ${JSON.stringify(r.error.params)}`);
    expect(r.value.winner).toBe(row.winner);
    expect(r.value.steps.map((s) => s.card)).toEqual(row.cards);
    if (row.reasons) expect(r.value.steps.slice(1).map((s) => s.reason.key)).toEqual(row.reasons);
    const rulings = r.value.steps.map((s) => s.ruling).filter(Boolean);
    if (row.ruling) expect(rulings).toContain(row.ruling);
    else expect(rulings).toEqual([]);
  });
});

describe('resolveTrick: step data', () => {
  it('names each card role and the card it was played against (eaton-2021 Case 1)', () => {
    const r = resolveTrick({ variant: 'bohmstedt', chosen: ['H', 'S'], cards: ['4D', '3S', 'AD', '8C'] });
    expect(r.ok && r.value.steps.map((s) => [s.role.kind, s.outcome, s.against, s.holder])).toEqual([
      ['dud', 'leads', null, 0],
      ['beater', 'takes', 0, 1],
      ['unchosen-ace', 'stays', 1, 1],
      ['dud', 'stays', 1, 1],
    ]);
    expect(r.ok && r.value.steps[1]!.role).toMatchObject({ kind: 'beater', rank: '3', name: 'drist' });
  });

  it('gives the lead what takes it: a led unchosen Four falls to a chosen Four or the Ace of its suit', () => {
    const r = resolveTrick({ variant: 'bohmstedt', chosen: ['H', 'S'], cards: ['4D'] });
    expect(r.ok && r.value.steps[0]!.reason).toEqual({
      key: 'leads',
      params: { card: '4D', against: null, guard: { kind: 'led', rule: 'low', threshold: '4', thresholdOrder: 6, ownSuit: 'ace' } },
    });
  });
});

describe('resolveTrick: refusals', () => {
  const trick = (over: object) => resolveTrick({ variant: 'bohmstedt', chosen: ['H', 'S'], cards: ['4D'], ...over });
  it.each([
    [{ variant: 'skat' }, 'unknown-variant'],
    [{ variant: undefined }, 'unknown-variant'],
    [{ chosen: ['H', 'H'] }, 'bad-chosen'],
    [{ chosen: ['H'] }, 'bad-chosen'],
    [{ chosen: 'HS' }, 'bad-chosen'],
    [{ chosen: ['H', 'X'] }, 'bad-chosen'],
    [{ cards: [] }, 'empty-trick'],
    [{ cards: ['2C', '3C', '6C', '7C', '8C', 'JC'] }, 'too-many-cards'],
    [{ cards: ['10D'] }, 'bad-card'],
    [{ cards: ['4d'] }, 'bad-card'],
    [{ cards: ['4D', 42] }, 'bad-card'],
    [{ cards: ['5D'] }, 'not-in-pack'],
    [{ variant: 'bernhard1924', cards: ['TD'] }, 'not-in-pack'],
    [{ cards: ['4D', '4D'] }, 'duplicate-card'],
    [{ cards: '4D' }, 'bad-input'],
  ])('%j → %s', (over, code) => {
    const r = trick(over);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe(code);
      expect(Object.keys(r.error).sort()).toEqual(['code', 'params']); // words come from the site's catalog
    }
  });

  it('matches the contract for a duplicate card', () => {
    const r = resolveTrick({ variant: 'bohmstedt', chosen: ['H', 'S'], cards: ['4D', '4D'] });
    expect(r).toMatchObject({ ok: false, error: { code: 'duplicate-card', params: { card: '4D' } } });
  });

  it.each([null, undefined, 0, 'trick', [], [1, 2], { cards: null }])('refuses %j without throwing', (input) => {
    expect(resolveTrick(input).ok).toBe(false);
  });
});
