// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { once, whenActive } from './idle.ts';

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

describe('whenActive: what is needed once the reader acts loads then, not while the table is first drawn', () => {
  it('runs once, at the first touch, key or focus, or after the wait; a cancel stops it', () => {
    vi.useFakeTimers();
    try {
      let runs = 0;
      whenActive(() => runs++, 8000);
      vi.advanceTimersByTime(7000);
      expect(runs).toBe(0);
      dispatchEvent(new Event('keydown'));
      dispatchEvent(new Event('pointerdown'));
      vi.advanceTimersByTime(2000);
      expect(runs).toBe(1);
      let late = 0;
      whenActive(() => late++, 8000);
      vi.advanceTimersByTime(8000);
      expect(late).toBe(1);
      let never = 0;
      whenActive(() => never++, 8000)();
      dispatchEvent(new Event('focusin'));
      vi.advanceTimersByTime(9000);
      expect(never).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
