import { describe, expect, it } from 'vitest';
import { once } from './idle.ts';

describe('once: a load asked for at a moment and as soon as it is needed', () => {
  it('runs once however often it is asked, and again only after it failed', async () => {
    let runs = 0;
    let fail = true;
    const load = once(() => (runs++, fail ? Promise.reject(new Error('offline')) : Promise.resolve()));
    const first = load();
    expect(load()).toBe(first);
    expect(runs).toBe(1);
    // a failure settles what was returned: nothing is left to catch
    await expect(first).resolves.toBeUndefined();
    fail = false;
    const second = load();
    void load();
    expect(runs).toBe(2);
    await second;
    void load();
    expect(runs).toBe(2);
  });
});
