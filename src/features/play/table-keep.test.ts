// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepDeals, keepSettings, keptDeals, keptSettings } from './table-keep.ts';

// What every table keeps of the bots' settings for the tab, and what it refuses to read back.
describe('the bots’ settings kept for the tab', () => {
  beforeEach(() => sessionStorage.clear());

  it('come back as they were kept', () => {
    expect(keptSettings()).toBeNull();
    keepSettings({ fast: true, strength: 'gentle', partner: 'strong' });
    expect(keptSettings()).toEqual({ fast: true, strength: 'gentle', partner: 'strong' });
  });

  it('are not read back from anything else: junk, a strength unknown, a missing field', () => {
    for (const junk of [
      '{',
      '[]',
      '"x"',
      '{"fast":1,"strength":"club","partner":"club"}',
      '{"fast":true,"strength":"wild","partner":"club"}',
      '{"fast":true,"strength":"club"}',
    ]) {
      sessionStorage.setItem('knuffeln.table.settings', junk);
      expect(keptSettings(), junk).toBeNull();
    }
  });
});

describe('the session’s finished deals kept for the tab, at every table alike', () => {
  beforeEach(() => sessionStorage.clear());
  const deal = { dealNo: 0, link: '?game=karnoeffel&seats=4&seed=s&deal=0&dealer=1&moves=00', paid: [1, -1, 1, -1] };

  it('come back as they were kept', () => {
    expect(keptDeals()).toEqual([]);
    keepDeals([deal, { ...deal, dealNo: 1 }]);
    expect(keptDeals()).toEqual([deal, { ...deal, dealNo: 1 }]);
  });

  it('are not read back from anything else: junk, a deal without its number, its link or what it paid', () => {
    for (const junk of [
      '{',
      '{"finished":[]}',
      '"x"',
      '[{"dealNo":"0","link":"?","paid":[]}]',
      '[{"dealNo":0,"paid":[]}]',
      '[{"dealNo":0,"link":"?","paid":["1"]}]',
    ]) {
      sessionStorage.setItem('knuffeln.table.deals', junk);
      expect(keptDeals(), junk).toEqual([]);
    }
    sessionStorage.setItem('knuffeln.table.deals', JSON.stringify([deal, null, 42, { ...deal, paid: [Infinity] }]));
    expect(keptDeals()).toEqual([deal]);
  });
});
