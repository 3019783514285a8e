import { describe, expect, it } from 'vitest';
import { parseDealContext } from './deal-context.ts';
import { contextOf, describeCard, factsFor, VARIANTS, type CardCode, type RoleKind, type Suit, type VariantId } from './index.ts';

const ctx = (chosen: [Suit, Suit], variant: VariantId = 'bohmstedt') => contextOf(VARIANTS[variant], chosen);
const roleOf = (c: ReturnType<typeof ctx>, code: CardCode) => factsFor(c, code).role;

describe('card roles', () => {
  it.each<[CardCode, [Suit, Suit], RoleKind, object?]>([
    ['2H', ['H', 'S'], 'ole', { name: 'de-beste', order: 1 }],
    ['4C', ['C', 'D'], 'ole', { name: 'de-wage', order: 2 }],
    ['8S', ['H', 'S'], 'ole', { name: 'de-dulle', order: 3 }],
    ['9H', ['C', 'D'], 'ole', { name: 'harten-ol', order: 4 }],
    ['9D', ['D', 'S'], 'ole', { name: 'ruten-ol', order: 5 }],
    ['AS', ['H', 'S'], 'beater', { rank: 'A', name: 'frikortensteker', order: 1 }],
    ['JH', ['H', 'S'], 'beater', { rank: 'J', name: 'frikortensteker', order: 2 }],
    ['6S', ['H', 'S'], 'beater', { rank: '6', name: 'paas', order: 3 }],
    ['2S', ['H', 'S'], 'beater', { rank: '2', name: 'twist', order: 4 }],
    ['3H', ['H', 'S'], 'beater', { rank: '3', name: 'drist', order: 5 }],
    ['4S', ['H', 'S'], 'beater', { rank: '4', name: 'veerhack', order: 6 }],
    ['7H', ['H', 'S'], 'seven'],
    ['9S', ['H', 'S'], 'free-card'],
    ['8H', ['H', 'S'], 'free-card'],
    ['8D', ['D', 'C'], 'free-card'],
    ['KS', ['H', 'S'], 'chosen-plain', { rank: 'K' }],
    ['QH', ['H', 'S'], 'chosen-plain', { rank: 'Q' }],
    ['TH', ['H', 'S'], 'chosen-plain', { rank: 'T' }],
    ['AD', ['H', 'S'], 'unchosen-ace'],
    ['KD', ['H', 'S'], 'unchosen-court', { rank: 'K' }],
    ['JC', ['H', 'S'], 'unchosen-court', { rank: 'J' }],
    ['TD', ['H', 'S'], 'dud', { rank: 'T' }],
    ['7C', ['H', 'S'], 'dud', { rank: '7' }],
  ])('%s with %j chosen is %s (eaton-2021, The Cards and their Ranking)', (code, chosen, kind, extra) => {
    expect(roleOf(ctx(chosen), code)).toMatchObject({ kind, ...extra });
  });

  it('an Ole is never a card of its suit, chosen or not', () => {
    for (const chosen of [
      ['H', 'S'],
      ['C', 'D'],
      ['D', 'H'],
    ] as [Suit, Suit][]) {
      for (const ole of ['2H', '4C', '8S', '9H', '9D'] as CardCode[]) expect(roleOf(ctx(chosen), ole).kind).toBe('ole');
    }
  });

  it('1924: the chosen Five is the dog; the unchosen Five is a plain card (bernhard-1924 after wikipedia-knueffeln)', () => {
    expect(roleOf(ctx(['H', 'S'], 'bernhard1924'), '5H').kind).toBe('dog');
    expect(roleOf(ctx(['H', 'S'], 'bernhard1924'), '5D')).toMatchObject({ kind: 'dud', rank: '5' });
  });

  it('tells a widget what beats a led unchosen Ace: Olen and the chosen A, J, 6 (eaton-2021, The Play)', () => {
    const d = describeCard(ctx(['H', 'S']), 'AD');
    expect([...d.beatenBy].sort()).toEqual(['2H', '4C', '6H', '6S', '8S', '9D', '9H', 'AH', 'AS', 'JH', 'JS'].sort());
    expect([...d.beats].sort()).toEqual(['2D', '3D', '4D', '6D', '7D', '8D', 'JD', 'KD', 'QD', 'TD'].sort());
  });

  it('a led chosen Seven: nothing beats it; played later it beats nothing', () => {
    const d = describeCard(ctx(['H', 'S']), '7S');
    expect(d.beatenBy).toEqual([]);
    expect(d.beats).toEqual([]);
  });

  it('parses the deal context at the edge', () => {
    expect(parseDealContext('bohmstedt', ['H', 'S']).ok).toBe(true);
    expect(parseDealContext('bohmstedt', ['H', 'H'])).toMatchObject({ ok: false, error: { code: 'bad-chosen' } });
    expect(parseDealContext('knack', ['H', 'S'])).toMatchObject({ ok: false, error: { code: 'unknown-variant' } });
  });
});
