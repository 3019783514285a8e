import { describe, expect, it } from 'vitest';
import { FAMILY, FAMILY_IDS, isBeast, RANKS, rankOf, VARIANT_IDS, VARIANTS, type FamilyCard } from '../rules/index.ts';
import { article, nounOf, type PackStyle, type RankCode } from './de/grammar.ts';
import { pageSpeaker } from './page.ts';
import { errorText } from './refusals.ts';
import { cardWords, plain } from './speaker.ts';

/**
 * The German article table, as Duden declines each card's noun (singular: Nominativ, Akkusativ, Dativ, Genitiv).
 * Der Bube is a weak noun (den, dem, des Buben); der König, der Ober, der Unter, der Under take -s only in the
 * genitive, das Ass and das Daus -es; das Banner -s; the number cards and die Dame are feminine and never change.
 */
const f = (w: string) => [`die ${w}`, `die ${w}`, `der ${w}`, `der ${w}`];
const NUMBERS = {
  T: f('Zehn'),
  '9': f('Neun'),
  '8': f('Acht'),
  '7': f('Sieben'),
  '6': f('Sechs'),
  '5': f('Fünf'),
  '4': f('Vier'),
  '3': f('Drei'),
  '2': f('Zwei'),
};
const KOENIG = ['der König', 'den König', 'dem König', 'des Königs'];
const OBER = ['der Ober', 'den Ober', 'dem Ober', 'des Obers'];
const DUDEN: Record<PackStyle, Partial<Record<RankCode, string[]>>> = {
  french: {
    A: ['das Ass', 'das Ass', 'dem Ass', 'des Asses'],
    K: KOENIG,
    Q: f('Dame'),
    J: ['der Bube', 'den Buben', 'dem Buben', 'des Buben'],
    ...NUMBERS,
  },
  german: {
    K: KOENIG,
    Q: OBER,
    J: ['der Unter', 'den Unter', 'dem Unter', 'des Unters'],
    ...NUMBERS,
    '2': ['das Daus', 'das Daus', 'dem Daus', 'des Dauses'],
  },
  swiss: {
    K: KOENIG,
    Q: OBER,
    J: ['der Under', 'den Under', 'dem Under', 'des Unders'],
    ...NUMBERS,
    T: ['das Banner', 'das Banner', 'dem Banner', 'des Banners'],
  },
};
const CASES = ['nom', 'acc', 'dat', 'gen'] as const;

/** Every pack the site deals: the four Knüffeln tables (French suits) and the family's, with the ranks each holds. */
const packs: [string, PackStyle, RankCode[]][] = [
  ...VARIANT_IDS.map((v): [string, PackStyle, RankCode[]] => ['french', 'french', RANKS.filter((r) => !VARIANTS[v].omittedRanks.includes(r))]),
  ...FAMILY_IDS.map((g): [string, PackStyle, RankCode[]] => [
    g,
    FAMILY[g].style,
    [...new Set(FAMILY[g].pack.filter((c): c is Exclude<FamilyCard, `X${number}`> => !isBeast(c)).map((c) => rankOf(c)))],
  ]),
];

describe('the German article table: every rank of every pack, in four cases', () => {
  const rows = packs.flatMap(([pack, style, ranks]) => ranks.map((rank) => [pack, style, rank] as const));
  it.each(rows)('%s (%s): %s', (_pack, style, rank) => {
    const noun = nounOf(rank, style);
    const expected = DUDEN[style][rank];
    expect(expected, `no Duden row for ${style} ${rank}`).toBeDefined();
    expect(CASES.map((c) => `${article(noun.gender, c)} ${noun[c]}`)).toEqual(expected);
  });
  it('covers every rank code of the French pack', () => expect(Object.keys(DUDEN.french).sort()).toEqual([...RANKS].sort()));
});

describe('cards in German sentences: article, hyphen and case from the table', () => {
  const de = pageSpeaker('de');
  it('names a card with a hyphen, declined where the sentence needs it', () => {
    expect(de.cardName('2H')).toBe('Herz-Zwei');
    expect(de.cardName('JS')).toBe('Pik-Bube');
    expect(de.cardName('JS', 'acc')).toBe('Pik-Buben');
    expect(de.cardName('JS', 'dat')).toBe('Pik-Buben');
    expect(de.cardName('KD', 'gen')).toBe('Karo-Königs');
    expect(de.cardName('AC', 'gen')).toBe('Kreuz-Asses');
  });
  it('writes the article in the case the template asks for', () => {
    const say = (code: FamilyCard) => de.t('step.against', { card: [{ card: code }] });
    expect(plain(say('JS'))).toBe('dem ♠J');
    expect(de.spoken(say('JS'))).toBe('dem Pik-Buben');
    expect(de.spoken(say('QH'))).toBe('der Herz-Dame');
    expect(de.spoken(say('AD'))).toBe('dem Karo-Ass');
    expect(de.spoken(de.t('ex.verdict', { card: [{ card: 'KD' }], seat: 'Ost', side: 'Ost–West' }))).toBe(
      'Der Karo-König von Ost macht den Stich für Ost–West.',
    );
    expect(de.spoken(de.t('walk.ole.queen', { seat: 'Süd', give: [{ card: 'JS' }], take: [{ card: '9H' }] }))).toBe(
      'Süd gibt den Pik-Buben ab und nimmt dafür die Herz-Neun.',
    );
  });
  it('a family pack gives its own article: der Schellen-Ober, das Rosen-Banner', () => {
    expect(plain(de.t('family.verdict', { card: [{ text: 'Schellen-Ober', rank: 'Q', style: 'german' }] }))).toBe('Der Schellen-Ober macht den Stich.');
    expect(plain(de.t('family.verdict', { card: [{ text: 'Rosen-Banner', rank: 'T', style: 'swiss' }] }))).toBe('Das Rosen-Banner macht den Stich.');
    expect(plain(de.t('step.against', { card: [{ card: 'QD' }] }, 'german'))).toBe('dem ♦Q');
  });
  it('roles take their gender from the rank code, not from the word', () => {
    expect(plain(de.t('role.chosen-plain', { rank: de.rankWords('K') }))).toBe('ein gewählter König');
    expect(plain(de.t('role.chosen-plain', { rank: de.rankWords('A') }))).toBe('ein gewähltes Ass');
    expect(plain(de.t('role.chosen-plain', { rank: de.rankWords('Q') }))).toBe('eine gewählte Dame');
    expect(plain(de.t('alt.beaters.from', { rank: de.rankWords('J') }))).toBe('ein gewählter Steker ab dem Buben aufwärts');
  });
  it('English is untouched: no article, no case', () => {
    const en = pageSpeaker('en');
    expect(en.spoken(en.t('ex.verdict', { card: [{ card: 'JS' }], seat: 'East', side: 'East–West' }))).toBe(
      'East’s Jack of spades takes the trick for East–West.',
    );
  });
});

describe('shared words: a card given by its name, with its code and pack', () => {
  const de = pageSpeaker('de');
  it('the share text and the family verdict take the article from the rank', () => {
    expect(plain(de.t('ex.share.takes', { card: cardWords('KS', '♠K'), variant: 'Bohmstedt', chosen: '♥♠' }))).toBe(
      'Der ♠K macht den Stich (Bohmstedt, ♥♠ gewählt).',
    );
    expect(plain(de.t('ex.share.sofar', { card: cardWords('QD', '♦O', 'german'), variant: 'Karniffel', chosen: '♥♠' }))).toBe(
      'Bisher liegt der ♦O im Stich vorn (Karniffel, ♥♠ gewählt).',
    );
    expect(plain(de.t('family.verdict', { card: cardWords('X1', 'der Tolle') }))).toBe('Der Tolle macht den Stich.');
    expect(plain(de.t('family.verdict', { card: cardWords('2C', 'Eichel-Daus', 'german') }))).toBe('Das Eichel-Daus macht den Stich.');
  });
});

describe('the ranks a pack leaves out, in the plural from their code', () => {
  it('ohne die Zehnen, ohne die Fünfen; English by the same words', () => {
    expect(errorText(pageSpeaker('de'), { code: 'not-in-pack', params: { card: '5D', omitted: '5' } })).toBe(
      '5D gehört nicht zum Blatt dieser Spielweise: Sie spielt ohne die Fünfen.',
    );
    expect(errorText(pageSpeaker('en'), { code: 'not-in-pack', params: { card: 'TD', omitted: 'T' } })).toBe(
      'TD is not in the pack of this variant, which plays without the Tens.',
    );
  });
});
