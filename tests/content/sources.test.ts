import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** content/sources/sources.json: each source read online carries the address of its public page, and only https. */
interface Source {
  id: string;
  read: string;
  url?: string;
}
const sources = JSON.parse(readFileSync('content/sources/sources.json', 'utf8')) as Source[];
const linked = sources.filter((s) => s.url !== undefined);

describe('links to the sources’ public pages', () => {
  it('every address is https, with no credentials, and on the two sites the sources are read on', () => {
    expect(linked.length).toBeGreaterThan(0);
    for (const s of linked) {
      const url = new URL(s.url!);
      expect(url.protocol, s.id).toBe('https:');
      expect([url.username, url.password], s.id).toEqual(['', '']);
      expect(url.hostname, s.id).toMatch(/^(www\.pagat\.com|en\.wikipedia\.org)$/);
    }
  });

  it('a source we read directly, and the article we read through its retelling on pagat.com, each has one', () => {
    const readOnline = sources.filter((s) => /^Read directly/.test(s.read) || /^As retold on .*pagat\.com/.test(s.read));
    expect(readOnline.map((s) => s.id)).toContain('eaton-2021');
    expect(readOnline.filter((s) => !s.url).map((s) => s.id)).toEqual([]);
  });

  it('a printed work we have not seen gets no address of its own', () => {
    expect(sources.filter((s) => /^Not seen/.test(s.read) && s.url).map((s) => s.id)).toEqual([]);
  });
});
