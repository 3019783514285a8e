import { describe, expect, it } from 'vitest';
import { once } from './idle.ts';

describe('once: a load asked for at a moment and as soon as it is needed', () => {
  it('runs once however often it is asked, and again only after it failed', async () => {
    let runs = 0;
    let fail = true;
    const load = once(() => (runs++, fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    load();
    load();
    expect(runs).toBe(1);
    await Promise.resolve();
    await Promise.resolve();
    fail = false;
    load();
    load();
    expect(runs).toBe(2);
    await Promise.resolve();
    load();
    expect(runs).toBe(2);
  });
});
