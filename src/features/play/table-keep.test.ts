// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepSettings, keptSettings } from './table-keep.ts';

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
